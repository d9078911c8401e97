// One test per decision of docs/rules/arkantis.md §8, named after it.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "arkantis/sets.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

using testing::act;
using testing::play;
using testing::position;
using testing::squares;

TEST(Decisions, A1_FreeColumnIsDAndThrowIConcernsRowI) {
  const Bits b = board_after_throws(testing::kRulebookDice);
  // Row 2, throw 3, counted from the right: e2 lifted, its token to d2.
  EXPECT_FALSE(b & squares("e2"));
  EXPECT_TRUE(b & squares("d1 d2 d3 d4 d5 d6 d7"));
}

TEST(Decisions, A2_DiagonalNeighboursDoNotTouch) {
  State s = position("X.X..../.X...../X.X..../......./......./......./.......", 0);
  ASSERT_EQ(play(s, {"take b2"}), "");  // a1 c1 a3 c3 stay four blue sets of one
  EXPECT_EQ(s.player(0).counters, 0);
}

TEST(Decisions, A3_ASameSizeReshapeByAMoveIsModified) {
  State s = position("......./......./..X..../..X..../..XX.../......./.....X.", 3, {"I4"});
  ASSERT_EQ(play(s, {"move d5 c6"}), "");
  ASSERT_EQ(s.open_spot_count(), 1);
  EXPECT_EQ(card_id(s.open_spot(0).shape), "I4");
}

TEST(Decisions, A4_ADoubleRemovalIsEvaluatedOnceWhenComplete) {
  // Removing a1 alone would make nothing; b1 alone neither; both make the red pair a1 b1 only.
  State s = testing::rulebook_game();
  ASSERT_EQ(play(s, {"take a1 b1"}), "");
  EXPECT_EQ(s.register_keys().size(), 1u);
}

TEST(Decisions, A5_OneActionCanPayRedAndBlueSpotsSeparately) {
  State s = position("......./...X.../...X.../..XXXX./..X.X../.XXX.../.....XX", 5);
  ASSERT_EQ(play(s, {"take d4"}), "");
  EXPECT_EQ(s.player(0).counters, 12);
  EXPECT_EQ(s.register_keys().size(), 4u);
}

TEST(Decisions, A6_TwoRemovalsAnywhereAndMovesAnywhere) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 10);
  EXPECT_TRUE(s.check(act("take a1 g7")).ok());
  EXPECT_TRUE(s.check(act("move a1 f7")).ok());
}

TEST(Decisions, A7_MirrorImagesOfChiralShapesAreAccepted) {
  State s = position("......./......./......./......./.XX..../.XX..../.XX....", 0, {"P5"});
  ASSERT_EQ(play(s, {"take b7"}), "");  // the mirror figure
  EXPECT_EQ(play(s, {"claim P5 b5"}), "");
}

TEST(Decisions, A8_BuyingOnlyInOnesOwnTurnBeforeAndAfterTheAction) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 4);
  ASSERT_EQ(play(s, {"buy emerald face-down", "take f6 g6", "buy emerald face-up", "claim T4 f5"}), "");
  // Emerald face-up was T4 in the table-order deck; bought after the action, it claims its spot.
  EXPECT_EQ(s.player(0).claimed.size(), 1u);
  ASSERT_EQ(play(s, {"end"}), "");
  // Only the player to move acts: there is no way to buy for seat 0 now.
  EXPECT_EQ(s.current_player(), 1);
}

TEST(Decisions, A9_TheCutIsHalfAndHalfFaceDownGetsTheOddCard) {
  const State s = testing::rulebook_game(3);  // 29 orange left: 15 face down, 14 face up
  EXPECT_EQ(s.pile(data::kOrange, kFaceDown).size, 15);
  EXPECT_EQ(s.pile(data::kOrange, kFaceUp).size, 14);
}

TEST(Decisions, A10_CountersAreUnlimited) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 5000);
  ASSERT_EQ(play(s, {"take f1"}), "");
  EXPECT_EQ(s.player(0).counters, 5002);
}

TEST(Decisions, A11_AKnownVestigeIsNeverASpotAgain) {
  State s = position("......./.XXX.../......./......./.....X./.....X./.......", 9);
  ASSERT_EQ(play(s, {"move d2 f4", "end"}), "");
  PositionEditor::set_to_move(s, 0);
  ASSERT_EQ(play(s, {"move f4 d2", "end"}), "");
  PositionEditor::set_to_move(s, 0);
  const int before = s.player(0).counters;
  ASSERT_EQ(play(s, {"move d2 f4"}), "");
  EXPECT_EQ(s.player(0).counters, before - 3);
}

TEST(Decisions, A12_PassingIsFinalAndOnlyBeforeTheAction) {
  State s = testing::rulebook_game();
  ASSERT_EQ(play(s, {"buy emerald face-up", "pass"}), "");
  EXPECT_TRUE(s.player(0).passed);
  ASSERT_EQ(play(s, {"take a1", "end"}), "");
  EXPECT_EQ(s.current_player(), 1) << "seat 0 never plays again";
}

TEST(Decisions, A13_TheEndComesAfterTheTurn) {
  State s = position("......./......./......./...X.../......./......./.......", 0);
  ASSERT_EQ(play(s, {"take d4"}), "");
  EXPECT_FALSE(s.is_terminal());
  EXPECT_TRUE(s.check(act("buy emerald face-up")).ok() || s.player(0).counters < 1);
  ASSERT_EQ(play(s, {"end"}), "");
  EXPECT_TRUE(s.is_terminal());
}

TEST(Decisions, A14_TiesAreShared) {
  State s = testing::rulebook_game();
  PositionEditor::end_game(s);
  EXPECT_EQ(s.winners(), (std::vector<int>{0, 1}));
}

TEST(Decisions, A15_HandColoursArePublic) {
  const SeatView v = SeatView::of(testing::rulebook_game(), 1);
  EXPECT_EQ(v.state().player(0).hidden[data::kOrange], 2);
  EXPECT_EQ(v.state().player(0).hidden[data::kEmerald], 1);
}

TEST(Decisions, A16_SpotsResolveInReadingOrderOfTheirFirstSquares) {
  const Bits before = *parse_board_string("......./...X.../...X.../..XXXX./..X.X../.XXX.../.....XX");
  const ModifiedSets m = modified_sets(before, before & ~squares("d4"));
  std::vector<std::string> firsts;
  for (int i = 0; i < m.size; ++i)
    if (count(m.sets[i].squares) <= 5) firsts.push_back(square_name(first_square(m.sets[i].squares)));
  EXPECT_EQ(firsts, (std::vector<std::string>{"d2", "c4", "d4", "e4"}));
}

TEST(Decisions, A17_NoHandLimitAndNoDiscarding) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 100);
  for (int i = 0; i < 9; ++i) ASSERT_EQ(play(s, {"buy emerald face-down"}), "");
  EXPECT_EQ(s.player(0).hand_size(), 12);
}

TEST(Decisions, A18_PhaseTwoAlwaysEndsWithEnd) {
  State s = testing::rulebook_game();
  ASSERT_EQ(play(s, {"take d1"}), "");
  EXPECT_EQ(s.current_player(), 0) << "nothing to claim, still the turn goes on until end";
  const auto legal = s.legal_actions();
  EXPECT_EQ(legal.back(), Action::end());
}

TEST(Decisions, A19_SetUpSetsPayNobody) {
  GameOptions o;
  State s = State::create(o, setup_from_seed(o, 1)).value();  // red pair e3 e4 from the set-up
  EXPECT_FALSE(s.is_known({squares("e3 e4"), kRed}));
  // A new set made from it is a spot like any other (§10.2).
  ASSERT_EQ(play(s, {"take e2"}), "");
  EXPECT_TRUE(s.is_known({squares("e2 e3 e4"), kRed}));
}

}  // namespace
}  // namespace arkantis
