#include "games.hpp"

#include <string_view>

#include "cli_game_headers.hpp"  // each game's cli/GAME/commands.hpp
#include "game_headers.hpp"      // each game's GAME/game.hpp
#include "registered_games.hpp"  // BG_FOR_EACH_GAME: the games of core/GAME/game.cmake

namespace cli {

const bg::Registry<CliGame>& cli_games() {
  static const bg::Registry<CliGame> games = [] {
    bg::Registry<CliGame> r;
// A game's registered id (its folders' name) is its kId: every registry finds it by that.
#define BG_ADD_CLI_GAME(id, Type)                                                                \
  static_assert(Type::kId == std::string_view(#id), "core/" #id "/game.cmake registers " #id \
                                                    ", which must be the game's kId");       \
  r.add(id##_cli_game());
    BG_FOR_EACH_GAME(BG_ADD_CLI_GAME)
#undef BG_ADD_CLI_GAME
    return r;
  }();
  return games;
}

}  // namespace cli
