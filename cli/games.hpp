// The games the CLI plays, by id (--game NAME; default arkadia): every registered game
// (cmake/games.cmake), each with its commands, from its GAME_cli_game() (cli/GAME/commands.hpp).
#pragma once

#include <string>
#include <vector>

#include "bg/registry.hpp"

namespace cli {

using Command = int (*)(const std::vector<std::string>& argv);

struct CliGame {
  bg::GameInfo info;
  Command play = nullptr, replay = nullptr, bench = nullptr, match = nullptr, bench_ai = nullptr;
  Command fit_evaluation = nullptr, tune_evaluation = nullptr;  // a game whose AI has a fitted evaluation
  Command review_check = nullptr;  // a game whose review is checked against played-out games
  Command lesson_check = nullptr;  // a game whose GameCli has review_at_hard (lesson_check.hpp)
};

const bg::Registry<CliGame>& cli_games();

}  // namespace cli
