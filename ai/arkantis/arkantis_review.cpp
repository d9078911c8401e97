#include "ai/arkantis/arkantis_review.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/arkantis/pass_range.hpp"
#include "ai/arkantis/play_out.hpp"
#include "ai/review_request.hpp"
#include "ai/worker_request.hpp"
#include "arkantis/game.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {
// Deals played out for each turn (about 5 ms each natively on average, 40 early in the game).
constexpr int kPlayOuts = 16;

// The deals a turn of this review is played out in: the same for every turn valued with `seed`.
std::uint64_t play_out_deals(std::uint64_t seed) { return seed ^ 0x2545f4914f6cdd1dull; }

// The 80% interval of the mean of a[i] - b[i] (common deals: the pairs differ by the turns
// alone), by Student's t with the deals less one degrees of freedom.
ai::ScoreRange mean_interval(const std::vector<double>& a, const std::vector<double>& b) {
  const std::size_t n = std::min(a.size(), b.size());
  if (n == 0) return {};
  double sum = 0, squares = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double d = a[i] - b[i];
    sum += d;
    squares += d * d;
  }
  const double count = static_cast<double>(n), mean = sum / count;
  if (n < 2) return {mean, mean};
  static_assert(kPlayOuts == 16, "the t quantile below is for 15 degrees of freedom");
  constexpr double kT80 = 1.341;  // Student's t, 90th percentile, 15 degrees of freedom
  const double half = kT80 * std::sqrt(std::max(0.0, (squares - count * mean * mean) / (count - 1)) / count);
  return {mean - half, mean + half};
}

// The mover's margin now (the score is public: any deal of the view gives it).
double margin_now(const SeatView& view, std::uint64_t seed) {
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  return score_margin(view.sample(deal), view.seat());
}
}  // namespace

std::vector<Action> preferred_turn(const SeatView& view, ai::Level level, std::uint64_t seed) {
  // The level's action, then the greedy rest of the turn, up to the first card it buys: the card
  // under a face-up top is the sample's invention, so buying on after it would judge (and
  // propose) purchases from cards nobody has seen; the play-test saw a turn of eight purchases
  // called the better move that way. A card bought face down is the sample's invention too: the
  // turn ends there, so no step of the advice depends on a card the seat has not seen, and every
  // step is legal at the real table.
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  State s = view.sample(deal);
  std::vector<Action> turn{choose_action(view, level, seed)};
  s.apply_unchecked(turn.front());
  bool bought = false, unseen = false;
  while (s.phase() == Phase::kAfter && !s.is_terminal()) {
    Action next = follow_up_action(s);
    if ((next.kind == ActionKind::kBuy && bought) || (unseen && next.kind != ActionKind::kEnd)) next = Action::end();
    if (next.kind == ActionKind::kBuy) {
      bought = true;
      unseen = next.pile != kFaceUp;
    }
    turn.push_back(next);
    s.apply_unchecked(next);
  }
  return turn;
}

std::optional<double> turn_gain(const SeatView& view, const std::vector<Action>& turn, std::uint64_t seed,
                                std::optional<PlayOut>* out) {
  auto played = play_out(view, turn, kPlayOuts, play_out_deals(seed));
  if (!played) return std::nullopt;
  const double gain = played->mean_parts.margin() - margin_now(view, seed);
  if (out) *out = std::move(played);
  return gain;
}

std::optional<TurnReview> review_turn(const SeatView& view, const std::vector<Action>& played, ai::Level level,
                                      std::uint64_t seed) {
  const int seat = view.seat();
  bg::Rng deal(seed ^ 0x9e3779b97f4a7c15ull);
  const State start = view.sample(deal);
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
  std::vector<Action> preferred_actions = preferred_turn(view, level, seed);
  // Both turns played out to the end from the same deals (play_out.hpp), every seat greedy, and
  // valued by the mover's final margin: its final score minus the best other seat's. A turn's
  // worth shows late (a spot opened for the next player, the turns the others play alone after a
  // pass): the level's search, a few turns deep, agreed in sign with played-out games in two
  // turns of three, and called a pass that lost 49 to 276 a 9-point loss (issue 48; ai/README.md).
  const std::vector<Action> chosen_actions(played.begin(), played.begin() + length);
  const bool same = chosen_actions == preferred_actions;
  std::optional<PlayOut> after_chosen, after_preferred;
  const auto chosen_gain = turn_gain(view, chosen_actions, seed, &after_chosen);
  const auto preferred_gain = same ? chosen_gain : turn_gain(view, preferred_actions, seed, &after_preferred);
  if (same) after_preferred = after_chosen;
  if (!chosen_gain || !preferred_gain) return std::nullopt;  // both first actions are legal here
  TurnReview review{length, std::move(preferred_actions), *preferred_gain, *chosen_gain, {}, {}, {}, {}};
  review.loss_range = mean_interval(after_preferred->margins, after_chosen->margins);
  if (chosen_actions.front().kind == ActionKind::kPass) {
    review.chosen_final = after_chosen->mean_score;
    for (int p = 0; p < start.num_players(); ++p) {
      const double now = start.score(p), mean = review.chosen_final[static_cast<std::size_t>(p)];
      const PassRange more = pass_range(mean - now);
      // The passer's own score is settled; the others' is what they may still take.
      review.chosen_range.push_back(p == seat ? ai::ScoreRange{mean, mean} : ai::ScoreRange{now + more.low, now + more.high});
    }
  }
  // What the difference is made of: the mover's final score in its parts, and the best other's.
  const FinalParts& theirs = after_preferred->mean_parts;
  const FinalParts& mine = after_chosen->mean_parts;
  review.terms = {{"claimed", theirs.claimed - mine.claimed},
                  {"counters", theirs.counters - mine.counters},
                  {"hand", mine.hand - theirs.hand},
                  {"others", mine.best_other - theirs.best_other}};
  return review;
}

std::string answer_review_request(std::string_view view_json, std::string_view played_text, int level,
                                  std::uint64_t) {
  auto view = decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 1 || level >= static_cast<int>(ai::kLevels.size())) return "error: a review needs a searching level";
  const auto played = ai::parse_played<ArkantisGame>(played_text);
  if (!played.ok()) return "error: " + played.reason();
  // The coach's review (advisor.hpp): seeded by the position, as the hint was.
  const auto review = review_advised(view.value(), played.value(), static_cast<ai::Level>(level));
  if (!review) return "error: the decision's first action is illegal here";
  return ai::review_answer<ArkantisGame>(review->length, review->preferred, review->preferred_gain,
                                         review->chosen_gain, review->chosen_final, review->terms, review->chosen_range,
                                         review->loss_range);
}

}  // namespace arkantis_ai
