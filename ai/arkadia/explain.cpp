#include "ai/arkadia/explain.hpp"

#include "ai/arkadia/evaluation.hpp"
#include "arkadia/game.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

// The mover's margin in a full state dealt from the view (the evaluation reads no hidden card, so
// any deal gives the same figure; a refill needs a deck to draw from).
double margin_of(const State& s, int seat, Evaluation evaluation) {
  return margin(worths(s, evaluation), s.num_players(), seat);
}

}  // namespace

Explained explain_choice(const SeatView& view, const SearchSettings& settings, std::uint64_t seed) {
  if (const auto move = search_decision(view, settings, seed)) {
    const std::vector<Action> actions(move->actions.begin(), move->actions.begin() + move->size);
    return {move->first(), decision_gain(view, actions, seed, settings.evaluation)};
  }
  const Action only = view.state().legal_actions().front();
  return {only, decision_gain(view, {only}, seed, settings.evaluation)};
}

double decision_gain(const SeatView& view, const std::vector<Action>& actions, std::uint64_t seed,
                     Evaluation evaluation) {
  const int seat = view.seat();
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  State s = view.sample(deal);
  const double before = margin_of(s, seat, evaluation);
  for (const Action& a : actions) {
    if (s.is_terminal() || s.current_player() != seat || !s.check(a).ok()) break;
    s.apply_unchecked(a);
  }
  return margin_of(s, seat, evaluation) - before;
}

}  // namespace arkadia_ai
