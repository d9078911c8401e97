// The coach's one voice for ArkantiS (ai/arkantis/advisor.hpp): the hint is the whole turn (the
// action, then the claims and the purchase), seeded by the position, valued as the review values
// a turn; the review after the game prefers that very turn, so following the hint costs nothing.
#include <gtest/gtest.h>

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/greedy.hpp"
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

}  // namespace
