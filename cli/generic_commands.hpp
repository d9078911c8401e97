// A game's entry in the CLI's registry (games.hpp) with the commands every game gets: play,
// replay, bench, match, bench-ai, lesson-check and review (when the game has a review), hint-check (when it has a hint), each the generic one given the game's GameCli. A game adds
// its own commands to the entry it returns (cli/GAME/commands.hpp).
#pragma once

#include "bench.hpp"
#include "bench_ai.hpp"
#include "games.hpp"
#include "hint_check.hpp"
#include "lesson_check.hpp"
#include "match.hpp"
#include "play.hpp"
#include "replay.hpp"
#include "review.hpp"

namespace cli {

template <bg::HostedGame G, const GameCli<G>& (*Cli)()>
CliGame generic_cli_game() {
  CliGame game;
  game.info = bg::describe_game<G>();
  game.play = [](const std::vector<std::string>& args) { return play_command(Cli(), args); };
  game.replay = [](const std::vector<std::string>& args) { return replay_command(Cli(), args); };
  game.bench = [](const std::vector<std::string>& args) { return bench_command(Cli(), args); };
  game.match = [](const std::vector<std::string>& args) { return match_command(Cli(), args); };
  game.bench_ai = [](const std::vector<std::string>& args) { return bench_ai_command(Cli(), args); };
  if (Cli().review_at_hard) {
    game.lesson_check = [](const std::vector<std::string>& args) { return lesson_check_command(Cli(), args); };
    game.review = [](const std::vector<std::string>& args) { return review_command(Cli(), args); };
  }
  if (Cli().hint_at_hard)
    game.hint_check = [](const std::vector<std::string>& args) { return hint_check_command(Cli(), args); };
  return game;
}

}  // namespace cli
