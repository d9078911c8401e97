// The table's words about the game on it (web/logic/table_words.hpp), on Arkadia's matches with
// its log's words: the winners, "since your last turn", a decision as proposals, the result and
// the announcer's table.
#include <gtest/gtest.h>

#include <algorithm>

#include "arkadia_matches.hpp"
#include "arkadia_move_log.hpp"
#include "arkadia_table.hpp"
#include "bg/rng.hpp"
#include "table_words.hpp"

namespace web {
namespace {

using arkadia::ArkadiaGame;
using arkadia::State;

using arkadia_matches::play_randomly;

// The words of a test: Arkadia's log, and changes told as the gold and the hand moved, the hand's
// gains and losses apart or not.
GameWordsOf<ArkadiaGame> test_words(const Translator& t, bool cards_apart = false) {
  GameWordsOf<ArkadiaGame> w;
  w.describe = [&t](const State& before, const arkadia::Action& a, const State& after, const std::vector<std::string>& names) {
    return describe_action(t, before, a, after, names);
  };
  w.changes_for = [cards_apart](const State& before, const State& now, int seat) {
    std::vector<SeatChange> out;
    if (const int gold = now.gold(seat) - before.gold(seat)) out.push_back({"arkadia.since.gold", gold, "", false});
    if (const int hand = now.player(seat).hand_size() - before.player(seat).hand_size()) out.push_back({"since.cards", hand, "", cards_apart});
    return out;
  };
  w.score_words = [](const State& s) {
    return std::vector<std::string>{"Ada: " + std::to_string(s.gold(0)), "Bot: " + std::to_string(s.gold(1))};
  };
  w.names = {"Ada", "Bot"};
  w.label = [&w](int seat) { return w.names[static_cast<std::size_t>(seat)] + " (Hard)"; };
  w.label_in_sentence = [](int seat) { return seat == 0 ? std::string("Ada") : std::string("the bot"); };
  return w;
}

TEST(TableWords, NamesAreJoinedWithTheLanguagesAnd) {
  Translator t;
  EXPECT_EQ(joined_names(t, {}), "");
  EXPECT_EQ(joined_names(t, {"Ada"}), "Ada");
  EXPECT_EQ(joined_names(t, {"Ada", "Bob"}), "Ada and Bob");
  EXPECT_EQ(joined_names(t, {"Ada", "Bob", "Cy"}), "Ada, Bob and Cy");
  t.set_language(Language::kFrench);
  EXPECT_EQ(joined_names(t, {"Ada", "Bob", "Cy"}), "Ada, Bob et Cy");
  t.set_language(Language::kGerman);
  EXPECT_EQ(joined_names(t, {"Ada", "Bob"}), "Ada und Bob");
}

TEST(TableWords, TheResultNamesTheWinnersThenEachScore) {
  Translator t;
  EXPECT_EQ(result_words(t, {"Ada"}, {"Ada: 12 gold", "Bot: 9 gold"}), "Game over. Winner: Ada! Ada: 12 gold. Bot: 9 gold.");
  EXPECT_EQ(result_words(t, {"Ada", "Bot"}, {}), "Game over. Shared win: Ada and Bot!");
  t.set_language(Language::kFrench);
  EXPECT_EQ(result_words(t, {"Ada", "Bot"}, {}), "Partie terminée. Victoire partagée\u00a0: Ada et Bot\u00a0!");
}

// "+2 cards", "-1 card".
std::string cards_text(int n) { return (n > 0 ? "+" : "") + std::to_string(n) + (n == 1 || n == -1 ? " card" : " cards"); }

// What "since your last turn" should say for `seat`, worked out here action by action: the gold
// it came to, then the cards (or the cards first, when they changed first), their gains and
// losses apart when `apart`.
std::string expected_changes(const ArkadiaMatch& m, int from, int to, int seat, bool apart, int& both_ways) {
  int gold = 0, won = 0, lost = 0;
  bool cards_first = false, gold_seen = false;
  for (int i = from; i < to; ++i) {
    const int g = m.position(i + 1).gold(seat) - m.position(i).gold(seat);
    const int c = m.position(i + 1).player(seat).hand_size() - m.position(i).player(seat).hand_size();
    if (c != 0 && g == 0 && !gold_seen && won == 0 && lost == 0) cards_first = true;  // the game says gold first
    gold_seen |= g != 0;
    gold += g;
    (c > 0 ? won : lost) += c;
  }
  both_ways += won != 0 && lost != 0;
  std::vector<std::string> cards;
  if (apart) {
    if (won) cards.push_back(cards_text(won));
    if (lost) cards.push_back(cards_text(lost));
  } else if (won + lost) {
    cards.push_back(cards_text(won + lost));
  }
  std::vector<std::string> items;
  if (!cards_first && gold) items.push_back("+" + std::to_string(gold) + " gold");
  items.insert(items.end(), cards.begin(), cards.end());
  if (cards_first && gold) items.push_back("+" + std::to_string(gold) + " gold");
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// The result's first line says what the last turn did (issue 77: it played out under the
// result): who ended the game, then each action of that turn in the log's words, in one sentence.
TEST(TableWords, TheLastTurnSaysWhoEndedTheGameAndEachOfItsActions) {
  Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(8)).value();
  bg::Rng rng(8);
  EXPECT_EQ(last_turn_words(t, m, words, false), "") << "no turn yet";
  play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
  ASSERT_TRUE(m.state().is_terminal());
  const auto& turn = m.turns()[m.latest_turn()];
  ASSERT_FALSE(turn.actions.empty());
  EXPECT_EQ(m.latest_turn_start(), turn.first_action);
  const int i = turn.first_action;
  const std::string first = spoken_words(t, words.describe(m.position(i), turn.actions[0], m.position(i + 1), words.names), false);
  const std::string who = turn.seat == 0 ? "Ada" : "The bot";
  const std::string line = last_turn_words(t, m, words, false);
  EXPECT_EQ(line.rfind(who + " ended the game: " + first.substr(0, first.find(';')), 0), 0u) << line;
  EXPECT_EQ(line.back(), '.');
  if (turn.actions.size() > 1) {
    const int last = i + static_cast<int>(turn.actions.size()) - 1;
    const std::string end = spoken_words(t, words.describe(m.position(last), turn.actions.back(), m.position(last + 1), words.names), false);
    EXPECT_NE(line.find(end.substr(0, end.find(';'))), std::string::npos) << "every action, the last too: " << line;
  }
  EXPECT_EQ(line.find("The game is over"), std::string::npos) << "said by \"ended the game\"";
  EXPECT_EQ(line.find("final sale"), std::string::npos) << "the result's table shows it";
  EXPECT_EQ(last_turn_words(t, m, words, true).rfind("You ended the game: ", 0), 0u);
  t.set_language(Language::kFrench);
  EXPECT_EQ(last_turn_words(t, m, words, true).rfind("Vous avez mis fin à la partie\u00a0: ", 0), 0u);
  EXPECT_NE(last_turn_words(t, m, words, false).find(" a mis fin à la partie\u00a0: "), std::string::npos);
  t.set_language(Language::kGerman);
  EXPECT_EQ(last_turn_words(t, m, words, true).rfind("Du hast die Partie beendet: ", 0), 0u);
}

TEST(TableWords, SinceYourTurnTellsWhatEachSeatGainedAndLostUntilThePersonActs) {
  const Translator t;
  for (const bool apart : {false, true}) {
    const auto words = test_words(t, apart);
    auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(21)).value();
    EXPECT_EQ(since_your_turn(t, m, 0, words), "");  // nobody has played
    bg::Rng rng(4);
    int checked = 0, both_ways = 0;
    while (checked < 12 && !m.state().is_terminal()) {
      // Ada's turn again after the computer's.
      play_randomly(m, rng, [](const ArkadiaMatch& x) {
        return x.turns().size() >= 3 && x.this_turn().actions.empty() && x.state().current_player() == 0;
      });
      if (m.state().is_terminal()) break;
      const std::string line = since_your_turn(t, m, 0, words);
      const int from = m.turns()[m.first_recent_turn(0)].first_action, to = m.actions_played();
      std::string expected;
      for (int seat = 0; seat < 2; ++seat)
        if (const std::string changes = expected_changes(m, from, to, seat, apart, both_ways); !changes.empty())
          expected += (expected.empty() ? "" : "; ") + (seat == 0 ? std::string("you") : "Bot (Hard)") + " " + changes;
      EXPECT_EQ(line, expected.empty() ? "" : "Since your last turn: " + expected + ".") << "action " << to << (apart ? ", apart" : "");
      // Ada's own steps of this turn are not news to her: the line stays until her turn ends.
      const auto legal = m.state().legal_actions();
      ASSERT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
      if (!m.state().is_terminal() && m.state().current_player() == 0) {
        EXPECT_EQ(since_your_turn(t, m, 0, words), line);
      }
      ++checked;
    }
    EXPECT_EQ(checked, 12);
    EXPECT_GT(both_ways, 0) << "no seat both laid and drew a card: apart and summed went untested";
    EXPECT_EQ(since_your_turn(t, m, -1, words), "");  // a table of computers has no "you"
  }
}

TEST(TableWords, ADecisionIsSaidAsProposalsUpToTheFirstIllegalAction) {
  const Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(8)).value();
  const State start = m.state();
  const arkadia::Action first = start.legal_actions().front();
  State after_first = start;
  ASSERT_TRUE(after_first.apply(first).ok());
  const arkadia::Action second = after_first.legal_actions().front();
  State after_second = after_first;
  ASSERT_TRUE(after_second.apply(second).ok());
  const auto said = [&](const State& before, const arkadia::Action& a, const State& after) {
    const LogEntry e = describe_action(t, before, a, after, words.names);
    return e.proposal.empty() ? e.text : e.proposal;
  };
  EXPECT_EQ(decision_words<ArkadiaGame>(t, start, {}, words), "");
  EXPECT_EQ(decision_words<ArkadiaGame>(t, start, {first}, words), said(start, first, after_first));
  EXPECT_EQ(decision_words<ArkadiaGame>(t, start, {first, second}, words),
            said(start, first, after_first) + "; " + said(after_first, second, after_second));
  // The first action again is illegal after itself (or another action): the words stop there.
  EXPECT_EQ(decision_words<ArkadiaGame>(t, start, {first, first, second}, words).rfind(said(start, first, after_first), 0), 0u);
  EXPECT_FALSE(said(start, first, after_first).empty());
}

TEST(TableWords, TheSpokenTableTellsEveryActionItsSeatAndTheResult) {
  const Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(5)).value();
  bg::Rng rng(12);
  play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
  ASSERT_TRUE(m.state().is_terminal());
  const SpokenTable table = spoken_table(t, m, "table-1", words);
  EXPECT_EQ(table.game, "table-1");
  EXPECT_EQ(table.moves, m.actions_played());
  EXPECT_EQ(table.to_move, -1);
  for (const auto& turn : m.turns())
    for (std::size_t i = 0; i < turn.actions.size(); ++i) {
      const int at = turn.first_action + static_cast<int>(i);
      EXPECT_EQ(table.seat_of(at), turn.seat) << at;
      const LogEntry e = describe_action(t, m.position(at), turn.actions[i], m.position(at + 1), words.names);
      EXPECT_EQ(table.words_of(at), spoken_words(t, e, false)) << at;
    }
  EXPECT_EQ(table.seat_of(m.actions_played()), -1);
  EXPECT_TRUE(table.computer(1));
  EXPECT_FALSE(table.computer(0));
  EXPECT_EQ(table.name_of(1), "Bot");
  std::vector<std::string> winners;
  for (int seat : m.state().winners()) winners.push_back(words.names[static_cast<std::size_t>(seat)]);
  EXPECT_EQ(table.result, result_words(t, winners, words.score_words(m.state())));
  EXPECT_EQ(winner_names(t, m.state(), words.names), joined_names(t, winners));
  // A long run is counted in turns, told with the seat's changes, capitalised; a single long turn
  // is not "1 turn in a row" (issue 77).
  auto last = m.turns().rbegin();  // the last turn a seat played (the game's own end has none)
  while (last->seat < 0) ++last;
  const int end = last->first_action + static_cast<int>(last->actions.size());
  const std::string run = table.long_run(last->seat, last->first_action, end);
  EXPECT_EQ(run.rfind(last->seat == 0 ? "Ada played one turn" : "The bot played one turn", 0), 0u) << run;
  EXPECT_EQ(run.find("in a row"), std::string::npos) << run;
  auto first = m.turns().begin();
  while (first->seat != last->seat) ++first;
  const std::string runs = table.long_run(last->seat, first->first_action, end);
  EXPECT_NE(runs.find(" turns in a row"), std::string::npos) << runs;
}

// French puts a space before a semicolon: the joined clauses of a decision and of "since your
// last turn" follow the language's typography ("announce.then"), not a hard-coded "; ".
TEST(TableWords, FrenchClausesKeepTheSpaceBeforeTheSemicolon) {
  Translator t;
  t.set_language(Language::kFrench);
  // Three seats, each hand's cards in and out told apart: two seats change in most rounds.
  auto words = test_words(t, /*cards_apart=*/true);
  words.names.push_back("Cy");
  words.label = [](int seat) { return std::string(seat == 1 ? "Bot" : "Cy"); };
  auto setup = arkadia_matches::human_vs_ai(21);
  setup.options.players = 3;
  setup.seats.push_back(SeatSetup{"Cy", SeatKind::kAi, 2, 1, {}});
  auto m = ArkadiaMatch::start(setup).value();
  bg::Rng rng(4);
  const auto no_bare_semicolon = [](const std::string& text) {
    for (std::size_t p = text.find(';'); p != std::string::npos; p = text.find(';', p + 1))
      if (p < 2 || text.compare(p - 2, 2, "\u00a0") != 0) return false;
    return true;
  };
  int decisions = 0, since_lines = 0;
  for (int turn = 0; turn < 12 && !m.state().is_terminal(); ++turn) {
    play_randomly(m, rng, [](const ArkadiaMatch& x) {
      return x.turns().size() >= 3 && x.this_turn().actions.empty() && x.state().current_player() == 0;
    });
    if (m.state().is_terminal()) break;
    const std::string line = since_your_turn(t, m, 0, words);
    if (line.find(';') != std::string::npos) ++since_lines;
    EXPECT_TRUE(no_bare_semicolon(line)) << line;
    // The computer's last turn as one decision.
    const auto& last = m.last_turn();
    const std::string decision = decision_words<ArkadiaGame>(t, m.position(last.first_action), last.actions, words);
    if (decision.find(';') != std::string::npos) ++decisions;
    EXPECT_TRUE(no_bare_semicolon(decision)) << decision;
    const auto legal = m.state().legal_actions();
    ASSERT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  EXPECT_GT(decisions, 0);
  EXPECT_GT(since_lines, 0);
}

// An action and its consequences said as one sentence read as one: after each semicolon a clause
// goes on in lower case, unless it starts with a seat's name (issue 50: "Édifice posé ... ;
// Sceaux pour Vous"). German is left out: its nouns keep their capitals.
TEST(TableWords, NoCapitalFollowsASemicolonInEnglishOrFrench) {
  Translator t;
  const auto words = test_words(t);
  for (const Language language : {Language::kEnglish, Language::kFrench}) {
    t.set_language(language);
    const std::string then = t.tr("announce.then");
    for (const std::uint64_t seed : {3u, 12u, 21u}) {
      auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(seed)).value();
      bg::Rng rng(seed);
      play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
      int joined = 0;
      for (int at = 0; at < m.actions_played(); ++at) {
        const auto& action = m.record().actions[static_cast<std::size_t>(at)];
        const LogEntry e = describe_action(t, m.position(at), action, m.position(at + 1), words.names);
        const std::string said = spoken_words(t, e, false);
        for (std::size_t p = said.find(then); p != std::string::npos; p = said.find(then, p + 1)) {
          ++joined;
          const std::string rest = said.substr(p + then.size());
          const bool names_a_seat = rest.rfind("Ada", 0) == 0 || rest.rfind("Bot", 0) == 0;
          // A capital: A to Z, or a Latin-1 capital (À to Þ: 0xC3 0x80 to 0xC3 0x9E in UTF-8).
          const auto byte = [&](std::size_t i) { return i < rest.size() ? static_cast<unsigned char>(rest[i]) : 0u; };
          const bool capital = (byte(0) >= 'A' && byte(0) <= 'Z') || (byte(0) == 0xC3 && byte(1) >= 0x80 && byte(1) <= 0x9E);
          EXPECT_TRUE(names_a_seat || !capital) << said;
        }
      }
      EXPECT_GT(joined, 0) << "some actions have consequences";
    }
  }
}

// A card drawn from the deck is named in the words of the one who drew it (issue 76: "drew a card
// from the deck" without the card), and only there: the log's own line keeps it unnamed.
TEST(TableWords, OnesOwnDrawNamesTheCardTheLogDoesNot) {
  Translator t;
  auto m = ArkadiaMatch::start(arkadia_matches::human_vs_ai(5)).value();
  bg::Rng rng(3);
  play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
  int draws = 0;
  for (int i = 0; i < m.actions_played(); ++i) {
    const State& before = m.position(i);
    const State& after = m.position(i + 1);
    const arkadia::Action& a = m.record().actions[static_cast<std::size_t>(i)];
    const std::string own = own_draw_text(t, before, a, after);
    if (a.kind != arkadia::ActionKind::kTakeDeck) {
      EXPECT_EQ(own, "") << i;
      continue;
    }
    ++draws;
    // The card new in the mover's hand, named.
    const auto& was = before.player(before.current_player()).hand;
    const auto& now = after.player(before.current_player()).hand;
    std::string drawn;
    for (const auto c : now)
      if (c != arkadia::kNoCard && std::count(now.begin(), now.end(), c) > std::count(was.begin(), was.end(), c))
        drawn = building_name(t, c);
    ASSERT_FALSE(drawn.empty()) << i;
    EXPECT_EQ(own, "drew the " + drawn + " from the deck") << i;
    EXPECT_EQ(describe_action(t, before, a, after, {"Ada", "Bot"}).text, "drew a card from the deck") << "the log names no card";
  }
  EXPECT_GT(draws, 3);
  t.set_language(Language::kFrench);
  for (int i = 0; i < m.actions_played(); ++i)
    if (m.record().actions[static_cast<std::size_t>(i)].kind == arkadia::ActionKind::kTakeDeck) {
      EXPECT_EQ(own_draw_text(t, m.position(i), m.record().actions[static_cast<std::size_t>(i)], m.position(i + 1)).rfind("carte piochée\u00a0: ", 0), 0u);
      break;
    }
}

}  // namespace
}  // namespace web
