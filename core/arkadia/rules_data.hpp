// The one table of Arkadia's physical facts (rules §1-§4).
//
// Much of this is marked [reconstructed] in docs/rules/arkadia.md: no public source gives the
// board layout, the building shapes, the card colours or the beginner layout. Everything of that
// kind lives here and nowhere else, so a correction is an edit to this file only; the rule logic
// and the derived tables (geometry.hpp) read it and check it at compile time.
#pragma once

#include <array>
#include <string_view>

namespace arkadia::data {

// ---- Board (rules §1, §2) -------------------------------------------------------------------
// Rows are numbered 1.. from the top, columns a.. from the left; a square is named like "g5".
inline constexpr int kRows = 12;
inline constexpr int kCols = 16;

// [reconstructed] tent camps printed on the board.
inline constexpr std::array<std::string_view, 22> kTentCamps = {
    "c1", "j1", "o1", "f2", "m2", "a3", "i3", "d4", "n4", "p5", "b6",
    "l6", "e7", "o8", "c9", "j9", "g10", "m10", "a11", "p11", "e12", "k12"};

// ---- Castle lot (rules §2) ------------------------------------------------------------------
inline constexpr int kLotWidth = 4;
inline constexpr int kLotHeight = 3;
inline constexpr std::string_view kDefaultLotCorner = "g5";  // top-left square of the lot
// The lot may lie anywhere on the board where it covers no tent camp (rules §2): with the tents
// above, 14 positions. No other table is needed; geometry.hpp derives them and checks the count.
inline constexpr int kLotPositions = 14;

// Families (seal colours), in the order used everywhere: red, olive, black, silver.
inline constexpr int kFamilies = 4;
inline constexpr std::array<char, kFamilies> kFamilyLetters = {'R', 'O', 'B', 'S'};
inline constexpr std::array<std::string_view, kFamilies> kFamilyColours = {"red", "olive", "black",
                                                                           "silver"};
inline constexpr std::array<std::string_view, kFamilies> kFamilyNames = {
    "cloth merchants", "spice merchants", "carpenters", "silversmiths"};
inline constexpr int kBlank = -1;  // a castle square printed without a seal

struct CastleSquareData {
  int row;      // offset from the lot's top-left square
  int col;
  int printed;  // family index, or kBlank
};
// [reconstructed] K1..K10 clockwise from the lot's top-left corner, with their printed seals.
// The two middle squares of the middle row are the courtyard and take no pieces.
inline constexpr int kCastleSquares = 10;
inline constexpr std::array<CastleSquareData, kCastleSquares> kCastle = {{
    {0, 0, 0}, {0, 1, 1}, {0, 2, 2}, {0, 3, 3},  // K1..K4: top row, red olive black silver
    {1, 3, kBlank},                              // K5: right side, middle row
    {2, 3, 0}, {2, 2, 1}, {2, 1, 2}, {2, 0, 3},  // K6..K9: bottom row right to left
    {1, 0, kBlank},                              // K10: left side, middle row
}};

// Castle pieces per family for floors 1, 2, 3 (28 in all).
inline constexpr int kFloors = 3;
inline constexpr std::array<int, kFloors> kPiecesPerFamily = {3, 3, 1};

// ---- Players and workers (rules §1, §4) ----------------------------------------------------
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr std::array<std::string_view, kMaxPlayers> kPlayerColours = {"yellow", "orange",
                                                                             "green", "violet"};
inline constexpr int kOwnWorkersPerColour = 11;
inline constexpr int kStartingWorkers = 3;
inline constexpr int kBanners = 4;
inline constexpr int kWorkersPerBanner = 2;
inline constexpr int kNeutralWorkers = 24;

// ---- Buildings and cards (rules §3) --------------------------------------------------------
struct FormData {
  std::string_view code;
  std::string_view name;
  int tiles;                               // buildings of this form in the box
  std::array<std::string_view, 2> shape;   // canonical orientation, 'X' = covered square
};
// [reconstructed] shapes.
inline constexpr int kForms = 7;
inline constexpr std::array<FormData, kForms> kFormData = {{
    {"HO", "residential house", 8, {"XX", ""}},
    {"FA", "farm", 8, {"XXX", ""}},
    {"TA", "tavern", 8, {"XX", "X."}},
    {"MI", "mill", 4, {"XXXX", ""}},
    {"SM", "smithy", 4, {"XXX", "X.."}},
    {"TR", "trade centre", 4, {"XXX", ".X."}},
    {"MO", "monastery", 4, {"XX", "XX"}},
}};
// [reconstructed] colour split: each form's cards are shared equally among the four families.
inline constexpr int copies_per_card(int form) { return kFormData[form].tiles / kFamilies; }

inline constexpr int kHandSize = 4;
inline constexpr int kDisplaySize = 3;

// ---- Beginner set-up (rules §4) [reconstructed layout] ------------------------------------
struct BeginnerBuilding {
  std::string_view card;                  // e.g. "MI-R"
  std::array<std::string_view, 4> squares;  // unused entries are empty
};
inline constexpr std::string_view kBeginnerLotCorner = "g5";
inline constexpr std::array<BeginnerBuilding, 7> kBeginnerBuildings = {{
    {"MI-R", {"g4", "h4", "i4", "j4"}},
    {"MO-O", {"k7", "l7", "k8", "l8"}},
    {"FA-B", {"f5", "f6", "f7", ""}},
    {"HO-S", {"g8", "h8", "", ""}},
    {"TA-R", {"i8", "i9", "h9", ""}},
    {"SM-O", {"m3", "k4", "l4", "m4"}},  // the drawn shape turned twice (never mirrored, D-3)
    {"TR-B", {"e4", "e5", "e6", "d5"}},
}};
// The beginner smithy as this project laid it until 2026-11-25: the drawn shape mirrored, which
// the rules do not allow (D-3). Only games recorded before then (RulesEdition::kOriginal) use it.
inline constexpr BeginnerBuilding kOriginalBeginnerSmithy = {"SM-O", {"k3", "k4", "l4", "m4"}};
// Extra neutral workers per player in the beginner set-up, indexed by player count.
inline constexpr std::array<int, kMaxPlayers + 1> kBeginnerNeutralPerPlayer = {0, 0, 3, 2, 1};

}  // namespace arkadia::data
