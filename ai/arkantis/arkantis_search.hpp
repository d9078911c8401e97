// ArkantiS's search: the generic SO-ISMCTS (ai/ismcts.hpp) with ArkantiS's policy. A move is a
// whole turn (moves.hpp: the action chosen, the rest played greedily), so every tree node is the
// start of a turn; a node keeps its ranked moves (the board and counters are the same in every
// deal of a node, only the hands differ). Leaves are valued by the evaluation (evaluation.hpp),
// not by random playouts.
//
// Bounded by iterations, not time, and seeded: the same view, settings and seed give the same
// action on every platform.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arkantis/moves.hpp"
#include "ai/ismcts.hpp"
#include "ai/time_cap.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

struct SearchSettings {
  int iterations = 1000;
  MoveLimits root{12, 8, 1000};  // the searching seat's own turn: every candidate evaluated
  MoveLimits inner{6, 4, 12};    // deeper nodes: fewer, the rest ranked by their gain
  double exploration = 0.5;
  double widening = 1.0;
  double reward_scale = 6.0;  // points of margin that make a clear win
  double prior_visits = 2.0;
};

// The action of view.seat(), which must be the seat to move. In phase 2 it is the greedy rest of
// the turn (follow_up_action): the search chose the turn's action, and with it the rest.
// `out_of_time`: a slow device's time cap (ai/time_cap.hpp), asked as the search goes.
arkantis::Action search_action(const arkantis::SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                               ai::SearchStats* stats = nullptr, const ai::OutOfTime& out_of_time = {});

}  // namespace arkantis_ai
