// The one table of ArkantiS's physical facts (docs/rules/arkantis.md §1-§4, §9).
//
// Facts marked [reconstructed] in docs/rules/arkantis.md (the free column, the whole card deck:
// shapes, names, colours, values, copies) live here and nowhere else, so a better source changes
// this file only. The rule logic and the derived tables (shapes.hpp) read it; shapes.hpp checks
// its consistency at compile time.
#pragma once

#include <array>
#include <string_view>

namespace arkantis::data {

// ---- Board (§1, §2) ---------------------------------------------------------------------------
// Rows 1..7 from the top, columns a..g from the left; squares are named like "c4".
inline constexpr int kRows = 7;
inline constexpr int kCols = 7;
inline constexpr int kSquares = kRows * kCols;
// [reconstructed] the column without crosses, left free by the set-up (§2.2, [A-1]); 0 = a.
inline constexpr int kFreeColumn = 3;  // d
inline constexpr int kTokens = kSquares - kRows;  // a token on every crossed square
// rank 1 is the leftmost token on odd rows (1, 3, 5, 7), the rightmost on even rows.
inline constexpr bool kOddRowsFromLeft = true;
inline constexpr int kDieFaces = 6;

// ---- Players, counters, prices (§1, §4, §5, §7) -----------------------------------------------
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStartCounters = 3;
inline constexpr int kStartOrange = 2;   // dealt to each seat first
inline constexpr int kStartEmerald = 1;  // then this many
inline constexpr int kCostRemoveOne = 0;
inline constexpr int kCostRemoveTwo = 2;
inline constexpr int kCostMove = 3;
inline constexpr std::array<int, 2> kCardPrice = {2, 1};  // orange, emerald
// Counters paid at once for a spot of 2 or 3 circles (indexed by size).
inline constexpr std::array<int, 4> kSmallPayout = {0, 0, 2, 3};
inline constexpr int kMinSpot = 2;
inline constexpr int kMaxSmallSpot = 3;
inline constexpr int kMinClaimedSpot = kMaxSmallSpot + 1;  // spots of 4 and 5 circles are claimed with a card
inline constexpr int kMaxSpot = 5;
inline constexpr int kPenaltyPerCard = 1;

// ---- Cards (§3) [reconstructed] ------------------------------------------------------------------
enum Colour : int { kOrange = 0, kEmerald = 1 };
inline constexpr std::array<std::string_view, 2> kColourNames = {"orange", "emerald"};

struct CardData {
  std::string_view id;
  std::string_view name_fr;
  std::string_view name_en;
  std::string_view figure_a;  // rows top first, separated by '/', 'X' a circle
  std::string_view figure_b;  // the mirror image of a chiral shape, or empty
  Colour colour;
  int value;
  int copies;
};

// In the order of the card table (§3): emerald first, then orange. Card ids index this table.
inline constexpr int kCardTypes = 17;
inline constexpr std::array<CardData, kCardTypes> kCards = {{
    {"I4", "la colonne", "the column", "X/X/X/X", "", kEmerald, 7, 4},
    {"O4", "le pavé d'ArkantiS", "the ArkantiS paving stone", "XX/XX", "", kEmerald, 7, 4},
    {"T4", "le marteau", "the hammer", "XXX/.X.", "", kEmerald, 5, 4},
    {"S4", "la baïonnette", "the bayonet joint", ".XX/XX.", "XX./.XX", kEmerald, 5, 4},
    {"L4", "l'équerre", "the set square", "X./X./XX", ".X/.X/XX", kEmerald, 5, 4},
    {"F5", "la fibule", "the brooch", ".XX/XX./.X.", "XX./.XX/.X.", kOrange, 7, 3},
    {"I5", "la tour d'ArkantiS", "the tower of ArkantiS", "X/X/X/X/X", "", kOrange, 10, 2},
    {"L5", "le gnomon", "the gnomon", "X./X./X./XX", ".X/.X/.X/XX", kOrange, 7, 3},
    {"N5", "le serpent", "the serpent", ".X/.X/XX/X.", "X./X./XX/.X", kOrange, 7, 3},
    {"P5", "la truelle", "the trowel", "XX/XX/X.", "XX/XX/.X", kOrange, 6, 3},
    {"T5", "la pioche", "the pickaxe", "XXX/.X./.X.", "", kOrange, 8, 3},
    {"U5", "l'arche", "the arch", "XXX/X.X", "", kOrange, 8, 3},
    {"V5", "la pierre d'angle", "the cornerstone", "X../X../XXX", "", kOrange, 9, 3},
    {"W5", "les gradins", "the tiers", "X../XX./.XX", "", kOrange, 8, 3},
    {"X5", "la croix", "the cross", ".X./XXX/.X.", "", kOrange, 10, 3},
    {"Y5", "la clé", "the key", "XXXX/.X..", "XXXX/..X.", kOrange, 7, 3},
    {"Z5", "le méandre", "the meander", "XX./.X./.XX", ".XX/.X./XX.", kOrange, 8, 3},
}};

// Deck sizes per colour, checked against the table in shapes.hpp.
inline constexpr std::array<int, 2> kDeckSize = {35, 20};
inline constexpr int kDeckTotal = 55;
// Of the cards left after the deal, the top half (rounded up) stays face down, the rest is
// turned face up.
inline constexpr int face_down_after_deal(int left) { return (left + 1) / 2; }

}  // namespace arkantis::data
