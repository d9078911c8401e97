// The pieces of ArkantiS's board, drawn by the board (arkantis_board.cpp) and the rules diagrams
// (arkantis_diagrams.cpp) alike: blue tokens as squares, red circles as discs (the pair differs in
// shape as well as colour), sets outlined.
#pragma once

#include <imgui.h>

#include <functional>
#include <vector>

#include "arkantis/bitboard.hpp"
#include "arkantis/types.hpp"
#include "arkantis_app.hpp"
#include "arkantis_palette.hpp"

namespace web {

inline constexpr ImU32 kBoardFill = IM_COL32(kEarth.r, kEarth.g, kEarth.b, 255);
inline constexpr ImU32 kRedCircle = IM_COL32(kRedStone.r, kRedStone.g, kRedStone.b, 255);
inline constexpr ImU32 kBlueToken = IM_COL32(kBlueStone.r, kBlueStone.g, kBlueStone.b, 255);
inline constexpr ImU32 kBlueEdge = IM_COL32(170, 205, 255, 255);
inline constexpr ImU32 kSpotGold = IM_COL32(240, 196, 80, 255);
inline constexpr ImU32 kPreview = IM_COL32(255, 255, 255, 220);
inline constexpr ImU32 kLabel = IM_COL32(200, 190, 170, 255);

// One square of the board: a blue token when `covered`, else the red circle.
void draw_arkantis_square(ImDrawList* dl, const ArkantisGeometry& g, int square, bool covered);
// A card: its figure in its colour (a chiral shape's two figures unless `bare`,
// arkantis_card_layout.hpp); unless `bare`, its letters and its points on a coin. Its top left
// at `p`, `cell` per square of a figure alone.
ImVec2 arkantis_card_size(float cell, bool bare);
void draw_arkantis_card(ImDrawList* dl, ImVec2 p, float cell, arkantis::Card card, bool highlight, bool mirrored, bool bare);
// The board's squares and the claims on it (tinted and outlined in `seat_colour(seat)`, each with
// its card in a corner): the table's board and the game chooser's picture.
void draw_arkantis_pieces(ImDrawList* dl, const ArkantisGeometry& g, const arkantis::State& s,
                          const std::function<ImU32(int seat)>& seat_colour);
// The squares a removal or a move changes (none for other actions).
arkantis::Bits changed_squares(const arkantis::Action& action);
// The outer edges of a group of squares.
void outline_squares(ImDrawList* dl, const ArkantisGeometry& g, arkantis::Bits squares, ImU32 colour, float width);
// The last actions' squares: white corner brackets on a dark edge, a mark no player's colour
// shares (a claim is outlined in its owner's colour).
void mark_recent_squares(ImDrawList* dl, const ArkantisGeometry& g, arkantis::Bits squares, float width);

// Where a claim's card lies on the board: a corner of one of its spot's squares.
struct ClaimCardPlace {
  int seat = 0;
  int index = 0;       // in the seat's PlayerState::claimed
  int square = 0;
  bool far = false;    // the square's bottom right corner, else its top left
  bool shared = false; // the square holds a card in its other corner too
};
// Every claim's card a place of its own: the first free corner of its spot's squares (top lefts in
// reading order, then bottom rights), claims taken round by round (each seat's first, then each
// one's second...), so a spot claimed again over an older claim leaves both cards in sight.
std::vector<ClaimCardPlace> claim_card_places(const arkantis::State& s);
// The card at its place: its top left corner and the unit draw_arkantis_card draws it at. A card
// alone on its square is large enough to read on a phone (36 px wide on its 52 px square); two on
// one square share it, corner to corner.
struct ClaimCardRect {
  ImVec2 at;
  float unit = 0;
  ImVec2 size;
};
ClaimCardRect claim_card_rect(const ArkantisGeometry& g, const ClaimCardPlace& place);

}  // namespace web
