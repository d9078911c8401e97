#include "agents.hpp"

#include <algorithm>
#include <functional>

#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/levels.hpp"
#include "human.hpp"

namespace cli {

namespace {

// A seeded decision function as a player: a fresh seed for every decision, from its own seed.
class SeededAgent : public ArkadiaAgent {
 public:
  using Decide = std::function<arkadia::Action(const arkadia::SeatView&, std::uint64_t seed)>;
  SeededAgent(Decide decide, std::uint64_t seed) : decide_(std::move(decide)), rng_(seed) {}
  std::optional<arkadia::Action> choose(const arkadia::SeatView& view) override { return decide_(view, rng_.next()); }

 private:
  Decide decide_;
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
  // "hard@500": the hard level's search with 500 iterations per decision (for tuning).
  return std::make_unique<SeededAgent>(
      [settings](const arkadia::SeatView& view, std::uint64_t s) { return ai::search_action(view, settings, s); }, seed);
}

}  // namespace

std::unique_ptr<ArkadiaAgent> make_arkadia_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "greedy") return std::make_unique<ai::GreedyAgent>();
  if (auto level = ai::parse_level(kind))
    return std::make_unique<SeededAgent>(
        [l = *level](const arkadia::SeatView& view, std::uint64_t s) { return ai::choose_action(view, l, s); }, seed);
  if (auto search = make_search_agent(kind, seed)) return search;
  if (kind == "human") return std::make_unique<HumanAgent>(seat);
  return nullptr;
}

const char* arkadia_agent_kinds() { return "greedy, easy, normal, hard, expert, normal@N or hard@N (N iterations), human"; }

}  // namespace cli
