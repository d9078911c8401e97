// Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012,
// "SO-ISMCTS"), generic over the game. Every iteration deals the hidden part afresh with
// View::sample, walks one tree shared by all deals (nodes are move histories, so a node means
// the same to the searching seat in every deal), and counts for each move how often it was
// available. Progressive widening lets a node try its best-ranked moves first and more of them
// as it is visited more; each move's own score counts as a few visits (its prior).
//
// The game supplies a policy P (see SearchPolicy below): what a move is (a whole decision may be
// several actions), the moves of a position ranked best first (with a cache per tree node that
// it may keep across deals), how to apply a move, and how to value a leaf. ai/plain_policy.hpp
// is a policy any game gets for free (single actions, random playouts).
//
// Bounded by iterations, not time, and seeded: the same view, settings and seed give the same
// action on every platform (unless a slow device's time cap stops it first: out_of_time).
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "bg/game.hpp"

namespace ai {

struct SearchParameters {
  int iterations = 2000;
  double exploration = 0.5;    // UCB constant, rewards in (0, 1)
  double widening = 1.0;       // a node offers 1 + widening * sqrt(visits) moves
  double reward_scale = 10.0;  // what the policy's scores count as a clear win
  double prior_visits = 2.0;   // a move's own score counts as this many visits
  // Before a new leaf is valued, the player to move there plays its best-ranked move this many
  // times (a greedy look past the leaf, so a reply that is sure to come is counted in).
  int leaf_replies = 0;
  // The iterations are shared among this many trees, seeded apart, whose root visits are added
  // up before choosing (ensemble determinization): a move one tree overrates on its deals alone
  // is outvoted.
  int trees = 1;
  // Stop once the most visited root move leads every other by more visits than the iterations
  // left: no other can overtake it, so the decision is the one the whole budget would give.
  bool stop_when_decided = true;
  // Asked every 64 iterations: true stops the search with the best move so far (a slow device's
  // time cap, ai/time_cap.hpp). Empty: the iterations alone bound it.
  std::function<bool()> out_of_time;
};

struct SearchStats {
  int iterations = 0;
  int nodes = 0;
  int root_moves = 0;
};

template <class P, class G>
concept SearchPolicy = bg::Game<G> && requires(P& p, typename P::NodeCache& cache, const typename G::State& cs,
                                               typename G::State& s, const typename P::Move& m,
                                               std::vector<typename P::Candidate>& out, const typename P::Leaf& leaf,
                                               const typename P::Candidate& candidate, double x, int seat) {
  { m == m } -> std::convertible_to<bool>;
  { m.first() } -> std::convertible_to<typename G::Action>;  // the action a chosen move starts with
  { candidate.move } -> std::convertible_to<typename P::Move>;
  { candidate.score } -> std::convertible_to<double>;
  // The moves of the player to move, best first. A candidate may refer into `cache`: the search
  // reads the candidates only before its next offer, and never drops a cache meanwhile.
  p.offer(cache, cs, out);
  p.apply(s, m);
  { p.evaluate(cs) } -> std::convertible_to<typename P::Leaf>;
  { p.reward(leaf, cs, seat, x) } -> std::convertible_to<double>;  // in (0, 1) for `seat`
  { p.prior(x, x) } -> std::convertible_to<double>;               // a candidate's score as a reward
};

// The root move a search plays: the most visited, then the most rewarded; first listed on a tie.
// R is anything with `visits` and `reward` (a tree's children, or several trees' added up).
template <class R>
const R& most_visited(const std::vector<R>& moves) {
  const R* best = &moves.front();
  for (const R& r : moves)
    if (r.visits > best->visits || (r.visits == best->visits && r.reward > best->reward)) best = &r;
  return *best;
}

template <bg::Game G, SearchPolicy<G> P>
class InformationSetSearch {
 public:
  using State = typename G::State;
  using Action = typename G::Action;
  using Move = typename P::Move;
  using Candidate = typename P::Candidate;

  InformationSetSearch(const typename G::View& view, P& policy, const SearchParameters& parameters,
                       std::uint64_t seed)
      : view_(view), policy_(policy), parameters_(parameters), rng_(seed) {
    tree_.reserve(static_cast<std::size_t>(parameters.iterations) + 1);
    tree_.emplace_back();
    tree_[0].mover = view.state().current_player();
  }

  Action run(SearchStats* stats) { return run_move(stats).first(); }

  struct RootMove {
    Move move;
    int visits = 0;
    double reward = 0;
  };
  // The root's moves as run_move left them; empty when the root had one move (nothing searched).
  std::vector<RootMove> root_moves() const {
    std::vector<RootMove> out;
    for (const Child& c : tree_[0].children) out.push_back({c.move, c.visits, c.reward});
    return out;
  }

  // The whole decision the search prefers (run() plays its first action).
  Move run_move(SearchStats* stats) {
    // Moves at the root are the same in every deal: the seat knows what it holds.
    offered(0, view_.state());
    if (candidates_.size() == 1) return finish(stats, candidates_[0].move, 0);
    int done = 0;
    while (done < parameters_.iterations) {
      iterate();
      ++done;
      if (done % kDecidedCheck != 0) continue;
      if (parameters_.stop_when_decided && decided(parameters_.iterations - done)) break;
      if (parameters_.out_of_time && parameters_.out_of_time()) break;
    }
    return finish(stats, most_visited(tree_[0].children).move, done);
  }

 private:
  struct Child {
    Move move;
    int node = -1;       // index in the tree once expanded
    int visits = 0;
    int available = 0;   // iterations in which this move was offered (SO-ISMCTS availability)
    double reward = 0;   // sum of the parent mover's rewards
    double prior = 0;    // the policy's reward for the move's own score
  };
  struct Node {
    int mover = 0;
    int visits = 0;
    std::vector<Child> children;
    std::vector<int> child_of_key;  // keyed candidates: the child of each key, -1 before its first offer
    typename P::NodeCache cache{};
  };

  // A policy may give each candidate a `key`: a small number naming its move within the node, the
  // same in every deal (its place in the node's cache). Children are then found without comparing
  // moves.
  static constexpr bool kKeyed = requires(const Candidate& c) {
    { c.key } -> std::convertible_to<std::size_t>;
  };

  // How often (in iterations) run_move asks whether the decision is settled.
  static constexpr int kDecidedCheck = 64;

  // True when the most visited root move leads each other by more than `left` visits.
  bool decided(int left) const {
    int first = 0, second = 0;
    for (const Child& c : tree_[0].children) {
      if (c.visits > first) second = first, first = c.visits;
      else if (c.visits > second) second = c.visits;
    }
    return first - second > left;
  }

  Move finish(SearchStats* stats, const Move& m, int iterations) const {
    if (stats) *stats = {iterations, static_cast<int>(tree_.size()), static_cast<int>(tree_[0].children.size())};
    return m;
  }

  void offered(int index, const State& s) {
    candidates_.clear();
    policy_.offer(tree_[static_cast<std::size_t>(index)].cache, s, candidates_);
  }

  int keyed_child(int index, std::size_t key, const Move& m) {
    Node& node = tree_[static_cast<std::size_t>(index)];
    if (key >= node.child_of_key.size()) node.child_of_key.resize(key + 1, -1);
    int& child = node.child_of_key[key];
    if (child < 0) {
      child = static_cast<int>(node.children.size());
      node.children.push_back({m});
    }
    return child;
  }

  int child_for(int index, const Move& m) {
    auto& children = tree_[static_cast<std::size_t>(index)].children;
    for (std::size_t i = 0; i < children.size(); ++i)
      if (children[i].move == m) return static_cast<int>(i);
    children.push_back({m});
    return static_cast<int>(children.size()) - 1;
  }

  // UCB over the moves offered in this deal (availability counts, SO-ISMCTS), each move's prior
  // counting as prior_visits visits: a move first offered late (one that depends on a hidden
  // hand, say) starts from its score instead of jumping the queue.
  int select(int index) {
    const int visits = tree_[static_cast<std::size_t>(index)].visits;
    const double widened = 1 + parameters_.widening * std::sqrt(static_cast<double>(visits));  // no int overflow
    const int size = static_cast<int>(candidates_.size());
    const int allowed = widened >= size ? size : static_cast<int>(widened);
    const double k = parameters_.prior_visits;
    int chosen = -1;
    double best = -1;
    for (int i = 0; i < allowed; ++i) {
      const Candidate& candidate = candidates_[static_cast<std::size_t>(i)];
      int c = 0;
      if constexpr (kKeyed) c = keyed_child(index, candidate.key, candidate.move);
      else c = child_for(index, candidate.move);
      Child& child = tree_[static_cast<std::size_t>(index)].children[static_cast<std::size_t>(c)];
      ++child.available;
      child.prior = policy_.prior(candidate.score, parameters_.reward_scale);
      const double n = child.visits + k;
      const double ucb = (child.reward + k * child.prior) / n +
                         parameters_.exploration * std::sqrt(std::log(static_cast<double>(child.available) + 1) / n);
      if (ucb > best) best = ucb, chosen = c;
    }
    return chosen;
  }

  void iterate() {
    State s = view_.sample(rng_);
    path_.clear();
    int index = 0;
    while (!s.is_terminal()) {
      offered(index, s);
      if (candidates_.empty()) break;
      const int c = select(index);
      path_.emplace_back(index, c);
      Child& child = tree_[static_cast<std::size_t>(index)].children[static_cast<std::size_t>(c)];
      policy_.apply(s, child.move);
      if (child.node < 0) {
        const int created = static_cast<int>(tree_.size());
        child.node = created;  // before emplace_back: it may move the children
        tree_.emplace_back();
        tree_.back().mover = s.is_terminal() ? -1 : s.current_player();
        reply_past_leaf(created, s);
        break;
      }
      index = child.node;
    }
    const auto leaf = policy_.evaluate(s);
    for (const auto& [node_index, c] : path_) {
      Node& node = tree_[static_cast<std::size_t>(node_index)];
      Child& child = node.children[static_cast<std::size_t>(c)];
      ++node.visits;
      ++child.visits;
      child.reward += policy_.reward(leaf, s, node.mover, parameters_.reward_scale);
    }
  }

  // The greedy replies past a new leaf (leaf_replies); the first uses the leaf's own cache, so
  // the moves it generates are kept for when the leaf is expanded.
  void reply_past_leaf(int leaf, State& s) {
    for (int r = 0; r < parameters_.leaf_replies && !s.is_terminal(); ++r) {
      candidates_.clear();
      typename P::NodeCache scratch{};  // alive while its candidates are read
      policy_.offer(r == 0 ? tree_[static_cast<std::size_t>(leaf)].cache : scratch, s, candidates_);
      if (candidates_.empty()) return;
      policy_.apply(s, candidates_.front().move);
    }
  }

  const typename G::View& view_;
  P& policy_;
  SearchParameters parameters_;
  bg::Rng rng_;
  std::vector<Node> tree_;
  std::vector<Candidate> candidates_;
  std::vector<std::pair<int, int>> path_;
};

// The whole decision of parameters.trees searches, each with its share of the iterations and its
// own seed (the first one `seed`), by their root visits added up (then their rewards).
template <bg::Game G, SearchPolicy<G> P>
typename P::Move ensemble_move(const typename G::View& view, P& policy, const SearchParameters& parameters,
                               std::uint64_t seed, SearchStats* stats) {
  using Search = InformationSetSearch<G, P>;
  const int trees = std::max(1, parameters.trees);
  SearchParameters each = parameters;
  each.iterations = std::max(1, parameters.iterations / trees);
  each.stop_when_decided = false;  // a tree's lead alone does not settle the sum
  std::vector<typename Search::RootMove> total;
  SearchStats sum{};
  for (int t = 0; t < trees; ++t) {
    Search search(view, policy, each, seed + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(t));
    SearchStats one{};
    const typename P::Move move = search.run_move(&one);
    const auto roots = search.root_moves();
    if (roots.empty()) {  // one move: every tree would say so
      if (stats) *stats = one;
      return move;
    }
    sum.iterations += one.iterations;
    sum.nodes += one.nodes;
    for (const auto& r : roots) {
      auto same = std::find_if(total.begin(), total.end(), [&](const auto& x) { return x.move == r.move; });
      if (same == total.end()) {
        total.push_back(r);
      } else {
        same->visits += r.visits;
        same->reward += r.reward;
      }
    }
  }
  sum.root_moves = static_cast<int>(total.size());
  if (stats) *stats = sum;
  return most_visited(total).move;
}

// The action of the seat to move in view.state(), which must be the view's seat. A position with
// one legal action is answered without searching.
template <bg::Game G, SearchPolicy<G> P>
typename G::Action search_action(const typename G::View& view, P& policy, const SearchParameters& parameters,
                                 std::uint64_t seed, SearchStats* stats = nullptr) {
  std::vector<typename G::Action> legal;
  view.state().legal_actions(legal);
  if (legal.size() == 1) {
    if (stats) *stats = {};
    return legal.front();
  }
  if (parameters.trees > 1) return ensemble_move<G>(view, policy, parameters, seed, stats).first();
  InformationSetSearch<G, P> search(view, policy, parameters, seed);
  return search.run(stats);
}

// The whole decision (a move of the policy) the search prefers for the seat to move, for
// explaining a choice; nullopt when the position has one legal action (nothing to search).
template <bg::Game G, SearchPolicy<G> P>
std::optional<typename P::Move> search_move(const typename G::View& view, P& policy, const SearchParameters& parameters,
                                            std::uint64_t seed, SearchStats* stats = nullptr) {
  std::vector<typename G::Action> legal;
  view.state().legal_actions(legal);
  if (legal.size() == 1) {
    if (stats) *stats = {};
    return std::nullopt;
  }
  if (parameters.trees > 1) return ensemble_move<G>(view, policy, parameters, seed, stats);
  InformationSetSearch<G, P> search(view, policy, parameters, seed);
  return search.run_move(stats);
}

}  // namespace ai
