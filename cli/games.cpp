#include "games.hpp"

#include "arkadia/game.hpp"
#include "commands.hpp"

namespace cli {

const bg::Registry<CliGame>& cli_games() {
  static const bg::Registry<CliGame> games = [] {
    bg::Registry<CliGame> r;
    r.add({bg::describe_game<arkadia::ArkadiaGame>(), play_command, replay_command, bench_command, match_command,
           bench_ai_command});
    return r;
  }();
  return games;
}

}  // namespace cli
