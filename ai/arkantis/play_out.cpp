#include "ai/arkantis/play_out.hpp"

#include <algorithm>

#include "ai/arkantis/evaluation.hpp"
#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/moves.hpp"
#include "arkantis/rules_data.hpp"
#include "bg/rng.hpp"

namespace arkantis_ai {

using namespace arkantis;

double score_margin(const State& s, int seat) {
  Worths scores{};
  for (int p = 0; p < s.num_players(); ++p) scores[static_cast<std::size_t>(p)] = s.score(p);
  return margin(scores, s.num_players(), seat);
}

std::optional<PlayOut> play_out(const SeatView& view, const std::vector<Action>& first, int deals, std::uint64_t seed) {
  if (deals < 1 || first.empty() || !view.state().check(first.front()).ok()) return std::nullopt;
  const int players = view.state().num_players();
  const int me = view.seat();
  PlayOut out;
  out.deals = deals;
  out.mean_score.assign(static_cast<std::size_t>(players), 0.0);
  out.lowest.assign(static_cast<std::size_t>(players), 0);
  out.highest.assign(static_cast<std::size_t>(players), 0);
  bg::Rng rng(seed);
  for (int d = 0; d < deals; ++d) {
    State s = view.sample(rng);
    play_turn(s, first);
    // Each seat plays from what it sees, as the greedy player does at the table. Every action
    // removes a token, claims, buys, ends a turn or passes: a game ends long before this bound,
    // which only guards against a policy that stalls.
    for (int step = 0; step < 100000 && !s.is_terminal(); ++step)
      s.apply_unchecked(greedy_action(SeatView::of(s, s.current_player()).state()));
    for (int p = 0; p < players; ++p) {
      const auto i = static_cast<std::size_t>(p);
      const int score = s.score(p);
      out.mean_score[i] += static_cast<double>(score) / deals;
      out.lowest[i] = d == 0 ? score : std::min(out.lowest[i], score);
      out.highest[i] = d == 0 ? score : std::max(out.highest[i], score);
    }
    const double margin = score_margin(s, me);
    const auto& mine = s.player(me);
    out.mean_parts.claimed += static_cast<double>(mine.claimed_value()) / deals;
    out.mean_parts.counters += static_cast<double>(mine.counters) / deals;
    out.mean_parts.hand += static_cast<double>(data::kPenaltyPerCard * mine.hand_size()) / deals;
    out.mean_parts.best_other += (s.score(me) - margin) / deals;
    out.margins.push_back(margin);
  }
  return out;
}

}  // namespace arkantis_ai
