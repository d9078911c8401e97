// Arkadia's own colours: the four families (their seals, cards and castle pieces) in each
// palette, and the board's. The shell's palette() picks the set.
#pragma once

#include <imgui.h>

#include <string>

namespace web {

ImU32 family_colour(int family);       // the seal colours: red, olive, black, silver
ImU32 family_ink(int family);          // text drawn on a family colour
std::string family_label(int family);  // "Red (cloth merchants)", in the page's language

namespace colours {
inline constexpr ImU32 kBoard = IM_COL32(196, 178, 128, 255);
inline constexpr ImU32 kBoardDark = IM_COL32(176, 158, 110, 255);
inline constexpr ImU32 kGrid = IM_COL32(120, 104, 70, 255);
inline constexpr ImU32 kTent = IM_COL32(236, 228, 206, 255);
inline constexpr ImU32 kTentEdge = IM_COL32(110, 84, 52, 255);
inline constexpr ImU32 kLot = IM_COL32(128, 124, 116, 255);
inline constexpr ImU32 kCourtyard = IM_COL32(150, 160, 120, 255);
inline constexpr ImU32 kBuilding = IM_COL32(232, 220, 190, 255);
inline constexpr ImU32 kBuildingDone = IM_COL32(150, 118, 82, 255);
}  // namespace colours

}  // namespace web
