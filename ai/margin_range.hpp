// The hint's "by the end" range: the mover's final margin (its final score minus the best other
// seat's) when it follows the advice, as a range that holds the real outcome about 8 times in 10.
// The coach's figure is an estimate (ArkantiS: greedy play-outs; Arkadia: the evaluation) and the
// game that follows is played by people and by Hard, so the range is the estimate plus how far
// real outcomes fell from it at that stage of the game: the 10th and 90th percentiles of
// (real - estimated), measured by `bg-cli hint-check` (a seat that follows every hint against
// Hard, games on seeds of their own) and checked there on seeds never used to fit them.
#pragma once

#include <array>
#include <cstddef>

#include "ai/review_request.hpp"

namespace ai {

// How far real final margins fell from the estimate, for estimates made up to `progress` (0 at
// the start of a game, 1 at its end; each game says what it counts).
struct MarginSpread {
  double until_progress = 1;
  double below = 0, above = 0;  // 10th and 90th percentile of real - estimated
};

// The range for an estimate made at `progress`: the first spread that reaches it (the last one
// for anything beyond).
template <std::size_t N>
ScoreRange margin_range(double estimated, double progress, const std::array<MarginSpread, N>& spreads) {
  static_assert(N > 0);
  const MarginSpread* band = &spreads.back();
  for (const MarginSpread& s : spreads)
    if (progress <= s.until_progress) {
      band = &s;
      break;
    }
  return {estimated + band->below, estimated + band->above};
}

}  // namespace ai
