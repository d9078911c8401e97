// The whole game of ArkantiS as a value (docs/rules/arkantis.md §4-§7): the board, the register of
// known vestiges, the players, the four piles and the turn. check() accepts exactly the members of
// legal_actions(); apply() applies a legal action and otherwise returns the reason, changing
// nothing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "arkantis/action.hpp"
#include "arkantis/options.hpp"
#include "arkantis/sets.hpp"
#include "arkantis/types.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"

namespace arkantis {

// A card laid on a spot: public, counted at the end (§5 phase 2).
struct Claim {
  Card card = 0;
  BoardSet spot;
  bool operator==(const Claim&) const = default;
};

struct PlayerState {
  int counters = 0;
  // The cards in hand that whoever holds this state knows, by type. In a full state: the hand.
  std::array<std::uint8_t, kCardTypes> hand{};
  // Public: the cards of the hand bought from a face-up pile (seen by everybody).
  std::array<std::uint8_t, kCardTypes> shown{};
  // Cards in hand of each colour that this state does not identify: 0 in a full state; in a
  // seat's view, the other hands' cards it has not seen.
  std::array<std::uint8_t, kColours> hidden{};
  std::vector<Claim> claimed;
  bool passed = false;

  int hand_size() const;
  // Cards in hand of one colour, known or not: public in every view.
  int cards_of(data::Colour colour) const;
  int claimed_value() const;
  bool operator==(const PlayerState&) const = default;
};

// A pile of cards; cards[size - 1] is its top. Unused entries stay 0 so that == compares values.
inline constexpr int kPileCapacity = data::kDeckSize[data::kOrange];
struct PileState {
  std::array<Card, kPileCapacity> cards{};
  std::uint8_t size = 0;
  Card top() const { return cards[size - 1]; }
  bool operator==(const PileState&) const = default;
};

// A spot of 4 or 5 circles produced by this turn's action (§5), claimable until the turn ends.
struct OpenSpot {
  BoardSet spot;
  Card shape = 0;  // the card type that accepts it
  bool claimed = false;
  bool operator==(const OpenSpot&) const = default;
};

enum class Phase : std::uint8_t {
  kAction,  // phase 1: buy, then take / move / pass
  kAfter,   // phase 2: buy, claim, end
  kOver,
};

class State {
 public:
  // A new game (§4): the board from the throws, 3 counters each, the deal and the cut.
  static bg::Expected<State> create(const GameOptions& options, const Setup& setup);

  const GameOptions& options() const { return options_; }
  int num_players() const { return options_.players; }
  int current_player() const { return phase_ == Phase::kOver ? -1 : current_; }
  Phase phase() const { return phase_; }
  bool is_terminal() const { return phase_ == Phase::kOver; }
  // 1 for the first turn; a turn ends with `end` or `pass` (the log and undo group actions by it).
  int turn_number() const { return turn_; }

  Bits covered() const { return covered_; }
  // Known vestiges, sorted: squares | colour << 63.
  const std::vector<std::uint64_t>& register_keys() const { return register_; }
  bool is_known(const BoardSet& set) const;
  const PlayerState& player(int seat) const { return players_[seat]; }
  const PileState& pile(int colour, int pile) const { return piles_[colour][pile]; }
  int open_spot_count() const { return open_count_; }
  const OpenSpot& open_spot(int i) const { return open_[i]; }

  void legal_actions(std::vector<Action>& out) const;
  // legal_actions()[rng.below(legal_actions().size())], with the same draw from `rng`, without
  // writing out every removal and move (random play's hot path, bg/game.hpp's
  // PicksRandomAction); `scratch` serves the claims after the action.
  Action random_legal_action(bg::Rng& rng, std::vector<Action>& scratch) const;
  std::vector<Action> legal_actions() const {
    std::vector<Action> out;
    legal_actions(out);
    return out;
  }
  bg::Status check(const Action& a) const;
  bg::Status apply(const Action& a);
  void apply_unchecked(const Action& a);

  // A uniformly random legal action without listing them all (fast random play).
  Action random_action(bg::Rng& rng) const;

  // Score (§7): claimed values + counters - 1 per card in hand.
  int score(int seat) const;
  // The seats with the best score once the game is over; empty before.
  std::vector<int> winners() const;

  std::uint64_t hash() const;
  bool operator==(const State&) const = default;

  static std::uint64_t register_key(const BoardSet& set) {
    return set.squares | (static_cast<std::uint64_t>(set.colour) << 63);
  }

 private:
  friend class SeatView;
  friend class PositionEditor;
  friend class ViewCodec;

  bg::Status check_claim(const Action& a) const;
  bg::Status check_buy(const Action& a) const;
  void resolve(Bits before);  // §5 resolution of the action just made
  void end_turn();

  GameOptions options_;
  Bits covered_ = 0;
  std::vector<std::uint64_t> register_;
  std::array<PlayerState, kMaxPlayers> players_{};
  std::array<std::array<PileState, kPiles>, kColours> piles_{};
  std::array<OpenSpot, kMaxModified> open_{};
  std::uint8_t open_count_ = 0;
  std::uint8_t current_ = 0;
  Phase phase_ = Phase::kAction;
  std::uint16_t turn_ = 1;
};

}  // namespace arkantis
