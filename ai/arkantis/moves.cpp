#include "ai/arkantis/moves.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "ai/arkantis/evaluation.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {

// A face-up top bought for later must beat its price and penalty by this much.
constexpr double kBuyMargin = 0.5;

struct Quick {
  Action action;
  double gain = 0;
};

// Keeps the `limit` best of `all` that pay more than they cost.
void keep_best(std::vector<Quick>& all, int limit, std::vector<Quick>& out) {
  std::stable_sort(all.begin(), all.end(), [](const Quick& a, const Quick& b) { return a.gain > b.gain; });
  for (int i = 0; i < static_cast<int>(all.size()) && i < limit && all[static_cast<std::size_t>(i)].gain > 0; ++i)
    out.push_back(all[static_cast<std::size_t>(i)]);
}

}  // namespace

Action follow_up_action(const State& s) {
  const int p = s.current_player();
  const PlayerState& me = s.player(p);
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& spot = s.open_spot(i);
    if (!spot.claimed && me.hand[spot.shape] > 0) return Action::claim(spot.shape, first_square(spot.spot.squares));
  }
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& spot = s.open_spot(i);
    const int colour = colour_of(spot.shape);
    const PileState& up = s.pile(colour, kFaceUp);
    if (!spot.claimed && up.size > 0 && up.top() == spot.shape && me.counters >= data::kCardPrice[colour])
      return Action::buy(colour, kFaceUp);
  }
  for (int colour = 0; colour < kColours; ++colour) {
    const PileState& up = s.pile(colour, kFaceUp);
    const int price = data::kCardPrice[colour];
    if (up.size == 0 || up.top() == kHiddenCard || me.counters < price) continue;
    const Card card = up.top();
    const double chance = claim_chance(s, card, false, me.counters - price);
    double worth = value_of(card) + data::kPenaltyPerCard;  // the chance of claiming one copy more
    for (int k = 0; k <= me.hand[card]; ++k) worth *= chance;
    if (worth - data::kPenaltyPerCard - price > kBuyMargin) return Action::buy(colour, kFaceUp);
  }
  return Action::end();
}

void finish_turn(State& s) {
  while (s.phase() == Phase::kAfter) s.apply_unchecked(follow_up_action(s));
}

void apply_move(State& s, const Move& m) {
  s.apply_unchecked(m.action);
  finish_turn(s);
}

void play_turn(State& s, const std::vector<Action>& actions) {
  if (s.is_terminal()) return;
  const int seat = s.current_player();
  for (const Action& a : actions) {
    if (s.is_terminal() || s.current_player() != seat || !s.check(a).ok()) break;
    s.apply_unchecked(a);
  }
  if (!s.is_terminal() && s.current_player() == seat && s.phase() == Phase::kAfter) finish_turn(s);
}

void generate_moves(const State& s, const MoveLimits& limits, std::vector<Candidate>& out) {
  out.clear();
  if (s.phase() != Phase::kAction) return;
  const int p = s.current_player();
  const int counters = s.player(p).counters;
  const Bits covered = s.covered();
  const Bits uncovered = ~covered & kAllSquares;

  // Two changes far apart rarely make a spot together: their gains add up. Pairs and moves are
  // computed exactly when their squares are near each other, or when their gains added pay.
  constexpr int kNear = 3;
  auto near = [](int a, int b) {
    return std::abs(row_of(a) - row_of(b)) + std::abs(col_of(a) - col_of(b)) <= kNear;
  };
  std::array<double, data::kSquares> removal{}, addition{};
  std::vector<Quick> quick;
  for (Bits b = covered; b; b &= b - 1) {
    const int sq = first_square(b);
    removal[sq] = immediate_gain(s, covered & ~bit(sq), 0);
    quick.push_back({Action::take(sq), removal[sq]});
  }
  if (counters >= data::kCostRemoveTwo) {
    std::vector<Quick> pairs;
    for (Bits b = covered; b; b &= b - 1)
      for (Bits c = b & (b - 1); c; c &= c - 1) {
        const int s1 = first_square(b), s2 = first_square(c);
        if (!near(s1, s2) && removal[s1] + removal[s2] <= data::kCostRemoveTwo) continue;
        pairs.push_back({Action::take(s1, s2), immediate_gain(s, covered & ~bit(s1) & ~bit(s2), data::kCostRemoveTwo)});
      }
    keep_best(pairs, limits.pairs, quick);
  }
  if (counters >= data::kCostMove) {
    for (Bits c = uncovered; c; c &= c - 1) addition[first_square(c)] = immediate_gain(s, covered | (c & (~c + 1)), 0);
    std::vector<Quick> moves;
    for (Bits b = covered; b; b &= b - 1)
      for (Bits c = uncovered; c; c &= c - 1) {
        const int from = first_square(b), to = first_square(c);
        if (!near(from, to) && removal[from] + addition[to] <= data::kCostMove) continue;
        moves.push_back({Action::move(from, to), immediate_gain(s, (covered & ~bit(from)) | bit(to), data::kCostMove)});
      }
    keep_best(moves, limits.moves, quick);
  }
  if (quick.empty()) {  // no token left: cannot happen while the game goes on
    out.push_back({{Action::pass()}, 0});
    return;
  }
  std::stable_sort(quick.begin(), quick.end(), [](const Quick& a, const Quick& b) { return a.gain > b.gain; });
  const std::size_t full = std::min(quick.size(), static_cast<std::size_t>(std::max(1, limits.full)));
  double lowest = 1e18;
  for (std::size_t i = 0; i < full; ++i) {
    State after = s;
    apply_move(after, {quick[i].action});
    const double score = margin(worths(after), s.num_players(), p);
    out.push_back({{quick[i].action}, score});
    lowest = std::min(lowest, score);
  }
  std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  for (std::size_t i = full; i < quick.size(); ++i) out.push_back({{quick[i].action}, lowest - 1});
}

}  // namespace arkantis_ai
