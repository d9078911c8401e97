// arkadia-cli's commands for ArkantiS (--game arkantis): play, match and bench are the generic
// ones (cli/play.hpp, match.hpp, bench.hpp) given ArkantiS's GameCli; replay and bench-ai are
// ArkantiS's own.
#pragma once

#include <string>
#include <vector>

#include "arkantis/game.hpp"
#include "game_cli.hpp"

namespace cli {

const GameCli<arkantis::ArkantisGame>& arkantis_cli();

int arkantis_play(const std::vector<std::string>& args);
int arkantis_match(const std::vector<std::string>& args);
int arkantis_bench(const std::vector<std::string>& args);
int arkantis_replay(const std::vector<std::string>& args);
int arkantis_bench_ai(const std::vector<std::string>& args);
int arkantis_review_check(const std::vector<std::string>& args);

}  // namespace cli
