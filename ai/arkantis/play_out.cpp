#include "ai/arkantis/play_out.hpp"

#include <algorithm>

#include "ai/arkantis/greedy.hpp"
#include "bg/rng.hpp"

namespace arkantis_ai {

using namespace arkantis;

std::optional<PlayOut> play_out(const SeatView& view, const std::vector<Action>& first, int deals, std::uint64_t seed) {
  if (deals < 1) return std::nullopt;
  const int players = view.state().num_players();
  PlayOut out;
  out.deals = deals;
  out.mean_score.assign(static_cast<std::size_t>(players), 0.0);
  out.lowest.assign(static_cast<std::size_t>(players), 0);
  out.highest.assign(static_cast<std::size_t>(players), 0);
  bg::Rng rng(seed);
  for (int d = 0; d < deals; ++d) {
    State s = view.sample(rng);
    for (const Action& a : first) {
      if (!s.check(a).ok()) return std::nullopt;
      s.apply_unchecked(a);
    }
    // Every action removes a token, claims, buys, ends a turn or passes: a game ends long before
    // this bound, which only guards against a policy that stalls.
    for (int step = 0; step < 100000 && !s.is_terminal(); ++step) s.apply_unchecked(greedy_action(s));
    for (int p = 0; p < players; ++p) {
      const auto i = static_cast<std::size_t>(p);
      const int score = s.score(p);
      out.mean_score[i] += static_cast<double>(score) / deals;
      out.lowest[i] = d == 0 ? score : std::min(out.lowest[i], score);
      out.highest[i] = d == 0 ? score : std::max(out.highest[i], score);
    }
  }
  return out;
}

}  // namespace arkantis_ai
