// docs/rules/arkantis.md §5: the actions and their costs, resolution, phase 2, buying.
#include <gtest/gtest.h>

#include <algorithm>

#include "arkantis/invariants.hpp"
#include "bg/rng.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

using testing::act;
using testing::play;
using testing::position;

bool is_legal(const State& s, const Action& a) {
  const auto legal = s.legal_actions();
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

TEST(Spec5, RemovingOneTokenIsFreeAndAlwaysPossible) {
  State s = position("......./......./......./...X.../......./......./.......", 0);
  EXPECT_TRUE(is_legal(s, act("take d4")));
  ASSERT_EQ(play(s, {"take d4"}), "");
  EXPECT_EQ(s.player(0).counters, 0);
}

TEST(Spec5, CostsArePaidBeforehandFromCountersHeld) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 1);
  EXPECT_EQ(s.check(act("take a1 b1")).reason(), "removing two tokens needs 2 counters, you have 1");
  EXPECT_EQ(s.check(act("move c3 e2")).reason(), "the move needs 3 counters, you have 1");
  // What the action pays cannot fund it: with 2 counters, a double removal paying 2 leaves 2.
  PositionEditor::set_counters(s, 0, 2);
  ASSERT_EQ(play(s, {"take a1 b1"}), "");
  EXPECT_EQ(s.player(0).counters, 2);
}

TEST(Spec5, IllegalActionsGiveTheirReasonAndChangeNothing) {
  State s = testing::rulebook_game();
  const State before = s;
  EXPECT_EQ(s.apply(act("take g1")).reason(), "g1 is uncovered");
  EXPECT_EQ(s.apply(act("move a1 b1")).reason(), "b1 is covered");
  EXPECT_EQ(s.apply(act("move g1 b3")).reason(), "g1 is uncovered");
  EXPECT_EQ(s.apply(act("claim T4 f5")).reason(), "claim after your action");
  EXPECT_EQ(s.apply(act("end")).reason(), "the turn's action comes first: take, move or pass");
  EXPECT_TRUE(s == before);
  ASSERT_EQ(play(s, {"take d1"}), "");
  EXPECT_EQ(s.check(act("take a1")).reason(), "you have already acted this turn: buy, claim or end");
  EXPECT_EQ(s.check(act("pass")).reason(), "you have already acted this turn: buy, claim or end");
  EXPECT_EQ(s.check(act("claim T4 f5")).reason(), "no open spot at f5");
}

TEST(Spec5, CheckAcceptsExactlyTheLegalActions) {
  State s = testing::rulebook_game();
  bg::Rng rng(5);
  std::vector<Action> all;
  for (int sq = 0; sq < data::kSquares; ++sq) {
    all.push_back(Action::take(sq));
    for (int t = sq + 1; t < data::kSquares; ++t) all.push_back(Action::take(sq, t));
    for (int t = 0; t < data::kSquares; ++t)
      if (t != sq) all.push_back(Action::move(sq, t));
    for (int c = 0; c < kCardTypes; ++c) all.push_back(Action::claim(static_cast<Card>(c), sq));
  }
  for (int colour = 0; colour < 2; ++colour)
    for (int pile = 0; pile < 2; ++pile) all.push_back(Action::buy(colour, pile));
  all.push_back(Action::pass());
  all.push_back(Action::end());
  for (int step = 0; step < 40 && !s.is_terminal(); ++step) {
    const auto legal = s.legal_actions();
    for (const Action& a : all)
      ASSERT_EQ(s.check(a).ok(), std::find(legal.begin(), legal.end(), a) != legal.end()) << to_text(a);
    s.apply_unchecked(s.random_action(rng));
  }
}

TEST(Spec5, RandomActionIsAlwaysLegal) {
  bg::Rng rng(11);
  for (int g = 0; g < 50; ++g) {
    GameOptions o;
    o.players = 2 + g % 3;
    State s = State::create(o, setup_from_seed(o, static_cast<std::uint64_t>(g))).value();
    while (!s.is_terminal()) {
      const Action a = s.random_action(rng);
      ASSERT_TRUE(s.check(a).ok()) << to_text(a);
      s.apply_unchecked(a);
    }
  }
}

TEST(Spec5, BuyingTakesTheTopCardOfAPileForItsPrice) {
  State s = testing::rulebook_game();
  const Card up_top = s.pile(data::kOrange, kFaceUp).top();
  ASSERT_EQ(play(s, {"buy orange face-up"}), "");
  EXPECT_EQ(s.player(0).counters, 1);
  EXPECT_EQ(s.player(0).shown[up_top], 1);
  EXPECT_EQ(s.pile(data::kOrange, kFaceUp).size, 14);
  EXPECT_EQ(s.check(act("buy orange face-down")).reason(), "an orange card costs 2 counters, you have 1");
  ASSERT_EQ(play(s, {"buy emerald face-down"}), "");
  EXPECT_EQ(s.player(0).counters, 0);
  EXPECT_EQ(s.check(act("buy emerald face-up")).reason(), "an emerald card costs 1 counter, you have 0");
  // Buying before the action, then the action; buying again after it.
  ASSERT_EQ(play(s, {"take f1"}), "");
  EXPECT_EQ(play(s, {"buy emerald face-up", "end"}), "");
}

TEST(Spec5, AnEmptyPileStaysEmpty) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 100);
  for (int i = 0; i < 9; ++i) ASSERT_EQ(play(s, {"buy emerald face-up"}), "");
  EXPECT_EQ(s.check(act("buy emerald face-up")).reason(), "the emerald face-up pile is empty");
  EXPECT_EQ(s.pile(data::kEmerald, kFaceDown).size, 9) << "nothing is refilled";
  EXPECT_EQ(invariant_violations(s), "");
}

TEST(Spec5, OpenSpotsCloseWhenTheTurnEnds) {
  State s = testing::rulebook_game();
  ASSERT_EQ(play(s, {"take f6 g6"}), "");
  ASSERT_EQ(s.open_spot_count(), 1);
  ASSERT_EQ(play(s, {"end"}), "");
  EXPECT_EQ(s.open_spot_count(), 0);
  EXPECT_EQ(s.current_player(), 1);
}

TEST(Spec5, OneCardPerSpot) {
  State s = position("......./......./......./......./.XX..../.XX..../.XX....", 0, {"P5", "P5"});
  ASSERT_EQ(play(s, {"take c7", "claim P5 b5"}), "");
  EXPECT_EQ(s.check(act("claim P5 b5")).reason(), "the spot at b5 is already claimed");
  EXPECT_EQ(s.player(0).hand[testing::card("P5")], 1);
}

TEST(Spec5, ClaimingNeedsTheCardInHand) {
  State s = position("......./......./......./......./.XX..../.XX..../.XX....", 2);
  ASSERT_EQ(play(s, {"take c7"}), "");
  EXPECT_EQ(s.check(act("claim P5 b5")).reason(), "you hold no P5");
}

TEST(Spec5, PlayGoesInSeatOrderSkippingPlayersWhoPassed) {
  State s = testing::rulebook_game(4);
  ASSERT_EQ(play(s, {"take a1", "end"}), "");
  EXPECT_EQ(s.current_player(), 1);
  ASSERT_EQ(play(s, {"pass"}), "");
  EXPECT_EQ(s.current_player(), 2);
  ASSERT_EQ(play(s, {"take a2", "end", "take a3", "end"}), "");
  EXPECT_EQ(s.current_player(), 0);
  ASSERT_EQ(play(s, {"take a4", "end"}), "");
  EXPECT_EQ(s.current_player(), 2) << "seat 1 has passed";
}

}  // namespace
}  // namespace arkantis
