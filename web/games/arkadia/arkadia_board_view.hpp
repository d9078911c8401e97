// Draws the board: squares, tent camps, the castle on its lot, buildings, workers, and the marks
// the current decision needs (targets, the ghost of a building, pending workers, last move).
#pragma once

#include <imgui.h>

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arkadia/bitboard.hpp"
#include "arkadia/state.hpp"
#include "arkadia_board_geometry.hpp"
#include "arkadia_turn_input.hpp"
#include "widgets.hpp"

namespace web {

// What one seat did recently, marked on the board in its colour.
struct RecentMove {
  arkadia::Bits squares;
  int colour = 0;  // player colour index
};

struct BoardMarks {
  // Marked at their corners, in the mover's colour (the building's family edge stays visible):
  // every other seat's actions since the player at the device last played.
  std::vector<RecentMove> recent;
  arkadia::Bits targets;          // squares a click does something on
  arkadia::Bits hint;             // where the hint's action would put something
  std::string hint_worth;         // its estimated worth ("+3 gold"), tagged beside it
  arkadia::Bits ghost;            // the building following the pointer
  bool ghost_legal = false;
  int ghost_family = 0;
  int selected_building = -1;     // building index
  std::vector<PendingWorker> pending_workers;
  int pending_colour = 0;         // colour index of the seat placing them
  std::array<bool, arkadia::kCastleSquares> castle_targets{};
  std::array<int, arkadia::kMaxPlayers> seat_colour{0, 1, 2, 3};
  bool coordinates = true;  // the letters and numbers in the margins (not on a small picture)
};

// Returns where the hint's tag was drawn, if it was (for the test hook).
std::optional<AdviceTag> draw_board(ImDrawList* dl, const BoardGeometry& g, const arkadia::State& s,
                                                    const BoardMarks& marks);

// A worker token in a player colour (index) with its mark, or a neutral one.
void draw_worker(ImDrawList* dl, ImVec2 centre, float radius, int colour, bool neutral);
// Fills a group of squares and outlines only its outer edges, so a building reads as one piece.
void draw_piece(ImDrawList* dl, const BoardGeometry& g, const arkadia::Bits& cells, ImU32 fill, ImU32 edge, float thickness);
void draw_text_centred(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour, const char* text);
void draw_tent(ImDrawList* dl, ImVec2 min, float cell);
// A small picture of a card: its building's shape in its family colour and its code; `turned`
// as the board is (arkadia_board_geometry.hpp).
void draw_card_face(ImDrawList* dl, ImVec2 min, ImVec2 max, arkadia::CardType card, bool highlighted, bool turned = false);

}  // namespace web
