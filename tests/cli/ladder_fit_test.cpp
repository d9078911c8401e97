// The ladder's ratings (cli/ladder_fit.hpp): a Bradley–Terry fit on the Elo scale.
#include <gtest/gtest.h>

#include <cmath>

#include "../../cli/ladder_fit.hpp"

namespace cli {
namespace {

using Table = std::vector<std::vector<double>>;

TEST(LadderFit, ThreeWinsInFourGamesIsAbout190EloAndTheIntervalShrinksWithGames) {
  // 75% against one opponent: p1/p0 = 3, i.e. 400 log10(3) = 190.8 Elo, pulled a little towards
  // 0 by the prior's drawn game.
  for (double games : {40.0, 400.0, 4000.0}) {
    const auto r = fit_ladder(Table{{0, 0.25 * games}, {0.75 * games, 0}}, Table{{0, games}, {games, 0}});
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].elo, 0.0);
    EXPECT_NEAR(r[1].elo, 190.8, games >= 400 ? 3.0 : 12.0) << games;
    EXPECT_DOUBLE_EQ(r[1].score, 0.75);
    EXPECT_GT(r[1].elo_ci95, 0.0);
  }
  const auto few = fit_ladder(Table{{0, 10}, {30, 0}}, Table{{0, 40}, {40, 0}});
  const auto many = fit_ladder(Table{{0, 100}, {300, 0}}, Table{{0, 400}, {400, 0}});
  EXPECT_NEAR(few[1].elo_ci95 / many[1].elo_ci95, std::sqrt(10.0), 0.3) << "the interval narrows as 1/sqrt(games)";
}

TEST(LadderFit, RatingsAreTransitiveAndEvenResultsGiveEqualRatings) {
  // A beats B 2:1 and B beats C 2:1, A and C never met: C is two steps below A.
  const Table wins{{0, 200, 0}, {100, 0, 200}, {0, 100, 0}};
  const Table games{{0, 300, 0}, {300, 0, 300}, {0, 300, 0}};
  const auto r = fit_ladder(wins, games);
  const double step = 400 * std::log10(2.0);
  EXPECT_NEAR(r[1].elo, -step, 8.0);
  EXPECT_NEAR(r[2].elo, -2 * step, 16.0);
  EXPECT_GT(r[2].elo_ci95, r[1].elo_ci95) << "known only through B";
  const auto even = fit_ladder(Table{{0, 50, 50}, {50, 0, 50}, {50, 50, 0}}, Table{{0, 100, 100}, {100, 0, 100}, {100, 100, 0}});
  for (const auto& x : even) EXPECT_NEAR(x.elo, 0.0, 1e-6);
}

TEST(LadderFit, APerfectRecordStaysFinite) {
  const auto r = fit_ladder(Table{{0, 0}, {100, 0}}, Table{{0, 100}, {100, 0}});
  EXPECT_TRUE(std::isfinite(r[1].elo));
  EXPECT_GT(r[1].elo, 400.0);
}

}  // namespace
}  // namespace cli
