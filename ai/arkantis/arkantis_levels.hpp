// ArkantiS's three levels (names in ai/level_names.hpp), behind one call the page makes from its Web
// Worker.
//   Easy:   the greedy player's ranking, with a random pick among its best turns.
//   Normal: information-set search with a small budget.
//   Hard:   information-set search with a larger budget.
#pragma once

#include <cstdint>

#include "ai/arkantis/arkantis_search.hpp"
#include "ai/level_names.hpp"
#include "ai/time_cap.hpp"
#include "arkantis/action.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

// The search settings of the Normal and Hard levels (Easy does not search).
SearchSettings level_settings(ai::Level level);

// The action of the seat to move in view.state() (view.seat() == view.state().current_player()),
// legal, from the view only. Same view, level and seed => same action.
// `clock`: where a slow device's time cap (ai::time_cap_ms) is to stop the search; nullptr: none.
arkantis::Action choose_action(const arkantis::SeatView& view, ai::Level level, std::uint64_t seed,
                                     ai::Clock clock = nullptr);

}  // namespace arkantis_ai
