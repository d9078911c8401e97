// What the conformance suite (tests/conformance/conformance.hpp) covers of Arkadia: its option sets
// and games per set. Included by tests/conformance/every_game_test.cpp, which runs the suite for
// every registered game.
#pragma once

#include "conformance/conformance.hpp"

#include "arkadia/game.hpp"

namespace conformance {

using arkadia::ArkadiaGame;

template <>
struct Variants<ArkadiaGame> {
  // Every player count, standard and beginner set-ups, the lot at both ends of its range,
  // mirrored tiles, strict screens, and the rules edition of older records.
  static std::vector<arkadia::GameOptions> options() {
    std::vector<arkadia::GameOptions> all;
    for (int players = ArkadiaGame::kMinPlayers; players <= ArkadiaGame::kMaxPlayers; ++players) {
      arkadia::GameOptions o = ArkadiaGame::default_options(players);
      all.push_back(o);
      o.beginner = true;
      o.strict_screens = players == 3;
      all.push_back(o);
    }
    const auto corners = arkadia::allowed_lot_corners();
    arkadia::GameOptions first = ArkadiaGame::default_options(2), last = first;
    first.lot_corner = corners.front();
    first.allow_mirror = true;
    last.lot_corner = corners.back();
    last.rules = arkadia::RulesEdition::kOriginal;
    all.push_back(first);
    all.push_back(last);
    return all;
  }
  static int games_per_options() { return 12; }
};

}  // namespace conformance
