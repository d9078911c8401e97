// Spec §9: the five worked examples, reproduced literally.
#include "helpers.hpp"

namespace test {
namespace {

constexpr Family R = 0, O = 1, B = 2, S = 3;

// Example 1: selling 7 red and 5 silver while 3 red and 4 silver seals show on the castle.
TEST(Spec9Examples, Example1_SaleOf7RedAnd5SilverAt3And4Is41Gold) {
  State s = new_game();
  PositionEditor e(s);
  ASSERT_TRUE(e.give_seals(0, R, 7).ok());
  ASSERT_TRUE(e.give_seals(0, S, 5).ok());
  ASSERT_TRUE(e.put_castle_piece(R, 4).ok());  // red on blank K5: red shows 3
  ASSERT_TRUE(e.put_castle_piece(S, 9).ok());  // silver on blank K10
  ASSERT_TRUE(e.put_castle_piece(S, 2).ok());  // silver over black K3: silver shows 4
  ASSERT_EQ(s.seal_value(R), 3);
  ASSERT_EQ(s.seal_value(S), 4);
  set_hand(s, 0, {});
  play(s, {"pass", "banner", "sell R 7", "sell S 5"});
  EXPECT_EQ(s.gold(0), 41);
}

// Example 2: violet places 2 own workers and a neutral one next to a red trade centre and
// encloses it and an olive monastery at once.
TEST(Spec9Examples, Example2_OnePlacementEnclosesATradeCentreAndAMonastery) {
  const int yellow = 0, orange = 1, green = 2, violet = 3;
  State s = new_game(4, {"TR-R", "MO-O"});
  put_building(s, "MO-O", "a10 b10 a11 b11");       // neighbours a9 b9 c10 c11 a12 b12
  put_building(s, "TR-R", "d11 c12 d12 e12");       // neighbours c11 d10 e11 b12 f12
  put_worker(s, yellow, "a9 b9");
  put_worker(s, green, "c10 a12");
  put_worker(s, orange, "d10");
  put_worker(s, kNeutralWorker, "f12");
  give_workers(s, violet, 0, 1);
  ASSERT_TRUE(PositionEditor(s).set_current_player(violet).ok());
  const State before = s;
  // c11 touches both buildings; e11 only the trade centre; the neutral one goes on b12.
  play(s, {"workers d11", "worker c11", "worker e11", "neutral b12", "done"});
  auto gained = [&](int p, Family f) { return s.player(p).seals[f] - before.player(p).seals[f]; };
  EXPECT_EQ(gained(orange, R), 1);
  EXPECT_EQ(gained(violet, R), 2 + 1);
  EXPECT_EQ(gained(violet, O), 1 + 1);
  EXPECT_EQ(gained(yellow, O), 2);
  EXPECT_EQ(gained(green, O), 2);
  EXPECT_EQ(gained(yellow, R) + gained(green, R) + gained(orange, O), 0);
  EXPECT_EQ(s.phase(), Phase::kCastle);
  EXPECT_EQ(s.pending_castle_pieces(), 2);
  play(s, {"castle B K1", "castle B K2"});  // "he chooses the two black pieces"
  EXPECT_EQ(s.seal_value(B), 4);
}

// Example 3: before any piece is placed every seal is worth 2.
TEST(Spec9Examples, Example3_EverySealIsWorthTwoAtTheStart) {
  for (int n = 2; n <= 4; ++n) {
    State s = new_game(n);
    for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(s.seal_value(static_cast<Family>(f)), 2);
  }
}

// Example 4: three completions while floor 1 has 9 pieces.
TEST(Spec9Examples, Example4_FloorChangeMidTurn) {
  State s = new_game(2, {"HO-R", "HO-O", "HO-B"});
  PositionEditor e(s);
  for (int k = 0; k < 9; ++k) ASSERT_TRUE(e.put_castle_piece(static_cast<Family>(k % 4), k).ok());
  put_three_houses_around_c2(s);
  play(s, {"workers a2", "worker c2", "done"});
  ASSERT_EQ(s.pending_castle_pieces(), 3);
  // Floor 1 used R3 O2 B2 S2 of its 12 (k % 4); one red piece is gone, so O B S remain.
  EXPECT_NE(rejection(s, "castle R K10").find("no red piece"), std::string::npos);
  play(s, "castle O K10");  // finishes floor 1
  EXPECT_EQ(s.castle().current_floor(), 2);
  EXPECT_EQ(s.castle().supply(3, B), 1 + 1);  // the leftovers, black and silver, joined floor 3
  EXPECT_EQ(s.castle().supply(3, S), 1 + 1);
  EXPECT_EQ(s.castle().supply(1, B), 0);
  play(s, {"castle R K1", "castle R K2"});
  EXPECT_EQ(s.castle().height(0), 2);
  EXPECT_EQ(s.castle().height(1), 2);
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

// Example 5: completing floor 2 with pieces still due.
TEST(Spec9Examples, Example5_EndWithExtraCompletions) {
  State s = new_game(2, {"HO-R", "HO-O", "HO-B"});
  PositionEditor e(s);
  for (int floor = 1; floor <= 2; ++floor)
    for (int k = 0; k < (floor == 1 ? 10 : 9); ++k)
      ASSERT_TRUE(e.put_castle_piece(static_cast<Family>(k % 4), k).ok());
  put_three_houses_around_c2(s);
  play(s, {"workers a2", "worker c2", "done"});
  ASSERT_EQ(s.pending_castle_pieces(), 3);
  play(s, "castle O K10");  // finishes floor 2: its leftovers go to floor 3 first
  EXPECT_TRUE(s.end_triggered());
  int third = 0;
  for (int f = 0; f < kFamilies; ++f) third += s.castle().supply(3, static_cast<Family>(f));
  EXPECT_EQ(third, 8);
  EXPECT_EQ(s.castle().current_floor(), 3);
  play(s, {"castle B K3", "castle S K4"});
  EXPECT_EQ(s.castle().height(2), 3);
  EXPECT_EQ(s.castle().height(3), 3);
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

}  // namespace
}  // namespace test
