// One game in progress on the page: the full state (only this module holds it), who sits where,
// the record, the last turn for highlighting, and undo inside the current turn.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arkadia/record.hpp"
#include "arkadia/state.hpp"
#include "bg/status.hpp"

namespace web {

enum class SeatKind { kHuman, kAi };

struct SeatSetup {
  std::string name;
  SeatKind kind = SeatKind::kHuman;
  int level = 1;   // AI: 0 easy, 1 normal, 2 hard
  int colour = 0;  // index into the player colours (theme.hpp); cosmetic
};

struct MatchSetup {
  arkadia::GameOptions options;
  std::vector<SeatSetup> seats;
  std::uint64_t seed = 0;
  bool strict_screens = false;  // spec §6: hide other players' seals, gold and reserves
};

// The actions one seat took in one turn, for the "last move" highlight and the log.
struct TurnActions {
  int seat = -1;
  std::vector<arkadia::Action> actions;
};

class Match {
 public:
  static bg::Expected<Match> start(const MatchSetup& setup);

  const MatchSetup& setup() const { return setup_; }
  const arkadia::State& state() const { return state_; }
  const arkadia::GameRecord& record() const { return record_; }
  bool is_human(int seat) const;
  int human_seats() const;

  // Applies a legal action of the seat to move; an illegal one changes nothing.
  bg::Status play(const arkadia::Action& action);

  // BGA's policy: the player to move may take back actions of this turn until hidden
  // information was revealed (a card drawn from the deck). Never other players' actions.
  bool can_undo() const { return !undo_states_.empty(); }
  void undo();

  const TurnActions& this_turn() const { return this_turn_; }
  const TurnActions& last_turn() const { return last_turn_; }
  int actions_played() const { return static_cast<int>(record_.actions.size()); }

 private:
  Match(const MatchSetup& setup, arkadia::GameRecord record, arkadia::State state);

  MatchSetup setup_;
  arkadia::GameRecord record_;
  arkadia::State state_;
  std::vector<arkadia::State> undo_states_;  // before each action that can still be undone
  TurnActions this_turn_;
  TurnActions last_turn_;
};

}  // namespace web
