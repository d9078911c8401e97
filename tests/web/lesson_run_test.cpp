// A lesson at the table (web/logic/lesson_run.hpp), on the course's own files: an accepted answer
// is right once whole, a decision that leaves every answer is wrong at once, the AI's verdict
// counts the lesson's margin, and the next lesson is found beside this one.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "arkadia/game.hpp"
#include "lesson_run.hpp"
#include "source_dir.hpp"

namespace web {
namespace {

using G = arkadia::ArkadiaGame;

LessonRun<G> course_lesson(const std::string& file) {
  std::ifstream in(tests::source_dir() + "/web/examples/lessons/arkadia/" + file);
  std::stringstream text;
  text << in.rdbuf();
  auto lesson = bg::read_lesson<G>(text.str());
  EXPECT_TRUE(lesson.ok()) << file;
  return LessonRun<G>(std::move(lesson.value()), "examples/lessons/arkadia/" + file);
}

std::vector<G::Action> actions(const std::vector<std::string>& texts) {
  std::vector<G::Action> out;
  for (const std::string& t : texts) out.push_back(G::parse_action(t).value());
  return out;
}

TEST(LessonRun, AnAcceptedAnswerIsRightOnceWhole) {
  LessonRun<G> run = course_lesson("02-close-it-in.json");
  EXPECT_FALSE(run.judged_by_ai());
  EXPECT_FALSE(run.follow(actions({"workers n4"}), false));
  EXPECT_EQ(run.verdict(), LessonVerdict::kOpen) << "on the way to an answer";
  run.follow(actions({"workers n4", "worker o6", "neutral n7"}), false);
  EXPECT_EQ(run.verdict(), LessonVerdict::kOpen);
  run.follow(actions({"workers n4", "worker o6", "neutral n7", "done"}), false);
  EXPECT_EQ(run.verdict(), LessonVerdict::kRight);
  run.follow(actions({"workers n4"}), false);
  EXPECT_EQ(run.verdict(), LessonVerdict::kRight) << "decided once";
  EXPECT_EQ(run.next_url(), "examples/lessons/arkadia/03-first-sale.json");
}

TEST(LessonRun, LeavingEveryAnswerIsWrongAtOnce) {
  LessonRun<G> run = course_lesson("02-close-it-in.json");
  const auto& s = run.lesson().position;
  for (const G::Action& a : s.legal_actions()) {
    if (G::action_text(a) == "workers n4") continue;
    LessonRun<G> other = course_lesson("02-close-it-in.json");
    other.follow({a}, false);
    EXPECT_EQ(other.verdict(), LessonVerdict::kWrong) << G::action_text(a);
    break;
  }
  run.follow(actions({"workers n4"}), /*turn_over=*/true);
  EXPECT_EQ(run.verdict(), LessonVerdict::kWrong) << "a turn over before the answer is whole";
}

TEST(LessonRun, TheAiJudgesWithTheLessonsMargin) {
  LessonRun<G> run = course_lesson("01-first-building.json");
  ASSERT_TRUE(run.judged_by_ai());
  const auto mine = actions({G::action_text(run.lesson().position.legal_actions().front())});
  EXPECT_FALSE(run.follow(mine, false)) << "not before the turn is over";
  EXPECT_TRUE(run.follow(mine, true));
  EXPECT_EQ(run.verdict(), LessonVerdict::kJudging);
  run.judged({"lay FA-S g8 r1"}, 3.0, 2.6, 1);  // 0.4 worse, margin 0.5
  EXPECT_EQ(run.verdict(), LessonVerdict::kRight);
  EXPECT_NEAR(*run.worse_by(), 0.4, 1e-9);

  LessonRun<G> worse = course_lesson("01-first-building.json");
  worse.follow(mine, true);
  worse.judged({"lay FA-S g8 r1"}, 3.0, 1.0, 1);
  EXPECT_EQ(worse.verdict(), LessonVerdict::kWrong);
  EXPECT_EQ(worse.best(), std::vector<std::string>{"lay FA-S g8 r1"});

  LessonRun<G> failed = course_lesson("01-first-building.json");
  failed.follow(mine, true);
  failed.judging_failed();
  EXPECT_EQ(failed.verdict(), LessonVerdict::kOpen) << "asked anew";
}

TEST(LessonRun, TextsFallBackToEnglish) {
  const bg::LessonText texts = {{"en", "Which?"}, {"fr", "Lequel ?"}};
  EXPECT_EQ(LessonRun<G>::text(texts, "fr"), "Lequel ?");
  EXPECT_EQ(LessonRun<G>::text(texts, "de"), "Which?");
}

}  // namespace
}  // namespace web
