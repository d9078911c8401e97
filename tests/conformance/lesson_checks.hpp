// The lesson reader's checks (bg/lesson.hpp) that every hosted game passes: a seeded random game
// as the lesson's record, lessons made from it, and each refusal the reader must give. Each
// game's suite calls them (tests/GAME/lesson_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bg/game.hpp"
#include "bg/json_fields.hpp"
#include "bg/lesson.hpp"
#include "bg/rng.hpp"

namespace lesson_checks {

// A random game of two seats played to its end: its record, and the position after each action.
template <bg::HostedGame G>
struct PlayedGame {
  typename G::Record record;
  std::vector<typename G::State> positions;  // positions[i]: after i actions

  explicit PlayedGame(std::uint64_t seed) : record(G::new_record(G::default_options(2), {"Ada", "Bob"}, seed)) {
    bg::Rng rng(seed);
    positions.push_back(G::start_state(record).value());
    while (!positions.back().is_terminal()) {
      const auto legal = positions.back().legal_actions();
      const auto a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      record.actions.push_back(a);
      positions.push_back(positions.back());
      positions.back().apply_unchecked(a);
    }
  }
  int length() const { return static_cast<int>(record.actions.size()); }
  bg::Json record_json() const { return bg::Json::parse(G::record_to_json(record, &positions.back())); }

  // A lesson at `start` whose accepted answer is the record's own next action.
  bg::Json lesson(int start) const {
    bg::Json j;
    j["game"] = std::string(G::kId);
    j["record"] = record_json();
    j["start"] = start;
    j["question"] = {{"en", "What would you play here?"}, {"fr", "Que joueriez-vous ici\u00a0?"}};
    j["explanation"] = {{"en", "Because."}};
    j["answers"] = {G::action_text(record.actions[static_cast<std::size_t>(start)])};
    return j;
  }
  // An action that parses but is illegal at `start`: one legal somewhere later in the game.
  std::string action_illegal_at(int start) const {
    for (std::size_t i = static_cast<std::size_t>(start) + 1; i < positions.size(); ++i)
      for (const auto& a : positions[i].legal_actions())
        if (!positions[static_cast<std::size_t>(start)].check(a).ok()) return G::action_text(a);
    return "";
  }
};

template <bg::HostedGame G>
std::string refusal_of(const bg::Json& lesson) {
  const auto read = bg::read_lesson<G>(lesson.dump());
  EXPECT_FALSE(read.ok()) << "accepted: " << lesson.dump().substr(0, 200);
  return read.ok() ? "" : read.reason();
}

template <bg::HostedGame G>
void an_answers_lesson_is_read_at_its_position(const PlayedGame<G>& game, int start) {
  const auto read = bg::read_lesson<G>(game.lesson(start).dump());
  ASSERT_TRUE(read.ok()) << read.reason();
  const bg::Lesson<G>& lesson = read.value();
  EXPECT_EQ(lesson.fields.start, start);
  EXPECT_TRUE(lesson.position == game.positions[static_cast<std::size_t>(start)]);
  EXPECT_EQ(lesson.student, game.positions[static_cast<std::size_t>(start)].current_player());
  EXPECT_EQ(lesson.fields.question.at("fr"), "Que joueriez-vous ici\u00a0?");
  ASSERT_EQ(lesson.answers.size(), 1u);
  const auto& answer = lesson.answers[0];
  EXPECT_TRUE(bg::is_accepted_answer(lesson, answer));
  // Another legal action is not the answer.
  for (const auto& a : lesson.position.legal_actions()) {
    if (a == answer[0]) continue;
    EXPECT_FALSE(bg::is_accepted_answer(lesson, {a})) << G::action_text(a);
  }
}

template <bg::HostedGame G>
void a_judged_lesson_keeps_its_margin(const PlayedGame<G>& game) {
  bg::Json j = game.lesson(3);
  j.erase("answers");
  j["judge"] = {{"margin", 1.5}};
  j["title"] = {{"en", "Judged"}, {"de", "Beurteilt"}};
  j["next"] = "02-next.json";
  const auto read = bg::read_lesson<G>(j.dump());
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_TRUE(read->answers.empty());
  EXPECT_EQ(read->fields.margin, 1.5);
  EXPECT_EQ(read->fields.title.at("de"), "Beurteilt");
  EXPECT_EQ(read->fields.next, "02-next.json");
}

template <bg::HostedGame G>
void every_malformed_lesson_is_refused_with_its_reason(const PlayedGame<G>& game, const std::string& other_game) {
  EXPECT_NE(refusal_of<G>(bg::Json::parse("[1]")).find("a lesson is a JSON object"), std::string::npos);
  const auto bad_json = bg::read_lesson<G>("{\"game\": ");
  ASSERT_FALSE(bad_json.ok());
  EXPECT_NE(bad_json.reason().find("not valid JSON"), std::string::npos) << bad_json.reason();

  bg::Json j = game.lesson(2);
  j["game"] = other_game;
  EXPECT_NE(refusal_of<G>(j).find("'game' is '" + other_game + "'"), std::string::npos);
  j["game"] = "chess";
  EXPECT_NE(refusal_of<G>(j).find("'game' is 'chess'"), std::string::npos);

  for (long start : {-1L, static_cast<long>(game.length()) + 1}) {
    j = game.lesson(2);
    j["start"] = start;
    EXPECT_NE(refusal_of<G>(j).find("'start' must be 0 to " + std::to_string(game.length())), std::string::npos);
  }
  j = game.lesson(2);
  j["start"] = game.length();
  EXPECT_NE(refusal_of<G>(j).find("the game is over"), std::string::npos);

  j = game.lesson(2);
  const std::string illegal = game.action_illegal_at(2);
  ASSERT_FALSE(illegal.empty());
  j["answers"] = {G::action_text(game.record.actions[2]), illegal};
  EXPECT_NE(refusal_of<G>(j).find("answer 2 \"" + illegal + "\": \"" + illegal + "\" is illegal"), std::string::npos);
  j["answers"] = {"no such action"};
  EXPECT_NE(refusal_of<G>(j).find("answer 1 \"no such action\""), std::string::npos);
  j["answers"] = bg::Json::array();
  EXPECT_NE(refusal_of<G>(j).find("at least one answer"), std::string::npos);

  j = game.lesson(2);
  j["question"].erase("en");
  EXPECT_NE(refusal_of<G>(j).find("'question' needs an 'en' text"), std::string::npos);
  j = game.lesson(2);
  j.erase("question");
  EXPECT_NE(refusal_of<G>(j).find("'question' is missing"), std::string::npos);
  j = game.lesson(2);
  j["explanation"]["de"] = "";
  EXPECT_NE(refusal_of<G>(j).find("'explanation': the 'de' text must be a non-empty string"), std::string::npos);
  j = game.lesson(2);
  j["title"] = {{"en", "A"}, {"it", "B"}};
  EXPECT_NE(refusal_of<G>(j).find("unknown language 'it'"), std::string::npos);

  j = game.lesson(2);
  j["judge"] = {{"margin", -0.5}};
  EXPECT_NE(refusal_of<G>(j).find("not both"), std::string::npos);
  j.erase("answers");
  EXPECT_NE(refusal_of<G>(j).find("'margin' must be a number of at least 0, not -0.5"), std::string::npos);
  j["judge"] = {{"margin", "2"}};
  EXPECT_NE(refusal_of<G>(j).find("'margin' must be a number"), std::string::npos);
  j.erase("judge");
  EXPECT_NE(refusal_of<G>(j).find("not neither"), std::string::npos);

  j = game.lesson(2);
  for (const char* next : {"/etc/passwd", "../up.json", "https://elsewhere.example/x.json"}) {
    j["next"] = next;
    EXPECT_NE(refusal_of<G>(j).find("'next' must be a relative file name"), std::string::npos) << next;
  }
  j = game.lesson(2);
  j["hint"] = "x";
  EXPECT_NE(refusal_of<G>(j).find("unknown field 'hint'"), std::string::npos);
  j = game.lesson(2);
  j["record"]["actions"][0] = "nonsense";
  EXPECT_NE(refusal_of<G>(j).find("'record': "), std::string::npos);
}

}  // namespace lesson_checks
