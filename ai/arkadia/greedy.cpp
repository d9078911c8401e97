#include "ai/arkadia/greedy.hpp"

namespace arkadia_ai {

arkadia::Action greedy_action(const arkadia::State& seen, const MoveLimits& limits, Evaluation evaluation) {
  const std::vector<arkadia::Action> legal = seen.legal_actions();
  if (legal.size() == 1) return legal.front();
  MoveGenerator generator(limits, evaluation);
  std::vector<ScoredMove> moves;
  generator.generate(seen, moves);
  return moves.empty() ? legal.front() : moves.front().move.first();
}

}  // namespace arkadia_ai
