// The greedy player: takes the move whose resulting position the evaluation likes best, with
// the short look-ahead inside its own turn that Move gives (a whole worker placement, a banner
// with its sales). It reads only its seat's view. The baseline the search must beat.
#pragma once

#include "ai/arkadia/moves.hpp"
#include "arkadia/game.hpp"
#include "bg/game.hpp"

namespace arkadia_ai {

// Every lay-out and every building is considered.
inline constexpr MoveLimits kGreedyLimits{1, 0, 0};

// The greedy choice of the seat to move in `seen` (a full state or a seat view's state: only
// the mover's own hand is read).
arkadia::Action greedy_action(const arkadia::State& seen, const MoveLimits& limits = kGreedyLimits,
                              Evaluation evaluation = Evaluation::hand_written());

class GreedyAgent : public bg::Agent<arkadia::ArkadiaGame> {
 public:
  explicit GreedyAgent(Evaluation evaluation = Evaluation::hand_written()) : evaluation_(evaluation) {}
  std::optional<arkadia::Action> choose(const arkadia::SeatView& view) override {
    return greedy_action(view.state(), kGreedyLimits, evaluation_);
  }

 private:
  Evaluation evaluation_;
};

}  // namespace arkadia_ai
