// The castle on its lot: ten castle squares, three floors, the piece supplies, and the seal
// values they set (rules §5 "Castle construction").
#pragma once

#include <array>
#include <cstdint>

#include "arkadia/rules_data.hpp"
#include "arkadia/types.hpp"

namespace arkadia {

class Castle {
 public:
  static constexpr int kFloors = data::kFloors;
  static constexpr int kNoFloor = 0;

  Castle();  // empty lot, full supplies

  // The floor (1..3) the next piece goes on, or kNoFloor when no piece can be placed any more
  // (floor 3 full or its supply empty) [D-7].
  int current_floor() const;
  bool can_place(Family family, int castle_square) const;
  // Places a piece on the current floor; the caller has checked can_place. When it finishes
  // floor 1 or 2, that floor's leftover pieces move to the floor-3 supply.
  void place(Family family, int castle_square);

  // Pieces of `family` left for `floor` (1..3).
  int supply(int floor, Family family) const { return supply_[floor - 1][family]; }
  int height(int castle_square) const { return height_[castle_square]; }
  // The family whose seal shows on top of a castle square, or data::kBlank.
  int visible_seal(int castle_square) const { return top_[castle_square]; }
  // Number of castle squares showing the family's seal: what one of its seals is worth in gold.
  int seal_value(Family family) const { return value_[family]; }
  // Floor 2 has a piece on every castle square: the end of the game has begun (rules §7).
  bool second_floor_complete() const { return floors_complete_ >= 2; }
  int pieces_placed() const;
  int pieces_in_supply() const;

  bool operator==(const Castle&) const = default;
  template <class H>
  void hash_into(H& h) const {
    for (int k = 0; k < kCastleSquares; ++k) h.add(height_[k]), h.add(top_[k] + 1);
    for (const auto& floor : supply_)
      for (auto n : floor) h.add(n);
  }

 private:
  friend struct Invariants;  // invariants.cpp reads the bookkeeping
  friend class ViewCodec;  // decode_view sets heights, tops and supplies read from a view
  std::array<std::uint8_t, kCastleSquares> height_{};
  std::array<std::int8_t, kCastleSquares> top_{};
  std::array<std::array<std::uint8_t, kFamilies>, kFloors> supply_{};
  std::array<std::uint8_t, kFamilies> value_{};
  std::uint8_t floors_complete_ = 0;
};

}  // namespace arkadia
