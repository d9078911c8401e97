// The review after a game of ArkantiS: for one of a person's turns, what the AI would have done
// instead (its turn's action, the rest of the turn played greedily: moves.hpp) and what each is
// worth: the change of the mover's own worth in points (evaluation.hpp), as for a hint.
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
  double preferred_gain = 0, chosen_gain = 0;
};

// The review of the turn `played` starts (view.seat() to move, at the turn's start); nullopt when
// its first action is illegal there. `level` searches (Normal or above).
std::optional<TurnReview> review_turn(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                      ai::Level level, std::uint64_t seed);

// The worker's review request: a view as JSON at the start of the person's turn, the turn's
// actions in notation separated by ";", a level and a seed in; "LENGTH\tPREFERRED\t
// PREFERRED_GAIN\tCHOSEN_GAIN" out (the whole turn is the decision; PREFERRED in notation
// separated by ";"), or "error: <reason>".
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace arkantis_ai
