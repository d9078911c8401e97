#include "ai/arkantis/arkantis_search.hpp"

#include <vector>

#include "ai/arkantis/evaluation.hpp"
#include "arkantis/game.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {

int cost_of(const Action& a) {
  switch (a.kind) {
    case ActionKind::kTakeTwo: return data::kCostRemoveTwo;
    case ActionKind::kMove: return data::kCostMove;
    default: return 0;
  }
}

// What the generic search asks of ArkantiS (ai/ismcts.hpp, SearchPolicy).
class ArkantisPolicy {
 public:
  using Move = arkantis_ai::Move;
  using Candidate = arkantis_ai::Candidate;
  using Leaf = Worths;

  struct NodeCache {
    bool ready = false;
    std::vector<Candidate> moves;
  };

  ArkantisPolicy(const MoveLimits& root, const MoveLimits& inner) : root_(root), inner_(inner) {}

  void offer(NodeCache& node, const State& s, std::vector<Candidate>& out) {
    if (!node.ready) {
      generate_moves(s, first_ ? root_ : inner_, node.moves);
      node.ready = true;
      first_ = false;
    }
    // The board is the same in every deal of a node; the mover's counters may not be (the turns
    // before were finished with other hands), so a move it cannot pay for here is left out.
    const int counters = s.player(s.current_player()).counters;
    for (const Candidate& c : node.moves)
      if (cost_of(c.move.action) <= counters) out.push_back(c);
  }
  static void apply(State& s, const Move& m) { apply_move(s, m); }
  static Leaf evaluate(const State& s) { return worths(s); }
  static double reward(const Leaf& w, const State& s, int mover, double scale) {
    return arkantis_ai::reward(w, s.num_players(), mover, scale);
  }
  static double prior(double score, double scale) { return squash(score, scale); }

 private:
  MoveLimits root_, inner_;
  bool first_ = true;  // the first node offered is the root
};
static_assert(ai::SearchPolicy<ArkantisPolicy, ArkantisGame>);

// value_turns' policy: at the root, the given turns one per iteration in turn (a single offered
// move is the one UCB takes), so each gets the same share of the iterations; below it,
// ArkantisPolicy's moves. It sees every leaf valued (evaluate comes once per iteration, after
// the root's offer), so it adds the leaf's worth to the turn that iteration went through.
class TurnValuePolicy {
 public:
  struct Move {
    Action action;
    int turn = -1;  // at the root: the index of the given turn; below it, -1 (action + greedy rest)
    bool operator==(const Move&) const = default;
    const Action& first() const { return action; }
  };
  struct Candidate {
    Move move;
    double score = 0;
  };
  using Leaf = Worths;
  struct NodeCache {
    bool root = false;
    ArkantisPolicy::NodeCache below;
  };

  TurnValuePolicy(const std::vector<std::vector<Action>>& turns, int seat, const MoveLimits& inner)
      : turns_(turns), seat_(seat), below_(inner, inner), values_(turns.size()) {}

  void offer(NodeCache& node, const State& s, std::vector<Candidate>& out) {
    if (first_) node.root = true, first_ = false;
    if (node.root) {
      // The search first asks whether there is anything to choose (all of them), then once per
      // iteration (one, in turn).
      if (root_offers_++ == 0) {
        for (std::size_t t = 0; t < turns_.size(); ++t) out.push_back({{turns_[t].front(), static_cast<int>(t)}, 0});
      } else {
        current_ = static_cast<int>((root_offers_ - 2) % static_cast<long long>(turns_.size()));
        out.push_back({{turns_[static_cast<std::size_t>(current_)].front(), current_}, 0});
      }
      return;
    }
    below_candidates_.clear();
    below_.offer(node.below, s, below_candidates_);
    for (const arkantis_ai::Candidate& c : below_candidates_) out.push_back({{c.move.action, -1}, c.score});
  }
  void apply(State& s, const Move& m) const {
    if (m.turn < 0) {
      apply_move(s, {m.action});
    } else {
      play_turn(s, turns_[static_cast<std::size_t>(m.turn)]);
    }
  }
  Leaf evaluate(const State& s) {
    const Worths w = worths(s);
    if (current_ >= 0) {
      TurnValue& v = values_[static_cast<std::size_t>(current_)];
      ++v.visits;
      v.own += w[static_cast<std::size_t>(seat_)];
      v.margin += margin(w, s.num_players(), seat_);
    }
    return w;
  }
  static double reward(const Leaf& w, const State& s, int mover, double scale) {
    return arkantis_ai::reward(w, s.num_players(), mover, scale);
  }
  static double prior(double score, double scale) { return squash(score, scale); }

  // The means of what each turn's iterations met.
  std::vector<TurnValue> values() const {
    std::vector<TurnValue> out = values_;
    for (TurnValue& v : out)
      if (v.visits > 0) v.own /= v.visits, v.margin /= v.visits;
    return out;
  }

 private:
  const std::vector<std::vector<Action>>& turns_;
  int seat_;
  ArkantisPolicy below_;
  std::vector<TurnValue> values_;
  std::vector<arkantis_ai::Candidate> below_candidates_;
  bool first_ = true;
  long long root_offers_ = 0;
  int current_ = -1;
};
static_assert(ai::SearchPolicy<TurnValuePolicy, ArkantisGame>);

}  // namespace

Action search_action(const SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                     ai::SearchStats* stats) {
  if (view.state().phase() == Phase::kAfter) {
    if (stats) *stats = {};
    return follow_up_action(view.state());
  }
  ArkantisPolicy policy(settings.root, settings.inner);
  const ai::SearchParameters parameters{settings.iterations, settings.exploration, settings.widening,
                                        settings.reward_scale, settings.prior_visits};
  return ai::search_action<ArkantisGame>(view, policy, parameters, seed, stats);
}

std::vector<TurnValue> value_turns(const SeatView& view, const std::vector<std::vector<Action>>& turns,
                                   const SearchSettings& settings, std::uint64_t seed) {
  for (const auto& turn : turns)
    if (turn.empty()) return std::vector<TurnValue>(turns.size());
  if (turns.size() < 2) {  // one root move is not searched: value it beside itself
    if (turns.empty()) return {};
    std::vector<TurnValue> both = value_turns(view, {turns[0], turns[0]}, settings, seed);
    TurnValue v = both[0];
    v.visits += both[1].visits;
    v.own = (both[0].own + both[1].own) / 2, v.margin = (both[0].margin + both[1].margin) / 2;
    return {v};
  }
  TurnValuePolicy policy(turns, view.seat(), settings.inner);
  const ai::SearchParameters parameters{settings.iterations, settings.exploration, settings.widening,
                                        settings.reward_scale, settings.prior_visits};
  ai::InformationSetSearch<ArkantisGame, TurnValuePolicy> search(view, policy, parameters, seed);
  search.run_move(nullptr);
  return policy.values();
}

}  // namespace arkantis_ai
