#include "ai/arkadia/features.hpp"

#include <algorithm>

#include "ai/arkadia/evaluation.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

constexpr double kCastlePiece = kHandWrittenCastlePiece;

constexpr std::array<std::string_view, kSeatFeatureCount> kNames = {
    "gold",          "seals_at_final",   "seals_at_final_left", "seals_today",       "own_reserve",         "own_reserve_left",
    "neutral",       "neutral_left",     "supply",            "supply_left",         "banners",
    "banners_left",  "worker_seals_1",   "worker_seals_2",    "worker_seals_3",      "worker_seals_4plus",
    "worker_seals_left", "close_now",    "castle_pieces_due", "closed_by_lay_out",   "to_move",
    "best_family_left"};

int open_class(int open) { return std::clamp(open, 1, 4) - 1; }

}  // namespace

std::string_view feature_name(int feature) {
  return feature >= 0 && feature < kSeatFeatureCount ? kNames[static_cast<std::size_t>(feature)] : "?";
}

void write_seat_features(const State& s, FeatureTable& t) {
  const int players = s.num_players();
  const Outlook o = outlook(s);
  const double left = 1.0 - o.progress;
  const int mover = s.current_player();

  // Every feature of a seat is written here, the sums from 0 in the order the loops below add.
  for (int p = 0; p < players; ++p) {
    const PlayerState& pl = s.player(p);
    SeatFeatures& f = t[static_cast<std::size_t>(p)];
    double at_final = 0, today = 0;
    int most = 0;
    for (int fam = 0; fam < kFamilies; ++fam) {
      at_final += pl.seals[fam] * o.final_value[fam];
      today += pl.seals[fam] * s.seal_value(static_cast<Family>(fam));
      most = std::max<int>(most, pl.seals[fam]);
    }
    f[kGold] = pl.gold;
    f[kSealsAtFinalValue] = at_final;
    f[kSealsAtFinalValueLeft] = at_final * left;
    f[kSealsAtTodaysValue] = today;
    f[kOwnReserve] = pl.own_reserve;
    f[kOwnReserveLeft] = pl.own_reserve * left;
    f[kNeutralReserve] = pl.neutral_reserve;
    f[kNeutralReserveLeft] = pl.neutral_reserve * left;
    const int reachable = std::min<int>(pl.own_supply, 2 * pl.banners);
    f[kSupplyReachable] = reachable;
    f[kSupplyReachableLeft] = reachable * left;
    f[kBanners] = pl.banners;
    f[kBannersLeft] = pl.banners * left;
    f[kWorkerSealsOneOpen] = 0;
    f[kWorkerSealsTwoOpen] = 0;
    f[kWorkerSealsThreeOpen] = 0;
    f[kWorkerSealsMoreOpen] = 0;
    f[kWorkerSealsLeft] = 0;
    f[kCloseNow] = 0;
    f[kCastlePiecesDue] = 0;
    f[kClosedByLayOut] = 0;
    f[kToMove] = p == mover ? 1.0 : 0.0;
    f[kBestFamilyLeft] = most * left;
  }

  const Bits occupied = s.occupied();
  const int mover_reserve = s.player(mover).reserve();
  double close_now = 0;
  double closed_by_lay_out = 0;
  for (int b = 0; b < s.building_count(); ++b) {
    const Building& building = s.building(b);
    if (building.enclosed) continue;
    const double seal = o.final_value[family_of(building.card)];
    const double own_seal = building.has_seal ? seal : 0.0;
    const int open = building.ring.minus(occupied).count();
    // Enclosed by a lay-out and not paid yet (the refill comes first): its payout is certain.
    if (open == 0) closed_by_lay_out += own_seal + kCastlePiece;
    else if (open <= mover_reserve) close_now = std::max(close_now, own_seal + kCastlePiece);
    for (int p = 0; p < players; ++p) {
      const int mine = (building.ring & s.workers(p)).count();
      if (mine == 0) continue;
      SeatFeatures& f = t[static_cast<std::size_t>(p)];
      if (open == 0) {
        f[kSealsAtFinalValue] += mine * seal;
        f[kSealsAtFinalValueLeft] += mine * seal * left;
        continue;
      }
      f[kWorkerSealsOneOpen + open_class(open)] += mine * seal;
      f[kWorkerSealsLeft] += mine * seal * left;
    }
  }
  SeatFeatures& m = t[static_cast<std::size_t>(mover)];
  if (s.phase() == Phase::kMust) m[kCloseNow] = close_now;
  if (s.phase() == Phase::kCastle) m[kCastlePiecesDue] = s.pending_castle_pieces();
  if (s.phase() == Phase::kRefill) m[kClosedByLayOut] = closed_by_lay_out;
}

FeatureTable seat_features(const State& s) {
  FeatureTable t{};
  write_seat_features(s, t);
  return t;
}

}  // namespace arkadia_ai
