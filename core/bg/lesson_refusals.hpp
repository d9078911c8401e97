// The refusals of the lesson reader (bg/lesson.hpp): each names what is wrong with the file.
// Not yet in the page's string tables (tests/web/web_refusals_test.cpp lists the catalogs it
// checks); the page adds them when it opens lessons.
#pragma once

#include "bg/status.hpp"

namespace bg::refusal {

#define BG_LESSON_REFUSALS(X)                                                                                  \
  X(kLessonTooLarge, "bg.lesson.too_large", "the lesson is larger than 16 MB")                                 \
  X(kLessonNotObject, "bg.lesson.not_object", "a lesson is a JSON object")                                     \
  X(kLessonGame, "bg.lesson.game", "'game' is '{game}', but this is {expected}")                               \
  X(kLessonRecord, "bg.lesson.record", "'record': {cause}")                                                   \
  X(kLessonStart, "bg.lesson.start", "'start' must be 0 to {actions} (the record's actions), not {start}")    \
  X(kLessonTerminal, "bg.lesson.terminal", "the game is over at 'start' {start}: there is nothing to play")    \
  X(kLessonLanguage, "bg.lesson.language", "'{field}': unknown language '{lang}' (en, fr, de)")                \
  X(kLessonNoEnglish, "bg.lesson.no_english", "'{field}' needs an 'en' text")                                  \
  X(kLessonEmptyText, "bg.lesson.empty_text", "'{field}': the '{lang}' text must be a non-empty string")       \
  X(kLessonJudgeOrAnswers, "bg.lesson.judge_or_answers", "a lesson has either 'answers' or 'judge', not {got}") \
  X(kLessonNoAnswers, "bg.lesson.no_answers", "'answers' must list at least one answer")                       \
  X(kLessonAnswerText, "bg.lesson.answer_text", "answer {n} must be a non-empty string")                       \
  X(kLessonAnswerBad, "bg.lesson.answer_bad", "answer {n} \"{answer}\": {cause}")                              \
  X(kLessonAnswerIllegal, "bg.lesson.answer_illegal",                                                          \
    "answer {n} \"{answer}\": \"{action}\" is illegal at the lesson's position: {cause}")                     \
  X(kLessonAnswerTurn, "bg.lesson.answer_turn",                                                                \
    "answer {n} \"{answer}\": \"{action}\" comes after the student's turn is over")                           \
  X(kLessonMargin, "bg.lesson.margin", "'judge': 'margin' must be a number of at least 0, not {value}")        \
  X(kLessonNext, "bg.lesson.next", "'next' must be a relative file name, not \"{next}\"")

BG_LESSON_REFUSALS(BG_REFUSAL_CONSTANT)
inline constexpr ::bg::RefusalText kLessonRefusals[] = {BG_LESSON_REFUSALS(BG_REFUSAL_ENTRY)};

}  // namespace bg::refusal
