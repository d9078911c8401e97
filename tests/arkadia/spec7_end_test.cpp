// Spec §7: the end of the game.
#include "helpers.hpp"

namespace test {
namespace {

// Plays the current seat's turn with the first legal action at every step.
void play_a_turn(State& s) {
  const int seat = s.current_player();
  while (!s.is_terminal() && s.current_player() == seat) s.apply_unchecked(s.legal_actions().front());
}

// Floor 1 complete and floor 2 missing only K10, seat `to_move` to play.
State castle_nearly_done(int players, int to_move, std::initializer_list<const char*> bottom) {
  State s = new_game(players, bottom);
  PositionEditor e(s);
  EXPECT_TRUE(e.set_current_player(to_move).ok());
  for (int floor = 1; floor <= 2; ++floor)
    for (int k = 0; k < (floor == 1 ? 10 : 9); ++k) {
      bool placed = false;
      for (int f = 0; f < kFamilies && !placed; ++f) placed = e.put_castle_piece(static_cast<Family>((k + f) % 4), k).ok();
      EXPECT_TRUE(placed);
    }
  return s;
}

TEST(Spec7End, CompletingFloorTwoGivesEveryoneOneMoreTurnEndingWithTheTrigger) {
  State s = castle_nearly_done(3, 1, {"HO-R"});
  put_building(s, "HO-R", "a1 b1");
  put_worker(s, 0, "a2");
  put_worker(s, 2, "b2");
  play(s, {"workers a1", "worker c1", "done"});
  const Family f = [&] {
    for (int x = 0; x < kFamilies; ++x)
      if (s.castle().supply(2, static_cast<Family>(x)) > 0) return static_cast<Family>(x);
    return Family{0};
  }();
  play(s, std::string("castle ") + family_letter(f) + " K10");
  EXPECT_TRUE(s.end_triggered());
  EXPECT_EQ(s.end_trigger_player(), 1);
  EXPECT_EQ(s.final_turns_left(), -1);  // the trigger turn finishes normally, banner included
  play(s, "banner");
  while (s.current_player() == 1) play_a_turn(s);
  std::vector<int> order;
  while (!s.is_terminal()) {
    order.push_back(s.current_player());
    EXPECT_EQ(s.final_turns_left(), 3 - static_cast<int>(order.size()) + 1);
    play_a_turn(s);
  }
  EXPECT_EQ(order, (std::vector<int>{2, 0, 1}));
  EXPECT_EQ(s.end_reason(), EndReason::kCastleComplete);
}

TEST(Spec7End, EveryoneSellsEverySealAtTheEnd) {
  State s = castle_nearly_done(2, 0, {"HO-R"});
  PositionEditor e(s);
  ASSERT_TRUE(e.give_seals(0, 0, 4).ok());
  ASSERT_TRUE(e.give_seals(1, 3, 7).ok());
  ASSERT_TRUE(e.give_gold(1, 10).ok());
  put_building(s, "HO-R", "a1 b1");
  put_worker(s, 1, "a2 b2");
  play(s, {"workers a1", "worker c1", "done", "castle S K10", "no-banner"});
  play_a_turn(s);  // seat 1
  ASSERT_EQ(s.current_player(), 0);
  while (s.phase() != Phase::kBanner) s.apply_unchecked(s.legal_actions().front());
  const State before = s;
  play(s, "no-banner");
  ASSERT_TRUE(s.is_terminal());
  for (int p = 0; p < 2; ++p) {
    int expected = before.gold(p);
    for (int f = 0; f < kFamilies; ++f) expected += before.player(p).seals[f] * before.seal_value(static_cast<Family>(f));
    EXPECT_EQ(s.gold(p), expected) << "seat " << p;
    EXPECT_EQ(s.player(p).total_seals(), 0);
    EXPECT_EQ(s.player(p).sold_at_end, before.player(p).seals);
  }
  EXPECT_GT(s.gold(1), 10);
}

TEST(Spec7End, MostGoldWinsAndTiesShareTheWin) {
  State s = new_game(3);
  PositionEditor e(s);
  ASSERT_TRUE(e.give_gold(0, 30).ok());
  ASSERT_TRUE(e.give_gold(1, 12).ok());
  ASSERT_TRUE(e.give_seals(1, 0, 9).ok());  // 9 red at 2 each: 30 at the end
  ASSERT_TRUE(e.give_gold(2, 29).ok());
  for (int p = 0; p < 3; ++p) {
    set_hand(s, p, {});
    play(s, {"pass", "no-banner"});
  }
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.winners(), (std::vector<int>{0, 1}));
  EXPECT_EQ(s.current_player(), -1);
  EXPECT_TRUE(s.legal_actions().empty());
  EXPECT_NE(rejection(s, "pass").find("over"), std::string::npos);
}

}  // namespace
}  // namespace test
