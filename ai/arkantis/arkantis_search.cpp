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

}  // namespace

Action search_action(const SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                     ai::SearchStats* stats, const ai::OutOfTime& out_of_time) {
  if (view.state().phase() == Phase::kAfter) {
    if (stats) *stats = {};
    return follow_up_action(view.state());
  }
  ArkantisPolicy policy(settings.root, settings.inner);
  ai::SearchParameters parameters;
  parameters.iterations = settings.iterations;
  parameters.exploration = settings.exploration;
  parameters.widening = settings.widening;
  parameters.reward_scale = settings.reward_scale;
  parameters.prior_visits = settings.prior_visits;
  parameters.out_of_time = out_of_time;
  return ai::search_action<ArkantisGame>(view, policy, parameters, seed, stats);
}

}  // namespace arkantis_ai
