// `match`, a seeded tournament: the same line-up of players over many deals, every deal played once per
// rotation of the seats so that neither the deal nor the seat order favours anyone.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>

#include "bg/play_game.hpp"
#include "game_cli.hpp"
#include "ladder.hpp"
#include "parallel.hpp"

namespace cli {

namespace match_detail {

// What one kind of player achieved; a kind may fill several seats (hard against three greedy).
struct Tally {
  int seats = 0;                   // seats of the line-up it fills
  std::vector<double> win_share;   // per game: its share of the win, per seat (ties shared)
  double margin_sum = 0;           // own score minus the best other seat's, summed over seats and games
  double score_sum = 0;
  double decision_seconds = 0;
  double slowest_decision = 0;
  long decisions = 0;
};

// A seat's agent, timed: each decision's seconds go to the tally of its kind.
template <bg::Game G>
class TimedAgent : public bg::Agent<G> {
 public:
  TimedAgent(bg::Agent<G>& agent, Tally& tally) : agent_(agent), tally_(tally) {}
  std::optional<typename G::Action> choose(const typename G::View& view) override {
    const auto start = std::chrono::steady_clock::now();
    auto action = agent_.choose(view);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    tally_.decision_seconds += seconds;
    tally_.slowest_decision = std::max(tally_.slowest_decision, seconds);
    ++tally_.decisions;
    return action;
  }

 private:
  bg::Agent<G>& agent_;
  Tally& tally_;
};

// Mean and the half-width of its 95% confidence interval (normal approximation).
inline std::pair<double, double> mean_ci(const std::vector<double>& xs) {
  const double n = static_cast<double>(xs.size());
  double mean = 0;
  for (double x : xs) mean += x;
  mean /= n;
  double var = 0;
  for (double x : xs) var += (x - mean) * (x - mean);
  var = xs.size() > 1 ? var / (n - 1) : 0;
  return {mean, 1.96 * std::sqrt(var / n)};
}

}  // namespace match_detail

template <bg::Game G>
int match_command(const GameCli<G>& game_cli, const std::vector<std::string>& argv) {
  using namespace match_detail;
  auto usage_error = [](const std::string& message) {
    std::cerr << "bg-cli match: " << message << "\n";
    return 2;
  };
  std::set<std::string> flags = game_cli.match_flags;
  flags.insert("quiet");
  Args args(argv, flags, {"seats", "games", "seed", "ladder", "threads", "results"}, 0);
  const auto games_opt = args.get_int("games", 1, 1'000'000);
  const int threads = static_cast<int>(args.get_int("threads", 1, 64).value_or(1));
  const auto seed_opt = args.get_int("seed", 0, 9'000'000'000'000'000'000LL);
  if (!args.error().empty()) return usage_error(args.error());
  if (const auto ladder = args.get("ladder")) {
    if (args.get("seats")) return usage_error("--ladder and --seats do not go together");
    const std::vector<std::string> players = split_commas(*ladder);
    if (players.size() < 2) return usage_error("--ladder names at least two players, e.g. --ladder greedy,normal,hard");
    if (G::kMinPlayers > 2) return usage_error("a ladder is played in two-player games");
    for (const auto& kind : players)
      if (kind == "human" || !make_agent(game_cli, kind, 0, 0))
        return usage_error("unknown player kind '" + kind + "' (known: " + agent_kinds(game_cli) + ", not human)");
    auto options = game_cli.options_from_args(args, 2);
    if (!options.ok()) return usage_error(options.reason());
    std::optional<LadderResults> stored;
    std::string setup;  // the set-up flags given, which a stored game must share
    for (const std::string& flag : game_cli.match_flags)
      if (args.has(flag)) setup += (setup.empty() ? "" : ",") + flag;
    if (const auto path = args.get("results")) {
      std::string dropped;
      auto opened = LadderResults::open(*path, &dropped);
      if (!opened.ok()) return usage_error(opened.reason());
      if (!dropped.empty()) std::cerr << "bg-cli match: " << dropped << "\n";
      stored.emplace(std::move(opened.value()));
    }
    return ladder_command(game_cli, players, games_opt ? static_cast<long>(*games_opt) : 100,
                          seed_opt ? static_cast<std::uint64_t>(*seed_opt) : 1, options.value(), args.has("quiet"),
                          threads, stored ? &*stored : nullptr, setup);
  }
  if (args.get("results")) return usage_error("--results keeps a ladder's games: it goes with --ladder");
  const auto seat_kinds_opt = args.get("seats");
  if (!seat_kinds_opt) return usage_error("--seats is required, e.g. --seats hard,greedy");
  const std::vector<std::string> lineup = split_commas(*seat_kinds_opt);
  const int players = static_cast<int>(lineup.size());
  if (players < G::kMinPlayers || players > G::kMaxPlayers)
    return usage_error("--seats names " + std::to_string(players) + " players; " + std::to_string(G::kMinPlayers) +
                       " to " + std::to_string(G::kMaxPlayers) + " play");
  for (const auto& kind : lineup)
    if (kind == "human" || !make_agent(game_cli, kind, 0, 0))
      return usage_error("unknown player kind '" + kind + "' (known: " + agent_kinds(game_cli) + ", not human)");
  const long games_wanted = games_opt ? static_cast<long>(*games_opt) : 100;
  const long deals = (games_wanted + players - 1) / players;
  const std::uint64_t base_seed = seed_opt ? static_cast<std::uint64_t>(*seed_opt) : 1;
  const bool quiet = args.has("quiet");

  std::map<std::string, Tally> tally;
  for (const auto& kind : lineup) ++tally[kind].seats;
  auto options_read = game_cli.options_from_args(args, players);
  if (!options_read.ok()) return usage_error(options_read.reason());
  const typename G::Options options = options_read.value();

  std::printf("match: %s, %ld deals x %d seat rotations = %ld games, seed %llu\n", seat_kinds_opt->c_str(), deals,
              players, deals * players, static_cast<unsigned long long>(base_seed));
  // One job per game (a deal and a rotation of the seats), on --threads threads; the results are
  // read in order, so the output does not depend on the threads.
  struct Game {
    std::vector<std::string> kind_at;  // seat p is played by line-up entry (p + rotation) mod players
    std::vector<double> scores;
    std::vector<int> winners;
    std::map<std::string, Tally> timing;  // the decisions' seconds, by kind
    std::string error;
  };
  const std::function<Game(long)> play = [&](long job) {
    const long deal = job / players;
    const int rotation = static_cast<int>(job % players);
    const std::uint64_t seed = base_seed * 1'000'003ull + static_cast<std::uint64_t>(deal);
    Game g;
    std::vector<std::unique_ptr<bg::Agent<G>>> agents;
    for (int p = 0; p < players; ++p) {
      g.kind_at.push_back(lineup[static_cast<std::size_t>((p + rotation) % players)]);
      agents.push_back(make_agent(game_cli, g.kind_at[p], p, seed * 7919 + static_cast<std::uint64_t>(p + 31 * rotation) + 1));
    }
    std::vector<TimedAgent<G>> timed;
    for (int p = 0; p < players; ++p) timed.emplace_back(*agents[p], g.timing[g.kind_at[p]]);
    std::vector<bg::Agent<G>*> seats;
    for (auto& t : timed) seats.push_back(&t);
    auto played = bg::play_game<G>(G::new_game(options, seed).value(), seats);
    if (played.abandoned || !played.error.empty()) {
      g.error = played.error;
      return g;
    }
    for (int p = 0; p < players; ++p) g.scores.push_back(G::score(played.state, p));
    g.winners = played.state.winners();
    return g;
  };
  const std::vector<Game> results = run_jobs(deals * players, threads, play);
  long game = 0;
  for (; game < static_cast<long>(results.size()); ++game) {
    const Game& g = results[static_cast<std::size_t>(game)];
    if (!g.error.empty()) {
      std::cerr << "bg-cli match: game " << game + 1 << ": " << g.error << "\n";
      return 1;
    }
    for (const auto& [kind, t] : g.timing) {
      tally[kind].decision_seconds += t.decision_seconds;
      tally[kind].slowest_decision = std::max(tally[kind].slowest_decision, t.slowest_decision);
      tally[kind].decisions += t.decisions;
    }
    std::map<std::string, double> share;
    for (int w : g.winners) share[g.kind_at[w]] += 1.0 / static_cast<double>(g.winners.size());
    for (auto& [kind, t] : tally) t.win_share.push_back(share[kind] / t.seats);
    for (int p = 0; p < players; ++p) {
      double best_other = -1e300;
      for (int q = 0; q < players; ++q)
        if (q != p) best_other = std::max(best_other, g.scores[q]);
      tally[g.kind_at[p]].margin_sum += g.scores[p] - best_other;
      tally[g.kind_at[p]].score_sum += g.scores[p];
    }
    if (!quiet) {
      std::printf("game %ld (deal %ld):", game + 1, game / players + 1);
      for (int p = 0; p < players; ++p)
        std::printf(" %s %.0f%s", g.kind_at[p].c_str(), g.scores[p],
                    std::find(g.winners.begin(), g.winners.end(), p) != g.winners.end() ? "*" : "");
      std::printf("\n");
    }
  }
  const std::string average_score = "avg " + game_cli.score_word;
  int name_width = 8;  // the longest player kind, so the columns line up
  for (const auto& entry : tally) name_width = std::max(name_width, static_cast<int>(entry.first.size()));
  std::printf("\n%-*s %5s %8s %16s %10s %8s %12s %12s\n", name_width, "player", "seats", "wins", "win rate (95% CI)",
              "avg margin", average_score.c_str(), "s/decision", "slowest (s)");
  for (const auto& [kind, t] : tally) {
    const auto [rate, half] = mean_ci(t.win_share);
    double wins = 0;
    for (double x : t.win_share) wins += x * t.seats;
    const double seat_games = static_cast<double>(game) * t.seats;
    std::printf("%-*s %5d %8.1f %7.1f%% +-%5.1f%% %+10.1f %8.1f %12.4f %12.3f\n", name_width, kind.c_str(), t.seats, wins,
                100 * rate, 100 * half, t.margin_sum / seat_games, t.score_sum / seat_games,
                t.decisions ? t.decision_seconds / static_cast<double>(t.decisions) : 0.0, t.slowest_decision);
  }
  std::printf("win rate: games won per seat of that kind; a tie shares the win equally among the tied seats.\n"
              "margin: own %s minus the best other seat's %s, averaged over seats and games.\n",
              game_cli.score_word.c_str(), game_cli.score_word.c_str());
  return 0;
}

}  // namespace cli
