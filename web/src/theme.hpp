// Colours and the look of the page. Family and player colours follow the physical game.
#pragma once

#include <imgui.h>

namespace web {

ImU32 family_colour(int family);       // the seal colours: red, olive, black, silver
ImU32 family_ink(int family);          // text drawn on a family colour
const char* family_label(int family);  // "Red (cloth merchants)"
ImU32 player_colour(int seat);         // yellow, orange, green, violet
ImU32 player_ink(int seat);            // text drawn on a player colour
const char* player_colour_name(int seat);
ImU32 neutral_worker_colour();

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
inline constexpr ImU32 kLegal = IM_COL32(70, 200, 90, 150);
inline constexpr ImU32 kIllegal = IM_COL32(220, 50, 50, 150);
inline constexpr ImU32 kTarget = IM_COL32(80, 220, 120, 110);
inline constexpr ImU32 kLastMove = IM_COL32(40, 210, 255, 255);
inline constexpr ImU32 kSelected = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kWarning = IM_COL32(255, 176, 64, 255);
inline constexpr ImU32 kMuted = IM_COL32(170, 170, 170, 255);
}  // namespace colours

// Dark theme with rounded widgets, sized for touch as well as the mouse.
void apply_style();

}  // namespace web
