#include "ai/arkantis/advisor.hpp"

#include "ai/advice_seed.hpp"
#include "ai/arkantis/hint_range.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/margin_range.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

std::uint64_t advice_seed(const arkantis::SeatView& view) { return ai::advice_seed(arkantis::encode_view(view)); }

Advice advise(const arkantis::SeatView& view, ai::Level level) {
  const std::uint64_t seed = advice_seed(view);
  Advice advice{preferred_turn(view, level, seed), 0, 0, 0, {}};
  advice.gain = turn_gain(view, advice.turn, seed).value_or(0);  // its first action is legal: always a figure
  advice.final_margin = score_margin(view.state(), view.seat()) + advice.gain;  // the score is public
  advice.progress = game_progress(view.state());
  advice.range = ai::margin_range(advice.final_margin, advice.progress, kHintSpreads);
  return advice;
}

double turn_worth(const arkantis::SeatView& view, const std::vector<arkantis::Action>& turn) {
  return turn_gain(view, turn, advice_seed(view)).value_or(0);
}

std::vector<std::vector<arkantis::Action>> candidate_turns(const arkantis::SeatView& view, int count) {
  std::vector<Candidate> moves;
  generate_moves(view.state(), MoveLimits{1000, 1000, 1000}, moves);
  std::vector<std::vector<arkantis::Action>> out;
  for (const Candidate& m : moves)
    if (static_cast<int>(out.size()) < count) out.push_back({m.move.first()});
  return out;
}

std::optional<TurnReview> review_advised(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                         ai::Level level) {
  return review_turn(view, played, level, advice_seed(view));
}

}  // namespace arkantis_ai
