#include "agents.hpp"

#include "ai/flat_monte_carlo.hpp"
#include "ai/random_agent.hpp"
#include "human.hpp"

namespace cli {

std::unique_ptr<ArkadiaAgent> make_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<ai::RandomAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "mc") return std::make_unique<ai::FlatMonteCarloAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "human") return std::make_unique<HumanAgent>(seat);
  return nullptr;
}

const char* agent_kinds() { return "random, mc, human"; }

}  // namespace cli
