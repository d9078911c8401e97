#include "ai/arkadia/arkadia_search.hpp"

#include <algorithm>
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

// What the generic search asks of Arkadia (ai/ismcts.hpp, SearchPolicy).
class ArkadiaPolicy {
 public:
  using Move = arkadia_ai::Move;
  using Candidate = ScoredMove;
  using Leaf = Worths;

  struct NodeCache {
    // Moves that depend only on public facts: the same in every deal, generated once.
    bool public_ready = false;
    std::vector<ScoredMove> public_moves;
    // Lay-outs depend on the mover's hand, which differs between deals, but each card type's
    // lay-outs depend only on the board: kept per card type as the deals bring them, best first.
    std::uint32_t card_types_done = 0;
    std::vector<ScoredMove> layouts;
  };

  ArkadiaPolicy(const MoveLimits& limits, Evaluation evaluation, int play_out_from)
      : limits_(limits), evaluation_(evaluation), generator_(limits, evaluation), play_out_from_(play_out_from) {}

  void offer(NodeCache& node, const State& s, std::vector<ScoredMove>& candidates) {
    if (!node.public_ready) {
      generator_.hand_independent(s, node.public_moves);
      node.public_ready = true;
    }
    if (s.phase() != Phase::kMust) {
      candidates = node.public_moves;
      return;
    }
    const std::uint32_t hand = card_types_in(s.player(s.current_player()));
    if (hand & ~node.card_types_done) {
      node.card_types_done |= generator_.layouts_by_card(s, node.card_types_done, node.layouts);
      node.card_types_done |= hand;  // a card type without a legal lay-out is done too
      std::stable_sort(node.layouts.begin(), node.layouts.end(),
                       [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
    }
    const auto keep = static_cast<std::size_t>(std::max(1, limits_.max_moves));
    auto layout = node.layouts.begin();
    auto other = node.public_moves.begin();
    // Merge the hand's lay-outs with the other moves, best first, until `keep` are offered.
    while (candidates.size() < keep) {
      while (layout != node.layouts.end() && !((hand >> layout->move.first().card) & 1u)) ++layout;
      const bool layouts_left = layout != node.layouts.end();
      const bool others_left = other != node.public_moves.end();
      if (!layouts_left && !others_left) break;
      if (layouts_left && (!others_left || layout->score > other->score))
        candidates.push_back(*layout++);
      else
        candidates.push_back(*other++);
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
  MoveLimits limits_;
  Evaluation evaluation_;
  MoveGenerator generator_;
  int play_out_from_;
};
static_assert(ai::SearchPolicy<ArkadiaPolicy, ArkadiaGame>);

ai::SearchParameters parameters_of(const SearchSettings& settings, const State& root) {
  const bool near_end = settings.end_iterations > 0 && pieces_before_end(root) <= settings.play_out_from;
  return {near_end ? settings.end_iterations : settings.iterations,
          settings.exploration,
          settings.widening,
          settings.reward_scale,
          settings.prior_visits,
          settings.leaf_replies,
          settings.trees};
}

}  // namespace

Worths leaf_worths(const State& s, Evaluation evaluation, int play_out_from, MoveGenerator& generator) {
  if (s.is_terminal() || pieces_before_end(s) >= play_out_from) return worths(s, evaluation);
  return worths(play_out(s, generator), evaluation);
}

Action search_action(const SeatView& view, const SearchSettings& settings, std::uint64_t seed, ai::SearchStats* stats) {
  ArkadiaPolicy policy(settings.limits, settings.evaluation, settings.play_out_from);
  return ai::search_action<ArkadiaGame>(view, policy, parameters_of(settings, view.state()), seed, stats);
}

std::optional<Move> search_decision(const SeatView& view, const SearchSettings& settings, std::uint64_t seed) {
  ArkadiaPolicy policy(settings.limits, settings.evaluation, settings.play_out_from);
  return ai::search_move<ArkadiaGame>(view, policy, parameters_of(settings, view.state()), seed);
}

}  // namespace arkadia_ai
