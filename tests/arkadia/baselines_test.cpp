// The frozen players (ai/arkadia/baselines.hpp) and the named searches of the CLI
// (ai/arkadia/named_search.hpp). A baseline is worth something only if it never moves: its
// decisions on a fixed set of positions are pinned here. If this fails, a change reached the
// baseline: make the change a setting the baseline leaves off instead of updating the pin.
#include <gtest/gtest.h>

#include "ai/arkadia/baselines.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/named_search.hpp"
#include "arkadia/notation.hpp"
#include "bg/hasher.hpp"
#include "greedy_games.hpp"

namespace {

using namespace arkadia;

// Every `stride`-th MUST step of a greedy game, seen by the seat to move.
std::vector<SeatView> must_steps(int players, std::uint64_t seed, int stride) {
  std::vector<SeatView> out;
  int step = 0;
  for (const State& s : test::greedy_game_states(players, seed))
    if (s.phase() == Phase::kMust && step++ % stride == 0) out.push_back(SeatView::of(s, s.current_player()));
  return out;
}

// A baseline's decisions on the MUST steps of greedy games dealt from `deal_seed` + players (2
// to 4 players), hashed. Fewer iterations than the baseline plays with (the whole budget would
// take a minute in the debug build), but every other setting, the evaluation and the moves are
// the baseline's.
struct PinnedDecisions {
  std::uint64_t hash = 0;
  int positions = 0;
  std::string first_few;  // for the failure message
};
PinnedDecisions decisions_of(std::string_view baseline, std::uint64_t deal_seed, std::uint64_t first_search_seed) {
  const auto settings = arkadia_ai::baseline_settings(baseline);
  if (!settings) return {};
  arkadia_ai::SearchSettings pinned = *settings;
  pinned.iterations = 1500;
  bg::Hasher decisions;
  PinnedDecisions out;
  for (int players = 2; players <= 4; ++players)
    for (const SeatView& view : must_steps(players, deal_seed + static_cast<std::uint64_t>(players), 5)) {
      const std::string action = to_text(arkadia_ai::search_action(view, pinned, first_search_seed + static_cast<std::uint64_t>(out.positions++)));
      for (char c : action) decisions.add(static_cast<unsigned char>(c));
      if (out.positions <= 3) out.first_few += action + "; ";
    }
  out.hash = decisions.value();
  return out;
}

TEST(Baselines, HardOfNovember2026NeverMoves) {
  const PinnedDecisions d = decisions_of("hard-2026-11", 77, 500);
  EXPECT_GT(d.positions, 20);
  EXPECT_EQ(d.hash, 0x44818a054692d058ull) << d.positions << " positions; first decisions: " << d.first_few;
}

TEST(Baselines, ExpertOfNovember2026NeverMoves) {
  const PinnedDecisions d = decisions_of("expert-2026-11", 91, 700);
  EXPECT_GT(d.positions, 20);
  EXPECT_EQ(d.hash, 0xe9954f552a6d240full) << d.positions << " positions; first decisions: " << d.first_few;
}

TEST(Baselines, AreTheSettingsTheLevelsHadWhenFrozen) {
  const auto baseline = arkadia_ai::baseline_settings("hard-2026-11");
  ASSERT_TRUE(baseline.has_value());
  EXPECT_EQ(baseline->iterations, 5000);
  const auto expert = arkadia_ai::baseline_settings("expert-2026-11");
  ASSERT_TRUE(expert.has_value());
  EXPECT_EQ(expert->iterations, 30000);
  EXPECT_EQ(expert->play_out_from, 0);
  EXPECT_EQ(expert->evaluation, arkadia_ai::Evaluation::fitted());
  EXPECT_DOUBLE_EQ(expert->reward_scale, 5.0);
  EXPECT_FALSE(arkadia_ai::baseline_settings("hard-2027-01").has_value());
  for (auto name : arkadia_ai::kBaselines) EXPECT_TRUE(arkadia_ai::baseline_settings(name).has_value()) << name;
}

// Expert is the search its screen against Hard played (docs/ladder/expert-36k-seed-1.jsonl), named
// from the Expert of that day, which expert-2026-11 keeps.
TEST(Levels, ExpertIsTheSearchItsScreenPlayed) {
  const auto level = arkadia_ai::level_settings(ai::Level::kExpert);
  const auto screened =
      arkadia_ai::parse_search_kind("expert-2026-11:playout=1:end-iterations=10000:end-from=3:iterations=36000");
  ASSERT_TRUE(screened.has_value());
  EXPECT_TRUE(level == *screened);
}

TEST(NamedSearch, ReadsLevelsBaselinesBudgetsAndTuning) {
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard")->iterations, arkadia_ai::level_settings(ai::Level::kHard).iterations);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert")->iterations, arkadia_ai::level_settings(ai::Level::kExpert).iterations);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11")->iterations, 5000);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard@700")->iterations, 700);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11@50")->iterations, 50);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert-2026-11")->iterations, 30000);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert-2026-11:playout=1")->play_out_from, 1);
  const auto tuned = arkadia_ai::parse_search_kind("hard:exploration=0.3:scale=8:iterations=9000:moves=16");
  ASSERT_TRUE(tuned.has_value());
  EXPECT_DOUBLE_EQ(tuned->exploration, 0.3);
  EXPECT_DOUBLE_EQ(tuned->reward_scale, 8);
  EXPECT_EQ(tuned->iterations, 9000);
  EXPECT_EQ(tuned->limits.max_moves, 16);
  EXPECT_DOUBLE_EQ(tuned->widening, arkadia_ai::level_settings(ai::Level::kHard).widening);
  // The levels judge with the fitted evaluation, the baseline with the hand-written one; either
  // can be named for the other.
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard")->evaluation, arkadia_ai::Evaluation::fitted());
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11")->evaluation, arkadia_ai::Evaluation::hand_written());
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard:fitted=0")->evaluation, arkadia_ai::Evaluation::hand_written());
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11:fitted=1")->evaluation, arkadia_ai::Evaluation::fitted());
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11:replies=2")->leaf_replies, 2);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard:replies=0")->leaf_replies, 0);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard:trees=4")->trees, 4);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard")->trees, 1);
  EXPECT_TRUE(arkadia_ai::parse_search_kind("hard-2026-11:sales=1")->limits.sale_sets);
  EXPECT_FALSE(arkadia_ai::parse_search_kind("hard-2026-11")->limits.sale_sets);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard:playout=4")->play_out_from, 4);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard-2026-11")->play_out_from, 0);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert:end-iterations=9000")->end_iterations, 9000);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard")->end_iterations, 0);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert:end-from=3")->end_from, 3);
  EXPECT_EQ(arkadia_ai::parse_search_kind("hard")->end_from, 0);
  EXPECT_EQ(arkadia_ai::parse_search_kind("expert-2026-11")->end_from, 0);
  for (const char* bad : {"easy", "greedy", "hard@", "hard@0", "hard@x", "hard:", "hard:speed=2", "hard:iterations=0",
                          "hard:iterations=1.5", "hard:scale=0", "hard:exploration=-1", "hard:exploration", "master",
                          "hard:moves=3:", "hard@99999999", "hard:fitted=2", "hard:fitted=0.5",
                          "hard:replies=9", "hard:replies=0.5",
                          "hard:trees=0", "hard:trees=65", "hard:trees=1.5", "hard:sales=2", "hard:sales=0.5",
                          "hard:playout=22", "hard:playout=0.5", "hard:end-iterations=0", "hard:end-iterations=2.5",
                          "hard:end-from=22", "hard:end-from=0.5"})
    EXPECT_FALSE(arkadia_ai::parse_search_kind(bad).has_value()) << bad;
}

}  // namespace
