// docs/rules/arkantis.md §7: the end, the score, the winners.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

TEST(Spec7, TheGameEndsAfterTheTurnThatEmptiesTheBoard) {
  State s = testing::position("......./......./......./...X.../......./......./.......", 0);
  ASSERT_EQ(testing::play(s, {"take d4"}), "");
  EXPECT_FALSE(s.is_terminal()) << "phase 2 still to come";
  ASSERT_EQ(testing::play(s, {"end"}), "");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), -1);
  EXPECT_TRUE(s.legal_actions().empty());
  EXPECT_EQ(s.check(Action::end()).reason(), "the game is over");
}

TEST(Spec7, TheGameEndsWhenEveryPlayerHasPassed) {
  State s = testing::rulebook_game(3);
  ASSERT_EQ(testing::play(s, {"pass", "pass"}), "");
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.current_player(), 2);
  ASSERT_EQ(testing::play(s, {"take a1", "end"}), "");
  EXPECT_EQ(s.current_player(), 2) << "alone, seat 2 goes on";
  ASSERT_EQ(testing::play(s, {"pass"}), "");
  EXPECT_TRUE(s.is_terminal());
}

TEST(Spec7, ScoreIsClaimedValuesPlusCountersLessOnePerCardInHand) {
  State s = testing::rulebook_game();
  // Seat 0 holds 3 cards and 3 counters: 0 + 3 - 3.
  EXPECT_EQ(s.score(0), 0);
  PositionEditor::set_counters(s, 0, 0);
  EXPECT_EQ(s.score(0), -3) << "scores may be negative";
  EXPECT_EQ(ArkantisGame::score(s, 1), 0.0);
}

TEST(Spec7, EveryRandomGameEnds) {
  bg::Rng rng(1);
  for (int g = 0; g < 200; ++g) {
    GameOptions o;
    o.players = 2 + g % 3;
    State s = ArkantisGame::new_game(o, static_cast<std::uint64_t>(g)).value();
    int turns = 0;
    while (!s.is_terminal()) {
      const Action a = s.random_action(rng);
      turns += a.kind == ActionKind::kEnd || a.kind == ActionKind::kPass;
      s.apply_unchecked(a);
      ASSERT_LE(turns, 590) << "the bound of §7";
    }
    EXPECT_FALSE(s.winners().empty());
  }
}

}  // namespace
}  // namespace arkantis
