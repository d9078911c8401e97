// What the page's AI worker does with one request: a seat's view as JSON (arkadia/view_codec.hpp),
// a level and a seed in, the chosen action in notation out. The worker (web/worker/ai_worker.cpp)
// is this function behind an Emscripten export, so the tests drive the page's own path natively.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/time_cap.hpp"

namespace arkadia_ai {

// The action in notation, or "error: <reason>" for a view that cannot be read, a view in which
// its seat is not to move, or an unknown level (0 easy, 1 normal, 2 hard, 3 expert). With
// `explain` (a hint), the advisor's whole decision (advisor.hpp; `seed` unused: the position
// seeds it), its actions separated by ";", then a tab and what it is worth to the mover in gold
// (ai/arkadia/explain.hpp), e.g. "banner;sell O 3;sell B 0\t3.25".
// `clock`: the worker's, for the level's time cap on a slow device (ai/time_cap.hpp).
std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain = false,
                                ai::Clock clock = nullptr);

}  // namespace arkadia_ai
