#include "ai_games.hpp"

#include "ai/arkadia/view_request.hpp"
#include "ai/arkantis/view_request.hpp"
#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "bg/json_fields.hpp"

namespace web {

const bg::Registry<WorkerGame>& worker_games() {
  static const bg::Registry<WorkerGame> games = [] {
    bg::Registry<WorkerGame> r;
    r.add({bg::describe_game<arkadia::ArkadiaGame>(), ai::answer_view_request});
    r.add({bg::describe_game<arkantis::ArkantisGame>(), arkantis_ai::answer_view_request});
    return r;
  }();
  return games;
}

std::string answer_ai_request(std::string_view view_json, int level, std::uint64_t seed, bool explain) {
  const auto& games = worker_games();
  const WorkerGame* game = &games.entries().front();
  if (auto named = bg::named_game(view_json, "view")) {
    game = games.find(*named);
    if (!game) return "error: a view of an unknown game '" + named->substr(0, 40) + "' (known: " + games.ids() + ")";
  }
  return game->answer(view_json, level, seed, explain);
}

}  // namespace web
