#include "agents.hpp"

#include <algorithm>

#include "ai/flat_monte_carlo.hpp"
#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/levels.hpp"
#include "ai/random_agent.hpp"
#include "arkadia/human.hpp"

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

// "hard@500": the hard level's search with 500 iterations per decision (for tuning).
class SearchAgent : public ArkadiaAgent {
 public:
  SearchAgent(ai::SearchSettings settings, std::uint64_t seed) : settings_(settings), rng_(seed) {}
  std::optional<arkadia::Action> choose(const arkadia::SeatView& view) override {
    return ai::search_action(view, settings_, rng_.next());
  }

 private:
  ai::SearchSettings settings_;
  bg::Rng rng_;
};

std::unique_ptr<ArkadiaAgent> make_search_agent(const std::string& kind, std::uint64_t seed) {
  const auto at = kind.find('@');
  if (at == std::string::npos) return nullptr;
  const auto level = ai::parse_level(kind.substr(0, at));
  const std::string digits = kind.substr(at + 1);
  if (!level || *level == ai::Level::kEasy || digits.empty() || digits.size() > 7 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return nullptr;
  ai::SearchSettings settings = ai::level_settings(*level);
  settings.iterations = std::max(1, std::stoi(digits));
  return std::make_unique<SearchAgent>(settings, seed);
}

}  // namespace

std::unique_ptr<ArkadiaAgent> make_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<ai::RandomAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "mc") return std::make_unique<ai::FlatMonteCarloAgent<arkadia::ArkadiaGame>>(seed);
  if (kind == "greedy") return std::make_unique<ai::GreedyAgent>();
  if (auto level = ai::parse_level(kind)) return std::make_unique<LevelAgent>(*level, seed);
  if (auto search = make_search_agent(kind, seed)) return search;
  if (kind == "human") return std::make_unique<HumanAgent>(seat);
  return nullptr;
}

const char* agent_kinds() { return "random, mc, greedy, easy, normal, hard, normal@N or hard@N (N iterations), human"; }

}  // namespace cli
