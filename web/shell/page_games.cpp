// The page's games: one line per game (its id and its app). A link picks one with ?game=ID.
#include <functional>
#include <string>
#include <vector>

#include "app.hpp"
#include "arkadia_app.hpp"
#include "arkantis_app.hpp"

namespace web {

namespace {

struct PageGame {
  std::string id;
  std::string title_key;
  std::function<std::unique_ptr<App>(std::string_view query, KeyValueStore&, std::string& origins)> make;
};

template <class GameApp, bg::HostedGame G>
PageGame page_game(const LinkOptions<G>& links, std::string title_key) {
  return {std::string(G::kId), std::move(title_key), [&links](std::string_view query, KeyValueStore& store, std::string& origins) {
            auto parsed = parse_page_config<G>(query, links);
            origins = origins_json(parsed.config.origins);
            return std::unique_ptr<App>(std::make_unique<GameApp>(std::move(parsed), store));
          }};
}

const std::vector<PageGame>& page_games() {
  static const std::vector<PageGame> games = {
      page_game<ArkadiaApp>(arkadia_link_options(), "app.title"),
      page_game<ArkantisApp>(arkantis_link_options(), "arkantis.title"),
  };
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
  if (auto id = query_parameter(query, "game")) {
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
