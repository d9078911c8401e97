// The review after a game of ArkantiS: for one of a person's turns, what the AI would have done
// instead (its turn's action, the rest of the turn played greedily: moves.hpp) and what each is
// worth: the change of the mover's own worth in points (evaluation.hpp), as for a hint.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace arkantis_ai {

// The worker's review request: a view as JSON at the start of the person's turn, the turn's
// actions in notation separated by ";", a level and a seed in; "LENGTH\tPREFERRED\t
// PREFERRED_GAIN\tCHOSEN_GAIN" out (the whole turn is the decision; PREFERRED in notation
// separated by ";"), or "error: <reason>".
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace arkantis_ai
