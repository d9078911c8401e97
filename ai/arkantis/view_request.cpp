#include "ai/arkantis/view_request.hpp"

#include <cstdio>

#include "ai/arkantis/evaluation.hpp"
#include "ai/arkantis/levels.hpp"
#include "ai/arkantis/moves.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

namespace {

// The mover's margin change from `action` and the greedy rest of its turn, in a deal of the view
// (the evaluation values a hidden hand by what it may hold, so the deal matters little).
double turn_gain(const arkantis::SeatView& view, const arkantis::Action& action, std::uint64_t seed) {
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  arkantis::State s = view.sample(deal);
  const int seat = view.seat();
  const double before = margin(worths(s), s.num_players(), seat);
  s.apply_unchecked(action);
  finish_turn(s);
  return margin(worths(s), s.num_players(), seat) - before;
}

}  // namespace

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain) {
  auto view = arkantis::decode_view(view_json);
  if (!view.ok()) return "error: bad view: " + view.reason();
  if (view->state().is_terminal() || view->state().current_player() != view->seat())
    return "error: it is not this seat's turn";
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  const arkantis::Action action = choose_action(view.value(), static_cast<ai::Level>(level), seed);
  if (!explain) return arkantis::to_text(action);
  char gain[32];
  std::snprintf(gain, sizeof gain, "\t%.2f", turn_gain(view.value(), action, seed));
  return arkantis::to_text(action) + gain;
}

}  // namespace arkantis_ai
