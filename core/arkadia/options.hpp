// The choices a table makes before the first turn.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arkadia/geometry.hpp"
#include "arkadia/types.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"

namespace arkadia {

// Which version of this project's rules a game is played by. Games recorded before the rules
// corrections of 2026-11-25 (records of version 1 and 2) keep the rules they were played by, so
// that they replay to the same end and winner.
enum class RulesEdition : std::uint8_t {
  // Until 2026-11-25: the beginner smithy lay mirrored (k3 k4 l4 m4), and a round in which every
  // player passed ended the game even when one of them gave up a banner.
  kOriginal = 1,
  // The corrected rules: the smithy turned, not mirrored (m3 k4 l4 m4, rules §4); a round of
  // passes ends the game only when nobody gave up a banner in it [D-8].
  kCorrected = 2,
};
inline constexpr RulesEdition kCurrentRules = RulesEdition::kCorrected;

struct GameOptions {
  int players = 2;                          // 2..4; seat i plays colour data::kPlayerColours[i]
  bool beginner = false;                    // the rulebook's first-game set-up (rules §4)
  Square lot_corner = kDefaultLotCorner;    // top-left square of the castle lot
  bool allow_mirror = false;                // [D-3] off: tiles rotate but are never flipped
  // Rules §6: other players' seals, gold and neutral workers behind the screen are not shown;
  // a seat view then holds only what the table shows of them (view.hpp).
  bool strict_screens = false;
  RulesEdition rules = kCurrentRules;

  bool operator==(const GameOptions&) const = default;
};

// Every reason the options are unusable, joined; ok() when they are fine.
bg::Status validate(const GameOptions& options);

// All lot positions the rules allow: on the board, covering no tent camp (14, rules §2).
std::vector<Square> allowed_lot_corners();
// "e3 j3 e4 ..." for messages.
std::string allowed_lot_corners_text();

// The cards that go into the deck before shuffling: all 40, less the beginner buildings.
std::vector<CardType> deck_composition(const GameOptions& options);
std::vector<CardType> shuffled_deck(const GameOptions& options, bg::Rng& rng);

}  // namespace arkadia
