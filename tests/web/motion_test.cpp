// The board's motion (web/logic/motion.hpp): actions played out one after the other at the pace
// chosen, and the board caught up at once when the game changes, actions are taken back, the
// player acts or motion is off.
#include <gtest/gtest.h>

#include "motion.hpp"
#include "settings.hpp"

namespace web {
namespace {

constexpr MotionPace kPace = MotionPace::kNormal;
const double kStep = motion_ms(kPace);

TEST(Motion, EachNewActionMovesForOneStepThenTheNext) {
  Motion m;
  m.follow("g1", 0, 0, kPace);
  EXPECT_FALSE(m.moving());
  m.follow("g1", 2, 1000, kPace);  // two actions arrive together: the first moves at once
  ASSERT_TRUE(m.moving());
  EXPECT_EQ(m.action(), 0);
  EXPECT_EQ(m.shown(), 0);
  EXPECT_DOUBLE_EQ(m.progress(), 0.0);
  m.follow("g1", 2, 1000 + kStep / 2, kPace);
  EXPECT_EQ(m.action(), 0);
  EXPECT_NEAR(m.progress(), 0.5, 1e-9);
  m.follow("g1", 2, 1000 + kStep * 1.25, kPace);
  EXPECT_EQ(m.action(), 1) << "then the second, in order";
  EXPECT_NEAR(m.progress(), 0.25, 1e-9);
  m.follow("g1", 2, 1000 + kStep * 2 + 1, kPace);
  EXPECT_FALSE(m.moving());
  EXPECT_EQ(m.shown(), 2);
  EXPECT_DOUBLE_EQ(m.progress(), 1.0);
  EXPECT_EQ(m.played_out(), 2) << "both were played out to their end";
  // Idle for a while: the next action still starts from its beginning.
  m.follow("g1", 3, 60000, kPace);
  EXPECT_EQ(m.action(), 2);
  EXPECT_DOUBLE_EQ(m.progress(), 0.0);
}

TEST(Motion, AnotherGameATakeBackOrNoMotionShowThePresentAtOnce) {
  Motion m;
  m.follow("g1", 5, 0, kPace);
  EXPECT_FALSE(m.moving()) << "a game opened with 5 actions is not played out again";
  m.follow("g1", 7, 10, kPace);
  EXPECT_TRUE(m.moving());
  m.follow("g1", 6, 20, kPace);  // an undo while the board was behind
  EXPECT_FALSE(m.moving());
  EXPECT_EQ(m.shown(), 6);
  m.follow("g2", 40, 30, kPace);  // a game resumed or imported
  EXPECT_FALSE(m.moving());
  EXPECT_EQ(m.shown(), 40);
  m.follow("g2", 41, 40, MotionPace::kOff);
  EXPECT_FALSE(m.moving()) << "motion off (or reduced by the browser)";
  m.follow("g2", 43, 50, kPace);
  ASSERT_TRUE(m.moving());
  m.catch_up();  // the player clicked: the board is the game's at once
  EXPECT_FALSE(m.moving());
  EXPECT_EQ(m.shown(), 43);
  EXPECT_EQ(m.played_out(), 0) << "nothing shown at once counts as played out";
}

// At the end of a game the board skips a backlog to the last turn, which it plays out in full.
TEST(Motion, ABacklogIsSkippedToTheLastTurnWhichPlaysOut) {
  Motion m;
  m.follow("g1", 0, 0, kPace);
  m.follow("g1", 40, 1000, kPace);  // two computers finished the game far ahead of the board
  ASSERT_EQ(m.action(), 0);
  m.skip_before(37, 1000 + kStep / 2);
  EXPECT_EQ(m.action(), 37) << "the last turn's first action moves now";
  EXPECT_DOUBLE_EQ(m.progress(), 0.0);
  m.follow("g1", 40, 1000 + kStep / 2 + 1, kPace);
  EXPECT_EQ(m.action(), 37) << "from its beginning";
  m.skip_before(20, 1000 + kStep);  // never back
  m.skip_before(41, 1000 + kStep);  // nor past the game
  EXPECT_EQ(m.action(), 37);
  const long before = m.played_out();
  for (double t = 1000 + kStep; m.moving(); t += 10) m.follow("g1", 40, t, kPace);
  EXPECT_EQ(m.shown(), 40);
  EXPECT_EQ(m.played_out() - before, 3) << "each action of the last turn played out";
}

// The result waits for the board at the end of a game (issue 77): while the last turn plays out,
// not a moment longer; at once when that turn was skipped to, or without motion, or on a click.
TEST(Motion, TheResultWaitsUntilTheLastTurnHasPlayedOut) {
  Motion m;
  m.follow("g1", 30, 0, kPace);
  m.follow("g1", 34, 1000, kPace);  // the final turn, four actions, ends the game
  EXPECT_FALSE(m.result_waits()) << "nothing waits before the game is over";
  m.follow_end(31, false, 1000);
  EXPECT_TRUE(m.result_waits());
  EXPECT_EQ(m.action(), 31) << "the backlog before the last turn skipped";
  double t = 1000;
  int frames = 0;
  while (m.result_waits() && frames < 1000) {
    m.follow("g1", 34, t += 16, kPace);
    m.follow_end(31, false, t);
    ++frames;
  }
  EXPECT_FALSE(m.moving());
  EXPECT_GE(t - 1000, 3 * kStep) << "each of the last turn's three actions was seen";
  m.follow("g1", 34, t + 16, kPace);
  EXPECT_FALSE(m.result_waits()) << "no end this frame, no wait";

  // A game skipped to its end shows its end at once, and so does a click or no motion.
  m.follow("g2", 10, 0, kPace);
  m.follow("g2", 40, 100, kPace);
  m.follow_end(37, true, 100);
  EXPECT_FALSE(m.result_waits());
  EXPECT_EQ(m.shown(), 40);
  m.follow("g3", 10, 0, kPace);
  m.follow("g3", 14, 100, kPace);
  m.follow_end(10, false, 100);
  ASSERT_TRUE(m.result_waits());
  m.catch_up();
  EXPECT_FALSE(m.result_waits());
  m.follow("g4", 10, 0, MotionPace::kOff);
  m.follow("g4", 14, 100, MotionPace::kOff);
  m.follow_end(10, false, 100);
  EXPECT_FALSE(m.result_waits());
}

TEST(Motion, NoMotionWhileSkippingToTheEndOrWhenTheBrowserAsksForLess) {
  EXPECT_EQ(board_pace(MotionPace::kSlow, false, false), MotionPace::kSlow);
  EXPECT_EQ(board_pace(MotionPace::kSlow, true, false), MotionPace::kOff);
  EXPECT_EQ(board_pace(MotionPace::kNormal, false, true), MotionPace::kOff);
}

TEST(Motion, AFastPaceIsQuickerAndALongBacklogPlaysFaster) {
  EXPECT_LT(motion_ms(MotionPace::kFast), motion_ms(MotionPace::kNormal));
  EXPECT_LT(motion_ms(MotionPace::kNormal), motion_ms(MotionPace::kSlow));
  EXPECT_EQ(motion_ms(MotionPace::kOff), 0);
  Motion m;
  m.follow("g", 0, 0, kPace);
  m.follow("g", 10, 0, kPace);  // ten actions behind (two computers, no pause)
  m.follow("g", 10, kStep / 2, kPace);
  EXPECT_GT(m.shown(), 0) << "more than one action in the time of one";
  double t = kStep / 2;
  while (m.moving() && t < 100 * kStep) m.follow("g", 10, t += 16, kPace);
  EXPECT_LT(t, 10 * kStep) << "the backlog is played out faster than one step each";
  EXPECT_EQ(m.shown(), 10);
}

TEST(Motion, EasingStartsQuickAndArrivesGently) {
  EXPECT_FLOAT_EQ(ease_out(0), 0.0f);
  EXPECT_FLOAT_EQ(ease_out(1), 1.0f);
  EXPECT_GT(ease_out(0.25), 0.25f);
  EXPECT_FLOAT_EQ(ease_out(2), 1.0f);
}

TEST(Motion, ThePaceIsKeptWithTheSettingsAndAnUnknownOneIsTheDefault) {
  Settings s;
  EXPECT_EQ(s.motion, MotionPace::kNormal);
  for (MotionPace pace : {MotionPace::kOff, MotionPace::kFast, MotionPace::kNormal, MotionPace::kSlow}) {
    s.motion = pace;
    EXPECT_EQ(settings_from_json(to_json(s)).motion, pace);
  }
  EXPECT_EQ(settings_from_json(R"({"motion": "warp"})").motion, MotionPace::kNormal);
  EXPECT_EQ(settings_from_json(R"({"motion": 3})").motion, MotionPace::kNormal);
  EXPECT_EQ(settings_from_json(R"({"ui_scale": 1.25})").motion, MotionPace::kNormal) << "settings from before keep the default";
}

}  // namespace
}  // namespace web
