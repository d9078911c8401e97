// The conformance suite (conformance.hpp) for every registered game (cmake/games.cmake), as
// OpenSpiel runs its random-simulation test for every game: a game cannot opt out. The tests are
// named by the game's id: Registered/Conformance/arkadia.RandomGamesKeepTheLawsOfTheContract.
#include <string>
#include <tuple>

#include "conformance.hpp"
#include "conformance_variants.hpp"  // each game's tests/GAME/conformance_variants.hpp, if any
#include "game_headers.hpp"          // each game's GAME/game.hpp
#include "known_breaches.hpp"        // the privacy laws' known breaches, not yet mended
#include "registered_games.hpp"      // BG_FOR_EACH_GAME

namespace conformance {
namespace {

// ::testing::Types<each registered game's type>, from the list BG_FOR_EACH_GAME expands to
// (which ends in `void`, as the macro leaves a comma after each type).
template <class Done, class... Rest>
struct TypesWithoutVoid;
template <class... Done>
struct TypesWithoutVoid<std::tuple<Done...>, void> {
  using type = ::testing::Types<Done...>;
};
template <class... Done, class Next, class... Rest>
struct TypesWithoutVoid<std::tuple<Done...>, Next, Rest...> : TypesWithoutVoid<std::tuple<Done..., Next>, Rest...> {};

#define BG_GAME_TYPE_ARG(id, Type) Type,
using RegisteredGames = TypesWithoutVoid<std::tuple<>, BG_FOR_EACH_GAME(BG_GAME_TYPE_ARG) void>::type;
#undef BG_GAME_TYPE_ARG

struct GameIds {
  template <class G>
  static std::string GetName(int) {
    return std::string(G::kId);
  }
};

}  // namespace

INSTANTIATE_TYPED_TEST_SUITE_P(Registered, Conformance, RegisteredGames, GameIds);

}  // namespace conformance
