#include "ai/arkantis/view_request.hpp"

#include <cstdio>

#include "ai/arkantis/evaluation.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/worker_request.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

namespace {

// The change of the mover's own worth (its score and what its cards may still claim) from
// `action` and the greedy rest of its turn, in a deal of the view. Not the margin: the others'
// worth is mostly their hands' chances, which swing by tens of points with every token (a seat
// holding 14 cards) and would drown what the turn itself did.
double turn_gain(const arkantis::SeatView& view, const arkantis::Action& action, std::uint64_t seed) {
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  arkantis::State s = view.sample(deal);
  const int seat = view.seat();
  const double before = worths(s)[static_cast<std::size_t>(seat)];
  s.apply_unchecked(action);
  finish_turn(s);
  return worths(s)[static_cast<std::size_t>(seat)] - before;
}

}  // namespace

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool explain) {
  auto view = arkantis::decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  const arkantis::Action action = choose_action(view.value(), static_cast<ai::Level>(level), seed);
  if (!explain) return arkantis::to_text(action);
  char gain[32];
  std::snprintf(gain, sizeof gain, "\t%.2f", turn_gain(view.value(), action, seed));
  return arkantis::to_text(action) + gain;
}

}  // namespace arkantis_ai
