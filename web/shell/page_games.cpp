// The page's games: every registered game (cmake/games.cmake), each from its GAME_page_game()
// (web/games/GAME/GAME_app.hpp). A link picks one with ?game=ID (an invitation with ?join=ID);
// the first is the default.
#include <string>
#include <vector>

#include "page_game.hpp"
#include "page_game_headers.hpp"  // each game's web/games/GAME/GAME_app.hpp
#include "registered_games.hpp"   // BG_FOR_EACH_GAME: the games of core/GAME/game.cmake

namespace web {

namespace {

const std::vector<PageGame>& page_games() {
  static const std::vector<PageGame> games = [] {
    std::vector<PageGame> list;
#define BG_ADD_PAGE_GAME(id, Type) list.push_back(id##_page_game());
    BG_FOR_EACH_GAME(BG_ADD_PAGE_GAME)
#undef BG_ADD_PAGE_GAME
    return list;
  }();
  return games;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> page_game_titles() {
  std::vector<std::pair<std::string, std::string>> titles;
  for (const auto& g : page_games()) titles.emplace_back(g.id, g.title_key);
  return titles;
}

std::unique_ptr<App> make_page_app(std::string_view query, KeyValueStore& store, std::string& origins) {
  const auto& games = page_games();
  const PageGame* game = &games.front();
  std::string unknown;
  // A friend's invitation names its game with ?join=ID (web/logic/remote_invitation.hpp).
  auto named = query_parameter(query, "game");
  if (!named) named = query_parameter(query, "join");
  if (auto id = named) {
    game = nullptr;
    for (const auto& g : games)
      if (g.id == *id) game = &g;
    if (!game) {
      unknown = *id;
      game = &games.front();
    }
  }
  auto app = game->make(query, store, origins);
  if (!unknown.empty()) {
    std::string known;
    for (const auto& g : games) known += (known.empty() ? "" : " ") + g.id;
    app->add_link_problem({"game", unknown.substr(0, 40), known});
  }
  return app;
}

}  // namespace web
