// The table's layout, the same for every game: on a wider screen the board on the left at the
// window's full height (the guided game's box under it), the status and the game's panels in a
// column on the right, the players and the log in a second column or in tabs; on a phone the
// status, the board across the width, then the panels in tabs. The game fills the parts (draw_status_bar, draw_players_panel, draw_table_panels,
// draw_board_area, draw_guide).
#include <algorithm>
#include <cmath>
#include <string>

#include "app.hpp"
#include "control_mirror.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

void App::draw_play(ImVec2 min, ImVec2 size, double now_ms) {
  const bool replay = view_.screen == Screen::kReplay;
  status_in_column_ = false;
  if (narrow_) {
    // Phone: the status, the board across the width, then the panels in tabs.
    const float status_h = replay ? 0.0f : narrow_status_height(size.x - 8);
    if (!replay) {
      ImGui::SetCursorPos(ImVec2(min.x + 4, min.y));
      draw_status_bar(size.x - 8, now_ms);
    }
    const float board_w = size.x - 8;
    // Held upright, the panels below keep room for the hand and the decision's controls.
    const float panels_min = upright_ ? 250.0f : 0.0f;
    const float board_h = std::floor(std::max(160.0f, std::min(board_w * board_aspect(), size.y - status_h - panels_min)));
    const float board_top = min.y + status_h + 4;
    draw_board_area(ImVec2(4, board_top), ImVec2(4 + board_w, board_top + board_h));
    const float tabs_top = board_top + board_h + 6;
    ImGui::SetCursorPos(ImVec2(4, tabs_top));
    ImGui::BeginChild("##narrow", ImVec2(size.x - 8, std::max(80.0f, size.y + min.y - tabs_top - 4)), true);
    if (lesson_shown() && !replay) {
      draw_lesson_box();
      ImGui::Separator();
    }
    draw_side_tabs(replay, /*phone=*/true);
    ImGui::EndChild();
    return;
  }
  // The board is the centre of the screen: it takes the whole height on the left, and a column on
  // the right holds the status (whose turn, what to do) above the game's panels. The players and
  // the log go in a second column on the left when the board leaves room for one (a wide
  // screen), else in tabs of the right column.
  const float top = min.y + 2;
  const float bottom = min.y + size.y - 6;
  const bool box = !guide_topic().empty() || lesson_shown();
  const float guide_h = box ? std::min(lesson_shown() ? 210.0f : 170.0f, (bottom - top) * 0.3f) : 0.0f;
  const float column_w = std::clamp(size.x * 0.25f, 280.0f, 420.0f);
  const float board_h = bottom - top - guide_h;
  const float board_w_wanted = board_h / board_aspect();
  const float spare_w = size.x - column_w - 24 - board_w_wanted;
  const bool left_column = spare_w >= 250.0f;
  const float left_w = left_column ? std::min(spare_w - 8, 340.0f) : 0.0f;
  const float board_left = left_column ? 8 + left_w + 8 : 8.0f;
  const float board_right = size.x - column_w - 16;
  status_in_column_ = true;
  float column_top = top;
  const float column_x = size.x - column_w - 8;
  if (menus_in_column_) {
    ImGui::SetCursorPos(ImVec2(column_x, top));
    ImGui::BeginChild("##menus", ImVec2(column_w, ImGui::GetFrameHeight() + 2), false,
                      ImGuiWindowFlags_MenuBar | ImGuiWindowFlags_NoScrollbar);
    draw_menu_bar(size);
    ImGui::EndChild();
    column_top = ImGui::GetCursorPosY() + 4;
  }
  if (!replay) {
    ImGui::SetCursorPos(ImVec2(column_x, column_top));
    draw_status_bar(column_w, now_ms);
    // The panels below keep their place while the status's text changes with the turn, the phase
    // and the prompt, so a tab is where the pointer left it: the status takes the tallest height
    // it has needed at this width, size and language (issue 48: a click meant for "Log" landed
    // in the status).
    const std::string key = std::to_string(column_w) + "/" + std::to_string(size.y) + "/" +
                            std::to_string(static_cast<int>(translator().language())) + "/" + std::to_string(settings_.ui_scale);
    // Room for a usual status from the start (the turn, a prompt of a few lines, the keys, a
    // warning), so it seldom has to grow at all.
    const float usual = 10 * ImGui::GetTextLineHeightWithSpacing() + 2 * ImGui::GetStyle().WindowPadding.y;
    if (key != status_height_key_) status_height_key_ = key, status_height_ = std::min(usual, (bottom - column_top) * 0.3f);
    status_height_ = std::max(status_height_, ImGui::GetCursorPosY() - column_top);
    column_top += status_height_ + 2;
  }
  ImGui::SetCursorPos(ImVec2(column_x, column_top));
  ImGui::BeginChild("##table", ImVec2(column_w, bottom - column_top), true);
  if (!left_column) draw_side_tabs(replay, /*phone=*/false);
  else if (replay) draw_replay_controls();
  else draw_table_panels(/*phone=*/false);
  ImGui::EndChild();
  if (left_column) {
    const bool log_here = show_log_ && !replay;
    const float column_h = bottom - top;
    const float players_h =
        log_here ? std::clamp(players_content_h_ > 0 ? players_content_h_ : column_h * 0.5f, 120.0f,
                              std::max(120.0f, column_h - 170.0f))
                 : column_h;
    ImGui::SetCursorPos(ImVec2(8, top));
    ImGui::BeginChild("##players", ImVec2(left_w, players_h), true);
    draw_players_panel();
    players_content_h_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    ImGui::EndChild();
    if (log_here) {
      ImGui::SetCursorPos(ImVec2(8, top + players_h + 6));
      ImGui::BeginChild("##log_panel", ImVec2(left_w, column_h - players_h - 6), true);
      draw_log(true);
      ImGui::EndChild();
    }
  }
  // The guided game's explanations sit under the board, beside what they explain.
  draw_board_area(ImVec2(board_left, top), ImVec2(board_right, bottom - guide_h));
  if (guide_h > 0) {
    ImGui::SetCursorPos(ImVec2(board_left, bottom - guide_h + 6));
    ImGui::BeginChild("##guide", ImVec2(board_right - board_left, guide_h - 6), false);
    if (lesson_shown()) draw_lesson_box();
    else draw_guide();
    ImGui::EndChild();
  }
}

void App::draw_side_tabs(bool replay, bool phone) {
  if (!ImGui::BeginTabBar("##tabs")) return;
  const char* names[] = {replay ? tr("tab.replay") : tr("tab.play"), tr("tab.players"), tr("tab.log")};
  // Dear ImGui keeps which tab is shown (a click, the keyboard's Space, a screen reader pressing
  // its DOM button); a key's wish (L) is asked of it until it is shown.
  for (int t = 0; t < 3; ++t) {
    // "###": the tab keeps its identity when its label changes (Play and Replay, another
    // language), or Dear ImGui would open the tab seen most recently in its place.
    bool open = ImGui::BeginTabItem((std::string(names[t]) + "###tab" + std::to_string(t)).c_str(), nullptr,
                                    tab_wanted_ == t ? ImGuiTabItemFlags_SetSelected : 0);
    if (open) narrow_tab_ = t;
    if (open && tab_wanted_ == t) tab_wanted_.reset();
    mirror_tab(ImGui::GetItemID(), names[t], open);  // a screen reader hears which tab is shown
    mark("tab." + std::to_string(t));
    // A tab too narrow for its label shows it cut ("Wiederho…"): told to the tests.
    if (ImGui::CalcTextSize(names[t]).x + ImGui::GetStyle().FramePadding.x * 2 > ImGui::GetItemRectSize().x + 0.5f)
      shown_text("tab." + std::to_string(t) + ".cut", names[t]);
    if (!open) continue;
    // The tabs stay put; what is under them scrolls.
    ImGui::BeginChild("##tab_body", ImVec2(0, 0), false);
    if (t == 0) {
      if (replay) {
        draw_replay_controls();
      } else {
        if (phone) draw_guide();  // beside the board otherwise
        if (const std::string note = phone ? hint_note() : std::string(); !note.empty()) {
          text_wrapped_coloured(kPrompt, note);
          mark("hint.note");
        }
        draw_table_panels(phone);
      }
    } else if (t == 1) {
      draw_players_panel();
    } else {
      draw_log(!replay);
    }
    ImGui::EndChild();
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace web
