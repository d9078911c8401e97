#include "ai/arkadia/arkadia_search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <vector>

#include "arkadia/game.hpp"

namespace arkadia_ai {

using namespace arkadia;

namespace {

std::uint32_t card_types_in(const PlayerState& p) {
  std::uint32_t mask = 0;
  for (CardType c : p.hand)
    if (c < kCardTypes) mask |= 1u << c;
  return mask;
}

// A move the search is offered. It stays in the node's cache (a node's caches only grow), so
// offering a dozen moves per node per iteration copies none of them, and its place there is its
// key (ai/ismcts.hpp): public moves first, then lay-outs in the order they came.
struct OfferedMove {
  std::reference_wrapper<const Move> move;
  double score = 0;
  std::uint32_t key = 0;
};

// What the generic search asks of Arkadia (ai/ismcts.hpp, SearchPolicy).
class ArkadiaPolicy {
 public:
  using Move = arkadia_ai::Move;
  using Candidate = OfferedMove;
  using Leaf = Worths;

  struct NodeCache {
    // Moves that depend only on public facts: the same in every deal, generated once.
    bool public_ready = false;
    std::vector<ScoredMove> public_moves;
    // Lay-outs depend on the mover's hand, which differs between deals, but each card type's
    // lay-outs depend only on the board: kept per card type as the deals bring them, in the
    // order they came. `by_type` lists them by card type, each type's best first (ties in the
    // order they came), the type's run from type_begin to type_end (both 0 for a type not seen).
    std::uint32_t card_types_done = 0;
    std::vector<ScoredMove> layouts;
    std::vector<std::uint32_t> by_type;
    std::array<std::uint32_t, kCardTypes> type_begin{};
    std::array<std::uint32_t, kCardTypes> type_end{};
  };

  ArkadiaPolicy(const MoveLimits& limits, Evaluation evaluation, int play_out_from)
      : limits_(limits), evaluation_(evaluation), generator_(limits, evaluation), play_out_from_(play_out_from) {}

  void offer(NodeCache& node, const State& s, std::vector<OfferedMove>& candidates) {
    if (!node.public_ready) {
      generator_.hand_independent(s, node.public_moves);
      node.public_ready = true;
    }
    const auto publics = static_cast<std::uint32_t>(node.public_moves.size());
    if (s.phase() != Phase::kMust) {
      for (std::uint32_t i = 0; i < publics; ++i) candidates.push_back(offered(node.public_moves[i], i));
      return;
    }
    const std::uint32_t hand = card_types_in(s.player(s.current_player()));
    if (hand & ~node.card_types_done) add_layouts(node, s, hand);
    // A cursor in the run of each card type in the hand.
    std::array<std::uint32_t, kHandSize> next{};
    std::array<std::uint32_t, kHandSize> end{};
    int runs = 0;
    for (std::uint32_t types = hand; types; types &= types - 1) {
      const int type = std::countr_zero(types);
      next[runs] = node.type_begin[type];
      end[runs] = node.type_end[type];
      ++runs;
    }
    const auto keep = static_cast<std::size_t>(std::max(1, limits_.max_moves));
    std::uint32_t other = 0;
    // Merge the hand's lay-outs (best first; on a tie the one that came first) with the other
    // moves, best first, until `keep` are offered; on a tie the other move goes first.
    while (candidates.size() < keep) {
      int best = -1;
      for (int r = 0; r < runs; ++r) {
        if (next[r] == end[r]) continue;
        if (best < 0 || better_layout(node, node.by_type[next[r]], node.by_type[next[best]])) best = r;
      }
      const bool others_left = other < publics;
      if (best < 0 && !others_left) break;
      if (best >= 0 && (!others_left || node.layouts[node.by_type[next[best]]].score > node.public_moves[other].score)) {
        const std::uint32_t layout = node.by_type[next[best]++];
        candidates.push_back(offered(node.layouts[layout], publics + layout));
      } else {
        candidates.push_back(offered(node.public_moves[other], other));
        ++other;
      }
    }
  }
  static void apply(State& s, const Move& m) { apply_move(s, m); }
  // Not const: a play-out uses the generator (its scratch space; it keeps no result).
  Leaf evaluate(const State& s) { return leaf_worths(s, evaluation_, play_out_from_, generator_); }
  static double reward(const Leaf& w, const State& s, int mover, double scale) {
    return arkadia_ai::reward(w, s.num_players(), mover, scale);
  }
  static double prior(double score, double scale) { return squash(score, scale); }

 private:
  static OfferedMove offered(const ScoredMove& m, std::uint32_t key) { return {m.move, m.score, key}; }

  static bool better_layout(const NodeCache& node, std::uint32_t a, std::uint32_t b) {
    const double sa = node.layouts[a].score, sb = node.layouts[b].score;
    return sa > sb || (sa == sb && a < b);
  }

  // The lay-outs of the hand's card types not yet in the node: each new card type's run is
  // sorted and added after the others.
  void add_layouts(NodeCache& node, const State& s, std::uint32_t hand) {
    const auto first = static_cast<std::uint32_t>(node.layouts.size());
    node.card_types_done |= generator_.layouts_by_card(s, node.card_types_done, node.layouts);
    node.card_types_done |= hand;  // a card type without a legal lay-out is done too
    const auto count = static_cast<std::uint32_t>(node.layouts.size());
    for (std::uint32_t i = first; i < count; ++i) node.by_type.push_back(i);
    const auto type_of = [&](std::uint32_t i) { return node.layouts[i].move.first().card; };
    std::sort(node.by_type.begin() + first, node.by_type.end(), [&](std::uint32_t a, std::uint32_t b) {
      return type_of(a) != type_of(b) ? type_of(a) < type_of(b) : better_layout(node, a, b);
    });
    for (std::uint32_t i = count; i-- > first;) node.type_begin[type_of(node.by_type[i])] = i;
    for (std::uint32_t i = first; i < count; ++i) node.type_end[type_of(node.by_type[i])] = i + 1;
  }

  MoveLimits limits_;
  Evaluation evaluation_;
  MoveGenerator generator_;
  int play_out_from_;
};
static_assert(ai::SearchPolicy<ArkadiaPolicy, ArkadiaGame>);

ai::SearchParameters parameters_of(const SearchSettings& settings, const State& root) {
  const bool near_end = settings.end_iterations > 0 &&
                        pieces_before_end(root) <= std::max(settings.play_out_from, settings.end_from);
  ai::SearchParameters p;
  p.iterations = near_end ? settings.end_iterations : settings.iterations;
  p.exploration = settings.exploration;
  p.widening = settings.widening;
  p.reward_scale = settings.reward_scale;
  p.prior_visits = settings.prior_visits;
  p.leaf_replies = settings.leaf_replies;
  p.trees = settings.trees;
  return p;
}

}  // namespace

Worths leaf_worths(const State& s, Evaluation evaluation, int play_out_from, MoveGenerator& generator) {
  if (s.is_terminal() || pieces_before_end(s) >= play_out_from) return worths(s, evaluation);
  return worths(play_out(s, generator), evaluation);
}

Action search_action(const SeatView& view, const SearchSettings& settings, std::uint64_t seed, ai::SearchStats* stats,
                     const ai::OutOfTime& out_of_time) {
  ArkadiaPolicy policy(settings.limits, settings.evaluation, settings.play_out_from);
  ai::SearchParameters parameters = parameters_of(settings, view.state());
  parameters.out_of_time = out_of_time;
  return ai::search_action<ArkadiaGame>(view, policy, parameters, seed, stats);
}

std::optional<Move> search_decision(const SeatView& view, const SearchSettings& settings, std::uint64_t seed) {
  ArkadiaPolicy policy(settings.limits, settings.evaluation, settings.play_out_from);
  return ai::search_move<ArkadiaGame>(view, policy, parameters_of(settings, view.state()), seed);
}

}  // namespace arkadia_ai
