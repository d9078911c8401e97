// Why take-back is not there (issue 48 item 7): against Hard, who buys face-up almost every turn,
// ArkantiS's take-back was always grey and nothing said why. MatchOf::take_back_status names the
// reason, for the page to say where the button would be.
#include <gtest/gtest.h>

#include <functional>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "bg/rng.hpp"
#include "session.hpp"  // web/logic: MatchOf (cli/ has a match.hpp of its own)
#include "page_refusals.hpp"

namespace web {
namespace {

template <bg::HostedGame G>
MatchOf<G> person_against(SeatKind other, std::uint64_t seed) {
  MatchSetupOf<G> setup;
  setup.options = G::default_options(2);
  setup.seed = seed;
  setup.seats = {SeatSetup{"Ada", SeatKind::kHuman, 1, 0, {}}, SeatSetup{"Bot", other, 2, 1, {}}};
  return MatchOf<G>::start(setup).value();
}

// Plays random legal actions until `stop`; false when the game ended first.
template <bg::HostedGame G>
bool play_until(MatchOf<G>& m, bg::Rng& rng, const std::function<bool(const MatchOf<G>&)>& stop) {
  while (!m.state().is_terminal()) {
    if (stop(m)) return true;
    const auto legal = m.state().legal_actions();
    EXPECT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  return false;
}

template <bg::HostedGame G>
bool at_turn_start_of(const MatchOf<G>& m, int seat) {
  return m.this_turn().actions.empty() && m.state().current_player() == seat && m.turns().size() >= 3;
}

TEST(TakeBackReasons, NoEarlierTurnThenAvailableThenOverInArkadia) {
  auto m = person_against<arkadia::ArkadiaGame>(SeatKind::kAi, 5);
  EXPECT_EQ(m.take_back_status(0).code(), refusal::kNoTakeBack.code);
  bg::Rng rng(9);
  ASSERT_TRUE(play_until<arkadia::ArkadiaGame>(m, rng, [](const auto& x) { return at_turn_start_of(x, 0); }));
  // Arkadia redeals what nobody has seen, so a revealed card never stands in the way.
  EXPECT_TRUE(m.take_back_status(0).ok());
  EXPECT_TRUE(m.can_take_back(0));
  EXPECT_EQ(m.take_back_status(1).code(), refusal::kTakeBackAlone.code) << "a computer's seat";
  play_until<arkadia::ArkadiaGame>(m, rng, [](const auto&) { return false; });
  ASSERT_TRUE(m.state().is_terminal());
  EXPECT_EQ(m.take_back_status(0).code(), refusal::kTakeBackOver.code);
  EXPECT_FALSE(m.take_back(0).ok());
}

TEST(TakeBackReasons, TwoPeopleAtOneDeviceAreTold) {
  auto m = person_against<arkantis::ArkantisGame>(SeatKind::kHuman, 4);
  bg::Rng rng(4);
  ASSERT_TRUE(play_until<arkantis::ArkantisGame>(m, rng, [](const auto& x) { return at_turn_start_of(x, 0); }));
  EXPECT_EQ(m.take_back_status(0).code(), refusal::kTakeBackAlone.code);
  EXPECT_EQ(m.take_back_status(1).code(), refusal::kTakeBackAlone.code);
}

// ArkantiS cannot redeal: once a card was revealed since the person's last turn began (a face-up
// buy turns the next one up), the reason is that card, and it agrees with can_take_back.
TEST(TakeBackReasons, ArkantisNamesTheRevealedCard) {
  bool revealed_seen = false, available_seen = false;
  for (std::uint64_t seed = 1; seed <= 12 && !(revealed_seen && available_seen); ++seed) {
    auto m = person_against<arkantis::ArkantisGame>(SeatKind::kAi, seed);
    bg::Rng rng(seed * 31);
    for (int turn = 0; turn < 12; ++turn) {
      const int before = static_cast<int>(m.turns().size());
      if (!play_until<arkantis::ArkantisGame>(m, rng, [before](const auto& x) {
            return static_cast<int>(x.turns().size()) > before && at_turn_start_of(x, 0);
          }))
        break;
      const bg::Status why = m.take_back_status(0);
      EXPECT_EQ(why.ok(), m.can_take_back(0));
      if (why.ok()) {
        available_seen = true;
      } else {
        ASSERT_EQ(why.code(), refusal::kTakeBackRevealed.code) << why.reason();
        revealed_seen = true;
        EXPECT_FALSE(m.take_back(0).ok());
      }
    }
  }
  EXPECT_TRUE(revealed_seen) << "no game revealed a card between two of the person's turns";
  EXPECT_TRUE(available_seen) << "no game left a turn to take back";
}

}  // namespace
}  // namespace web
