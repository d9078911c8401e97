// The review after a game of ArkantiS: for one of a person's turns, what the AI would have done
// instead (its turn's action, the rest of the turn played greedily up to its first purchase:
// moves.hpp) and what each turn is worth, as the level's search sees it: both turns are the root
// moves of one search from the turn's start (arkantis_search.hpp, value_turns), and a turn's gain
// is the mean of the mover's own worth (evaluation.hpp: its estimated final score) at the leaves
// below it, the others' replies and its own later turns included, minus its worth now. Points.
// A pass is the exception: it gives up every later turn, far beyond the search's depth, so a
// pass and the AI's turn are both played out to the end (play_out.hpp) and each gain is the
// mover's final margin (its final score minus the best other's) minus its margin now.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/level_names.hpp"
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
};

// The review of the turn `played` starts (view.seat() to move, at the turn's start); nullopt when
// its first action is illegal there. `level` searches (Normal or above): the review costs about
// two of its decisions. Seeded: the same view, turn, level and seed give the same review.
std::optional<TurnReview> review_turn(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                      ai::Level level, std::uint64_t seed);

// The worker's review request: a view as JSON at the start of the person's turn, the turn's
// actions in notation separated by ";", a level and a seed in; "LENGTH\tPREFERRED\t
// PREFERRED_GAIN\tCHOSEN_GAIN" out (the whole turn is the decision; PREFERRED in notation
// separated by ";"), then after a pass "\tCHOSEN_FINAL" (TurnReview::chosen_final), or
// "error: <reason>".
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace arkantis_ai
