#include "ladder_schedule.hpp"

#include "parallel.hpp"

namespace cli {

LadderSchedule::LadderSchedule(std::size_t players, long deals_per_pair) : deals_(deals_per_pair) {
  for (std::size_t a = 0; a < players; ++a)
    for (std::size_t b = a + 1; b < players; ++b) pairs_.emplace_back(a, b);
}

LadderJob LadderSchedule::job(long number) const {
  const auto [a, b] = pairs_[static_cast<std::size_t>(pair_number(number))];
  return LadderJob{a, b, number / 2 % deals_, static_cast<int>(number % 2)};
}

bg::Expected<std::vector<long>> take_up_stored_games(const LadderResults& stored, const LadderSchedule& schedule,
                                                     const std::function<LadderGameKey(long)>& key_of,
                                                     const std::function<LadderGame(long)>& play, int threads,
                                                     std::vector<LadderGame>& results, long* taken_up) {
  std::vector<long> to_play, checks;
  long known = 0;
  for (long job = 0; job < schedule.size(); ++job) {
    const auto found = stored.find(key_of(job));
    if (!found) {
      to_play.push_back(job);
      continue;
    }
    ++known;
    LadderGame& game = results[static_cast<std::size_t>(job)];
    game.share[0] = found->shares[0];
    game.share[1] = found->shares[1];
    game.end_hash = found->end_hash;
    if (checks.empty() || schedule.pair_number(checks.back()) != schedule.pair_number(job)) checks.push_back(job);
  }
  const std::function<LadderGame(long)> check = [&](long i) { return play(checks[static_cast<std::size_t>(i)]); };
  const std::vector<LadderGame> replayed = run_jobs(static_cast<long>(checks.size()), threads, check);
  for (std::size_t i = 0; i < checks.size(); ++i) {
    const LadderGame& on_file = results[static_cast<std::size_t>(checks[i])];
    if (replayed[i].error.empty() && replayed[i].end_hash == on_file.end_hash &&
        replayed[i].share[0] == on_file.share[0])
      continue;
    const LadderGameKey k = key_of(checks[i]);
    return bg::Status::error("the results file has " + k.first_listed + " v " + k.second_listed + ", deal " +
                             std::to_string(k.deal) + (k.swap ? " (seats swapped)" : "") +
                             ", which these players end differently: it was written by another build or other "
                             "players. Delete it or name another file.");
  }
  if (taken_up) *taken_up = known;
  return to_play;
}

}  // namespace cli
