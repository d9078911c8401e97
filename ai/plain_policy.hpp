// A search policy every game gets for free (ai/ismcts.hpp): a move is one action, the moves of
// a position are its legal actions in the game's order, and a leaf is valued by one random
// playout to the end (a win counts 1, shared among tied winners). A game with a sharper
// evaluation or whole-decision moves writes its own policy; this one makes any game searchable
// from its first day.
#pragma once

#include <vector>

#include "ai/ismcts.hpp"
#include "ai/random_agent.hpp"

namespace ai {

template <bg::Game G>
class PlainPolicy {
 public:
  struct Move {
    typename G::Action action;
    bool operator==(const Move&) const = default;
    const typename G::Action& first() const { return action; }
  };
  struct Candidate {
    Move move;
    double score = 0;
  };
  struct NodeCache {};
  using Leaf = std::vector<int>;  // the winners of the playout

  explicit PlainPolicy(std::uint64_t seed) : rng_(seed) {}

  void offer(NodeCache&, const typename G::State& s, std::vector<Candidate>& out) {
    s.legal_actions(legal_);
    for (const auto& a : legal_) out.push_back({{a}, 0.0});
  }
  void apply(typename G::State& s, const Move& m) { s.apply_unchecked(m.action); }
  Leaf evaluate(const typename G::State& s) {
    typename G::State end = s;
    play_random_game<G>(end, rng_, legal_);
    return end.winners();
  }
  double reward(const Leaf& winners, const typename G::State&, int seat, double) const {
    for (int w : winners)
      if (w == seat) return 1.0 / static_cast<double>(winners.size());
    return 0.0;
  }
  double prior(double, double) const { return 0.5; }  // every move starts even

 private:
  bg::Rng rng_;
  std::vector<typename G::Action> legal_;
};

// A bg::Agent searching with the plain policy: `iterations` per decision, seeded.
template <bg::Game G>
class PlainSearchAgent : public bg::Agent<G> {
 public:
  PlainSearchAgent(std::uint64_t seed, int iterations) : seed_(seed), iterations_(iterations) {}
  std::optional<typename G::Action> choose(const typename G::View& view) override {
    PlainPolicy<G> policy(seed_ + decisions_);
    SearchParameters parameters;
    parameters.iterations = iterations_;
    parameters.widening = 1000;  // every legal action is offered at once (games with hundreds of actions: a lot)
    return search_action<G>(view, policy, parameters, seed_ + 7919 * decisions_++);
  }

 private:
  std::uint64_t seed_;
  int iterations_;
  std::uint64_t decisions_ = 0;
};

}  // namespace ai
