// Spec §5 A: laying out a building.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec5LayOut, TheFirstBuildingMustTouchTheLot) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "FA-O"});
  play(s, "lay HO-R e5 r0");  // e5 f5, f5 touches the lot at g5
  EXPECT_EQ(s.building_at(sq("f5")), 0);
}

TEST(Spec5LayOut, DiagonalContactIsNotAdjacency) {
  State s = new_game();
  set_hand(s, 0, {"HO-R"});
  EXPECT_NE(rejection(s, "lay HO-R e4 r0").find("corners do not count"), std::string::npos);  // f4 is diagonal to g5
  EXPECT_NE(rejection(s, "lay HO-R k8 r0").find("corners do not count"), std::string::npos);  // k8 is diagonal to j7
}

TEST(Spec5LayOut, AWorkerOfAnyColourIsEnoughToTouch) {
  State s = new_game();
  put_worker(s, 1, "b2");
  set_hand(s, 0, {"HO-R"});
  play(s, "lay HO-R b3 r0");  // b3 c3 under orange's worker
}

TEST(Spec5LayOut, CoveringTheLotABuildingOrAWorkerIsIllegal) {
  State s = new_game({"TR-R"});
  put_building(s, "TR-R", "e4 d5 e5 e6");
  put_worker(s, 0, "f8");
  set_hand(s, 0, {"HO-R"});
  EXPECT_NE(rejection(s, "lay HO-R f5 r0").find("castle lot"), std::string::npos);
  EXPECT_NE(rejection(s, "lay HO-R e6 r0").find("another building"), std::string::npos);
  EXPECT_NE(rejection(s, "lay HO-R f8 r0").find("worker"), std::string::npos);
}

TEST(Spec5LayOut, EveryCoveredSquareMustBeOnTheBoard) {
  State s = new_game();
  put_worker(s, 0, "o1");
  set_hand(s, 0, {"HO-R"});
  EXPECT_NE(rejection(s, "lay HO-R p1 r0").find("leave the board"), std::string::npos);
  EXPECT_NE(rejection(s, "lay HO-R p12 r1").find("leave the board"), std::string::npos);
  play(s, "lay HO-R p1 r1");  // p1 p2 touch the worker on o1
}

TEST(Spec5LayOut, OnlyCardsInHandCanBePlayed) {
  State s = new_game();
  set_hand(s, 0, {"HO-R"});
  EXPECT_NE(rejection(s, "lay HO-O e5 r0").find("not in hand"), std::string::npos);
}

TEST(Spec5LayOut, TheBuildingGetsASealOfItsCardsColourAndTheCardIsDiscarded) {
  State s = new_game();
  set_hand(s, 0, {"TA-S", "MI-R", "MI-O", "TA-B"});
  play(s, "lay TA-S e5 r0");  // e5 f5 e6
  const Building& b = s.building(0);
  EXPECT_EQ(b.card, card("TA-S"));
  EXPECT_TRUE(b.has_seal);
  EXPECT_EQ(family_of(b.card), 3);
  EXPECT_EQ(s.player(0).hand_size(), 3);
  EXPECT_EQ(s.cards_laid(), 1);
}

// The refill is part of action A (rules §5): it comes right after the lay-out, before the
// buildings it closed in are paid and before their castle pieces, so the player knows the new
// card when choosing pieces. Order in a turn: lay, take..., castle..., banner.
TEST(Spec5LayOut, TheRefillComesRightAfterTheLayOutBeforeCompletionsAndCastlePieces) {
  State s = new_game({"HO-B"});
  put_building(s, "HO-B", "a1 b1");
  put_worker(s, 1, "a2");
  put_worker(s, 0, "b2");
  set_hand(s, 0, {"HO-O", "MI-R", "MI-O", "MI-B"});
  const Castle castle_before = s.castle();
  play(s, "lay HO-O c1 r1");  // c1 c2 closes the black house in
  ASSERT_EQ(s.phase(), Phase::kRefill);
  EXPECT_EQ(s.player(0).seals, (std::array<std::uint16_t, kFamilies>{}));  // nothing paid yet
  EXPECT_EQ(s.pending_castle_pieces(), 0);
  EXPECT_NE(rejection(s, "castle B K3").find("refill"), std::string::npos);
  for (const Action& a : s.legal_actions())
    EXPECT_TRUE(a.kind == ActionKind::kTakeDisplay || a.kind == ActionKind::kTakeDeck) << to_text(a);
  play(s, "take deck");
  EXPECT_EQ(s.player(0).hand_size(), 4);
  EXPECT_EQ(s.player(0).seals[2], 2);  // b2 and the building's seal, paid after the refill
  EXPECT_EQ(s.player(1).seals[2], 1);
  ASSERT_EQ(s.phase(), Phase::kCastle);
  EXPECT_EQ(s.castle(), castle_before);
  play(s, "castle B K3");
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

TEST(Spec5LayOut, TheHandIsRefilledFromTheDisplayOrTheDeck) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "MI-O", "MI-B", "TA-B"});
  const CardType face_up = s.display()[1], deck_top = s.deck()[0], second = s.deck()[1];
  play(s, "lay HO-R e5 r0");
  ASSERT_EQ(s.phase(), Phase::kRefill);
  EXPECT_NE(rejection(s, "no-banner").find("refill"), std::string::npos);
  play(s, "take 2");
  EXPECT_EQ(s.player(0).hand_size(), 4);
  EXPECT_NE(std::find(s.player(0).hand.begin(), s.player(0).hand.end(), face_up), s.player(0).hand.end());
  EXPECT_EQ(s.display()[1], deck_top);  // the gap is filled from the deck at once
  EXPECT_EQ(s.deck()[0], second);
  EXPECT_EQ(s.phase(), Phase::kBanner);
  play(s, "no-banner");
  // The other player draws blind.
  set_hand(s, 1, {"HO-B", "SM-R", "SM-O", "SM-B"});
  const CardType top = s.deck()[0];
  const auto display = s.display();
  play(s, "lay HO-B j8 r0");  // j8 k8 under the lot's corner j7
  play(s, "take deck");
  EXPECT_NE(std::find(s.player(1).hand.begin(), s.player(1).hand.end(), top), s.player(1).hand.end());
  EXPECT_EQ(s.display(), display);
}

TEST(Spec5LayOut, EachCoveredTentGivesOneNeutralWorker) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "MI-R", "MI-O", "MI-B"});
  play(s, {"lay HO-R e7 r0", "take 1", "no-banner"});  // e7 is a tent
  EXPECT_EQ(s.player(0).neutral_reserve, 1);
  EXPECT_EQ(s.neutral_pool(), 23);
  set_hand(s, 1, {"SM-O"});
  put_worker(s, 1, "m3");
  play(s, "lay SM-O o1 r2");  // o1 m2 n2 o2: two tents
  EXPECT_EQ(s.player(1).neutral_reserve, 2);
  EXPECT_EQ(s.neutral_pool(), 21);
}

TEST(Spec5LayOut, OnlyCanonicalRotationsAreAccepted) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "MO-O"});
  EXPECT_NE(rejection(s, "lay HO-R e5 r2").find("write r0"), std::string::npos);
  EXPECT_NE(rejection(s, "lay MO-O e5 r3").find("write r0"), std::string::npos);
}

}  // namespace
}  // namespace test
