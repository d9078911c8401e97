// The choices a table makes before the first turn.
#pragma once

#include <vector>

#include "arkadia/geometry.hpp"
#include "arkadia/types.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"

namespace arkadia {

struct GameOptions {
  int players = 2;                          // 2..4; seat i plays colour data::kPlayerColours[i]
  bool beginner = false;                    // the rulebook's first-game set-up (spec §4)
  Square lot_corner = kDefaultLotCorner;    // top-left square of the castle lot
  bool allow_mirror = false;                // [D-3] off: tiles rotate but are never flipped

  bool operator==(const GameOptions&) const = default;
};

// Every reason the options are unusable, joined; ok() when they are fine.
bg::Status validate(const GameOptions& options);

// All lot positions the rules allow: on the board, covering no tent camp.
std::vector<Square> allowed_lot_corners();

// The cards that go into the deck before shuffling: all 40, less the beginner buildings.
std::vector<CardType> deck_composition(const GameOptions& options);
std::vector<CardType> shuffled_deck(const GameOptions& options, bg::Rng& rng);

}  // namespace arkadia
