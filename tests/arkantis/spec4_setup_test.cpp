// docs/rules/arkantis.md §4 and §2.2: the board from the throws, counters, the deal, the
// cut, the start player, and the seed procedure of §11.4 with its test vectors.
#include <gtest/gtest.h>

#include "arkantis/invariants.hpp"
#include "bg/rng.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

std::string ids(const std::vector<Card>& cards, std::size_t n = 1000) {
  std::string out;
  for (std::size_t i = 0; i < cards.size() && i < n; ++i) out += (i ? " " : "") + std::string(card_id(cards[i]));
  return out;
}

TEST(Spec4, EveryRowKeepsOneUncoveredSquareNeverInTheFreeColumn) {  // §10.10
  for (int row = 0; row < data::kRows; ++row)
    for (int die = 1; die <= 6; ++die) {
      std::array<int, 7> dice = {1, 1, 1, 1, 1, 1, 1};
      dice[row] = die;
      const Bits b = board_after_throws(dice);
      for (int r = 0; r < data::kRows; ++r) {
        Bits row_bits = 0;
        for (int c = 0; c < data::kCols; ++c) row_bits |= bit(square_at(r, c));
        const Bits uncovered = row_bits & ~b;
        ASSERT_EQ(count(uncovered), 1);
        EXPECT_NE(col_of(first_square(uncovered)), data::kFreeColumn);
      }
    }
}

TEST(Spec4, ThrowsCountFromTheLeftOnOddRowsAndFromTheRightOnEvenRows) {
  const char* odd = "abcefg";
  const char* even = "gfecba";
  for (int die = 1; die <= 6; ++die) {
    const Bits b = board_after_throws({die, die, die, die, die, die, die});
    EXPECT_FALSE(b & bit(square_at(0, odd[die - 1] - 'a'))) << "row 1, throw " << die;
    EXPECT_FALSE(b & bit(square_at(1, even[die - 1] - 'a'))) << "row 2, throw " << die;
    for (int r = 0; r < data::kRows; ++r) EXPECT_TRUE(b & bit(square_at(r, data::kFreeColumn)));
  }
}

TEST(Spec4, DealTwoOrangeThenOneEmeraldInSeatOrderAndCutTheRest) {  // §4.3, §4.4, [A-9]
  const std::array<std::array<int, 4>, 3> sizes = {{{16, 15, 9, 9}, {15, 14, 9, 8}, {14, 13, 8, 8}}};
  for (int n = 2; n <= 4; ++n) {
    SCOPED_TRACE(n);
    GameOptions o;
    o.players = n;
    const arkantis::Setup setup = setup_from_seed(o, 77);
    const State s = State::create(o, setup).value();
    for (int p = 0; p < n; ++p) {
      std::array<std::uint8_t, kCardTypes> expected{};
      ++expected[setup.orange[2 * p]];
      ++expected[setup.orange[2 * p + 1]];
      ++expected[setup.emerald[p]];
      EXPECT_EQ(s.player(p).hand, expected);
      EXPECT_EQ(s.player(p).shown, (std::array<std::uint8_t, kCardTypes>{}));
    }
    const auto& sz = sizes[n - 2];
    EXPECT_EQ(s.pile(data::kOrange, kFaceDown).size, sz[0]);
    EXPECT_EQ(s.pile(data::kOrange, kFaceUp).size, sz[1]);
    EXPECT_EQ(s.pile(data::kEmerald, kFaceDown).size, sz[2]);
    EXPECT_EQ(s.pile(data::kEmerald, kFaceUp).size, sz[3]);
    // The face-down pile is the top of the rest, in order; the face-up pile follows it.
    EXPECT_EQ(s.pile(data::kOrange, kFaceDown).top(), setup.orange[static_cast<std::size_t>(2 * n)]);
    EXPECT_EQ(s.pile(data::kOrange, kFaceUp).top(), setup.orange[static_cast<std::size_t>(2 * n + sz[0])]);
    EXPECT_EQ(s.pile(data::kEmerald, kFaceUp).top(), setup.emerald[static_cast<std::size_t>(n + sz[2])]);
    EXPECT_EQ(invariant_violations(s), "");
    EXPECT_EQ(s.current_player(), setup.start_player);
  }
}

TEST(Spec11_4, SeedOneTwoPlayersReproducesTheTestVector) {
  GameOptions o;
  const arkantis::Setup s = setup_from_seed(o, 1);
  EXPECT_EQ(s.dice, (std::array<int, 7>{5, 4, 4, 3, 5, 1, 1}));
  EXPECT_EQ(ids(s.orange),
            "W5 P5 N5 U5 Z5 T5 V5 L5 Y5 I5 N5 F5 T5 V5 X5 Z5 I5 L5 L5 X5 V5 N5 W5 F5 P5 F5 W5 T5 "
            "U5 X5 Y5 Z5 U5 Y5 P5");
  EXPECT_EQ(ids(s.emerald), "O4 T4 L4 L4 I4 I4 L4 S4 T4 O4 I4 L4 S4 S4 S4 O4 O4 T4 T4 I4");
  EXPECT_EQ(s.start_player, 1);
}

TEST(Spec11_4, SeedFortyTwoThreePlayersReproducesTheTestVector) {
  GameOptions o;
  o.players = 3;
  const arkantis::Setup s = setup_from_seed(o, 42);
  EXPECT_EQ(s.dice, (std::array<int, 7>{1, 3, 5, 6, 6, 5, 5}));
  EXPECT_EQ(ids(s.orange, 5), "L5 P5 Z5 F5 F5");
  EXPECT_EQ(ids(s.emerald, 5), "O4 O4 L4 S4 S4");
  EXPECT_EQ(s.start_player, 2);
}

TEST(Spec11_4, TheSeedProcedureUsesBgRngInTheStatedOrder) {
  // The steps of §11.4 written out with bg::Rng directly.
  for (std::uint64_t seed : {0ull, 5ull, 18446744073709551615ull}) {
    GameOptions o;
    o.players = 4;
    bg::Rng rng(seed);
    arkantis::Setup expected;
    for (int& d : expected.dice) d = 1 + static_cast<int>(rng.below(6));
    expected.orange = deck_in_table_order(data::kOrange);
    rng.shuffle(std::span<Card>(expected.orange));
    expected.emerald = deck_in_table_order(data::kEmerald);
    rng.shuffle(std::span<Card>(expected.emerald));
    expected.start_player = static_cast<int>(rng.below(4));
    EXPECT_EQ(setup_from_seed(o, seed), expected);
  }
}

TEST(Spec4, ABadSetUpIsRefused) {
  GameOptions o;
  arkantis::Setup s = testing::table_order_setup();
  s.dice[3] = 7;
  EXPECT_EQ(State::create(o, s).reason(), "throw 4 must be 1 to 6");
  s = testing::table_order_setup();
  s.orange.pop_back();
  EXPECT_FALSE(State::create(o, s).ok());
  s = testing::table_order_setup();
  s.emerald[0] = testing::card("F5");
  EXPECT_FALSE(State::create(o, s).ok());
  s = testing::table_order_setup();
  s.start_player = 2;
  EXPECT_FALSE(State::create(o, s).ok());
}

}  // namespace
}  // namespace arkantis
