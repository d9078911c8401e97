// The page's games: every registered game (cmake/games.cmake), each from its GAME_page_game()
// (web/games/GAME/GAME_app.hpp). A link picks one with ?game=ID (an invitation with ?join=ID);
// the first is the default. The composition root: it knows the shell and every game, and
// neither knows it but by the declarations of web/shell/page_game.hpp.
#include <algorithm>
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

std::vector<ChooserGame> chooser_games(KeyValueStore& store) {
  std::vector<ChooserGame> out;
  for (const auto& g : page_games()) {
    ChooserGame c{g.id, g.title_key, g.tagline_key, g.picture, {}};
    if (store.available())
      for (SavedGameInfo& info : g.saved_games(store))
        if (!info.over && info.problem.ok()) c.unfinished.push_back(std::move(info));
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OtherGameSave> other_games_unfinished(const std::string& current, KeyValueStore& store) {
  std::vector<OtherGameSave> out;
  for (ChooserGame& g : chooser_games(store)) {
    if (g.id == current) continue;
    for (SavedGameInfo& info : g.unfinished) out.push_back({g.id, g.title_key, std::move(info)});
  }
  std::stable_sort(out.begin(), out.end(), [](const OtherGameSave& a, const OtherGameSave& b) { return a.info.saved_at_ms > b.info.saved_at_ms; });
  return out;
}

std::unique_ptr<App> make_page_app(std::string_view query, KeyValueStore& store, std::string& origins) {
  const auto& games = page_games();
  const PageGame* game = &games.front();
  // A plain address continues the game left last, whatever the game (page_config.hpp).
  if (store.available()) {
    std::vector<LatestUnfinished> latest;
    for (const auto& g : games)
      for (const SavedGameInfo& info : g.saved_games(store))
        if (!info.over && info.problem.ok()) {
          latest.push_back({g.id, info.saved_at_ms});
          break;  // newest first
        }
    const std::string continued = game_to_continue(query, latest);
    for (const auto& g : games)
      if (g.id == continued) game = &g;
  }
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
