// bg-cli's Arkadia: its GameCli for the generic commands (play, replay, bench, match,
// bench-ai) and its entry in the registry, with its own fit-evaluation and tune-evaluation.
#pragma once

#include <string>
#include <vector>

#include "arkadia/game.hpp"
#include "game_cli.hpp"
#include "games.hpp"

namespace cli {

const GameCli<arkadia::ArkadiaGame>& arkadia_cli();
CliGame arkadia_cli_game();

int fit_evaluation_command(const std::vector<std::string>& args);
int tune_evaluation_command(const std::vector<std::string>& args);

}  // namespace cli
