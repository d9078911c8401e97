#include "ai_games.hpp"

#include "ai/arkadia/arkadia_review.hpp"
#include "ai/arkadia/view_request.hpp"
#include "ai/arkantis/arkantis_review.hpp"
#include "ai/arkantis/view_request.hpp"
#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "bg/json_fields.hpp"

namespace web {

const bg::Registry<WorkerGame>& worker_games() {
  static const bg::Registry<WorkerGame> games = [] {
    bg::Registry<WorkerGame> r;
    r.add({bg::describe_game<arkadia::ArkadiaGame>(), arkadia_ai::answer_view_request, arkadia_ai::answer_review_request});
    r.add({bg::describe_game<arkantis::ArkantisGame>(), arkantis_ai::answer_view_request,
           arkantis_ai::answer_review_request});
    return r;
  }();
  return games;
}

namespace {

// The game a view names; the first game for a view that names none (its reader then says what is
// wrong with it); null for an unknown game, with the reason in `error`.
const WorkerGame* game_of(std::string_view view_json, std::string& error) {
  const auto& games = worker_games();
  const WorkerGame* game = &games.entries().front();
  if (auto named = bg::named_game(view_json, "view")) {
    game = games.find(*named);
    if (!game) error = "error: a view of an unknown game '" + named->substr(0, 40) + "' (known: " + games.ids() + ")";
  }
  return game;
}

}  // namespace

std::string answer_ai_request(std::string_view view_json, int level, std::uint64_t seed, bool explain) {
  std::string error;
  const WorkerGame* game = game_of(view_json, error);
  return game ? game->answer(view_json, level, seed, explain) : error;
}

std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed) {
  std::string error;
  const WorkerGame* game = game_of(view_json, error);
  return game ? game->review(view_json, played, level, seed) : error;
}

}  // namespace web
