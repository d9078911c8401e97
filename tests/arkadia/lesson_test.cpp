// Arkadia's lessons (bg/lesson.hpp): read at their position, judged or answered, and every
// malformed file refused (tests/conformance/lesson_checks.hpp).
#include "arkadia/game.hpp"
#include "conformance/lesson_checks.hpp"

namespace {

using Played = lesson_checks::PlayedGame<arkadia::ArkadiaGame>;

TEST(ArkadiaLesson, AnAnswersLessonIsReadAtItsPositionForTheSeatToMove) {
  const Played game(21);
  lesson_checks::an_answers_lesson_is_read_at_its_position(game, 0);
  lesson_checks::an_answers_lesson_is_read_at_its_position(game, game.length() / 2);
}

TEST(ArkadiaLesson, AJudgedLessonKeepsItsMarginTitleAndNext) {
  lesson_checks::a_judged_lesson_keeps_its_margin(Played(22));
}

TEST(ArkadiaLesson, EveryMalformedLessonIsRefusedWithItsReason) {
  lesson_checks::every_malformed_lesson_is_refused_with_its_reason(Played(23), "arkantis");
}

TEST(ArkadiaLesson, AnAnswerMayBeAWholeDecisionAndIsRightAsItsBeginning) {
  // A worker decision: "workers", then "worker"s, then "done", all the student's.
  const Played game(24);
  for (int start = 0; start < game.length(); ++start) {
    if (game.record.actions[static_cast<std::size_t>(start)].kind != arkadia::ActionKind::kChooseBuilding) continue;
    int end = start;
    while (game.record.actions[static_cast<std::size_t>(end)].kind != arkadia::ActionKind::kFinishWorkers) ++end;
    std::string decision;
    std::vector<arkadia::Action> actions;
    for (int i = start; i <= end; ++i) {
      const auto& a = game.record.actions[static_cast<std::size_t>(i)];
      decision += (decision.empty() ? "" : "; ") + arkadia::ArkadiaGame::action_text(a);
      actions.push_back(a);
    }
    bg::Json j = game.lesson(start);
    j["answers"] = {decision};
    const auto read = bg::read_lesson<arkadia::ArkadiaGame>(j.dump());
    ASSERT_TRUE(read.ok()) << read.reason();
    EXPECT_TRUE(bg::is_accepted_answer(read.value(), actions));
    actions.pop_back();  // without "done" it is not yet the answer
    EXPECT_FALSE(bg::is_accepted_answer(read.value(), actions));
    return;
  }
  FAIL() << "the game placed no workers";
}

}  // namespace
