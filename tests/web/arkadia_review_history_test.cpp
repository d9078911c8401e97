// The review's "over time" for Arkadia (web/games/arkadia/arkadia_review_history.hpp): a banner
// the person kept, against the turn of their next one, and the seals the two choices leave
// apart, against how their family's value moved in the rest of the game.
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "arkadia/game.hpp"
#include "arkadia_move_log.hpp"
#include "arkadia_review_history.hpp"
#include "bg/rng.hpp"

namespace web {
namespace {

using arkadia::Action;
using arkadia::ActionKind;
using arkadia::Family;
using arkadia::Phase;
using arkadia::State;

// A two-player game played at random in which seat 0, at its first banner step with seals of
// some family, keeps its banner: the decision, the computer's alternative (give up the banner and
// sell those seals), and the game as it went on.
struct KeptBanner {
  State before, theirs;
  Family sold{};
  int seals_sold = 0;
  std::vector<State> rest;  // from the position after the kept banner to the end
  std::optional<int> next_banner_turn;  // the turn of seat 0's next banner, from the actions
};

// `banners_after`: whether seat 0 may give up a banner later in the game.
std::optional<KeptBanner> kept_banner_game(std::uint64_t seed, bool banners_after) {
  arkadia::GameOptions options;
  options.players = 2;
  State s = arkadia::ArkadiaGame::new_game(options, seed).value();
  bg::Rng rng(seed);
  std::optional<KeptBanner> game;
  while (!s.is_terminal()) {
    const int seat = s.current_player();
    auto legal = s.legal_actions();
    if (!game && seat == 0 && s.phase() == Phase::kBanner && s.player(0).banners > 0 && s.player(0).own_supply >= 2) {
      for (int f = 0; f < arkadia::kFamilies && !game; ++f) {
        if (s.player(0).seals[static_cast<std::size_t>(f)] == 0) continue;
        game.emplace(KeptBanner{s, s, static_cast<Family>(f), s.player(0).seals[static_cast<std::size_t>(f)], {}, {}});
        EXPECT_TRUE(game->theirs.apply(Action::use_banner()).ok());
        EXPECT_TRUE(game->theirs.apply(Action::sell(game->sold, game->seals_sold)).ok());
        EXPECT_TRUE(s.apply(Action::skip_banner()).ok());
        game->rest.push_back(s);
      }
      if (game) continue;
    }
    if (game && seat == 0 && !banners_after)
      std::erase_if(legal, [](const Action& a) { return a.kind == ActionKind::kUseBanner; });
    const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    if (game && seat == 0 && a.kind == ActionKind::kUseBanner && !game->next_banner_turn) game->next_banner_turn = s.turn_number();
    EXPECT_TRUE(s.apply(a).ok());
    if (game) game->rest.push_back(s);
  }
  return game;
}

// The first such game from seed `seed` on.
KeptBanner first_kept_banner_game(std::uint64_t seed, bool banners_after) {
  for (;; ++seed)
    if (auto g = kept_banner_game(seed, banners_after)) return *g;
}

std::string when_words(int turns) {
  return turns == 1 ? "the next turn" : std::to_string(turns) + " turns later";
}

// The family's value in words as the test reads it off the rest of the game.
std::string expected_path(const KeptBanner& g, const std::string& family) {
  const int start = g.rest.front().seal_value(g.sold);
  for (std::size_t i = 1; i < g.rest.size(); ++i) {
    const int value = g.rest[i].seal_value(g.sold);
    if (value == start) continue;
    const int turns = g.rest[i - 1].turn_number() - g.before.turn_number();
    std::string words = (turns == 0 ? "in the same turn" : when_words(turns)) + ", " + family +
                        (value < start ? " fell from " : " rose from ") + std::to_string(start) + " to " + std::to_string(value);
    const int end = g.rest.back().seal_value(g.sold);
    if (end != value) words += ", and ended at " + std::to_string(end);
    if (end != start)
      words += ": by the end those seals were worth " + std::to_string(g.seals_sold * std::abs(end - start)) + " gold " +
               (end < start ? "less" : "more") + " than then";
    return words;
  }
  return family + " stayed at " + std::to_string(start) + " to the end";
}

TEST(ArkadiaReviewHistory, AKeptBannerIsSetAgainstTheNextOneAndTheKeptSealsAgainstTheirValue) {
  const Translator t;
  int games = 0, with_next_banner = 0, value_moved = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto g = kept_banner_game(seed, /*banners_after=*/true);
    if (!g) continue;
    ++games;
    const auto said = review_history(t, g->before, g->theirs, g->rest);
    ASSERT_EQ(said.size(), 3u) << "seed " << seed;
    EXPECT_EQ(said[0], "In the rest of this game:");
    const std::string workers = "The computer's banner would have brought 2 workers at once; ";
    if (g->next_banner_turn) {
      ++with_next_banner;
      EXPECT_EQ(said[1], workers + "you gave up your next banner " + when_words(*g->next_banner_turn - g->before.turn_number()) + ".");
    } else {
      EXPECT_EQ(said[1], workers + "you gave up no other banner in this game.");
    }
    const std::string family = family_name(t, static_cast<int>(g->sold));
    const std::string seals = std::to_string(g->seals_sold) + " more " + family + (g->seals_sold == 1 ? " seal" : " seals");
    EXPECT_EQ(said[2], "Your choice left you " + seals + "; " + expected_path(*g, family) + ".") << "seed " << seed;
    if (said[2].find(" stayed at ") == std::string::npos) ++value_moved;
  }
  // The seeds cover both kinds of each sentence.
  EXPECT_GE(games, 3);
  EXPECT_GT(with_next_banner, 0);
  EXPECT_GT(value_moved, 0);
}

TEST(ArkadiaReviewHistory, NoLaterBannerIsSaidAsSuch) {
  const Translator t;
  const auto g = first_kept_banner_game(3, /*banners_after=*/false);
  const auto said = review_history(t, g.before, g.theirs, g.rest);
  ASSERT_GE(said.size(), 2u);
  EXPECT_EQ(said[1], "The computer's banner would have brought 2 workers at once; you gave up no other banner in this game.");
}

TEST(ArkadiaReviewHistory, ChoicesThatLeaveTheSameBannersAndSealsSayNothing) {
  const Translator t;
  const auto g = first_kept_banner_game(5, true);
  EXPECT_TRUE(review_history(t, g.before, g.rest.front(), g.rest).empty());
}

TEST(ArkadiaReviewHistory, FrenchAndGermanSayTheTurnsInTheirWords) {
  Translator t;
  const auto g = first_kept_banner_game(7, true);
  t.set_language(Language::kFrench);
  const auto fr = review_history(t, g.before, g.theirs, g.rest);
  ASSERT_EQ(fr.size(), 3u);
  EXPECT_EQ(fr[0], "Dans la suite de la partie\u00a0:");
  EXPECT_EQ(fr[1].rfind("La bannière de l'ordinateur aurait apporté 2 ouvriers d'un coup\u00a0;", 0), 0u) << fr[1];
  EXPECT_NE(fr[2].find("sceau"), std::string::npos) << fr[2];
  t.set_language(Language::kGerman);
  const auto de = review_history(t, g.before, g.theirs, g.rest);
  ASSERT_EQ(de.size(), 3u);
  EXPECT_EQ(de[1].rfind("Die Fahne des Computers hätte sofort 2 Arbeiter gebracht;", 0), 0u) << de[1];
  EXPECT_NE(de[2].find("Siegel"), std::string::npos) << de[2];
}

}  // namespace
}  // namespace web
