// Arkadia's three levels (names in ai/level_names.hpp), behind one call the page makes from its Web
// Worker.
//   Easy:   the greedy player's ranking, with a random pick among its few best moves.
//   Normal: information-set search with a small budget.
//   Hard:   information-set search with a large budget and wider candidate lists.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "ai/arkadia/arkadia_search.hpp"
#include "ai/level_names.hpp"
#include "ai/time_cap.hpp"
#include "arkadia/action.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

// The search settings of the Normal and Hard levels (Easy does not search).
SearchSettings level_settings(ai::Level level);

// The action of the seat to move in view.state() (view.seat() == view.state().current_player()),
// legal, from the view only. Same view, level and seed => same action.
// `clock`: where a slow device's time cap (ai::time_cap_ms) is to stop the search; nullptr: none.
arkadia::Action choose_action(const arkadia::SeatView& view, ai::Level level, std::uint64_t seed,
                                    ai::Clock clock = nullptr);

}  // namespace arkadia_ai
