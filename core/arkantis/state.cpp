// The rules of a turn (docs/rules/arkantis.md §5, §7).
#include "arkantis/state.hpp"

#include <algorithm>
#include <bit>

#include "arkantis/notation.hpp"
#include "arkantis/refusals.hpp"
#include "arkantis/shapes.hpp"
#include "bg/bits.hpp"
#include "bg/hasher.hpp"

namespace arkantis {

using namespace refusal;

namespace {

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

// The costs of the actions are written "N counters" (kTakeTwoCost, kMoveCost).
static_assert(data::kCostRemoveTwo != 1 && data::kCostMove != 1);

bool valid_square(int s) { return s >= 0 && s < data::kSquares; }

// The k-th square (from 0, reading order) of `b`.
int nth_square(Bits b, int k) {
  for (; k > 0; --k) b &= b - 1;
  return first_square(b);
}

}  // namespace

int PlayerState::hand_size() const {
  int n = hidden[0] + hidden[1];
  for (auto c : hand) n += c;
  return n;
}

int PlayerState::cards_of(data::Colour colour) const {
  int n = hidden[static_cast<std::size_t>(colour)];
  for (int c = 0; c < kCardTypes; ++c)
    if (colour_of(static_cast<Card>(c)) == colour) n += hand[static_cast<std::size_t>(c)];
  return n;
}

int PlayerState::claimed_value() const {
  int v = 0;
  for (const Claim& c : claimed) v += value_of(c.card);
  return v;
}

bool State::is_known(const BoardSet& set) const {
  return std::binary_search(register_.begin(), register_.end(), register_key(set));
}

// ---- Legality -------------------------------------------------------------------------------------

void State::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ == Phase::kOver) return;
  const PlayerState& me = players_[current_];
  // Sized once and written in place: the removals of two and the moves are often over a
  // thousand actions, and a push_back each was half of a random game's time.
  const std::size_t covered = static_cast<std::size_t>(std::popcount(covered_));
  const Bits uncovered = ~covered_ & kAllSquares;
  std::size_t most = 1 + kColours * kPiles + static_cast<std::size_t>(open_count_);
  if (phase_ == Phase::kAction) {
    most += covered;
    if (me.counters >= data::kCostRemoveTwo) most += covered * (covered - 1) / 2;
    if (me.counters >= data::kCostMove) most += covered * static_cast<std::size_t>(std::popcount(uncovered));
  }
  out.resize(most);
  Action* at = out.data();
  if (phase_ == Phase::kAction) {
    for (Bits b = covered_; b; b &= b - 1) *at++ = Action::take(first_square(b));
    if (me.counters >= data::kCostRemoveTwo)
      for (Bits b = covered_; b; b &= b - 1)
        for (Bits c = b & (b - 1); c; c &= c - 1) *at++ = Action::take(first_square(b), first_square(c));
    if (me.counters >= data::kCostMove)
      for (Bits b = covered_; b; b &= b - 1)
        for (Bits c = uncovered; c; c &= c - 1) *at++ = Action::move(first_square(b), first_square(c));
  } else {
    for (int i = 0; i < open_count_; ++i)
      if (!open_[i].claimed && me.hand[open_[i].shape] > 0)
        *at++ = Action::claim(open_[i].shape, first_square(open_[i].spot.squares));
  }
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile : {kFaceUp, kFaceDown})
      if (piles_[colour][pile].size > 0 && me.counters >= data::kCardPrice[colour]) *at++ = Action::buy(colour, pile);
  *at++ = phase_ == Phase::kAction ? Action::pass() : Action::end();
  out.resize(static_cast<std::size_t>(at - out.data()));
}

namespace {

// The k-th square of `b`, in reading order (bit order).
int nth_square(Bits b, std::uint32_t k) { return bg::nth_set_bit(b, k); }

}  // namespace

Action State::random_legal_action(bg::Rng& rng, std::vector<Action>& scratch) const {
  if (phase_ != Phase::kAction) {
    legal_actions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
  }
  // legal_actions' order, counted: the removals of one, of two (pairs in reading order), the
  // moves (each covered square to each uncovered one), the purchases, the pass.
  const PlayerState& me = players_[current_];
  const Bits uncovered = ~covered_ & kAllSquares;
  const auto covered = static_cast<std::uint32_t>(std::popcount(covered_));
  const auto open_squares = static_cast<std::uint32_t>(std::popcount(uncovered));
  const std::uint32_t pairs = me.counters >= data::kCostRemoveTwo ? covered * (covered - 1) / 2 : 0;
  const std::uint32_t moves = me.counters >= data::kCostMove ? covered * open_squares : 0;
  std::array<Action, kColours * kPiles + 1> rest;
  std::uint32_t others = 0;
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile : {kFaceUp, kFaceDown})
      if (piles_[colour][pile].size > 0 && me.counters >= data::kCardPrice[colour]) rest[others++] = Action::buy(colour, pile);
  rest[others++] = Action::pass();
  std::uint32_t k = rng.below(covered + pairs + moves + others);
  if (k < covered) return Action::take(nth_square(covered_, k));
  k -= covered;
  if (k < pairs) {
    // The pairs that start at the i-th covered square: the covered squares after it.
    for (Bits b = covered_;; b &= b - 1) {
      const auto after = static_cast<std::uint32_t>(std::popcount(b)) - 1;
      if (k < after) return Action::take(first_square(b), nth_square(b & (b - 1), k));
      k -= after;
    }
  }
  k -= pairs;
  if (k < moves) return Action::move(nth_square(covered_, k / open_squares), nth_square(uncovered, k % open_squares));
  return rest[k - moves];
}

bg::Status State::check_buy(const Action& a) const {
  if (a.colour >= kColours || a.pile >= kPiles) return fail(kNotAnAction);
  if (piles_[a.colour][a.pile].size == 0)
    return fail(kPileEmpty, {colour_arg("colour", a.colour), pile_arg("pile", a.pile)});
  const int price = data::kCardPrice[a.colour];
  if (players_[current_].counters < price)
    return fail(price == 1 ? kCardCostOne : kCardCost,
                {colour_arg("colour", a.colour), {"price", price}, {"counters", players_[current_].counters}});
  return {};
}

bg::Status State::check_claim(const Action& a) const {
  if (a.card >= kCardTypes || !valid_square(a.square)) return fail(kNotAnAction);
  const OpenSpot* spot = nullptr;
  for (int i = 0; i < open_count_; ++i)
    if (open_[i].spot.squares & bit(a.square)) spot = &open_[i];
  if (!spot) return fail(kNoOpenSpot, {{"square", square_name(a.square)}});
  const int first = first_square(spot->spot.squares);
  if (first != a.square) return fail(kWriteCanonical, {{"action", to_text(Action::claim(a.card, first))}});
  if (spot->claimed) return fail(kSpotClaimed, {{"square", square_name(first)}});
  if (spot->shape != a.card)
    return fail(kSpotShape, {{"square", square_name(first)},
                             {"card", std::string(card_id(spot->shape))},
                             card_name_arg("name", spot->shape)});
  if (players_[current_].hand[a.card] == 0) return fail(kCardNotHeld, {{"card", std::string(card_id(a.card))}});
  return {};
}

bg::Status State::check(const Action& a) const {
  if (phase_ == Phase::kOver) return fail(kGameOver);
  const PlayerState& me = players_[current_];
  const bool acting = phase_ == Phase::kAction;
  switch (a.kind) {
    case ActionKind::kTakeOne:
    case ActionKind::kTakeTwo:
    case ActionKind::kMove:
    case ActionKind::kPass:
      if (!acting) return fail(kAlreadyActed);
      break;
    case ActionKind::kClaim:
      if (acting) return fail(kClaimAfterAction);
      return check_claim(a);
    case ActionKind::kEnd:
      if (acting) return fail(kActionFirst);
      return {};
    case ActionKind::kBuy:
      return check_buy(a);
    default:
      return fail(kNotAnAction);
  }
  if (a.kind == ActionKind::kPass) return {};
  if (!valid_square(a.square) || (a.kind != ActionKind::kTakeOne && !valid_square(a.second)))
    return fail(kNotAnAction);
  if (a.kind == ActionKind::kTakeTwo) {
    if (a.square == a.second) return fail(kSameSquare);
    if (a.square > a.second) return fail(kWriteCanonical, {{"action", to_text(Action::take(a.second, a.square))}});
    if (me.counters < data::kCostRemoveTwo)
      return fail(kTakeTwoCost, {{"cost", data::kCostRemoveTwo}, {"counters", me.counters}});
  }
  if (a.kind == ActionKind::kMove && me.counters < data::kCostMove)
    return fail(kMoveCost, {{"cost", data::kCostMove}, {"counters", me.counters}});
  if (!(covered_ & bit(a.square))) return fail(kUncovered, {{"square", square_name(a.square)}});
  if (a.kind == ActionKind::kTakeTwo && !(covered_ & bit(a.second)))
    return fail(kUncovered, {{"square", square_name(a.second)}});
  if (a.kind == ActionKind::kMove && (covered_ & bit(a.second)))
    return fail(kCovered, {{"square", square_name(a.second)}});
  return {};
}

bg::Status State::apply(const Action& a) {
  if (auto why = check(a); !why.ok()) return why;
  apply_unchecked(a);
  return {};
}

// ---- Effects ---------------------------------------------------------------------------------------

void State::apply_unchecked(const Action& a) {
  PlayerState& me = players_[current_];
  const Bits before = covered_;
  switch (a.kind) {
    case ActionKind::kTakeOne:
      covered_ &= ~bit(a.square);
      return resolve(before);
    case ActionKind::kTakeTwo:
      me.counters -= data::kCostRemoveTwo;  // paid before the action
      covered_ &= ~(bit(a.square) | bit(a.second));
      return resolve(before);  // evaluated once, after both removals
    case ActionKind::kMove:
      me.counters -= data::kCostMove;
      covered_ = (covered_ & ~bit(a.square)) | bit(a.second);
      return resolve(before);
    case ActionKind::kPass:
      me.passed = true;  // final; the turn ends at once
      return end_turn();
    case ActionKind::kBuy: {
      me.counters -= data::kCardPrice[a.colour];
      PileState& pile = piles_[a.colour][a.pile];
      const Card c = pile.top();
      pile.cards[--pile.size] = 0;
      ++me.hand[c];
      if (a.pile == kFaceUp) ++me.shown[c];  // seen by everybody
      return;
    }
    case ActionKind::kClaim:
      for (int i = 0; i < open_count_; ++i)
        if (first_square(open_[i].spot.squares) == a.square) {
          open_[i].claimed = true;
          me.claimed.push_back({a.card, open_[i].spot});
        }
      --me.hand[a.card];
      if (me.shown[a.card] > 0) --me.shown[a.card];  // the copy everybody saw is the one laid
      return;
    case ActionKind::kEnd:
      return end_turn();
  }
}

// §5 resolution: the modified sets in reading order; 2-3 circles pay at
// once, 4-5 become open spots; every new spot enters the register, a known one brings nothing.
void State::resolve(Bits before) {
  PlayerState& me = players_[current_];
  const ModifiedSets modified = modified_sets(before, covered_);
  for (int i = 0; i < modified.size; ++i) {
    const BoardSet& set = modified.sets[i];
    const int n = count(set.squares);
    if (n < data::kMinSpot || n > data::kMaxSpot) continue;
    const std::uint64_t key = register_key(set);
    const auto at = std::lower_bound(register_.begin(), register_.end(), key);
    if (at != register_.end() && *at == key) continue;  // a known vestige
    register_.insert(at, key);
    if (n <= data::kMaxSmallSpot) {
      me.counters += data::kSmallPayout[n];
    } else {
      open_[open_count_++] = {set, static_cast<Card>(shape_of(set.squares)), false};
    }
  }
  phase_ = Phase::kAfter;
}

void State::end_turn() {
  for (int i = 0; i < open_count_; ++i) open_[i] = {};  // open spots close with the turn
  open_count_ = 0;
  ++turn_;
  const int n = num_players();
  int next = -1;
  for (int k = 1; k <= n && next < 0; ++k)
    if (!players_[(current_ + k) % n].passed) next = (current_ + k) % n;
  if (covered_ == 0 || next < 0) {
    phase_ = Phase::kOver;
    return;
  }
  current_ = static_cast<std::uint8_t>(next);
  phase_ = Phase::kAction;
}

// ---- Random play -----------------------------------------------------------------------------------

Action State::random_action(bg::Rng& rng) const {
  const PlayerState& me = players_[current_];
  std::array<Action, kMaxModified + 5> small{};
  int n_small = 0;
  if (phase_ == Phase::kAfter)
    for (int i = 0; i < open_count_; ++i)
      if (!open_[i].claimed && me.hand[open_[i].shape] > 0)
        small[n_small++] = Action::claim(open_[i].shape, first_square(open_[i].spot.squares));
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile : {kFaceUp, kFaceDown})
      if (piles_[colour][pile].size > 0 && me.counters >= data::kCardPrice[colour]) small[n_small++] = Action::buy(colour, pile);
  small[n_small++] = phase_ == Phase::kAction ? Action::pass() : Action::end();
  if (phase_ == Phase::kAfter) return small[rng.below(static_cast<std::uint32_t>(n_small))];

  const int c = count(covered_), u = data::kSquares - c;
  const std::uint32_t ones = static_cast<std::uint32_t>(c);
  const std::uint32_t pairs = me.counters >= data::kCostRemoveTwo ? ones * (ones - 1) / 2 : 0;
  const std::uint32_t moves = me.counters >= data::kCostMove ? ones * static_cast<std::uint32_t>(u) : 0;
  std::uint32_t k = rng.below(ones + pairs + moves + static_cast<std::uint32_t>(n_small));
  if (k < ones) return Action::take(nth_square(covered_, static_cast<int>(k)));
  k -= ones;
  if (k < pairs) {
    const int i = static_cast<int>(rng.below(ones));
    int j = static_cast<int>(rng.below(ones - 1));
    if (j >= i) ++j;
    return Action::take(nth_square(covered_, i), nth_square(covered_, j));
  }
  k -= pairs;
  if (k < moves)
    return Action::move(nth_square(covered_, static_cast<int>(k / static_cast<std::uint32_t>(u))),
                        nth_square(~covered_ & kAllSquares, static_cast<int>(k % static_cast<std::uint32_t>(u))));
  return small[k - moves];
}

// ---- Score -----------------------------------------------------------------------------------------

int State::score(int seat) const {
  const PlayerState& p = players_[seat];
  return p.claimed_value() + p.counters - data::kPenaltyPerCard * p.hand_size();
}

std::vector<int> State::winners() const {
  std::vector<int> out;
  if (!is_terminal()) return out;
  int best = score(0);
  for (int p = 1; p < num_players(); ++p) best = std::max(best, score(p));
  for (int p = 0; p < num_players(); ++p)
    if (score(p) == best) out.push_back(p);  // ties are shared
  return out;
}

std::uint64_t State::hash() const {
  bg::Hasher h;
  h.add(static_cast<std::uint64_t>(options_.players));
  h.add(covered_);
  h.add(register_.size());
  for (auto k : register_) h.add(k);
  for (int p = 0; p < num_players(); ++p) {
    const PlayerState& pl = players_[p];
    h.add(static_cast<std::uint64_t>(pl.counters));
    for (int c = 0; c < kCardTypes; ++c) h.add(pl.hand[c] | (pl.shown[c] << 8));
    h.add(pl.hidden[0] | (pl.hidden[1] << 8) | (pl.passed ? 1u << 16 : 0u));
    h.add(pl.claimed.size());
    for (const Claim& c : pl.claimed) h.add(register_key(c.spot) ^ (std::uint64_t{c.card} << 50));
  }
  for (const auto& colour : piles_)
    for (const PileState& pile : colour) {
      h.add(pile.size);
      for (int i = 0; i < pile.size; ++i) h.add(pile.cards[i]);
    }
  h.add(open_count_);
  for (int i = 0; i < open_count_; ++i) h.add(register_key(open_[i].spot) ^ (open_[i].claimed ? 1ull << 49 : 0));
  h.add(current_ | (static_cast<std::uint64_t>(phase_) << 8));
  return h.value();
}

}  // namespace arkantis
