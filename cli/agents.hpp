// The players a seat can be given on the command line.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "arkadia/game.hpp"
#include "bg/game.hpp"

namespace cli {

using ArkadiaAgent = bg::Agent<arkadia::ArkadiaGame>;

// "random", "mc" (flat Monte Carlo) or "human"; nullptr for an unknown name.
std::unique_ptr<ArkadiaAgent> make_agent(const std::string& kind, int seat, std::uint64_t seed);
// The names make_agent knows, for help texts.
const char* agent_kinds();

}  // namespace cli
