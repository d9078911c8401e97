#include "arkadia/invariants.hpp"

#include <algorithm>
#include <sstream>

#include "arkadia/rules_data.hpp"

namespace arkadia {

std::string invariant_violations(const State& s) {
  std::ostringstream why;
  const int n = s.num_players();
  // Workers: each colour's 11 are behind the screen, in the pool or on the board.
  int neutral = s.neutral_pool() + s.neutral_workers().count();
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.player(p);
    const int own = pl.own_reserve + pl.own_supply + s.workers(p).count();
    if (own != data::kOwnWorkersPerColour) why << "own workers of seat " << p << " sum to " << own << "; ";
    neutral += pl.neutral_reserve;
    if (pl.banners > data::kBanners) why << "banners out of range; ";
    if (pl.own_supply != data::kOwnWorkersPerColour - data::kStartingWorkers - data::kWorkersPerBanner * (data::kBanners - pl.banners))
      why << "seat " << p << "'s pool does not match its banners; ";
  }
  if (neutral != data::kNeutralWorkers) why << "neutral workers sum to " << neutral << "; ";
  // Castle pieces: 28 placed or in supply.
  const Castle& c = s.castle();
  if (c.pieces_placed() + c.pieces_in_supply() != 28) why << "castle pieces sum to " << c.pieces_placed() + c.pieces_in_supply() << "; ";
  // Seal values sum to the number of castle squares showing a seal.
  int showing = 0, values = 0;
  for (int k = 0; k < kCastleSquares; ++k) showing += c.visible_seal(k) != data::kBlank;
  for (int f = 0; f < kFamilies; ++f) values += c.seal_value(static_cast<Family>(f));
  if (showing != values) why << "seal values sum to " << values << " but " << showing << " squares show a seal; ";
  // Cards: 40 in hands, display, deck, or on the board (laid or preset).
  int cards = s.deck_size() + s.building_count();
  for (auto d : s.display()) cards += d != kNoCard;
  for (int p = 0; p < n; ++p) cards += s.player(p).hand_size();
  if (cards != kTotalCards) why << "cards sum to " << cards << "; ";
  // Known cards are in the hand.
  for (int p = 0; p < n; ++p) {
    auto hand = s.player(p).hand;
    for (auto k : s.player(p).known) {
      if (k == kNoCard) continue;
      auto it = std::find(hand.begin(), hand.end(), k);
      if (it == hand.end()) why << "seat " << p << " is known to hold a card it does not hold; ";
      else *it = kNoCard;
    }
  }
  // The board: nothing overlaps.
  Bits seen = s.lot();
  for (int i = 0; i < s.building_count(); ++i) {
    if (s.building(i).cells.intersects(seen)) why << "building " << i << " overlaps; ";
    seen |= s.building(i).cells;
  }
  Bits workers = s.neutral_workers();
  for (int p = 0; p < n; ++p) {
    if (s.workers(p).intersects(workers)) why << "two workers share a square; ";
    workers |= s.workers(p);
  }
  if (workers.intersects(seen)) why << "a worker stands on a building or the lot; ";
  // Enclosed buildings are exactly the ones with no vacant neighbour (completion waits for the
  // end of a worker placement, and after a lay-out for the refill, rules §5).
  const Bits occ = s.occupied();
  const bool completion_pending = s.phase() == Phase::kPlaceWorkers || s.phase() == Phase::kRefill;
  for (int i = 0; i < s.building_count() && !completion_pending; ++i)
    if (s.building(i).enclosed != s.building(i).ring.minus(occ).none()) why << "building " << i << " enclosure flag is stale; ";
  if (s.is_terminal()) {
    for (int p = 0; p < n; ++p)
      if (s.player(p).total_seals() != 0) why << "seals left after the final sale; ";
  }
  return why.str();
}

}  // namespace arkadia
