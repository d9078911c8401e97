// Tables derived at compile time from rules_data.hpp: building orientations, tent camps, the
// castle lot's footprint and castle squares. Nothing here is a fact of its own.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "arkadia/bitboard.hpp"
#include "arkadia/rules_data.hpp"
#include "arkadia/types.hpp"

namespace arkadia {

inline constexpr int kMaxCells = 4;
// An orientation is (quarter turns clockwise) + 4 * (mirrored first). Mirroring is only legal
// with the allow_mirror option [D-3].
inline constexpr int kOrientations = 8;
constexpr int rotation_of(int orientation) { return orientation & 3; }
constexpr bool is_mirrored(int orientation) { return orientation >= 4; }

struct Offset {
  int dr = 0;
  int dc = 0;
  constexpr bool operator==(const Offset&) const = default;
};

// One orientation of a form: its squares relative to the anchor, the first covered square in
// reading order (top row first, then left to right). Offsets are in reading order too.
struct Orientation {
  int cells = 0;
  std::array<Offset, kMaxCells> offsets{};
  constexpr bool operator==(const Orientation&) const = default;
};

struct FormGeometry {
  std::array<Orientation, kOrientations> orientations{};
  // canonical[o]: no smaller orientation index gives the same squares. Only canonical
  // orientations are legal in actions, so every placement has exactly one spelling.
  std::array<bool, kOrientations> canonical{};
};

namespace detail {

constexpr Orientation orient_shape(const data::FormData& form, int orientation) {
  std::array<Offset, kMaxCells> cells{};
  int n = 0, height = 0, width = 0;
  for (int r = 0; r < 2; ++r) {
    const auto row = form.shape[r];
    if (!row.empty()) height = r + 1;
    width = std::max<int>(width, static_cast<int>(row.size()));
    for (int c = 0; c < static_cast<int>(row.size()); ++c)
      if (row[c] == 'X') cells[n++] = {r, c};
  }
  if (is_mirrored(orientation))
    for (int i = 0; i < n; ++i) cells[i].dc = width - 1 - cells[i].dc;
  for (int turn = 0; turn < rotation_of(orientation); ++turn) {
    for (int i = 0; i < n; ++i) cells[i] = {cells[i].dc, height - 1 - cells[i].dr};
    std::swap(height, width);
  }
  std::sort(cells.begin(), cells.begin() + n, [](Offset a, Offset b) {
    return a.dr != b.dr ? a.dr < b.dr : a.dc < b.dc;
  });
  Orientation o;
  o.cells = n;
  for (int i = 0; i < n; ++i) o.offsets[i] = {cells[i].dr - cells[0].dr, cells[i].dc - cells[0].dc};
  return o;
}

constexpr FormGeometry make_form_geometry(const data::FormData& form) {
  FormGeometry g;
  for (int o = 0; o < kOrientations; ++o) {
    g.orientations[o] = orient_shape(form, o);
    g.canonical[o] = true;
    for (int p = 0; p < o; ++p)
      if (g.orientations[p] == g.orientations[o]) g.canonical[o] = false;
  }
  return g;
}

constexpr Square parse_square_or_die(std::string_view name) {
  auto s = parse_square(name);
  if (!s) throw "rules_data.hpp names a square that is not on the board";  // compile-time error
  return *s;
}

}  // namespace detail

inline constexpr auto kFormGeometry = [] {
  std::array<FormGeometry, kForms> t{};
  for (int f = 0; f < kForms; ++f) t[f] = detail::make_form_geometry(data::kFormData[f]);
  return t;
}();

// The squares covered by a form in an orientation with its anchor at `anchor`; empty Bits when
// any square would leave the board.
constexpr Bits footprint(int form, int orientation, Square anchor) {
  const Orientation& o = kFormGeometry[form].orientations[orientation];
  Bits b;
  for (int i = 0; i < o.cells; ++i) {
    const int r = row_of(anchor) + o.offsets[i].dr, c = col_of(anchor) + o.offsets[i].dc;
    if (!on_board(r, c)) return Bits{};
    b.set(make_square(r, c));
  }
  return b;
}

// Does a set of squares have the form's shape in some orientation (mirrored ones included when
// allow_mirror)? Returns the orientation, or -1.
constexpr int orientation_matching(int form, const Bits& squares, bool allow_mirror) {
  if (squares.none()) return -1;
  const Square anchor = squares.first();
  for (int o = 0; o < (allow_mirror ? kOrientations : 4); ++o)
    if (kFormGeometry[form].canonical[o] && footprint(form, o, anchor) == squares) return o;
  return -1;
}

inline constexpr Bits kTentBits = [] {
  Bits b;
  for (auto name : data::kTentCamps) b.set(detail::parse_square_or_die(name));
  return b;
}();

// The castle lot's 12 squares with its top-left square at `corner`; empty when off the board.
constexpr Bits lot_footprint(Square corner) {
  Bits b;
  for (int r = 0; r < data::kLotHeight; ++r)
    for (int c = 0; c < data::kLotWidth; ++c) {
      if (!on_board(row_of(corner) + r, col_of(corner) + c)) return Bits{};
      b.set(make_square(row_of(corner) + r, col_of(corner) + c));
    }
  return b;
}

// Board square of castle square k (0-based: K1 is 0) for a lot with top-left `corner`.
constexpr Square castle_square_on_board(Square corner, int k) {
  return make_square(row_of(corner) + data::kCastle[k].row, col_of(corner) + data::kCastle[k].col);
}

// Where the lot may go: on the board, covering no tent camp (rules §2).
constexpr bool lot_corner_allowed(Square corner) {
  const Bits lot = lot_footprint(corner);
  return lot.any() && !lot.intersects(kTentBits);
}

constexpr int lot_position_count() {
  int n = 0;
  for (int r = 0; r < data::kRows; ++r)
    for (int c = 0; c < data::kCols; ++c) n += lot_corner_allowed(make_square(r, c));
  return n;
}

inline constexpr Square kDefaultLotCorner = detail::parse_square_or_die(data::kDefaultLotCorner);
inline constexpr Square kBeginnerLotCorner = detail::parse_square_or_die(data::kBeginnerLotCorner);

// ---- Compile-time checks of the data table ----------------------------------------------------
static_assert(lot_corner_allowed(kDefaultLotCorner), "default lot position is not allowed");
static_assert(lot_position_count() == data::kLotPositions, "the tents leave another number of lot positions");
static_assert(kTentBits.count() == static_cast<int>(data::kTentCamps.size()), "duplicate tent");
static_assert(data::kStartingWorkers + data::kBanners * data::kWorkersPerBanner <=
                  data::kOwnWorkersPerColour,
              "banners would run the own-worker pool dry");

}  // namespace arkadia
