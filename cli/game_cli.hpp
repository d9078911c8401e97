// The commands every game gets (play, match, bench), written only against the contract
// (bg/game.hpp). A game fills a GameCli with what only it knows (its options on the command line,
// its player kinds, its record and how to print a position) in cli/GAME/, and adds one line to
// the registry (games.cpp).
#pragma once

#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ai/flat_monte_carlo.hpp"
#include "ai/ismcts.hpp"
#include "ai/random_agent.hpp"
#include "ai/review_request.hpp"
#include "args.hpp"
#include "bg/game.hpp"

namespace cli {

template <bg::Game G>
struct GameCli {
  using Options = typename G::Options;
  using State = typename G::State;

  std::string score_word = "score";  // what G::score counts, in the match table ("gold")
  // The game's player kinds beyond the generic random and mc (its AIs, a human at the keyboard);
  // nullptr for a name it does not know. `kinds` lists them for help texts.
  std::function<std::unique_ptr<bg::Agent<G>>(const std::string& kind, int seat, std::uint64_t seed)> make_agent;
  std::string kinds;
  // The options of `play` (flags and options with a value) and of `match` (flags), and how
  // they become the game's options for a player count.
  std::set<std::string> play_flags, play_values, match_flags;
  std::function<bg::Expected<Options>(const Args& args, int players)> options_from_args;
  std::function<std::string(int seat)> seat_name;
  // The record of a played game, as JSON.
  std::function<std::string(const Options&, const std::vector<std::string>& seats, std::uint64_t seed,
                            const std::vector<typename G::Action>& actions, const State& end)>
      record_json;
  std::function<std::string(const State&)> render_position;  // shown at the end of a game
  std::function<std::string(const State&)> render_result;
  // The options of the bench's game i with a player count (a fixed rotation of variants).
  std::function<Options(int players, long i)> bench_options;

  // replay (replay.hpp): the position with every seat's holdings, and what the seat to move
  // does next ("act", "claim, buy or end").
  std::function<std::string(const State&)> render_table;
  std::function<std::string(const State&)> what_next;

  // bench-ai (bench_ai.hpp): the search of a level name, nullopt for one it does not know
  // (`bench_levels` names those it knows); the positions it is asked about (decision points of
  // games the game's greedy player plays).
  struct BenchSearch {
    int iterations = 0;
    std::function<typename G::Action(const typename G::View&, int iterations, std::uint64_t seed, ai::SearchStats*)>
        choose;
  };
  std::function<std::optional<BenchSearch>(const std::string& level)> bench_search;
  std::string bench_levels;
  std::function<bool(const State&)> bench_decision_point;
  std::function<typename G::Action(const State&)> bench_greedy;

  // The coach at Hard (ai/GAME/advisor.hpp), seeded by the position: the same answers as the
  // page's hint and review. review_at_hard: the review of the decision `played` begins, from the
  // mover's view (how many of `played` make it, Hard's own decision and what each is worth to the
  // mover, in score_word's unit); lesson-check and review use it. hint_at_hard: the hint's
  // whole decision, which the `hint` seat plays, and its "by the end" estimate (hint-check).
  struct Review {
    int length = 1;
    std::vector<typename G::Action> preferred;
    double preferred_gain = 0, chosen_gain = 0;
  };
  std::function<Review(const typename G::View&, const std::vector<typename G::Action>& played)> review_at_hard;
  struct Hint {
    std::vector<typename G::Action> decision;
    double final_margin = 0;  // the mover's estimated final margin when it follows the hint
    double progress = 0;      // how far the game was, 0 to 1 (the game says what it counts)
    ai::ScoreRange range;     // final_margin as the page shows it, a range (ai/margin_range.hpp)
  };
  std::function<Hint(const typename G::View&)> hint_at_hard;
  // lesson-check --strict: a decision's worth as the review values it, and the mover's best-ranked
  // decisions (`count` at most) to weigh against a lesson's answers.
  std::function<double(const typename G::View&, const std::vector<typename G::Action>&)> worth_at_hard;
  std::function<std::vector<std::vector<typename G::Action>>(const typename G::View&, int count)> candidates_at_hard;
};

// The `hint` seat: plays the coach's advice (GameCli::hint_at_hard) step by step, as a player
// who asks for a hint at every decision and follows it, on the page, would.
template <bg::Game G>
class AdviceAgent : public bg::Agent<G> {
 public:
  using Advise = std::function<typename GameCli<G>::Hint(const typename G::View&)>;
  explicit AdviceAgent(Advise advise) : advise_(std::move(advise)) {}
  std::optional<typename G::Action> choose(const typename G::View& view) override {
    // The rest of the advised decision while its turn goes on (a decision is one seat's, in one
    // turn); a new question otherwise.
    int turn = 0;
    if constexpr (requires { view.state().turn_number(); }) turn = view.state().turn_number();
    if (next_ >= decision_.size() || turn != turn_ || !view.state().check(decision_[next_]).ok()) {
      decision_ = advise_(view).decision;
      next_ = 0;
      turn_ = turn;
      if (decision_.empty()) return std::nullopt;
    }
    return decision_[next_++];
  }

 private:
  Advise advise_;
  std::vector<typename G::Action> decision_;
  std::size_t next_ = 0;
  int turn_ = -1;
};

// A player kind by name: random, mc, or one of the game's; nullptr when unknown.
template <bg::Game G>
std::unique_ptr<bg::Agent<G>> make_agent(const GameCli<G>& game, const std::string& kind, int seat,
                                         std::uint64_t seed) {
  if (kind == "random") return std::make_unique<ai::RandomAgent<G>>(seed);
  if (kind == "mc") return std::make_unique<ai::FlatMonteCarloAgent<G>>(seed);
  if (kind == "hint" && game.hint_at_hard) return std::make_unique<AdviceAgent<G>>(game.hint_at_hard);
  return game.make_agent ? game.make_agent(kind, seat, seed) : nullptr;
}

template <bg::Game G>
std::string agent_kinds(const GameCli<G>& game) {
  return "random, mc" + std::string(game.hint_at_hard ? ", hint (the page's hint at Hard, followed)" : "") +
         (game.kinds.empty() ? std::string() : ", " + game.kinds);
}

}  // namespace cli
