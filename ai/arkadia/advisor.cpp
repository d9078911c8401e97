#include "ai/arkadia/advisor.hpp"

#include "ai/advice_seed.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/evaluation.hpp"
#include "ai/arkadia/explain.hpp"
#include "ai/arkadia/hint_range.hpp"
#include "ai/arkadia/moves.hpp"
#include "ai/margin_range.hpp"
#include "arkadia/view_codec.hpp"

namespace arkadia_ai {

std::uint64_t advice_seed(const arkadia::SeatView& view) { return ai::advice_seed(arkadia::encode_view(view)); }

Advice advise(const arkadia::SeatView& view, ai::Level level) {
  const std::uint64_t seed = advice_seed(view);
  const Evaluation evaluation = level == ai::Level::kEasy ? Evaluation::hand_written() : level_settings(level).evaluation;
  Advice advice;
  if (level == ai::Level::kEasy) {
    const arkadia::Action a = choose_action(view, level, seed);
    advice = {{a}, decision_gain(view, {a}, seed, evaluation), 0, 0, {}};
  } else {
    const Explained e = explain_choice(view, level_settings(level), seed);
    advice = {e.decision, e.gain, 0, 0, {}};
  }
  advice.final_margin = estimated_margin(view, seed, evaluation) + advice.gain;
  advice.progress = outlook(view.state()).progress;
  advice.range = ai::margin_range(advice.final_margin, advice.progress, kHintSpreads);
  return advice;
}

double decision_worth(const arkadia::SeatView& view, const std::vector<arkadia::Action>& decision, ai::Level level) {
  const Evaluation evaluation = level == ai::Level::kEasy ? Evaluation::hand_written() : level_settings(level).evaluation;
  return decision_gain(view, decision, advice_seed(view), evaluation);
}

std::vector<std::vector<arkadia::Action>> candidate_decisions(const arkadia::SeatView& view, int count) {
  MoveLimits limits;
  limits.max_moves = count;
  limits.layout_shortlist = 0;
  limits.worker_buildings = 0;
  limits.sale_sets = true;
  MoveGenerator generator(limits, level_settings(ai::Level::kHard).evaluation);
  bg::Rng deal(advice_seed(view));
  std::vector<ScoredMove> moves;
  generator.generate(view.sample(deal), moves);
  std::vector<std::vector<arkadia::Action>> out;
  for (const ScoredMove& m : moves) out.push_back(m.move.actions());
  return out;
}

DecisionReview review_advised(const arkadia::SeatView& view, const std::vector<arkadia::Action>& played, ai::Level level) {
  return review_decision(view, played, level_settings(level), advice_seed(view));
}

}  // namespace arkadia_ai
