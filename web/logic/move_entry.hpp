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
#include "bg/status.hpp"

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

// Why a typed text that is no legal action is refused, in the engine's own words: the rule it
// breaks when it names an action ("the building would cover a worker"), else what is wrong with
// its notation ("'xx-r' is not a card"); ok when it is legal. The case of each word is forgiven
// as the reading forgives it (the notation mixes "lay HO-R e5 r0" and "castle R K3"); a text
// that reads in no case gets the notation's complaint about it as typed. Only what the mover's
// own legal actions and refusals tell (law 1 of the contract): nothing another seat hides.
struct MoveRefusal {
  bg::Status reason;        // ok: the text is legal (or empty)
  bool names_action = false;  // the notation reads, and the rules refuse the action
};

template <bg::Game G>
MoveRefusal refuse_move(const typename G::State& s, std::string_view typed) {
  const std::string tidy = tidy_move_text(typed);
  if (tidy.empty()) return {};
  // The words as typed (spaces tidied, case kept).
  std::vector<std::string> words;
  for (std::size_t at = 0; at < typed.size();) {
    while (at < typed.size() && std::isspace(static_cast<unsigned char>(typed[at]))) ++at;
    std::size_t end = at;
    while (end < typed.size() && !std::isspace(static_cast<unsigned char>(typed[end]))) ++end;
    if (end > at) words.emplace_back(typed.substr(at, end - at));
    at = end;
  }
  auto joined_words = [&](const std::vector<std::string>& w) {
    std::string out;
    for (const std::string& word : w) out += (out.empty() ? "" : " ") + word;
    return out;
  };
  auto cased = [](std::string word, bool upper) {
    for (char& c : word) c = static_cast<char>(upper ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
    return word;
  };
  const auto as_typed = G::parse_action(joined_words(words));
  std::optional<typename G::Action> action;
  if (as_typed.ok()) action = as_typed.value();
  // Each word in lower or upper case (64 tries at most: no action of the notation is longer).
  constexpr std::size_t kMostWords = 6;
  if (!action && words.size() <= kMostWords) {
    std::size_t tries = 1;
    for (std::size_t i = 0; i < words.size(); ++i) tries *= 2;
    for (std::size_t mask = 0; mask < tries && !action; ++mask) {
      std::vector<std::string> w = words;
      for (std::size_t i = 0; i < w.size(); ++i) w[i] = cased(w[i], (mask >> i) & 1U);
      if (auto parsed = G::parse_action(joined_words(w)); parsed.ok()) action = parsed.value();
    }
  }
  if (!action) return {as_typed.status(), false};
  return {s.check(*action), true};
}

}  // namespace web
