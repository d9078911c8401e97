// Search players named on the command line, for the ladder and for tuning:
//   normal, hard, expert        a level's search (ai/arkadia/arkadia_levels.hpp)
//   hard-2026-11, expert-2026-11  frozen baselines (ai/arkadia/baselines.hpp)
//   hard@500                    that search with 500 iterations per decision
//   hard:exploration=0.3:scale=8  that search with settings changed (iterations, exploration,
//                               widening, scale, prior, moves, shortlist, buildings, per-card;
//                               fitted=0 for the hand-written evaluation, 1 for the fitted one)
#pragma once

#include <optional>
#include <string_view>

#include "ai/arkadia/arkadia_search.hpp"

namespace arkadia_ai {

// The search settings a kind names; nullopt for anything else (easy and greedy do not search).
std::optional<SearchSettings> parse_search_kind(std::string_view kind);

}  // namespace arkadia_ai
