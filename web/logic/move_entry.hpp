// The "type a move" field's reading of what was typed (docs/notation.md), for any game of the
// contract: the legal action it names, else how many legal actions start so and what to suggest
// next. Case and extra spaces are forgiven (a screen reader's dictation capitalises words), so
// "Lay ho-r  e5 R0" names `lay HO-R e5 r0`. Legal actions only: the field never tells more than
// the board's own clicks would.
#pragma once

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"

namespace web {

// Lower case, single spaces, none at either end; `keep_last_space`: a space typed at the end
// stays (the player is about to type the next word).
inline std::string tidy_move_text(std::string_view typed, bool keep_last_space = false) {
  std::string out;
  for (const char c : typed) {
    const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  if (!keep_last_space && !out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

template <bg::Game G>
struct MoveReading {
  std::optional<typename G::Action> action;  // the legal action typed, when the text names one
  int matching = 0;                          // legal actions whose text starts as typed
  int legal = 0;                             // legal actions in all
  // What to offer next: the matching actions in full when there are few, else their next words
  // ("lay HO-R", "lay MI-B"), each once, in the legal actions' order.
  std::vector<std::string> suggestions;
};

template <bg::Game G>
MoveReading<G> read_move(const typename G::State& s, std::string_view typed, std::size_t max_suggestions = 12) {
  MoveReading<G> reading;
  if (s.is_terminal()) return reading;
  const std::vector<typename G::Action> actions = s.legal_actions();
  reading.legal = static_cast<int>(actions.size());
  const std::string exact = tidy_move_text(typed);
  const std::string prefix = tidy_move_text(typed, /*keep_last_space=*/true);
  std::vector<std::string> matches;  // in the game's own spelling
  for (const auto& a : actions) {
    const std::string text = G::action_text(a);
    const std::string tidy = tidy_move_text(text);
    if (tidy == exact && !exact.empty()) reading.action = a;
    if (tidy.compare(0, prefix.size(), prefix) == 0 || tidy + ' ' == prefix) matches.push_back(text);
  }
  reading.matching = static_cast<int>(matches.size());
  if (matches.size() <= max_suggestions) {
    reading.suggestions = matches;
    return reading;
  }
  // Too many to list: each match up to the end of the word after what was typed.
  std::set<std::string> seen;
  for (const std::string& text : matches) {
    std::size_t from = prefix.size();
    if (from < text.size() && text[from] == ' ') ++from;
    const std::size_t end = text.find(' ', from);
    const std::string next = text.substr(0, end);
    if (seen.insert(next).second) reading.suggestions.push_back(next);
    if (reading.suggestions.size() == max_suggestions) break;
  }
  return reading;
}

}  // namespace web
