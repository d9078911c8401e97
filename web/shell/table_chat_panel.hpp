// The table's chat with friends (issue 75; web/logic/remote_chat.hpp), drawn: the last lines, the
// reactions row and a field for a short line, at the top of the log panel (its tab on a phone or a
// narrow screen), on the host's page and on a friend's; a line from another seat shows for a
// moment over the table and is said to screen readers. What may be sent, and how fast, is
// RemoteTableOf's and GuestTableOf's; this only draws and words. A typed line is drawn as text,
// never as a format or a widget's label; a reaction is its key in this page's language.
#pragma once

#include <string>

#include "table_app.hpp"
#include "text_field.hpp"

namespace web {

// The table's chat on this page: the host's, or a friend's at the table; none elsewhere.
template <bg::HostedGame G>
const remote::ChatLog* TableApp<G>::table_chat() const {
  if (remote_ && session().game()) return &remote_->chat();
  if (guest_ && session().game()) return &guest_->chat();
  return nullptr;
}

// The seat whose lines this page sends (the person here at the host's, the friend's own seat).
template <bg::HostedGame G>
int TableApp<G>::own_chat_seat() const {
  return remote_ ? remote_->here() : guest_ ? guest_->guest().seat() : -1;
}

// "Claire: Good move!" in this page's language, or what Claire typed, as typed.
template <bg::HostedGame G>
std::string TableApp<G>::chat_words(const remote::ChatLine& line) const {
  const std::string words = line.reaction.empty() ? line.text : std::string(tr("chat.reaction." + line.reaction));
  return tr("announce.said", {{"player", seat_name(line.seat)}, {"words", words}});
}

// Each frame: the lines new since the last look are said (one's own too: it was sent), and one
// from another seat shows for a moment over the table; a muted chat says nothing. A table's chat
// begins with the table at this page (its lines all new), also when a line came before the
// table's first state did.
template <bg::HostedGame G>
void TableApp<G>::follow_chat(double now_ms) {
  const remote::ChatLog* log = table_chat();
  if (!log) return;
  if (log != chat_followed_ || chat_heard_ > log->total()) {
    chat_followed_ = log;
    chat_heard_ = 0;
    chat_toast_.clear();
  }
  if (log->total() == chat_heard_) return;
  for (const remote::ChatLine& line : log->since(chat_heard_)) {
    if (settings_.mute_chat) continue;
    const std::string said = chat_words(line);
    if (line.seat != own_chat_seat()) {
      chat_toast_ = said;
      chat_toast_until_ = now_ms + remote::kChatToastMs;
    }
    announce(said);
  }
  chat_heard_ = log->total();
}

template <bg::HostedGame G>
void TableApp<G>::say_in_chat(const std::string& reaction, const std::string& typed) {
  const double now = emscripten_get_now();
  const bg::Status said = remote_ ? remote_->say(reaction, typed, now) : guest_ ? guest_->say(reaction, typed, now) : bg::Status::error("no table");
  chat_problem_ = said.ok() ? std::string() : refusal_text(said);
  if (!said.ok()) announce(chat_problem_);
  else if (reaction.empty()) std::fill(chat_typed_.begin(), chat_typed_.end(), '\0');
}

// The log panel's chat: the last lines, the reactions, a line to type.
template <bg::HostedGame G>
void TableApp<G>::draw_chat() {
  const remote::ChatLog* log = table_chat();
  if (!log || view_.screen == Screen::kReplay) return;
  ImGui::TextColored(kGold, "%s", tr("chat.title"));
  if (settings_.mute_chat) {
    ImGui::TextDisabled("%s", tr("chat.muted"));
    shown_text("chat.muted", tr("chat.muted"));
    ImGui::Separator();
    return;
  }
  const auto& lines = log->lines();
  ImGui::PushTextWrapPos(0.0f);
  if (lines.empty()) ImGui::TextDisabled("%s", tr("chat.none"));
  const std::size_t from = lines.size() > remote::kChatShown ? lines.size() - remote::kChatShown : 0;
  for (std::size_t i = from; i < lines.size(); ++i) {
    const std::string words = chat_words(lines[i]);
    player_token(colour_of(lines[i].seat), 5.0f);
    ImGui::SameLine();
    ImGui::TextUnformatted(words.c_str());  // as typed: never a format, never markup
    shown_text("chat.line." + std::to_string(i - from), words);
  }
  ImGui::PopTextWrapPos();
  const bool can = remote_ || (guest_ && guest_->can_chat());
  if (!can) ImGui::BeginDisabled();
  // The reactions, as many on a line as the panel's width holds.
  for (std::size_t k = 0; k < remote::kReactions.size(); ++k) {
    const std::string key(remote::kReactions[k]);
    const std::string label = std::string(tr("chat.reaction." + key)) + "##chat." + key;
    const float w = ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (k > 0) same_line_if_fits(w, 0.0f);
    if (ImGui::SmallButton(label.c_str())) say_in_chat(key, "");
    mark("chat.reaction." + key);
  }
  TextFieldStyle style;
  style.hint = tr("chat.field");
  style.label = tr("chat.field");
  style.max_bytes = remote::kChatMaxTextBytes;
  const float send_w = ImGui::CalcTextSize(tr("chat.send")).x + 2 * ImGui::GetStyle().FramePadding.x + ImGui::GetStyle().ItemSpacing.x;
  text_field("chat.text", chat_typed_.data(), std::max(80.0f, ImGui::GetContentRegionAvail().x - send_w), style,
             text_overlay_allowed() && can, ui_scale());
  ImGui::SameLine();
  if (ImGui::Button(tr("chat.send"))) say_in_chat("", chat_typed_.data());
  mark("chat.send");
  if (!can) ImGui::EndDisabled();
  if (!chat_problem_.empty()) {
    text_wrapped_coloured(kError, chat_problem_);
    shown_text("chat.problem", chat_problem_);
  }
  ImGui::Separator();
}

// A line from another seat, for a moment, over the table wherever the log is: at the bottom of a
// wide screen, over the board's middle on a phone (its bottom holds the chat's own field).
template <bg::HostedGame G>
void TableApp<G>::draw_chat_toast(ImVec2 size) {
  if (chat_toast_.empty() || emscripten_get_now() > chat_toast_until_ || settings_.mute_chat) return;
  const float width = std::min(size.x - 16.0f, 480.0f);
  if (narrow_) ImGui::SetNextWindowPos(ImVec2(size.x / 2, size.y * 0.3f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  else ImGui::SetNextWindowPos(ImVec2(size.x / 2, size.y - 12.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(width, size.y / 3));
  ImGui::Begin("##chat_toast", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoNav);
  ImGui::PushTextWrapPos(width - 2 * ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(chat_toast_.c_str());
  ImGui::PopTextWrapPos();
  shown_text("chat.toast", chat_toast_);
  ImGui::End();
}

}  // namespace web
