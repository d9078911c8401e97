// docs/rules/arkantis.md §1: the components, as the data table gives them.
#include <gtest/gtest.h>

#include "arkantis/rules_data.hpp"
#include "arkantis/types.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

TEST(Spec1, TheBoardIsSevenBySevenWithFortyTwoTokens) {
  EXPECT_EQ(data::kSquares, 49);
  EXPECT_EQ(data::kTokens, 42);
  EXPECT_EQ(count(kAllSquares), 49);
  // Crosses on every square but the free column d [reconstructed].
  EXPECT_EQ(data::kFreeColumn, 3);
  const State s = testing::rulebook_game();
  EXPECT_EQ(count(s.covered()), 42);
}

TEST(Spec1, FiftyFiveCardsThirtyFiveOrangeTwentyEmerald) {
  // §10.10: 11 orange types x 3 + I5 x 2, and 5 emerald types x 4.
  std::array<int, 2> per_colour{};
  int orange_types = 0, emerald_types = 0;
  for (int c = 0; c < kCardTypes; ++c) {
    const Card card = static_cast<Card>(c);
    per_colour[colour_of(card)] += copies_of(card);
    if (colour_of(card) == data::kOrange) {
      ++orange_types;
      EXPECT_EQ(copies_of(card), card_id(card) == "I5" ? 2 : 3) << card_id(card);
    } else {
      ++emerald_types;
      EXPECT_EQ(copies_of(card), 4) << card_id(card);
    }
  }
  EXPECT_EQ(orange_types, 12);
  EXPECT_EQ(emerald_types, 5);
  EXPECT_EQ(per_colour[data::kOrange], 35);
  EXPECT_EQ(per_colour[data::kEmerald], 20);
  EXPECT_EQ(deck_in_table_order(data::kOrange).size(), 35u);
  EXPECT_EQ(deck_in_table_order(data::kEmerald).size(), 20u);
}

TEST(Spec1, SquaresAreNamedColumnThenRowFromTheTopLeft) {
  EXPECT_EQ(square_name(0), "a1");
  EXPECT_EQ(square_name(48), "g7");
  EXPECT_EQ(*parse_square("c4"), square_at(3, 2));
  EXPECT_FALSE(parse_square("h1"));
  EXPECT_FALSE(parse_square("a8"));
  EXPECT_FALSE(parse_square("a0"));
  for (int s = 0; s < data::kSquares; ++s) EXPECT_EQ(*parse_square(square_name(s)), s);
}

TEST(Spec1, TwoToFourPlayersWithThreeCountersEach) {
  for (int n = 2; n <= 4; ++n) {
    const State s = testing::rulebook_game(n);
    for (int p = 0; p < n; ++p) EXPECT_EQ(s.player(p).counters, 3);
  }
  GameOptions o;
  for (int n : {0, 1, 5}) {
    o.players = n;
    EXPECT_FALSE(validate(o).ok()) << n;
  }
}

}  // namespace
}  // namespace arkantis
