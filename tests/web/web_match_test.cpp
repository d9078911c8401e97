// The page's game logic without a screen: a game and its positions, undo (BGA's policy),
// take-back against the computer, records with the page's seat settings, saved games, the log.
#include <gtest/gtest.h>

#include <map>

#include <nlohmann/json.hpp>

#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "bg/rng.hpp"
#include "arkadia_matches.hpp"
#include "arkadia_table.hpp"
#include "arkadia_move_log.hpp"
#include "map_store.hpp"

namespace web {
namespace {

using arkadia::Action;
using arkadia::ActionKind;
using arkadia::Phase;

using arkadia_matches::human_vs_ai;
using arkadia_matches::play_randomly;

TEST(WebMatch, PositionsFollowEveryActionAndUndoStaysInsideTheTurn) {
  auto m = ArkadiaMatch::start(human_vs_ai()).value();
  bg::Rng rng(3);
  play_randomly(m, rng, [](const ArkadiaMatch& x) { return x.actions_played() >= 60; });
  for (int i = 0; i < m.actions_played(); ++i) {
    arkadia::State s = m.position(i);
    ASSERT_TRUE(s.apply(m.record().actions[static_cast<std::size_t>(i)]).ok());
    EXPECT_EQ(s, m.position(i + 1));
  }
  // Undo never crosses the start of the turn or a card drawn from the deck.
  while (m.can_undo()) {
    const int n = m.actions_played();
    m.undo();
    EXPECT_EQ(m.actions_played(), n - 1);
    EXPECT_EQ(m.this_turn().seat, m.state().current_player());
  }
  const auto& turn = m.this_turn();
  const int drawn_at = [&] {
    for (int i = m.actions_played(); i > turn.first_action; --i)
      if (m.position(i).deck_size() < m.position(i - 1).deck_size()) return i;
    return turn.first_action;
  }();
  EXPECT_EQ(m.actions_played(), drawn_at);
}

TEST(WebMatch, AHumanAgainstComputersTakesBackTheirLastTurn) {
  auto m = ArkadiaMatch::start(human_vs_ai(5)).value();
  bg::Rng rng(9);
  EXPECT_FALSE(m.can_take_back(0));  // nothing played yet
  // Play until the human is about to start a later turn.
  play_randomly(m, rng, [](const ArkadiaMatch& x) { return x.turns().size() >= 5 && x.this_turn().actions.empty() && x.state().current_player() == 0; });
  ASSERT_FALSE(m.state().is_terminal());
  ASSERT_TRUE(m.can_take_back(0));
  EXPECT_FALSE(m.can_take_back(1));  // a computer seat takes nothing back
  int start = -1;
  for (std::size_t t = m.turns().size() - 1; t-- > 0;)
    if (m.turns()[t].seat == 0) {
      start = m.turns()[t].first_action;
      break;
    }
  const arkadia::State expected = m.position(start);
  ASSERT_TRUE(m.take_back(0).ok());
  // As the human saw it then (the deck's unseen order may be redealt: arkadia_steps_test.cpp).
  EXPECT_EQ(arkadia::ArkadiaGame::view(m.state(), 0), arkadia::ArkadiaGame::view(expected, 0));
  EXPECT_EQ(m.actions_played(), start);
  EXPECT_EQ(m.state().current_player(), 0);
  EXPECT_TRUE(m.this_turn().actions.empty());
  EXPECT_FALSE(m.can_undo());
  // The game goes on from there.
  play_randomly(m, rng, [](const ArkadiaMatch& x) { return x.actions_played() > 0 && x.state().current_player() == 1; });
}

TEST(WebMatch, EverySeatNeedsANameARecordCanHold) {
  ArkadiaMatchSetup setup = human_vs_ai();
  setup.seats[1].name = "";
  EXPECT_FALSE(ArkadiaMatch::start(setup).ok());
  setup.seats[1].name = std::string(65, 'x');
  EXPECT_FALSE(ArkadiaMatch::start(setup).ok());
  setup.seats[1].name = std::string(64, 'x');
  auto m = ArkadiaMatch::start(setup);
  ASSERT_TRUE(m.ok());
  EXPECT_TRUE(arkadia::parse_record(arkadia::to_json(m->record())).ok());
}

TEST(WebMatch, HotSeatHasNoTakeBack) {
  ArkadiaMatchSetup setup = human_vs_ai();
  setup.seats[1].kind = SeatKind::kHuman;
  auto m = ArkadiaMatch::start(setup).value();
  bg::Rng rng(4);
  play_randomly(m, rng, [](const ArkadiaMatch& x) { return x.turns().size() >= 4; });
  EXPECT_FALSE(m.can_take_back(0));
  EXPECT_FALSE(m.can_take_back(1));
  EXPECT_FALSE(m.take_back(0).ok());
}

// The form's default names are defaults the record keeps as such (so they follow the language).
TEST(WebMatch, TheFormsDefaultNamesAreKeptAsDefaults) {
  for (int seat = 0; seat < 4; ++seat)
    for (bool ai : {false, true}) EXPECT_TRUE(is_default_name(form_default_key(seat, ai))) << seat << " " << ai;
  EXPECT_EQ(form_default_key(0, false), "you");
  EXPECT_EQ(form_default_key(1, true), "computer");
  EXPECT_EQ(form_default_key(3, false), "player:4");
}

// A reload (the saved record resumed) offers the same undo as before it, step by step, never
// past the turn's start or a card drawn.
TEST(WebMatch, AReloadKeepsTheTurnsUndo) {
  auto m = ArkadiaMatch::start(human_vs_ai(31)).value();
  bg::Rng rng(4);
  int offered = 0;
  while (!m.state().is_terminal() && m.actions_played() < 300) {
    auto resumed = ArkadiaMatch::resume(arkadia::parse_record(arkadia::to_json(m.record(), &m.state())).value()).value();
    ASSERT_EQ(resumed.can_undo(), m.can_undo()) << "after action " << m.actions_played();
    if (m.can_undo()) {
      ++offered;
      ArkadiaMatch before = m;
      before.undo();
      resumed.undo();
      EXPECT_EQ(resumed.state(), before.state());
      EXPECT_EQ(resumed.can_undo(), before.can_undo());
    }
    const auto legal = m.state().legal_actions();
    ASSERT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  EXPECT_GT(offered, 20);
}

TEST(WebMatch, RecordsCarryTheSeatsAndResumeExactly) {
  ArkadiaMatchSetup setup = human_vs_ai(77);
  setup.options.strict_screens = true;
  auto m = ArkadiaMatch::start(setup).value();
  bg::Rng rng(2);
  play_randomly(m, rng, [](const ArkadiaMatch& x) { return x.actions_played() >= 40; });
  const std::string json = arkadia::to_json(m.record(), &m.state());
  auto record = arkadia::parse_record(json);
  ASSERT_TRUE(record.ok()) << record.reason();
  auto resumed = ArkadiaMatch::resume(record.value());
  ASSERT_TRUE(resumed.ok()) << resumed.reason();
  EXPECT_EQ(resumed->state(), m.state());
  EXPECT_EQ(resumed->setup(), m.setup());
  EXPECT_EQ(resumed->can_undo(), m.can_undo());
  // The CLI's records (labels only) open too: level names become computer seats.
  arkadia::GameRecord cli = record.value();
  cli.tags.clear();
  cli.seats = {"human", "hard"};
  const ArkadiaMatchSetup read = setup_from_record<ArkadiaGame>(cli);
  EXPECT_EQ(read.seats[0].kind, SeatKind::kHuman);
  EXPECT_EQ(read.seats[1].kind, SeatKind::kAi);
  EXPECT_EQ(read.seats[1].level, 2);
  // Unreadable tags fall back to defaults.
  cli.tags = {{"seat.0.colour", "violet"}, {"seat.1.colour", "violet"}, {"seed", "99999999999999999999999"}};
  const ArkadiaMatchSetup fallback = setup_from_record<ArkadiaGame>(cli);
  EXPECT_EQ(fallback.seats[0].colour, 0);
  EXPECT_EQ(fallback.seats[1].colour, 1);
  EXPECT_EQ(fallback.seed, 0u);
  // An illegal action is refused with its number.
  arkadia::GameRecord bad = record.value();
  bad.actions.insert(bad.actions.begin(), Action::pass());
  auto refused = ArkadiaMatch::resume(bad);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.reason().find("action 1 "), std::string::npos) << refused.reason();
}


TEST(WebMatch, NamesThePageChoseFollowThePagesLanguage) {
  // A name the page chose is kept as what it means, so that it can be shown in any language; the
  // record keeps the name as written.
  ArkadiaMatchSetup setup = human_vs_ai(5);
  setup.seats[0].name = "Vous";
  setup.seats[0].default_name = "you";
  setup.seats[1].name = "Ordinateur 2";
  setup.seats[1].default_name = "computer:2";
  auto m = ArkadiaMatch::start(setup).value();
  EXPECT_EQ(m.record().seats, (std::vector<std::string>{"Vous", "Ordinateur 2"}));
  EXPECT_EQ(m.record().tags.at("seat.0.default_name"), "you");
  auto resumed = ArkadiaMatch::resume(m.record());
  ASSERT_TRUE(resumed.ok()) << resumed.reason();
  EXPECT_EQ(resumed->setup().seats[0].default_name, "you");
  EXPECT_EQ(resumed->setup().seats[1].default_name, "computer:2");
  // A tag the page does not know is ignored.
  arkadia::GameRecord odd = m.record();
  odd.tags["seat.0.default_name"] = "<script>";
  odd.seats[0] = "Ada";
  EXPECT_EQ(setup_from_record<ArkadiaGame>(odd).seats[0].default_name, "");
  // Saves from before the tag stored the English default: read as the default it was.
  arkadia::GameRecord old = m.record();
  old.tags.erase("seat.0.default_name");
  old.tags.erase("seat.1.default_name");
  old.seats = {"You", "Computer"};
  const ArkadiaMatchSetup read = setup_from_record<ArkadiaGame>(old);
  EXPECT_EQ(read.seats[0].default_name, "you");
  EXPECT_EQ(read.seats[1].default_name, "computer");
  old.seats = {"Player 2", "Computer 3"};
  EXPECT_EQ(setup_from_record<ArkadiaGame>(old).seats[0].default_name, "player:2");
  EXPECT_EQ(setup_from_record<ArkadiaGame>(old).seats[1].default_name, "computer:3");
  old.seats = {"Youth", "Computer"};
  old.tags["seat.1.kind"] = "human";  // a human called Computer keeps the name
  EXPECT_EQ(setup_from_record<ArkadiaGame>(old).seats[0].default_name, "");
  EXPECT_EQ(setup_from_record<ArkadiaGame>(old).seats[1].default_name, "");
}

TEST(WebSavedGames, GamesAreKeptListedResumedAndBrokenOnesReported) {
  MapStore store;
  ArkadiaSavedGames saves(store);
  auto a = ArkadiaMatch::start(human_vs_ai(1)).value();
  auto b = ArkadiaMatch::start(human_vs_ai(2)).value();
  bg::Rng rng(8);
  play_randomly(a, rng, [](const ArkadiaMatch& x) { return x.actions_played() >= 25; });
  play_randomly(b, rng, [](const ArkadiaMatch&) { return false; });
  ASSERT_TRUE(saves.save("a", a, 1000));
  ASSERT_TRUE(saves.save("b", b, 2000));
  // A game written by a newer build.
  auto newer = nlohmann::json::parse(arkadia::to_json(a.record()));
  newer["version"] = 99;
  store.data["arkadia.game.broken"] = newer.dump();
  store.data["arkadia.settings"] = "{}";  // not a game
  const auto list = saves.list();
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].id, "b");  // newest first
  EXPECT_TRUE(list[0].over);
  EXPECT_EQ(list[1].id, "a");
  EXPECT_FALSE(list[1].over);
  EXPECT_EQ(list[1].moves, 25);
  EXPECT_EQ(list[1].players, (std::vector<std::string>{"Ada", "Bot"}));
  EXPECT_EQ(list[2].id, "broken");
  EXPECT_NE(list[2].problem.reason().find("version 99"), std::string::npos) << list[2].problem.reason();
  auto loaded = saves.load("a");
  ASSERT_TRUE(loaded.ok()) << loaded.reason();
  EXPECT_EQ(loaded->state(), a.state());
  EXPECT_FALSE(saves.load("broken").ok());
  EXPECT_FALSE(saves.load("nothing").ok());
  saves.discard("broken");
  EXPECT_EQ(saves.list().size(), 2u);
}

TEST(WebSavedGames, FullStorageDropsFinishedGamesFirstAndSaysWhenItCannot) {
  MapStore store;
  ArkadiaSavedGames saves(store);
  auto finished = ArkadiaMatch::start(human_vs_ai(1)).value();
  bg::Rng rng(8);
  play_randomly(finished, rng, [](const ArkadiaMatch&) { return false; });
  ASSERT_TRUE(saves.save("old", finished, 10));
  auto current = ArkadiaMatch::start(human_vs_ai(3)).value();
  play_randomly(current, rng, [](const ArkadiaMatch& x) { return x.actions_played() >= 30; });
  const std::size_t current_size = arkadia::to_json(current.record(), &current.state()).size();
  store.capacity = current_size + 200;  // room for one game only
  EXPECT_TRUE(saves.save("now", current, 20));
  EXPECT_FALSE(store.data.count("arkadia.game.old"));  // the finished game made room
  store.capacity = 100;
  EXPECT_FALSE(saves.save("now", current, 30));  // nothing left to drop: the page says so
  store.on = false;
  EXPECT_FALSE(saves.save("now", current, 40));
  EXPECT_TRUE(saves.list().empty());
}

TEST(WebMoveLog, EveryActionOfAGameIsDescribedWithoutHiddenCards) {
  const Translator t;
  auto m = ArkadiaMatch::start(human_vs_ai(21)).value();
  bg::Rng rng(5);
  play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
  const std::vector<std::string> names = {"Ada", "Bot"};
  int completions = 0, deck_draws = 0;
  for (int i = 0; i < m.actions_played(); ++i) {
    const Action& a = m.record().actions[static_cast<std::size_t>(i)];
    const LogEntry e = describe_action(t, m.position(i), a, m.position(i + 1), names);
    EXPECT_FALSE(e.text.empty());
    EXPECT_EQ(e.text.find('['), std::string::npos) << "missing text: " << e.text;
    // The same action as the hint and the review propose it, in words of its own.
    EXPECT_FALSE(e.proposal.empty());
    EXPECT_EQ(e.proposal.find('['), std::string::npos) << "missing text: " << e.proposal;
    EXPECT_NE(e.proposal, e.text);
    EXPECT_EQ(e.notation, arkadia::to_text(a));
    for (const auto& c : e.consequences) {
      EXPECT_EQ(c.find('['), std::string::npos) << c;
      completions += c.find("completed") != std::string::npos;
    }
    if (a.kind == ActionKind::kTakeDeck) {
      ++deck_draws;
      // The drawn card is not named: no card code appears.
      for (int c = 0; c < arkadia::kCardTypes; ++c)
        EXPECT_EQ(e.text.find(arkadia::card_name(static_cast<arkadia::CardType>(c))), std::string::npos);
    }
  }
  EXPECT_GT(completions, 0);
  EXPECT_GT(deck_draws, 0);
  // Every building completed in the game is told once, wherever its completion came (after a
  // refill, after workers).
  int completed = 0;
  for (int b = 0; b < m.state().building_count(); ++b)
    completed += m.state().building(b).enclosed && !m.state().building(b).preset;
  EXPECT_EQ(completions, completed);
  const LogEntry last = describe_action(t, m.position(m.actions_played() - 1), m.record().actions.back(), m.state(), names);
  ASSERT_GE(last.consequences.size(), 3u);
  EXPECT_NE(last.consequences[last.consequences.size() - 2].find("final sale"), std::string::npos);
}

// A lay-out that closes a building in is paid after its refill (rules §5): the log tells the
// completion with the card taken, the action that paid it.
TEST(WebMoveLog, ACompletionPaidAfterTheRefillIsToldWithTheCardTaken) {
  const Translator t;
  int told = 0;
  for (std::uint64_t seed = 1; seed < 400 && told < 3; ++seed) {
    auto m = ArkadiaMatch::start(human_vs_ai(seed)).value();
    bg::Rng rng(seed);
    play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
    for (int i = 0; i < m.actions_played(); ++i) {
      const Action& a = m.record().actions[static_cast<std::size_t>(i)];
      if (a.kind != ActionKind::kTakeDeck && a.kind != ActionKind::kTakeDisplay) continue;
      int newly = 0;
      for (int b = 0; b < m.position(i + 1).building_count(); ++b)
        newly += m.position(i + 1).building(b).enclosed && !m.position(i).building(b).enclosed;
      if (newly == 0) continue;
      const LogEntry e = describe_action(t, m.position(i), a, m.position(i + 1), {"Ada", "Bot"});
      int lines = 0;
      for (const auto& c : e.consequences) lines += c.rfind("completed the ", 0) == 0;
      EXPECT_EQ(lines, newly) << "seed " << seed << ", action " << i + 1;
      ++told;
    }
  }
  EXPECT_GT(told, 0) << "no random game completed a building with a lay-out";
}

TEST(WebMoveLog, SalesAndLayoutsReadAsWords) {
  Translator t;
  auto m = ArkadiaMatch::start(human_vs_ai(4)).value();
  const auto lay = m.state().legal_actions().front();
  ASSERT_EQ(lay.kind, ActionKind::kLayOut);
  arkadia::State after = m.state();
  ASSERT_TRUE(after.apply(lay).ok());
  const LogEntry e = describe_action(t, m.state(), lay, after, {"Ada", "Bot"});
  EXPECT_EQ(e.text.rfind("laid out a ", 0), 0u) << e.text;
  EXPECT_EQ(e.proposal.rfind("lay out a ", 0), 0u) << "a hint proposes, it does not report: " << e.proposal;
  t.set_language(Language::kGerman);
  const LogEntry de = describe_action(t, m.state(), lay, after, {"Ada", "Bot"});
  EXPECT_NE(de.text, e.text);
  EXPECT_EQ(de.notation, e.notation);
}

}  // namespace
}  // namespace web
