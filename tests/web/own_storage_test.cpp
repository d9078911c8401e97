// An embedded page keeps its own storage (web/logic/own_storage.hpp): what it saves, games and
// settings alike, never replaces or shows the player's own on the site.
#include <gtest/gtest.h>

#include "arkadia_table.hpp"
#include "map_store.hpp"
#include "own_storage.hpp"
#include "settings.hpp"

namespace web {
namespace {

ArkadiaMatchSetup two_seats(const std::string& a, const std::string& b, std::uint64_t seed) {
  ArkadiaMatchSetup setup;
  setup.options.players = 2;
  setup.seats = {{a, SeatKind::kHuman, 0, 0, {}}, {b, SeatKind::kAi, 1, 1, {}}};
  setup.seed = seed;
  return setup;
}

TEST(OwnStorage, AnEmbeddedPageNeverTouchesThePlayersOwnGamesOrSettings) {
  MapStore browser;
  ArkadiaSavedGames own(browser);
  auto mine = ArkadiaMatch::start(two_seats("Ada", "Bo", 5));
  ASSERT_TRUE(mine.ok());
  ASSERT_TRUE(own.save("g1", mine.value(), 1000));
  Settings french;
  french.language = Language::kFrench;
  ASSERT_TRUE(browser.set("arkadia.settings", to_json(french)));
  const auto before = browser.data;

  // The embedded page saves a game under the same id and its own settings.
  PrefixedStore embedded(browser, std::string(kEmbeddedPrefix));
  ArkadiaSavedGames theirs(embedded);
  EXPECT_TRUE(theirs.list().empty()) << "the embedded page does not see the player's games";
  EXPECT_FALSE(embedded.get("arkadia.settings")) << "nor their settings";
  auto watched = ArkadiaMatch::start(two_seats("Anna", "Ben", 9));
  ASSERT_TRUE(watched.ok());
  ASSERT_TRUE(theirs.save("g1", watched.value(), 2000));
  Settings german;
  german.language = Language::kGerman;
  ASSERT_TRUE(embedded.set("arkadia.settings", to_json(german)));
  for (const auto& [key, value] : before) EXPECT_EQ(browser.data.at(key), value) << key << " was changed";
  ASSERT_EQ(own.list().size(), 1u);
  EXPECT_EQ(own.load("g1").value().record().seats, (std::vector<std::string>{"Ada", "Bo"}));
  EXPECT_EQ(settings_from_json(*browser.get("arkadia.settings")).language, Language::kFrench);
  // The embedded page reads back its own.
  ASSERT_EQ(theirs.list().size(), 1u);
  EXPECT_EQ(theirs.load("g1").value().record().seats, (std::vector<std::string>{"Anna", "Ben"}));
  EXPECT_EQ(settings_from_json(*embedded.get("arkadia.settings")).language, Language::kGerman);
  theirs.discard("g1");
  EXPECT_EQ(own.list().size(), 1u) << "discarding in the embed leaves the player's game";
}

TEST(OwnStorage, AFramedPageOrTheCompactEmbedModeKeepsItsOwn) {
  EXPECT_FALSE(keeps_own_storage("", false));
  EXPECT_FALSE(keeps_own_storage("?seats=human,hard&embed=0", false));
  EXPECT_FALSE(keeps_own_storage("?embed=maybe", false)) << "an unreadable flag is its default";
  EXPECT_TRUE(keeps_own_storage("?embed", false)) << "a bare flag is on";
  EXPECT_TRUE(keeps_own_storage("?embed=1", false));
  EXPECT_TRUE(keeps_own_storage("?lang=de&embed=1&aidelay=0", false));
  EXPECT_TRUE(keeps_own_storage("", true)) << "any framed page, embed=1 or not";
}

}  // namespace
}  // namespace web
