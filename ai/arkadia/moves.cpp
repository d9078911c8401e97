#include "ai/arkadia/moves.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "arkadia/geometry.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

constexpr double kWorst = -std::numeric_limits<double>::infinity();
constexpr double kCastlePiece = 1.5;  // matches the evaluation's pending-piece bonus
constexpr double kNeutralWorker = 1.5;

using Closable = MoveGenerator::Closable;

// pow(0.8, open), from a table made with pow itself (the same values, without the call).
double rough_chance(int open) {
  static const std::array<double, 64> table = [] {
    std::array<double, 64> t{};
    for (int i = 0; i < 64; ++i) t[static_cast<std::size_t>(i)] = std::pow(0.8, i);
    return t;
  }();
  return open < 64 ? table[static_cast<std::size_t>(open)] : std::pow(0.8, open);
}

double share_of_others(const State& s) { return 1.0 / std::max(1, s.num_players() - 1); }

// Quick estimate of a lay-out's worth to the mover without applying it: neutral workers from
// the tents it covers, seals the workers around it will earn, buildings it closes.
double layout_hint(const State& s, const Outlook& o, const Action& a, int mover, const Bits& occupied,
                   const std::vector<Closable>& closable) {
  const Bits cells = footprint(form_of(a.card), a.orientation, a.square);
  const Bits ring = cells.ring();
  const double seal = o.final_value[family_of(a.card)];
  double h = std::min((cells & kTentBits).count(), s.neutral_pool()) * kNeutralWorker;
  const int open = ring.minus(occupied).count();
  const double chance = rough_chance(open);
  for (int p = 0; p < s.num_players(); ++p) {
    const int n = (ring & s.workers(p)).count();
    h += (p == mover ? 1.0 : -share_of_others(s)) * n * seal * chance;
  }
  if (open == 0) h += seal + kCastlePiece;
  for (const Closable& c : closable)
    if (c.open.minus(cells).none()) h += c.value_to_mover;
  return h;
}

}  // namespace

bool Move::operator==(const Move& other) const {
  if (size != other.size) return false;
  for (int i = 0; i < size; ++i)
    if (!((*this)[i] == other[i])) return false;
  return true;
}

void apply_move(State& s, const Move& m) {
  for (int i = 0; i < m.size; ++i) s.apply_unchecked(m[i]);
}

State play_out(State s, MoveGenerator& generator, int max_moves) {
  std::vector<ScoredMove> moves;
  for (int played = 0; played < max_moves && !s.is_terminal(); ++played) {
    generator.generate(s, moves);
    if (moves.empty()) s.apply_unchecked(s.legal_actions().front());
    else apply_move(s, moves.front().move);
  }
  return s;
}

double MoveGenerator::score_after(const State& s, const Move& m, int mover) {
  State t = s;
  apply_move(t, m);
  return margin(worths(t, evaluation_), t.num_players(), mover);
}

void MoveGenerator::keep_best(std::vector<ScoredMove>& out, std::size_t first, int keep) {
  // The order a stable sort by score would give (equal scores as they came), found on indices:
  // each kept move is then copied once, not shifted place by place (a call per copy in WebAssembly).
  const auto count = static_cast<std::uint32_t>(out.size() - first);
  const ScoredMove* moves = out.data() + first;
  order_.resize(count);
  for (std::uint32_t i = 0; i < count; ++i) order_[i] = i;
  std::sort(order_.begin(), order_.end(), [moves](std::uint32_t a, std::uint32_t b) {
    return moves[a].score > moves[b].score || (moves[a].score == moves[b].score && a < b);
  });
  const std::size_t kept = keep > 0 ? std::min<std::size_t>(count, static_cast<std::size_t>(keep)) : count;
  std::size_t in_place = 0;  // a sorted start stays where it is
  while (in_place < kept && order_[in_place] == in_place) ++in_place;
  sorted_.clear();
  for (std::size_t i = in_place; i < kept; ++i) sorted_.push_back(moves[order_[i]]);
  std::copy(sorted_.begin(), sorted_.end(), out.begin() + static_cast<std::ptrdiff_t>(first + in_place));
  out.resize(first + kept);
}

void MoveGenerator::generate(const State& s, std::vector<ScoredMove>& out) {
  out.clear();
  if (s.is_terminal()) return;
  if (s.phase() == Phase::kMust) layouts(s, out);
  hand_independent(s, out);
  keep_best(out, 0, limits_.max_moves);
}

void MoveGenerator::layouts(const State& s, std::vector<ScoredMove>& out) {
  const std::size_t first = out.size();
  const int mover = s.current_player();
  s.legal_actions(legal_);
  hinted_.clear();
  for (const Action& a : legal_)
    if (a.kind == ActionKind::kLayOut) add_hinted(a);
  if (hinted_.empty()) return;
  const int shortlist = limits_.layout_shortlist;
  if (shortlist > 0 && hinted_.size() > static_cast<std::size_t>(shortlist)) {
    hint_layouts(s);
    std::partial_sort(hinted_.begin(), hinted_.begin() + shortlist, hinted_.end(), kBetterHint);
    hinted_.resize(static_cast<std::size_t>(shortlist));
  }
  for (const auto& entry : hinted_) {
    const Move m = Move::of(entry.action);
    out.push_back({m, score_after(s, m, mover)});
  }
  keep_best(out, first, limits_.max_moves);
}

void MoveGenerator::hint_layouts(const State& s) {
  const int mover = s.current_player();
  const Outlook o = outlook(s);
  const Bits occupied = s.occupied();
  std::vector<Closable>& closable = closable_;
  closable.clear();
  for (int b = 0; b < s.building_count(); ++b) {
    const Building& building = s.building(b);
    if (building.enclosed) continue;
    const Bits open = building.ring.minus(occupied);
    if (open.count() > 4) continue;
    const double seal = o.final_value[family_of(building.card)];
    double v = seal + kCastlePiece;
    for (int p = 0; p < s.num_players(); ++p)
      v += (p == mover ? 1.0 : -share_of_others(s)) * (building.ring & s.workers(p)).count() * seal;
    closable.push_back({open, v});
  }
  for (Hinted& h : hinted_) h.hint = layout_hint(s, o, h.action, mover, occupied, closable);
}

void MoveGenerator::keep_best_per_card(int keep) {
  if (keep <= 0 || hinted_.empty()) {  // as a sort keeping `keep` of each would
    hinted_.clear();
    return;
  }
  // Each card type's best `keep` so far, best first: hinted_ indices in a block of k per type.
  const std::size_t k = std::min(static_cast<std::size_t>(keep), hinted_.size());
  per_card_.assign(k * kCardTypes, 0);
  std::array<std::size_t, kCardTypes> kept{};
  for (std::uint32_t i = 0; i < hinted_.size(); ++i) {
    const int card = hinted_[i].action.card;
    std::uint32_t* best = per_card_.data() + static_cast<std::size_t>(card) * k;
    std::size_t& n = kept[static_cast<std::size_t>(card)];
    if (n == k && !better_hint(hinted_[i], hinted_[best[k - 1]])) continue;
    std::size_t at = n < k ? n++ : k - 1;  // the last place, then up past the worse ones
    while (at > 0 && better_hint(hinted_[i], hinted_[best[at - 1]])) {
      best[at] = best[at - 1];
      --at;
    }
    best[at] = i;
  }
  chosen_.clear();
  for (std::size_t card = 0; card < kCardTypes; ++card)
    for (std::size_t j = 0; j < kept[card]; ++j) chosen_.push_back(hinted_[per_card_[card * k + j]]);
  std::sort(chosen_.begin(), chosen_.end(), kBetterHint);
  hinted_.swap(chosen_);
}

std::uint32_t MoveGenerator::layouts_by_card(const State& s, std::uint32_t skip, std::vector<ScoredMove>& out) {
  const int mover = s.current_player();
  s.legal_actions(legal_);
  hinted_.clear();
  std::uint32_t covered = 0;
  for (const Action& a : legal_)
    if (a.kind == ActionKind::kLayOut && !((skip >> a.card) & 1u)) {
      add_hinted(a);
      covered |= 1u << a.card;
    }
  hint_layouts(s);
  keep_best_per_card(limits_.per_card);
  for (const Hinted& entry : hinted_) {
    const Move m = Move::of(entry.action);
    out.push_back({m, score_after(s, m, mover)});
  }
  return covered;
}

void MoveGenerator::hand_independent(const State& s, std::vector<ScoredMove>& out) {
  const std::size_t first = out.size();
  const int mover = s.current_player();
  switch (s.phase()) {
    case Phase::kGameOver:
      return;
    case Phase::kMust:
      worker_plans(s, out);  // lists the legal actions in legal_
      if (legal_.size() == 1 && legal_[0].kind == ActionKind::kPass) out.push_back({Move::of(legal_[0]), 0.0});
      break;
    case Phase::kPlaceWorkers: {
      if (s.workers_placed_this_turn() > 0) {
        const Move done = Move::of(Action::finish_workers());
        out.push_back({done, score_after(s, done, mover)});
      }
      s.legal_actions(legal_);
      placements_ = legal_;  // legal_ is reused below
      for (const Action& a : placements_) {
        if (a.kind != ActionKind::kPlaceWorker) continue;
        State t = s;
        Move m = Move::of(a);
        t.apply_unchecked(a);
        extend_workers(t, m, mover);
        out.push_back({m, margin(worths(t, evaluation_), t.num_players(), mover)});
      }
      break;
    }
    case Phase::kBanner:
      banner_moves(s, out);
      break;
    case Phase::kSell: {
      // None or all: the evaluation is linear in the count, so nothing in between is better.
      const int held = s.player(mover).seals[s.selling_family()];
      for (int n : {0, held}) {
        const Move m = Move::of(Action::sell(s.selling_family(), n));
        out.push_back({m, score_after(s, m, mover)});
        if (held == 0) break;
      }
      break;
    }
    case Phase::kCastle:
    case Phase::kRefill: {
      s.legal_actions(legal_);
      const Outlook o = outlook(s);
      for (const Action& a : legal_) {
        const Move m = Move::of(a);
        double score = score_after(s, m, mover);
        // The evaluation ignores cards; prefer a face-up card of a family expected to be dear.
        if (a.kind == ActionKind::kTakeDisplay) score += 0.1 * o.final_value[family_of(s.display()[a.slot])];
        if (a.kind == ActionKind::kTakeDeck) score += 0.1 * 2.5;
        out.push_back({m, score});
      }
      break;
    }
  }
  keep_best(out, first, limits_.max_moves);
}

void MoveGenerator::worker_plans(const State& s, std::vector<ScoredMove>& out) {
  const int mover = s.current_player();
  s.legal_actions(legal_);
  std::vector<std::pair<double, Action>>& chosen = plans_;
  chosen.clear();
  const Outlook o = outlook(s);
  const Bits occupied = s.occupied();
  for (const Action& a : legal_) {
    if (a.kind != ActionKind::kChooseBuilding) continue;
    const Building& b = s.building(s.building_at(a.square));
    const double seal = o.final_value[family_of(b.card)];
    const int mine = (b.ring & s.workers(mover)).count();
    const int open = b.ring.minus(occupied).count();
    chosen.emplace_back(seal * (1 + mine + (b.has_seal ? 1 : 0)) * rough_chance(open), a);
  }
  const int keep = limits_.worker_buildings;
  if (keep > 0 && chosen.size() > static_cast<std::size_t>(keep)) {
    std::stable_sort(chosen.begin(), chosen.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    chosen.resize(static_cast<std::size_t>(keep));
  }
  for (const auto& entry : chosen) {
    State t = s;
    Move m = Move::of(entry.second);
    t.apply_unchecked(entry.second);
    extend_workers(t, m, mover);
    out.push_back({m, margin(worths(t, evaluation_), t.num_players(), mover)});
  }
}

void MoveGenerator::extend_workers(State& t, Move& m, int mover) {
  const Action done = Action::finish_workers();
  for (;;) {
    double stop = kWorst;
    if (t.workers_placed_this_turn() > 0) {
      if (m.size >= Move::kMaxActions - 1) break;
      State u = t;
      u.apply_unchecked(done);
      stop = margin(worths(u, evaluation_), u.num_players(), mover);
    }
    t.legal_actions(inner_);
    double best = kWorst;
    const Action* best_action = nullptr;
    for (const Action& a : inner_) {
      if (a.kind != ActionKind::kPlaceWorker) continue;
      State u = t;
      u.apply_unchecked(a);
      u.apply_unchecked(done);
      const double score = margin(worths(u, evaluation_), u.num_players(), mover);
      if (score > best) best = score, best_action = &a;
    }
    if (!best_action || best <= stop + 1e-9) break;
    m.push(*best_action);
    t.apply_unchecked(*best_action);
  }
  m.push(done);
  t.apply_unchecked(done);
}

void MoveGenerator::extend_sales(State& t, Move& m, int mover, std::optional<unsigned> families_sold) {
  // The outlook only for the rule; a given set of families needs none.
  const std::optional<Outlook> o = families_sold ? std::nullopt : std::optional<Outlook>(outlook(t));
  while (!t.is_terminal() && t.current_player() == mover && t.phase() == Phase::kSell) {
    const Family f = t.selling_family();
    const bool sell = families_sold ? ((*families_sold >> f) & 1u) != 0 : t.seal_value(f) >= o->final_value[f];
    const Action sale = Action::sell(f, sell ? t.player(mover).seals[f] : 0);
    m.push(sale);
    t.apply_unchecked(sale);
  }
}

void MoveGenerator::banner_moves(const State& s, std::vector<ScoredMove>& out) {
  const int mover = s.current_player();
  const Move skip = Move::of(Action::skip_banner());
  out.push_back({skip, score_after(s, skip, mover)});
  State t = s;
  Move m = Move::of(Action::use_banner());
  t.apply_unchecked(Action::use_banner());
  if (!limits_.sale_sets) {
    extend_sales(t, m, mover);
    out.push_back({m, margin(worths(t, evaluation_), t.num_players(), mover)});
    return;
  }
  // Every set of the families held (all or none of each: the evaluation is linear in the count).
  unsigned held = 0;
  for (int f = 0; f < arkadia::kFamilies; ++f)
    if (t.player(mover).seals[f] > 0) held |= 1u << f;
  for (unsigned sold = 0; sold <= held; ++sold) {
    if ((sold & ~held) != 0) continue;
    State u = t;
    Move v = m;
    extend_sales(u, v, mover, sold);
    out.push_back({v, margin(worths(u, evaluation_), u.num_players(), mover)});
  }
}

}  // namespace arkadia_ai
