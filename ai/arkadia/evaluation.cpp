#include "ai/arkadia/evaluation.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cmath>

#include "ai/arkadia/features.hpp"
#include "ai/arkadia/fitted_weights.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

constexpr int kFloorTwo = 2;
constexpr int kPiecesToEnd = 2 * kCastleSquares;  // floors 1 and 2 trigger the end
// A castle piece still to place: the mover's choice, so it can raise one of its families.
constexpr double kCastlePiece = 1.5;

// Chance that a building with `open` vacant neighbours is completed before the game ends.
double completion_chance(int open, double progress) {
  const double per_square = 0.82 - 0.25 * progress;
  return std::pow(per_square, open);
}

}  // namespace

Outlook outlook(const State& s) {
  Outlook o;
  const Castle& c = s.castle();
  o.progress = std::min(1.0, static_cast<double>(c.pieces_placed()) / kPiecesToEnd);
  if (c.second_floor_complete()) {
    for (int f = 0; f < kFamilies; ++f) o.final_value[f] = s.seal_value(static_cast<Family>(f));
    return o;
  }
  int open_squares = 0;
  std::array<double, kFamilies> placed{};
  for (int k = 0; k < kCastleSquares; ++k) {
    if (c.height(k) >= kFloorTwo) {
      const int top = c.visible_seal(k);
      if (top >= 0 && top < kFamilies) placed[top] += 1;
    } else {
      ++open_squares;
    }
  }
  int supply = 0;
  for (int f = 0; f < kFamilies; ++f) supply += c.supply(kFloorTwo, static_cast<Family>(f));
  for (int f = 0; f < kFamilies; ++f) {
    const double share = supply > 0 ? static_cast<double>(c.supply(kFloorTwo, static_cast<Family>(f))) / supply
                                    : 1.0 / kFamilies;
    o.final_value[f] = placed[f] + open_squares * share;
  }
  // Before floor 2 starts, today's values still matter: banners sell at them.
  if (c.current_floor() == 1)
    for (int f = 0; f < kFamilies; ++f)
      o.final_value[f] = 0.65 * o.final_value[f] + 0.35 * s.seal_value(static_cast<Family>(f));
  return o;
}

int pieces_before_end(const State& s) {
  return s.end_triggered() ? 0 : std::max(0, kPiecesToEnd - s.castle().pieces_placed());
}

Worths worths(const State& s) {
  Worths w{};
  const int players = s.num_players();
  if (s.is_terminal()) {
    for (int p = 0; p < players; ++p) w[p] = s.gold(p);
    return w;
  }
  const Outlook o = outlook(s);
  const double left = 1.0 - o.progress;
  // A worker behind the screen becomes, on average, part of a payout later; fewer turns remain
  // to use it as the castle grows. Supply workers come only through banners.
  const double reserve_worker = 0.4 + 1.4 * left;
  const double supply_worker = 0.7 * reserve_worker;
  // A banner is a chance to sell at a good moment; worthless once the game is over.
  const double banner = 1.0 + 1.5 * left;

  for (int p = 0; p < players; ++p) {
    const PlayerState& pl = s.player(p);
    double v = pl.gold;
    for (int f = 0; f < kFamilies; ++f) v += pl.seals[f] * o.final_value[f];
    v += pl.reserve() * reserve_worker;
    v += std::min<int>(pl.own_supply, 2 * pl.banners) * supply_worker;
    v += pl.banners * banner;
    w[p] = v;
  }

  const Bits occupied = s.occupied();
  // pow() is the evaluation's dearest call: each chance is computed once per position, and only
  // for buildings with workers at them (the same values as before, so the same decisions).
  std::array<double, 64> chance{};
  std::uint64_t chance_known = 0;
  for (int b = 0; b < s.building_count(); ++b) {
    const Building& building = s.building(b);
    if (building.enclosed) continue;
    std::array<int, kMaxPlayers> mine{};
    bool anyone = false;
    for (int p = 0; p < players; ++p) anyone |= (mine[static_cast<std::size_t>(p)] = (building.ring & s.workers(p)).count()) > 0;
    if (!anyone) continue;
    const int open = std::min(building.ring.minus(occupied).count(), 63);  // a ring has far fewer squares
    if (!((chance_known >> open) & 1u)) {
      chance[static_cast<std::size_t>(open)] = completion_chance(open, o.progress);
      chance_known |= std::uint64_t{1} << open;
    }
    const double seal = o.final_value[family_of(building.card)] * chance[static_cast<std::size_t>(open)];
    for (int p = 0; p < players; ++p)
      if (const int m = mine[static_cast<std::size_t>(p)]) w[p] += m * seal;
  }
  // Castle pieces still to place are the mover's choice: each can raise one of its families.
  if (s.phase() == Phase::kCastle) w[s.current_player()] += kCastlePiece * s.pending_castle_pieces();
  // After a lay-out the refill comes before completions (rules §5): a building enclosed by it is
  // already paid out above (no vacant neighbour left); its seal and castle piece go to the mover.
  if (s.phase() == Phase::kRefill)
    for (int b = 0; b < s.building_count(); ++b) {
      const Building& building = s.building(b);
      if (building.enclosed || building.ring.minus(occupied).any()) continue;
      w[s.current_player()] += (building.has_seal ? o.final_value[family_of(building.card)] : 0.0) + kCastlePiece;
    }
  return w;
}

Evaluation Evaluation::fitted() { return {&kFittedWeights}; }

namespace {

// Each seat's features times the weights, summed feature by feature. The seats' sums are made
// side by side, each in the same order as one at a time (so the same values), which lets the
// processor overlap them: a sum alone waits on every addition before the next.
template <int kPlayers>
Worths weighted_sums(const FeatureTable& features, const SeatFeatures& weights) {
  Worths w{};
  for (std::size_t f = 0; f < kSeatFeatureCount; ++f)
    for (std::size_t p = 0; p < kPlayers; ++p) w[p] += weights[f] * features[p][f];
  return w;
}

}  // namespace

Worths worths(const State& s, Evaluation evaluation) {
  if (!evaluation.weights || s.is_terminal()) return worths(s);  // at the end, both are the gold
  const int players = s.num_players();
  FeatureTable features;  // only the seats' rows are written and read
  write_seat_features(s, features);
  const SeatFeatures& weights = (*evaluation.weights)[static_cast<std::size_t>(players - 2)];
  switch (players) {
    case 2: return weighted_sums<2>(features, weights);
    case 3: return weighted_sums<3>(features, weights);
    default: return weighted_sums<4>(features, weights);
  }
}

double margin(const Worths& w, int players, int seat) {
  double best_other = -1e18;
  for (int p = 0; p < players; ++p)
    if (p != seat) best_other = std::max(best_other, w[p]);
  return w[seat] - best_other;
}

double reward(const Worths& w, int players, int seat, double scale) {
  return squash(margin(w, players, seat), scale);
}

double squash(double margin, double scale) { return 1.0 / (1.0 + std::exp(-margin / scale)); }

}  // namespace arkadia_ai
