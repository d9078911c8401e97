#include "ai/arkadia/view_request.hpp"

#include <cstdio>

#include "ai/arkadia/explain.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/worker_request.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"

namespace arkadia_ai {

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain) {
  auto view = arkadia::decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  const auto l = static_cast<ai::Level>(level);
  if (!explain) return arkadia::to_text(choose_action(view.value(), l, seed));
  Explained e;
  if (l == ai::Level::kEasy) {
    e.action = choose_action(view.value(), l, seed);
    e.gain = decision_gain(view.value(), {e.action}, seed);
  } else {
    e = explain_choice(view.value(), level_settings(l), seed);
  }
  char gain[32];
  std::snprintf(gain, sizeof gain, "\t%.2f", e.gain);
  return arkadia::to_text(e.action) + gain;
}

}  // namespace arkadia_ai
