// The one-line text form of every action (docs/notation.md). to_text and parse_action are exact
// inverses: parse_action(to_text(a)) == a for every action, and to_text(parse_action(t)) == t
// for every text that parses.
#pragma once

#include <string>
#include <string_view>

#include "arkadia/action.hpp"
#include "bg/status.hpp"

namespace arkadia {

std::string to_text(const Action& action);
// Parses the text form; a malformed line is rejected with the reason. Legality in a position is
// a separate question (State::check).
bg::Expected<Action> parse_action(std::string_view text);

std::string orientation_name(int orientation);  // "r0".."r3", "r0m".."r3m"
std::string castle_square_name(int castle_square);  // "K1".."K10"

}  // namespace arkadia
