// ArkantiS runs the conformance suite of the contract (tests/conformance/conformance.hpp).
#include "conformance/conformance.hpp"

#include "arkantis/game.hpp"

namespace conformance {

using arkantis::ArkantisGame;

template <>
struct Variants<ArkantisGame> {
  // Every player count: 2, 3 and 4.
  static std::vector<arkantis::GameOptions> options() {
    std::vector<arkantis::GameOptions> all;
    for (int players = ArkantisGame::kMinPlayers; players <= ArkantisGame::kMaxPlayers; ++players)
      all.push_back(ArkantisGame::default_options(players));
    return all;
  }
  static int games_per_options() { return 20; }
};

INSTANTIATE_TYPED_TEST_SUITE_P(Arkantis, Conformance, ArkantisGame);

}  // namespace conformance
