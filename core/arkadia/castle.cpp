#include "arkadia/castle.hpp"

namespace arkadia {

Castle::Castle() {
  for (int k = 0; k < kCastleSquares; ++k) top_[k] = static_cast<std::int8_t>(data::kCastle[k].printed);
  for (int floor = 0; floor < kFloors; ++floor)
    for (int f = 0; f < kFamilies; ++f)
      supply_[floor][f] = static_cast<std::uint8_t>(data::kPiecesPerFamily[floor]);
  for (int k = 0; k < kCastleSquares; ++k)
    if (top_[k] != data::kBlank) ++value_[top_[k]];
}

int Castle::current_floor() const {
  if (floors_complete_ >= kFloors) return kNoFloor;
  const int floor = floors_complete_ + 1;
  for (int f = 0; f < kFamilies; ++f)
    if (supply_[floor - 1][f] > 0) return floor;
  return kNoFloor;  // floor 3's supply ran out before it was complete [D-7]
}

bool Castle::can_place(Family family, int castle_square) const {
  const int floor = current_floor();
  return floor != kNoFloor && family < kFamilies && castle_square >= 0 &&
         castle_square < kCastleSquares && supply_[floor - 1][family] > 0 &&
         height_[castle_square] == floor - 1;
}

void Castle::place(Family family, int castle_square) {
  const int floor = current_floor();
  --supply_[floor - 1][family];
  ++height_[castle_square];
  if (top_[castle_square] != data::kBlank) --value_[top_[castle_square]];
  top_[castle_square] = static_cast<std::int8_t>(family);
  ++value_[family];

  for (int k = 0; k < kCastleSquares; ++k)
    if (height_[k] < floor) return;
  floors_complete_ = static_cast<std::uint8_t>(floor);
  if (floor < kFloors) {
    // The finished floor's leftover pieces join the top floor's supply.
    for (int f = 0; f < kFamilies; ++f) {
      supply_[kFloors - 1][f] = static_cast<std::uint8_t>(supply_[kFloors - 1][f] + supply_[floor - 1][f]);
      supply_[floor - 1][f] = 0;
    }
  }
}

int Castle::pieces_placed() const {
  int n = 0;
  for (auto h : height_) n += h;
  return n;
}

int Castle::pieces_in_supply() const {
  int n = 0;
  for (const auto& floor : supply_)
    for (auto x : floor) n += x;
  return n;
}

}  // namespace arkadia
