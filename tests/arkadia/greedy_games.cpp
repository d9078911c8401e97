#include "greedy_games.hpp"

#include "ai/arkadia/greedy.hpp"
#include "arkadia/record.hpp"

namespace test {

std::vector<arkadia::State> greedy_game_states(int players, std::uint64_t seed) {
  arkadia::GameOptions options;
  options.players = players;
  const arkadia::GameRecord r = arkadia::new_record(options, {}, seed);
  arkadia::State s = arkadia::State::create(options, r.deck, r.start_player).value();
  std::vector<arkadia::State> out;
  for (; !s.is_terminal(); s.apply_unchecked(arkadia_ai::greedy_action(s))) out.push_back(s);
  return out;
}

}  // namespace test
