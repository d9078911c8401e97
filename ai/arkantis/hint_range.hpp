// The hint's "by the end" range for ArkantiS (ai/margin_range.hpp): how far the real final margin
// of a seat that follows the hints fell from the coach's estimate (its greedy play-outs), by how
// far the game was when the hint was given.
#pragma once

#include <array>

#include "ai/margin_range.hpp"
#include "arkantis/bitboard.hpp"
#include "arkantis/rules_data.hpp"
#include "arkantis/state.hpp"

namespace arkantis_ai {

// The share of the board's tokens removed: 0 at the start, 1 when none is left.
inline double game_progress(const arkantis::State& s) {
  return 1.0 - static_cast<double>(arkantis::count(s.covered())) / arkantis::data::kTokens;
}

// Fitted on the 4,631 hints of `bg-cli hint-check --game arkantis --games 160 --seed 1 --stages 5`
// (2026-12-07): the 10th and 90th percentiles of real - estimated final margin in each fifth of
// the game. From 80% of the tokens removed on, the play-outs' figure was the final margin in
// every game. Checked on seeds never used to fit it (ai/README.md, "The coach's one voice").
inline constexpr std::array<ai::MarginSpread, 5> kHintSpreads{{
    {0.2, -19.1, 16.8}, {0.4, -17.2, 11.8}, {0.6, -10.9, 5.7}, {0.8, -3.8, 2.8}, {1.0, 0.0, 0.0}}};

}  // namespace arkantis_ai
