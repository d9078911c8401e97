// The one-line text of every action (docs/rules/arkantis.md §11.2, docs/notation.md). to_text and
// parse_action are exact inverses; a non-canonical spelling is refused with the canonical one.
#pragma once

#include <string>
#include <string_view>

#include "arkantis/action.hpp"
#include "bg/status.hpp"

namespace arkantis {

inline constexpr std::string_view kActionSyntax =
    "write: take SQUARE [SQUARE] | move SQUARE SQUARE | buy orange|emerald face-up|face-down | claim CARD SQUARE | "
    "end | pass";

std::string to_text(const Action& action);
// Legality in a position is a separate question (State::check).
bg::Expected<Action> parse_action(std::string_view text);

}  // namespace arkantis
