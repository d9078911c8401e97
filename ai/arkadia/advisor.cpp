#include "ai/arkadia/advisor.hpp"

#include "ai/advice_seed.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/explain.hpp"
#include "arkadia/view_codec.hpp"

namespace arkadia_ai {

std::uint64_t advice_seed(const arkadia::SeatView& view) { return ai::advice_seed(arkadia::encode_view(view)); }

Advice advise(const arkadia::SeatView& view, ai::Level level) {
  const std::uint64_t seed = advice_seed(view);
  if (level == ai::Level::kEasy) {
    const arkadia::Action a = choose_action(view, level, seed);
    return {{a}, decision_gain(view, {a}, seed)};
  }
  const Explained e = explain_choice(view, level_settings(level), seed);
  return {e.decision, e.gain};
}

DecisionReview review_advised(const arkadia::SeatView& view, const std::vector<arkadia::Action>& played, ai::Level level) {
  return review_decision(view, played, level_settings(level), advice_seed(view));
}

}  // namespace arkadia_ai
