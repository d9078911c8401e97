#include "ai/softmax_pick.hpp"
#include "ai/arkantis/arkantis_levels.hpp"

#include <cmath>
#include <vector>

#include "ai/arkantis/moves.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {

// Easy: a turn among the greedy ranking's best few, the better ones more likely (softmax with a
// temperature in points), so it plays sensibly but leaves spots a person can take.
Action easy_action(const SeatView& view, std::uint64_t seed) {
  const State& seen = view.state();
  if (seen.phase() == Phase::kAfter) return follow_up_action(seen);
  std::vector<Candidate> moves;
  generate_moves(seen, {6, 4, 1000}, moves);
  constexpr double kTemperature = 1.5;
  constexpr std::size_t kConsidered = 8;
  if (moves.size() > kConsidered) moves.resize(kConsidered);
  std::vector<double> scores;
  for (const Candidate& m : moves) scores.push_back(m.score);
  return moves[ai::softmax_pick(scores, kTemperature, seed)].move.first();
}

}  // namespace

SearchSettings level_settings(ai::Level level) {
  SearchSettings s;
  if (level == ai::Level::kExpert) {
    s.iterations = 9000;  // six times Hard's
  } else if (level == ai::Level::kHard) {
    s.iterations = 1500;
  } else {
    s.iterations = 150;
    s.inner = {4, 2, 8};
  }
  return s;
}

Action choose_action(const SeatView& view, ai::Level level, std::uint64_t seed, ai::Clock clock) {
  if (level == ai::Level::kEasy) return easy_action(view, seed);
  return search_action(view, level_settings(level), seed, nullptr, ai::deadline(clock, ai::time_cap_ms(level)));
}

}  // namespace arkantis_ai
