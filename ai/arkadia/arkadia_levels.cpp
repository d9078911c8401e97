#include "ai/softmax_pick.hpp"
#include "ai/arkadia/arkadia_levels.hpp"

#include <cmath>
#include <vector>

#include "ai/arkadia/moves.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

// Easy: a move among the greedy ranking's best few, the better ones more likely (softmax with
// a temperature in gold), so it plays sensibly but makes mistakes a person can exploit.
Action easy_action(const SeatView& view, std::uint64_t seed) {
  const State& seen = view.state();
  const std::vector<Action> legal = seen.legal_actions();
  if (legal.size() == 1) return legal.front();
  MoveGenerator generator({4, 16, 4});
  std::vector<ScoredMove> moves;
  generator.generate(seen, moves);
  if (moves.empty()) return legal.front();
  constexpr double kTemperature = 2.0;
  std::vector<double> scores;
  for (const ScoredMove& m : moves) scores.push_back(m.score);
  return moves[ai::softmax_pick(scores, kTemperature, seed)].move.first();
}

}  // namespace

SearchSettings level_settings(ai::Level level) {
  SearchSettings s;
  // The fitted evaluation (fitted_weights.hpp): with it Hard won 61.0% +- 6.6% of 200 games against
  // itself with the hand-written one (hard-2026-11), at the same speed.
  s.evaluation = Evaluation::fitted();
  // A sharper squash of the margin (5 gold a clear lead, not 10): the search then plays to win
  // rather than to win by more. Hard with it won 71.8% +- 6.2% of 200 games against hard-2026-11
  // (61.0% with 10).
  s.reward_scale = 5.0;
  // Once the end has begun, leaves are played out to the final gold by best-ranked moves: the
  // evaluation's weights are fitted for the middle of the game (a seal counts 0.89 of its value
  // there, a reserve worker 1.1 gold). Hard with it won 89.9% of 800 games against greedy, where
  // it won 88.1% of the same deals without; 32 games ended better for it and 16 worse.
  s.play_out_from = 1;
  if (level == ai::Level::kExpert) {
    // Seven times Hard's budget, then from 3 castle pieces before the end a smaller one (10,000),
    // where nearly every leaf is played out and each iteration costs several times more. Sized
    // for at most about 2 s a decision in the page's worker over whole games (2 and 3 players);
    // 60,000 before the end won more but took up to 6.5 s there. Against Hard it won
    // 66.1% +- 4.6% of 400 games, where expert-2026-11 (30,000, no play-outs) won 56.8% of 200.
    s.iterations = 36000;
    s.end_iterations = 10000;
    s.end_from = 3;
    s.limits = {12, 24, 8};
  } else if (level == ai::Level::kHard) {
    // With the hand-written evaluation, 10,000 iterations won 50.7% +- 6.8% of 200 games against
    // 5,000 (hard-2026-11) and 79.5% against greedy, as 5,000 did: the evaluation was the limit.
    s.iterations = 5000;
    s.limits = {12, 24, 8};
    // Less exploration (0.3, not 0.5) once leaves are played out: over 1000 games against greedy
    // (five seeds of 200) Hard won 91.5%, where it won 89.4% of the same deals at 0.5; 111 games
    // ended better for it and 84 worse. 0.046 s a decision instead of 0.037, slowest 0.29 s.
    s.exploration = 0.3;
  } else {
    s.iterations = 200;
    s.limits = {8, 16, 6};
  }
  return s;
}

Action choose_action(const SeatView& view, ai::Level level, std::uint64_t seed, ai::Clock clock) {
  if (level == ai::Level::kEasy) return easy_action(view, seed);
  return search_action(view, level_settings(level), seed, nullptr, ai::deadline(clock, ai::time_cap_ms(level)));
}

}  // namespace arkadia_ai
