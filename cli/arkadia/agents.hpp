// The players a seat can be given on the command line.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "arkadia/game.hpp"
#include "bg/game.hpp"

namespace cli {

using ArkadiaAgent = bg::Agent<arkadia::ArkadiaGame>;

// Arkadia's own player kinds (the generic random and mc are in game_cli.hpp): greedy, the
// levels, a level's search with N iterations ("hard@500"), human; nullptr for another name.
std::unique_ptr<ArkadiaAgent> make_arkadia_agent(const std::string& kind, int seat, std::uint64_t seed);
// The names make_arkadia_agent knows, for help texts.
const char* arkadia_agent_kinds();

}  // namespace cli
