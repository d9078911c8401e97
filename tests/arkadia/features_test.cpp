// The fitted evaluation's terms (ai/arkadia/features.hpp) and the evaluation made of them: each
// term counts what it says for the seat it says, and none reads a card, so the fitted evaluation
// too is the same for every deal of a view.
#include <cmath>
#include <limits>

#include "ai/arkadia/evaluation.hpp"
#include "ai/arkadia/features.hpp"
#include "ai/arkadia/greedy.hpp"
#include "arkadia/game.hpp"
#include "arkadia/view.hpp"
#include "helpers.hpp"

namespace test {
namespace {

TEST(Features, NameEveryTermOnce) {
  std::set<std::string_view> names;
  for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) {
    EXPECT_NE(arkadia_ai::feature_name(f), "?");
    names.insert(arkadia_ai::feature_name(f));
  }
  EXPECT_EQ(names.size(), static_cast<std::size_t>(arkadia_ai::kSeatFeatureCount));
  EXPECT_EQ(arkadia_ai::feature_name(arkadia_ai::kSeatFeatureCount), "?");
}

TEST(Features, CountGoldWorkersAndBannersPerSeat) {
  State s = new_game();
  const int own_before = s.player(1).own_reserve, neutral_before = s.player(1).neutral_reserve;
  give_workers(s, 1, 3, 2);
  const arkadia_ai::FeatureTable t = arkadia_ai::seat_features(s);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(t[p][arkadia_ai::kGold], s.gold(p));
    EXPECT_EQ(t[p][arkadia_ai::kOwnReserve], s.player(p).own_reserve);
    EXPECT_EQ(t[p][arkadia_ai::kNeutralReserve], s.player(p).neutral_reserve);
    EXPECT_EQ(t[p][arkadia_ai::kBanners], s.player(p).banners);
    EXPECT_EQ(t[p][arkadia_ai::kToMove], p == s.current_player() ? 1.0 : 0.0);
    EXPECT_EQ(t[p][arkadia_ai::kOwnReserveLeft], t[p][arkadia_ai::kOwnReserve]);  // nothing built: the whole game is left
  }
  EXPECT_EQ(t[1][arkadia_ai::kOwnReserve], own_before + 3);
  EXPECT_EQ(t[1][arkadia_ai::kNeutralReserve], neutral_before + 2);
}

TEST(Features, WorkersAtABuildingCountByItsVacantNeighbours) {
  State s = new_game({"HO-R"});
  put_building(s, "HO-R", "a1 b1");  // neighbours a2 b2 c1
  put_worker(s, 1, "a2");
  const double seal = arkadia_ai::outlook(s).final_value[family_of(card("HO-R"))];
  arkadia_ai::FeatureTable t = arkadia_ai::seat_features(s);
  EXPECT_DOUBLE_EQ(t[1][arkadia_ai::kWorkerSealsTwoOpen], seal);
  EXPECT_EQ(t[1][arkadia_ai::kWorkerSealsOneOpen], 0);
  EXPECT_EQ(t[0][arkadia_ai::kWorkerSealsTwoOpen], 0);
  put_worker(s, 0, "b2");
  t = arkadia_ai::seat_features(s);
  EXPECT_DOUBLE_EQ(t[0][arkadia_ai::kWorkerSealsOneOpen], seal);
  EXPECT_DOUBLE_EQ(t[1][arkadia_ai::kWorkerSealsOneOpen], seal);
  EXPECT_EQ(t[1][arkadia_ai::kWorkerSealsTwoOpen], 0);
}

TEST(Features, TheSeatToMoveSeesWhatItCanCloseAndThenThePiecesItPlaces) {
  State s = three_houses_around_c2();
  const int mover = s.current_player();
  arkadia_ai::FeatureTable t = arkadia_ai::seat_features(s);
  EXPECT_GT(t[mover][arkadia_ai::kCloseNow], arkadia_ai::kHandWrittenCastlePiece);  // a seal and a castle piece
  EXPECT_EQ(t[1 - mover][arkadia_ai::kCloseNow], 0);
  play(s, {"workers a2", "worker c2", "done"});
  t = arkadia_ai::seat_features(s);
  EXPECT_EQ(t[mover][arkadia_ai::kCastlePiecesDue], 3);
  EXPECT_EQ(t[1 - mover][arkadia_ai::kCastlePiecesDue], 0);
}

TEST(Features, AFittedWorthReadsNoCardAndEndsAsGold) {
  int positions = 0;
  for (int players : {2, 4}) {
    bg::Rng rng(static_cast<std::uint64_t>(players));
    State s = ArkadiaGame::new_game(ArkadiaGame::default_options(players), 7).value();
    while (!s.is_terminal()) {
      if (s.phase() == Phase::kMust && positions++ % 4 == 0) {
        const int seat = s.current_player();
        const State other = SeatView::of(s, seat).sample(rng);
        ASSERT_NE(other.hash(), s.hash());
        EXPECT_EQ(arkadia_ai::worths(s, arkadia_ai::Evaluation::fitted()), arkadia_ai::worths(other, arkadia_ai::Evaluation::fitted()));
      }
      s.apply_unchecked(arkadia_ai::greedy_action(s, arkadia_ai::kGreedyLimits, arkadia_ai::Evaluation::fitted()));
    }
    const arkadia_ai::Worths end = arkadia_ai::worths(s, arkadia_ai::Evaluation::fitted());
    for (int p = 0; p < players; ++p) EXPECT_EQ(end[p], s.gold(p));
  }
  EXPECT_GT(positions, 10);
}

// The evaluation leaves the rows past the seats unwritten (no fill for each position).
TEST(Features, WritingThemSetsEveryFeatureOfEachSeatAndNoOtherRow) {
  for (int players : {2, 3}) {
    State s = ArkadiaGame::new_game(ArkadiaGame::default_options(players), 11).value();
    while (!s.is_terminal()) {
      arkadia_ai::FeatureTable t;
      for (auto& row : t) row.fill(std::numeric_limits<double>::quiet_NaN());
      arkadia_ai::write_seat_features(s, t);
      const arkadia_ai::FeatureTable zeroed = arkadia_ai::seat_features(s);
      for (int p = 0; p < arkadia::kMaxPlayers; ++p)
        for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) {
          if (p < players) EXPECT_EQ(t[p][f], zeroed[p][f]) << "seat " << p << " feature " << arkadia_ai::feature_name(f);
          else EXPECT_TRUE(std::isnan(t[p][f])) << "row " << p << " was written";
        }
      s.apply_unchecked(arkadia_ai::greedy_action(s, arkadia_ai::kGreedyLimits, arkadia_ai::Evaluation::fitted()));
    }
  }
}

}  // namespace
}  // namespace test
