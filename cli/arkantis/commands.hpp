// arkadia-cli's commands for ArkantiS (--game arkantis): play, match, bench, replay and bench-ai
// are the generic ones (cli/play.hpp, match.hpp, bench.hpp, replay.hpp, bench_ai.hpp) given
// ArkantiS's GameCli; review-check is ArkantiS's own.
#pragma once

#include <string>
#include <vector>

#include "arkantis/game.hpp"
#include "game_cli.hpp"
#include "games.hpp"

namespace cli {

const GameCli<arkantis::ArkantisGame>& arkantis_cli();
// ArkantiS in the CLI's registry (games.cpp).
CliGame arkantis_cli_game();

int arkantis_play(const std::vector<std::string>& args);
int arkantis_match(const std::vector<std::string>& args);
int arkantis_bench(const std::vector<std::string>& args);
int arkantis_replay(const std::vector<std::string>& args);
int arkantis_bench_ai(const std::vector<std::string>& args);
int arkantis_review_check(const std::vector<std::string>& args);

}  // namespace cli
