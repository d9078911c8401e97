#include "ai/arkantis/advisor.hpp"

#include "ai/advice_seed.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

std::uint64_t advice_seed(const arkantis::SeatView& view) { return ai::advice_seed(arkantis::encode_view(view)); }

Advice advise(const arkantis::SeatView& view, ai::Level level) {
  const std::uint64_t seed = advice_seed(view);
  Advice advice{preferred_turn(view, level, seed), 0};
  advice.gain = turn_gain(view, advice.turn, seed).value_or(0);  // its first action is legal: always a figure
  return advice;
}

std::optional<TurnReview> review_advised(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                         ai::Level level) {
  return review_turn(view, played, level, advice_seed(view));
}

}  // namespace arkantis_ai
