// Spec §5 castle construction and seal values.
#include "helpers.hpp"

namespace test {
namespace {

constexpr Family R = 0, O = 1, B = 2, S = 3;

// Puts a piece on every castle square still missing one of this floor, families in turn.
void fill_floor(Castle& c, int floor) {
  for (int k = 0; k < kCastleSquares; ++k) {
    if (c.height(k) >= floor) continue;
    bool placed = false;
    for (int f = 0; f < kFamilies && !placed; ++f)
      if (c.can_place(static_cast<Family>((k + f) % kFamilies), k)) {
        c.place(static_cast<Family>((k + f) % kFamilies), k);
        placed = true;
      }
    ASSERT_TRUE(placed) << "floor " << floor << " K" << k + 1;
  }
}

TEST(Spec5Castle, FloorOneFirstThenFloorTwoThenFloorThree) {
  Castle c;
  EXPECT_EQ(c.current_floor(), 1);
  c.place(R, 0);
  EXPECT_FALSE(c.can_place(O, 0));  // K1 has its floor-1 piece; floor 2 waits
  fill_floor(c, 1);
  EXPECT_EQ(c.current_floor(), 2);
  EXPECT_FALSE(c.second_floor_complete());
  fill_floor(c, 2);
  EXPECT_TRUE(c.second_floor_complete());
  EXPECT_EQ(c.current_floor(), 3);
}

TEST(Spec5Castle, LeftoverPiecesOfAFinishedFloorJoinTheThirdFloorSupply) {
  Castle c;
  // Floor 1 with 3 red, 3 olive, 2 black, 2 silver leaves one black and one silver.
  const Family order[] = {R, R, R, O, O, O, B, B, S, S};
  for (int k = 0; k < 10; ++k) c.place(order[k], k);
  EXPECT_EQ(c.supply(3, R), 1);
  EXPECT_EQ(c.supply(3, B), 2);
  EXPECT_EQ(c.supply(3, S), 2);
  for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(c.supply(1, static_cast<Family>(f)), 0);
  for (int k = 0; k < 10; ++k) c.place(order[9 - k], k);
  int third = 0;
  for (int f = 0; f < kFamilies; ++f) third += c.supply(3, static_cast<Family>(f));
  EXPECT_EQ(third, 8);
}

TEST(Spec5Castle, ASealIsWorthTheSquaresShowingItFromAbove) {
  Castle c;
  for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(c.seal_value(static_cast<Family>(f)), 2);
  c.place(R, 4);  // K5 is blank: red gains a square
  EXPECT_EQ(c.seal_value(R), 3);
  c.place(R, 1);  // K2 printed olive: olive loses one
  EXPECT_EQ(c.seal_value(R), 4);
  EXPECT_EQ(c.seal_value(O), 1);
  c.place(S, 0);  // K1 printed red
  EXPECT_EQ(c.seal_value(R), 3);
  EXPECT_EQ(c.seal_value(S), 3);
}

TEST(Spec5Castle, OnlyPiecesLeftInTheCurrentFloorsSupply) {
  State s = new_game({"HO-R"});
  PositionEditor e(s);
  for (int k = 0; k < 3; ++k) ASSERT_TRUE(e.put_castle_piece(B, k).ok());
  EXPECT_FALSE(e.put_castle_piece(B, 3).ok());  // floor 1 had 3 black
  put_building(s, "HO-R", "a1 b1");
  put_worker(s, 1, "a2 b2");
  play(s, {"workers a1", "worker c1", "done"});
  EXPECT_NE(rejection(s, "castle B K4").find("no black piece"), std::string::npos);
  EXPECT_NE(rejection(s, "castle R K1").find("cannot take"), std::string::npos);
  play(s, "castle S K4");
  EXPECT_EQ(s.castle().visible_seal(3), S);
}

}  // namespace
}  // namespace test
