// tune-evaluation: weights for the fitted evaluation (ai/arkadia/fitted_weights.hpp) chosen by
// the games they win rather than by how well they predict. fit-evaluation's least squares predict
// final gold from positions the players reached, and a player who maximises them finds where the
// prediction is wrong (with two players it hoards workers that the fit, from other players' games,
// priced at four gold). Here a greedy player using the weights plays seeded deals against greedy
// players using the hand-written evaluation, every rotation of the seats, and a coordinate search
// moves one weight at a time while that raises its win share; the same deals for every candidate,
// so two candidates differ only where their decisions do. Fresh deals check the result at the end.
// With --player the tuned seat is a search (e.g. normal) using the weights at its leaves and for
// its moves, so the weights are judged by what the search does with them.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>

#include "ai/arkadia/evaluation.hpp"
#include "ai/arkadia/fitted_weights.hpp"
#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/named_search.hpp"
#include "args.hpp"
#include "arkadia/record.hpp"
#include "commands.hpp"
#include "parallel.hpp"
#include "seeded_agent.hpp"

namespace cli {

using namespace arkadia;

namespace {

// The hand-written evaluation (ai/arkadia/evaluation.cpp) as nearly as the features say it: its
// constants, and its completion chances (0.82 - 0.25 progress) ^ vacant neighbours as a chance
// per class of vacant neighbours plus a part that fades as the game goes.
constexpr arkadia_ai::SeatFeatures kHandWrittenAsWeights = {
    1.0,  1.0, 0.0, 0.0,          // gold, seals at the final value (and its share left), today's
    0.4,  1.4, 0.4, 1.4,          // own and neutral reserve workers, and their shares left
    0.28, 0.98, 1.0, 1.5,         // supply workers the banners reach, banners
    0.57, 0.33, 0.19, 0.08, 0.25, // workers' seals by vacant neighbours 1, 2, 3, 4+, and left
    0.0,  1.5,  1.0, 0.0, 0.0};   // close now, castle pieces due, closed by a lay-out, to move, best family

// "a,b,c,..." with a number per feature (fit-evaluation's weights line); nullopt otherwise.
std::optional<arkadia_ai::SeatFeatures> parse_weights(const std::string& text) {
  const std::vector<std::string> items = split_commas(text);
  if (items.size() != static_cast<std::size_t>(arkadia_ai::kSeatFeatureCount)) return std::nullopt;
  arkadia_ai::SeatFeatures w{};
  for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) {
    const std::string& item = items[static_cast<std::size_t>(f)];
    char* end = nullptr;
    w[f] = std::strtod(item.c_str(), &end);
    if (item.empty() || end != item.c_str() + item.size() || !std::isfinite(w[f]) || std::abs(w[f]) > 1000)
      return std::nullopt;
  }
  return w;
}

// Terms with a certain worth: never tuned.
bool tunable(int feature) {
  return feature != arkadia_ai::kGold && feature != arkadia_ai::kClosedByLayOut && feature != arkadia_ai::kCastlePiecesDue;
}

// The win share of a seat using `weights` (greedy, or `search` when given) against greedy seats
// using the hand-written evaluation: `deals` deals from `seed`, each played once per rotation of
// the seats. The search's decisions are seeded by the deal, the seat and the turn.
double win_share(const arkadia_ai::SeatFeatures& weights, const std::optional<arkadia_ai::SearchSettings>& search, int players,
                 int deals, std::uint64_t seed, int threads) {
  arkadia_ai::WeightSets sets{};
  sets[static_cast<std::size_t>(players - 2)] = weights;
  const arkadia_ai::Evaluation tuned{&sets};
  std::optional<arkadia_ai::SearchSettings> tuned_search = search;
  if (tuned_search) tuned_search->evaluation = tuned;
  // The tuned seat's player for game `g`.
  const auto tuned_player = [&](long g) -> std::unique_ptr<bg::Agent<ArkadiaGame>> {
    if (!tuned_search) return std::make_unique<arkadia_ai::GreedyAgent>(tuned);
    return std::make_unique<SeededAgent<ArkadiaGame>>(
        [settings = *tuned_search](const SeatView& view, std::uint64_t s) { return arkadia_ai::search_action(view, settings, s); },
        seed * 1'000'003 + static_cast<std::uint64_t>(g));
  };
  const long games = static_cast<long>(deals) * players;
  const std::vector<double> shares = run_jobs<double>(games, threads, [&](long g) {
    const int seat = static_cast<int>(g % players);  // the tuned player's seat
    const GameOptions options = ArkadiaGame::default_options(players);
    const GameRecord r = new_record(options, {}, seed + static_cast<std::uint64_t>(g / players));
    State s = State::create(options, r.deck, r.start_player).value();
    const std::unique_ptr<bg::Agent<ArkadiaGame>> player = tuned_player(g);
    arkadia_ai::GreedyAgent others;  // the hand-written evaluation
    while (!s.is_terminal()) {
      bg::Agent<ArkadiaGame>& mover = s.current_player() == seat ? *player : others;
      s.apply_unchecked(*mover.choose(SeatView::of(s, s.current_player())));
    }
    int best = 0, tied = 0;
    for (int p = 0; p < players; ++p) best = std::max(best, s.gold(p));
    for (int p = 0; p < players; ++p) tied += s.gold(p) == best;
    return s.gold(seat) == best ? 1.0 / tied : 0.0;
  });
  double sum = 0;
  for (double x : shares) sum += x;
  return sum / static_cast<double>(games);
}

}  // namespace

int tune_evaluation_command(const std::vector<std::string>& argv) {
  Args args(argv, {}, {"players", "deals", "seed", "passes", "threads", "from", "player", "min-gain"}, 0);
  const auto players_opt = args.get_int("players", 2, kMaxPlayers);
  const auto deals_opt = args.get_int("deals", 1, 100'000);
  const auto seed_opt = args.get_int("seed", 0, 1'000'000'000);
  const auto passes_opt = args.get_int("passes", 1, 20);
  const auto threads_opt = args.get_int("threads", 1, 64);
  const auto min_gain_opt = args.get_int("min-gain", 1, 10'000);
  const std::string from = args.get("from").value_or("hand-written");
  if (!args.error().empty()) {
    std::cerr << "bg-cli tune-evaluation: " << args.error() << "\n";
    return 2;
  }
  const std::optional<arkadia_ai::SeatFeatures> listed = parse_weights(from);
  if (from != "hand-written" && from != "fitted" && !listed) {
    std::cerr << "bg-cli tune-evaluation: --from must be hand-written, fitted or " << arkadia_ai::kSeatFeatureCount
              << " weights separated by commas (fit-evaluation's weights line)\n";
    return 2;
  }
  const std::string player = args.get("player").value_or("greedy");
  const std::optional<arkadia_ai::SearchSettings> search =
      player == "greedy" ? std::nullopt : arkadia_ai::parse_search_kind(player);
  if (player != "greedy" && !search) {
    std::cerr << "bg-cli tune-evaluation: --player must be greedy or a search (normal, hard, hard@500, "
                 "normal:exploration=0.3, ...)\n";
    return 2;
  }
  const int players = players_opt ? static_cast<int>(*players_opt) : 2;
  const int deals = deals_opt ? static_cast<int>(*deals_opt) : 400;
  const std::uint64_t seed = seed_opt ? static_cast<std::uint64_t>(*seed_opt) : 1;
  const int passes = passes_opt ? static_cast<int>(*passes_opt) : 3;
  const int threads = threads_opt ? static_cast<int>(*threads_opt) : 1;

  arkadia_ai::SeatFeatures weights = listed                ? *listed
                             : from == "fitted" ? arkadia_ai::kFittedWeights[static_cast<std::size_t>(players - 2)]
                                                : kHandWrittenAsWeights;
  // A change must win more than half a game more, or more than --min-gain games: candidates that
  // play differently from an early decision on are hardly paired, so small gains are mostly luck.
  const double min_gain = (min_gain_opt ? static_cast<double>(*min_gain_opt) : 0.5) / (deals * players);
  const arkadia_ai::SeatFeatures start = weights;
  double best = win_share(weights, search, players, deals, seed, threads);
  std::printf("arkadia tune-evaluation: %s, %d players, %d deals x %d seats from seed %llu, from the %s weights: %.4f\n",
              player.c_str(), players, deals, players, static_cast<unsigned long long>(seed), listed ? "given" : from.c_str(), best);
  std::fflush(stdout);  // a tuning runs for hours: show where it starts
  std::array<double, arkadia_ai::kSeatFeatureCount> step{};
  for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) step[f] = 0.5 * std::max(0.5, std::abs(weights[f]));
  for (int pass = 1; pass <= passes; ++pass) {
    for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) {
      if (!tunable(f)) continue;
      for (double direction : {+1.0, -1.0}) {
        arkadia_ai::SeatFeatures candidate = weights;
        candidate[f] += direction * step[f];
        const double share = win_share(candidate, search, players, deals, seed, threads);
        if (share > best + min_gain) {
          std::printf("pass %d: %-20s %8.4f -> %8.4f: %.4f\n", pass, std::string(arkadia_ai::feature_name(f)).c_str(),
                      weights[f], candidate[f], share);
          std::fflush(stdout);
          weights = candidate, best = share;
          break;
        }
      }
    }
    for (double& s : step) s /= 2;
  }
  const std::uint64_t fresh = seed + 1'000'000;
  std::printf("on %d fresh deals (seed %llu): start %.4f, tuned %.4f (par %.4f)\n", deals,
              static_cast<unsigned long long>(fresh), win_share(start, search, players, deals, fresh, threads),
              win_share(weights, search, players, deals, fresh, threads), 1.0 / players);
  std::printf("weights %d players {", players);
  for (int f = 0; f < arkadia_ai::kSeatFeatureCount; ++f) std::printf("%s%.4f", f ? "," : "", weights[f]);
  std::printf("}\n");
  return 0;
}

}  // namespace cli
