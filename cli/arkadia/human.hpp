// A person at the terminal (human_agent.hpp) with Arkadia's words: the board at each turn, the
// choices (a long list of lay-outs shortened), how to write an action.
#pragma once

#include <memory>

#include "agents.hpp"

namespace cli {

std::unique_ptr<ArkadiaAgent> make_human(int seat);

}  // namespace cli
