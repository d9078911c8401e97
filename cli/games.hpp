// The games the CLI plays, by id (--game NAME; default the registry's first): every registered
// game (cmake/games.cmake), each with its commands, from its GAME_cli_game() (cli/GAME/commands.hpp).
#pragma once

#include <string>
#include <vector>

#include "bg/registry.hpp"

namespace cli {

using Command = int (*)(const std::vector<std::string>& argv);

// A command only one game has (Arkadia's fit-evaluation, ArkantiS's review-check), registered
// by the game itself with its part of the usage text.
struct OwnCommand {
  std::string name;
  Command run = nullptr;
  std::string usage;  // "  NAME ...\n           what it does\n             --option  ...\n"
  // The record file among the arguments names the game (as for replay).
  bool game_from_record = false;
};

struct CliGame {
  bg::GameInfo info;
  Command play = nullptr, replay = nullptr, bench = nullptr, match = nullptr, bench_ai = nullptr;
  Command lesson_check = nullptr;  // a game whose GameCli has review_at_hard (lesson_check.hpp)
  Command review = nullptr;        // the same (review.hpp)
  Command hint_check = nullptr;    // a game whose GameCli has hint_at_hard (hint_check.hpp)
  std::vector<OwnCommand> own_commands;
  // What this game's options are on the command line (the usage's line under --game).
  std::string options_usage;

  const OwnCommand* own_command(const std::string& name) const {
    for (const OwnCommand& c : own_commands)
      if (c.name == name) return &c;
    return nullptr;
  }
};

// Every registered game (cmake/games.cmake), sorted by id; the first is the default.
const bg::Registry<CliGame>& cli_games();

}  // namespace cli
