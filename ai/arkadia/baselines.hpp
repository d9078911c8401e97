// Frozen players: a level as it was on a given date, kept so that progress is measured against
// an opponent that does not move (the ladder: `bg-cli match --ladder hard,hard-2026-11`).
// A baseline names every setting it uses, so a later change to a level leaves it alone; a
// change to the evaluation or the move generator must be a setting the baselines leave off
// (tests/arkadia/baselines_test.cpp pins their decisions).
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "ai/arkadia/arkadia_search.hpp"

namespace arkadia_ai {

inline constexpr std::array<std::string_view, 2> kBaselines = {"hard-2026-11", "expert-2026-11"};

// The settings of a frozen player by name; nullopt for an unknown name.
std::optional<SearchSettings> baseline_settings(std::string_view name);

}  // namespace arkadia_ai
