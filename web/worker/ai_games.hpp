// The games the AI worker plays, by id: a request's view names its game in its "format"
// ("arkadia-view"), and the game's own answer function decides. Every registered game
// (cmake/games.cmake) is in worker_games(), with what its players answer (ai/GAME/worker_requests.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/worker_requests.hpp"
#include "bg/registry.hpp"

namespace web {

struct WorkerGame {
  bg::GameInfo info;
  ai::WorkerRequests requests;  // the game's own (ai/GAME/worker_requests.hpp)
};

const bg::Registry<WorkerGame>& worker_games();

// Routes one request to the game its view names, among `games` (the worker's own by default). A
// view that names no game goes to the first game, whose reader then says what is wrong with it.
std::string answer_ai_request(const bg::Registry<WorkerGame>& games, std::string_view view_json, int level,
                              std::uint64_t seed, bool explain = false, ai::Clock clock = nullptr);
inline std::string answer_ai_request(std::string_view view_json, int level, std::uint64_t seed, bool explain = false,
                                     ai::Clock clock = nullptr) {
  return answer_ai_request(worker_games(), view_json, level, seed, explain, clock);
}
// Routes one review request likewise.
std::string answer_review_request(const bg::Registry<WorkerGame>& games, std::string_view view_json,
                                  std::string_view played, int level, std::uint64_t seed);
inline std::string answer_review_request(std::string_view view_json, std::string_view played, int level,
                                         std::uint64_t seed) {
  return answer_review_request(worker_games(), view_json, played, level, seed);
}

}  // namespace web
