// The status bar (whose turn, the prompt, messages, the step-back arrows and Hint) and the
// pass-the-device screen of the game at the table (TableApp<G>, table_app.hpp).
#pragma once

#include "table_app.hpp"

namespace web {

template <bg::HostedGame G>
void TableApp<G>::draw_pass_device(ImVec2 size) {
  const int seat = session().pass_to();
  const float w = std::min(440.0f, size.x - 24);
  ImGui::SetCursorPos(ImVec2((size.x - w) / 2, size.y / 2 - 110));
  ImGui::BeginChild("##pass", ImVec2(w, 220), true);
  // Its one button, ringed and said at once: Enter or Space presses it.
  focus_screen("pass", /*ring=*/true);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  dl->AddCircleFilled(ImVec2(p.x + 16, p.y + 16), 14, player_colour(colour_of(seat)));
  draw_player_mark(dl, ImVec2(p.x + 16, p.y + 16), 14, colour_of(seat));
  ImGui::Dummy(ImVec2(36, 32));
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextUnformatted(tr("pass.title"));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", tr("pass.text", {{"player", seat_label(seat)}}).c_str());
  ImGui::EndGroup();
  ImGui::Spacing();
  ImGui::Spacing();
  const std::string button = tr("pass.ready", {{"player", seat_name(seat)}});
  if (ImGui::Button(button.c_str(), ImVec2(-1, 44))) {
    session().confirm_pass();
    view_.look_back = -1;  // the next person starts at the present
  }
  mark("pass.ready");
  ImGui::EndChild();
}

template <bg::HostedGame G>
void TableApp<G>::draw_status_bar(float width, double now_ms) {
  const State& s = session().game()->state();
  // In the column, the box fills the height kept for it (table_layout.cpp), so the panels under
  // it stay put while its text changes.
  const float height = status_in_column_ ? std::max({64.0f, status_content_h_ > 0 ? status_content_h_ : 120.0f,
                                                     status_height_ - ImGui::GetStyle().ItemSpacing.y})
                                         : narrow_status_height(width);
  ImGui::BeginChild("##status", ImVec2(width, height), true, ImGuiWindowFlags_NoScrollbar);
  if (embed_) {
    // No menus when embedded: the rules stay one click away.
    const float w = ImGui::CalcTextSize("?").x + 22;
    ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - w - 10, 8));
    if (ImGui::Button("?", ImVec2(w, 0))) show_rules_ = true;
    mark("embed.rules");
    ImGui::SetCursorPos(ImVec2(12, 10));
  }
  const int moves = session().game()->actions_played();
  const float embed_room = embed_ ? ImGui::CalcTextSize("?").x + 32 : 0.0f;
  const float arrows_w = moves > 0 && !s.is_terminal() ? 2 * ImGui::GetFrameHeight() + 26 : 0.0f;
  const bool hint_shown = can_ask_hint() || session().hint_pending();
  bool info_drawn = false;  // info_ drawn early (a phone's hint)
  if (arrows_w > 0) draw_step_buttons(embed_room);
  if (hint_shown) draw_hint_button(embed_room + arrows_w);
  // The first line keeps clear of the buttons at its right end.
  const float buttons_w = embed_room + arrows_w +
                          (hint_shown ? ImGui::CalcTextSize(tr("hint.button")).x + ImGui::GetStyle().FramePadding.x * 2 + 8 : 0.0f);
  const auto first_line = [&](const std::string& text, const ImVec4* colour = nullptr) {
    // Beside the buttons when it fits there in two lines at most, else on lines of its own under
    // them (a phone at 150% in German: "Du bist am Zug." ran under the Hint button).
    float wrap_at = ImGui::GetWindowWidth() - buttons_w - 16;
    const float room = wrap_at - ImGui::GetCursorPosX();
    if (buttons_w > 0 && (widest_word(text) > room ||
                          ImGui::CalcTextSize(text.c_str(), nullptr, false, room).y > 2.5f * ImGui::GetTextLineHeight())) {
      ImGui::NewLine();
      ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), 8 + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y));
      wrap_at = ImGui::GetWindowWidth() - ImGui::GetStyle().WindowPadding.x;
    }
    ImGui::PushTextWrapPos(wrap_at);
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextWrapped("%s", text.c_str());
    mark("status.first");
    shown_text("status.first", text);
    if (colour) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  };
  // The game's warning, under the turn line: a line of its own, wrapped, as it decides how the turn
  // is played (it once showed as "Fi…" beside a long prompt). On a phone the box keeps room for it
  // and what may be cut at its foot is the "since your last turn" line, never this.
  const auto warning_line = [&] {
    if (const std::string warning = status_warning(); !warning.empty()) {
      text_wrapped_coloured(kAttention, warning);
      mark("status.warning");
      shown_text("status.warning", warning);
    }
  };
  if (view_.look_back >= 0 && view_.look_back < moves) {
    // Stepping back: which move the board shows and what it was; playing waits for the present.
    first_line(tr("lookback.title", {{"n", std::to_string(view_.look_back)}, {"m", std::to_string(moves)}}), &kGold);
    if (ImGui::SmallButton(tr("lookback.present"))) step_through(0);
    mark("lookback.present");
    if (const std::string line = log_line_after(view_.look_back); !line.empty()) text_wrapped_coloured(kPrompt, line);
  } else {
    if (s.is_terminal()) {
      first_line(tr("status.over"));
    } else {
      const int seat = s.current_player();
      player_token(colour_of(seat), 10.0f);
      ImGui::SameLine();
      if (human_to_move()) {
        // The default name says "you": "Your turn.", never "You to play." (nor "À Vous de jouer.").
        const std::string turn = to_play_text(seat);
        first_line(turn);
        shown_text("status.turn", turn);
        warning_line();
        text_wrapped_coloured(kPrompt, phase_prompt());
        mark("status.prompt");
        // On a phone the status has few lines: what the player asked for (a hint) comes before
        // what the others did.
        if (narrow_ && notice_.empty() && !info_.empty()) {
          text_wrapped_coloured(kPrompt, info_);
          info_drawn = true;
        }
        if (const std::string since = since_your_turn(); !since.empty()) {
          text_wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), since);
          mark("status.since");
          shown_text("status.since", since);
        }
      } else if (waiting_for_friends()) {
        // Nobody plays until the friends are here (or Start now): not "Waiting for Anna" (the host).
        std::string names;
        for (const int friend_seat : remote_->seats_to_join(now_ms)) names += (names.empty() ? "" : ", ") + seat_name(friend_seat);
        const std::string waiting = tr("status.waiting_for_friends", {{"names", names}});
        first_line(waiting);
        shown_text("status.turn", waiting);
        warning_line();
      } else if (lesson_waits()) {
        first_line(tr(lesson_->decided() ? "lesson.answered" : "lesson.judging"));
        warning_line();
      } else if (session().game()->is_person(seat) && !session().stands_in(seat)) {
        first_line(about_seat("status.waiting", seat));
        warning_line();
      } else {
        first_line(about_seat("status.thinking", seat));
        ImGui::SameLine();
        spinner(now_ms, 9.0f, IM_COL32(224, 184, 92, 255));
        warning_line();
        // The player has passed and the computers play on alone (ArkantiS: it can last dozens of
        // turns): the rest can be played at once.
        if (session().skipping()) {
          text_wrapped_coloured(kPrompt, tr("skip.playing"));
          shown_text("skip.playing", tr("skip.playing"));
        } else if (can_skip_to_end()) {
          if (ImGui::Button(tr("skip.button"))) skip_to_end();
          mark("skip");
        }
      }
    }
    if (!notice_.empty()) {
      text_wrapped_coloured(kError, notice_);
    } else if (!info_.empty()) {
      if (!info_drawn) text_wrapped_coloured(kPrompt, info_);
    } else if (!s.is_terminal() && !narrow_ && !touch_ && session().game()->human_seats() > 0 &&
               ImGui::GetIO().DisplaySize.y >= kKeysLineMinHeight) {
      // A finger has no keys to be told of, and two computers watched need none. On a short
      // screen (a large interface size) the hand and the controls need the lines more; the keys
      // stay in Help.
      text_wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), keys_text());
      shown_text("status.keys", keys_text());
    }
  }
  {
    // The status is as tall as its lines (in the column, and on a phone as far as
    // narrow_status_height lets it): measured now, used from the next frame on.
    const float content = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    if (std::abs(content - status_content_h_) > 0.5f) {
      status_content_h_ = content;
      panel_scroll_frames_ = std::max(panel_scroll_frames_, 2);
    }
  }
  ImGui::EndChild();
}

// The two arrows at the status bar's right end (`right_margin` from it) that step back through
// the game and forward to the present.
template <bg::HostedGame G>
void TableApp<G>::draw_step_buttons(float right_margin) {
  const ImVec2 keep = ImGui::GetCursorPos();
  const float w = ImGui::GetFrameHeight();
  ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - right_margin - 2 * w - 18, 8));
  const int moves = session().game()->actions_played();
  ImGui::BeginDisabled(view_.look_back == 0);
  if (ImGui::ArrowButton("##back", ImGuiDir_Left)) step_through(-1);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip_beside_item(tr("lookback.previous"));
  mark("lookback.previous");
  ImGui::SameLine(0, 4);
  ImGui::BeginDisabled(view_.look_back < 0 || view_.look_back >= moves);
  if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) step_through(1);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip_beside_item(tr("lookback.next"));
  mark("lookback.next");
  ImGui::SetCursorPos(keep);
}

// "Hint", left of the arrows: asks the worker what Hard would play (key I).
template <bg::HostedGame G>
void TableApp<G>::draw_hint_button(float right_margin) {
  const ImVec2 keep = ImGui::GetCursorPos();
  const char* label = tr("hint.button");
  const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - right_margin - w - 18, 8));
  ImGui::BeginDisabled(!can_ask_hint());
  if (ImGui::Button(label)) ask_hint();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip_beside_item(tr("hint.tooltip"));
  mark("hint");
  ImGui::SetCursorPos(keep);
}

}  // namespace web
