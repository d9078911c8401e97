// The players' boards around the table (issue 77: "player boards, not text lists"): one box per
// seat in its colour, its name, its running score and what the game gives it, the whose-turn
// marker on the board of the player to move. Here: how the boxes share the room the layout gives
// them (how many lines each says, in how many columns) and the running score the boards show. No
// screen: the shell draws them (web/shell/player_boards.cpp, each game's draw_board_content);
// the suite tests them (tests/web/player_boards_test.cpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <utility>

namespace web {

// How much a board says, from the most to the least:
// - kFull: its heading (marker, name, score), then two lines of what the game gives the seat
//   (Arkadia: the seals with their worth and the gold; the banners, workers and hand. ArkantiS:
//   the counters and hand; the claimed cards' figures).
// - kCompact: its heading, then one line (Arkadia: gold and seals; ArkantiS: counters, hand and
//   the claimed cards' count).
// - kBrief: its heading, then the figures that matter most (Arkadia's gold and hand, ArkantiS's
//   counters and claims): a phone's strip.
// - kHeading: its heading alone, where the decision's panel has no more room to give (150%
//   interface size with four players); the Players tab says the rest.
enum class BoardDetail { kFull, kCompact, kBrief, kHeading };

inline int board_lines(BoardDetail detail) {
  return detail == BoardDetail::kFull ? 3 : detail == BoardDetail::kHeading ? 1 : 2;
}

// Where the boards go in the room the layout gives them: `columns` boards a row, in seat order,
// row by row (the seat order is the turn order, so the marker moves along them).
struct BoardsPlan {
  BoardDetail detail = BoardDetail::kFull;
  int seats = 0;
  int columns = 1;
  int rows = 0;
  float board_w = 0;
  float board_h = 0;
  float gap = 0;

  float height() const { return rows > 0 ? static_cast<float>(rows) * board_h + static_cast<float>(rows - 1) * gap : 0.0f; }
  // The top-left corner of seat `i`'s board from the top-left of the boards' room.
  std::pair<float, float> place(int i) const {
    const int row = i / columns, column = i % columns;
    return {static_cast<float>(column) * (board_w + gap), static_cast<float>(row) * (board_h + gap)};
  }
};

// The sizes a plan is made from, in the screen's units: a line of a board, the padding inside a
// board, the gap between two, the narrowest board that still says a compact line (Arkadia's gold
// and four seals).
struct BoardMetrics {
  float line_h = 22;
  float padding = 4;
  float gap = 4;
  float compact_min_w = 150;
};

inline float board_height(BoardDetail detail, const BoardMetrics& m) {
  return static_cast<float>(board_lines(detail)) * m.line_h + 2 * m.padding;
}

// The boards of `seats` seats in a room `width` wide and at most `budget` high.
// - A column beside the board (strip false): one board a row, each saying all it can in the
//   height; when even compact boards one a row are too tall, two a row (compact where they are
//   wide enough, else brief), then two headings a row. The plan may be taller than the budget
//   only when nothing smaller fits: two headings a row.
// - A strip (strip true: a phone's, under the board; a row under a board wider than high): every
//   board on one row, full where each is wide enough and the budget high enough, else compact
//   where each is wide enough, else brief.
inline BoardsPlan plan_player_boards(int seats, float width, float budget, const BoardMetrics& m, bool strip) {
  BoardsPlan plan;
  plan.seats = std::max(0, seats);
  plan.gap = m.gap;
  if (plan.seats == 0 || width <= 0) return plan;
  const auto with = [&](int columns, BoardDetail detail) {
    BoardsPlan p = plan;
    p.columns = std::min(columns, p.seats);
    p.rows = (p.seats + p.columns - 1) / p.columns;
    p.board_w = (width - static_cast<float>(p.columns - 1) * m.gap) / static_cast<float>(p.columns);
    p.detail = detail;
    p.board_h = board_height(detail, m);
    return p;
  };
  if (strip) {
    // Full boards where each is twice as wide as a compact one needs and the room is high enough
    // (a row under a wide board); else compact, else brief.
    if (BoardsPlan p = with(plan.seats, BoardDetail::kFull); p.board_w >= 2 * m.compact_min_w && p.height() <= budget) return p;
    BoardsPlan p = with(plan.seats, BoardDetail::kCompact);
    if (p.board_w < m.compact_min_w) p = with(plan.seats, BoardDetail::kBrief);
    return p;
  }
  for (BoardDetail detail : {BoardDetail::kFull, BoardDetail::kCompact})
    if (BoardsPlan p = with(1, detail); p.height() <= budget) return p;
  if (BoardsPlan two = with(2, BoardDetail::kCompact); two.board_w >= m.compact_min_w && two.height() <= budget) return two;
  if (BoardsPlan two = with(2, BoardDetail::kBrief); two.height() <= budget) return two;
  return with(2, BoardDetail::kHeading);
}

// What a seat would end with if the game ended now, where the end sells what is left at the
// values of the moment (Arkadia, rules §7: its gold and each family's seals at that family's
// value); `counts` and `values` by family.
template <typename Count, typename Value>
int worth_if_sold_now(int gold, std::span<const Count> counts, std::span<const Value> values) {
  int worth = gold;
  for (std::size_t f = 0; f < std::min(counts.size(), values.size()); ++f)
    worth += static_cast<int>(counts[f]) * static_cast<int>(values[f]);
  return worth;
}

}  // namespace web
