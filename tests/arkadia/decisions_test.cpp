// Spec §8: the decisions D-1..D-9 where the rulebook is silent.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Decisions, D1_SealsAndGoldAreUnlimited) {
  State s = new_game({"HO-R"});
  ASSERT_TRUE(PositionEditor(s).give_seals(0, 0, 5000).ok());
  ASSERT_TRUE(PositionEditor(s).give_seals(1, 0, 5000).ok());
  put_building(s, "HO-R", "a1 b1");
  put_worker(s, 1, "a2 b2");
  play(s, {"workers a1", "worker c1", "done", "castle R K5", "banner"});
  EXPECT_EQ(s.player(0).seals[0], 5002);
  EXPECT_EQ(s.player(1).seals[0], 5002);
  play(s, "sell R 5002");
  EXPECT_EQ(s.gold(0), 5002 * 3);
}

TEST(Decisions, D2_TentsGiveNeutralWorkersOnlyWhileThePoolLasts) {
  State s = new_game();
  give_workers(s, 1, 0, 23);  // one neutral worker left in the pool
  put_worker(s, 1, "m3");
  set_hand(s, 0, {"SM-O", "MI-R", "MI-O", "MI-B"});
  play(s, {"lay SM-O o1 r2", "take 1", "no-banner"});  // covers the tents o1 and m2
  EXPECT_EQ(s.player(0).neutral_reserve, 1);
  EXPECT_EQ(s.neutral_pool(), 0);
  set_hand(s, 1, {"HO-R", "MI-S", "SM-R", "SM-B"});
  play(s, "lay HO-R e7 r0");  // a tent, but the pool is empty
  EXPECT_EQ(s.player(1).neutral_reserve, 23);
}

TEST(Decisions, D3_TilesRotateButAreNotMirroredUnlessTheOptionSaysSo) {
  State s = new_game();
  put_worker(s, 1, "k2");
  set_hand(s, 0, {"SM-R"});
  // j1 j2 j3 + i3 would be the smithy's mirror image.
  EXPECT_NE(rejection(s, "lay SM-R j1 r1m").find("not mirrored"), std::string::npos);
  GameOptions o;
  o.allow_mirror = true;
  State m = new_game(o);
  put_worker(m, 1, "k2");
  set_hand(m, 0, {"SM-R"});
  bool found = false;
  for (const auto& a : m.legal_actions()) found |= a.kind == ActionKind::kLayOut && a.orientation >= 4;
  EXPECT_TRUE(found);
  // XXX/X.. mirrored is XXX/..X; turned once clockwise it is .X/.X/XX with its anchor on top.
  play(m, "lay SM-R j1 r1m");
  Bits expected;
  for (auto q : squares("j1 j2 j3 i3")) expected.set(q);
  EXPECT_EQ(m.building(0).cells, expected);
  EXPECT_EQ(m.player(0).neutral_reserve, 2);  // j1 and i3 are tents
}

TEST(Decisions, D4_AnEmptyDeckLeavesTheDisplayAndThenTheHandShort) {
  bg::Rng rng(3);
  State s = new_game(4);
  ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.deck_size() == 0 && x.phase() == Phase::kRefill; }));
  for (const auto& a : s.legal_actions()) EXPECT_EQ(a.kind, ActionKind::kTakeDisplay);
  EXPECT_NE(rejection(s, "take deck").find("empty"), std::string::npos);
  const auto taken = s.legal_actions().front();
  const int before = [&] { int n = 0; for (auto c : s.display()) n += c != kNoCard; return n; }();
  s.apply_unchecked(taken);
  EXPECT_EQ(s.display()[taken.slot], kNoCard);
  const int after = [&] { int n = 0; for (auto c : s.display()) n += c != kNoCard; return n; }();
  EXPECT_EQ(after, before - 1);
  // With no cards anywhere, a lay-out goes straight on to its completions and the banner step.
  ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) {
    return x.deck_size() == 0 && x.display() == std::array<CardType, 3>{kNoCard, kNoCard, kNoCard} &&
           x.phase() == Phase::kMust && x.player(x.current_player()).hand_size() > 0 &&
           !x.legal_actions().empty() && x.legal_actions().front().kind == ActionKind::kLayOut;
  }));
  const int seat = s.current_player();
  const int hand = s.player(seat).hand_size();
  s.apply_unchecked(s.legal_actions().front());
  while (s.phase() == Phase::kCastle) s.apply_unchecked(s.legal_actions().front());
  EXPECT_NE(s.phase(), Phase::kRefill);
  EXPECT_EQ(s.player(seat).hand_size(), hand - 1);
}

TEST(Decisions, D5_TheLotIsABuildingForLayingOutAndEnclosureButNotForWorkers) {
  State s = new_game({"HO-R"});
  EXPECT_NE(rejection(s, "workers g5").find("castle lot"), std::string::npos);
  EXPECT_NE(rejection(s, "workers h6").find("castle lot"), std::string::npos);
  for (const auto& a : s.legal_actions()) EXPECT_NE(a.kind, ActionKind::kChooseBuilding);
  // Laying out next to the lot is legal; enclosure counts the lot as occupied (see
  // Spec5Completion.OffBoardSidesAndTheLotCountAsOccupied).
  set_hand(s, 0, {"HO-R"});
  play(s, "lay HO-R k5 r1");
}

TEST(Decisions, D6_PassOnlyWhenNothingElseIsLegalAndTheCanStepFollows) {
  State s = new_game();
  EXPECT_NE(rejection(s, "pass").find("building can be laid out"), std::string::npos);
  set_hand(s, 0, {});
  // No cards, and workers have no building to go to (the lot is not one).
  EXPECT_EQ(s.legal_actions(), std::vector<Action>{Action::pass()});
  play(s, "pass");
  EXPECT_EQ(s.phase(), Phase::kBanner);
  EXPECT_EQ(s.current_player(), 0);
  // With a building on the board and workers behind the screen, passing is refused again.
  State t = three_houses_around_c2();
  set_hand(t, 0, {});
  EXPECT_NE(rejection(t, "pass").find("workers can be placed"), std::string::npos);
}

TEST(Decisions, D7_CompletionsBeyondTheLastPiecePayButBuildNothing) {
  State s = three_houses_around_c2();
  PositionEditor e(s);
  int placed = 0;
  for (int floor = 1; floor <= 3; ++floor)
    for (int k = 0; k < kCastleSquares && placed < 10 + 10 + 7; ++k)
      for (int f = 0; f < kFamilies; ++f)
        if (e.put_castle_piece(static_cast<Family>(f), k).ok()) {
          ++placed;
          break;
        }
  ASSERT_EQ(placed, 27);
  ASSERT_TRUE(s.end_triggered());  // the editor completed floor 2 "on the previous turn"
  play(s, {"workers a2", "worker c2", "done"});
  EXPECT_EQ(s.pending_castle_pieces(), 3);
  EXPECT_EQ(s.player(0).seals[0] + s.player(0).seals[1] + s.player(0).seals[2], 3 + 3);  // c2 at each + seals
  const auto legal = s.legal_actions();
  ASSERT_FALSE(legal.empty());
  s.apply_unchecked(legal.front());  // the last piece
  EXPECT_EQ(s.castle().pieces_in_supply(), 0);
  EXPECT_EQ(s.castle().current_floor(), Castle::kNoFloor);
  EXPECT_EQ(s.pending_castle_pieces(), 0);
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

TEST(Decisions, D8_AFullRoundOfPassesEndsTheGame) {
  State s = new_game(3);
  ASSERT_TRUE(PositionEditor(s).give_seals(2, 1, 4).ok());
  for (int p = 0; p < 3; ++p) {
    EXPECT_FALSE(s.is_terminal());
    set_hand(s, p, {});
    play(s, {"pass", "no-banner"});
  }
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kAllPassed);
  EXPECT_EQ(s.gold(2), 8);  // the final sale
  EXPECT_EQ(s.winners(), std::vector<int>{2});
}

TEST(Decisions, D8_APassRoundIsBrokenByAnyOtherMust) {
  State s = new_game(2);
  set_hand(s, 0, {});
  play(s, {"pass", "no-banner"});
  play(s, {"lay HO-B j8 r0", "take 1", "no-banner"});
  set_hand(s, 0, {});
  // Seat 0 must now place a worker at the house (it has 3), so no second pass happens.
  EXPECT_NE(rejection(s, "pass").find("workers can be placed"), std::string::npos);
  EXPECT_FALSE(s.is_terminal());
}

// The exact case of the correction: seat 0 passes and gives up a banner (2 new workers), seat 1
// passes; the round had a banner, so the game goes on and seat 0 can place its new workers.
State pass_round_with_a_banner(RulesEdition rules) {
  GameOptions o;
  o.rules = rules;
  State s = new_game(o, {"HO-R"});
  put_building(s, "HO-R", "a1 b1");  // vacant neighbours: a2 b2 c1
  for (int p = 0; p < 2; ++p) {
    set_hand(s, p, {});
    give_workers(s, p, -s.player(p).own_reserve, -s.player(p).neutral_reserve);
  }
  play(s, {"pass", "banner"});  // no seals to sell: the banner ends the turn
  play(s, {"pass", "no-banner"});
  return s;
}

TEST(Decisions, D8_ARoundOfPassesInWhichABannerWasGivenUpDoesNotEndTheGame) {
  State s = pass_round_with_a_banner(RulesEdition::kCorrected);
  ASSERT_FALSE(s.is_terminal());
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.player(0).own_reserve, 2);
  play(s, {"workers a1", "worker a2", "worker b2", "done", "no-banner"});
  EXPECT_EQ(s.workers(0).count(), 2);
  // A round of passes without a banner then ends it.
  play(s, {"pass", "no-banner"});
  EXPECT_FALSE(s.is_terminal());
  play(s, {"pass", "no-banner"});
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kAllPassed);
}

// Games recorded before the correction keep the old ending: that same round ended them.
TEST(Decisions, D8_GamesOfTheOriginalRulesEndedByAnyRoundOfPasses) {
  const State s = pass_round_with_a_banner(RulesEdition::kOriginal);
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kAllPassed);
}

TEST(Decisions, D9_CompletionsResolveInPlacementOrderAndTheOrderChangesNothing) {
  State a = three_houses_around_c2();
  State b = new_game(2, {"HO-B", "HO-O", "HO-R"});
  put_building(b, "HO-B", "c3 d3");
  put_building(b, "HO-O", "c1 d1");
  put_building(b, "HO-R", "a2 b2");
  put_worker(b, kNeutralWorker, "a1 b1 a3 b3 e1 d2 e3 c4 d4");
  play(a, {"workers a2", "worker c2", "done"});
  play(b, {"workers a2", "worker c2", "done"});
  for (int p = 0; p < 2; ++p) EXPECT_EQ(a.player(p).seals, b.player(p).seals);
  EXPECT_EQ(a.pending_castle_pieces(), b.pending_castle_pieces());
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(a.building(i).enclosed && b.building(i).enclosed);
}

}  // namespace
}  // namespace test
