// docs/rules/arkantis.md §2: contact, sets, modified sets, and §10.10's check that
// the two definitions of "modified" agree for every action.
#include <gtest/gtest.h>

#include "arkantis/sets.hpp"
#include "arkantis/state.hpp"
#include "bg/rng.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

using testing::squares;

TEST(Spec2_1, ContactIsOrthogonal) {
  EXPECT_EQ(neighbours(squares("c4")), squares("c3 b4 d4 c5"));
  EXPECT_EQ(neighbours(squares("a1")), squares("b1 a2"));
  EXPECT_EQ(neighbours(squares("g7")), squares("g6 f7"));
  EXPECT_EQ(neighbours(squares("g3")), squares("g2 f3 g4")) << "no wrap to the next row";
  EXPECT_EQ(neighbours(squares("a4")), squares("a3 b4 a5")) << "no wrap to the previous row";
  EXPECT_EQ(flood_fill(squares("b3"), squares("b3 c4")), squares("b3")) << "corners do not touch";
}

TEST(Spec2_3, SetsAreConnectedGroupsOfOneColourAndTheirFirstSquareIsInReadingOrder) {
  const Bits blue = squares("b2 c2 c3 e5 f5 g5 g6");
  EXPECT_EQ(flood_fill(squares("c3"), blue), squares("b2 c2 c3"));
  EXPECT_EQ(flood_fill(squares("g6"), blue), squares("e5 f5 g5 g6"));
  EXPECT_EQ(square_name(first_square(squares("e5 f5 g5 g6"))), "e5");
  EXPECT_EQ(square_name(first_square(squares("c3 b4"))), "c3");  // row before column
  // Every square belongs to exactly one set.
  const Bits red = ~blue & kAllSquares;
  EXPECT_EQ(flood_fill(squares("a1"), red), red);
}

TEST(Spec2_4, ModifiedSetsContainOrTouchAChangedSquare) {
  // Removing d4 on the board of §10.4: the four sets around it are modified; the blue pair f7 g7
  // and the big red set (which d4 does not touch) are not.
  const Bits before = *parse_board_string("......./...X.../...X.../..XXXX./..X.X../.XXX.../.....XX");
  const ModifiedSets m = modified_sets(before, before & ~squares("d4"));
  bool f7_g7 = false;
  for (int i = 0; i < m.size; ++i) f7_g7 |= m.sets[i].squares == squares("f7 g7");
  EXPECT_FALSE(f7_g7);
  EXPECT_EQ(m.size, 4);
  for (int i = 1; i < m.size; ++i) EXPECT_LT(first_square(m.sets[i - 1].squares), first_square(m.sets[i].squares));
}

bool same(const ModifiedSets& a, const ModifiedSets& b) {
  if (a.size != b.size) return false;
  for (int i = 0; i < a.size; ++i)
    if (!(a.sets[i] == b.sets[i])) return false;
  return true;
}

// §10.10: in random positions, for every removal, double removal and move, the engine's "contains
// or touches a changed square" equals "no set before has the same colour and squares".
TEST(Spec2_4, BothDefinitionsOfModifiedAgreeForEveryAction) {
  bg::Rng rng(2024);
  long checked = 0;
  for (int position = 0; position < 60; ++position) {
    Bits covered = 0;
    const int density = 1 + static_cast<int>(rng.below(9));
    for (int sq = 0; sq < data::kSquares; ++sq)
      if (static_cast<int>(rng.below(10)) < density) covered |= bit(sq);
    if (covered == 0) continue;
    const Bits uncovered = ~covered & kAllSquares;
    for (Bits a = covered; a; a &= a - 1) {
      const Bits s = a & (~a + 1);
      ASSERT_TRUE(same(modified_sets(covered, covered & ~s), modified_sets_by_comparison(covered, covered & ~s)));
      ++checked;
      for (Bits b = a & (a - 1); b; b &= b - 1) {
        const Bits two = s | (b & (~b + 1));
        ASSERT_TRUE(same(modified_sets(covered, covered & ~two), modified_sets_by_comparison(covered, covered & ~two)));
        ++checked;
      }
      for (Bits t = uncovered; t; t &= t - 1) {
        const Bits after = (covered & ~s) | (t & (~t + 1));
        ASSERT_TRUE(same(modified_sets(covered, after), modified_sets_by_comparison(covered, after)));
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

TEST(Spec2_4, OnlySetsOfTwoToFiveCirclesAreSpots) {
  // A single circle and a set of six bring nothing.
  State s = testing::position("......./......./......./......./......./XXXXXXX/.......", 3);
  ASSERT_EQ(testing::play(s, {"take a6"}), "");  // leaves six in a row
  EXPECT_EQ(s.player(0).counters, 3);
  EXPECT_TRUE(s.register_keys().empty());
  s = testing::position("......./......./......./......./......./XXX..../.......", 3);
  ASSERT_EQ(testing::play(s, {"take b6"}), "");  // a6 and c6 alone
  EXPECT_EQ(s.player(0).counters, 3);
}

TEST(Spec2_5, TheRegisterStartsEmptyAndHoldsEveryNewSpot) {
  State s = testing::rulebook_game();
  EXPECT_TRUE(s.register_keys().empty());
  ASSERT_EQ(testing::play(s, {"take a1 b1"}), "");
  EXPECT_TRUE(s.is_known({squares("a1 b1"), kRed}));
  EXPECT_FALSE(s.is_known({squares("a1 b1"), kBlue})) << "the colour is part of a spot";
}

}  // namespace
}  // namespace arkantis
