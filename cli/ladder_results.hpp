// `match --ladder ... --results FILE`: the ladder's finished games, kept in a file so that a long
// ladder can be stopped and taken up again (an Expert pair takes about an hour here). One JSON
// object a line, each game on its own:
//   {"game":"arkadia","setup":"","seed":1,"pair":["hard","greedy"],"deal":0,"swap":1,
//    "shares":[1,0],"end":"<the end state's hash, hex>"}
// A game is known by its game, set-up flags, ladder seed, pair (in the line-up's order), deal and
// seat order: the same line-up with players added, or more games a pair, reuses it. The file may
// hold other ladders' games; they are kept as they are.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "bg/status.hpp"

namespace cli {

struct LadderGameKey {
  std::string game, setup;
  std::uint64_t seed = 0;
  std::string first_listed, second_listed;  // the pair, in the line-up's order
  long deal = 0;
  int swap = 0;  // 1: the second listed player sat first
  auto tie() const { return std::tie(game, setup, seed, first_listed, second_listed, deal, swap); }
  bool operator<(const LadderGameKey& o) const { return tie() < o.tie(); }
};

struct LadderGameResult {
  double shares[2] = {0, 0};  // of the first and second seat (a tie shared)
  std::uint64_t end_hash = 0;
};

class LadderResults {
 public:
  // Reads `path` (none yet: no games) and makes it ready to take more. A line that is not such a
  // game is an error naming the line, and the file is left alone; only a last line without its
  // end (the command was stopped while writing it) is dropped, with a note in `dropped`.
  static bg::Expected<LadderResults> open(const std::string& path, std::string* dropped = nullptr);

  std::optional<LadderGameResult> find(const LadderGameKey& key) const;
  std::size_t size() const { return games_.size(); }
  // Appends one game to the file at once (safe from several threads); an error if it cannot.
  bg::Status add(const LadderGameKey& key, const LadderGameResult& result);

  LadderResults(LadderResults&& other) noexcept
      : path_(std::move(other.path_)), games_(std::move(other.games_)) {}

 private:
  LadderResults() = default;
  std::string path_;
  std::map<LadderGameKey, LadderGameResult> games_;
  std::mutex mutex_;
};

// One game as the file's line (without the newline), and back.
std::string ladder_game_line(const LadderGameKey& key, const LadderGameResult& result);
bg::Expected<std::pair<LadderGameKey, LadderGameResult>> parse_ladder_game_line(const std::string& line);

}  // namespace cli
