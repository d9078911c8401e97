// arkadia-cli's commands for Arkadia: play, match and bench are the generic ones
// (cli/play.hpp, match.hpp, bench.hpp, replay.hpp, bench_ai.hpp) given Arkadia's GameCli;
// fit-evaluation and tune-evaluation are Arkadia's own.
#pragma once

#include <string>
#include <vector>

#include "arkadia/game.hpp"
#include "game_cli.hpp"
#include "games.hpp"

namespace cli {

const GameCli<arkadia::ArkadiaGame>& arkadia_cli();
// Arkadia in the CLI's registry (games.cpp).
CliGame arkadia_cli_game();

int arkadia_play(const std::vector<std::string>& args);
int arkadia_match(const std::vector<std::string>& args);
int arkadia_bench(const std::vector<std::string>& args);
int arkadia_replay(const std::vector<std::string>& args);
int arkadia_bench_ai(const std::vector<std::string>& args);
int fit_evaluation_command(const std::vector<std::string>& args);
int tune_evaluation_command(const std::vector<std::string>& args);

}  // namespace cli
