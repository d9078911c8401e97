#include "arkantis/invariants.hpp"

#include <algorithm>

#include "arkantis/refusals.hpp"
#include "arkantis/shapes.hpp"

namespace arkantis {

using namespace refusal;

namespace {

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

// A spot of the register or a claim: 2..5 connected squares of one colour.
bool is_spot_key(std::uint64_t key) {
  const Bits squares = key & ~(std::uint64_t{1} << 63);
  return (squares & ~kAllSquares) == 0 && count(squares) >= data::kMinSpot && count(squares) <= data::kMaxSpot &&
         connected(squares);
}

}  // namespace


bg::Status check_invariants(const State& s, int viewer) {
  const int n = s.num_players();
  if (n < kMinPlayers || n > kMaxPlayers) return fail(kInvPlayers);
  if (viewer >= n && viewer != kPublicViewer) return fail(kInvViewer);
  if ((s.covered() & ~kAllSquares) != 0) return fail(kInvTokenOffBoard);
  if (count(s.covered()) > data::kTokens) return fail(kInvTooManyTokens);

  // The register: sorted spots of 2..5 circles.
  const auto& reg = s.register_keys();
  for (std::size_t i = 0; i < reg.size(); ++i) {
    if (!is_spot_key(reg[i])) return fail(kInvRegisterNotSpot);
    if (i > 0 && reg[i - 1] >= reg[i]) return fail(kInvRegisterOrder);
  }

  // Cards: every copy somewhere, a hidden one only where the viewer cannot see.
  std::array<int, kCardTypes> seen{};
  std::array<int, kColours> unknown{};
  for (int p = 0; p < kMaxPlayers; ++p) {
    const PlayerState& pl = s.player(p);
    if (p >= n) {
      if (!(pl == PlayerState{})) return fail(kInvEmptySeat);
      continue;
    }
    const auto who = [p] { return std::vector<bg::Arg>{{"seat", p}}; };
    if (pl.counters < 0) return fail(kInvNegativeCounters, who());
    for (int c = 0; c < kCardTypes; ++c) {
      if (pl.shown[c] > pl.hand[c]) return fail(kInvShownNotHeld, who());
      seen[c] += pl.hand[c];
    }
    if ((pl.hidden[0] || pl.hidden[1]) && (viewer < 0 || viewer == p)) return fail(kInvHiddenUnknown, who());
    if (viewer >= 0 && viewer != p && pl.hand != pl.shown) return fail(kInvShownUnseen, who());
    for (int colour = 0; colour < kColours; ++colour) unknown[colour] += pl.hidden[colour];
    for (const Claim& c : pl.claimed) {
      if (c.card >= kCardTypes) return fail(kInvClaimUnknownCard, who());
      ++seen[c.card];
      if (count(c.spot.squares) < data::kMinClaimedSpot || !is_spot_key(State::register_key(c.spot)) || shape_of(c.spot.squares) != c.card)
        return fail(kInvClaimWrongSpot, who());
      if (!s.is_known(c.spot)) return fail(kInvClaimUnregistered, who());
    }
    if (pl.passed && s.current_player() == p) return fail(kInvPassedToPlay, who());
  }
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile = 0; pile < kPiles; ++pile) {
      const PileState& ps = s.pile(colour, pile);
      if (ps.size > kPileCapacity) return fail(kInvPileOverfull);
      for (int i = 0; i < kPileCapacity; ++i) {
        const Card c = ps.cards[i];
        if (i >= ps.size) {
          if (c != 0) return fail(kInvPileBelowBottom);
          continue;
        }
        const bool visible_to_all = pile == kFaceUp && i == ps.size - 1;
        if (c == kHiddenCard) {
          if (viewer < 0 || visible_to_all) return fail(kInvPileUnknownCard);
          ++unknown[colour];
          continue;
        }
        if (c >= kCardTypes || colour_of(c) != colour) return fail(kInvPileWrongColour);
        if (viewer >= 0 && !visible_to_all) return fail(kInvViewSeesHidden);
        ++seen[c];
      }
    }
  std::array<int, kColours> total{};
  for (int c = 0; c < kCardTypes; ++c) {
    if (seen[c] > copies_of(static_cast<Card>(c)))
      return fail(kInvTooManyCopies, {{"card", std::string(card_id(static_cast<Card>(c)))}});
    total[colour_of(static_cast<Card>(c))] += seen[c];
  }
  for (int colour = 0; colour < kColours; ++colour)
    if (total[colour] + unknown[colour] != data::kDeckSize[colour])
      return fail(kInvColourTotal, {colour_arg("colour", colour), {"n", data::kDeckSize[colour]}});

  // The turn.
  if (s.is_terminal()) {
    bool all_passed = true;
    for (int p = 0; p < n; ++p) all_passed &= s.player(p).passed;
    if (s.covered() != 0 && !all_passed) return fail(kInvOverWithTokens);
  } else {
    if (s.current_player() < 0 || s.current_player() >= n) return fail(kInvMoverNotSeat);
    if (s.phase() == Phase::kAction && s.covered() == 0) return fail(kInvTurnOnEmptyBoard);
  }
  if (s.phase() != Phase::kAfter && s.open_spot_count() != 0) return fail(kInvOpenOutsidePhase);
  if (s.open_spot_count() > kMaxModified) return fail(kInvTooManyOpen);
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& o = s.open_spot(i);
    const int size = count(o.spot.squares);
    if (size < data::kMinClaimedSpot || size > data::kMaxSpot || !is_spot_key(State::register_key(o.spot)))
      return fail(kInvOpenSize);
    if (flood_fill(o.spot.squares & (~o.spot.squares + 1), squares_of(o.spot.colour, s.covered())) != o.spot.squares)
      return fail(kInvOpenNotSet);
    if (shape_of(o.spot.squares) != o.shape) return fail(kInvOpenShape);
    if (!s.is_known(o.spot)) return fail(kInvOpenUnregistered);
    if (i > 0 && first_square(s.open_spot(i - 1).spot.squares) >= first_square(o.spot.squares))
      return fail(kInvOpenOrder);
    if (o.claimed) {
      const auto& mine = s.player(s.current_player()).claimed;
      if (std::none_of(mine.begin(), mine.end(), [&](const Claim& c) { return c.spot == o.spot; }))
        return fail(kInvOpenUnclaimed);
    }
  }
  for (int i = s.open_spot_count(); i < kMaxModified; ++i)
    if (!(s.open_spot(i) == OpenSpot{})) return fail(kInvClosedRecorded);
  return {};
}

std::string invariant_violations(const State& s) {
  const bg::Status st = check_invariants(s);
  return st.ok() ? std::string() : st.reason();
}

}  // namespace arkantis
