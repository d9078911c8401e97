#include "ai/arkadia/ismcts.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ai {

using namespace arkadia;

namespace {

struct Child {
  Move move;
  int node = -1;  // index in the tree once expanded
  int visits = 0;
  int available = 0;  // iterations in which this move was offered (SO-ISMCTS availability)
  double reward = 0;  // sum of the parent mover's rewards
  double prior = 0;   // the evaluation's reward for the position right after the move
};

struct Node {
  int mover = 0;
  int visits = 0;
  std::vector<Child> children;
  // Moves that depend only on public facts: the same in every deal, generated once.
  bool public_ready = false;
  std::vector<ScoredMove> public_moves;
  // Lay-outs depend on the mover's hand, which differs between deals, but each card type's
  // lay-outs depend only on the board: kept per card type as the deals bring them, best first.
  std::uint32_t card_types_done = 0;
  std::vector<ScoredMove> layouts;
};

std::uint32_t card_types_in(const PlayerState& p) {
  std::uint32_t mask = 0;
  for (CardType c : p.hand)
    if (c < kCardTypes) mask |= 1u << c;
  return mask;
}

class Search {
 public:
  Search(const SeatView& view, const SearchSettings& settings, std::uint64_t seed)
      : view_(view), settings_(settings), rng_(seed), generator_(settings.limits) {
    tree_.reserve(static_cast<std::size_t>(settings.iterations) + 1);
    tree_.emplace_back();
    tree_[0].mover = view.state().current_player();
  }

  Action run(SearchStats* stats) {
    // Moves at the root are the same in every deal: the seat knows its own hand.
    offered(0, view_.state());
    if (candidates_.size() == 1) return finish(stats, candidates_[0].move.first(), 0);
    int done = 0;
    for (; done < settings_.iterations; ++done) iterate();
    const Node& root = tree_[0];
    const Child* best = nullptr;
    for (const Child& c : root.children)
      if (!best || c.visits > best->visits || (c.visits == best->visits && c.reward > best->reward)) best = &c;
    return finish(stats, best->move.first(), done);
  }

 private:
  Action finish(SearchStats* stats, const Action& a, int iterations) const {
    if (stats) *stats = {iterations, static_cast<int>(tree_.size()), static_cast<int>(tree_[0].children.size())};
    return a;
  }

  // Fills candidates_ with the moves of the node in this deal, best-ranked first.
  void offered(int index, const State& s) {
    Node& node = tree_[static_cast<std::size_t>(index)];
    if (!node.public_ready) {
      generator_.hand_independent(s, node.public_moves);
      node.public_ready = true;
    }
    candidates_.clear();
    if (s.phase() == Phase::kMust) {
      const std::uint32_t hand = card_types_in(s.player(s.current_player()));
      if (hand & ~node.card_types_done) {
        node.card_types_done |= generator_.layouts_by_card(s, node.card_types_done, node.layouts);
        node.card_types_done |= hand;  // a card type without a legal lay-out is done too
        std::stable_sort(node.layouts.begin(), node.layouts.end(),
                         [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
      }
      const auto keep = static_cast<std::size_t>(std::max(1, settings_.limits.max_moves));
      auto layout = node.layouts.begin();
      auto other = node.public_moves.begin();
      // Merge the hand's lay-outs with the other moves, best first, until `keep` are offered.
      while (candidates_.size() < keep) {
        while (layout != node.layouts.end() && !((hand >> layout->move.first().card) & 1u)) ++layout;
        const bool layouts_left = layout != node.layouts.end();
        const bool others_left = other != node.public_moves.end();
        if (!layouts_left && !others_left) break;
        if (layouts_left && (!others_left || layout->score > other->score))
          candidates_.push_back(*layout++);
        else
          candidates_.push_back(*other++);
      }
    } else {
      candidates_ = node.public_moves;
    }
  }

  int child_for(int index, const Move& m) {
    auto& children = tree_[static_cast<std::size_t>(index)].children;
    for (std::size_t i = 0; i < children.size(); ++i)
      if (children[i].move == m) return static_cast<int>(i);
    children.push_back({m});
    return static_cast<int>(children.size()) - 1;
  }

  // UCB over the moves offered in this deal (availability counts, SO-ISMCTS), the evaluation
  // of each move counting as settings_.prior_visits visits: a move first offered late, as lay-outs
  // of hidden hands are, starts from its evaluation instead of jumping the queue.
  int select(int index) {
    const int visits = tree_[static_cast<std::size_t>(index)].visits;
    const int allowed = std::min(static_cast<int>(candidates_.size()),
                                 1 + static_cast<int>(settings_.widening * std::sqrt(static_cast<double>(visits))));
    const double k = settings_.prior_visits;
    int chosen = -1;
    double best = -1;
    for (int i = 0; i < allowed; ++i) {
      const ScoredMove& candidate = candidates_[static_cast<std::size_t>(i)];
      const int c = child_for(index, candidate.move);
      Child& child = tree_[static_cast<std::size_t>(index)].children[static_cast<std::size_t>(c)];
      ++child.available;
      child.prior = squash(candidate.score, settings_.reward_scale);
      const double n = child.visits + k;
      const double ucb = (child.reward + k * child.prior) / n +
                         settings_.exploration * std::sqrt(std::log(static_cast<double>(child.available) + 1) / n);
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
      apply_move(s, child.move);
      if (child.node < 0) {
        const int created = static_cast<int>(tree_.size());
        child.node = created;  // before emplace_back: it may move the children
        tree_.emplace_back();
        tree_.back().mover = s.is_terminal() ? -1 : s.current_player();
        break;
      }
      index = child.node;
    }
    const Worths w = worths(s);
    for (const auto& [node_index, c] : path_) {
      Node& node = tree_[static_cast<std::size_t>(node_index)];
      Child& child = node.children[static_cast<std::size_t>(c)];
      ++node.visits;
      ++child.visits;
      child.reward += reward(w, s.num_players(), node.mover, settings_.reward_scale);
    }
  }

  const SeatView& view_;
  SearchSettings settings_;
  bg::Rng rng_;
  MoveGenerator generator_;
  std::vector<Node> tree_;
  std::vector<ScoredMove> candidates_;
  std::vector<std::pair<int, int>> path_;
};

}  // namespace

Action search_action(const SeatView& view, const SearchSettings& settings, std::uint64_t seed, SearchStats* stats) {
  const std::vector<Action> legal = view.state().legal_actions();
  if (legal.size() == 1) {
    if (stats) *stats = {};
    return legal.front();
  }
  Search search(view, settings, seed);
  return search.run(stats);
}

}  // namespace ai
