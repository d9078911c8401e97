// The host's window of play between devices (TableApp<G>::draw_remote): each friend's
// invitation (the link, Copy, Share, the QR code), who has joined, "Start now"; later, a friend
// who is away (wait, or let the computer play) and the seat given back. The decisions are
// RemoteHostOf's and RemoteTableOf's (web/logic/remote_table.hpp); this only draws them.
#pragma once

#include <algorithm>

#include "table_app.hpp"
#include "text_field.hpp"

namespace web {

// The words of a transport's error code (web/remote_transport.js), or null for one the host
// need not be told of (a single friend's oversized or flooding messages).
inline const char* remote_error_key(const std::string& code) {
  if (code == "no-network") return "remote.error.no_network";
  if (code == "broker-unreachable" || code == "broker-refused" || code == "unsupported" || code == "id-taken") return "remote.error.broker";
  if (code == "host-gone") return "remote.error.host_left";
  if (code == "timeout") return "remote.help.turn";
  return nullptr;
}

// A QR code's modules as dark squares on a light field with the quiet zone scanners need.
inline void draw_qr_code(const std::vector<std::vector<bool>>& modules, float side) {
  const int n = static_cast<int>(modules.size());
  const float cell = std::max(2.0f, std::floor(side / static_cast<float>(n + 8)));
  const float full = cell * static_cast<float>(n + 8);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(at, ImVec2(at.x + full, at.y + full), IM_COL32(255, 255, 255, 255));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < static_cast<int>(modules[static_cast<std::size_t>(r)].size()); ++c)
      if (modules[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]) {
        const ImVec2 a(at.x + cell * static_cast<float>(c + 4), at.y + cell * static_cast<float>(r + 4));
        dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(0, 0, 0, 255));
      }
  ImGui::Dummy(ImVec2(full, full));
}

// The host's name as the link gives it: a name the host's page chose is said in this page's
// language ("Joueur 1", not the host's "Player 1").
inline std::string invitation_host_name(const remote::Invitation& invitation) {
  return invitation.host_default.empty() ? invitation.host : default_name_text(invitation.host_default);
}

template <bg::HostedGame G>
std::string TableApp<G>::friends_host_name() const {
  return guest_ ? invitation_host_name(guest_->invitation()) : std::string();
}

// Where a friend's page stands, in words: connecting, connected, the seat in use on another
// device or taken over by one, or the link refused with the host's reason.
template <bg::HostedGame G>
std::string TableApp<G>::guest_standing_text() const {
  const auto& g = guest_->guest();
  const std::string host = invitation_host_name(guest_->invitation());
  switch (g.standing()) {
    case remote::Standing::kInUseElsewhere:
      return tr("remote.in_use");
    case remote::Standing::kTakenOver:
      return tr("remote.taken");
    case remote::Standing::kRefused:
      return tr("remote.refused", {{"host", host}, {"reason", refusal_text(g.refusal())}});
    case remote::Standing::kJoining:
    case remote::Standing::kSeated:
      break;
  }
  if (guest_->text_used()) return tr("remote.by_text.used", {{"host", host}});
  if (const char* key = remote_error_key(guest_->error())) return tr(key);
  return tr(guest_->connected() ? "remote.joining.connected" : "remote.connecting");
}

// A friend's page before the host's table comes: whose table, the connection, and a way out.
template <bg::HostedGame G>
bool TableApp<G>::draw_joining(ImVec2 size) {
  if (!guest_) return false;
  const remote::Invitation& invitation = guest_->invitation();
  const float width = std::min(size.x - 16.0f, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x / 2, size.y * 0.25f), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, size.y - 40));
  ImGui::Begin("##joining", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  const std::string title = tr("remote.joining", {{"host", invitation_host_name(invitation)}, {"game", tr(title_key())}, {"players", std::to_string(invitation.players)}});
  text_wrapped_coloured(kGold, title);
  shown_text("joining.title", title);
  const std::string state = guest_standing_text();
  ImGui::TextWrapped("%s", state.c_str());
  shown_text("joining.state", state);
  if (guest_->can_take_over()) {
    if (ImGui::Button(tr("remote.take_over"))) guest_->take_over();
    mark("joining.take_over");
  }
  if (!guest_->reply().empty() && !guest_->connected()) {
    // An invitation carried by hand: the reply goes back the same way.
    ImGui::Spacing();
    text_wrapped_coloured(kPrompt, tr("remote.by_text.answer", {{"host", invitation_host_name(invitation)}}));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", guest_->reply().c_str());
    ImGui::PopStyleColor();
    shown_text("joining.reply", guest_->reply());
    if (ImGui::Button(tr("remote.copy_text"))) remote_copy(guest_->reply());
    mark("joining.copy");
  }
  ImGui::Spacing();
  if (ImGui::Button(tr("remote.leave"))) leave_table();
  mark("joining.leave");
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", tr("remote.help.broker"));
  ImGui::PopStyleColor();
  ImGui::End();
  return true;
}

// The host's open invitations in words, a line each (the text view's section, and what is said
// when they change): whose seat, who is there, and the link to send or why there is none yet.
template <bg::HostedGame G>
std::vector<std::string> TableApp<G>::invitation_lines(bool closed_too) const {
  std::vector<std::string> lines;
  if (!remote_ || !session().game() || (!closed_too && !remote_->invitations_open())) return lines;
  const RemoteTableOf<G>& r = *remote_;
  if (const char* key = remote_error_key(r.error())) lines.push_back(std::string(tr(key)) + ".");
  const remote::Seats seats = r.host().seats(emscripten_get_now());
  for (const auto& i : r.invitations()) {
    const std::string name = seat_name(i.seat);
    const bool joined = i.seat < static_cast<int>(seats.seats.size()) && seats.seats[static_cast<std::size_t>(i.seat)].joined;
    std::string line = tr("remote.invite", {{"name", name}}) + ": " + tr(joined ? "remote.joined" : "remote.waiting", {{"name", name}});
    if (!joined) line += " " + (i.link.empty() ? std::string(tr("remote.connecting")) : tr("remote.link_said", {{"link", i.link}}));
    lines.push_back(line);
  }
  return lines;
}

// Without a broker (no internet, or none by choice): the link with the host's connection text to
// send by hand, and a field for the friend's reply.
template <bg::HostedGame G>
void TableApp<G>::draw_invitation_by_hand(RemoteTableOf<G>& r, typename RemoteTableOf<G>::Invitation& i, const std::string& name,
                                          const std::string& id, float width) {
  if (!i.by_hand_problem.empty()) {
    const std::string problem = tr(i.by_hand_problem == "timeout"        ? "remote.by_text.no_connection"
                                   : i.by_hand_problem == "offer-failed" ? "remote.by_text.no_offer"
                                                                         : "remote.by_text.bad_reply",
                                   {{"name", name}});
    text_wrapped_coloured(kError, problem);
    shown_text(id + ".by_text.problem", problem);
  }
  if (i.by_hand_link.empty()) {
    if (ImGui::SmallButton(i.by_hand_asked ? tr("remote.connecting") : tr("remote.by_text"))) r.offer_by_hand(i);
    mark(id + ".by_text");
    return;
  }
  ImGui::Spacing();
  text_wrapped_coloured(kPrompt, tr("remote.by_text.send", {{"name", name}}));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  const std::string shown = i.by_hand_link.size() > 160 ? i.by_hand_link.substr(0, 160) + "…" : i.by_hand_link;
  ImGui::TextWrapped("%s", shown.c_str());
  ImGui::PopStyleColor();
  shown_text(id + ".by_text.link", i.by_hand_link);
  if (ImGui::Button(tr("remote.copy_text"))) remote_copy(i.by_hand_link);
  mark(id + ".by_text.copy");
  TextFieldStyle style;
  const std::string hint = tr("remote.by_text.reply", {{"name", name}});
  style.hint = hint.c_str();
  style.label = hint.c_str();
  style.max_bytes = remote::kMaxOfferChars;
  text_field((id + ".reply").c_str(), i.reply.data(), std::max(120.0f, width - 140), style, text_overlay_allowed(), ui_scale());
  ImGui::SameLine();
  if (ImGui::Button(tr("remote.by_text.connect"))) r.accept_reply(i);
  mark(id + ".by_text.connect");
}

template <bg::HostedGame G>
void TableApp<G>::draw_remote(ImVec2 size) {
  draw_chat_toast(size);
  if (guest_ && at_friends_table() && !session().game()->state().is_terminal()) {
    // The connection is gone for now (the transport tries again by itself), or the host let the
    // computer play this seat while the friend was away: a line at the top says so.
    std::string id, text;
    const auto& seats = guest_->guest().seats();
    const int seat = guest_->guest().seat();
    if (guest_->guest().stopped()) {
      // Played on another device now (or refused for good): this page stopped, and may take it back.
      id = "remote.taken";
      text = guest_standing_text();
    } else if (!guest_->connected() && !guest_->invitation().offer.empty()) {
      // A connection made with a text cannot be made again without the host: a new text it is.
      id = "remote.by_text.lost";
      text = tr("remote.by_text.lost", {{"host", invitation_host_name(guest_->invitation())}});
    } else if (!guest_->connected()) {
      const char* key = remote_error_key(guest_->error());
      id = "remote.reconnecting";
      text = key ? tr(key) : tr("remote.reconnecting");
    } else if (seats && seat < static_cast<int>(seats->seats.size()) && seats->seats[static_cast<std::size_t>(seat)].computer_plays) {
      id = "remote.computer_plays_you";
      text = tr("remote.computer_plays_you", {{"host", invitation_host_name(guest_->invitation())}});
    }
    if (!text.empty()) {
      const float width = std::min(size.x - 16.0f, 520.0f);
      ImGui::SetNextWindowPos(ImVec2(size.x / 2, std::min(60.0f, size.y * 0.08f)), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
      ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, size.y - 80));
      ImGui::Begin("##friend_notice", nullptr,
                   ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoFocusOnAppearing);
      text_wrapped_coloured(kAttention, text);
      shown_text(id, text);
      if (guest_->can_take_over()) {
        if (ImGui::Button(tr("remote.take_over"))) guest_->take_over();
        mark("remote.take_over");
      }
      ImGui::End();
    }
  }
  if (!remote_ || !session().game()) return;
  RemoteTableOf<G>& r = *remote_;
  const double now = emscripten_get_now();
  const remote::Seats seats = r.host().seats(now);
  const auto status = [&](int seat) {
    return seat < static_cast<int>(seats.seats.size()) ? seats.seats[static_cast<std::size_t>(seat)] : remote::SeatStatus{};
  };
  // The invitations in words, said when they change and kept in the text view: a blind host
  // hears "Invite Player 2", reads the link there, and hears the friend join (issue 76).
  if (const std::vector<std::string> lines = invitation_lines(); lines != said_invitations_) {
    // Closed as the last friend joined: that join is said ("Invite Player 2: Player 2 has joined").
    const std::vector<std::string> said_lines = lines.empty() && !said_invitations_.empty() ? invitation_lines(/*closed_too=*/true) : lines;
    said_invitations_ = lines;
    std::string said;
    for (const std::string& line : said_lines) said += (said.empty() ? "" : " ") + line;
    if (!said.empty()) announce(said);
    spoken_key_.clear();  // the text view takes them
    text_view_key_.clear();
  }
  // What the host is asked to decide (RemoteTableOf::attention): the buttons below.
  const typename RemoteTableOf<G>::Attention attention = r.attention(now);
  const std::vector<int>& away = attention.away;
  const std::vector<int>& back = attention.back;
  if (session().game()->state().is_terminal() || (!r.invitations_open() && attention.empty())) return;

  const float width = std::min(size.x - 16.0f, 620.0f);
  ImGui::SetNextWindowPos(ImVec2(size.x / 2, std::min(60.0f, size.y * 0.08f)), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, size.y - 80));
  ImGui::Begin("##remote", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  if (const char* key = remote_error_key(r.error())) text_wrapped_coloured(kError, tr(key));
  if (r.invitations_open()) {
    for (auto& i : r.invitations()) {
      const std::string name = seat_name(i.seat);
      const std::string id = "remote." + std::to_string(i.seat);
      ImGui::PushID(i.seat);
      ImGui::TextColored(kGold, "%s", tr("remote.invite", {{"name", name}}).c_str());
      std::string presence = tr(status(i.seat).joined ? "remote.joined" : "remote.waiting", {{"name", name}});
      if (const std::string device = r.host().device_name(i.seat); !device.empty())
        presence += " (" + tr("remote.on_device", {{"device", device}}) + ")";
      ImGui::TextUnformatted(presence.c_str());
      shown_text(id + ".presence", presence);
      if (i.link.empty()) {
        ImGui::TextDisabled("%s", tr("remote.connecting"));
      } else if (!status(i.seat).joined) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", i.link.c_str());
        ImGui::PopStyleColor();
        shown_text(id + ".link", i.link);
        if (ImGui::Button(tr("remote.copy_link"))) remote_copy(i.link);
        mark(id + ".copy");
        if (remote_can_share()) {
          ImGui::SameLine();
          if (ImGui::Button(tr("remote.share"))) remote_share(tr("remote.invite", {{"name", name}}), i.link);
          mark(id + ".share");
        }
        if (r.copied()) {
          ImGui::SameLine();
          ImGui::TextColored(kPrompt, "%s", tr("remote.link_copied"));
        }
        if (!i.qr.empty()) {
          // Large enough for a phone to read from a laptop's screen at arm's length (it was 147 px),
          // while the window keeps its link, buttons and help on a short screen.
          draw_qr_code(i.qr, std::min({320.0f, width - 24, ImGui::GetIO().DisplaySize.y * 0.4f}));
          mark(id + ".qr");
          ImGui::TextDisabled("%s", tr("remote.scan"));
        }
      }
      if (!status(i.seat).joined) draw_invitation_by_hand(r, i, name, id, width);
      ImGui::PopID();
      ImGui::Separator();
    }
    if (ImGui::Button(tr("remote.start_now"))) r.start_now(now);
    mark("remote.start_now");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr("remote.help.broker"));
    ImGui::PopStyleColor();
  }
  for (const int seat : away) {
    const std::string name = seat_name(seat);
    ImGui::PushID(100 + seat);
    text_wrapped_coloured(kAttention, tr("remote.away", {{"name", name}}));
    shown_text("remote." + std::to_string(seat) + ".away", tr("remote.away", {{"name", name}}));
    if (ImGui::Button(tr("remote.wait"))) r.wait_for(seat, true);
    mark("remote." + std::to_string(seat) + ".wait");
    ImGui::SameLine();
    if (ImGui::Button(tr("remote.computer_plays", {{"name", name}}).c_str())) r.let_computer_play(seat, true, now);
    mark("remote." + std::to_string(seat) + ".computer");
    ImGui::PopID();
  }
  // Every friend who is away can also be invited again with a text: a connection made with one
  // does not come back by itself, and a text serves once (a seat back forgets its old one).
  for (const int seat : attention.again) {
    typename RemoteTableOf<G>::Invitation* i = r.invitation_of(seat);
    if (!i) continue;
    const std::string name = seat_name(seat);
    ImGui::PushID(300 + seat);
    if (std::find(away.begin(), away.end(), seat) == away.end()) {  // said above with its buttons otherwise
      const std::string said = tr("remote.away", {{"name", name}});
      text_wrapped_coloured(kAttention, said);
      shown_text("remote." + std::to_string(seat) + ".away", said);
    }
    draw_invitation_by_hand(r, *i, name, "remote." + std::to_string(seat), width);
    ImGui::PopID();
  }
  for (const int seat : back) {
    ImGui::PushID(200 + seat);
    if (ImGui::Button(tr("remote.give_back", {{"name", seat_name(seat)}}).c_str())) r.let_computer_play(seat, false, now);
    mark("remote." + std::to_string(seat) + ".give_back");
    ImGui::PopID();
  }
  ImGui::End();
}

}  // namespace web
