// What a human is composing on screen before it becomes engine actions: the card and rotation
// of a building to lay out, the workers planned around a chosen building, the castle piece's
// family, the counts of a sale. Pure helpers over the engine; the App draws and clicks.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "arkadia/action.hpp"
#include "arkadia/geometry.hpp"
#include "arkadia/state.hpp"
#include "bg/status.hpp"

namespace web {

// A worker the player has planned but not yet confirmed.
struct PendingWorker {
  arkadia::Square square;
  bool neutral;
};

struct TurnInput {
  arkadia::CardType card = arkadia::kNoCard;  // the card being laid out
  int orientation = 0;
  int building = -1;                    // building chosen for workers (index), before confirming
  std::vector<PendingWorker> workers;   // planned, not yet played
  int castle_family = -1;
  std::array<int, arkadia::kFamilies> sell{};  // seals to sell per family
};

// The square of the shape the pointer holds: the cell nearest its middle, as an offset from
// the anchor, so the ghost sits under the pointer however it is turned.
arkadia::Offset pointer_handle(int form, int orientation);
// The lay-out action with the pointer on `pointer`; nullopt when the shape leaves the board.
std::optional<arkadia::Action> layout_at(arkadia::CardType card, int orientation, arkadia::Square pointer);
// Where the pointer (or a pinned ghost) must be for layout_at to give `lay` (a lay-out action):
// the hint's "Place as hinted" puts the ghost there. nullopt for another kind of action.
std::optional<arkadia::Square> pointer_for(const arkadia::Action& lay);
// The next orientation a player can turn the tile to (mirror images only when allowed [D-3]).
int next_orientation(arkadia::CardType card, int orientation, bool allow_mirror);

// Squares where a worker may go around the building (index) if it were chosen now, or around
// the chosen one while its workers are being placed (a game resumed or undone in that step).
arkadia::Bits worker_targets(const arkadia::State& s, int building);
// The actions that carry out a worker plan: choose (unless chosen already), the workers in
// reading order, finish.
std::vector<arkadia::Action> worker_plan_actions(const arkadia::State& s, int building,
                                                 const std::vector<PendingWorker>& workers);
// Whether those actions are legal in sequence (checked on a copy), with the reason if not.
bg::Status check_actions(arkadia::State s, const std::vector<arkadia::Action>& actions);
// Cycles a square of the plan: empty -> own worker -> neutral worker -> empty, skipping kinds
// the seat has no more of behind its screen.
void cycle_worker(const arkadia::State& s, std::vector<PendingWorker>& workers, arkadia::Square square);
// How many of the planned workers are the player's own and how many neutral.
struct PlannedWorkers {
  int own = 0, neutral = 0;
};
PlannedWorkers count_planned(const std::vector<PendingWorker>& workers);
// The help line's key for what the next click does, given what is left behind the screen.
const char* worker_help_key(const arkadia::State& s, const std::vector<PendingWorker>& workers);
// Whether a worker plan may be confirmed: something planned, or workers already placed.
bool can_confirm_workers(const arkadia::State& s, const std::vector<PendingWorker>& workers);

// The page's steps: a worker plan and a sale are each one click, but several engine actions.
// Whether `next`, played right after `previous`, belongs to the same step (undo goes back
// by whole steps, so it never leaves the player in the middle of one).
bool continues_step(const arkadia::Action& previous, const arkadia::Action& next);

}  // namespace web
