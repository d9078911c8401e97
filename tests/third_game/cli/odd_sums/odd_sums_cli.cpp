#include "cli/odd_sums/commands.hpp"

#include "conformance/toy_cli.hpp"
#include "generic_commands.hpp"

namespace cli {

CliGame odd_sums_cli_game() { return generic_cli_game<toy::ToyGame, conformance::toy_cli>(); }

}  // namespace cli
