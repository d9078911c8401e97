// The pieces' common look, for every game's board: one light (from the top left), soft shadows,
// bevelled edges, wax seals. Each game draws its own components with these, so both games share
// one visual language; our own designs, drawn with ImGui's draw lists (no image files).
#pragma once

#include <imgui.h>

#include <string>

namespace web {

// A colour made darker (k < 1) or lighter (k > 1, towards white), alpha kept.
ImU32 shade(ImU32 colour, float k);
// The same colour with another alpha (0..255).
ImU32 with_alpha(ImU32 colour, int alpha);

// A soft shadow under a piece: the light comes from the top left, so it falls down and right.
void drop_shadow(ImDrawList* dl, ImVec2 min, ImVec2 max, float rounding, float depth);
// A raised piece: its face, a light top-left edge and a dark bottom-right one.
void bevelled_rect(ImDrawList* dl, ImVec2 min, ImVec2 max, ImU32 fill, float rounding, float edge);
// A wax seal: a round, scalloped disc with a pressed ring, and `mark` (a letter, or empty) in it.
void wax_seal(ImDrawList* dl, ImVec2 centre, float radius, ImU32 fill, ImU32 ink, const std::string& mark);
// The back of a card, the same for both games: a dark border, a lattice and a round emblem.
void card_back(ImDrawList* dl, ImVec2 min, ImVec2 max);
// A coin or counter: a gold disc with a rim.
void coin(ImDrawList* dl, ImVec2 centre, float radius);
// A standing figure (a worker, a pawn): head and body in `fill` with a dark outline, its feet at
// `base`, `height` tall, and its shadow on the ground.
void figure(ImDrawList* dl, ImVec2 base, float height, ImU32 fill);
// The keyboard's focus on a square of a board (the board cursor): the page's gold focus ring, with
// a dark edge that keeps it visible on light and dark squares alike.
void draw_cursor_ring(ImDrawList* dl, ImVec2 min, ImVec2 max);

}  // namespace web
