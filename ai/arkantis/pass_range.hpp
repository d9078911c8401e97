// The pass warning's range: what the others will probably still take after a pass, as a range
// that holds the real outcome about 80% of the time. The play-outs behind the warning (the review
// of a pass, play_out.hpp) are played by the greedy player, and the others at the table play
// better: the range scales their mean by factors measured with `bg-cli pass-check` (Hard in every
// seat, late passes; docs in ai/README.md, "The coach's one voice").
#pragma once

#include <algorithm>

namespace arkantis_ai {

struct PassRange {
  double low = 0, high = 0;  // points still to take
};

// Fitted on the 100 late passes of `bg-cli pass-check --game arkantis --games 100 --seed 1`
// (2026-12-07): the others took 1.35 to 3.63 times the play-outs' mean (10th and 90th
// percentiles; median 1.96), the excess growing less than in proportion, so the range is
// 1.3 times the mean to twice it plus up to 100 points (80 of the 100 inside, 6 below, 14 above).
// Checked on passes of deals never used to fit it (ai/README.md, "The coach's one voice").
inline constexpr double kPassRangeLow = 1.3, kPassRangeHigh = 2.0, kPassRangeHighExtra = 100.0;

inline PassRange pass_range(double warned) {
  const double more = std::max(0.0, warned);
  // Nothing left to take is nothing: the extra grows with the mean up to its full size at 20.
  return {more * kPassRangeLow, more * kPassRangeHigh + std::min(kPassRangeHighExtra, 5.0 * more)};
}

}  // namespace arkantis_ai
