// A lesson at the table (web/logic/lesson_run.hpp), on the course's own files (and one fixture): an accepted answer
// is right once whole, any other decision is judged by the coach once it is made (as good within
// the margin is right too), the AI's verdict counts the lesson's margin, Arkadia's lay-out is
// judged when the building is laid, and the next lesson is found beside this one.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "arkadia/game.hpp"
#include "i18n.hpp"
#include "lesson_run.hpp"
#include "source_dir.hpp"

namespace web {
namespace {

using LessonGame = arkadia::ArkadiaGame;

// "Close it in" as it was on 2026-12-06 (tests/web/lessons/close-it-in.json), a whole worker
// plan from the turn's start: the course's lesson now starts once the workers go to the farm
// (lesson-check --strict), and these tests are about the table, not the course.
const std::string kWholeTurnLesson = "02-close-it-in.json";

LessonRun<LessonGame> course_lesson(const std::string& file) {
  const std::string path = file == kWholeTurnLesson ? "/tests/web/lessons/close-it-in.json"
                                                    : "/web/examples/lessons/arkadia/" + file;
  std::ifstream in(tests::source_dir() + path);
  std::stringstream text;
  text << in.rdbuf();
  auto lesson = bg::read_lesson<LessonGame>(text.str());
  EXPECT_TRUE(lesson.ok()) << file;
  return LessonRun<LessonGame>(std::move(lesson.value()), "examples/lessons/arkadia/" + file);
}

std::vector<LessonGame::Action> actions(const std::vector<std::string>& texts) {
  std::vector<LessonGame::Action> out;
  for (const std::string& t : texts) out.push_back(LessonGame::parse_action(t).value());
  return out;
}

TEST(LessonRun, AnAcceptedAnswerIsRightOnceWhole) {
  LessonRun<LessonGame> run = course_lesson(kWholeTurnLesson);
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

TEST(LessonRun, ADecisionNoAnswerListsIsJudgedByTheCoachOnceMadeAndRightWhenAsGood) {
  const auto unlisted = [](const std::string& text) {
    LessonRun<LessonGame> run = course_lesson(kWholeTurnLesson);
    EXPECT_FALSE(run.follow(actions({text}), /*decision_made=*/false)) << "not before it is made";
    EXPECT_EQ(run.verdict(), LessonVerdict::kOpen);
    EXPECT_TRUE(run.follow(actions({text}), true)) << "made: the coach is asked";
    EXPECT_EQ(run.verdict(), LessonVerdict::kJudging);
    return run;
  };
  const std::string other = "lay FA-S g8 r1";
  LessonRun<LessonGame> as_good = unlisted(other);
  as_good.judged({"workers n4", "worker o6", "neutral n7", "done"}, 5.0, 4.2, 1, {{"seals", 0.8}});
  EXPECT_EQ(as_good.verdict(), LessonVerdict::kRight) << "0.8 less is within kAsGoodMargin: as good";
  EXPECT_TRUE(as_good.coach_agrees());
  EXPECT_NEAR(*as_good.worse_by(), 0.8, 1e-9);
  EXPECT_FALSE(as_good.listed()) << "right, though no answer lists it";
  EXPECT_EQ(as_good.chosen(), std::vector<std::string>{other});
  EXPECT_EQ(as_good.terms().size(), 1u);
  LessonRun<LessonGame> worse = unlisted(other);
  worse.judged({"workers n4", "worker o6", "neutral n7", "done"}, 5.0, 2.0, 1);
  EXPECT_EQ(worse.verdict(), LessonVerdict::kWrong);
  EXPECT_TRUE(worse.coach_agrees());
  EXPECT_NEAR(*worse.chosen_gain(), 2.0, 1e-9);
  EXPECT_NEAR(*worse.best_gain(), 5.0, 1e-9);
  // Half an answer, then the turn over: judged too, by what it is worth.
  LessonRun<LessonGame> half = course_lesson(kWholeTurnLesson);
  EXPECT_TRUE(half.follow(actions({"workers n4"}), true));
}

// An unlisted decision is judged against the better of the computer's choice and the lesson's own
// answer: the worker is asked about both, in turn.
TEST(LessonRun, AnUnlistedDecisionIsWeighedAgainstTheLessonsAnswerToo) {
  const auto ask = [] {
    LessonRun<LessonGame> run = course_lesson(kWholeTurnLesson);
    EXPECT_TRUE(run.follow(actions({"lay FA-S g8 r1"}), true));
    EXPECT_EQ(run.judge_decision(), "lay FA-S g8 r1") << "the student's decision first";
    // The computer's choice is worth 2, the student's 1.5: within the margin of it...
    EXPECT_TRUE(run.take_judgement("1\tno-banner\t2.00\t1.50\t\tgold:+0.30 seals:+0.20", ""));
    EXPECT_EQ(run.verdict(), LessonVerdict::kJudging) << "the lesson's answer is asked about next";
    EXPECT_EQ(run.judge_decision(), "workers n4;worker o6;neutral n7;done");
    return run;
  };
  // ...but the lesson's answer is worth 6: 4.5 more, so wrong, said against the answer.
  LessonRun<LessonGame> worse = ask();
  EXPECT_TRUE(worse.take_judgement("4\tno-banner\t2.00\t6.00\t\tgold:-1.00 seals:-3.00", ""));
  EXPECT_EQ(worse.verdict(), LessonVerdict::kWrong);
  EXPECT_TRUE(worse.best_is_answer());
  EXPECT_EQ(worse.best(), (std::vector<std::string>{"workers n4", "worker o6", "neutral n7", "done"}));
  EXPECT_NEAR(*worse.worse_by(), 4.5, 1e-9);
  EXPECT_NEAR(*worse.best_gain(), 6.0, 1e-9);
  ASSERT_EQ(worse.terms().size(), 2u);
  EXPECT_NEAR(worse.terms()[0].worth, 1.3, 1e-9) << "answer - student = (Hard - student) - (Hard - answer)";
  EXPECT_NEAR(worse.terms()[1].worth, 3.2, 1e-9);
  EXPECT_TRUE(worse.coach_agrees());
  // Where the answer is worth less than the computer's choice, the choice is the measure: 0.5
  // below it is as good, so right.
  LessonRun<LessonGame> close = ask();
  EXPECT_TRUE(close.take_judgement("4\tno-banner\t2.00\t1.00", ""));
  EXPECT_EQ(close.verdict(), LessonVerdict::kRight);
  EXPECT_TRUE(close.coach_agrees());
  EXPECT_FALSE(close.best_is_answer());
  EXPECT_EQ(close.best(), std::vector<std::string>{"no-banner"});
  EXPECT_NEAR(*close.worse_by(), 0.5, 1e-9);
  // A failed answer to the second question opens the lesson again; asked anew from the start.
  LessonRun<LessonGame> failed = ask();
  EXPECT_FALSE(failed.take_judgement("", "the worker stopped"));
  EXPECT_EQ(failed.verdict(), LessonVerdict::kOpen);
  EXPECT_TRUE(failed.follow(actions({"lay FA-S g8 r1"}), true));
  EXPECT_EQ(failed.judge_decision(), "lay FA-S g8 r1");
}

TEST(LessonRun, ArkadiasLayOutIsJudgedWhenTheBuildingIsLaidAndAWorkerPlanAtDone) {
  LessonRun<LessonGame> first = course_lesson("01-first-building.json");
  auto opened = MatchOf<LessonGame>::resume(first.opening_record());
  ASSERT_TRUE(opened.ok());
  MatchOf<LessonGame> game = std::move(opened.value());
  ASSERT_TRUE(game.play(game.state().legal_actions().front()).ok());  // a lay-out
  ASSERT_EQ(game.state().current_player(), first.lesson().student) << "the turn goes on";
  EXPECT_EQ(first.follow(game), LessonStep::kAskToJudge) << "the lay-out is the decision";

  LessonRun<LessonGame> plan = course_lesson(kWholeTurnLesson);
  auto at = MatchOf<LessonGame>::resume(plan.opening_record());
  ASSERT_TRUE(at.ok());
  MatchOf<LessonGame> g = std::move(at.value());
  ASSERT_TRUE(g.play(LessonGame::parse_action("workers n4").value()).ok());
  ASSERT_TRUE(g.play(LessonGame::parse_action("worker o6").value()).ok());
  EXPECT_EQ(plan.follow(g), LessonStep::kWait) << "the plan is not done";
  ASSERT_TRUE(g.play(LessonGame::parse_action("done").value()).ok());
  EXPECT_EQ(plan.follow(g), LessonStep::kAskToJudge) << "done: an unlisted plan is judged";
}

TEST(LessonRun, TheAiJudgesWithTheLessonsMargin) {
  LessonRun<LessonGame> run = course_lesson("01-first-building.json");
  ASSERT_TRUE(run.judged_by_ai());
  const auto mine = actions({LessonGame::action_text(run.lesson().position.legal_actions().front())});
  EXPECT_FALSE(run.follow(mine, false)) << "not before the turn is over";
  EXPECT_TRUE(run.follow(mine, true));
  EXPECT_EQ(run.verdict(), LessonVerdict::kJudging);
  run.judged({"lay FA-S g8 r1"}, 3.0, 2.6, 1);  // 0.4 worse, margin 0.5
  EXPECT_EQ(run.verdict(), LessonVerdict::kRight);
  EXPECT_NEAR(*run.worse_by(), 0.4, 1e-9);

  LessonRun<LessonGame> worse = course_lesson("01-first-building.json");
  worse.follow(mine, true);
  worse.judged({"lay FA-S g8 r1"}, 3.0, 1.0, 1);
  EXPECT_EQ(worse.verdict(), LessonVerdict::kWrong);
  EXPECT_EQ(worse.best(), std::vector<std::string>{"lay FA-S g8 r1"});

  LessonRun<LessonGame> failed = course_lesson("01-first-building.json");
  failed.follow(mine, true);
  failed.judging_failed();
  EXPECT_EQ(failed.verdict(), LessonVerdict::kOpen) << "asked anew";
}

TEST(LessonRun, TheOpeningGameIsTheLessonsPositionWithTheStudentHereAndTheComputerElsewhere) {
  const LessonRun<LessonGame> run = course_lesson(kWholeTurnLesson);
  const bg::Lesson<LessonGame>& lesson = run.lesson();
  const LessonGame::Record record = run.opening_record();
  EXPECT_EQ(static_cast<long>(record.actions.size()), lesson.fields.start);
  auto match = MatchOf<LessonGame>::resume(record);
  ASSERT_TRUE(match.ok());
  EXPECT_EQ(match.value().state().hash(), lesson.position.hash()) << "the question's position";
  EXPECT_EQ(match.value().state().current_player(), lesson.student);
  for (int p = 0; p < lesson.position.num_players(); ++p) {
    EXPECT_EQ(record.tags.at(seat_tag(p, "kind")), p == lesson.student ? "human" : "ai");
    EXPECT_EQ(record.tags.at(seat_tag(p, "default_name")), p == lesson.student ? "you" : "");
  }
  // What the student played is what follows the question in the game's record.
  std::vector<LessonGame::Action> played = record.actions;
  EXPECT_TRUE(run.decision_in(played).empty());
  for (const auto& a : actions({"workers n4", "worker o6"})) played.push_back(a);
  EXPECT_EQ(run.decision_in(played), actions({"workers n4", "worker o6"}));
}

TEST(LessonRun, TheEmbeddingPageIsToldTheLessonAndItsVerdict) {
  LessonRun<LessonGame> run = course_lesson(kWholeTurnLesson);
  auto opened = nlohmann::json::parse(run.opened_event("fr"));
  EXPECT_EQ(opened["type"], "game:lesson-opened");
  EXPECT_EQ(opened["start"], run.lesson().fields.start);
  EXPECT_EQ(opened["title"], run.title("fr"));
  run.follow(actions({"workers n4", "worker o6", "neutral n7", "done"}), false);
  ASSERT_EQ(run.verdict(), LessonVerdict::kRight);
  auto result = nlohmann::json::parse(run.result_event());
  EXPECT_EQ(result, nlohmann::json::parse(R"({"type": "game:lesson-result", "right": true, "chosen": ["workers n4", "worker o6", "neutral n7", "done"]})"));

  LessonRun<LessonGame> judged = course_lesson("01-first-building.json");
  const auto mine = actions({LessonGame::action_text(judged.lesson().position.legal_actions().front())});
  judged.follow(mine, true);
  judged.judged({"lay FA-S g8 r1"}, 3.0, 1.0, 1);
  EXPECT_EQ(nlohmann::json::parse(judged.result_event("Pas tout à fait."))["said"], "Pas tout à fait.") << "the verdict in words";
  result = nlohmann::json::parse(judged.result_event());
  EXPECT_FALSE(result.contains("said"));
  EXPECT_EQ(result["right"], false);
  EXPECT_EQ(result["chosen"], nlohmann::json(std::vector<std::string>{LessonGame::action_text(mine.front())}));
  EXPECT_NEAR(result["worse_by"].get<double>(), 2.0, 1e-9);
  EXPECT_EQ(result["best"], nlohmann::json(std::vector<std::string>{"lay FA-S g8 r1"}));
  EXPECT_EQ(nlohmann::json::parse(lesson_next_event("03-first-sale.json")),
            nlohmann::json::parse(R"({"type": "game:lesson-next", "next": "03-first-sale.json"})"));
}

// The table's side: the game it plays from the lesson's opening record is followed, the worker is
// asked to judge once the student's turn is over, its reply gives the verdict, and a game undone
// past the question asks it again.
TEST(LessonRun, FollowsTheTablesGameAndTakesTheWorkersJudgement) {
  LessonRun<LessonGame> run = course_lesson("01-first-building.json");
  ASSERT_TRUE(run.judged_by_ai());
  auto opened = MatchOf<LessonGame>::resume(run.opening_record());
  ASSERT_TRUE(opened.ok());
  MatchOf<LessonGame> game = std::move(opened.value());
  EXPECT_EQ(run.follow(game), LessonStep::kWait) << "nothing played yet";
  const int student = run.lesson().student;
  std::vector<std::string> played;
  do {  // the student's first decision, action by action
    EXPECT_EQ(run.follow(game), LessonStep::kWait) << "the decision goes on";
    const LessonGame::Action a = game.state().legal_actions().front();
    played.push_back(LessonGame::action_text(a));
    ASSERT_TRUE(game.play(a).ok());
  } while (bg::decision_in_progress<LessonGame>(game.state(), student));
  ASSERT_FALSE(played.empty());
  EXPECT_EQ(run.follow(game), LessonStep::kAskToJudge);
  EXPECT_EQ(run.verdict(), LessonVerdict::kJudging);
  EXPECT_EQ(run.follow(game), LessonStep::kWait) << "asked once";
  std::string decision;
  for (const std::string& text : played) decision += (decision.empty() ? "" : ";") + text;
  EXPECT_EQ(run.judge_decision(), decision);
  const auto view = LessonGame::view_from_json(run.judge_view());
  ASSERT_TRUE(view.ok());
  EXPECT_TRUE(view.value() == LessonGame::view(run.lesson().position, student)) << "the question as the student saw it";

  EXPECT_FALSE(run.take_judgement("1\tlay FA-S g8 r1\t3.0", "")) << "too few fields";
  EXPECT_EQ(run.verdict(), LessonVerdict::kOpen) << "open again";
  EXPECT_EQ(run.follow(game), LessonStep::kAskToJudge) << "and asked anew";
  EXPECT_FALSE(run.take_judgement("", "the worker stopped"));
  EXPECT_EQ(run.follow(game), LessonStep::kAskToJudge);
  EXPECT_TRUE(run.take_judgement("1\tlay FA-S g8 r1\t3.0\t2.6", ""));  // 0.4 worse, margin 0.5
  EXPECT_EQ(run.verdict(), LessonVerdict::kRight);
  EXPECT_NEAR(*run.worse_by(), 0.4, 1e-9);
  EXPECT_EQ(run.follow(game), LessonStep::kWait) << "decided";

  // Undone to before the question (a record shorter than the lesson's start): asked again.
  LessonRun<LessonGame> later = course_lesson(kWholeTurnLesson);
  LessonGame::Record earlier = later.opening_record();
  ASSERT_GT(earlier.actions.size(), 0u);
  auto at_question = MatchOf<LessonGame>::resume(earlier);
  ASSERT_TRUE(at_question.ok());
  EXPECT_EQ(later.follow(at_question.value()), LessonStep::kWait);
  earlier.actions.pop_back();
  auto before = MatchOf<LessonGame>::resume(earlier);
  ASSERT_TRUE(before.ok());
  EXPECT_EQ(later.follow(before.value()), LessonStep::kRestart);
}

TEST(LessonRun, TextsFallBackToEnglish) {
  const bg::LessonText texts = {{"en", "Which?"}, {"fr", "Lequel ?"}};
  EXPECT_EQ(LessonRun<LessonGame>::text(texts, "fr"), "Lequel ?");
  EXPECT_EQ(LessonRun<LessonGame>::text(texts, "de"), "Which?");
}

// The courses' French and German texts name the computer's level in their language ("au niveau
// Difficile", "auf Schwer", not "Hard"), and French names a player by colour with its article
// ("la ferme rouge du joueur jaune", not "de jaune"; issue 77).
TEST(LessonRun, TheCoursesTextsNameTheLevelAndThePlayersInTheirLanguage) {
  const std::regex english_level(R"(\bHard\b)");
  const std::regex bare_colour(R"((^|[ (])(de|à|pour) (jaune|orange|vert|violet)\b|\bd'orange\b)");
  int texts = 0;
  for (const char* game : {"arkadia", "arkantis"})
    for (const auto& entry : std::filesystem::directory_iterator(tests::source_dir() + "/web/examples/lessons/" + game)) {
      if (entry.path().extension() != ".json") continue;
      std::ifstream in(entry.path());
      const nlohmann::json lesson = nlohmann::json::parse(in);
      const std::function<void(const nlohmann::json&)> walk = [&](const nlohmann::json& j) {
        if (j.is_array())
          for (const auto& v : j) walk(v);
        if (!j.is_object()) return;
        for (const auto& [key, v] : j.items()) {
          if ((key == "fr" || key == "de") && v.is_string()) {
            const std::string text = v.get<std::string>();
            ++texts;
            EXPECT_FALSE(std::regex_search(text, english_level)) << entry.path().filename() << " (" << key << "): " << text;
            if (key == "fr") {
              EXPECT_FALSE(std::regex_search(text, bare_colour)) << entry.path().filename() << ": " << text;
            }
          } else {
            walk(v);
          }
        }
      };
      walk(lesson);
    }
  EXPECT_GT(texts, 40);
}

// After a verdict the keys are said as they act where the student is (issue 76): "Z tries again"
// was said while the keys were in the move field, where Z types "z": there Escape comes first. N
// is said only when there is a next lesson.
TEST(LessonRun, TheKeysAfterAVerdictAreSaidAsTheyActWhereTheKeysAre) {
  Translator words;
  const std::map<Language, std::string> escape = {{Language::kEnglish, "Escape"}, {Language::kFrench, "Échap"}, {Language::kGerman, "Esc"}};
  for (const auto& [language, key] : escape) {
    words.set_language(language);
    for (const bool next : {true, false}) {
      const std::string field = words.tr(lesson_keys_key(/*in_move_field=*/true, next));
      const std::string board = words.tr(lesson_keys_key(/*in_move_field=*/false, next));
      EXPECT_EQ(field.rfind(key + " ", 0), 0u) << field;
      EXPECT_EQ(board.find(key), std::string::npos) << board;
      for (const std::string& said : {field, board}) {
        EXPECT_NE(said.find("Z "), std::string::npos) << said;
        EXPECT_EQ(said.find("N ") != std::string::npos, next) << said;
      }
    }
  }
  EXPECT_TRUE(words.missing_keys().empty());
}

}  // namespace
}  // namespace web
