// The rules of a turn (rules §5), completion and castle construction, the end (rules §7) and the
// decisions D-2, D-4..D-9. Set-up is in setup.cpp, texts in notation.cpp.
#include "arkadia/state.hpp"

#include <algorithm>
#include <bit>

#include "bg/bits.hpp"
#include "bg/hasher.hpp"
#include "arkadia/invariants.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/refusals.hpp"

namespace arkadia {

namespace {

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

std::string colour_name(int family) { return std::string(data::kFamilyColours[family]); }

// A family named in a refusal: its colour, which the page translates ("arkadia.family.0" is red).
bg::Arg family_arg(int family) { return bg::Arg("family", colour_name(family), "arkadia.family." + std::to_string(family)); }

}  // namespace

int PlayerState::hand_size() const {
  int n = 0;
  for (auto c : hand) n += c != kNoCard;
  return n;
}

int PlayerState::total_seals() const {
  int n = 0;
  for (auto s : seals) n += s;
  return n;
}

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::kMust: return "lay out a building, place workers, or pass";
    case Phase::kPlaceWorkers: return "place workers";
    case Phase::kCastle: return "place castle pieces";
    case Phase::kRefill: return "refill the hand";  // part of action A, before completions (rules §5)
    case Phase::kBanner: return "use a banner or not";
    case Phase::kSell: return "sell seals";
    case Phase::kGameOver: return "game over";
  }
  return "?";
}

namespace {
// The step the turn is at, in words the page translates ("arkadia.phase.sell").
bg::Arg phase_arg(Phase p) {
  return bg::Arg("phase", phase_name(p), "arkadia.phase." + std::string(kPhaseKeys[static_cast<std::size_t>(p)]));
}
}  // namespace

// ---- Queries ----------------------------------------------------------------------------------

int State::worker_at(Square s) const {
  if (!worker_cells_.test(s)) return kNoWorker;
  if (neutral_workers_.test(s)) return kNeutralWorker;
  for (int p = 0; p < num_players(); ++p)
    if (player_workers_[p].test(s)) return p;
  return kNoWorker;
}

int State::cards_laid() const {
  int n = 0;
  for (int i = 0; i < buildings_.size(); ++i) n += !buildings_[i].preset;
  return n;
}

std::vector<int> State::winners() const {
  std::vector<int> out;
  if (!is_terminal()) return out;
  std::int32_t best = players_[0].gold;
  for (int p = 1; p < num_players(); ++p) best = std::max(best, players_[p].gold);
  for (int p = 0; p < num_players(); ++p)
    if (players_[p].gold == best) out.push_back(p);
  return out;
}

bool State::cards_available() const {
  if (deck_size() > 0) return true;
  for (auto c : display_)
    if (c != kNoCard) return true;
  return false;
}

// Anchors where the form in this orientation fits on vacant squares and touches a building, the
// lot or a worker orthogonally (rules §5 A).
static Bits anchors_for(const Orientation& o, const Bits& vacant, const Bits& touching) {
  Bits fits = Bits::board(), touches;
  for (int i = 0; i < o.cells; ++i) {
    fits &= vacant.shifted(-o.offsets[i].dr, -o.offsets[i].dc);
    touches |= touching.shifted(-o.offsets[i].dr, -o.offsets[i].dc);
  }
  return fits & touches;
}

static int orientation_limit(const GameOptions& o) { return o.allow_mirror ? kOrientations : 4; }

template <class F>
bool State::scan_layouts(F&& found) const {
  const PlayerState& me = players_[current_];
  const Bits vac = vacant(), touching = occupied().neighbours();
  // Hands are sorted, so a seat view's hidden cards (kHiddenCard) come after the known ones:
  // another seat's view lists only the lay-outs of cards it knows.
  for (int i = 0; i < kHandSize && me.hand[i] < kCardTypes; ++i) {
    if (i > 0 && me.hand[i] == me.hand[i - 1]) continue;  // copies play alike
    const int form = form_of(me.hand[i]);
    for (int o = 0; o < orientation_limit(options_); ++o) {
      if (!kFormGeometry[form].canonical[o]) continue;
      const Bits anchors = anchors_for(kFormGeometry[form].orientations[o], vac, touching);
      if (anchors.any() && found(me.hand[i], o, anchors)) return true;
    }
  }
  return false;
}

bool State::any_layout() const {
  return scan_layouts([](CardType, int, const Bits&) { return true; });
}

bool State::can_choose(int b, const Bits& occupied_squares) const {
  return players_[current_].reserve() > 0 && buildings_[b].ring.minus(occupied_squares).any();
}

bool State::any_worker_target() const {
  const Bits taken = occupied();
  for (int b = 0; b < buildings_.size(); ++b)
    if (can_choose(b, taken)) return true;
  return false;
}

// ---- Legal actions ----------------------------------------------------------------------------

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  legal_actions(out);
  return out;
}

void State::legal_actions(std::vector<Action>& out) const {
  out.clear();
  const PlayerState& me = players_[current_];
  switch (phase_) {
    case Phase::kGameOver:
      return;
    case Phase::kMust: {
      scan_layouts([&](CardType card, int o, const Bits& anchors) {
        anchors.for_each([&](Square s) { out.push_back(Action::lay_out(card, o, s)); });
        return false;
      });
      const Bits taken = occupied();
      for (int b = 0; b < buildings_.size(); ++b)
        if (can_choose(b, taken)) out.push_back(Action::choose_building(buildings_[b].first));
      if (out.empty()) out.push_back(Action::pass());
      return;
    }
    case Phase::kPlaceWorkers: {
      const Bits targets = buildings_[chosen_building_].ring.minus(occupied());
      targets.for_each([&](Square s) {
        if (placed_this_turn_ > 0 && s <= last_placed_) return;
        if (me.own_reserve > 0) out.push_back(Action::place_worker(s, false));
        if (me.neutral_reserve > 0) out.push_back(Action::place_worker(s, true));
      });
      if (placed_this_turn_ > 0) out.push_back(Action::finish_workers());
      return;
    }
    case Phase::kCastle:
      for (int f = 0; f < kFamilies; ++f)
        for (int k = 0; k < kCastleSquares; ++k)
          if (castle_.can_place(static_cast<Family>(f), k)) out.push_back(Action::place_castle_piece(static_cast<Family>(f), k));
      return;
    case Phase::kRefill:
      for (int slot = 0; slot < kDisplaySize; ++slot)
        if (display_[slot] != kNoCard) out.push_back(Action::take_display(slot));
      if (deck_size() > 0) out.push_back(Action::take_deck());
      return;
    case Phase::kBanner:
      out.push_back(Action::use_banner());
      out.push_back(Action::skip_banner());
      return;
    case Phase::kSell:
      for (int n = 0; n <= me.seals[sell_family_]; ++n) out.push_back(Action::sell(sell_family_, n));
      return;
  }
}

Action State::random_legal_action(bg::Rng& rng, std::vector<Action>& scratch) const {
  if (phase_ != Phase::kMust) {
    legal_actions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
  }
  // The lay-outs as legal_actions lists them, group by group (a card in one orientation), then
  // the buildings workers can go to, then a pass when there is nothing else: counted, one drawn.
  struct Group {
    CardType card;
    int orientation;
    Bits anchors;
    std::uint32_t size;
  };
  std::array<Group, kHandSize * kOrientations> groups;
  int group_count = 0;
  std::uint32_t lay_outs = 0;
  scan_layouts([&](CardType card, int o, const Bits& anchors) {
    const auto size = static_cast<std::uint32_t>(anchors.count());
    groups[static_cast<std::size_t>(group_count++)] = {card, o, anchors, size};
    lay_outs += size;
    return false;
  });
  const Bits taken = occupied();
  std::uint32_t targets = 0;
  for (int b = 0; b < buildings_.size(); ++b) targets += can_choose(b, taken);
  if (lay_outs + targets == 0) {
    rng.below(1);  // as legal_actions' single pass would be drawn
    return Action::pass();
  }
  std::uint32_t k = rng.below(lay_outs + targets);
  if (k >= lay_outs) {
    k -= lay_outs;
    for (int b = 0;; ++b)
      if (can_choose(b, taken) && k-- == 0) return Action::choose_building(buildings_[b].first);
  }
  for (int g = 0;; ++g) {
    const Group& group = groups[static_cast<std::size_t>(g)];
    if (k >= group.size) {
      k -= group.size;
      continue;
    }
    // The k-th anchor in for_each's order (word by word, lowest bit first).
    for (int w = 0; w < Bits::kWords; ++w) {
      std::uint64_t bits = group.anchors.word(w);
      const auto here = static_cast<std::uint32_t>(std::popcount(bits));
      if (k >= here) {
        k -= here;
        continue;
      }
      return Action::lay_out(group.card, group.orientation, static_cast<Square>(w * 64 + bg::nth_set_bit(bits, k)));
    }
  }
}

// ---- Checking ---------------------------------------------------------------------------------

bg::Status State::check(const Action& a) const {
  const PlayerState& me = players_[current_];
  switch (phase_) {
    case Phase::kGameOver:
      return fail(refusal::kGameOver);
    case Phase::kMust:
      return check_must(a);
    case Phase::kPlaceWorkers:
      return check_worker(a);
    case Phase::kCastle: {
      if (a.kind != ActionKind::kPlaceCastlePiece)
        return fail(refusal::kCastlePieceFirst, {{"n", pending_pieces_}});
      const int floor = castle_.current_floor();
      if (a.family >= kFamilies) return fail(refusal::kNoSuchFamily);
      if (a.castle_square >= kCastleSquares) return fail(refusal::kNoSuchCastleSquare);
      if (castle_.supply(floor, a.family) == 0)
        return fail(refusal::kNoPieceLeft, {family_arg(a.family), {"floor", floor}});
      if (castle_.height(a.castle_square) != floor - 1)
        return fail(refusal::kCastleSquareHeight, {{"square", "K" + std::to_string(a.castle_square + 1)},
                                                {"floor", floor},
                                                {"height", castle_.height(a.castle_square)}});
      return {};
    }
    case Phase::kRefill:
      if (a.kind == ActionKind::kTakeDisplay) {
        if (a.slot >= kDisplaySize || display_[a.slot] == kNoCard)
          return fail(refusal::kDisplaySlotEmpty, {{"slot", a.slot + 1}});
        return {};
      }
      if (a.kind == ActionKind::kTakeDeck) {
        if (deck_size() == 0) return fail(refusal::kDeckEmpty);  // [D-4]
        return {};
      }
      return fail(refusal::kRefillFirst);
    case Phase::kBanner:
      if (a.kind == ActionKind::kUseBanner || a.kind == ActionKind::kSkipBanner) return {};
      return fail(refusal::kBannerStep);
    case Phase::kSell:
      if (a.kind != ActionKind::kSell)
        return fail(refusal::kDecideSale, {family_arg(sell_family_)});
      if (a.family != sell_family_)
        return fail(refusal::kSaleOrder, {family_arg(sell_family_)});
      if (a.count > me.seals[a.family])
        return fail(refusal::kTooFewSeals, {{"n", me.seals[a.family]}, family_arg(a.family)});
      return {};
  }
  return fail(refusal::kUnknownPhase);
}

bg::Status State::check_must(const Action& a) const {
  const PlayerState& me = players_[current_];
  switch (a.kind) {
    case ActionKind::kLayOut: {
      if (a.card >= kCardTypes) return fail(refusal::kNoSuchCard);
      if (std::find(me.hand.begin(), me.hand.end(), a.card) == me.hand.end())
        return fail(refusal::kCardNotInHand, {{"card", card_name(a.card)}});
      const int form = form_of(a.card);
      if (a.orientation >= orientation_limit(options_))
        return fail(a.orientation >= kOrientations ? refusal::kNoSuchOrientation : refusal::kNoMirroring);  // [D-3]
      if (!kFormGeometry[form].canonical[a.orientation]) {
        int same = 0;
        while (kFormGeometry[form].orientations[same] != kFormGeometry[form].orientations[a.orientation]) ++same;
        return fail(refusal::kSameOrientation, {{"orientation", orientation_name(a.orientation)},
                                             {"same", orientation_name(same)},
                                             {"form", std::string(data::kFormData[form].code)}});
      }
      if (a.square >= kSquareSlots || !on_board(row_of(a.square), col_of(a.square)))
        return fail(refusal::kNoSuchSquare);
      const Bits cells = footprint(form, a.orientation, a.square);
      if (cells.none()) return fail(refusal::kLeavesBoard);
      const Bits occ = occupied();
      if (cells.intersects(lot_)) return fail(refusal::kCoversLot);
      if (cells.intersects(building_cells_)) return fail(refusal::kCoversBuilding);
      if (cells.intersects(worker_cells_)) return fail(refusal::kCoversWorker);
      if (!cells.intersects(occ.neighbours()))
        return fail(refusal::kTouchesNothing);
      return {};
    }
    case ActionKind::kChooseBuilding: {
      if (a.square >= kSquareSlots || !on_board(row_of(a.square), col_of(a.square)))
        return fail(refusal::kNoSuchSquare);
      if (lot_.test(a.square)) return fail(refusal::kLotNotForWorkers);  // [D-5]
      const int b = building_at(a.square);
      if (b < 0) return fail(refusal::kNoBuildingThere, {{"square", square_name(a.square)}});
      if (buildings_[b].first != a.square)
        return fail(refusal::kNameByFirstSquare,
                    {{"square", square_name(a.square)}, {"first", square_name(buildings_[b].first)}});
      if (me.reserve() == 0) return fail(refusal::kNoWorkersBehindScreen);
      if (!buildings_[b].ring.minus(occupied()).any())
        return fail(refusal::kNoVacantNeighbour, {{"square", square_name(a.square)}});
      return {};
    }
    case ActionKind::kPass:
      // [D-6]
      if (any_layout()) return fail(refusal::kPassWhileCanLay);
      if (any_worker_target()) return fail(refusal::kPassWhileCanPlace);
      return {};
    default:
      return fail(refusal::kWrongStep, {phase_arg(phase_)});
  }
}

bg::Status State::check_worker(const Action& a) const {
  const PlayerState& me = players_[current_];
  if (a.kind == ActionKind::kFinishWorkers) {
    if (placed_this_turn_ == 0) return fail(refusal::kPlaceOneWorker);
    return {};
  }
  if (a.kind != ActionKind::kPlaceWorker) return fail(refusal::kPlaceOrFinish);
  if (a.square >= kSquareSlots || !on_board(row_of(a.square), col_of(a.square)))
    return fail(refusal::kNoSuchSquare);
  if (a.neutral ? me.neutral_reserve == 0 : me.own_reserve == 0)
    return fail(a.neutral ? refusal::kNoNeutralWorker : refusal::kNoOwnWorker);
  if (occupied().test(a.square)) return fail(refusal::kNotVacant, {{"square", square_name(a.square)}});
  const Building& b = buildings_[chosen_building_];
  if (!b.ring.test(a.square))
    return fail(refusal::kMustTouchChosen, {{"square", square_name(b.first)}});
  if (placed_this_turn_ > 0 && a.square <= last_placed_)
    return fail(refusal::kReadingOrder, {{"square", square_name(last_placed_)}});
  return {};
}

// ---- Applying ---------------------------------------------------------------------------------

bg::Status State::apply(const Action& a) {
  bg::Status why = check(a);
  if (why.ok()) apply_unchecked(a);
  return why;
}

void State::apply_unchecked(const Action& a) {
  PlayerState& me = players_[current_];
  switch (a.kind) {
    case ActionKind::kLayOut:
      lay_out(a);
      // The refill belongs to action A (rules §5): it comes before completions are paid.
      if (me.hand_size() < kHandSize && cards_available())
        phase_ = Phase::kRefill;
      else
        complete_buildings();
      return;
    case ActionKind::kChooseBuilding:
      chosen_building_ = building_index_[a.square];
      placed_this_turn_ = 0;
      last_placed_ = kNoSquare;
      phase_ = Phase::kPlaceWorkers;
      return;
    case ActionKind::kPlaceWorker:
      worker_cells_.set(a.square);
      if (a.neutral) {
        neutral_workers_.set(a.square);
        --me.neutral_reserve;
      } else {
        player_workers_[current_].set(a.square);
        --me.own_reserve;
      }
      ++placed_this_turn_;
      last_placed_ = a.square;
      return;
    case ActionKind::kFinishWorkers:
      complete_buildings();
      return;
    case ActionKind::kPass:
      passed_this_turn_ = true;
      enter_banner();
      return;
    case ActionKind::kPlaceCastlePiece:
      castle_.place(a.family, a.castle_square);
      --pending_pieces_;
      if (castle_.second_floor_complete() && !end_triggered_) {
        end_triggered_ = true;
        end_trigger_player_ = current_;
      }
      if (pending_pieces_ == 0 || castle_.current_floor() == Castle::kNoFloor) after_castle();
      return;
    case ActionKind::kTakeDisplay: {
      const CardType card = display_[a.slot];
      display_[a.slot] = deck_size() > 0 ? draw_from_deck() : kNoCard;  // [D-4]
      add_to_hand(me, card, /*publicly=*/true);
      if (me.hand_size() >= kHandSize || !cards_available()) complete_buildings();
      return;
    }
    case ActionKind::kTakeDeck:
      add_to_hand(me, draw_from_deck(), /*publicly=*/false);
      if (me.hand_size() >= kHandSize || !cards_available()) complete_buildings();
      return;
    case ActionKind::kUseBanner: {
      --me.banners;
      const int gained = std::min<int>(data::kWorkersPerBanner, me.own_supply);
      me.own_supply = static_cast<std::uint8_t>(me.own_supply - gained);
      me.own_reserve = static_cast<std::uint8_t>(me.own_reserve + gained);
      next_family_to_sell(0);
      return;
    }
    case ActionKind::kSkipBanner:
      end_turn(/*banner_used=*/false);
      return;
    case ActionKind::kSell:
      me.gold += a.count * castle_.seal_value(a.family);
      me.seals[a.family] = static_cast<std::uint16_t>(me.seals[a.family] - a.count);
      next_family_to_sell(a.family + 1);
      return;
  }
}

Building& State::add_building(CardType card, const Bits& cells, bool preset) {
  const auto index = static_cast<std::uint8_t>(buildings_.size());
  Building& b = buildings_.add();
  b.card = card;
  b.first = cells.first();
  b.enclosed = false;
  b.has_seal = true;
  b.preset = preset;
  b.cells = cells;
  b.ring = cells.ring();
  cells.for_each([&](Square s) { building_index_[s] = index; });
  building_cells_ |= cells;
  return b;
}

void State::lay_out(const Action& a) {
  PlayerState& me = players_[current_];
  remove_from_hand(me, a.card);
  const Building& b = add_building(a.card, footprint(form_of(a.card), a.orientation, a.square), false);
  // One neutral worker per tent camp covered, while the pool lasts [D-2].
  const int tents = (b.cells & kTentBits).count();
  const int gained = std::min<int>(tents, neutral_pool_);
  neutral_pool_ = static_cast<std::uint8_t>(neutral_pool_ - gained);
  me.neutral_reserve = static_cast<std::uint8_t>(me.neutral_reserve + gained);
  laid_this_turn_ = true;
}

// Every building enclosed now and not before is completed, in placement order [D-9]: seals to
// the owners of adjacent workers, the building's own seal to the active player, and one castle
// piece due per building.
void State::resolve_completions() {
  const Bits occ = occupied();
  for (int i = 0; i < buildings_.size(); ++i) {
    Building& b = buildings_[i];
    if (b.enclosed || b.ring.minus(occ).any()) continue;
    b.enclosed = true;
    const Family family = family_of(b.card);
    for (int p = 0; p < num_players(); ++p)
      players_[p].seals[family] =
          static_cast<std::uint16_t>(players_[p].seals[family] + (player_workers_[p] & b.ring).count());
    if (b.has_seal) {
      b.has_seal = false;
      ++players_[current_].seals[family];
    }
    ++pending_pieces_;
  }
}

void State::mark_enclosed_silently() {
  const Bits occ = occupied();
  for (int i = 0; i < buildings_.size(); ++i)
    if (!buildings_[i].ring.minus(occ).any()) buildings_[i].enclosed = true;
}

void State::complete_buildings() {
  resolve_completions();
  if (pending_pieces_ > 0 && castle_.current_floor() != Castle::kNoFloor)
    phase_ = Phase::kCastle;
  else
    after_castle();
}

void State::after_castle() {
  pending_pieces_ = 0;  // more completions than floor-3 pieces add nothing [D-7]
  enter_banner();
}

void State::enter_banner() {
  if (players_[current_].banners > 0)
    phase_ = Phase::kBanner;
  else
    end_turn(/*banner_used=*/false);
}

void State::next_family_to_sell(int from) {
  for (int f = from; f < kFamilies; ++f)
    if (players_[current_].seals[f] > 0) {
      sell_family_ = static_cast<Family>(f);
      phase_ = Phase::kSell;
      return;
    }
  end_turn(/*banner_used=*/true);  // sales come only after a banner
}

void State::end_turn(bool banner_used) {
  const int n = num_players();
  // [D-8] A turn counts towards a round of passes only when its player passed and gave up no
  // banner: new workers may act next round. Games recorded before the correction counted every
  // pass (RulesEdition::kOriginal).
  const bool counts = passed_this_turn_ && (!banner_used || options_.rules == RulesEdition::kOriginal);
  consecutive_passes_ = counts ? static_cast<std::uint8_t>(consecutive_passes_ + 1) : 0;
  if (consecutive_passes_ >= n) return finish_game(EndReason::kAllPassed);
  if (end_triggered_) {
    if (final_turns_left_ < 0)
      final_turns_left_ = static_cast<std::int8_t>(n);  // the trigger turn just ended
    else if (--final_turns_left_ == 0)
      return finish_game(EndReason::kCastleComplete);
  }
  current_ = static_cast<std::uint8_t>((current_ + 1) % n);
  ++turn_;
  phase_ = Phase::kMust;
  clear_turn_progress();
}

void State::finish_game(EndReason why) {
  // Final sale of every seal at the current values (rules §7).
  for (int p = 0; p < num_players(); ++p) {
    PlayerState& pl = players_[p];
    for (int f = 0; f < kFamilies; ++f) {
      pl.gold += pl.seals[f] * castle_.seal_value(static_cast<Family>(f));
      pl.sold_at_end[f] = pl.seals[f];
      pl.seals[f] = 0;
    }
  }
  phase_ = Phase::kGameOver;
  end_reason_ = why;
  clear_turn_progress();
}

void State::clear_turn_progress() {
  pending_pieces_ = 0;
  chosen_building_ = kNone;
  placed_this_turn_ = 0;
  last_placed_ = kNoSquare;
  sell_family_ = 0;
  laid_this_turn_ = false;
  passed_this_turn_ = false;
}

// A hand is kept sorted, its empty slots (kNoCard, the largest value) last: a card goes in at its
// place and comes out with the rest closing up, as sorting again would leave them.
void State::add_to_hand(PlayerState& p, CardType card, bool publicly) {
  auto insert_sorted = [](std::array<CardType, kHandSize>& cards, CardType c) {
    const auto empty = std::find(cards.begin(), cards.end(), kNoCard);
    const auto at = std::upper_bound(cards.begin(), empty, c);
    std::move_backward(at, empty, empty + 1);
    *at = c;
  };
  insert_sorted(p.hand, card);
  if (publicly) insert_sorted(p.known, card);
}

void State::remove_from_hand(PlayerState& p, CardType card) {
  auto erase_one = [](std::array<CardType, kHandSize>& cards, CardType c) {
    const auto it = std::find(cards.begin(), cards.end(), c);
    if (it == cards.end()) return;
    std::move(it + 1, cards.end(), it);
    cards.back() = kNoCard;
  };
  erase_one(p.hand, card);
  erase_one(p.known, card);  // observers know at least one fewer of them is left
}

// ---- Hash -------------------------------------------------------------------------------------

std::uint64_t State::hash() const {
  bg::Hasher h;
  h.add(static_cast<std::uint64_t>(options_.players));
  h.add(options_.beginner);
  h.add(options_.lot_corner);
  h.add(options_.allow_mirror);
  h.add(options_.strict_screens);
  h.add(static_cast<std::uint8_t>(options_.rules));
  for (int p = 0; p < num_players(); ++p) {
    const PlayerState& pl = players_[p];
    for (auto s : pl.seals) h.add(s);
    for (auto s : pl.sold_at_end) h.add(s);
    h.add(static_cast<std::uint32_t>(pl.gold));
    h.add(pl.own_reserve);
    h.add(pl.neutral_reserve);
    h.add(pl.own_supply);
    h.add(pl.banners);
    for (auto c : pl.hand) h.add(c);
    for (auto c : pl.known) h.add(c);
    for (int w = 0; w < Bits::kWords; ++w) h.add(player_workers_[p].word(w));
  }
  castle_.hash_into(h);
  for (int w = 0; w < Bits::kWords; ++w) h.add(neutral_workers_.word(w));
  h.add(static_cast<std::uint8_t>(buildings_.size()));
  for (int i = 0; i < buildings_.size(); ++i) {
    const Building& b = buildings_[i];
    h.add(b.card);
    h.add(b.enclosed | b.has_seal << 1 | b.preset << 2);
    for (int w = 0; w < Bits::kWords; ++w) h.add(b.cells.word(w));
  }
  h.add(neutral_pool_);
  h.add(deck_end_ - deck_top_);
  for (int i = deck_top_; i < deck_end_; ++i) h.add(deck_[i]);
  for (auto c : display_) h.add(c);
  h.add(current_);
  h.add(start_player_);
  h.add(static_cast<std::uint64_t>(phase_));
  h.add(turn_);
  h.add(pending_pieces_);
  h.add(chosen_building_);
  h.add(placed_this_turn_);
  h.add(last_placed_);
  h.add(sell_family_);
  h.add(laid_this_turn_ | passed_this_turn_ << 1 | end_triggered_ << 2);
  h.add(consecutive_passes_);
  h.add(end_trigger_player_);
  h.add(static_cast<std::uint8_t>(final_turns_left_));
  h.add(static_cast<std::uint64_t>(end_reason_));
  return h.value();
}

}  // namespace arkadia
