// One game in progress on the page: the full state (only this module holds it), who sits where,
// the record, every position of the game so far (for the log, undo, take-back and replay), and
// BGA's undo policy.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arkadia/record.hpp"
#include "arkadia/state.hpp"
#include "bg/status.hpp"

namespace web {

enum class SeatKind { kHuman, kAi };
inline constexpr int kAiLevels = 3;  // 0 easy, 1 normal, 2 hard (ai/levels.hpp)

struct SeatSetup {
  std::string name;
  SeatKind kind = SeatKind::kHuman;
  int level = 1;   // AI: 0 easy, 1 normal, 2 hard
  int colour = 0;  // index into the player colours (theme.hpp); cosmetic
  bool operator==(const SeatSetup&) const = default;
};

struct MatchSetup {
  arkadia::GameOptions options;
  std::vector<SeatSetup> seats;
  std::uint64_t seed = 0;
  bool guided = false;          // the guided first game explains each step
  bool operator==(const MatchSetup&) const = default;
};

// The page's seat settings travel in the record's tags ("seat.N.kind" and so on; the names are
// listed in docs/embedding.md), so an exported game is a record the CLI replays as it is.
void write_setup_tags(const MatchSetup& setup, arkadia::GameRecord& record);
// The setup a record describes. Missing or unreadable tags fall back to defaults (a seat without
// a kind is a human), so any record can be opened; only the options and seat count must agree.
MatchSetup setup_from_record(const arkadia::GameRecord& record);

// The actions one seat took in one turn, for the "last move" highlight and the log.
struct TurnActions {
  int seat = -1;
  int first_action = 0;  // index in the record of the turn's first action
  std::vector<arkadia::Action> actions;
};

class Match {
 public:
  static bg::Expected<Match> start(const MatchSetup& setup);
  // A game from a record (a saved or imported game): every action is replayed and checked.
  static bg::Expected<Match> resume(const arkadia::GameRecord& record);

  const MatchSetup& setup() const { return setup_; }
  const arkadia::State& state() const { return positions_.back(); }
  const arkadia::GameRecord& record() const { return record_; }
  bool is_human(int seat) const;
  int human_seats() const;

  // Applies a legal action of the seat to move; an illegal one changes nothing.
  bg::Status play(const arkadia::Action& action);

  // BGA's policy: the player to move may take back actions of this turn until hidden
  // information was revealed (a card drawn from the deck). Never other players' actions.
  bool can_undo() const;
  void undo();

  // In a game where every other seat is an AI, a human may take back their last turn: the game
  // goes back to where that turn began (the AI turns after it are taken back with it). The
  // in-turn undo above is the only one between people at one device.
  bool can_take_back(int seat) const;
  bg::Status take_back(int seat);

  int actions_played() const { return static_cast<int>(record_.actions.size()); }
  // The position before action i (0 <= i <= actions_played(); i == actions_played() is now).
  const arkadia::State& position(int i) const { return positions_[static_cast<std::size_t>(i)]; }
  // The turns so far, in order; the last one is the turn in progress (possibly empty).
  const std::vector<TurnActions>& turns() const { return turns_; }
  const TurnActions& this_turn() const { return turns_.back(); }
  // The last finished turn; an empty one before the first turn ends.
  const TurnActions& last_turn() const;

 private:
  Match(MatchSetup setup, arkadia::GameRecord record, arkadia::State start);
  // Start of the turn seat last began before the current one; -1 when there is none.
  int last_turn_start(int seat) const;
  void truncate(int actions);  // back to the position before action `actions`

  MatchSetup setup_;
  arkadia::GameRecord record_;
  std::vector<arkadia::State> positions_;  // positions_[i]: before action i; back(): now
  std::vector<TurnActions> turns_;
  int undo_floor_ = 0;  // actions before this index can no longer be undone
};

}  // namespace web
