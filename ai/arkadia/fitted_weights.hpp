// The fitted evaluation's weights, one per seat_features() term, in gold per unit of the term,
// as printed by
//   arkadia-cli fit-evaluation --games 3000 --seats greedy,easy,greedy,easy --threads 2
// (3000 games (601854 seat samples, every 3 actions), seats greedy,easy,greedy,easy, seed 1;
// held-out games 600: error of final gold relative to the seats' average (rms): fitted 8.584, hand-written 9.015).
// Refit and paste after changing a feature or the players; ai/README.md says how they did.
#pragma once

#include "ai/arkadia/features.hpp"

namespace ai {

inline constexpr SeatFeatures kFittedWeights = {
    1.0000,  // gold
    0.8339,  // seals_at_final
    0.0590,  // seals_today
    2.2312,  // own_reserve
    1.5321,  // own_reserve_left
    0.7859,  // neutral
    0.3064,  // neutral_left
    0.4708,  // supply
    4.2094,  // supply_left
    0.2354,  // banners
    2.1047,  // banners_left
    0.7019,  // worker_seals_1
    0.5778,  // worker_seals_2
    0.5140,  // worker_seals_3
    0.3505,  // worker_seals_4plus
    0.5399,  // worker_seals_left
    0.1396,  // close_now
    1.5000,  // castle_pieces_due
    1.0000,  // closed_by_lay_out
    1.0828,  // to_move
    -0.0117,  // best_family_left
};

}  // namespace ai
