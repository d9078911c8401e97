// What every game's review request shares (ai/GAME/review.hpp, web/logic/game_review.hpp): the
// person's actions come as notation separated by ";", and the answer goes back as
// "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN[\tCHOSEN_FINAL]" with PREFERRED likewise
// separated. CHOSEN_FINAL, when the game played the chosen decision out to the end (an ArkantiS
// pass), is each seat's mean final score after it, separated by spaces.
#pragma once

#include <cstdio>
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

template <bg::Game G>
std::string review_answer(int length, const std::vector<typename G::Action>& preferred, double preferred_gain,
                          double chosen_gain, const std::vector<double>& chosen_final = {}) {
  std::string out = std::to_string(length) + "\t";
  for (std::size_t i = 0; i < preferred.size(); ++i) out += (i ? ";" : "") + G::action_text(preferred[i]);
  char number[64];
  std::snprintf(number, sizeof number, "\t%.2f\t%.2f", preferred_gain, chosen_gain);
  out += number;
  for (std::size_t i = 0; i < chosen_final.size(); ++i) {
    std::snprintf(number, sizeof number, "%s%.1f", i ? " " : "\t", chosen_final[i]);
    out += number;
  }
  return out;
}

}  // namespace ai
