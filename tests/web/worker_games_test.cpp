// The AI worker answers for the game a request's view names (web/worker/ai_games.hpp).
#include <gtest/gtest.h>

#include <chrono>

#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/view_request.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/view_request.hpp"
#include "ai_games.hpp"
#include "arkadia/game.hpp"
#include "arkadia/view_codec.hpp"
#include "arkantis/game.hpp"
#include "arkantis/view_codec.hpp"
#include "registered_games.hpp"  // BG_FOR_EACH_GAME: every game of this build

namespace {

using arkadia::ArkadiaGame;

// "arkadia, arkantis": every registered game's id, in the registry's order.
std::string registered_ids() {
  std::string ids;
#define BG_APPEND_ID(id, Type) ids += (ids.empty() ? "" : ", ") + std::string(#id);
  BG_FOR_EACH_GAME(BG_APPEND_ID)
#undef BG_APPEND_ID
  return ids;
}

std::string view_of_a_new_game() {
  const auto s = ArkadiaGame::new_game(ArkadiaGame::default_options(2), 11).value();
  return arkadia::encode_view(ArkadiaGame::view(s, s.current_player()));
}

TEST(WorkerGames, AViewIsAnsweredByTheGameItNames) {
  EXPECT_EQ(web::worker_games().ids(), registered_ids());
  const std::string view = view_of_a_new_game();
  const std::string answer = web::answer_ai_request(view, 0, 5);
  EXPECT_EQ(answer, arkadia_ai::answer_view_request(view, 0, 5));
  EXPECT_TRUE(arkadia::parse_action(answer).ok()) << answer;
}

TEST(WorkerGames, AnArkantisViewIsAnsweredByArkantissAi) {
  using arkantis::ArkantisGame;
  const auto s = ArkantisGame::new_game(ArkantisGame::default_options(3), 11).value();
  const std::string view = arkantis::encode_view(ArkantisGame::view(s, s.current_player()));
  ASSERT_NE(view.find("\"arkantis-view\""), std::string::npos);
  for (int level = 0; level <= 2; ++level) {
    const std::string answer = web::answer_ai_request(view, level, 5);
    EXPECT_EQ(answer, arkantis_ai::answer_view_request(view, level, 5));
    const auto action = arkantis::parse_action(answer);
    ASSERT_TRUE(action.ok()) << answer;
    EXPECT_TRUE(s.check(action.value()).ok()) << answer;
  }
  // A view of another seat than the one to move is refused by ArkantiS's reader, not Arkadia's.
  const std::string other = arkantis::encode_view(ArkantisGame::view(s, (s.current_player() + 1) % 3));
  EXPECT_EQ(web::answer_ai_request(other, 0, 5), "error: it is not this seat's turn");
}

TEST(WorkerGames, AViewOfAnUnknownGameIsRefusedByName) {
  std::string view = view_of_a_new_game();
  view.replace(view.find("arkadia-view"), 12, "chess-view");
  EXPECT_EQ(web::answer_ai_request(view, 0, 5), "error: a view of an unknown game 'chess' (known: " + registered_ids() + ")");
}

TEST(WorkerGames, AnythingElseGetsTheFirstGamesReasonWhyItIsNoView) {
  for (const char* bad : {"", "{", "[]", "{\"format\": 3}"}) {
    const std::string answer = web::answer_ai_request(bad, 1, 5);
    EXPECT_EQ(answer.rfind("error: bad view: ", 0), 0u) << bad << " -> " << answer;
  }
}

// The level's time cap (ai/time_cap.hpp, issue 78). On this machine's clock it never binds: the
// worker's answers with the clock are those without it, move for move. On a clock that runs
// fast (a device far slower than ours, where each check finds a second gone) the search stops at
// its second check, 128 iterations in, and still answers a legal move.
double machine_clock() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
double slow_device_clock() {
  static double ms = 0;
  return ms += 1000;  // a second between two checks
}

TEST(WorkerGames, ATimeCapNeverBindsHereAndStopsTheSearchOnASlowDevice) {
  auto s = ArkadiaGame::new_game(ArkadiaGame::default_options(2), 21).value();
  for (int turn = 0; turn < 6 && !s.is_terminal(); ++turn) {
    const std::string view = arkadia::encode_view(ArkadiaGame::view(s, s.current_player()));
    for (const int level : {1, 2})
      EXPECT_EQ(web::answer_ai_request(view, level, 5, false, machine_clock), web::answer_ai_request(view, level, 5)) << turn;
    s.apply_unchecked(arkadia::parse_action(web::answer_ai_request(view, 1, 5)).value());
  }
  const auto view = ArkadiaGame::view(s, s.current_player());
  ai::SearchStats uncapped, capped;
  arkadia_ai::search_action(view, arkadia_ai::level_settings(ai::Level::kHard), 5, &uncapped);
  const arkadia::Action action =
      arkadia_ai::search_action(view, arkadia_ai::level_settings(ai::Level::kHard), 5, &capped,
                                ai::deadline(slow_device_clock, ai::time_cap_ms(ai::Level::kHard)));
  EXPECT_GT(uncapped.iterations, 128);
  EXPECT_EQ(capped.iterations, 128) << "stopped at the check past its 1.3 s";
  EXPECT_TRUE(s.check(action).ok());
  const std::string answer = web::answer_ai_request(arkadia::encode_view(view), 3, 5, false, slow_device_clock);
  EXPECT_TRUE(s.check(arkadia::parse_action(answer).value()).ok()) << answer;

  using arkantis::ArkantisGame;
  const auto a = ArkantisGame::new_game(ArkantisGame::default_options(2), 21).value();
  const auto seat_view = ArkantisGame::view(a, a.current_player());
  const std::string arkantis_view = arkantis::encode_view(seat_view);
  EXPECT_EQ(web::answer_ai_request(arkantis_view, 2, 5, false, machine_clock), web::answer_ai_request(arkantis_view, 2, 5));
  ai::SearchStats arkantis_capped;
  arkantis_ai::search_action(seat_view, arkantis_ai::level_settings(ai::Level::kExpert), 5, &arkantis_capped,
                             ai::deadline(slow_device_clock, ai::time_cap_ms(ai::Level::kExpert)));
  EXPECT_EQ(arkantis_capped.iterations, 192) << "2.6 s: the third check";
  const std::string arkantis_answer = web::answer_ai_request(arkantis_view, 3, 5, false, slow_device_clock);
  EXPECT_TRUE(a.check(arkantis::parse_action(arkantis_answer).value()).ok()) << arkantis_answer;
}

}  // namespace
