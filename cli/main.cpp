// bg-cli: play, replay and bench games from the terminal (--game NAME picks the game,
// default arkadia; games.cpp lists them).
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "bg/record.hpp"
#include "games.hpp"
#include "lesson_check_files.hpp"
#include "record_file.hpp"

namespace {

const char* const kUsage = R"(usage: bg-cli COMMAND [--game NAME] [options]

  --game NAME  the game: arkadia (default) or arkantis; every command takes it.
               The options below are Arkadia's; ArkantiS has no set-up options and takes --players,
               --seats, --seed, --record, --quiet, --games and --level as they are

commands:
  play     play a game between seats and print its log in notation
             --players N      2 to 4 (default 2, or the number of --seats)
             --seats A,B,..   one player kind per seat: random, mc (flat Monte Carlo),
                              greedy, easy, normal, hard, expert (the AI levels), human;
                              normal@N, hard@N: that search with N iterations per decision;
                              Arkadia also: hard-2026-11 (Hard frozen in November 2026) and
                              hard:KEY=VALUE:... (tuning: iterations, exploration, widening,
                              scale, prior, moves, replies, trees, sales, playout;
                              ai/README.md lists them)
                              (default: random)
             --seed N         shuffles the deck and picks the start player (default: from the clock)
             --beginner       the rulebook's first-game set-up
             --lot SQUARE     top-left square of the castle lot (default g5)
             --mirror         allow mirrored buildings (off by default, decision D-3)
             --strict         strict screens: each seat sees of the others only what the
                              table shows (rules §6); AI seats decide from that
             --record FILE    write the game record (JSON) to FILE
             --quiet          print only the result
  replay FILE
           check and replay a game record (of the game it names, unless --game says);
           print the castle, seals, gold and winners
  bench    play a fixed, seeded set of random games; print games/s, actions/s and a checksum
             --games N        2-player games in the set (default 2000; 3 and 4 players get N/4)
  match    a seeded tournament: the line-up plays every deal once per rotation of the
           seats; prints win rates with 95% confidence intervals (a tie shares the
           win), the average gold margin and the time per decision
             --seats A,B,..   the line-up, 2 to 4 player kinds (no human), e.g. hard,greedy
             --ladder A,B,..  instead of --seats: a round robin of two-player games between
                              every pair, seats swapped; prints Elo ratings with 95% intervals
                              (Bradley-Terry), the first player at 0; --games is per pair
             --results FILE   with --ladder: keep each finished game in FILE and take up
                              those already there (a stopped ladder goes on where it was)
             --games N        games to play (default 100; rounded up to whole rotations)
             --seed N         the first deal (default 1)
             --threads N      play N games at once (default 1); the results do not depend on it
             --beginner       the rulebook's first-game set-up
             --quiet          print only the table, not every game
  bench-ai play one search decision on each of a fixed set of positions; print
           iterations/s, seconds per decision and a checksum of the decisions
             --level L        normal, hard or expert (default hard); Arkadia also takes
                              the player kinds hard-2026-11 and hard:KEY=VALUE
             --iterations N   override the level's iterations per decision
             --games N        greedy games the positions come from, per player count (default 2)
  fit-evaluation (Arkadia) play seeded self-play games of 2, 3 and 4 players and fit the
           fitted evaluation's weights (ai/arkadia/features.hpp) on them; prints the weights
           and their error on held-out games against the hand-written evaluation's
             --seats A,B,..   the player kinds, 2 to 4 (default easy,easy,easy,easy)
             --games N        games (default 1000; the last fifth is held out)
             --seed N         the first deal (default 1)
             --stride N       a sample every N actions (default 3)
             --threads N      play N games at once (default 1); the fit does not depend on it
  tune-evaluation (Arkadia) tune one player count's weights of the fitted evaluation by the
           games a player using them (greedy unless --player) wins against greedy players using the
           hand-written evaluation (a coordinate search); prints each accepted change, the
           result on fresh deals and the weights
             --players N      2, 3 or 4 (default 2)
             --from W         the weights to start from: hand-written (default), fitted (today's
                              for this player count) or fit-evaluation's list a,b,c,...
             --deals N        deals per candidate, each played in every seat (default 400)
             --passes N       passes over the weights, the steps halved after each (default 3)
             --seed N         the first deal (default 1)
             --threads N      play N games at once (default 1); the result does not depend on it
             --player K       the seat using the weights: greedy (default) or a search that
                              uses them for its moves and leaves (normal, hard@500, ...)
             --min-gain N     a change must win more than N more games (default: half a game)
  review-check FILE (ArkantiS) for each of a seat's turns in a record, the review's estimate of
           the turn it prefers beside the final points of both turns played out from the same
           deals
             --seat N         the reviewed seat (default 0)
             --level L        the review's level: normal, hard (default) or expert
             --deals N        deals played out per turn and choice (default 20)
             --player K       who plays every seat in the play-outs: greedy (default) or a level
             --turns N        only the first N turns
             --seed N         the review's and the deals' seed (default 1)
  lesson-check FILE...
           check lessons (docs/embedding.md, "Lessons"), each of the game its "game" names:
           valid or why not, who is to move, the accepted answers, and Hard's verdict (its choice
           at the lesson's position; for "answers", how much worse each answer is by the review's
           worth). Exits 1 when a file is invalid or an answer is worse than Hard's by more than
           the tolerance
             --tolerance X    in the game's unit, gold or points (default 1)
             --seed N         the review's seed (default 1)
  help     this text
)";

// The game named by the record file among `args` (the first argument not starting with "--"),
// when it is readable and names one.
std::optional<std::string> record_game_of_file(const std::vector<std::string>& args) {
  for (const auto& a : args) {
    if (a.rfind("--", 0) == 0) continue;
    const auto text = cli::read_record_file(a);
    return text.ok() ? bg::record_game(text.value()) : std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  std::string game_id = "arkadia";
  bool game_given = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] != "--game") continue;
    if (i + 1 >= args.size()) {
      std::cerr << "bg-cli: --game needs a name (known: " << cli::cli_games().ids() << ")\n";
      return 2;
    }
    game_id = args[i + 1];
    game_given = true;
    args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
    break;
  }
  // A record names its game: replay and review-check follow it unless --game says otherwise.
  if ((command == "replay" || command == "review-check") && !game_given)
    if (auto named = record_game_of_file(args)) game_id = *named;
  const cli::CliGame* game = cli::cli_games().find(game_id);
  if (!game) {
    std::cerr << "bg-cli: unknown game '" << game_id << "' (known: " << cli::cli_games().ids() << ")\n";
    return 2;
  }
  if (command == "lesson-check") return cli::lesson_check_files(args, game_given ? game_id : "");
  if (command == "play") return game->play(args);
  if (command == "replay") return game->replay(args);
  if (command == "bench") return game->bench(args);
  if (command == "match") return game->match(args);
  if (command == "bench-ai") return game->bench_ai(args);
  if (command == "review-check") {
    if (game->review_check) return game->review_check(args);
    std::cerr << "bg-cli: review-check is for ArkantiS only\n";
    return 2;
  }
  if (command == "fit-evaluation" || command == "tune-evaluation") {
    const cli::Command run = command == "fit-evaluation" ? game->fit_evaluation : game->tune_evaluation;
    if (run) return run(args);
    std::cerr << "bg-cli: " << command << " is for Arkadia only ('" << game_id << "' has no fitted evaluation)\n";
    return 2;
  }
  std::cerr << "bg-cli: unknown command '" << command << "'\n" << kUsage;
  return 2;
}
