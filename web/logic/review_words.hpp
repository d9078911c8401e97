// The review's "why" in words, from the review's own parts (ReviewTerm, game_review.hpp): the
// reasons and the number come from the same valuation, so they agree, and add up (issue 48: a
// 7-point claim rated a 15-point loss while two of three reasons, read off the table right after
// the turn, favoured it).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game_review.hpp"
#include "i18n.hpp"

namespace web {

// One sentence per part that rounds to a whole unit or more, biggest first: the text of
// "<prefix>.why.term.<name>.preferred" when the AI's choice has more of it, ".chosen" when the
// person's has (#one/#other forms, "{n}" the rounded size), after "<prefix>.why.terms" (what the
// parts are of). When every part rounds to nothing, "<prefix>.why.even" alone. Empty when there
// are no parts (the game's review gives none).
std::vector<std::string> review_term_reasons(const std::vector<ReviewTerm>& terms, const Translator& words,
                                             std::string_view prefix);

// A hint with its worth, the lead it leaves over the best other player, said as a lead or a gap
// and never as a signed number (issue 77: "About -1 gold for you over the best other player"):
// the text of "<key>.ahead" when `worth` rounds above zero, "<key>.behind" below (each with
// "{worth}" the rounded size in "<game>.hint.worth" units, "{move}" the hint), "<key>.level" at
// zero.
std::string hint_worth_line(const Translator& words, std::string_view key, std::string_view game, const std::string& move,
                            double worth);

}  // namespace web
