#include "games.hpp"

#include "cli_game_headers.hpp"  // each game's cli/GAME/commands.hpp
#include "registered_games.hpp"  // BG_FOR_EACH_GAME: the games of core/GAME/game.cmake

namespace cli {

const bg::Registry<CliGame>& cli_games() {
  static const bg::Registry<CliGame> games = [] {
    bg::Registry<CliGame> r;
#define BG_ADD_CLI_GAME(id, Type) r.add(id##_cli_game());
    BG_FOR_EACH_GAME(BG_ADD_CLI_GAME)
#undef BG_ADD_CLI_GAME
    return r;
  }();
  return games;
}

}  // namespace cli
