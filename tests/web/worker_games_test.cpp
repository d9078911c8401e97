// The AI worker answers for the game a request's view names (web/worker/ai_games.hpp).
#include <gtest/gtest.h>

#include "ai/arkadia/view_request.hpp"
#include "ai_games.hpp"
#include "arkadia/game.hpp"
#include "arkadia/view_codec.hpp"

namespace {

using arkadia::ArkadiaGame;

std::string view_of_a_new_game() {
  const auto s = ArkadiaGame::new_game(ArkadiaGame::default_options(2), 11).value();
  return arkadia::encode_view(ArkadiaGame::view(s, s.current_player()));
}

TEST(WorkerGames, AViewIsAnsweredByTheGameItNames) {
  EXPECT_EQ(web::worker_games().ids(), "arkadia");
  const std::string view = view_of_a_new_game();
  const std::string answer = web::answer_ai_request(view, 0, 5);
  EXPECT_EQ(answer, ai::answer_view_request(view, 0, 5));
  EXPECT_TRUE(arkadia::parse_action(answer).ok()) << answer;
}

TEST(WorkerGames, AViewOfAnUnknownGameIsRefusedByName) {
  std::string view = view_of_a_new_game();
  view.replace(view.find("arkadia-view"), 12, "chess-view");
  EXPECT_EQ(web::answer_ai_request(view, 0, 5), "error: a view of an unknown game 'chess' (known: arkadia)");
}

TEST(WorkerGames, AnythingElseGetsTheFirstGamesReasonWhyItIsNoView) {
  for (const char* bad : {"", "{", "[]", "{\"format\": 3}"}) {
    const std::string answer = web::answer_ai_request(bad, 1, 5);
    EXPECT_EQ(answer.rfind("error: bad view: ", 0), 0u) << bad << " -> " << answer;
  }
}

}  // namespace
