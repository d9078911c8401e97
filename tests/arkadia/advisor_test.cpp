// The coach's one voice (ai/arkadia/advisor.hpp): a hint is a whole decision, seeded by the
// position, and the review after the game prefers that very decision, so a player who follows the
// hint loses nothing by it; the worker's hint and review answers are the advisor's.
#include <gtest/gtest.h>

#include "ai/arkadia/advisor.hpp"
#include "ai/arkadia/arkadia_review.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/explain.hpp"
#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/hint_range.hpp"
#include "ai/margin_range.hpp"
#include "ai/arkadia/view_request.hpp"
#include "ai/review_request.hpp"
#include "arkadia/game.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"
#include "bg/lesson.hpp"
#include "sweep_size.hpp"

namespace {

using namespace arkadia;

// Positions of a greedy game where the seat to move has a choice, every `stride` actions.
std::vector<State> decision_points(int players, std::uint64_t seed, int stride, int count) {
  GameOptions o = ArkadiaGame::default_options(players);
  State s = ArkadiaGame::new_game(o, seed).value();
  std::vector<State> out;
  for (int step = 0; !s.is_terminal() && static_cast<int>(out.size()) < count; ++step) {
    if (step % stride == 0 && s.legal_actions().size() > 1) out.push_back(s);
    s.apply_unchecked(arkadia_ai::greedy_action(s));
  }
  return out;
}

TEST(Advisor, FollowingTheAdviceCostsNothingInTheReview) {
  int banners = 0, plans = 0;
  // Under the sanitizers a quarter of the positions: the code paths, not the statistics.
  for (const State& s : decision_points(3, 4242, 5, tests::sweep_games(24))) {
    const SeatView view = SeatView::of(s, s.current_player());
    const arkadia_ai::Advice advice = arkadia_ai::advise(view, ai::Level::kNormal);
    ASSERT_FALSE(advice.decision.empty());
    // Every step is legal where the one before leaves the game, and the mover's.
    State after = s;
    for (const Action& a : advice.decision) {
      ASSERT_EQ(after.current_player(), s.current_player());
      ASSERT_TRUE(after.apply(a).ok()) << to_text(a);
    }
    banners += advice.decision.front().kind == ActionKind::kUseBanner;
    plans += advice.decision.front().kind == ActionKind::kChooseBuilding;
    // The review of exactly that decision, followed by the mover's next action, if any.
    std::vector<Action> played = advice.decision;
    if (!after.is_terminal() && after.current_player() == s.current_player()) played.push_back(after.legal_actions().front());
    const arkadia_ai::DecisionReview r = arkadia_ai::review_advised(view, played, ai::Level::kNormal);
    EXPECT_EQ(r.length, static_cast<int>(advice.decision.size())) << to_text(advice.decision.front());
    EXPECT_EQ(r.preferred, advice.decision);
    EXPECT_DOUBLE_EQ(r.preferred_gain, advice.gain);
    EXPECT_DOUBLE_EQ(r.chosen_gain, r.preferred_gain) << "the review marks the hint down";
  }
  if (!tests::kSanitized) {
    EXPECT_GT(banners + plans, 0) << "some advice is longer than one action";
  }
}

// The hint's "by the end" range: the estimate is the mover's margin now, as the level's
// evaluation sees it, plus the decision's gain, and the range is that estimate spread as far as
// real games fell from it at the castle's stage (ai/arkadia/hint_range.hpp); the worker's hint
// carries it after the gain.
TEST(Advisor, TheHintSaysWhereItLeadsAsARangeOfTheFinalMargin) {
  double last_progress = -1;
  for (const State& s : decision_points(2, 4343, 9, tests::sweep_games(12))) {
    const SeatView view = SeatView::of(s, s.current_player());
    const arkadia_ai::Advice advice = arkadia_ai::advise(view, ai::Level::kNormal);
    const double now = arkadia_ai::estimated_margin(view, arkadia_ai::advice_seed(view),
                                                    arkadia_ai::level_settings(ai::Level::kNormal).evaluation);
    EXPECT_DOUBLE_EQ(advice.final_margin, now + advice.gain);
    EXPECT_GE(advice.progress, last_progress) << "the castle only grows";
    EXPECT_LE(advice.progress, 1.0);
    last_progress = advice.progress;
    const ai::ScoreRange range = ai::margin_range(advice.final_margin, advice.progress, arkadia_ai::kHintSpreads);
    EXPECT_DOUBLE_EQ(advice.range.low, range.low);
    EXPECT_DOUBLE_EQ(advice.range.high, range.high);
    EXPECT_LT(advice.range.low, advice.range.high);
    const std::string hint = arkadia_ai::answer_view_request(encode_view(view), 1, 3, true);
    char tail[64];
    std::snprintf(tail, sizeof tail, "\t%.1f:%.1f", advice.range.low, advice.range.high);
    EXPECT_TRUE(hint.ends_with(tail)) << hint;
  }
  if (!tests::kSanitized) {
    EXPECT_GT(last_progress, 0) << "hints from later in the game";
  }
}

TEST(Advisor, TheSamePositionGetsTheSameAnswerWhoeverAsks) {
  const std::vector<State> points = decision_points(2, 777, 7, 6);
  ASSERT_GE(points.size(), 4u);
  for (const State& s : points) {
    const SeatView view = SeatView::of(s, s.current_player());
    // A copy of the view read back from its JSON (the worker's) has the same seed.
    const SeatView read = decode_view(encode_view(view)).value();
    EXPECT_EQ(arkadia_ai::advice_seed(read), arkadia_ai::advice_seed(view));
    const arkadia_ai::Advice a = arkadia_ai::advise(view, ai::Level::kNormal), b = arkadia_ai::advise(read, ai::Level::kNormal);
    EXPECT_EQ(a.decision, b.decision);
    EXPECT_DOUBLE_EQ(a.gain, b.gain);
  }
  // Different positions, different seeds.
  const SeatView first = SeatView::of(points[0], points[0].current_player());
  const SeatView second = SeatView::of(points[1], points[1].current_player());
  EXPECT_NE(arkadia_ai::advice_seed(first), arkadia_ai::advice_seed(second));
}

TEST(Advisor, TheWorkersHintIsTheWholeDecisionAndItsReviewAgreesWhateverSeedThePageSends) {
  int longer = 0;
  for (const State& s : decision_points(2, 1313, 4, tests::sweep_games(12))) {
    const std::string view = encode_view(SeatView::of(s, s.current_player()));
    const std::string hint = arkadia_ai::answer_view_request(view, 1, 5, true);
    ASSERT_EQ(hint, arkadia_ai::answer_view_request(view, 1, 6, true)) << "the page's seed is not the coach's";
    const auto tab = hint.find('\t');
    ASSERT_NE(tab, std::string::npos) << hint;
    const std::string decision = hint.substr(0, tab);
    longer += decision.find(';') != std::string::npos;
    // The review of the hinted decision, with another seed from the page: the same choice, no loss.
    std::string played = decision;
    for (const std::string& text : bg::split_decision(decision)) ASSERT_TRUE(parse_action(text).ok()) << text;
    const std::string review = arkadia_ai::answer_review_request(view, played, 1, 99);
    ASSERT_EQ(review.rfind("error", 0), std::string::npos) << review;
    // "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN...": the preferred is the hint, both worth the hint's figure.
    const auto t1 = review.find('\t'), t2 = review.find('\t', t1 + 1), t3 = review.find('\t', t2 + 1);
    EXPECT_EQ(review.substr(t1 + 1, t2 - t1 - 1), decision);
    const auto t4 = review.find('\t', t3 + 1);
    const std::string hint_gain = hint.substr(tab + 1, hint.find('\t', tab + 1) - tab - 1);  // then its range
    EXPECT_EQ(review.substr(t2 + 1, t3 - t2 - 1), hint_gain);
    EXPECT_EQ(review.substr(t3 + 1, t4 == std::string::npos ? std::string::npos : t4 - t3 - 1), hint_gain);
  }
  if (!tests::kSanitized) {
    EXPECT_GT(longer, 0) << "some hints are more than one action";
  }
}

}  // namespace
