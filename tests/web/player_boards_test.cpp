// The players' boards: how they share the room the layout gives them, and the running score
// (web/logic/player_boards.hpp).
#include "player_boards.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

namespace web {
namespace {

constexpr BoardMetrics kMetrics{22, 4, 4, 150};

TEST(PlayerBoards, ASideColumnWithRoomGivesEachSeatAFullBoardOnItsOwnRow) {
  const BoardsPlan p = plan_player_boards(2, 304, 200, kMetrics, /*strip=*/false);
  EXPECT_EQ(p.detail, BoardDetail::kFull);
  EXPECT_EQ(p.columns, 1);
  EXPECT_EQ(p.rows, 2);
  EXPECT_FLOAT_EQ(p.board_w, 304);
  EXPECT_FLOAT_EQ(p.board_h, 3 * 22 + 8);
  EXPECT_FLOAT_EQ(p.height(), 2 * 74 + 4);
  EXPECT_LE(p.height(), 200);
  EXPECT_EQ(p.place(1), std::make_pair(0.0f, 78.0f));
}

TEST(PlayerBoards, LessRoomMakesTheBoardsCompactThenTwoARow) {
  // Two seats, room for two compact boards (52 each) but not two full ones.
  BoardsPlan p = plan_player_boards(2, 304, 120, kMetrics, false);
  EXPECT_EQ(p.detail, BoardDetail::kCompact);
  EXPECT_EQ(p.columns, 1);
  // Four seats in the same room: two a row, still compact at 150 wide.
  p = plan_player_boards(4, 304, 120, kMetrics, false);
  EXPECT_EQ(p.detail, BoardDetail::kCompact);
  EXPECT_EQ(p.columns, 2);
  EXPECT_EQ(p.rows, 2);
  EXPECT_FLOAT_EQ(p.board_w, 150);
  EXPECT_LE(p.height(), 120);
  EXPECT_EQ(p.place(3), std::make_pair(154.0f, 56.0f));
  // Narrower than a compact line: brief boards, two a row.
  p = plan_player_boards(4, 280, 120, kMetrics, false);
  EXPECT_EQ(p.detail, BoardDetail::kBrief);
  EXPECT_EQ(p.columns, 2);
  // Less room still: their headings alone, two a row, one line each.
  p = plan_player_boards(4, 280, 80, kMetrics, false);
  EXPECT_EQ(p.detail, BoardDetail::kHeading);
  EXPECT_EQ(p.columns, 2);
  EXPECT_FLOAT_EQ(p.height(), 2 * (22 + 8) + 4);
  // No room at all: the headings still, the least there is.
  p = plan_player_boards(2, 304, 0, kMetrics, false);
  EXPECT_EQ(p.detail, BoardDetail::kHeading);
  EXPECT_EQ(p.rows, 1);
}

TEST(PlayerBoards, ThreeSeatsTwoARowLeaveTheLastAloneOnItsRow) {
  const BoardsPlan p = plan_player_boards(3, 304, 120, kMetrics, false);
  EXPECT_EQ(p.columns, 2);
  EXPECT_EQ(p.rows, 2);
  EXPECT_EQ(p.place(2), std::make_pair(0.0f, 56.0f));
}

TEST(PlayerBoards, APhonesStripPutsEverySeatOnOneRow) {
  BoardsPlan p = plan_player_boards(2, 382, 1000, kMetrics, /*strip=*/true);
  EXPECT_EQ(p.rows, 1);
  EXPECT_EQ(p.columns, 2);
  EXPECT_EQ(p.detail, BoardDetail::kCompact);
  EXPECT_FLOAT_EQ(p.board_w, 189);
  p = plan_player_boards(4, 382, 1000, kMetrics, true);
  EXPECT_EQ(p.rows, 1);
  EXPECT_EQ(p.columns, 4);
  EXPECT_EQ(p.detail, BoardDetail::kBrief);
  EXPECT_FLOAT_EQ(p.height(), 2 * 22 + 8);
}

TEST(PlayerBoards, AStripUnderAWideBoardGivesFullBoardsWhereTheyFit) {
  // Two seats under a board 936 wide, 80 high: full boards side by side.
  BoardsPlan p = plan_player_boards(2, 936, 80, kMetrics, /*strip=*/true);
  EXPECT_EQ(p.detail, BoardDetail::kFull);
  EXPECT_EQ(p.columns, 2);
  EXPECT_EQ(p.rows, 1);
  // Four seats there: each too narrow for a full board, compact.
  p = plan_player_boards(4, 936, 80, kMetrics, true);
  EXPECT_EQ(p.detail, BoardDetail::kCompact);
  // Two seats with less height: compact.
  p = plan_player_boards(2, 936, 60, kMetrics, true);
  EXPECT_EQ(p.detail, BoardDetail::kCompact);
}

TEST(PlayerBoards, NoSeatsNoBoards) {
  const BoardsPlan p = plan_player_boards(0, 304, 200, kMetrics, false);
  EXPECT_EQ(p.rows, 0);
  EXPECT_FLOAT_EQ(p.height(), 0);
}

TEST(PlayerBoards, TheRunningScoreSellsEverySealAtItsValueNow) {
  const std::array<std::uint16_t, 4> seals{2, 0, 1, 3};
  const std::array<int, 4> values{2, 5, 3, 1};
  EXPECT_EQ((worth_if_sold_now<std::uint16_t, int>(10, seals, values)), 10 + 4 + 0 + 3 + 3);
  EXPECT_EQ((worth_if_sold_now<std::uint16_t, int>(7, std::span<const std::uint16_t>(), values)), 7);
}

}  // namespace
}  // namespace web
