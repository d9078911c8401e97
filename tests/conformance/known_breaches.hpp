// The breaches of the privacy laws (privacy_laws.hpp) that are known and reported but not mended,
// because mending them changes a game's notation or rules. Each lets only its own breach pass,
// and fails once it is no longer met, so that it is dropped here when the game is mended.
// Included by every_game_test.cpp after the games' headers.
#pragma once

#include <string>
#include <string_view>

#include "privacy_laws.hpp"

#if __has_include("arkadia/game.hpp")
#include "arkadia/game.hpp"

namespace conformance {

// Arkadia with strict screens: the view hides other players' seals and gold, but the log's
// `sell FAMILY COUNT` names how many seals were sold (and so the gold), and the page's move log
// words it. By the rules that is so: every action taken is known to everyone (docs/rules/
// arkadia.md §6); strict screens take away the running totals, a memory aid, not
// the actions. Were strict screens to hide sales too, that would be a change of rules and of
// notation (records written before must still load), for the team to decide.
template <>
struct KnownLogBreach<arkadia::ArkadiaGame> {
  static constexpr bool kAny = true;
  static bool covers(const arkadia::GameOptions& o, const std::string& played) {
    return o.strict_screens && played.rfind("sell ", 0) == 0;
  }
  static std::string_view what() { return "Arkadia, strict screens: a sale's count in the log"; }
};

}  // namespace conformance
#endif
