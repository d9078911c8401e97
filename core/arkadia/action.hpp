// Actions: the small atomic decisions a turn is made of (rules §5). The UI composes them into
// whole moves; search and records use them one by one. Every action is taken by the player to
// move; docs/notation.md gives each one's text form.
#pragma once

#include <cstdint>
#include <string>

#include "arkadia/types.hpp"

namespace arkadia {

enum class ActionKind : std::uint8_t {
  kLayOut,            // MUST A: play a card, place its building
  kChooseBuilding,    // MUST B: pick the building the workers will touch
  kPlaceWorker,       // MUST B: put one worker (own or neutral) next to it
  kFinishWorkers,     // MUST B: stop placing workers (at least one placed)
  kPass,              // MUST: only when neither A nor B is possible [D-6]
  kPlaceCastlePiece,  // consequence: one castle piece per completed building
  kTakeDisplay,       // refill after A: a face-up card
  kTakeDeck,          // refill after A: the top card of the deck
  kUseBanner,         // CAN: give up a banner for 2 workers, then sell
  kSkipBanner,        // CAN: end the turn without a banner
  kSell,              // after a banner: how many seals of one family to sell
};

struct Action {
  ActionKind kind = ActionKind::kPass;
  CardType card = 0;           // kLayOut
  std::uint8_t orientation = 0;  // kLayOut: quarter turns + 4 * mirrored (geometry.hpp)
  Square square = 0;           // kLayOut anchor, kChooseBuilding (building's first square), kPlaceWorker
  bool neutral = false;        // kPlaceWorker
  Family family = 0;           // kPlaceCastlePiece, kSell
  std::uint8_t castle_square = 0;  // kPlaceCastlePiece: 0 for K1 .. 9 for K10
  std::uint8_t slot = 0;       // kTakeDisplay: 0..2
  std::uint16_t count = 0;     // kSell

  bool operator==(const Action&) const = default;

  static Action lay_out(CardType card, int orientation, Square anchor) {
    Action a{ActionKind::kLayOut};
    a.card = card;
    a.orientation = static_cast<std::uint8_t>(orientation);
    a.square = anchor;
    return a;
  }
  static Action choose_building(Square first_square) {
    Action a{ActionKind::kChooseBuilding};
    a.square = first_square;
    return a;
  }
  static Action place_worker(Square s, bool neutral) {
    Action a{ActionKind::kPlaceWorker};
    a.square = s;
    a.neutral = neutral;
    return a;
  }
  static Action finish_workers() { return Action{ActionKind::kFinishWorkers}; }
  static Action pass() { return Action{ActionKind::kPass}; }
  static Action place_castle_piece(Family f, int castle_square) {
    Action a{ActionKind::kPlaceCastlePiece};
    a.family = f;
    a.castle_square = static_cast<std::uint8_t>(castle_square);
    return a;
  }
  static Action take_display(int slot) {
    Action a{ActionKind::kTakeDisplay};
    a.slot = static_cast<std::uint8_t>(slot);
    return a;
  }
  static Action take_deck() { return Action{ActionKind::kTakeDeck}; }
  static Action use_banner() { return Action{ActionKind::kUseBanner}; }
  static Action skip_banner() { return Action{ActionKind::kSkipBanner}; }
  static Action sell(Family f, int count) {
    Action a{ActionKind::kSell};
    a.family = f;
    a.count = static_cast<std::uint16_t>(count);
    return a;
  }
};

}  // namespace arkadia
