#include "ai/arkadia/view_request.hpp"

#include "ai/arkadia/advisor.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/review_request.hpp"
#include "ai/worker_request.hpp"
#include "arkadia/game.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"

namespace arkadia_ai {

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain, ai::Clock clock) {
  auto view = arkadia::decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  const auto l = static_cast<ai::Level>(level);
  if (!explain) return arkadia::to_text(choose_action(view.value(), l, seed, clock));
  // A hint is the coach's advice (advisor.hpp): seeded by the position, not by `seed`, so the
  // review after the game prefers the same decision.
  const Advice advice = advise(view.value(), l);
  return ai::explained_answer<arkadia::ArkadiaGame>(advice.decision, advice.gain, advice.range);
}

}  // namespace arkadia_ai
