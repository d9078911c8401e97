// The set-up (docs/rules/arkantis.md §2.2, §4, §11.4).
#include <algorithm>
#include <span>

#include "arkantis/options.hpp"
#include "arkantis/refusals.hpp"
#include "arkantis/state.hpp"
#include "bg/rng.hpp"

namespace arkantis {

using namespace refusal;

namespace {

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

}  // namespace

bg::Status validate(const GameOptions& o) {
  if (o.players < kMinPlayers || o.players > kMaxPlayers)
    return fail(kPlayerCount, {{"min", kMinPlayers}, {"max", kMaxPlayers}, {"players", o.players}});
  return {};
}

std::vector<Card> deck_in_table_order(int colour) {
  std::vector<Card> deck;
  for (int c = 0; c < kCardTypes; ++c)
    if (colour_of(static_cast<Card>(c)) == colour) deck.insert(deck.end(), static_cast<std::size_t>(copies_of(static_cast<Card>(c))), static_cast<Card>(c));
  return deck;
}

// §11.4, in this order: 7 throws, the orange shuffle, the emerald shuffle, the start player.
Setup setup_from_seed(const GameOptions& options, std::uint64_t seed) {
  bg::Rng rng(seed);
  Setup s;
  for (int& d : s.dice) d = 1 + static_cast<int>(rng.below(data::kDieFaces));
  s.orange = deck_in_table_order(data::kOrange);
  rng.shuffle(std::span<Card>(s.orange));
  s.emerald = deck_in_table_order(data::kEmerald);
  rng.shuffle(std::span<Card>(s.emerald));
  s.start_player = static_cast<int>(rng.below(static_cast<std::uint32_t>(std::max(options.players, 1))));
  return s;
}

bg::Status validate(const Setup& s, const GameOptions& o) {
  if (auto why = validate(o); !why.ok()) return why;
  for (int i = 0; i < data::kRows; ++i)
    if (s.dice[i] < 1 || s.dice[i] > data::kDieFaces)
      return fail(kThrowRange, {{"n", i + 1}, {"faces", data::kDieFaces}});
  for (int colour = 0; colour < kColours; ++colour) {
    std::vector<Card> deck = colour == data::kOrange ? s.orange : s.emerald;
    std::sort(deck.begin(), deck.end());
    if (deck != deck_in_table_order(colour))
      return fail(kDeckContents, {colour_arg("colour", colour), {"n", data::kDeckSize[colour]}});
  }
  if (s.start_player < 0 || s.start_player >= o.players)
    return fail(kStartPlayer, {{"last", o.players - 1}});
  return {};
}

Bits board_after_throws(const std::array<int, data::kRows>& dice) {
  Bits covered = kAllSquares & ~column_mask(data::kFreeColumn);  // tokens on the crosses
  for (int r = 0; r < data::kRows; ++r) {
    // rank 1 is the leftmost token on odd rows (row index 0, 2, ...), the rightmost on even.
    const bool from_left = (r % 2 == 0) == data::kOddRowsFromLeft;
    int rank = 0;
    for (int k = 0; k < data::kCols; ++k) {
      const int col = from_left ? k : data::kCols - 1 - k;
      if (col == data::kFreeColumn) continue;
      if (++rank == dice[r]) {
        covered &= ~bit(square_at(r, col));
        covered |= bit(square_at(r, data::kFreeColumn));  // the lifted token goes to the same row
        break;
      }
    }
  }
  return covered;
}

bg::Expected<State> State::create(const GameOptions& options, const Setup& setup) {
  if (auto why = validate(setup, options); !why.ok()) return why;
  State s;
  s.options_ = options;
  s.covered_ = board_after_throws(setup.dice);  // its sets are in nobody's register
  const int n = options.players;
  for (int p = 0; p < n; ++p) s.players_[p].counters = data::kStartCounters;
  for (int colour = 0; colour < kColours; ++colour) {
    const std::vector<Card>& deck = colour == data::kOrange ? setup.orange : setup.emerald;
    const int per_seat = colour == data::kOrange ? data::kStartOrange : data::kStartEmerald;
    std::size_t next = 0;
    for (int p = 0; p < n; ++p)
      for (int k = 0; k < per_seat; ++k) ++s.players_[p].hand[deck[next++]];
    // the top half stays face down, the rest is turned face up, order kept.
    const std::size_t rest = deck.size() - next;
    const auto down = static_cast<std::size_t>(data::face_down_after_deal(static_cast<int>(rest)));
    auto fill = [&](PileState& pile, std::size_t from, std::size_t count) {
      pile.size = static_cast<std::uint8_t>(count);
      for (std::size_t i = 0; i < count; ++i) pile.cards[count - 1 - i] = deck[from + i];  // top last
    };
    fill(s.piles_[colour][kFaceDown], next, down);
    fill(s.piles_[colour][kFaceUp], next + down, rest - down);
  }
  s.current_ = static_cast<std::uint8_t>(setup.start_player);
  s.phase_ = Phase::kAction;
  return s;
}

}  // namespace arkantis
