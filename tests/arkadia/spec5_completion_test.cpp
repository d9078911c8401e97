// Spec §5 consequences: enclosure, completion and payout.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec5Completion, ABuildingEnclosedTheMomentItIsLaidPaysOut) {
  State s = new_game();
  // a1 b1 will have the board edge above and left, workers on a2 b2 c1.
  put_worker(s, 0, "a2");
  put_worker(s, 1, "b2");
  put_worker(s, kNeutralWorker, "c1");
  set_hand(s, 0, {"HO-O", "MI-R", "MI-O", "MI-B"});
  play(s, "lay HO-O a1 r0");
  // The refill is part of action A: completion waits for it (rules §5).
  EXPECT_EQ(s.phase(), Phase::kRefill);
  EXPECT_FALSE(s.building(0).enclosed);
  EXPECT_EQ(s.player(0).seals[1], 0);
  play(s, "take 1");
  EXPECT_TRUE(s.building(0).enclosed);
  EXPECT_FALSE(s.building(0).has_seal);
  EXPECT_EQ(s.player(0).seals[1], 2);  // a2 + the building's seal
  EXPECT_EQ(s.player(1).seals[1], 1);  // b2
  EXPECT_EQ(s.pending_castle_pieces(), 1);
  EXPECT_EQ(s.phase(), Phase::kCastle);
}

TEST(Spec5Completion, OffBoardSidesAndTheLotCountAsOccupied) {
  State s = new_game({"HO-R"});
  put_building(s, "HO-R", "f5 f6");  // neighbours: f4 e5 e6 f7 and the lot's g5 g6
  put_worker(s, 1, "f4 e5 e6");
  EXPECT_FALSE(s.building(0).enclosed);
  play(s, {"workers f5", "worker f7", "done"});
  EXPECT_TRUE(s.building(0).enclosed);
  EXPECT_EQ(s.player(0).seals[0], 2);  // f7 + the seal
  EXPECT_EQ(s.player(1).seals[0], 3);
}

TEST(Spec5Completion, NeutralWorkersEarnNothing) {
  State s = new_game({"HO-B"});
  put_building(s, "HO-B", "a1 b1");
  put_worker(s, kNeutralWorker, "a2 b2");
  give_workers(s, 0, 0, 1);
  play(s, {"workers a1", "neutral c1", "done"});
  EXPECT_TRUE(s.building(0).enclosed);
  EXPECT_EQ(s.player(0).seals[2], 1);  // only the building's own seal
  EXPECT_EQ(s.player(1).seals[2], 0);
}

TEST(Spec5Completion, TheActivePlayerGetsTheBuildingsSealWithoutAnAdjacentWorker) {
  State s = new_game({"HO-B"});
  put_building(s, "HO-B", "a1 b1");
  put_worker(s, 1, "a2 b2");
  play(s, {"lay HO-O c1 r1", "take deck"});  // c1 c2 closes b1's right side
  EXPECT_TRUE(s.building(0).enclosed);
  EXPECT_EQ(s.player(0).seals[2], 1);
  EXPECT_EQ(s.player(1).seals[2], 2);
}

TEST(Spec5Completion, ACompletedBuildingNeverPaysAgain) {
  State s = new_game({"HO-B", "HO-S"});
  put_building(s, "HO-B", "a1 b1");
  put_worker(s, 1, "a2 b2");
  set_hand(s, 0, {"HO-S", "MI-R", "MI-O", "MI-B"});
  play(s, {"lay HO-S c1 r1", "take deck", "castle B K3", "no-banner"});
  // Seat 1 encloses the house on c1 c2: b2 is its worker next to both houses.
  play(s, {"workers c1", "worker d1", "worker d2", "worker c3", "done"});
  EXPECT_TRUE(s.building(1).enclosed);
  EXPECT_EQ(s.player(1).seals[2], 2);  // unchanged: the black house paid once
  EXPECT_EQ(s.player(1).seals[3], 5);  // b2 d1 d2 c3 + the seal
}

TEST(Spec5Completion, EveryCompletedBuildingCostsOneCastlePiece) {
  State s = new_game({"HO-R", "HO-O"});
  put_building(s, "HO-R", "a1 b1");
  put_building(s, "HO-O", "a3 b3");
  put_worker(s, 1, "c1 c3 a4 b4");
  play(s, {"workers a1", "worker a2", "worker b2", "done"});
  EXPECT_EQ(s.pending_castle_pieces(), 2);
  EXPECT_EQ(s.player(0).seals[0], 3);
  EXPECT_EQ(s.player(0).seals[1], 3);
  play(s, "castle R K1");
  EXPECT_EQ(s.phase(), Phase::kCastle);
  EXPECT_NE(rejection(s, "castle O K1").find("cannot take"), std::string::npos);
  play(s, "castle O K2");
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

}  // namespace
}  // namespace test
