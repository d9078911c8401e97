// The games of `match --ladder` (cli/ladder.hpp) as numbered jobs, and taking up those a results
// file (cli/ladder_results.hpp) already holds.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ladder_results.hpp"

namespace cli {

// One game of the ladder: a pair of the line-up, a deal and a seat order.
struct LadderJob {
  std::size_t a = 0, b = 0;  // the pair, in the line-up's order
  long deal = 0;
  int swap = 0;  // 1: b sits first
  std::size_t first() const { return swap ? b : a; }
  std::size_t second() const { return swap ? a : b; }
};

// Jobs numbered pair by pair (in the line-up's order), then deal, then seat order.
class LadderSchedule {
 public:
  LadderSchedule(std::size_t players, long deals_per_pair);
  long size() const { return static_cast<long>(pairs_.size()) * 2 * deals_; }
  long pair_number(long job) const { return job / (2 * deals_); }
  LadderJob job(long number) const;
  const std::vector<std::pair<std::size_t, std::size_t>>& pairs() const { return pairs_; }

 private:
  long deals_;
  std::vector<std::pair<std::size_t, std::size_t>> pairs_;
};

// A played game: each seat's share of the win (ties shared) and the end state's hash, or an error.
struct LadderGame {
  double share[2] = {0, 0};  // of the first and second seat
  std::uint64_t end_hash = 0;
  std::string error;
};

// Puts the games `stored` holds into `results` (one per job) and returns the jobs still to play.
// First it plays the first stored game of each pair again (`play`, on `threads` threads): when one
// ends otherwise, the file was written by another build or other players, and it returns why.
bg::Expected<std::vector<long>> take_up_stored_games(const LadderResults& stored, const LadderSchedule& schedule,
                                                     const std::function<LadderGameKey(long)>& key_of,
                                                     const std::function<LadderGame(long)>& play, int threads,
                                                     std::vector<LadderGame>& results, long* taken_up);

}  // namespace cli
