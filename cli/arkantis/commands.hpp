// bg-cli's ArkantiS (--game arkantis): its GameCli for the generic commands (play, replay,
// bench, match, bench-ai) and its entry in the registry, with its own review-check.
#pragma once

#include <string>
#include <vector>

#include "arkantis/game.hpp"
#include "game_cli.hpp"
#include "games.hpp"

namespace cli {

const GameCli<arkantis::ArkantisGame>& arkantis_cli();
CliGame arkantis_cli_game();

int arkantis_review_check(const std::vector<std::string>& args);
int arkantis_pass_check(const std::vector<std::string>& args);

}  // namespace cli
