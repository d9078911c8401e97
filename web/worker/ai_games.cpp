#include "ai_games.hpp"

#include "bg/json_fields.hpp"
#include "game_headers.hpp"            // each game's GAME/game.hpp
#include "registered_games.hpp"        // BG_FOR_EACH_GAME: the games of core/GAME/game.cmake
#include "worker_game_headers.hpp"     // each game's ai/GAME/worker_requests.hpp

namespace web {

const bg::Registry<WorkerGame>& worker_games() {
  static const bg::Registry<WorkerGame> games = [] {
    bg::Registry<WorkerGame> r;
#define BG_ADD_WORKER_GAME(id, Type) r.add({bg::describe_game<Type>(), id##_ai::worker_requests()});
    BG_FOR_EACH_GAME(BG_ADD_WORKER_GAME)
#undef BG_ADD_WORKER_GAME
    return r;
  }();
  return games;
}

namespace {

// The game a view names; the default game for a view that names none (its reader then says what
// is wrong with it); null for an unknown game, with the reason in `error`.
const WorkerGame* game_of(const bg::Registry<WorkerGame>& games, std::string_view view_json, std::string& error) {
  const WorkerGame* game = &games.default_entry();
  if (auto named = bg::named_game(view_json, "view")) {
    game = games.find(*named);
    if (!game) error = "error: a view of an unknown game '" + named->substr(0, 40) + "' (known: " + games.ids() + ")";
  }
  return game;
}

}  // namespace

std::string answer_ai_request(const bg::Registry<WorkerGame>& games, std::string_view view_json, int level,
                              std::uint64_t seed, bool explain, ai::Clock clock) {
  std::string error;
  const WorkerGame* game = game_of(games, view_json, error);
  return game ? game->requests.answer(view_json, level, seed, explain, clock) : error;
}

std::string answer_review_request(const bg::Registry<WorkerGame>& games, std::string_view view_json,
                                  std::string_view played, int level, std::uint64_t seed) {
  std::string error;
  const WorkerGame* game = game_of(games, view_json, error);
  if (!game) return error;
  if (!game->requests.review) return "error: " + game->info.id + " has no review";
  return game->requests.review(view_json, played, level, seed);
}

}  // namespace web
