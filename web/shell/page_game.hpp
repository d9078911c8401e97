// A game the page can open (?game=ID), as the page's registry (page_games.cpp) keeps it: its id,
// the keys of its title and tagline, its picture, and how to make its app from the page's address. Each registered game
// (cmake/games.cmake) gives its own from GAME_page_game() (web/games/GAME/GAME_app.hpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "app.hpp"
#include "bg/game.hpp"
#include "game_picture.hpp"
#include "link_options.hpp"
#include "page_config.hpp"
#include "saved_games.hpp"

namespace web {

struct PageGame {
  std::string id;
  std::string title_key;
  std::string tagline_key;  // what the game is, in a line (the chooser and the form say it)
  GamePicture picture;      // its board, for the game chooser
  std::function<std::unique_ptr<App>(std::string_view query, KeyValueStore&, std::string& origins)> make;
  // The game's stored games, newest first (SavedGamesOf::list).
  std::function<std::vector<SavedGameInfo>(KeyValueStore&)> saved_games;
};

// The entry of a game whose app, GameApp, is made from its parsed address and the store.
template <class GameApp, bg::HostedGame G>
PageGame page_game(const LinkOptions<G>& links, std::string title_key, std::string tagline_key, GamePicture picture) {
  return {std::string(G::kId), std::move(title_key), std::move(tagline_key), std::move(picture), [&links](std::string_view query, KeyValueStore& store, std::string& origins) {
            auto parsed = parse_page_config<G>(query, links);
            origins = origins_json(parsed.config.origins);
            return std::unique_ptr<App>(std::make_unique<GameApp>(std::move(parsed), store));
          },
          [](KeyValueStore& store) { return SavedGamesOf<G>(store).list(); }};
}

}  // namespace web
