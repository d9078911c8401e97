// The hint's "by the end" range for Arkadia (ai/margin_range.hpp): how far the real final margin
// of a seat that follows the hints fell from the coach's estimate (the evaluation's), by how far
// the castle was when the hint was given (Outlook::progress, evaluation.hpp).
#pragma once

#include <array>

#include "ai/margin_range.hpp"

namespace arkadia_ai {

// Fitted on the 10,365 hints of `bg-cli hint-check --game arkadia --games 160 --seed 1 --stages 5`
// (2026-12-07): the 10th and 90th percentiles of real - estimated final margin in each fifth of
// the castle's progress. The evaluation is a little hopeful (median -1 to -5 gold). Checked on
// seeds never used to fit it (ai/README.md, "The coach's one voice").
inline constexpr std::array<ai::MarginSpread, 5> kHintSpreads{{
    {0.2, -22.1, 14.5}, {0.4, -21.8, 12.1}, {0.6, -19.5, 18.1}, {0.8, -14.8, 13.8}, {1.0, -11.1, 6.8}}};

}  // namespace arkadia_ai
