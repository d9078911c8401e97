// What a game's computer players answer in the page's AI worker (web/worker/ai_games.hpp routes
// each request to the game its view names). A game gives them in ai/GAME/worker_requests.hpp as
// GAME_ai::worker_requests(); a request it does not answer is null.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/time_cap.hpp"

namespace ai {

struct WorkerRequests {
  // A seat's view as JSON, a level (0 easy .. 3 expert) and a seed in; the action in notation, or
  // "error: <reason>", out. `explain` (a hint) adds a tab and the move's worth to the seat. `clock`:
  // the worker's, for the level's time cap on a slow device (ai/time_cap.hpp); nullptr: none.
  std::string (*answer)(std::string_view view_json, int level, std::uint64_t seed, bool explain, Clock clock) = nullptr;
  // The review of a person's decision after the game: the view before it and the person's next
  // actions (";"-separated) in; the review's answer (ai/review_request.hpp), or "error: <reason>".
  // Optional: for a game without a review it is null, and the worker refuses such a request by
  // the game's name.
  std::string (*review)(std::string_view view_json, std::string_view played, int level, std::uint64_t seed) = nullptr;
};

}  // namespace ai
