#include "agents.hpp"

#include "ai/flat_monte_carlo.hpp"
#include "ai/greedy.hpp"
#include "ai/levels.hpp"
#include "ai/random_agent.hpp"
#include "human.hpp"

namespace cli {

namespace {

// A level of ai::choose_action as a player: a fresh seed for every decision, from its own seed.
class LevelAgent : public ArkadiaAgent {
 public:
  LevelAgent(ai::Level level, std::uint64_t seed) : level_(level), rng_(seed) {}
  std::optional<arkadia::Action> choose(const arkadia::SeatView& view) override {
    return ai::choose_action(view, level_, rng_.next());
  }

 private:
  ai::Level level_;
  bg::Rng rng_;
};

}  // namespace

std::unique_ptr<ArkadiaAgent> make_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<ai::RandomAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "mc") return std::make_unique<ai::FlatMonteCarloAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "greedy") return std::make_unique<ai::GreedyAgent>();
  if (auto level = ai::parse_level(kind)) return std::make_unique<LevelAgent>(*level, seed);
  if (kind == "human") return std::make_unique<HumanAgent>(seat);
  return nullptr;
}

const char* agent_kinds() { return "random, mc, greedy, easy, normal, hard, human"; }

}  // namespace cli
