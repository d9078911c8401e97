// The move log: every action in words, grouped by turn, with the notation beside it on request.
// A click on a line shows the position after it: in the replay viewer, and in the game at the
// table (stepping back through it, App::step_through).
#include <cmath>
#include <string>

#include "app.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

void App::draw_log(bool follow) {
  if (!has_shown_game()) return;
  if (log_outdated()) rebuild_log();
  const bool replay = view_.screen == Screen::kReplay;
  const bool live = view_.screen == Screen::kPlay;
  const int cursor = replay ? view_.replay_cursor : live ? view_.look_back : -1;  // the line shown, -1: none
  draw_chat();
  ImGui::TextUnformatted(tr("log.title"));
  ImGui::SameLine();
  if (checkbox(tr("log.notation"), settings_.show_notation)) save_settings();
  ImGui::BeginChild("##log", ImVec2(0, 0), false);
  if (log_scroll_frames_ > 0) --log_scroll_frames_;
  if (cursor < 0) log_scrolled_to_ = -1;
  if (replay && view_.replay_cursor == 0 && (log_scrolled_to_ != 0 || log_scroll_frames_ > 0)) {
    ImGui::SetScrollY(0.0f);
    if (log_scrolled_to_ != 0) log_scroll_frames_ = 3;
    log_scrolled_to_ = 0;
  }
  if (log_.empty()) ImGui::TextDisabled("%s", tr("log.empty"));
  for (const LogTurn& turn : log_) {
    ImGui::PushID(turn.first_action);
    player_token(colour_of(turn.seat), 6.0f);
    ImGui::SameLine();
    ImGui::TextColored(kGold, "%s", tr("log.turn", {{"turn", std::to_string(turn.turn)}, {"player", seat_name(turn.seat)}}).c_str());
    for (std::size_t i = 0; i < turn.entries.size(); ++i) {
      const LogEntry& e = turn.entries[i];
      const int after = turn.first_action + static_cast<int>(i) + 1;
      std::string line = e.text;
      if (settings_.show_notation) line += "   [" + e.notation + "]";
      ImGui::PushID(static_cast<int>(i));
      ImGui::Indent(10);
      if (replay || live) {
        // The wrapped line is the button: a click shows the position after its action.
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->ChannelsSplit(2);
        dl->ChannelsSetCurrent(1);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(line.c_str());
        ImGui::PopTextWrapPos();
        const bool hovered = ImGui::IsItemHovered();
        if (ImGui::IsItemClicked()) {
          if (replay) view_.replay_cursor = after;
          else view_.look_back = after >= played_moves() ? -1 : after;
        }
        mark("log." + std::to_string(after));
        dl->ChannelsSetCurrent(0);
        if (hovered || cursor == after)
          dl->AddRectFilled(ImVec2(ImGui::GetItemRectMin().x - 4, ImGui::GetItemRectMin().y),
                            ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x, ImGui::GetItemRectMax().y),
                            ImGui::GetColorU32(cursor == after ? ImGuiCol_Header : ImGuiCol_HeaderHovered), 3.0f);
        dl->ChannelsMerge();
        // Asked again for a few frames: ImGui clamps a scroll to the content size it measured in
        // the previous frame, which is short while the log is new.
        if (cursor == after && (follow || log_scrolled_to_ != after || log_scroll_frames_ > 0)) {
          ImGui::SetScrollHereY();
          if (log_scrolled_to_ != after) log_scroll_frames_ = 3;
          log_scrolled_to_ = after;
        }
      } else {
        ImGui::TextWrapped("%s", line.c_str());
      }
      for (const std::string& c : e.consequences) {
        ImGui::Indent(12);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", c.c_str());
        ImGui::PopStyleColor();
        ImGui::Unindent(12);
      }
      ImGui::Unindent(10);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
  // Keep the newest line in view while the game goes on, unless the player scrolled up to read.
  // A change of width (the window resized, the interface size changed) rewraps every line and
  // moves the bottom: whether to follow is then kept from before, for a few frames.
  if (follow && cursor < 0) {
    const float width = ImGui::GetWindowWidth();
    if (std::abs(width - log_width_) > 0.5f) log_rewrap_frames_ = 3;
    log_width_ = width;
    if (log_rewrap_frames_ > 0) --log_rewrap_frames_;
    else log_following_ = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 40;
    if (log_following_) ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
  mark("log.area");
}

}  // namespace web
