// The greedy player: the turn whose end position the evaluation likes best (every removal, the
// paying double removals and moves), the rest of the turn played by follow_up. It reads only its
// seat's view. The baseline the search must beat.
#pragma once

#include "ai/arkantis/moves.hpp"
#include "arkantis/game.hpp"
#include "bg/game.hpp"

namespace arkantis_ai {

inline constexpr MoveLimits kGreedyLimits{24, 16, 1000};

// The greedy choice of the seat to move in `seen` (a full state or a seat view's state).
arkantis::Action greedy_action(const arkantis::State& seen, const MoveLimits& limits = kGreedyLimits);

class GreedyAgent : public bg::Agent<arkantis::ArkantisGame> {
 public:
  std::optional<arkantis::Action> choose(const arkantis::SeatView& view) override {
    return greedy_action(view.state());
  }
};

}  // namespace arkantis_ai
