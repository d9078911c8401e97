// The terms of a position's worth to each seat, one number each, so the weights of a weighted sum
// can be fitted on self-play (`bg-cli fit-evaluation`) instead of guessed. The fitted
// evaluation (evaluation.hpp, Evaluation::fitted()) is that sum. Like the hand-written
// evaluation, they read only public facts and the mover's phase, never a card.
#pragma once

#include <array>
#include <string_view>

#include "arkadia/state.hpp"

namespace arkadia_ai {

enum SeatFeature : int {
  kGold,
  kSealsAtFinalValue,    // sum of seals times the family's expected final value (Outlook)
  kSealsAtFinalValueLeft,  // the same times the share of the game left (the final values are less sure)
  kSealsAtTodaysValue,   // sum of seals times today's value (a banner sells at it)
  kOwnReserve,           // own-colour workers behind the screen
  kOwnReserveLeft,       // the same times the share of the game left
  kNeutralReserve,       // neutral workers behind the screen: they close buildings but earn nothing
  kNeutralReserveLeft,
  kSupplyReachable,      // own workers in the supply that the banners left can still bring
  kSupplyReachableLeft,
  kBanners,
  kBannersLeft,
  kWorkerSealsOneOpen,   // seals (at final value) of workers at a building with 1 vacant neighbour
  kWorkerSealsTwoOpen,   // ... 2 vacant neighbours
  kWorkerSealsThreeOpen, // ... 3
  kWorkerSealsMoreOpen,  // ... 4 or more
  kWorkerSealsLeft,      // all of them times the share of the game left
  kCloseNow,             // the seat to move, in its MUST step: the best building its reserve can
                         // close at once (its seal at final value and 1.5 for the castle piece)
  kCastlePiecesDue,      // the seat to move: castle pieces it is placing now
  kClosedByLayOut,       // the seat to move, refilling: buildings its lay-out closed (seal + 1.5)
  kToMove,               // 1 for the seat to move
  kBestFamilyLeft,       // most seals held of one family, times the share of the game left: castle
                         // pieces a seat places later raise that family
  kSeatFeatureCount
};

// What the hand-written evaluation counts a castle piece still to place as.
inline constexpr double kHandWrittenCastlePiece = 1.5;

using SeatFeatures = std::array<double, kSeatFeatureCount>;
using FeatureTable = std::array<SeatFeatures, arkadia::kMaxPlayers>;

// A short name per feature, for the fit's report.
std::string_view feature_name(int feature);

// Every seat's features; the position must not be over. Rows past the number of players are 0.
FeatureTable seat_features(const arkadia::State& s);
// The same into `t`, every feature of each seat's row, leaving the rows past the number of
// players as they were: an evaluation reads only the seats' rows, and zeroing the whole table
// for each was a twentieth of the search's time (a fill of 704 bytes; a call in WebAssembly).
void write_seat_features(const arkadia::State& s, FeatureTable& t);

}  // namespace arkadia_ai
