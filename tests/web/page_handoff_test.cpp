// A game handed from one game's page to another's through the store (web/logic/page_handoff.hpp):
// a record of another of the page's games is left for its page, anything else is read here, and
// the page that loads takes what was left for it once.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "map_store.hpp"
#include "page_handoff.hpp"

namespace web {
namespace {

const std::vector<std::string> kHandoffGames = {"arkadia", "arkantis"};

TEST(PageHandoff, AnotherGamesRecordIsLeftForItsPage) {
  MapStore store;
  const std::string record = R"({"format":"arkantis-record","version":1})";
  std::string to_game;
  EXPECT_EQ(route_import(store, record, "arkadia", kHandoffGames, to_game), ImportRoute::kHandedOver);
  EXPECT_EQ(to_game, "arkantis");
  EXPECT_EQ(take_handed_import(store), record) << "the other page reads it";
  EXPECT_EQ(take_handed_import(store), std::nullopt) << "once";
}

TEST(PageHandoff, OurRecordsAndOtherFilesAreReadHere) {
  MapStore store;
  std::string to_game;
  for (const std::string text : {R"({"format":"arkadia-record"})", R"({"format":"chess-record"})", "not JSON",
                                 R"({"format":"arkantis-view"})"}) {
    EXPECT_EQ(route_import(store, text, "arkadia", kHandoffGames, to_game), ImportRoute::kHere) << text;
  }
  EXPECT_TRUE(store.data.empty()) << "nothing left in the store";
  EXPECT_TRUE(to_game.empty());
}

TEST(PageHandoff, ARecordThatCannotBeLeftNeedsStorage) {
  MapStore store;
  std::string to_game;
  const std::string record = R"({"format":"arkantis-record"})";
  store.on = false;
  EXPECT_EQ(route_import(store, record, "arkadia", kHandoffGames, to_game), ImportRoute::kNeedsStorage);
  store.on = true;
  store.capacity = 10;  // full
  EXPECT_EQ(route_import(store, record, "arkadia", kHandoffGames, to_game), ImportRoute::kNeedsStorage);
  EXPECT_TRUE(to_game.empty());
}

TEST(PageHandoff, ASavedGameIsTakenByItsGamesPageOnly) {
  MapStore store;
  ASSERT_TRUE(hand_over_saved_game(store, "arkantis", "g17"));
  EXPECT_EQ(take_handed_saved_game(store, "arkantis"), "g17");
  EXPECT_EQ(take_handed_saved_game(store, "arkantis"), std::nullopt) << "once";

  ASSERT_TRUE(hand_over_saved_game(store, "arkantis", "g18"));
  EXPECT_EQ(take_handed_saved_game(store, "arkadia"), std::nullopt) << "not this page's";
  EXPECT_EQ(take_handed_saved_game(store, "arkantis"), std::nullopt) << "and not kept for later";

  store.on = false;
  EXPECT_FALSE(hand_over_saved_game(store, "arkantis", "g19"));
}

}  // namespace
}  // namespace web
