// docs/rules/arkantis.md §3: the card figures and matching; §10.10's counts.
#include <gtest/gtest.h>

#include <set>

#include "arkantis/shapes.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

// Every connected set of `size` squares inside the 5x5 top-left box, normalised: all fixed
// polyominoes of that size, found without the card table.
std::set<Bits> fixed_polyominoes(int size) {
  std::set<Bits> frontier{bit(0)};
  for (int n = 1; n < size; ++n) {
    std::set<Bits> next;
    for (Bits b : frontier) {
      // Grow by one square in any direction, shifting first so that nothing falls off the board.
      const Bits shifted = (b << data::kCols) << 1;
      for (Bits g = neighbours(shifted) & ~shifted; g; g &= g - 1) next.insert(normalised(shifted | (g & (~g + 1))));
    }
    frontier = std::move(next);
  }
  return frontier;
}

TEST(Spec3, ThereAre19FixedTetrominoesAnd63FixedPentominoes) {
  EXPECT_EQ(fixed_polyominoes(4).size(), 19u);
  EXPECT_EQ(fixed_polyominoes(5).size(), 63u);
}

TEST(Spec3, EveryFixedShapeIsAcceptedByExactlyOneCardOfTheRightColour) {  // §10.10
  std::array<int, kCardTypes> accepted{};
  for (int size : {4, 5})
    for (Bits shape : fixed_polyominoes(size)) {
      const int c = shape_of(shape);
      ASSERT_NE(c, kNoShape);
      EXPECT_EQ(colour_of(static_cast<Card>(c)), size == 4 ? data::kEmerald : data::kOrange);
      ++accepted[c];
    }
  // I4 O4 T4 S4 L4, then F5 I5 L5 N5 P5 T5 U5 V5 W5 X5 Y5 Z5.
  const std::array<int, kCardTypes> expected = {2, 1, 4, 4, 8, 8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4};
  EXPECT_EQ(accepted, expected);
}

TEST(Spec3, ACardAcceptsItsFiguresInAnyOrientationAnywhere) {
  // The pickaxe turned twice, at c4 (the T5 of §10.4).
  EXPECT_EQ(card_id(static_cast<Card>(shape_of(testing::squares("c4 c5 b6 c6 d6")))), "T5");
  // Both figures of the chiral trowel, and its mirror image turned twice.
  for (const char* p5 : {"b5 c5 b6 c6 b7", "b5 c5 b6 c6 c7", "c5 b6 c6 b7 c7", "b5 b6 c6 b7 c7"})
    EXPECT_EQ(card_id(static_cast<Card>(shape_of(testing::squares(p5)))), "P5") << p5;
  EXPECT_EQ(card_id(static_cast<Card>(shape_of(testing::squares("a1 a2 a3 a4 a5")))), "I5");
  EXPECT_EQ(card_id(static_cast<Card>(shape_of(testing::squares("c1 d1 e1 f1 g1")))), "I5");
  EXPECT_EQ(shape_of(testing::squares("a1 b1 c1")), kNoShape) << "three circles are no card's figure";
  EXPECT_EQ(shape_of(testing::squares("a1 b1 c1 d1 e1 f1")), kNoShape);
}

TEST(Spec3, ValuesColoursAndPricesComeFromTheTable) {
  EXPECT_EQ(value_of(testing::card("I5")), 10);
  EXPECT_EQ(value_of(testing::card("X5")), 10);
  EXPECT_EQ(value_of(testing::card("V5")), 9);
  EXPECT_EQ(value_of(testing::card("P5")), 6);
  EXPECT_EQ(value_of(testing::card("T4")), 5);
  EXPECT_EQ(value_of(testing::card("O4")), 7);
  EXPECT_EQ(data::kCardPrice[data::kOrange], 2);
  EXPECT_EQ(data::kCardPrice[data::kEmerald], 1);
  EXPECT_EQ(std::string(data::kCards[testing::card("U5")].name_fr), "l'arche");
}

}  // namespace
}  // namespace arkantis
