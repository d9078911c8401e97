#include "arkadia_turn_input.hpp"

#include <algorithm>
#include <cstdlib>

namespace web {

using namespace arkadia;

Offset pointer_handle(int form, int orientation) {
  const Orientation& o = kFormGeometry[static_cast<std::size_t>(form)].orientations[static_cast<std::size_t>(orientation)];
  float mr = 0, mc = 0;
  for (int i = 0; i < o.cells; ++i) {
    mr += static_cast<float>(o.offsets[static_cast<std::size_t>(i)].dr);
    mc += static_cast<float>(o.offsets[static_cast<std::size_t>(i)].dc);
  }
  mr /= static_cast<float>(o.cells);
  mc /= static_cast<float>(o.cells);
  Offset best = o.offsets[0];
  float best_d = 1e9f;
  for (int i = 0; i < o.cells; ++i) {
    const Offset off = o.offsets[static_cast<std::size_t>(i)];
    const float d = (static_cast<float>(off.dr) - mr) * (static_cast<float>(off.dr) - mr) +
                    (static_cast<float>(off.dc) - mc) * (static_cast<float>(off.dc) - mc);
    if (d < best_d - 1e-4f) best_d = d, best = off;
  }
  return best;
}

std::optional<Action> layout_at(CardType card, int orientation, Square pointer) {
  const Offset h = pointer_handle(form_of(card), orientation);
  const int row = row_of(pointer) - h.dr, col = col_of(pointer) - h.dc;
  // Near an edge the building is pushed back onto the board, the least it can be, under the
  // pointer where its shape allows (a corner square may be one its shape never covers there): the
  // ghost never vanishes where part of the building would hang off.
  std::optional<Action> nearest;
  for (int shift = 0; shift <= 4; ++shift)
    for (int dr = -shift; dr <= shift; ++dr)
      for (int dc = -shift; dc <= shift; ++dc) {
        if (std::max(std::abs(dr), std::abs(dc)) != shift || !on_board(row + dr, col + dc)) continue;
        const Square anchor = make_square(row + dr, col + dc);
        const Bits cells = footprint(form_of(card), orientation, anchor);
        if (cells.none()) continue;
        if (cells.test(pointer)) return Action::lay_out(card, orientation, anchor);
        if (!nearest) nearest = Action::lay_out(card, orientation, anchor);
      }
  return nearest;
}

std::optional<Square> pointer_for(const Action& lay) {
  if (lay.kind != ActionKind::kLayOut) return std::nullopt;
  const Bits cells = footprint(form_of(lay.card), lay.orientation, lay.square);
  for (int q = 0; q < kRows * kCols; ++q) {
    const Square square = make_square(q / kCols, q % kCols);
    if (!cells.test(square)) continue;
    if (const auto a = layout_at(lay.card, lay.orientation, square); a && *a == lay) return square;
  }
  return std::nullopt;
}

int next_orientation(CardType card, int orientation, bool allow_mirror) {
  const auto& geometry = kFormGeometry[static_cast<std::size_t>(form_of(card))];
  const int count = allow_mirror ? kOrientations : 4;
  for (int step = 1; step <= count; ++step) {
    const int o = (orientation + step) % count;
    if (geometry.canonical[static_cast<std::size_t>(o)]) return o;
  }
  return 0;
}

Bits worker_targets(const State& s, int building) {
  Bits targets;
  if (building < 0 || building >= s.building_count()) return targets;
  State chosen = s;
  if (s.phase() == Phase::kPlaceWorkers) {
    if (s.chosen_building() != building) return targets;
  } else if (!chosen.apply(Action::choose_building(s.building(building).first)).ok()) {
    return targets;
  }
  for (const Action& a : chosen.legal_actions())
    if (a.kind == ActionKind::kPlaceWorker) targets.set(a.square);
  return targets;
}

std::vector<Action> worker_plan_actions(const State& s, int building, const std::vector<PendingWorker>& workers) {
  std::vector<Action> actions;
  if (building < 0 || building >= s.building_count()) return actions;
  if (s.phase() != Phase::kPlaceWorkers) actions.push_back(Action::choose_building(s.building(building).first));
  std::vector<PendingWorker> sorted = workers;
  std::sort(sorted.begin(), sorted.end(), [](const PendingWorker& a, const PendingWorker& b) { return a.square < b.square; });
  for (const auto& w : sorted) actions.push_back(Action::place_worker(w.square, w.neutral));
  actions.push_back(Action::finish_workers());
  return actions;
}

bg::Status check_actions(State s, const std::vector<Action>& actions) {
  for (const Action& a : actions)
    if (auto st = s.apply(a); !st.ok()) return st;
  return {};
}

PlannedWorkers count_planned(const std::vector<PendingWorker>& workers) {
  PlannedWorkers n;
  for (const auto& w : workers) (w.neutral ? n.neutral : n.own) += 1;
  return n;
}

void cycle_worker(const State& s, std::vector<PendingWorker>& workers, Square square) {
  const PlayerState& me = s.player(s.current_player());
  const auto [own, neutral] = count_planned(workers);
  auto it = std::find_if(workers.begin(), workers.end(), [&](const PendingWorker& w) { return w.square == square; });
  if (it == workers.end()) {
    if (own < me.own_reserve) workers.push_back({square, false});
    else if (neutral < me.neutral_reserve) workers.push_back({square, true});
    return;
  }
  if (!it->neutral && neutral < me.neutral_reserve) {
    it->neutral = true;
    return;
  }
  workers.erase(it);
}

const char* worker_help_key(const State& s, const std::vector<PendingWorker>& workers) {
  const PlayerState& me = s.player(s.current_player());
  const auto [own, neutral] = count_planned(workers);
  const bool own_left = own < me.own_reserve, neutral_left = neutral < me.neutral_reserve;
  return own_left && neutral_left ? "arkadia.workers.help"
         : own_left               ? "arkadia.workers.help_own_only"
         : neutral_left           ? "arkadia.workers.help_neutral_next"
                                  : "arkadia.workers.help_all_planned";
}

bool can_confirm_workers(const State& s, const std::vector<PendingWorker>& workers) {
  return !workers.empty() || (s.phase() == Phase::kPlaceWorkers && s.workers_placed_this_turn() > 0);
}

bool continues_step(const Action& previous, const Action& next) {
  switch (next.kind) {
    case ActionKind::kPlaceWorker:
    case ActionKind::kFinishWorkers: return true;  // the plan began with kChooseBuilding
    case ActionKind::kSell: return previous.kind == ActionKind::kSell;  // one sale, family by family
    default: return false;
  }
}

}  // namespace web
