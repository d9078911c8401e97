// The search's play-out near the end (ai/arkadia/arkadia_search.hpp leaf_worths, moves.hpp play_out): a
// leaf close to the end is worth the gold the best-ranked moves end the game with, since the
// evaluation's guesses (a seal's final value, a reserve worker's worth) are least right there.
#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/arkadia_search.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "helpers.hpp"

namespace test {
namespace {

// Greedy players from a seeded deal; stops before the first action of a state for which
// `stop` holds (the returned state), or at the end.
template <class Pred>
State greedy_game_until(std::uint64_t seed, Pred stop) {
  GameOptions o;
  State s = new_game(o);
  bg::Rng rng(seed);
  // A few random actions first so each seed is another game.
  for (int i = 0; i < 6 && !s.is_terminal(); ++i) {
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  while (!s.is_terminal() && !stop(s)) s.apply_unchecked(arkadia_ai::greedy_action(s));
  return s;
}

TEST(PlayOut, PiecesBeforeTheEndCountDownToZeroWhenTheEndBegins) {
  for (std::uint64_t seed : {1, 2, 3}) {
    int last = arkadia_ai::pieces_before_end(new_game());
    EXPECT_EQ(last, 2 * kCastleSquares);
    const State end = greedy_game_until(seed, [&](const State& s) {
      const int left = arkadia_ai::pieces_before_end(s);
      EXPECT_LE(left, last);
      EXPECT_EQ(left == 0, s.end_triggered());
      last = left;
      return false;
    });
    ASSERT_TRUE(end.is_terminal());
    EXPECT_EQ(last, 0) << "seed " << seed << ": the castle ended the game";
  }
}

TEST(PlayOut, EndsTheGameFromTheFinalRoundWithBestRankedMoves) {
  const arkadia_ai::SearchSettings hard = arkadia_ai::level_settings(ai::Level::kHard);
  for (std::uint64_t seed : {1, 2, 3}) {
    const State s = greedy_game_until(seed, [](const State& x) { return x.end_triggered(); });
    ASSERT_FALSE(s.is_terminal());
    arkadia_ai::MoveGenerator generator(hard.limits, hard.evaluation);
    const State out = arkadia_ai::play_out(s, generator);
    EXPECT_TRUE(out.is_terminal());
    // Gold only grows; the last sale turned every seal into gold.
    for (int p = 0; p < s.num_players(); ++p) {
      EXPECT_GE(out.gold(p), s.gold(p));
      EXPECT_EQ(out.player(p).total_seals(), 0);
    }
    // Each move is the generator's first choice: playing them one at a time gives the same end.
    State step = s;
    std::vector<arkadia_ai::ScoredMove> moves;
    while (!step.is_terminal()) {
      generator.generate(step, moves);
      if (moves.empty()) step.apply_unchecked(step.legal_actions().front());
      else arkadia_ai::apply_move(step, moves.front().move);
    }
    EXPECT_EQ(step, out);
    // A bounded play-out stops where it is.
    const State one = arkadia_ai::play_out(s, generator, 1);
    EXPECT_NE(one, s);
    EXPECT_EQ(arkadia_ai::play_out(one, generator, 0), one);
  }
}

TEST(PlayOut, ALeafIsTheEvaluationUntilFewerPiecesThanAskedAreLeft) {
  const arkadia_ai::SearchSettings hard = arkadia_ai::level_settings(ai::Level::kHard);
  arkadia_ai::MoveGenerator generator(hard.limits, hard.evaluation);
  const State s = greedy_game_until(5, [](const State& x) { return arkadia_ai::pieces_before_end(x) == 3; });
  ASSERT_FALSE(s.is_terminal());
  const arkadia_ai::Worths evaluated = arkadia_ai::worths(s, hard.evaluation);
  EXPECT_EQ(arkadia_ai::leaf_worths(s, hard.evaluation, 0, generator), evaluated);  // never
  EXPECT_EQ(arkadia_ai::leaf_worths(s, hard.evaluation, 3, generator), evaluated);  // 3 left is not fewer than 3
  const State out = arkadia_ai::play_out(s, generator);
  ASSERT_TRUE(out.is_terminal());
  const arkadia_ai::Worths played = arkadia_ai::leaf_worths(s, hard.evaluation, 4, generator);
  EXPECT_NE(played, evaluated);
  for (int p = 0; p < s.num_players(); ++p) EXPECT_EQ(played[static_cast<std::size_t>(p)], out.gold(p));
  // At the end itself the leaf is the gold, whatever the setting.
  EXPECT_EQ(arkadia_ai::leaf_worths(out, hard.evaluation, 0, generator), arkadia_ai::leaf_worths(out, hard.evaluation, 21, generator));
}

// Near the end most leaves are played out, each as dear as dozens of evaluations: a search with
// end_iterations spends that many once its root is within play_out_from (or end_from) pieces of
// the end.
TEST(PlayOut, TheSearchSpendsItsEndIterationsOnceTheRootNearsTheEnd) {
  arkadia_ai::SearchSettings settings = arkadia_ai::level_settings(ai::Level::kHard);
  settings.iterations = 300;
  settings.end_iterations = 120;
  settings.play_out_from = 1;
  auto iterations_at = [&](int pieces_left) {
    const State s = greedy_game_until(7, [&](const State& x) {
      return arkadia_ai::pieces_before_end(x) == pieces_left && x.legal_actions().size() > 1;
    });
    EXPECT_EQ(arkadia_ai::pieces_before_end(s), pieces_left);
    ai::SearchStats stats;
    arkadia_ai::search_action(SeatView::of(s, s.current_player()), settings, 3, &stats);
    return stats.iterations;
  };
  EXPECT_EQ(iterations_at(2), 300);  // more than play_out_from pieces left
  EXPECT_EQ(iterations_at(1), 120);
  EXPECT_EQ(iterations_at(0), 120);  // the end has begun
  // end_from: sooner, while the tree's leaves already reach past the end's start.
  settings.end_from = 3;
  EXPECT_EQ(iterations_at(4), 300);
  EXPECT_EQ(iterations_at(3), 120);
  EXPECT_EQ(iterations_at(2), 120);
  settings.end_from = 0;
  settings.end_iterations = 0;       // 0: the same budget throughout
  EXPECT_EQ(iterations_at(0), 300);
}

}  // namespace
}  // namespace test
