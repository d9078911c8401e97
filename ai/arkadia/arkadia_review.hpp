// The review after a game: for one of a person's decisions, what Hard would have done instead and
// what the difference is worth. A decision is what the AI's moves bundle (moves.hpp): a lay-out,
// a castle piece, a refill, a pass, one building's workers up to `done`, a banner with its sales.
// Worths are margin changes in gold, as for a hint (explain.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ai/arkadia/arkadia_search.hpp"
#include "ai/review_request.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

struct DecisionReview {
  int length = 0;                             // actions of `played` that make the decision
  std::vector<arkadia::Action> preferred;     // the search's decision from the same position
  double preferred_gain = 0, chosen_gain = 0;
  // preferred_gain - chosen_gain in parts (explain.hpp, decision_terms), for the page's reasons.
  std::vector<ai::ReviewTerm> terms;
};

// How many of `played` (the mover's next actions, from the view's position) make one decision.
int decision_length(const std::vector<arkadia::Action>& played);

DecisionReview review_decision(const arkadia::SeatView& view, const std::vector<arkadia::Action>& played,
                               const SearchSettings& settings, std::uint64_t seed);

// The worker's review request: a view as JSON, the mover's next actions in notation separated by
// ";", a level and a seed (unused: the advisor seeds it by the position, advisor.hpp) in; "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN\t\tTERMS" out
// (PREFERRED in notation separated by ";"; ai/review_request.hpp), or "error: <reason>".
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace arkadia_ai
