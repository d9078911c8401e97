// Lessons: a position from a game record, a question ("what would you play here?") and how the
// answer is judged, in one small JSON file a rules-teaching site embeds (docs/embedding.md,
// "Lessons"). No I/O: text in, a checked lesson or the reason it is refused out.
//
//   {"game": "arkadia",                          the game's id (G::kId)
//    "title": {"en": "...", "fr": "...", "de": "..."},   optional, per language like question
//    "record": {...},                            a whole game record, inline (docs/notation.md)
//    "start": 12,                                actions of the record played before the question
//    "question": {"en": "..."},                  per language: en required, fr and de optional
//    "explanation": {"en": "..."},
//    "answers": ["lay TR-R e4 r1"],              accepted answers, or instead:
//    "judge": {"margin": 2},                     right when within 2 (gold, points) of Hard's choice
//    "next": "02-second.json"}                   optional: the next lesson, relative to this file
//
// An answer is one action in notation, or a decision of several joined by ";" ("workers e4;
// worker f5; done"); every action must be legal in turn from the position at `start`, while it is
// still the student's turn. A student's decision is right when it begins with an accepted answer.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"
#include "bg/lesson_refusals.hpp"
#include "bg/status.hpp"

namespace bg {

// A text per language: "en" always, "fr" and "de" when given; every text non-empty.
using LessonText = std::map<std::string, std::string>;

// A lesson file's fields, checked as JSON but not yet against its game.
struct LessonFields {
  std::string game;
  std::string record;  // the inline record, as JSON text for G::parse_record
  long start = 0;
  LessonText title, question, explanation;  // title: empty when not given
  std::vector<std::string> answers;         // empty when the AI judges
  std::optional<double> margin;             // "judge": {"margin": X}, X >= 0
  std::string next;                         // empty for the last lesson
};

Expected<LessonFields> read_lesson_fields(std::string_view text);

// The game a lesson names in its "game" field; nullopt when the text is not such a lesson.
std::optional<std::string> lesson_game(std::string_view text);

// An accepted answer's text as its actions' notations ("take c4; end" -> "take c4", "end").
std::vector<std::string> split_decision(std::string_view answer);

template <HostedGame G>
struct Lesson {
  LessonFields fields;
  typename G::Record record;
  typename G::State position;  // after the record's first `start` actions
  int student = 0;             // the seat to move there
  std::vector<std::vector<typename G::Action>> answers;  // each accepted decision; empty when judged
};

// A lesson of game G, checked against the game: the record replays to `start`, the game is not
// over there, and every accepted answer is legal there for the student.
template <HostedGame G>
Expected<Lesson<G>> read_lesson(std::string_view text) {
  using namespace refusal;
  auto fields = read_lesson_fields(text);
  if (!fields.ok()) return fields.status();
  LessonFields& f = fields.value();
  if (f.game != G::kId) return Status::refuse(kLessonGame, {{"game", f.game}, {"expected", std::string(G::kId)}});
  auto record = G::parse_record(f.record);
  if (!record.ok()) return Status::refuse(kLessonRecord, {}, &record.status());
  const long actions = static_cast<long>(record->actions.size());
  if (f.start < 0 || f.start > actions)
    return Status::refuse(kLessonStart, {{"actions", actions}, {"start", f.start}});
  // Only the actions before the question are replayed: the rest of the game (and its result)
  // is the lesson's business, not the reader's.
  typename G::Record before = G::record_setup(record.value());
  before.actions.assign(record->actions.begin(), record->actions.begin() + f.start);
  auto position = G::replay(before);
  if (!position.ok()) return Status::refuse(kLessonRecord, {}, &position.status());
  if (position->is_terminal()) return Status::refuse(kLessonTerminal, {{"start", f.start}});
  const int student = position->current_player();
  std::vector<std::vector<typename G::Action>> answers;
  for (std::size_t i = 0; i < f.answers.size(); ++i) {
    const Arg n("n", static_cast<long>(i + 1)), answer("answer", f.answers[i]);
    typename G::State s = position.value();
    std::vector<typename G::Action>& decision = answers.emplace_back();
    for (const std::string& text_of_action : split_decision(f.answers[i])) {
      auto a = G::parse_action(text_of_action);
      if (!a.ok()) return Status::refuse(kLessonAnswerBad, {n, answer}, &a.status());
      if (s.is_terminal() || s.current_player() != student)
        return Status::refuse(kLessonAnswerTurn, {n, answer, {"action", text_of_action}});
      if (Status legal = s.apply(a.value()); !legal.ok())
        return Status::refuse(kLessonAnswerIllegal, {n, answer, {"action", text_of_action}}, &legal);
      decision.push_back(a.value());
    }
  }
  return Lesson<G>{std::move(f), std::move(record.value()), std::move(position.value()), student, std::move(answers)};
}

// Whether the student's decision (their actions from the lesson's position) begins with one of
// the accepted answers.
template <HostedGame G>
bool is_accepted_answer(const Lesson<G>& lesson, const std::vector<typename G::Action>& decision) {
  for (const auto& answer : lesson.answers)
    if (answer.size() <= decision.size() && std::equal(answer.begin(), answer.end(), decision.begin())) return true;
  return false;
}

}  // namespace bg
