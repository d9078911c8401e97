#include "arkadia/invariants.hpp"
#include "arkadia/refusals.hpp"

#include <algorithm>
#include <sstream>

#include "arkadia/rules_data.hpp"

namespace arkadia {

namespace {

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

// A family named by its letter, which the page translates ("arkadia.family.letter.0").
bg::Arg family_letter_arg(int family) {
  return bg::Arg("family", std::string(1, family_letter(family)), "arkadia.family.letter." + std::to_string(family));
}

constexpr int kTotalCastlePieces = [] {
  int n = 0;
  for (int floor = 0; floor < data::kFloors; ++floor) n += data::kPiecesPerFamily[floor] * kFamilies;
  return n;
}();

}  // namespace

// Private access to State and Castle (both name it a friend): the bookkeeping of a turn in
// progress has no public accessor.
struct Invariants {
  static bg::Status workers(const State& s);
  static bg::Status buildings(const State& s);
  static bg::Status cards(const State& s, int viewer);
  static bg::Status castle(const State& s);
  static bg::Status turn(const State& s);
  static bg::Status extra(const State& s);
};

bg::Status Invariants::workers(const State& s_) {
  // Workers stand on vacant squares (the buildings were checked against them as they were read).
  if (s_.worker_cells_.intersects(s_.lot_)) return fail(refusal::kLawWorkerOnLot);
  int neutral = s_.neutral_pool_ + s_.neutral_workers_.count();
  for (int p = 0; p < s_.num_players(); ++p) {
    const PlayerState& pl = s_.players_[p];
    const int own = pl.own_reserve + pl.own_supply + s_.player_workers_[p].count();
    if (own != data::kOwnWorkersPerColour)
      return fail(refusal::kLawOwnWorkers, {{"seat", p}, {"n", own}, {"expected", data::kOwnWorkersPerColour}});
    neutral += pl.neutral_reserve;
  }
  if (neutral != data::kNeutralWorkers)
    return fail(refusal::kLawNeutralWorkers, {{"n", neutral}, {"expected", data::kNeutralWorkers}});
  return {};
}

bg::Status Invariants::buildings(const State& s_) {
  const Bits occupied = s_.occupied();
  for (int i = 0; i < s_.buildings_.size(); ++i) {
    const Building& b = s_.buildings_[i];
    const bool surrounded = b.ring.minus(occupied).none();
    const bg::Arg name("square", square_name(b.first));
    // Squares are never vacated, so an enclosed building stays surrounded; a surrounded one is
    // completed at once, except while this turn's workers are still being placed.
    if (b.enclosed && !surrounded) return fail(refusal::kLawEnclosedVacant, {name});
    // A surrounded building is completed at once, except while this turn's workers are still
    // being placed or the hand refilled after a lay-out (completions come after the refill).
    if (!b.enclosed && surrounded && s_.phase_ != Phase::kPlaceWorkers && s_.phase_ != Phase::kRefill)
      return fail(refusal::kLawSurroundedOpen, {name});
    if (!b.enclosed && !b.has_seal) return fail(refusal::kLawSealLost, {name});
  }
  return {};
}

bg::Status Invariants::cards(const State& s_, int seat_) {
  // Every visible card is one of the box's copies, and the hidden slots (other hands, the deck)
  // hold exactly the cards not seen: what SeatView::sample deals out.
  std::array<int, kCardTypes> seen{};
  int visible = 0, hidden = s_.deck_size();
  auto see = [&](CardType c) {
    if (c == kHiddenCard) ++hidden;
    if (c >= kCardTypes) return;
    ++seen[c];
    ++visible;
  };
  for (int i = 0; i < s_.buildings_.size(); ++i) see(s_.buildings_[i].card);
  for (auto c : s_.display_) see(c);
  for (int p = 0; p < s_.num_players(); ++p) {
    const PlayerState& pl = s_.players_[p];
    for (auto c : pl.hand) see(c);
    // The known cards are part of the hand; in another seat's hand they are all this seat sees.
    std::array<CardType, kHandSize> visible_in_hand = pl.hand;
    std::replace(visible_in_hand.begin(), visible_in_hand.end(), kHiddenCard, kNoCard);
    const bg::Arg seat("seat", p);
    if (seat_ >= 0 && p != seat_) {
      if (visible_in_hand != pl.known)
        return fail(refusal::kLawHandUnknown, {seat});
    } else if (!std::includes(pl.hand.begin(), pl.hand.end(), pl.known.begin(),
                              std::find(pl.known.begin(), pl.known.end(), kNoCard))) {
      return fail(refusal::kLawKnownMissing, {seat});
    }
  }
  for (int c = 0; c < kCardTypes; ++c)
    if (seen[c] > copies_in_box(static_cast<CardType>(c)))
      return fail(refusal::kLawCardCopies, {{"n", seen[c]},
                                           {"card", card_name(static_cast<CardType>(c))},
                                           {"expected", copies_in_box(static_cast<CardType>(c))}});
  if (hidden != kTotalCards - visible)
    return fail(refusal::kLawCardTotal, {{"visible", visible}, {"hidden", hidden}, {"total", kTotalCards}});
  for (auto c : s_.display_)
    if (c == kNoCard && s_.deck_size() > 0) return fail(refusal::kLawDisplayGap);
  return {};
}

bg::Status Invariants::castle(const State& s_) {
  const Castle& c = s_.castle_;
  const int lowest = *std::min_element(c.height_.begin(), c.height_.end());
  int pieces = 0;
  std::array<int, kFamilies> showing{}, in_supply{};
  for (int k = 0; k < kCastleSquares; ++k) {
    const bg::Arg square("square", "K" + std::to_string(k + 1));
    // Pieces go on the lowest floor only, so heights differ by at most one.
    if (c.height_[k] > lowest + 1) return fail(refusal::kLawCastleTooHigh, {square});
    if (c.height_[k] == 0 && c.top_[k] != data::kCastle[k].printed)
      return fail(refusal::kLawCastlePrinted, {square});
    if (c.height_[k] > 0 && c.top_[k] == data::kBlank) return fail(refusal::kLawCastleNoSeal, {square});
    if (c.top_[k] != data::kBlank && c.height_[k] > 0) ++showing[c.top_[k]];
    pieces += c.height_[k];
  }
  for (int floor = 1; floor <= Castle::kFloors; ++floor)
    for (int f = 0; f < kFamilies; ++f) {
      pieces += c.supply_[floor - 1][f];
      in_supply[f] += c.supply_[floor - 1][f];
      // A finished floor's leftovers went to floor 3; a floor not begun has all its pieces.
      if (floor < Castle::kFloors && floor <= lowest && c.supply_[floor - 1][f] != 0)
        return fail(refusal::kLawFloorComplete, {{"floor", floor}});
      if (floor < Castle::kFloors && floor > lowest + 1 && c.supply_[floor - 1][f] != data::kPiecesPerFamily[floor - 1])
        return fail(refusal::kLawFloorNotBegun, {{"floor", floor}});
    }
  if (pieces != kTotalCastlePieces)
    return fail(refusal::kLawCastlePieces, {{"n", pieces}, {"expected", kTotalCastlePieces}});
  const int building = lowest + 1;  // the floor in progress
  for (int f = 0; f < kFamilies; ++f) {
    const int per_family = kTotalCastlePieces / kFamilies;
    if (showing[f] + in_supply[f] > per_family)
      return fail(refusal::kLawFamilyPieces, {family_letter_arg(f)});
    if (building < Castle::kFloors) {
      // The pieces on the floor in progress all show, and came from its supply.
      int on_floor = 0;
      for (int k = 0; k < kCastleSquares; ++k) on_floor += c.height_[k] == building && c.top_[k] == f;
      if (on_floor + c.supply_[building - 1][f] != data::kPiecesPerFamily[building - 1])
        return fail(refusal::kLawFloorPieces, {{"floor", building}, family_letter_arg(f)});
    }
  }
  return {};
}

bg::Status Invariants::turn(const State& s) {
  const int n = s.num_players();
  const PlayerState& me = s.players_[s.current_];
  const bg::Arg phase("phase", std::string(kPhaseKeys[static_cast<std::size_t>(s.phase_)]));
  const bool chosen = s.chosen_building_ != State::kNone;

  // The end (rules §7, [D-8]).
  if (s.end_triggered_ != s.castle_.second_floor_complete())
    return fail(refusal::kLawEndTrigger);
  if (!s.end_triggered_ && (s.final_turns_left_ != -1 || s.end_trigger_player_ != 0))
    return fail(refusal::kLawFinalRound);
  if (s.is_terminal() != (s.end_reason_ != EndReason::kNone)) return fail(refusal::kLawEndReason);
  if (s.end_reason_ == EndReason::kCastleComplete && s.final_turns_left_ != 0)
    return fail(refusal::kLawCastleEndEarly);
  if (s.end_reason_ == EndReason::kAllPassed && s.consecutive_passes_ != n)
    return fail(refusal::kLawPassEnd);
  if (!s.is_terminal() && (s.final_turns_left_ == 0 || s.consecutive_passes_ >= n))
    return fail(refusal::kLawShouldBeOver);
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.players_[p];
    if (s.is_terminal() && pl.total_seals() != 0) return fail(refusal::kLawSealsLeft);
    if (!s.is_terminal() && pl.sold_at_end != std::array<std::uint16_t, kFamilies>{})
      return fail(refusal::kLawEarlySale);
  }

  // Bookkeeping of the turn in progress; cleared between turns.
  if (s.pending_pieces_ > 0 && s.phase_ != Phase::kCastle) return fail(refusal::kLawPiecesDue, {phase});
  if (s.sell_family_ != 0 && s.phase_ != Phase::kSell) return fail(refusal::kLawSelling, {phase});
  if (s.laid_this_turn_ && s.passed_this_turn_) return fail(refusal::kLawLayAndPass);
  if (chosen && (s.laid_this_turn_ || s.passed_this_turn_))
    return fail(refusal::kLawWorkersAfterLay);
  const bool fresh = s.phase_ == Phase::kMust || s.phase_ == Phase::kGameOver;
  if (fresh && (chosen || s.laid_this_turn_ || s.passed_this_turn_ || s.placed_this_turn_ > 0))
    return fail(refusal::kLawProgressNotBlank, {phase});
  if ((s.placed_this_turn_ == 0) != (s.last_placed_ == kNoSquare))
    return fail(refusal::kLawLastPlaced);
  if (s.placed_this_turn_ > 0) {
    if (!chosen) return fail(refusal::kLawPlacedUnchosen);
    const Bits& ring = s.buildings_[s.chosen_building_].ring;
    const Bits placeable = ring & (s.player_workers_[s.current_] | s.neutral_workers_);
    if (!placeable.test(s.last_placed_))
      return fail(refusal::kLawLastWorker);
    if (s.placed_this_turn_ > placeable.count()) return fail(refusal::kLawPlacedCount);
  } else if (chosen && s.phase_ != Phase::kPlaceWorkers) {
    return fail(refusal::kLawChosenUnplaced, {phase});
  }

  // What each phase needs so that it has a legal action.
  switch (s.phase_) {
    case Phase::kMust:  // passing is always possible when nothing else is
    case Phase::kGameOver:
      break;
    case Phase::kSell:
      if (me.seals[s.sell_family_] == 0) return fail(refusal::kLawSellingNothing);
      break;
    case Phase::kPlaceWorkers:
      if (!chosen) return fail(refusal::kLawPlacingUnchosen);
      if (s.placed_this_turn_ == 0 && !s.can_choose(s.chosen_building_))
        return fail(refusal::kLawChosenStuck);
      break;
    case Phase::kCastle:
      if (s.pending_pieces_ == 0 || s.castle_.current_floor() == Castle::kNoFloor)
        return fail(refusal::kLawPiecesNotDue);
      if (s.passed_this_turn_) return fail(refusal::kLawPiecesAfterPass);
      break;
    case Phase::kRefill:
      if (!s.laid_this_turn_ || me.hand_size() >= kHandSize || !s.cards_available())
        return fail(refusal::kLawRefillNeedless);
      break;
    case Phase::kBanner:
      if (me.banners == 0) return fail(refusal::kLawBannerNone);
      break;
  }
  return {};
}

bg::Status Invariants::extra(const State& s) {
  const int n = s.num_players();
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.player(p);
    // (In play the pool also matches the banners given up, but a position set up with the
    // editor may hand out pool workers, so that is no law of every position.)
    if (pl.banners > data::kBanners) return fail(refusal::kLawBanners, {{"seat", p}});
  }
  // Seal values are the number of castle squares showing each seal.
  const Castle& c = s.castle();
  int showing = 0, values = 0;
  for (int k = 0; k < kCastleSquares; ++k) showing += c.visible_seal(k) != data::kBlank;
  for (int f = 0; f < kFamilies; ++f) values += c.seal_value(static_cast<Family>(f));
  if (showing != values)
    return fail(refusal::kLawSealValues, {{"values", values}, {"showing", showing}});
  // The board: nothing overlaps.
  Bits seen = s.lot();
  for (int i = 0; i < s.building_count(); ++i) {
    if (s.building(i).cells.intersects(seen)) return fail(refusal::kLawOverlap, {{"square", square_name(s.building(i).first)}});
    seen |= s.building(i).cells;
  }
  Bits workers = s.neutral_workers();
  for (int p = 0; p < n; ++p) {
    if (s.workers(p).intersects(workers)) return fail(refusal::kLawWorkersShare);
    workers |= s.workers(p);
  }
  if (workers.intersects(seen)) return fail(refusal::kLawWorkerOnBuilding);
  return {};
}

bg::Status check_invariants(const State& s, int viewer) {
  if (auto why = Invariants::workers(s); !why.ok()) return why;
  if (auto why = Invariants::buildings(s); !why.ok()) return why;
  if (auto why = Invariants::cards(s, viewer); !why.ok()) return why;
  if (auto why = Invariants::castle(s); !why.ok()) return why;
  if (auto why = Invariants::turn(s); !why.ok()) return why;
  return Invariants::extra(s);
}

std::string invariant_violations(const State& s) { return check_invariants(s, -1).reason(); }


}  // namespace arkadia
