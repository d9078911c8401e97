// The toy game's entry in bg-cli's registry (cli/games.hpp): the generic commands only.
#pragma once

#include "games.hpp"

namespace cli {

CliGame odd_sums_cli_game();

}  // namespace cli
