#include "ai/arkantis/greedy.hpp"

#include <vector>

namespace arkantis_ai {

using namespace arkantis;

Action greedy_action(const State& seen, const MoveLimits& limits) {
  if (seen.phase() == Phase::kAfter) return follow_up_action(seen);
  std::vector<Candidate> moves;
  generate_moves(seen, limits, moves);
  return moves.front().move.first();
}

}  // namespace arkantis_ai
