#include "ai/arkantis/arkantis_review.hpp"

#include <vector>

#include "ai/arkantis/evaluation.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/arkantis/play_out.hpp"
#include "ai/review_request.hpp"
#include "ai/worker_request.hpp"
#include "arkantis/game.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {
// Deals played out for each side of a pass (about 40 ms each natively, a little more in the
// worker): enough for a loss counted in tens of points.
constexpr int kPassPlayOuts = 12;
}  // namespace

std::optional<TurnReview> review_turn(const SeatView& view, const std::vector<Action>& played, ai::Level level,
                                      std::uint64_t seed) {
  const int seat = view.seat();
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  const State start = view.sample(deal);
  // The mover's own worth now, as for a hint (view_request.cpp says why not the margin): each
  // turn's gain is from it.
  const double before = worths(start)[static_cast<std::size_t>(seat)];
  // The person's turn: every action while it is still theirs and legal.
  State chosen = start;
  int length = 0;
  for (const Action& a : played) {
    if (chosen.is_terminal() || chosen.current_player() != seat || !chosen.check(a).ok()) break;
    chosen.apply_unchecked(a);
    ++length;
    if (a.kind == ActionKind::kEnd || a.kind == ActionKind::kPass) break;  // the turn is over
  }
  if (length == 0) return std::nullopt;
  // The AI's: its action, then the greedy rest of the turn, up to the first card it buys: the
  // card under a face-up top is the sample's invention, so buying on after it would judge (and
  // propose) purchases from cards nobody has seen; the play-test saw a turn of eight purchases
  // called the better move that way.
  State preferred = start;
  std::vector<Action> preferred_actions{choose_action(view, level, seed)};
  preferred.apply_unchecked(preferred_actions.front());
  bool bought = false;
  while (preferred.phase() == Phase::kAfter) {
    Action next = follow_up_action(preferred);
    if (next.kind == ActionKind::kBuy && bought) next = Action::end();
    bought |= next.kind == ActionKind::kBuy;
    preferred_actions.push_back(next);
    preferred.apply_unchecked(next);
  }
  // Both turns valued by the level's search from the turn's start (value_turns): the two are its
  // only root moves, each with half the iterations, each played in every deal as far as it is
  // legal there; a turn is worth the mean of the mover's own worth at the leaves below it, so
  // the others' replies and the mover's later turns, as the search sees them, are counted in. The
  // evaluation's worth right after the turn (the review until 2026-11) agreed in sign with
  // played-out games about half the time (ai/README.md).
  const std::vector<Action> chosen_actions(played.begin(), played.begin() + length);
  const bool same = chosen_actions == preferred_actions;
  // A pass gives up every later turn while the others play on alone, often for dozens of turns:
  // far beyond the search's depth, whose leaves called a pass leading 49 to 35 a 9-point loss in
  // a game then lost 49 to 276 (issue 48). A pass and the AI's turn are then both played out to
  // the end (play_out.hpp) and compared by the mover's final margin: its final score minus the
  // best other seat's, each averaged over the deals.
  if (chosen_actions.front().kind == ActionKind::kPass) {
    // The same deals for both turns, so their difference is the turns', not the deals'.
    const std::uint64_t deals = seed ^ 0x2545f4914f6cdd1dull;
    const auto after_pass = play_out(view, chosen_actions, kPassPlayOuts, deals);
    const auto after_turn = same ? after_pass : play_out(view, preferred_actions, kPassPlayOuts, deals);
    if (after_pass && after_turn) {
      const int players = start.num_players();
      Worths now{}, turn{}, pass{};
      for (int p = 0; p < players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        now[i] = start.score(p);
        turn[i] = after_turn->mean_score[i];
        pass[i] = after_pass->mean_score[i];
      }
      const double margin_now = margin(now, players, seat);
      return TurnReview{length, std::move(preferred_actions), margin(turn, players, seat) - margin_now,
                        margin(pass, players, seat) - margin_now, after_pass->mean_score};
    }
  }
  std::vector<std::vector<Action>> turns{preferred_actions};
  if (!same) turns.push_back(chosen_actions);
  const std::vector<TurnValue> values = value_turns(view, turns, level_settings(level), seed ^ 0x5851f42d4c957f2dull);
  const double preferred_gain = values[0].own - before;
  const double chosen_gain = same ? preferred_gain : values[1].own - before;
  return TurnReview{length, std::move(preferred_actions), preferred_gain, chosen_gain, {}};
}

std::string answer_review_request(std::string_view view_json, std::string_view played_text, int level,
                                  std::uint64_t seed) {
  auto view = decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 1 || level >= static_cast<int>(ai::kLevels.size())) return "error: a review needs a searching level";
  const auto played = ai::parse_played<ArkantisGame>(played_text);
  if (!played.ok()) return "error: " + played.reason();
  const auto review = review_turn(view.value(), played.value(), static_cast<ai::Level>(level), seed);
  if (!review) return "error: the decision's first action is illegal here";
  return ai::review_answer<ArkantisGame>(review->length, review->preferred, review->preferred_gain,
                                         review->chosen_gain, review->chosen_final);
}

}  // namespace arkantis_ai
