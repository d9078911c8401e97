// The state of one game of Arkadia: a plain value (copy it, compare it, hash it) that knows the
// legal actions and applies them. Model: OpenSpiel's State. All rules of rules §5-§8 live in
// state.cpp; set-up (rules §4) in setup.cpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "arkadia/action.hpp"
#include "arkadia/bitboard.hpp"
#include "arkadia/castle.hpp"
#include "arkadia/geometry.hpp"
#include "arkadia/options.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"
#include "bg/unconstructed.hpp"

namespace arkadia {

// Where a turn stands. A turn is MUST (A: lay out and refill the hand; or B as
// choose/place.../finish; or pass), then castle pieces for completed buildings, then the CAN
// step (banner, sales). Completions are paid after the refill (rules §5).
enum class Phase : std::uint8_t {
  kMust,
  kPlaceWorkers,
  kCastle,
  kRefill,
  kBanner,
  kSell,
  kGameOver,
};

enum class EndReason : std::uint8_t {
  kNone,
  kCastleComplete,  // floor 2 completed and the final round played (rules §7)
  kAllPassed,       // a full round of passes without a banner [D-8]
};

constexpr std::array<CardType, kHandSize> no_cards() {
  std::array<CardType, kHandSize> cards{};
  cards.fill(kNoCard);
  return cards;
}

struct PlayerState {
  std::array<std::uint16_t, kFamilies> seals{};
  std::array<std::uint16_t, kFamilies> sold_at_end{};  // the seals of the final sale (rules §7)
  std::int32_t gold = 0;
  std::uint8_t own_reserve = 0;      // own-colour workers behind the screen
  std::uint8_t neutral_reserve = 0;  // neutral workers behind the screen
  std::uint8_t own_supply = 0;       // own-colour workers still in the general pool
  std::uint8_t banners = 0;
  // Cards in hand, sorted, kNoCard after the last one.
  std::array<CardType, kHandSize> hand = no_cards();
  // The cards everyone knows are in this hand (taken face up and not played since), sorted.
  std::array<CardType, kHandSize> known = no_cards();

  int hand_size() const;
  int reserve() const { return own_reserve + neutral_reserve; }
  int total_seals() const;
  bool operator==(const PlayerState&) const = default;
};

struct Building {
  CardType card = kNoCard;
  Square first = kNoSquare;  // first covered square in reading order: names the building
  bool enclosed = false;     // completed (or enclosed since set-up); never pays twice
  bool has_seal = true;      // the seal lying on it until it is completed
  bool preset = false;       // put on the board by the beginner set-up
  Bits cells;
  Bits ring;  // on-board squares orthogonally adjacent to it
  bool operator==(const Building&) const = default;
};

// The buildings in placement order. A copy copies only the buildings there are, and two lists
// are equal when those are: a search copies a position for every move it weighs, and most of the
// 40 places are empty for most of a game (they were three quarters of a position's bytes).
class Buildings {
 public:
  Buildings() = default;
  Buildings(const Buildings& other) : count_(other.count_) { copy_from(other); }
  Buildings& operator=(const Buildings& other) {
    count_ = other.count_;
    copy_from(other);
    return *this;
  }
  bool operator==(const Buildings& other) const {
    if (count_ != other.count_) return false;
    for (int i = 0; i < count_; ++i)
      if (!((*this)[i] == other[i])) return false;
    return true;
  }

  int size() const { return count_; }
  Building& operator[](int i) { return items_[static_cast<std::size_t>(i)].value; }
  const Building& operator[](int i) const { return items_[static_cast<std::size_t>(i)].value; }
  Building& add() {
    Building& added = items_[count_++].value;
    added = Building{};
    return added;
  }

 private:
  void copy_from(const Buildings& other) { std::copy_n(other.items_.begin(), count_, items_.begin()); }

  std::uint8_t count_ = 0;
  std::array<bg::Unconstructed<Building>, kTotalCards> items_;  // [0, count_) are the buildings
};

// Who stands on a square.
inline constexpr int kNoWorker = -1;
inline constexpr int kNeutralWorker = -2;

class State {
 public:
  // A new game. `deck_order` is the shuffled deck, top card first (deck_composition() in some
  // order); cards are dealt 4 to each seat in seat order, then 3 to the display.
  static bg::Expected<State> create(const GameOptions& options, std::span<const CardType> deck_order,
                                    int start_player);

  // ---- Flow --------------------------------------------------------------------------------
  const GameOptions& options() const { return options_; }
  int num_players() const { return options_.players; }
  bool is_terminal() const { return phase_ == Phase::kGameOver; }
  // The seat that takes the next action; -1 when the game is over.
  int current_player() const { return is_terminal() ? -1 : current_; }
  int start_player() const { return start_player_; }
  Phase phase() const { return phase_; }
  int turn_number() const { return turn_; }  // 1 for the first turn

  // ---- Actions -----------------------------------------------------------------------------
  void legal_actions(std::vector<Action>& out) const;  // clears `out` first
  // legal_actions()[rng.below(legal_actions().size())], with the same draw from `rng`, without
  // writing out every lay-out (random play's hot path, bg/game.hpp's PicksRandomAction);
  // `scratch` serves the other phases.
  Action random_legal_action(bg::Rng& rng, std::vector<Action>& scratch) const;
  std::vector<Action> legal_actions() const;
  // Why the action is illegal now; ok() when it is legal. Accepts exactly legal_actions().
  bg::Status check(const Action& action) const;
  // Applies a legal action; an illegal one is rejected with its reason and changes nothing.
  bg::Status apply(const Action& action);
  // Applies an action known to be legal (e.g. taken from legal_actions()).
  void apply_unchecked(const Action& action);

  // ---- What is on the table ----------------------------------------------------------------
  const PlayerState& player(int seat) const { return players_[seat]; }
  const Castle& castle() const { return castle_; }
  int seal_value(Family f) const { return castle_.seal_value(f); }
  int neutral_pool() const { return neutral_pool_; }
  Square lot_corner() const { return options_.lot_corner; }
  const Bits& lot() const { return lot_; }
  int building_count() const { return buildings_.size(); }
  const Building& building(int index) const { return buildings_[index]; }  // placement order
  // Index of the building covering the square, or -1 (the lot is not a building here).
  int building_at(Square s) const { return building_index_[s] == kNone ? -1 : building_index_[s]; }
  // Seat of the worker on the square, kNeutralWorker, or kNoWorker.
  int worker_at(Square s) const;
  const Bits& workers(int seat) const { return player_workers_[seat]; }
  const Bits& neutral_workers() const { return neutral_workers_; }
  Bits occupied() const { return building_cells_ | lot_ | worker_cells_; }
  const std::array<CardType, kDisplaySize>& display() const { return display_; }
  int deck_size() const { return deck_end_ - deck_top_; }
  // The deck from the top; only meaningful for a full state (a seat view hides it).
  std::span<const CardType> deck() const { return {deck_.data() + deck_top_, deck_.data() + deck_end_}; }
  int cards_laid() const;  // the discard pile: buildings laid from a hand

  // ---- Progress of the current turn ---------------------------------------------------------
  int pending_castle_pieces() const { return pending_pieces_; }
  int chosen_building() const { return chosen_building_ == kNone ? -1 : chosen_building_; }
  int workers_placed_this_turn() const { return placed_this_turn_; }
  Family selling_family() const { return sell_family_; }

  // ---- End ----------------------------------------------------------------------------------
  bool end_triggered() const { return end_triggered_; }
  int end_trigger_player() const { return end_triggered_ ? end_trigger_player_ : -1; }
  // Turns still to play in the final round, counting the current one; -1 before it starts.
  int final_turns_left() const { return final_turns_left_; }
  EndReason end_reason() const { return end_reason_; }
  // Seats with the most gold (all of them on a tie); empty until the game is over.
  std::vector<int> winners() const;
  int gold(int seat) const { return players_[seat].gold; }

  // ---- Value semantics ----------------------------------------------------------------------
  std::uint64_t hash() const;  // the same on every platform
  bool operator==(const State&) const = default;

 private:
  friend class SeatView;
  friend class PositionEditor;
  friend struct Invariants;  // invariants.cpp reads the bookkeeping
  friend class ViewCodec;  // view_codec.cpp rebuilds a seat's masked state
  static constexpr std::uint8_t kNone = 255;

  State() = default;

  // Rules pieces (state.cpp).
  Bits vacant() const { return Bits::board().minus(occupied()); }
  // Calls found(card, orientation, anchors) for every card in hand (copies once) and legal
  // orientation with at least one anchor; stops early when found returns true.
  template <class F>
  bool scan_layouts(F&& found) const;
  bool any_layout() const;
  bool can_choose(int building) const { return can_choose(building, occupied()); }
  bool can_choose(int building, const Bits& occupied_squares) const;  // occupied() worked out once for many
  bool any_worker_target() const;
  bool cards_available() const;

  bg::Status check_must(const Action& a) const;
  bg::Status check_worker(const Action& a) const;
  void lay_out(const Action& a);
  void resolve_completions();
  // Pays the completions of the MUST step, then castle pieces or the CAN step.
  void complete_buildings();
  void after_castle();
  void enter_banner();
  void next_family_to_sell(int from);
  void end_turn(bool banner_used);
  void finish_game(EndReason why);
  void clear_turn_progress();
  void mark_enclosed_silently();  // editor and set-up: enclosure without payout
  Building& add_building(CardType card, const Bits& cells, bool preset);
  void add_to_hand(PlayerState& p, CardType card, bool publicly);
  void remove_from_hand(PlayerState& p, CardType card);
  CardType draw_from_deck() {
    const CardType c = deck_[deck_top_];
    deck_[deck_top_++] = kNoCard;  // drawn slots are blank so equal positions compare equal
    return c;
  }

  GameOptions options_;
  std::array<PlayerState, kMaxPlayers> players_{};
  Castle castle_;

  // Board.
  Bits lot_;
  Bits building_cells_;  // squares covered by buildings (not the lot)
  Bits worker_cells_;
  std::array<Bits, kMaxPlayers> player_workers_{};
  Bits neutral_workers_;
  std::array<std::uint8_t, kSquareSlots> building_index_{};
  Buildings buildings_;
  std::uint8_t neutral_pool_ = 0;

  // Cards: deck_[deck_top_, deck_end_) is the face-down deck, top first.
  std::array<CardType, kTotalCards> deck_{};
  std::uint8_t deck_top_ = 0;
  std::uint8_t deck_end_ = 0;
  std::array<CardType, kDisplaySize> display_{};

  // Turn.
  std::uint8_t current_ = 0;
  std::uint8_t start_player_ = 0;
  Phase phase_ = Phase::kMust;
  std::uint16_t turn_ = 1;
  std::uint8_t pending_pieces_ = 0;
  std::uint8_t chosen_building_ = kNone;
  std::uint8_t placed_this_turn_ = 0;
  Square last_placed_ = kNoSquare;
  Family sell_family_ = 0;
  bool laid_this_turn_ = false;
  bool passed_this_turn_ = false;
  std::uint8_t consecutive_passes_ = 0;

  // End.
  bool end_triggered_ = false;
  std::uint8_t end_trigger_player_ = 0;
  std::int8_t final_turns_left_ = -1;
  EndReason end_reason_ = EndReason::kNone;
};

std::string phase_name(Phase p);

}  // namespace arkadia
