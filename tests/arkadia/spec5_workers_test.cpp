// Spec §5 B: placing workers.
#include "helpers.hpp"

namespace test {
namespace {

// A red trade centre left of the lot: e4 d5 e5 e6 (a T pointing left). Its neighbours are
// e3 d4 f4 c5 f5 d6 f6 e7.
State with_trade_centre() {
  State s = new_game({"TR-R"});
  put_building(s, "TR-R", "e4 d5 e5 e6");
  return s;
}

TEST(Spec5Workers, WorkersGoOnVacantSquaresNextToTheChosenBuilding) {
  State s = with_trade_centre();
  give_workers(s, 0, 0, 2);
  play(s, {"workers e4", "worker d4", "neutral f4", "neutral f6", "done"});
  EXPECT_EQ(s.worker_at(sq("d4")), 0);
  EXPECT_EQ(s.worker_at(sq("f4")), kNeutralWorker);
  EXPECT_EQ(s.worker_at(sq("f6")), kNeutralWorker);
  EXPECT_EQ(s.player(0).own_reserve, 2);
  EXPECT_EQ(s.player(0).neutral_reserve, 0);
  EXPECT_EQ(s.phase(), Phase::kBanner);
}

TEST(Spec5Workers, AllWorkersOfATurnTouchTheChosenBuilding) {
  State s = with_trade_centre();
  play(s, {"workers e4", "worker d4"});
  EXPECT_NE(rejection(s, "worker h8").find("must touch the building at e4"), std::string::npos);
}

TEST(Spec5Workers, OnlyVacantSquaresTakeWorkers) {
  State s = with_trade_centre();
  put_worker(s, 1, "f4");
  play(s, "workers e4");
  EXPECT_NE(rejection(s, "worker f4").find("not vacant"), std::string::npos);
}

TEST(Spec5Workers, AtLeastOneWorkerBeforeFinishing) {
  State s = with_trade_centre();
  play(s, "workers e4");
  EXPECT_NE(rejection(s, "done").find("at least one"), std::string::npos);
}

TEST(Spec5Workers, ABuildingIsNamedByItsFirstSquare) {
  State s = with_trade_centre();
  EXPECT_NE(rejection(s, "workers e5").find("name it by that square"), std::string::npos);
  EXPECT_NE(rejection(s, "workers a1").find("no building"), std::string::npos);
}

TEST(Spec5Workers, AWorkerNeedsAReserveAndABuildingNeedsAVacantNeighbour) {
  State s = with_trade_centre();
  play(s, {"workers e4", "worker d4", "worker c5", "worker d6", "done", "no-banner"});
  // Seat 1 has 3 workers; seat 0 has none left.
  play(s, {"workers e4", "worker e3", "worker f4", "worker f6", "done", "no-banner"});
  EXPECT_NE(rejection(s, "workers e4").find("no workers"), std::string::npos);
  EXPECT_NE(rejection(s, "worker e7").find("lay out"), std::string::npos);
}

TEST(Spec5Workers, ThisTurnsWorkersArePlacedInReadingOrder) {
  State s = with_trade_centre();
  play(s, {"workers e4", "worker d6"});
  EXPECT_NE(rejection(s, "worker d4").find("reading order"), std::string::npos);
  play(s, "worker e7");
}

TEST(Spec5Workers, AWorkerOnATentEarnsNothing) {
  State s = new_game({"HO-R"});
  put_building(s, "HO-R", "e8 f8");  // e7 above it is a tent
  play(s, {"workers e8", "worker e7", "done"});
  EXPECT_EQ(s.player(0).neutral_reserve, 0);
  EXPECT_EQ(s.neutral_pool(), 24);
}

}  // namespace
}  // namespace test
