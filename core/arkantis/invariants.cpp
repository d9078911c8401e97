#include "arkantis/invariants.hpp"

#include <algorithm>

#include "arkantis/shapes.hpp"

namespace arkantis {

namespace {

bg::Status fail(std::string reason) { return bg::Status::error(std::move(reason)); }

// A spot of the register or a claim: 2..5 connected squares of one colour.
bool is_spot_key(std::uint64_t key) {
  const Bits squares = key & ~(std::uint64_t{1} << 63);
  return (squares & ~kAllSquares) == 0 && count(squares) >= data::kMinSpot && count(squares) <= data::kMaxSpot &&
         connected(squares);
}

}  // namespace


bg::Status check_invariants(const State& s, int viewer) {
  const int n = s.num_players();
  if (n < kMinPlayers || n > kMaxPlayers) return fail("the number of players must be 2 to 4");
  if (viewer >= n) return fail("the viewer is not a seat");
  if ((s.covered() & ~kAllSquares) != 0) return fail("a token lies off the board");
  if (count(s.covered()) > data::kTokens) return fail("more tokens than the box holds");

  // The register: sorted spots of 2..5 circles.
  const auto& reg = s.register_keys();
  for (std::size_t i = 0; i < reg.size(); ++i) {
    if (!is_spot_key(reg[i])) return fail("the register holds a set that is not a spot");
    if (i > 0 && reg[i - 1] >= reg[i]) return fail("the register is not sorted or holds a spot twice");
  }

  // Cards: every copy somewhere, a hidden one only where the viewer cannot see.
  std::array<int, kCardTypes> seen{};
  std::array<int, kColours> unknown{};
  for (int p = 0; p < kMaxPlayers; ++p) {
    const PlayerState& pl = s.player(p);
    if (p >= n) {
      if (!(pl == PlayerState{})) return fail("an empty seat holds something");
      continue;
    }
    const std::string who = "seat " + std::to_string(p);
    if (pl.counters < 0) return fail(who + " has fewer than 0 counters");
    for (int c = 0; c < kCardTypes; ++c) {
      if (pl.shown[c] > pl.hand[c]) return fail(who + " shows a card it does not hold");
      seen[c] += pl.hand[c];
    }
    if ((pl.hidden[0] || pl.hidden[1]) && (viewer < 0 || viewer == p)) return fail(who + " holds cards nobody knows");
    if (viewer >= 0 && viewer != p && pl.hand != pl.shown) return fail(who + " shows cards the viewer never saw");
    for (int colour = 0; colour < kColours; ++colour) unknown[colour] += pl.hidden[colour];
    for (const Claim& c : pl.claimed) {
      if (c.card >= kCardTypes) return fail(who + " claimed an unknown card");
      ++seen[c.card];
      if (count(c.spot.squares) < 4 || !is_spot_key(State::register_key(c.spot)) || shape_of(c.spot.squares) != c.card)
        return fail(who + " claimed a spot its card does not accept");
      if (!s.is_known(c.spot)) return fail(who + " claimed a spot the register does not hold");
    }
    if (pl.passed && s.current_player() == p) return fail(who + " has passed but is to play");
  }
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile = 0; pile < kPiles; ++pile) {
      const PileState& ps = s.pile(colour, pile);
      if (ps.size > kPileCapacity) return fail("a pile holds more cards than its colour");
      for (int i = 0; i < kPileCapacity; ++i) {
        const Card c = ps.cards[i];
        if (i >= ps.size) {
          if (c != 0) return fail("a pile keeps a card below its bottom");
          continue;
        }
        const bool visible_to_all = pile == kFaceUp && i == ps.size - 1;
        if (c == kHiddenCard) {
          if (viewer < 0 || visible_to_all) return fail("a pile holds a card nobody knows");
          ++unknown[colour];
          continue;
        }
        if (c >= kCardTypes || colour_of(c) != colour) return fail("a pile holds a card of another colour");
        if (viewer >= 0 && !visible_to_all) return fail("a view shows a card its seat cannot see");
        ++seen[c];
      }
    }
  std::array<int, kColours> total{};
  for (int c = 0; c < kCardTypes; ++c) {
    if (seen[c] > copies_of(static_cast<Card>(c)))
      return fail("more " + std::string(card_id(static_cast<Card>(c))) + " cards than the box holds");
    total[colour_of(static_cast<Card>(c))] += seen[c];
  }
  for (int colour = 0; colour < kColours; ++colour)
    if (total[colour] + unknown[colour] != data::kDeckSize[colour])
      return fail("the " + std::string(colour_name(colour)) + " cards do not add up to " +
                  std::to_string(data::kDeckSize[colour]));

  // The turn.
  if (s.is_terminal()) {
    bool all_passed = true;
    for (int p = 0; p < n; ++p) all_passed &= s.player(p).passed;
    if (s.covered() != 0 && !all_passed) return fail("the game is over with tokens left and a player still in");
  } else {
    if (s.current_player() < 0 || s.current_player() >= n) return fail("the player to move is not a seat");
    if (s.phase() == Phase::kAction && s.covered() == 0) return fail("a turn starts on an empty board");
  }
  if (s.phase() != Phase::kAfter && s.open_spot_count() != 0) return fail("open spots outside phase 2");
  if (s.open_spot_count() > kMaxModified) return fail("too many open spots");
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& o = s.open_spot(i);
    const int size = count(o.spot.squares);
    if (size < 4 || size > data::kMaxSpot || !is_spot_key(State::register_key(o.spot)))
      return fail("an open spot is not a spot of 4 or 5 circles");
    if (flood_fill(o.spot.squares & (~o.spot.squares + 1), squares_of(o.spot.colour, s.covered())) != o.spot.squares)
      return fail("an open spot is not a set of the board");
    if (shape_of(o.spot.squares) != o.shape) return fail("an open spot has the wrong shape");
    if (!s.is_known(o.spot)) return fail("an open spot is not in the register");
    if (i > 0 && first_square(s.open_spot(i - 1).spot.squares) >= first_square(o.spot.squares))
      return fail("open spots are not in reading order");
    if (o.claimed) {
      const auto& mine = s.player(s.current_player()).claimed;
      if (std::none_of(mine.begin(), mine.end(), [&](const Claim& c) { return c.spot == o.spot; }))
        return fail("an open spot is claimed by nobody");
    }
  }
  for (int i = s.open_spot_count(); i < kMaxModified; ++i)
    if (!(s.open_spot(i) == OpenSpot{})) return fail("a closed spot is still recorded");
  return {};
}

std::string invariant_violations(const State& s) {
  const bg::Status st = check_invariants(s);
  return st.ok() ? std::string() : st.reason();
}

}  // namespace arkantis
