// What the page says aloud (web/logic/announcer.hpp): a person's actions one by one, a
// computer's turn in one sentence once it is over, the turn and the prompt when they change, what
// an undo took back, the result once; a game opened is not read out.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "announcer.hpp"
#include "closing_words.hpp"

namespace web {
namespace {

// A table of two seats: 0 a person ("Ada"), 1 the computer ("Cy"). Action i is "a<i>".
struct FakeTable {
  std::string game = "g1";
  std::vector<int> seats;  // who made each action
  int to_move = 0;
  std::string turn, prompt, prompt_again, result;

  // The person (seat 0) to move, asked to lay out a building.
  void your_turn_to_lay_out() {
    to_move = 0;
    turn = "Your turn.";
    prompt = "Lay out a building.";
  }

  SpokenTable spoken() const {
    SpokenTable t;
    t.game = game;
    t.moves = static_cast<int>(seats.size());
    t.seat_of = [this](int i) { return seats[static_cast<std::size_t>(i)]; };
    t.words_of = [](int i) { return "a" + std::to_string(i); };
    t.computer = [](int seat) { return seat == 1; };
    t.name_of = [](int seat) { return std::string(seat == 0 ? "Ada" : "Cy"); };
    t.to_move = to_move;
    t.turn = turn;
    t.prompt = prompt;
    t.prompt_again = prompt_again;
    t.result = result;
    t.took_back = [](const std::string& what) { return "Taken back: " + what + "."; };
    t.said = [](const std::string& name, const std::string& words) { return name + ": " + words; };
    return t;
  }
};

using Lines = std::vector<std::string>;

TEST(Announcer, AGameOpenedSaysWhereItStandsNotItsPast) {
  Announcer a;
  FakeTable t;
  t.seats = {0, 1, 1};
  t.your_turn_to_lay_out();
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Your turn. Lay out a building."}));
  EXPECT_EQ(a.update(t.spoken()), Lines{}) << "said once";
}

TEST(Announcer, APersonsActionsAreSaidOneByOneAndThePromptWhenItChanges) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  a.update(t.spoken());
  t.seats = {0};
  t.prompt = "Take a card.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Ada: a0.", "Take a card."})) << "in the same turn, the new prompt alone";
  t.prompt = "Use a banner or end your turn.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Use a banner or end your turn."})) << "a new prompt alone";
}

// A person's actions that come at once (a confirmed plan: Arkadia's sale, family by family) are
// one sentence: the last line heard names every one (issue 77: "You: kept the silver seals."
// when olive was kept too).
TEST(Announcer, APersonsActionsThatComeTogetherAreOneSentence) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  a.update(t.spoken());
  t.seats = {0, 0, 0};
  t.to_move = 1;
  t.turn.clear();
  t.prompt.clear();
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Ada: a0; a1; a2."}));
  t.seats = {0, 0, 0, 1, 0};
  t.your_turn_to_lay_out();
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Cy: a3.", "Ada: a4.", "Your turn. Lay out a building."})) << "each seat's its own";
}

TEST(Announcer, AnotherPersonsTurnIsSaidAfterTheirs) {
  Announcer a;
  FakeTable t;
  t.turn = "Ada to play.";
  a.update(t.spoken());
  t.seats = {0};
  t.to_move = 2;  // a second person at the device (not the computer)
  t.turn = "Bo to play.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Ada: a0.", "Bo to play."}));
}

TEST(Announcer, AComputersTurnIsOneSentenceOnceItIsOver) {
  Announcer a;
  FakeTable t;
  t.to_move = 1;
  a.update(t.spoken());
  t.seats = {1};
  EXPECT_EQ(a.update(t.spoken()), Lines{}) << "the computer is still to move";
  t.seats = {1, 1, 1};
  EXPECT_EQ(a.update(t.spoken()), Lines{});
  t.your_turn_to_lay_out();
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Cy: a0; a1; a2.", "Your turn. Lay out a building."}));
}

// A computer playing on alone for dozens of turns is summed up in one short sentence, the game's
// (the detail is in the log); a usual turn is said whole, and without the game's words a long run
// is too.
TEST(Announcer, ALongRunOfOneSeatIsSummedUp) {
  Announcer a;
  FakeTable t;
  t.to_move = 1;
  a.update(t.spoken());
  t.seats.assign(200, 1);
  t.your_turn_to_lay_out();
  SpokenTable spoken = t.spoken();
  int from = -1, to = -1;
  spoken.long_run = [&](int seat, int first, int after) {
    from = first, to = after;
    return std::string(seat == 1 ? "Cy played 31 turns in a row." : "?");
  };
  EXPECT_EQ(a.update(spoken), (Lines{"Cy played 31 turns in a row.", "Your turn. Lay out a building."}));
  EXPECT_EQ(from, 0);
  EXPECT_EQ(to, 200);
  // A short turn is said whole, the summary unasked.
  t.to_move = 1;
  t.turn.clear(), t.prompt.clear();
  a.update(t.spoken());
  t.seats.insert(t.seats.end(), {1, 1});
  t.seats.push_back(0);
  from = -1;
  spoken = t.spoken();
  spoken.long_run = [&](int, int first, int) { from = first; return std::string("brief"); };
  EXPECT_EQ(a.update(spoken), (Lines{"Cy: a200; a201.", "Ada: a202."}));
  EXPECT_EQ(from, -1);
  // No summary from the game: the long run is said whole.
  Announcer b;
  FakeTable u;
  u.to_move = 1;
  b.update(u.spoken());
  u.seats.assign(200, 1);
  u.to_move = 0;
  const Lines whole = b.update(u.spoken());
  ASSERT_EQ(whole.size(), 1u);
  EXPECT_GE(whole[0].size(), kLongRun);
}

TEST(Announcer, AnUndoSaysWhatItTookBackAndTheTurnAgain) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  a.update(t.spoken());
  t.seats = {0, 0};
  t.prompt = "Take a card.";
  a.update(t.spoken());
  t.seats = {0};
  t.prompt = "Take a card.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Taken back: Ada: a1.", "Your turn. Take a card."})) << "after an undo, the turn again";
  // A take-back over the computer's turn names every action gone, the computer's too.
  t.seats = {0, 1, 1};
  t.to_move = 0;
  a.update(t.spoken());
  t.seats = {};
  t.prompt = "Lay out a building.";
  EXPECT_EQ(a.update(t.spoken()).front(), "Taken back: Ada: a0; Cy: a1; Cy: a2.");
}

// A long prompt is said whole the first time, then briefly (issue 76: the same 170 characters
// started every Arkadia turn); another text (another language, the keys' words) whole once
// again; another game starts over.
TEST(Announcer, ALongPromptIsSaidWholeOnceThenBriefly) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  t.prompt_again = "Lay out.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Your turn. Lay out a building."})) << "whole the first time";
  t.seats = {0};
  t.to_move = 1;
  t.turn.clear();
  t.prompt.clear();
  t.prompt_again.clear();
  a.update(t.spoken());
  t.seats = {0, 1};
  t.your_turn_to_lay_out();
  t.prompt_again = "Lay out.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Cy: a1.", "Your turn. Lay out."})) << "briefly after";
  // A prompt with no brief text is said whole each time, and the long one briefly after it.
  t.seats = {0, 1, 0};
  t.prompt = "Take a card.";
  t.prompt_again.clear();
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Ada: a2.", "Take a card."}));
  t.seats = {0, 1};
  t.prompt = "Lay out a building.";
  t.prompt_again = "Lay out.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Taken back: Ada: a2.", "Your turn. Lay out."})) << "an undo keeps it brief";
  // Another text (the keys' words instead of the mouse's) is said whole once.
  t.prompt = "Lay out a building (Space places it).";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Lay out a building (Space places it)."}));
  // Another game: whole again.
  t.game = "g2";
  t.prompt = "Lay out a building.";
  a.update(t.spoken());
  t.seats = {0, 1};  // no change of the table: the same turn
  t.game = "g3";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Your turn. Lay out a building."})) << "another game hears it whole";
}

TEST(Announcer, TheResultOnceAndAnotherGameStartsOver) {
  Announcer a;
  FakeTable t;
  t.to_move = 1;
  a.update(t.spoken());
  t.seats = {1};
  t.to_move = -1;
  t.result = "Winner: Cy!";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Cy: a0.", "Winner: Cy!"})) << "a turn that ends the game is said before the result";
  EXPECT_EQ(a.update(t.spoken()), Lines{});
  t.game = "g2";
  t.seats = {0, 1, 0, 1};
  t.result.clear();
  t.turn = "Your turn.";
  t.to_move = 0;
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Your turn."})) << "another game's past is not read out";
}

TEST(Announcer, ASentenceThatEndsItselfGetsNoSecondFullStop) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  a.update(t.spoken());
  t.seats = {0};
  SpokenTable spoken = t.spoken();
  spoken.words_of = [](int) { return std::string("Floor 2 is complete: every player has one more turn."); };
  EXPECT_EQ(a.update(spoken), (Lines{"Ada: Floor 2 is complete: every player has one more turn."}));
}

// A clause that is a sentence of its own starts one: no capital after a semicolon (issue 50).
TEST(Announcer, ClausesMakeOneSentenceWithoutInnerFullStopsOrCapitalsAfterASemicolon) {
  EXPECT_EQ(one_sentence({"laid out a farm", "The game is over: the final round has been played.", "final sale +11."}, "; "),
            "laid out a farm. The game is over: the final round has been played; final sale +11");
  EXPECT_EQ(one_sentence({"took 2", ""}, "; "), "took 2");
}

// The text view's "since your last turn": each turn from an action on, in one sentence, the
// seat's own left out; nothing when nobody else has played.
TEST(TurnSentences, EachOtherSeatsTurnInOneSentenceFromTheGivenAction) {
  FakeTable t;
  t.seats = {0, 0, 1, 1, 2, 0};
  EXPECT_EQ(turn_sentences(t.spoken(), 2, 0), (Lines{"Cy: a2; a3.", "Cy: a4."})) << "seat 2 is named Cy here too";
  EXPECT_EQ(turn_sentences(t.spoken(), 0, 1), (Lines{"Ada: a0; a1.", "Cy: a4.", "Ada: a5."}));
  EXPECT_EQ(turn_sentences(t.spoken(), 5, 0), Lines{}) << "only the seat's own turn since";
  EXPECT_EQ(turn_sentences(t.spoken(), 6, 0), Lines{}) << "nothing played since";
}

// A question the page asks within a turn (ArkantiS's "Pass for good?") is the prompt while it is
// open: said when it opens, and the turn's prompt said again when it is cancelled, so neither
// happens in silence (issue 76).
TEST(Announcer, AQuestionWithinATurnIsSaidWhenItOpensAndThePromptAgainWhenItCloses) {
  Announcer a;
  FakeTable t;
  t.your_turn_to_lay_out();
  a.update(t.spoken());
  t.prompt = "Pass for good? Pass and leave the game confirms it; Cancel keeps you playing.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{t.prompt}));
  t.prompt = "Lay out a building.";
  EXPECT_EQ(a.update(t.spoken()), (Lines{"Lay out a building."})) << "cancelled: the turn's prompt again";
  EXPECT_EQ(a.update(t.spoken()), Lines{});
}

// Closing a window is said with where the keys act now (issue 76: "closing the form, settings or
// a window is silent"), the replay too, in every language; the result hidden says what brings it
// back instead; nothing closed, nothing said.
TEST(ClosingWords, WhatClosedIsSaidWithWhereTheKeysActNow) {
  Translator words;
  const std::string board = words.tr("move.left_field");
  EXPECT_EQ(closed_words(words, {}, board), "");
  Closed settings;
  settings.settings = true;
  EXPECT_EQ(closed_words(words, settings, board), "Settings closed. " + board);
  Closed replay;
  replay.replay = ReplayClosedTo::kResult;
  EXPECT_EQ(closed_words(words, replay, words.tr("keys.at_controls")),
            "Replay closed: back to the result. The arrows go from control to control, Enter or Space presses one.");
  replay.replay = ReplayClosedTo::kGame;
  EXPECT_EQ(closed_words(words, replay, board), "Replay closed: back to the game. " + board);
  replay.replay = ReplayClosedTo::kForm;
  EXPECT_EQ(closed_words(words, replay, ""), "Replay closed: back to the new-game form.");
  Closed score;
  score.score = true;
  EXPECT_EQ(closed_words(words, score, board), words.tr("closed.score"));
  Closed two;
  two.rules = two.settings = true;
  EXPECT_EQ(closed_words(words, two, ""), "Rules closed. Settings closed.");
  words.set_language(Language::kFrench);
  replay.replay = ReplayClosedTo::kGame;
  EXPECT_EQ(closed_words(words, replay, ""), "Relecture ferm\u00e9e\u00a0: retour \u00e0 la partie.");
  words.set_language(Language::kGerman);
  replay.replay = ReplayClosedTo::kResult;
  EXPECT_EQ(closed_words(words, replay, ""), "Wiederholung geschlossen: zur\u00fcck zum Ergebnis.");
}

}  // namespace
}  // namespace web
