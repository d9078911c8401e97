#include "ai/arkantis/view_request.hpp"

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/review_request.hpp"
#include "ai/worker_request.hpp"
#include "arkantis/game.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain, ai::Clock clock) {
  auto view = arkantis::decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  if (!explain) return arkantis::to_text(choose_action(view.value(), static_cast<ai::Level>(level), seed, clock));
  // A hint is the coach's advice (advisor.hpp): the whole turn, seeded by the position, valued
  // as the review after the game values it.
  const Advice advice = advise(view.value(), static_cast<ai::Level>(level));
  return ai::explained_answer<arkantis::ArkantisGame>(advice.turn, advice.gain, advice.range);
}

}  // namespace arkantis_ai
