// arkadia-cli's commands for Arkadia: play, match and bench are the generic ones
// (cli/play.hpp, match.hpp, bench.hpp) given Arkadia's GameCli; replay, bench-ai, fit-evaluation and tune-evaluation are Arkadia's.
#pragma once

#include <string>
#include <vector>

#include "arkadia/game.hpp"
#include "game_cli.hpp"

namespace cli {

const GameCli<arkadia::ArkadiaGame>& arkadia_cli();

int arkadia_play(const std::vector<std::string>& args);
int arkadia_match(const std::vector<std::string>& args);
int arkadia_bench(const std::vector<std::string>& args);
int replay_command(const std::vector<std::string>& args);
int bench_ai_command(const std::vector<std::string>& args);
int fit_evaluation_command(const std::vector<std::string>& args);
int tune_evaluation_command(const std::vector<std::string>& args);

}  // namespace cli
