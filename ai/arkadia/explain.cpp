#include "ai/arkadia/explain.hpp"

#include "ai/arkadia/evaluation.hpp"
#include "ai/arkadia/features.hpp"
#include "arkadia/game.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

// The deal decision_gain plays a decision in: the same for every decision of one review.
State dealt(const SeatView& view, std::uint64_t seed) {
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  return view.sample(deal);
}

// The mover's decision played while it is still theirs and legal.
void play_decision(State& s, int seat, const std::vector<Action>& actions) {
  for (const Action& a : actions) {
    if (s.is_terminal() || s.current_player() != seat || !s.check(a).ok()) break;
    s.apply_unchecked(a);
  }
}

// Which review term each feature is part of (decision_terms).
const char* term_of(int feature) {
  switch (feature) {
    case kGold: return "gold";
    case kSealsAtFinalValue: case kSealsAtFinalValueLeft: case kSealsAtTodaysValue: case kBestFamilyLeft: return "seals";
    case kOwnReserve: case kOwnReserveLeft: case kNeutralReserve: case kNeutralReserveLeft: case kSupplyReachable:
    case kSupplyReachableLeft: return "workers";
    case kBanners: case kBannersLeft: return "banners";
    case kToMove: return "turn";
    default: return "buildings";
  }
}

// The mover's margin in a full state dealt from the view (the evaluation reads no hidden card, so
// any deal gives the same figure; a refill needs a deck to draw from).
double margin_of(const State& s, int seat, Evaluation evaluation) {
  return margin(worths(s, evaluation), s.num_players(), seat);
}

}  // namespace

Explained explain_choice(const SeatView& view, const SearchSettings& settings, std::uint64_t seed) {
  if (const auto move = search_decision(view, settings, seed)) {
    const std::vector<Action> actions = move->actions();
    return {move->first(), decision_gain(view, actions, seed, settings.evaluation), actions};
  }
  const Action only = view.state().legal_actions().front();
  return {only, decision_gain(view, {only}, seed, settings.evaluation), {only}};
}

double decision_gain(const SeatView& view, const std::vector<Action>& actions, std::uint64_t seed,
                     Evaluation evaluation) {
  const int seat = view.seat();
  State s = dealt(view, seed);
  const double before = margin_of(s, seat, evaluation);
  play_decision(s, seat, actions);
  return margin_of(s, seat, evaluation) - before;
}

double estimated_margin(const SeatView& view, std::uint64_t seed, Evaluation evaluation) {
  return margin_of(dealt(view, seed), view.seat(), evaluation);
}

std::vector<ai::ReviewTerm> decision_terms(const SeatView& view, const std::vector<Action>& chosen,
                                           const std::vector<Action>& preferred, std::uint64_t seed,
                                           Evaluation evaluation) {
  if (!evaluation.weights) return {};
  const int seat = view.seat();
  State mine = dealt(view, seed), theirs = mine;
  play_decision(mine, seat, chosen);
  play_decision(theirs, seat, preferred);
  if (mine.is_terminal() || theirs.is_terminal()) return {};
  const int players = mine.num_players();
  const SeatFeatures& weights = (*evaluation.weights)[static_cast<std::size_t>(players - 2)];
  const FeatureTable after_mine = seat_features(mine), after_theirs = seat_features(theirs);
  std::vector<ai::ReviewTerm> terms;
  for (const char* name : {"gold", "seals", "workers", "banners", "buildings", "turn"}) terms.push_back({name, 0});
  const auto me = static_cast<std::size_t>(seat);
  for (int f = 0; f < kSeatFeatureCount; ++f) {
    const auto i = static_cast<std::size_t>(f);
    const double part = weights[i] * (after_theirs[me][i] - after_mine[me][i]);
    for (auto& t : terms)
      if (t.name == term_of(f)) t.worth += part;
  }
  // The best other seat's worth is counted against the mover (margin()).
  const auto best_other = [&](const State& s) { return worths(s, evaluation)[me] - margin_of(s, seat, evaluation); };
  terms.push_back({"others", best_other(mine) - best_other(theirs)});
  return terms;
}

}  // namespace arkadia_ai
