// The coach's one voice for ArkantiS (ai/arkantis/advisor.hpp): the hint is the whole turn (the
// action, then the claims and the purchase), seeded by the position, valued as the review values
// a turn; the review after the game prefers that very turn, so following the hint costs nothing.
#include <gtest/gtest.h>

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/hint_range.hpp"
#include "ai/margin_range.hpp"
#include "ai/arkantis/view_request.hpp"
#include "arkantis/game.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/view_codec.hpp"
#include "bg/lesson.hpp"
#include "sweep_size.hpp"

namespace {

using namespace arkantis;

// Starts of turns of a greedy game, every `stride` turns.
std::vector<State> turn_starts(int players, std::uint64_t seed, int stride, int count) {
  State s = ArkantisGame::new_game(ArkantisGame::default_options(players), seed).value();
  std::vector<State> out;
  for (int turn = 0; !s.is_terminal() && static_cast<int>(out.size()) < count;) {
    if (s.phase() == Phase::kAction && turn++ % stride == 0 && s.legal_actions().size() > 1) out.push_back(s);
    s.apply_unchecked(arkantis_ai::greedy_action(SeatView::of(s, s.current_player()).state()));
  }
  return out;
}

TEST(ArkantisAdvisor, TheHintIsTheWholeTurnAndFollowingItCostsNothing) {
  int with_more = 0;
  for (const State& s : turn_starts(2, 5150, 5, tests::sweep_positions(5))) {
    const int seat = s.current_player();
    const SeatView view = SeatView::of(s, seat);
    const arkantis_ai::Advice advice = arkantis_ai::advise(view, ai::Level::kNormal);
    ASSERT_FALSE(advice.turn.empty());
    // Every step legal at the real table in turn, the last one ending the turn.
    State after = s;
    for (const Action& a : advice.turn) {
      ASSERT_EQ(after.current_player(), seat);
      ASSERT_TRUE(after.apply(a).ok()) << to_text(a);
    }
    EXPECT_TRUE(after.is_terminal() || after.current_player() != seat || advice.turn.back().kind == ActionKind::kEnd);
    with_more += advice.turn.size() > 1;
    const auto r = arkantis_ai::review_advised(view, advice.turn, ai::Level::kNormal);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->preferred, advice.turn);
    EXPECT_DOUBLE_EQ(r->preferred_gain, advice.gain);
    EXPECT_DOUBLE_EQ(r->chosen_gain, advice.gain) << "the review marks the hint down";
    // The worker's hint says the same, whatever seed the page sends.
    const std::string json = encode_view(view);
    const std::string hint = arkantis_ai::answer_view_request(json, 1, 3, true);
    EXPECT_EQ(hint, arkantis_ai::answer_view_request(json, 1, 4, true));
    std::string turn;
    for (const Action& a : advice.turn) turn += (turn.empty() ? "" : ";") + to_text(a);
    EXPECT_EQ(hint.substr(0, hint.find('\t')), turn);
  }
  EXPECT_GT(with_more, 0) << "a turn is more than its first action";
}

// A range's spread is the first band that reaches the estimate's stage, the last beyond them all.
TEST(MarginRange, TheSpreadIsTheStagesBand) {
  constexpr std::array<ai::MarginSpread, 2> spreads{{{0.5, -10, 20}, {1.0, -3, 4}}};
  EXPECT_DOUBLE_EQ(ai::margin_range(7, 0.0, spreads).low, -3);
  EXPECT_DOUBLE_EQ(ai::margin_range(7, 0.5, spreads).high, 27);
  EXPECT_DOUBLE_EQ(ai::margin_range(7, 0.51, spreads).low, 4);
  EXPECT_DOUBLE_EQ(ai::margin_range(7, 0.9, spreads).high, 11);
  EXPECT_DOUBLE_EQ(ai::margin_range(7, 1.5, spreads).high, 11);
}

// The hint's "by the end" range: the estimate is the mover's margin now plus the turn's gain, and
// the range is that estimate spread as far as real games fell from it at the game's stage
// (ai/arkantis/hint_range.hpp); the worker's hint carries it after the gain.
TEST(ArkantisAdvisor, TheHintSaysWhereItLeadsAsARangeOfTheFinalMargin) {
  double last_progress = -1;
  for (const State& s : turn_starts(2, 5151, 6, tests::sweep_positions(4))) {
    const int seat = s.current_player();
    const SeatView view = SeatView::of(s, seat);
    const arkantis_ai::Advice advice = arkantis_ai::advise(view, ai::Level::kNormal);
    EXPECT_DOUBLE_EQ(advice.final_margin, arkantis_ai::score_margin(s, seat) + advice.gain);
    EXPECT_GE(advice.progress, last_progress) << "the game only goes forward";
    EXPECT_LE(advice.progress, 1.0);
    last_progress = advice.progress;
    const ai::ScoreRange range = ai::margin_range(advice.final_margin, advice.progress, arkantis_ai::kHintSpreads);
    EXPECT_DOUBLE_EQ(advice.range.low, range.low);
    EXPECT_DOUBLE_EQ(advice.range.high, range.high);
    EXPECT_LT(advice.range.low, advice.range.high);
    const std::string hint = arkantis_ai::answer_view_request(encode_view(view), 1, 3, true);
    char tail[64];
    std::snprintf(tail, sizeof tail, "\t%.1f:%.1f", advice.range.low, advice.range.high);
    EXPECT_TRUE(hint.ends_with(tail)) << hint;
  }
  if (!tests::kSanitized) {
    EXPECT_GT(last_progress, 0) << "hints from later in the game";
  }
}

}  // namespace
