// What every game's review request shares (ai/GAME/review.hpp, web/logic/game_review.hpp), and the
// hint's explained answer (explained_answer, below): the person's actions come as notation
// separated by ";", and the answer goes back as
// "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN[\tCHOSEN_FINAL[\tTERMS[\tCHOSEN_RANGE[\tLOSS_RANGE]]]]" with
// PREFERRED likewise separated. CHOSEN_FINAL, when the game played the chosen decision out to the
// end (an ArkantiS pass), is each seat's mean final score after it, separated by spaces; it may be
// empty when TERMS follow. TERMS, "NAME:WORTH" separated by spaces, are the parts of the
// difference PREFERRED_GAIN - CHOSEN_GAIN (ReviewTerm), so the page's reasons say what its number
// is made of. CHOSEN_RANGE, "LOW:HIGH" per seat separated by spaces, is the calibrated range of
// each seat's final score after the chosen decision (the pass warning's; it follows TERMS only,
// and may be empty when LOSS_RANGE follows). LOSS_RANGE, "LOW:HIGH", is the 80% interval of
// PREFERRED_GAIN - CHOSEN_GAIN when the game's review measures it (ArkantiS: over its play-outs).
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"

namespace ai {

// The actions of `text`, each read by G::parse_action; an error names the first bad one. None
// at all is an error too: there is no decision to review.
template <bg::Game G>
bg::Expected<std::vector<typename G::Action>> parse_played(std::string_view text) {
  std::vector<typename G::Action> played;
  for (std::string_view rest = text; !rest.empty();) {
    const auto semicolon = rest.find(';');
    auto a = G::parse_action(std::string(rest.substr(0, semicolon)));
    if (!a.ok()) return bg::Status::error("bad action in the decision: " + a.reason());
    played.push_back(a.value());
    rest = semicolon == std::string_view::npos ? "" : rest.substr(semicolon + 1);
  }
  if (played.empty()) return bg::Status::error("no decision to review");
  return played;
}

// One part of what separates the person's choice from the preferred one, in the review's unit:
// positive when the preferred choice has more of it. A review's terms add up to its
// preferred_gain - chosen_gain. NAME is a word without spaces or colons, which the game's page
// turns into a sentence.
struct ReviewTerm {
  std::string name;
  double worth = 0;
  bool operator==(const ReviewTerm&) const = default;
};

// A decision's actions in notation, separated by ";" (PREFERRED, and the hint's decision).
template <bg::Game G>
std::string decision_notation(const std::vector<typename G::Action>& decision) {
  std::string out;
  for (std::size_t i = 0; i < decision.size(); ++i) out += (i ? ";" : "") + G::action_text(decision[i]);
  return out;
}

// A seat's final score (or margin) after a decision, as a range (CHOSEN_RANGE, the hint's).
struct ScoreRange {
  double low = 0, high = 0;
};

// The worker's explained answer (a hint): the decision in notation, a tab and its worth, then a
// tab and the mover's final margin as a range, "banner;sell O 3\t3.25\t-4.0:12.5"
// (ai/margin_range.hpp; web/logic/session.hpp's split_explained reads it).
template <bg::Game G>
std::string explained_answer(const std::vector<typename G::Action>& decision, double gain, const ScoreRange& range) {
  char number[96];
  std::snprintf(number, sizeof number, "\t%.2f\t%.1f:%.1f", gain, range.low, range.high);
  return decision_notation<G>(decision) + number;
}

template <bg::Game G>
std::string review_answer(int length, const std::vector<typename G::Action>& preferred, double preferred_gain,
                          double chosen_gain, const std::vector<double>& chosen_final = {},
                          const std::vector<ReviewTerm>& terms = {}, const std::vector<ScoreRange>& chosen_range = {},
                          const std::optional<ScoreRange>& loss_range = std::nullopt) {
  std::string out = std::to_string(length) + "\t" + decision_notation<G>(preferred);
  char number[64];
  std::snprintf(number, sizeof number, "\t%.2f\t%.2f", preferred_gain, chosen_gain);
  out += number;
  for (std::size_t i = 0; i < chosen_final.size(); ++i) {
    std::snprintf(number, sizeof number, "%s%.1f", i ? " " : "\t", chosen_final[i]);
    out += number;
  }
  if (terms.empty()) return out;
  if (chosen_final.empty()) out += "\t";
  for (std::size_t i = 0; i < terms.size(); ++i) {
    std::snprintf(number, sizeof number, "%+.2f", terms[i].worth);
    out += (i ? " " : "\t") + terms[i].name + ":" + number;
  }
  for (std::size_t i = 0; i < chosen_range.size(); ++i) {
    std::snprintf(number, sizeof number, "%s%.1f:%.1f", i ? " " : "\t", chosen_range[i].low, chosen_range[i].high);
    out += number;
  }
  if (!loss_range) return out;
  if (chosen_range.empty()) out += "\t";
  std::snprintf(number, sizeof number, "\t%.1f:%.1f", loss_range->low, loss_range->high);
  return out + number;
}

}  // namespace ai
