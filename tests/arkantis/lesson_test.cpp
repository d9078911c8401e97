// ArkantiS's lessons (bg/lesson.hpp): read at their position, judged or answered, and every
// malformed file refused (tests/conformance/lesson_checks.hpp).
#include "arkantis/game.hpp"
#include "conformance/lesson_checks.hpp"

namespace {

using Played = lesson_checks::PlayedGame<arkantis::ArkantisGame>;

TEST(ArkantisLesson, AnAnswersLessonIsReadAtItsPositionForTheSeatToMove) {
  const Played game(31);
  lesson_checks::an_answers_lesson_is_read_at_its_position(game, 0);
  lesson_checks::an_answers_lesson_is_read_at_its_position(game, game.length() / 2);
}

TEST(ArkantisLesson, AJudgedLessonKeepsItsMarginTitleAndNext) {
  lesson_checks::a_judged_lesson_keeps_its_margin(Played(32));
}

TEST(ArkantisLesson, EveryMalformedLessonIsRefusedWithItsReason) {
  lesson_checks::every_malformed_lesson_is_refused_with_its_reason(Played(33), "arkadia");
}

TEST(ArkantisLesson, AnAnswerPastTheEndOfTheStudentsTurnIsRefused) {
  const Played game(34);
  bg::Json j = game.lesson(0);
  const std::string first = j["answers"][0];
  // The turn's first action, then "end" (or whatever ends it), then one action more: the next
  // seat's, never the student's.
  std::string turn = first;
  std::size_t i = 1;
  for (; game.positions[i].current_player() == game.positions[0].current_player(); ++i)
    turn += "; " + arkantis::ArkantisGame::action_text(game.record.actions[i]);
  turn += "; " + arkantis::ArkantisGame::action_text(game.record.actions[i]);
  j["answers"] = {turn};
  EXPECT_NE(lesson_checks::refusal_of<arkantis::ArkantisGame>(j).find("comes after the student's turn is over"),
            std::string::npos);
}

}  // namespace
