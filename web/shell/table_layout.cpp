// The table's layout, the same for every game: on a wider screen the board on the left at the
// window's full height (the guided game's box under it), the status and the game's panels in a
// column on the right, the players and the log in a second column or in tabs; on a phone the
// status, the board across the width, then the panels in tabs. The game fills the parts (draw_status_bar, draw_players_panel, draw_table_panels,
// draw_board_area, draw_guide).
#include <algorithm>
#include <cmath>
#include <string>

#include <imgui_internal.h>

#include "app.hpp"
#include "art.hpp"
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
    // The players' boards in a strip under the board, taken from the board's height.
    // Not where the height sets the board's size (Arkadia's turned board): its squares and the
    // panels under it have nothing to spare; the Players tab shows the seats there.
    const bool height_bound = board_w * board_aspect() >= size.y - status_h - (upright_ ? 250.0f : 0.0f);
    const BoardsPlan boards = height_bound ? BoardsPlan{} : plan_boards(board_w, size.y, /*strip=*/true);
    const float strip_h = boards.rows > 0 ? boards.height() + 6 : 0.0f;
    // Held upright, the panels below keep room for the hand and the decision's controls.
    const float panels_min = upright_ ? 250.0f : 0.0f;
    // The strip's height comes out of the board's where the width sets the board's size (ArkantiS:
    // the panels keep theirs), out of the panels' where the height does (Arkadia's turned board
    // keeps squares big enough for a finger).
    const float by_width = board_w * board_aspect(), by_height = size.y - status_h - panels_min;
    const float board_h = std::floor(std::max(160.0f, by_width < by_height ? by_width - strip_h : by_height));
    const float board_top = min.y + status_h + 4;
    draw_board_area(ImVec2(4, board_top), ImVec2(4 + board_w, board_top + board_h));
    if (boards.rows > 0) draw_player_boards(ImVec2(4, board_top + board_h + 6), board_w, boards);
    const float tabs_top = board_top + board_h + 6 + strip_h;
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
  // The players' boards: beside the board at the top of the left column when there is one, else
  // under the status, above the tabs, which keep room for twenty lines of the decision (the hand
  // and its buttons in view at 150%).
  // A board wider than high leaves room under it when the area is too narrow for it at full
  // height (Arkadia at 1280x800 and at 150%): the boards go there in a row, beside what they
  // count, and the column keeps its room for the decision.
  const float area_h = bottom - top - guide_h;
  const float spare_h = area_h - (board_right - board_left) * board_aspect();
  BoardsPlan under = plan_boards(board_right - board_left, spare_h - 8, /*strip=*/true);
  if (under.rows == 0 || under.height() + 8 > spare_h) under = BoardsPlan{};
  const float board_bottom = bottom - guide_h - (under.rows > 0 ? under.height() + 8 : 0.0f);
  BoardsPlan boards;
  if (!left_column && under.rows == 0) {
    // Planned once for this width, size, language and table: the tabs under them stay where the
    // pointer left them while the status grows (issue 48).
    const std::string key = status_height_key_ + "/" + std::to_string(board_seats()) + (replay ? "/replay" : "");
    if (key != column_boards_key_) {
      column_boards_key_ = key;
      column_boards_ = plan_boards(column_w, bottom - column_top - 20 * ImGui::GetTextLineHeightWithSpacing(), /*strip=*/false);
    }
    boards = column_boards_;
    if (boards.rows > 0) {
      draw_player_boards(ImVec2(column_x, column_top + 2), column_w, boards);
      column_top += boards.height() + 6;
    }
  }
  ImGui::SetCursorPos(ImVec2(column_x, column_top));
  ImGui::BeginChild("##table", ImVec2(column_w, bottom - column_top), true);
  if (!left_column) draw_side_tabs(replay, /*phone=*/false);
  else if (replay) draw_replay_controls();
  else draw_table_panels(/*phone=*/false);
  ImGui::EndChild();
  if (left_column) {
    const bool log_here = show_log_ && !replay;
    float column_top_left = top;
    if (under.rows == 0) boards = plan_boards(left_w, (bottom - top) * 0.5f, /*strip=*/false);
    if (boards.rows > 0) {
      draw_player_boards(ImVec2(8, top), left_w, boards);
      column_top_left += boards.height() + 6;
    }
    const float column_h = bottom - column_top_left;
    const float players_h =
        log_here ? std::clamp(players_content_h_ > 0 ? players_content_h_ : column_h * 0.5f, 120.0f,
                              std::max(120.0f, column_h - 170.0f))
                 : column_h;
    ImGui::SetCursorPos(ImVec2(8, column_top_left));
    ImGui::BeginChild("##players", ImVec2(left_w, players_h), true);
    draw_players_panel();
    players_content_h_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    ImGui::EndChild();
    if (log_here) {
      ImGui::SetCursorPos(ImVec2(8, column_top_left + players_h + 6));
      ImGui::BeginChild("##log_panel", ImVec2(left_w, column_h - players_h - 6), true);
      draw_log(true);
      ImGui::EndChild();
    }
  }
  // The guided game's explanations sit under the board, beside what they explain.
  draw_board_area(ImVec2(board_left, top), ImVec2(board_right, board_bottom));
  if (under.rows > 0) draw_player_boards(ImVec2(board_left, board_bottom + 6), board_right - board_left, under);
  if (guide_h > 0) {
    ImGui::SetCursorPos(ImVec2(board_left, bottom - guide_h + 6));
    ImGui::BeginChild("##guide", ImVec2(board_right - board_left, guide_h - 6), false);
    if (lesson_shown()) draw_lesson_box();
    else draw_guide();
    ImGui::EndChild();
  }
}

BoardsPlan App::plan_boards(float width, float budget, bool strip) const {
  BoardMetrics m;
  m.line_h = std::floor(ImGui::GetTextLineHeight() + 7);
  m.padding = 4;
  m.gap = 5;
  m.compact_min_w = std::floor(ImGui::GetFontSize() * 12.0f);
  return plan_player_boards(board_seats(), width - 2, budget, m, strip);
}

void App::draw_player_boards(ImVec2 at, float width, const BoardsPlan& plan) {
  ImGui::SetCursorPos(at);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  // A few pixels more around it, for the shadows.
  ImGui::BeginChild("##boards", ImVec2(width, plan.height() + 4), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The boards a pixel in from the room's edges, where the turn's gold ring is drawn.
  const ImVec2 origin(ImGui::GetCursorScreenPos().x + 1, ImGui::GetCursorScreenPos().y + 1);
  const int to_move = board_to_move();
  const float line_h = std::floor(ImGui::GetTextLineHeight() + 7);
  const float text_h = ImGui::GetTextLineHeight();
  for (int seat = 0; seat < plan.seats; ++seat) {
    const auto [x, y] = plan.place(seat);
    const ImVec2 lo(origin.x + x, origin.y + y), hi(lo.x + plan.board_w, lo.y + plan.board_h);
    const int colour = colour_of(seat);
    const ImU32 fill = player_colour(colour);
    const bool moving = seat == to_move;
    ImGui::PushID(seat);
    // The box: the player's colour darkened, a band of it whole on the left, the light from the
    // top left as on the pieces; the player to move's box lighter, ringed in gold.
    drop_shadow(dl, lo, hi, 6.0f, 3.0f);
    bevelled_rect(dl, lo, hi, shade(fill, moving ? 0.42f : 0.28f), 6.0f, 1.5f);
    dl->AddRectFilled(lo, ImVec2(lo.x + 5, hi.y), fill, 6.0f, ImDrawFlags_RoundCornersLeft);
    if (moving) dl->AddRect(ImVec2(lo.x - 1, lo.y - 1), ImVec2(hi.x + 1, hi.y + 1), ImGui::GetColorU32(kGold), 7.0f, 0, 2.0f);
    ImGui::SetCursorScreenPos(lo);
    ImGui::Dummy(ImVec2(plan.board_w, plan.board_h));
    mark("board." + std::to_string(seat));
    // The heading: the marker, the player's token, the name (cut with "..." when long), the score.
    const float pad = 4;
    const float mid = lo.y + pad + line_h / 2;
    float left = lo.x + 9;
    if (moving) {
      const float s = text_h * 0.36f;
      dl->AddTriangleFilled(ImVec2(left, mid - s), ImVec2(left + s * 1.5f, mid), ImVec2(left, mid + s), ImGui::GetColorU32(kGold));
      ImGui::SetCursorScreenPos(ImVec2(left - 2, mid - s - 2));
      ImGui::Dummy(ImVec2(s * 1.5f + 4, 2 * s + 4));
      mark("board.turn");
      tooltip_if_hovered(tr("seatboard.to_move"));
      left += s * 1.5f + 4;
    }
    const float r = std::floor(text_h * 0.42f);
    dl->AddCircleFilled(ImVec2(left + r, mid), r, fill);
    dl->AddCircle(ImVec2(left + r, mid), r, IM_COL32(30, 30, 30, 255), 0, 1.0f);
    draw_player_mark(dl, ImVec2(left + r, mid), r, colour);
    left += 2 * r + 5;
    const auto [score, score_tip] = board_score(seat);
    float right = hi.x - 6;
    if (!score.empty()) {
      const ImVec2 ts = ImGui::CalcTextSize(score.c_str());
      const float cr = std::floor(text_h * 0.38f);
      const float score_left = right - ts.x - 2 * cr - 4;
      coin(dl, ImVec2(score_left + cr, mid), cr);
      dl->AddText(ImVec2(right - ts.x, mid - ts.y / 2), ImGui::GetColorU32(kGold), score.c_str());
      ImGui::SetCursorScreenPos(ImVec2(score_left, mid - line_h / 2));
      ImGui::Dummy(ImVec2(right - score_left, line_h));
      tooltip_if_hovered(score_tip);
      right = score_left - 6;
    }
    const std::string name = board_heading(seat);
    const ImVec2 ns = ImGui::CalcTextSize(name.c_str());
    ImGui::RenderTextEllipsis(dl, ImVec2(left, mid - ns.y / 2), ImVec2(right, mid + ns.y / 2), right, right, name.c_str(),
                              nullptr, &ns);
    ImGui::SetCursorScreenPos(ImVec2(left, mid - line_h / 2));
    ImGui::Dummy(ImVec2(std::max(1.0f, right - left), line_h));
    if (ns.x > right - left) tooltip_if_hovered(name);
    shown_text("board." + std::to_string(seat), name + (score.empty() ? "" : ": " + score));
    // What the game gives the seat, under the heading.
    if (plan.detail != BoardDetail::kHeading)
      draw_board_content(seat, ImVec2(lo.x + 9, lo.y + pad + line_h), ImVec2(hi.x - 6, hi.y - pad), plan.detail, line_h);
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::PopStyleVar(2);
}

bool App::board_item(BoardLine& line, float w, const std::string& tip, const std::function<void(ImVec2)>& draw) {
  if (line.x + w > line.max_x + 0.5f) return false;
  draw(ImVec2(line.x, line.y + line.line_h / 2));
  ImGui::SetCursorScreenPos(ImVec2(line.x, line.y));
  ImGui::Dummy(ImVec2(w, line.line_h));
  tooltip_if_hovered(tip);
  line.x += w + 8;
  return true;
}

void App::board_text(ImVec2 at, const std::string& text, ImU32 colour) {
  ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y - ImGui::GetTextLineHeight() / 2), colour, text.c_str());
}

void App::board_coins(BoardLine& line, int n, const std::string& tip) {
  const std::string number = std::to_string(n);
  const float r = std::floor(ImGui::GetTextLineHeight() * 0.38f);
  board_item(line, 2 * r + 4 + ImGui::CalcTextSize(number.c_str()).x, tip, [&](ImVec2 at) {
    coin(ImGui::GetWindowDrawList(), ImVec2(at.x + r, at.y), r);
    board_text(ImVec2(at.x + 2 * r + 4, at.y), number, ImGui::GetColorU32(ImGuiCol_Text));
  });
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
