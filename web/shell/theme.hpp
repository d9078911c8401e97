// Colours and the look of the page, for every game. Player colours follow the physical games; the
// colour-blind palette swaps them for ones that stay apart under the common colour-vision
// deficiencies, and every colour also carries a mark. A game's own colours (Arkadia's families
// and board) live with the game and follow palette().
#pragma once

#include <imgui.h>

#include <string>

#include "palette_data.hpp"
#include "settings.hpp"

namespace web {

void set_palette(Palette palette);
// A colour of the palettes' data (palette_data.hpp) as ImGui draws it.
inline ImU32 to_imgui(Rgb c) { return IM_COL32(c.r, c.g, c.b, 255); }
Palette palette();

ImU32 player_colour(int colour);       // yellow, orange, green, violet
ImU32 player_ink(int colour);          // text and marks drawn on a player colour
std::string player_colour_name(int colour);
ImU32 neutral_worker_colour();
// The mark each player colour carries (dot, bar, triangle, cross), drawn on its workers and chips.
void draw_player_mark(ImDrawList* dl, ImVec2 centre, float radius, int colour);

namespace colours {
inline constexpr ImU32 kLegal = IM_COL32(70, 200, 90, 150);
inline constexpr ImU32 kIllegal = IM_COL32(220, 50, 50, 150);
inline constexpr ImU32 kTarget = IM_COL32(80, 220, 120, 110);
inline constexpr ImU32 kSelected = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kWarning = IM_COL32(255, 176, 64, 255);
inline constexpr ImU32 kMuted = IM_COL32(170, 170, 170, 255);
// The computer's advice (a hint, the review's preferred move): cyan, apart from every player
// colour and from the gold of ArkantiS's spots.
inline constexpr ImU32 kAdvice = IM_COL32(70, 205, 245, 255);
inline constexpr ImU32 kAdviceFill = IM_COL32(70, 205, 245, 70);
}  // namespace colours

inline const ImVec4 kGold(0.88f, 0.72f, 0.36f, 1.0f);
inline const ImVec4 kPrompt(0.95f, 0.85f, 0.6f, 1.0f);
inline const ImVec4 kError(1.0f, 0.6f, 0.5f, 1.0f);
inline const ImVec4 kAttention(1.0f, 0.69f, 0.25f, 1.0f);

// Dark theme with rounded widgets, sized for touch as well as the mouse.
void apply_style();
// Taller buttons, tabs and spacing for a finger (on the first touch), back for a mouse.
void set_touch_sizes(bool touch);

}  // namespace web
