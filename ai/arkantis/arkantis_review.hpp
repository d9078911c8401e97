// The review after a game of ArkantiS: for one of a person's turns, what the AI would have done
// instead (its turn's action, the rest of the turn played greedily up to its first purchase:
// moves.hpp) and what each turn is worth: both are played out to the end from the same deals of
// the mover's view (play_out.hpp, every seat greedy), and a turn's gain is the mover's mean final
// margin (its final score minus the best other seat's) minus its margin now. Points. The terms
// say what the difference is made of: the mover's claimed points, counters and cards left in
// hand at the end, and the best other seat's final score.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/level_names.hpp"
#include "ai/arkantis/play_out.hpp"
#include "ai/review_request.hpp"
#include "arkantis/action.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

struct TurnReview {
  int length = 0;                          // actions of `played` that make the turn
  std::vector<arkantis::Action> preferred;  // the level's turn from the same position
  // Each turn's gain in points (see above); equal when the turns are. The page's loss is
  // preferred_gain - chosen_gain, never below zero.
  double preferred_gain = 0, chosen_gain = 0;
  // After a pass, each seat's final score, averaged over the played-out deals: what the others
  // can still take while the passer's score stays (the pass dialog's figure). Empty otherwise.
  std::vector<double> chosen_final;
  // After a pass, each seat's final score as the pass warning's calibrated range (pass_range.hpp).
  std::vector<ai::ScoreRange> chosen_range;
  // preferred_gain - chosen_gain is the mean over the played-out deals of what the preferred turn
  // gained over the chosen one in each; this is that mean's 80% interval (Student's t over the
  // deals), so the page can say how sure the figure is. Equal ends when the turns are the same.
  ai::ScoreRange loss_range;
  // preferred_gain - chosen_gain in parts (ai/review_request.hpp): "claimed", "counters", "hand"
  // (the cards left in hand cost), "others" (the best other seat's final score, counted against).
  std::vector<ai::ReviewTerm> terms;
};

// The turn `level` prefers from the view (the seat to move): its action, then the greedy rest of
// the turn up to the first card bought, ending at once after a card bought face down. Every step
// depends only on what the seat has seen, so each is legal at the real table in turn. Seeded.
std::vector<arkantis::Action> preferred_turn(const arkantis::SeatView& view, ai::Level level, std::uint64_t seed);

// What `turn` is worth to the mover in points: its mean final margin, played out in the deals of
// `seed`, minus its margin now; nullopt when the turn's first action is illegal. `out`, when given,
// receives the play-outs.
std::optional<double> turn_gain(const arkantis::SeatView& view, const std::vector<arkantis::Action>& turn,
                                std::uint64_t seed, std::optional<PlayOut>* out = nullptr);

// The review of the turn `played` starts (view.seat() to move, at the turn's start); nullopt when
// its first action is illegal there. `level` (Normal or above) chooses the preferred turn: the
// review costs one of its decisions and 32 play-outs. Seeded: the same view, turn, level and seed
// give the same review.
std::optional<TurnReview> review_turn(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                      ai::Level level, std::uint64_t seed);

// The worker's review request: a view as JSON at the start of the person's turn, the turn's
// actions in notation separated by ";", a level and a seed (unused: the advisor seeds it by the
// position, advisor.hpp) in; "LENGTH\tPREFERRED\t
// PREFERRED_GAIN\tCHOSEN_GAIN\tCHOSEN_FINAL\tTERMS\tCHOSEN_RANGE\tLOSS_RANGE" out (the whole turn is the decision;
// PREFERRED in notation separated by ";"; CHOSEN_FINAL empty but after a pass), or
// "error: <reason>".
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace arkantis_ai
