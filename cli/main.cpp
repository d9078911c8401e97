// bg-cli: play, replay and bench games from the terminal (--game NAME picks the game, default
// the registry's first; games.cpp lists them, and each game adds its own commands).
#include <algorithm>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "bg/record.hpp"
#include "games.hpp"
#include "lesson_check_files.hpp"
#include "record_file.hpp"

namespace {

// The commands every game has; usage() puts the games before them and each game's own options
// and commands after.
const char* const kCommonCommands = R"(commands:
  play     play a game between seats and print its log in notation
             --players N      the number of seats (default 2, or the number of --seats)
             --seats A,B,..   one player kind per seat: random, mc (flat Monte Carlo),
                              greedy, easy, normal, hard, expert (the AI levels), human,
                              hint (plays the page's hint at Hard, whole decisions);
                              normal@N, hard@N: that search with N iterations per decision
                              (default: random)
             --seed N         shuffles the deck and picks the start player (default: from the clock)
             --record FILE    write the game record (JSON) to FILE
             --quiet          print only the result
  replay FILE
           check and replay a game record (of the game it names, unless --game says);
           print the final position and the winners
  bench    play a fixed, seeded set of random games; print games/s, actions/s and a checksum
             --games N        2-player games in the set (default 2000; 3 and 4 players get N/4)
  match    a seeded tournament: the line-up plays every deal once per rotation of the
           seats; prints win rates with 95% confidence intervals (a tie shares the
           win), the average margin and the time per decision
             --seats A,B,..   the line-up, 2 to 4 player kinds (no human), e.g. hard,greedy
             --ladder A,B,..  instead of --seats: a round robin of two-player games between
                              every pair, seats swapped; prints Elo ratings with 95% intervals
                              (Bradley-Terry), the first player at 0; --games is per pair
             --results FILE   with --ladder: keep each finished game in FILE and take up
                              those already there (a stopped ladder goes on where it was)
             --games N        games to play (default 100; rounded up to whole rotations)
             --seed N         the first deal (default 1)
             --threads N      play N games at once (default 1); the results do not depend on it
             --quiet          print only the table, not every game
  bench-ai play one search decision on each of a fixed set of positions; print
           iterations/s, seconds per decision and a checksum of the decisions
             --level L        normal, hard or expert (default hard)
             --iterations N   override the level's iterations per decision
             --games N        greedy games the positions come from, per player count (default 2)
  lesson-check FILE...
           check lessons (docs/embedding.md, "Lessons"), each of the game its "game" names:
           valid or why not, who is to move, the accepted answers, and Hard's verdict (its choice
           at the lesson's position; for "answers", how much worse each answer is by the review's
           worth). Exits 1 when a file is invalid or an answer is worse than Hard's by more than
           the tolerance
             --tolerance X    in the game's unit (default 1)
             --strict         also fail a lesson that rejects a decision (among the mover's
                              24 best-ranked) worth the best within the tolerance: the page
                              would call it right, as good as the answer
  review FILE
           the review after a game of one seat of a record (of the game it names, unless
           --game says), as the page gives it: each decision's loss against Hard's choice
           ("decision K: loss X") and the total. The coach is seeded by the position, so a
           seat that followed every hint (--seats hint,...) loses nothing
             --seat N         the reviewed seat (default 0)
  hint-check
           how well the hint's "by the end" range holds: games of a seat that follows every
           hint against Hard, each from its own deal; prints how often the real final margin
           fell inside the range, and per stage of the game how far it fell from the estimate
             --games N        games (default 40), the hint's seat moving round the table
             --seed N         the first deal (default 1)
             --players N      players per game (default 2)
             --stages N       stages of the game the figures are split into (default 4)
             --threads N      play N games at once (default 1); the results do not depend on it
  help     this text
)";

// The whole usage: the games by the registry, the commands, then each game's own part.
std::string usage() {
  const auto& games = cli::cli_games();
  std::string text = "usage: bg-cli COMMAND [--game NAME] [options]\n\n  --game NAME  the game: " + games.ids() +
                     " (default " + games.default_id() + "); every command takes it\n\n" +
                     kCommonCommands;
  for (const cli::CliGame& g : games.entries()) {
    text += "\n" + g.info.id + ":\n";
    text += g.options_usage.empty() ? "  no options but the common ones\n" : g.options_usage;
    for (const cli::OwnCommand& c : g.own_commands) text += c.usage;
  }
  return text;
}

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
    std::cout << usage();
    return args.empty() ? 2 : 0;
  }
  const auto& games = cli::cli_games();
  const std::string command = args[0];
  args.erase(args.begin());
  std::string game_id = games.default_id();
  bool game_given = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] != "--game") continue;
    if (i + 1 >= args.size()) {
      std::cerr << "bg-cli: --game needs a name (known: " << games.ids() << ")\n";
      return 2;
    }
    game_id = args[i + 1];
    game_given = true;
    args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
    break;
  }
  // A record names its game: replay (and a game's command on a record) follow it unless --game says otherwise.
  const bool on_a_record = command == "replay" || command == "review" || std::any_of(games.entries().begin(), games.entries().end(), [&](const cli::CliGame& g) {
                             const cli::OwnCommand* own = g.own_command(command);
                             return own && own->game_from_record;
                           });
  if (on_a_record && !game_given)
    if (auto named = record_game_of_file(args)) game_id = *named;
  const cli::CliGame* game = games.find(game_id);
  if (!game) {
    std::cerr << "bg-cli: unknown game '" << game_id << "' (known: " << games.ids() << ")\n";
    return 2;
  }
  if (command == "lesson-check") return cli::lesson_check_files(args, game_given ? game_id : "");
  if (command == "play") return game->play(args);
  if (command == "replay") return game->replay(args);
  if (command == "bench") return game->bench(args);
  if (command == "match") return game->match(args);
  if (command == "bench-ai") return game->bench_ai(args);
  if (command == "review") {
    if (game->review) return game->review(args);
    std::cerr << "bg-cli: " << game_id << " has no review\n";
    return 2;
  }
  if (command == "hint-check") {
    if (game->hint_check) return game->hint_check(args);
    std::cerr << "bg-cli: " << game_id << " has no hint\n";
    return 2;
  }
  if (const cli::OwnCommand* own = game->own_command(command)) return own->run(args);
  // Another game's own command: say whose it is.
  std::string owners;
  for (const cli::CliGame& g : games.entries())
    if (g.own_command(command)) owners += (owners.empty() ? "" : ", ") + g.info.id;
  if (!owners.empty()) {
    std::cerr << "bg-cli: " << command << " is a command of " << owners << " only, not of " << game_id << "\n";
    return 2;
  }
  std::cerr << "bg-cli: unknown command '" << command << "'\n" << usage();
  return 2;
}
