// The table's words about the game on it, worked out from the game's record and the game's own
// words (GameWordsOf): the winners, what changed since the person's last turn, a decision as
// proposals, the result, and the table as the announcer reads it (SpokenTable). No screen: the
// shell draws and says them (web/shell/table_app.hpp), the suite tests them
// (tests/web/table_words_test.cpp).
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "announcer.hpp"
#include "bg/game.hpp"
#include "i18n.hpp"
#include "log_entry.hpp"
#include "match.hpp"
#include "table.hpp"  // capitalised

namespace web {

// One thing that changed for a seat, as the game counts it: by how much, and the counted text that
// says it ("KEY#one" / "KEY#other", "{signed}" set to "+3" or "-3", "{detail}" to `detail`).
struct SeatChange {
  std::string key;     // "arkantis.since.counters"
  int difference = 0;
  std::string detail;  // what else the text names (Arkadia's seals: the family), else empty
  // Gains and losses of this kind are told apart over several actions (ArkantiS's counters, earned
  // and spent in one turn); else only what they come to (Arkadia's hand: a card laid, one drawn).
  bool apart = false;
};

// "+3 counters", "-2 red seals".
std::string change_words(const Translator& words, const SeatChange& change);
// The same as a sentence says it, in words, where the game's words have them ("KEY.gained",
// "KEY.lost"): "20 counters earned", "14 counters spent" (issue 76: "+20 counters; -14 counters"
// was heard); else change_words.
std::string change_said(const Translator& words, const SeatChange& change);

// What the game and the seats say, handed in by the shell (the game's app answers the first
// three, web/shell/game_ui.hpp; the names follow the table's seats and the language).
template <bg::HostedGame G>
struct GameWordsOf {
  using State = typename G::State;
  using Action = typename G::Action;
  // An action in the log's words, from the positions before and after it.
  std::function<LogEntry(const State&, const Action&, const State&, const std::vector<std::string>&)> describe;
  // What changed for a seat between two positions (3 more gold, 1 more card), each kind once;
  // empty when nothing did.
  std::function<std::vector<SeatChange>(const State&, const State&, int)> changes_for;
  // A finished game's score, a sentence per seat without its full stop ("Ada: 12 gold").
  std::function<std::vector<std::string>(const State&)> score_words;
  std::vector<std::string> names;                  // each seat's name: "Ada", "Computer"
  std::function<std::string(int)> label;           // with a computer's level: "Computer (Hard)"
  std::function<std::string(int)> label_in_sentence;  // as it reads in a sentence: "l'ordinateur (Facile)"
};

// "Ada", "Ada and Bob", "Ada, Bob and Cy" (the language's "and").
std::string joined_names(const Translator& words, const std::vector<std::string>& names);

// A log entry as one spoken sentence, its consequences joined on ("laid out ...; completed
// ..."); `proposal`: as the move would be offered, where the game words it so.
std::string spoken_words(const Translator& words, const LogEntry& entry, bool proposal);

// The result as said at the end: "Game over. Winner: Ada! Ada: 12 gold. Bob: 9 gold."
std::string result_words(const Translator& words, const std::vector<std::string>& winners,
                         const std::vector<std::string>& score_lines);

// The winners' names (`names`: each seat's), joined.
template <class State>
std::string winner_names(const Translator& words, const State& s, const std::vector<std::string>& names) {
  std::vector<std::string> winners;
  for (int seat : s.winners())
    winners.push_back(seat >= 0 && seat < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(seat)] : "");
  return joined_names(words, winners);
}

// What changed for `seat` from action `from` to action `to`, action by action, kinds in the order
// they first changed: the gains and the losses of a kind the game tells apart (SeatChange::apart:
// "+3 counters, -3 counters, +2 cards", where "+2 cards" alone hid three counters earned and
// spent), what the others come to. `net`: every kind as what it comes to. `in_words`: as a
// sentence says them (change_said), not signed.
template <bg::HostedGame G>
std::vector<std::string> changes_over(const Translator& words, const MatchOf<G>& m, int from, int to, int seat,
                                      const GameWordsOf<G>& game, bool net = false, bool in_words = false) {
  struct Kind {
    SeatChange gained, lost;
  };
  std::vector<Kind> kinds;
  for (int i = from; i < to; ++i)
    for (const SeatChange& c : game.changes_for(m.position(i), m.position(i + 1), seat)) {
      auto kind = std::find_if(kinds.begin(), kinds.end(),
                               [&c](const Kind& k) { return k.gained.key == c.key && k.gained.detail == c.detail; });
      if (kind == kinds.end()) kind = kinds.insert(kinds.end(), Kind{{c.key, 0, c.detail, c.apart}, {c.key, 0, c.detail, c.apart}});
      (c.apart && !net && c.difference < 0 ? kind->lost : kind->gained).difference += c.difference;
    }
  std::vector<std::string> out;
  for (const Kind& k : kinds)
    for (const SeatChange* c : {&k.gained, &k.lost})
      if (c->difference != 0) out.push_back(in_words ? change_said(words, *c) : change_words(words, *c));
  return out;
}

// What changed for each seat while the others played since `me` last did (its own steps of this
// turn left out), gross (changes_over): "Since your last turn: Computer (Hard) +3 gold, +1 card;
// you -2 gold." Empty
// when nothing did, before anyone played, or for nobody (`me` < 0: a table of computers).
template <bg::HostedGame G>
std::string since_your_turn(const Translator& words, const MatchOf<G>& m, int me, const GameWordsOf<G>& game) {
  if (me < 0) return "";
  const auto& turns = m.turns();
  const std::size_t from = m.first_turn_since(me);  // all of it, also after a pass (the board marks less)
  if (turns.empty() || from + 1 >= turns.size()) return "";
  std::string line;
  for (int seat = 0; seat < static_cast<int>(m.setup().seats.size()); ++seat) {
    std::string changes;
    for (const std::string& c : changes_over(words, m, turns[from].first_action, turns.back().first_action, seat, game))
      changes += (changes.empty() ? "" : ", ") + c;
    if (changes.empty()) continue;
    const std::string who = seat == me ? std::string(words.tr("status.since.you")) : game.label(seat);
    line += (line.empty() ? "" : words.tr("announce.then")) + words.tr("status.since.seat", {{"player", who}, {"changes", changes}});
  }
  return line.empty() ? "" : words.tr("status.since", {{"changes", line}});
}

// Actions played one after another from `from`, as proposals ("lay out a mill on ...; take the
// deck's top card"; the log's words where the game has no proposal), up to the first illegal one.
template <bg::HostedGame G>
std::string decision_words(const Translator& words, typename G::State from, const std::vector<typename G::Action>& actions,
                           const GameWordsOf<G>& game) {
  std::string out;
  for (const auto& action : actions) {
    typename G::State after = from;
    if (!after.apply(action).ok()) break;
    const LogEntry entry = game.describe(from, action, after, game.names);
    const std::string& said = entry.proposal.empty() ? entry.text : entry.proposal;
    if (!said.empty()) out += (out.empty() ? "" : words.tr("announce.then")) + said;
    from = std::move(after);
  }
  return out;
}

// A long run of one seat's turns, actions [from, to), told briefly in the words of "since your
// turn, in words: "Computer (Hard) played 31 turns in a row: 171 points claimed; 40 counters
// earned; 12 counters spent. Each move is in the log."
template <bg::HostedGame G>
std::string long_run_words(const Translator& words, const MatchOf<G>& m, int seat, int from, int to,
                           const GameWordsOf<G>& game) {
  int turns = 0;
  for (const auto& turn : m.turns()) turns += turn.first_action >= from && turn.first_action < to;
  std::string changes;
  for (const std::string& c : changes_over(words, m, from, to, seat, game, /*net=*/false, /*in_words=*/true))
    changes += (changes.empty() ? "" : words.tr("announce.then")) + c;
  const Args args{{"player", game.label_in_sentence(seat)}, {"changes", changes}};
  return capitalised(words.count(changes.empty() ? "announce.long_run.plain" : "announce.long_run", std::max(turns, 1), args));
}

// What the game's last turn did, as the result's first line (issue 77: the decisive move was
// hidden under the result): "Computer (Hard) ended the game: laid out a smithy on h7; completed
// the olive farm at e5; added a castle piece on g7 (floor 3): olive." `you`: the seat is the
// person here called "you" ("You ended the game: ..."). Empty before any turn.
template <bg::HostedGame G>
std::string last_turn_words(const Translator& words, const MatchOf<G>& m, const GameWordsOf<G>& game, bool you) {
  const auto& turn = m.turns()[m.latest_turn()];
  if (turn.actions.empty()) return "";
  std::vector<std::string> clauses;
  for (std::size_t k = 0; k < turn.actions.size(); ++k) {
    const int i = turn.first_action + static_cast<int>(k);
    LogEntry entry = game.describe(m.position(i), turn.actions[k], m.position(i + 1), game.names);
    if (m.position(i + 1).is_terminal()) {
      // The game's end told in a sentence of its own ("The game is over: ...") and what follows it
      // (Arkadia's final sale) are the result's own lines: "ended the game" says it here.
      const auto own_sentence = [](const std::string& c) { return !c.empty() && c.back() == '.' && !(c.front() >= 'a' && c.front() <= 'z'); };
      entry.consequences.erase(std::find_if(entry.consequences.begin(), entry.consequences.end(), own_sentence), entry.consequences.end());
    }
    clauses.push_back(spoken_words(words, entry, false));
  }
  std::string line = capitalised(words.tr(you ? "score.last_turn.you" : "score.last_turn",
                                          {{"player", game.label_in_sentence(turn.seat)}, {"turn", one_sentence(clauses, words.tr("announce.then"))}}));
  if (!line.empty() && line.back() != '.') line += '.';
  return line;
}

// What the computers did alone, from action `from` (after the last person's turn: Match::
// alone_since) to the end, a line each, what they gained as it came to in the end, in words (issue
// 77): "Computer (Hard): 78 turns alone, 181 points claimed, 169 counters earned". The summary of
// a game played to its end at once (SessionOf::skip_to_end).
template <bg::HostedGame G>
std::vector<std::string> alone_words(const Translator& words, const MatchOf<G>& m, int from, const GameWordsOf<G>& game) {
  std::vector<std::string> out;
  for (int seat = 0; seat < static_cast<int>(m.setup().seats.size()); ++seat) {
    int turns = 0;
    for (const auto& turn : m.turns()) turns += turn.seat == seat && turn.first_action >= from && !turn.actions.empty();
    if (turns == 0) continue;
    std::string changes;
    for (const std::string& c : changes_over(words, m, from, m.actions_played(), seat, game, /*net=*/true, /*in_words=*/true))
      changes += words.tr("skip.summary.then") + c;
    out.push_back(words.count("skip.summary", turns, {{"player", game.label(seat)}, {"changes", changes}}));
  }
  return out;
}

// The game at the table as the announcer reads it (announcer.hpp), under the table's `id`: every
// action in the log's words, who played it, and the result once the game is over. The turn line
// and the prompt are the shell's to add (they depend on who sits at this device). The table
// refers to `m`, `game` and `words`, which must outlive it.
template <bg::HostedGame G>
SpokenTable spoken_table(const Translator& words, const MatchOf<G>& m, const std::string& id, const GameWordsOf<G>& game) {
  const auto turn_of = [&m](int action) -> const typename MatchOf<G>::TurnActions* {
    for (const auto& turn : m.turns())
      if (action >= turn.first_action && action < turn.first_action + static_cast<int>(turn.actions.size())) return &turn;
    return nullptr;
  };
  SpokenTable t;
  t.game = id;
  t.moves = m.actions_played();
  t.seat_of = [turn_of](int i) {
    const auto* turn = turn_of(i);
    return turn ? turn->seat : -1;
  };
  t.words_of = [turn_of, &m, &game, &words](int i) {
    const auto* turn = turn_of(i);
    if (!turn) return std::string();
    const auto& action = turn->actions[static_cast<std::size_t>(i - turn->first_action)];
    return spoken_words(words, game.describe(m.position(i), action, m.position(i + 1), game.names), /*proposal=*/false);
  };
  t.computer = [&m](int seat) { return seat >= 0 && !m.is_person(seat); };
  t.name_of = [&game](int seat) {
    return seat >= 0 && seat < static_cast<int>(game.names.size()) ? game.names[static_cast<std::size_t>(seat)] : std::string();
  };
  const auto& s = m.state();
  t.to_move = s.is_terminal() ? -1 : s.current_player();
  if (s.is_terminal()) {
    std::vector<std::string> winners;
    for (int seat : s.winners()) winners.push_back(t.name_of(seat));
    t.result = result_words(words, winners, game.score_words(s));
  }
  t.took_back = [&words](const std::string& what) { return words.tr("announce.took_back", {{"what", what}}); };
  t.said = [&words](const std::string& name, const std::string& said) {
    return words.tr("announce.said", {{"player", name}, {"words", said}});
  };
  t.then = words.tr("announce.then");
  t.long_run = [&words, &m, &game](int seat, int from, int to) { return long_run_words(words, m, seat, from, to, game); };
  return t;
}

}  // namespace web
