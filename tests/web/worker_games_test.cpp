// The AI worker answers for the game a request's view names (web/worker/ai_games.hpp).
#include <gtest/gtest.h>

#include "ai/arkadia/view_request.hpp"
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

}  // namespace
