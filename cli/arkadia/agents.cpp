#include "agents.hpp"

#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/named_search.hpp"
#include "human.hpp"
#include "seeded_agent.hpp"

namespace cli {

std::unique_ptr<ArkadiaAgent> make_arkadia_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "greedy") return std::make_unique<arkadia_ai::GreedyAgent>();
  if (kind == "greedy-fitted") return std::make_unique<arkadia_ai::GreedyAgent>(arkadia_ai::Evaluation::fitted());
  if (kind == "easy")
    return std::make_unique<SeededAgent<arkadia::ArkadiaGame>>(
        [](const arkadia::SeatView& view, std::uint64_t s) { return arkadia_ai::choose_action(view, ai::Level::kEasy, s); },
        seed);
  if (auto settings = arkadia_ai::parse_search_kind(kind))
    return std::make_unique<SeededAgent<arkadia::ArkadiaGame>>(
        [settings = *settings](const arkadia::SeatView& view, std::uint64_t s) {
          return arkadia_ai::search_action(view, settings, s);
        },
        seed);
  if (kind == "human") return make_human(seat);
  return nullptr;
}

const char* arkadia_agent_kinds() {
  return "greedy, greedy-fitted (the fitted evaluation), easy, normal, hard, expert, hard-2026-11 and expert-2026-11 (frozen), hard@N (N iterations), "
         "hard:key=value (tuning, ai/arkadia/named_search.hpp), human";
}

}  // namespace cli
