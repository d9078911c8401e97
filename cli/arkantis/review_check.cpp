// `review-check --game arkantis FILE`: how far the review's worths (ai/arkantis/arkantis_review.hpp) are
// from the games they predict. For each of one seat's turns in a record, the review is asked as
// the page asks it (the seat's view at the turn's start, the turn's actions); then both turns, the
// one played and the one the review prefers, are played out to the end from the same deals (the
// seat's view sampled; other deals than the review's own), every seat by the same play-out
// player, and the seat's final margins (its score minus the best other's, the review's measure)
// are compared. It prints, per turn, the review's estimate of what the preferred turn gains over
// the played one beside the mean gain played out, and at the end how often the two agree in sign:
// over all turns, and over the turns where the play-outs agree among themselves (their 95%
// interval clear of zero), where issue 48 asks for 90%; how often the played-out gain fell inside
// the review's 80% interval of its estimate (with many deals, the interval's calibration); and
// how long the review took per turn.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/play_out.hpp"
#include "args.hpp"
#include "arkantis/record.hpp"
#include "commands.hpp"
#include "record_file.hpp"

namespace cli {

using namespace arkantis;

namespace {

struct Turn {
  State start;
  std::vector<Action> played;
};

// The seat's turns of the record: the state where each begins and its actions.
std::vector<Turn> turns_of(const GameRecord& record, int seat) {
  std::vector<Turn> turns;
  State s = State::create(record.options, record.setup).value();
  bool in_turn = false;  // a seat plays on alone once the others passed: turns end by End or Pass
  for (const Action& a : record.actions) {
    const int mover = s.current_player();
    if (mover == seat && !in_turn) turns.push_back({s, {}});
    if (mover == seat) turns.back().played.push_back(a);
    in_turn = mover == seat && a.kind != ActionKind::kEnd && a.kind != ActionKind::kPass;
    s.apply_unchecked(a);
  }
  return turns;
}

// Every seat played by `player` (greedy, or a level) from what it sees, to the end; the seat's
// final margin, as the review values a turn: its score minus the best other seat's.
double final_margin(State s, int seat, const std::string& player, std::uint64_t seed) {
  const auto level = ai::parse_level(player);
  for (std::uint64_t step = 0; !s.is_terminal(); ++step) {
    const SeatView view = SeatView::of(s, s.current_player());
    s.apply_unchecked(level ? arkantis_ai::choose_action(view, *level, seed + step) : arkantis_ai::greedy_action(view.state()));
  }
  return arkantis_ai::score_margin(s, seat);
}

std::string joined(const std::vector<Action>& actions) {
  std::string out;
  for (const Action& a : actions) out += (out.empty() ? "" : "; ") + to_text(a);
  return out;
}

}  // namespace

int arkantis_review_check(const std::vector<std::string>& argv) {
  Args args(argv, {}, {"seat", "deals", "level", "player", "seed", "turns"}, 1);
  const auto fail = [](const std::string& why) {
    std::cerr << "bg-cli review-check: " << why << "\n";
    return 2;
  };
  if (!args.error().empty()) return fail(args.error());
  if (args.positional().size() != 1) return fail("give one record file");
  const int seat = static_cast<int>(args.get_int("seat", 0, 3).value_or(0));
  const int deals = static_cast<int>(args.get_int("deals", 1, 10000).value_or(20));
  const int max_turns = static_cast<int>(args.get_int("turns", 1, 1000).value_or(1000));
  const auto seed = static_cast<std::uint64_t>(args.get_int("seed", 0, 1 << 30).value_or(1));
  const auto level = ai::parse_level(args.get("level").value_or("hard"));
  if (!level || *level == ai::Level::kEasy) return fail("--level must be normal, hard or expert");
  const std::string player = args.get("player").value_or("greedy");
  if (player != "greedy" && !ai::parse_level(player)) return fail("--player must be greedy or a level");
  if (!args.error().empty()) return fail(args.error());

  const auto text = read_record_file(args.positional()[0]);
  if (!text.ok()) return fail(text.reason());
  auto record = parse_record(text.value());
  if (!record.ok()) return fail(record.reason());
  if (auto end = replay(record.value()); !end.ok()) return fail(end.reason());
  if (seat >= record->options.players) return fail("the record has no seat " + std::to_string(seat));

  std::cout << "review at " << ai::level_name(*level) << " against " << deals << " deals each played out by "
            << player << ", seat " << seat << "\n";
  int checked = 0, same_sign = 0, preferred_better = 0, decisive = 0, decisive_same_sign = 0, in_range = 0;
  double estimate_sum = 0, outcome_sum = 0, error_sum = 0;
  int index = 0, reviewed = 0;
  std::chrono::steady_clock::duration reviewing{};
  for (const Turn& turn : turns_of(record.value(), seat)) {
    if (index++ >= max_turns) break;
    const SeatView view = SeatView::of(turn.start, seat);
    // What the page's review says of the turn (the worker's request without its JSON).
    const auto asked = std::chrono::steady_clock::now();
    const auto review = arkantis_ai::review_advised(view, turn.played, *level);
    reviewing += std::chrono::steady_clock::now() - asked;
    ++reviewed;
    if (!review) return fail("turn " + std::to_string(turn.start.turn_number()) + ": its first action is illegal");
    const std::vector<Action>& preferred = review->preferred;
    const double estimate = review->preferred_gain - review->chosen_gain;
    if (preferred == std::vector<Action>(turn.played.begin(), turn.played.begin() + review->length)) continue;
    // Common deals: both turns meet the same cards and the same play-out seeds.
    double sum = 0, squares = 0;
    for (int d = 0; d < deals; ++d) {
      bg::Rng rng(seed * 1000003 + static_cast<std::uint64_t>(d));
      const State deal = view.sample(rng);
      State mine = deal, theirs = deal;
      arkantis_ai::play_turn(mine, turn.played);
      arkantis_ai::play_turn(theirs, preferred);
      const double gain = final_margin(theirs, seat, player, seed + d) - final_margin(mine, seat, player, seed + d);
      sum += gain;
      squares += gain * gain;
    }
    const double mean = sum / deals;
    const double spread = deals > 1 ? std::sqrt(std::max(0.0, (squares - deals * mean * mean) / (deals - 1)) / deals) : 0;
    ++checked;
    estimate_sum += estimate;
    outcome_sum += mean;
    error_sum += std::abs(estimate - mean);
    same_sign += (estimate > 0) == (mean > 0);
    preferred_better += mean > 0;
    const bool clear = std::abs(mean) > 1.96 * spread;
    decisive += clear;
    decisive_same_sign += clear && (estimate > 0) == (mean > 0);
    const bool inside = mean >= review->loss_range.low && mean <= review->loss_range.high;
    in_range += inside;
    std::printf("turn %3d  played %-34s  preferred %-44s  estimate %+6.1f (%+.1f to %+.1f)  played out %+6.1f +- %.1f%s%s\n",
                turn.start.turn_number(), joined(turn.played).c_str(), joined(preferred).c_str(), estimate,
                review->loss_range.low, review->loss_range.high, mean, 1.96 * spread,
                clear ? (estimate > 0) == (mean > 0) ? "  agreed" : "  DISAGREED" : "", inside ? "" : "  OUTSIDE");
  }
  std::printf("the review took %.0f ms per turn (%d turns)\n",
              std::chrono::duration<double, std::milli>(reviewing).count() / std::max(1, reviewed), reviewed);
  if (checked == 0) {
    std::cout << "no turn where the review prefers another\n";
    return 0;
  }
  std::printf(
      "%d turns where the review prefers another: mean estimate %+.1f points, mean played out %+.1f; "
      "the preferred turn did better in %d, the sign agreed in %d, mean distance %.1f points\n",
      checked, estimate_sum / checked, outcome_sum / checked, preferred_better, same_sign, error_sum / checked);
  std::printf("where the play-outs agree among themselves (95%% interval clear of zero): %d turns, the sign agreed in %d\n",
              decisive, decisive_same_sign);
  std::printf("the played-out gain inside the review's 80%% interval in %d of %d turns (%.0f%%)\n", in_range, checked,
              100.0 * in_range / checked);
  return 0;
}

}  // namespace cli
