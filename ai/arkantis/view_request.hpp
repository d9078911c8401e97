// What the page's AI worker does with one ArkantiS request: a seat's view as JSON
// (arkantis/view_codec.hpp), a level and a seed in, the chosen action in notation out. The worker
// routes views named "arkantis-view" here (web/worker/ai_games.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/time_cap.hpp"

namespace arkantis_ai {

// The action in notation, or "error: <reason>" for a view that cannot be read, a view in which
// its seat is not to move, or an unknown level (0 easy, 1 normal, 2 hard, 3 expert). With
// `explain` (a hint), the advisor's whole turn (advisor.hpp; `seed` unused: the position seeds
// it), its actions separated by ";", then a tab and what it is worth to the mover in points, as
// the review after the game values it (played out to the end), e.g. "take d6 d7;end\t9.50".
// `clock`: the worker's, for the level's time cap on a slow device (ai/time_cap.hpp).
std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain = false,
                                ai::Clock clock = nullptr);

}  // namespace arkantis_ai
