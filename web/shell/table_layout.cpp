// The table's layout, the same for every game: on a wide screen the status bar above, the
// players and the log on the left, the board in the middle (the guided game's box under it), the
// game's panels on the right; on a phone the status, the board across the width, then the panels
// in tabs. The game fills the parts (draw_status_bar, draw_players_panel, draw_table_panels,
// draw_board_area, draw_guide).
#include <algorithm>
#include <cmath>
#include <string>

#include "app.hpp"
#include "text.hpp"

namespace web {

void App::draw_play(ImVec2 min, ImVec2 size, double now_ms) {
  const bool replay = view_.screen == Screen::kReplay;
  if (narrow_) {
    // Phone: the status, the board across the width, then the panels in tabs.
    const float status_h = replay ? 0.0f : kNarrowStatusHeight;
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
    draw_side_tabs(replay, /*phone=*/true);
    ImGui::EndChild();
    return;
  }
  // The board is the centre of the screen: the side panels take about a fifth and a quarter of the
  // width, narrower on small windows (an embedding page's iframe), wider up to a cap on large ones.
  const float left_w = std::clamp(size.x * 0.2f, 190.0f, 300.0f);
  const float right_w = std::clamp(size.x * 0.24f, 236.0f, 360.0f);
  const float bar_h = replay ? 0.0f : 64.0f;
  if (!replay) {
    ImGui::SetCursorPos(ImVec2(8, min.y));
    draw_status_bar(size.x - 16, now_ms);
  }
  const float top = min.y + bar_h + (replay ? 0 : 8);
  const float bottom = min.y + size.y - 8;
  const float guide_h = guide_topic().empty() ? 0.0f : std::min(170.0f, (bottom - top) * 0.3f);
  if (size.x < kCompactWidth) {
    // A small window (an embedding page's iframe, a large interface size): one column of tabs
    // on the right, the rest for the board.
    const float column_w = std::clamp(size.x * 0.3f, 236.0f, 300.0f);
    ImGui::SetCursorPos(ImVec2(size.x - column_w - 8, top));
    ImGui::BeginChild("##column", ImVec2(column_w, bottom - top), true);
    draw_side_tabs(replay, /*phone=*/false);
    ImGui::EndChild();
    draw_board_area(ImVec2(8, top), ImVec2(size.x - column_w - 16, bottom - guide_h));
    if (guide_h > 0) {
      ImGui::SetCursorPos(ImVec2(8, bottom - guide_h + 6));
      ImGui::BeginChild("##guide", ImVec2(size.x - column_w - 24, guide_h - 6), false);
      draw_guide();
      ImGui::EndChild();
    }
    return;
  }
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
  ImGui::SetCursorPos(ImVec2(size.x - right_w - 8, top));
  ImGui::BeginChild("##table", ImVec2(right_w, bottom - top), true);
  if (replay) {
    draw_replay_controls();
  } else {
    draw_table_panels(/*phone=*/false);
  }
  ImGui::EndChild();
  // The guided game's explanations sit under the board, beside what they explain.
  draw_board_area(ImVec2(left_w + 16, top), ImVec2(size.x - right_w - 16, bottom - guide_h));
  if (guide_h > 0) {
    ImGui::SetCursorPos(ImVec2(left_w + 16, bottom - guide_h + 6));
    ImGui::BeginChild("##guide", ImVec2(size.x - right_w - left_w - 32, guide_h - 6), false);
    draw_guide();
    ImGui::EndChild();
  }
}

void App::draw_side_tabs(bool replay, bool phone) {
  if (!ImGui::BeginTabBar("##tabs")) return;
  const char* names[] = {replay ? tr("tab.replay") : tr("tab.play"), tr("tab.players"), tr("tab.log")};
  for (int t = 0; t < 3; ++t) {
    const ImGuiTabItemFlags f = narrow_tab_ == t ? ImGuiTabItemFlags_SetSelected : 0;
    bool open = ImGui::BeginTabItem((std::string(names[t]) + "##tab" + std::to_string(t)).c_str(), nullptr, f);
    if (ImGui::IsItemClicked()) narrow_tab_ = t;
    mark("tab." + std::to_string(t));
    if (!open) continue;
    if (t == 0) {
      if (replay) {
        draw_replay_controls();
      } else {
        if (phone) draw_guide();  // beside the board otherwise
        draw_table_panels(phone);
      }
    } else if (t == 1) {
      draw_players_panel();
    } else {
      draw_log(!replay);
    }
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace web
