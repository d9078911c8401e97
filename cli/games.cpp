#include "games.hpp"

#include "arkadia/commands.hpp"
#include "arkantis/commands.hpp"

namespace cli {

const bg::Registry<CliGame>& cli_games() {
  static const bg::Registry<CliGame> games = [] {
    bg::Registry<CliGame> r;
    r.add({bg::describe_game<arkadia::ArkadiaGame>(), arkadia_play, arkadia_replay, arkadia_bench, arkadia_match,
           arkadia_bench_ai, fit_evaluation_command, tune_evaluation_command});
    r.add({bg::describe_game<arkantis::ArkantisGame>(), arkantis_play, arkantis_replay, arkantis_bench,
           arkantis_match, arkantis_bench_ai, nullptr, nullptr, arkantis_review_check});
    return r;
  }();
  return games;
}

}  // namespace cli
