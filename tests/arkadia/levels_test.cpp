// The AI levels and the greedy player (ai/level_names.hpp, ai/greedy.hpp): legal, deterministic, and
// fair: they decide from their seat's view (rules §6), so hidden cards change nothing. Budgets
// are cut where the property does not depend on strength, to keep the tests fast.
#include <functional>

#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/arkadia_search.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/view_request.hpp"
#include "arkadia/view_codec.hpp"
#include "arkadia/game.hpp"
#include "bg/play_game.hpp"
#include "greedy_games.hpp"
#include "helpers.hpp"

namespace test {
namespace {

using Chooser = std::function<Action(const SeatView&, std::uint64_t seed)>;

Chooser level(ai::Level l) {
  return [l](const SeatView& v, std::uint64_t seed) { return arkadia_ai::choose_action(v, l, seed); };
}

// The search with a level's candidate lists but only `iterations` iterations.
Chooser small_search(ai::Level l, int iterations) {
  arkadia_ai::SearchSettings settings = arkadia_ai::level_settings(l);
  settings.iterations = iterations;
  return [settings](const SeatView& v, std::uint64_t seed) { return arkadia_ai::search_action(v, settings, seed); };
}

Chooser greedy() {
  return [](const SeatView& v, std::uint64_t) { return arkadia_ai::greedy_action(v.state()); };
}

// A chooser as a seat of bg::play_game; the seeds of all seats come from one generator, in the
// order of the decisions.
class ChooserAgent : public bg::Agent<ArkadiaGame> {
 public:
  ChooserAgent(Chooser chooser, bg::Rng& seeds) : chooser_(std::move(chooser)), seeds_(seeds) {}
  std::optional<Action> choose(const SeatView& view) override { return chooser_(view, seeds_.next()); }

 private:
  Chooser chooser_;
  bg::Rng& seeds_;
};

// Plays a whole game, seat p played by choosers[p]; every decision must be legal.
State play_game(const std::vector<Chooser>& choosers, std::uint64_t seed, bool beginner = false) {
  GameOptions o = ArkadiaGame::default_options(static_cast<int>(choosers.size()));
  o.beginner = beginner;
  bg::Rng seeds(seed);
  std::vector<ChooserAgent> agents;
  for (const Chooser& c : choosers) agents.emplace_back(c, seeds);
  std::vector<bg::Agent<ArkadiaGame>*> seats;
  for (auto& a : agents) seats.push_back(&a);
  auto game = bg::play_game<ArkadiaGame>(ArkadiaGame::new_game(o, seed).value(), seats);
  EXPECT_EQ(game.error, "");
  return game.state;
}

// Positions of a greedy game at every phase the AI meets, each with the seat to move.
std::vector<State> sample_positions(int players, std::uint64_t seed, int every) {
  const std::vector<State> game = greedy_game_states(players, seed);
  std::vector<State> out;
  for (std::size_t i = 0; i < game.size(); i += static_cast<std::size_t>(every))
    if (game[i].legal_actions().size() > 1) out.push_back(game[i]);
  return out;
}

TEST(Levels, NamesRoundTrip) {
  for (auto l : ai::kLevels) EXPECT_EQ(ai::parse_level(ai::level_name(l)), l);
  EXPECT_EQ(ai::parse_level("expert"), ai::Level::kExpert);
  EXPECT_FALSE(ai::parse_level("master").has_value());
  EXPECT_FALSE(ai::parse_level("Hard").has_value());
  // Each level searches more than the one below it.
  EXPECT_GT(arkadia_ai::level_settings(ai::Level::kExpert).iterations, arkadia_ai::level_settings(ai::Level::kHard).iterations);
  EXPECT_GT(arkadia_ai::level_settings(ai::Level::kHard).iterations, arkadia_ai::level_settings(ai::Level::kNormal).iterations);
}

TEST(Levels, EveryLevelPlaysOnlyLegalActionsWithTwoThreeAndFourPlayers) {
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t g = 0; g < 4; ++g) {
      std::vector<Chooser> seats = {level(ai::Level::kEasy), small_search(ai::Level::kHard, 12),
                                    small_search(ai::Level::kNormal, 12), greedy()};
      seats.resize(static_cast<std::size_t>(players));
      std::rotate(seats.begin(), seats.begin() + static_cast<std::ptrdiff_t>(g % seats.size()), seats.end());
      const State end = play_game(seats, 100 * static_cast<std::uint64_t>(players) + g, g % 2 == 1);
      EXPECT_TRUE(end.is_terminal());
    }
}

TEST(Levels, NormalAtFullBudgetPlaysAWholeLegalGame) {
  const State end = play_game({level(ai::Level::kNormal), level(ai::Level::kEasy)}, 77);
  EXPECT_TRUE(end.is_terminal());
}

TEST(Levels, HardAtFullBudgetChoosesLegalActions) {
  const std::vector<State> positions = sample_positions(3, 5, 97);
  ASSERT_GE(positions.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const State& s = positions[i * positions.size() / 2];
    const Action a = arkadia_ai::choose_action(SeatView::of(s, s.current_player()), ai::Level::kHard, i);
    EXPECT_TRUE(s.check(a).ok()) << to_text(a);
  }
}

TEST(Levels, TheSameViewAndSeedGiveTheSameAction) {
  for (const State& s : sample_positions(2, 11, 41)) {
    const SeatView view = SeatView::of(s, s.current_player());
    const SeatView copy = SeatView::of(State(s), s.current_player());
    EXPECT_EQ(arkadia_ai::choose_action(view, ai::Level::kEasy, 3), arkadia_ai::choose_action(copy, ai::Level::kEasy, 3));
    EXPECT_EQ(arkadia_ai::choose_action(view, ai::Level::kNormal, 3), arkadia_ai::choose_action(copy, ai::Level::kNormal, 3));
    const Chooser hard = small_search(ai::Level::kHard, 150);
    EXPECT_EQ(hard(view, 8), hard(copy, 8));
  }
}

// Two full states that differ only in what the seat cannot see: other hands and the deck order.
// What the page does for an AI seat: the seat's view of the full game, encoded for the worker,
// and the worker's answer (ai/view_request.hpp).
std::string page_ai_decision(const State& full, int level, std::uint64_t seed) {
  return arkadia_ai::answer_view_request(encode_view(SeatView::of(full, full.current_player())), level, seed);
}

// Two full games that differ only in cards the seat to move cannot see (other hands, the deck
// order) get the same decision from every level, through the page's path: the view sent to the
// worker is the same text, though the games are not.
TEST(Levels, HiddenCardsChangeNoDecision) {
  int differing_hands = 0;
  for (int players : {2, 4}) {
    bg::Rng rng(static_cast<std::uint64_t>(players));
    int position = 0;
    for (const State& real : sample_positions(players, 20 + static_cast<std::uint64_t>(players), 53)) {
      const int seat = real.current_player();
      const State other = SeatView::of(real, seat).sample(rng);  // another deal of the unseen cards
      bool hands_differ = false;
      for (int p = 0; p < players; ++p) hands_differ |= p != seat && other.player(p).hand != real.player(p).hand;
      differing_hands += hands_differ;
      ASSERT_EQ(other.player(seat).hand, real.player(seat).hand);
      ASSERT_NE(other.hash(), real.hash());
      EXPECT_EQ(encode_view(SeatView::of(real, seat)), encode_view(SeatView::of(other, seat)));
      for (int l : {0, 1}) EXPECT_EQ(page_ai_decision(real, l, 5), page_ai_decision(other, l, 5)) << "level " << l;
      if (position++ < 3) {
        EXPECT_EQ(page_ai_decision(real, 2, 6), page_ai_decision(other, 2, 6)) << "hard";
      }
    }
  }
  EXPECT_GT(differing_hands, 3);  // the other deals really did put other cards in other hands
}

TEST(Greedy, BeatsTheRandomPlayer) {
  const Chooser random = [](const SeatView& v, std::uint64_t seed) {
    const auto legal = v.state().legal_actions();
    bg::Rng rng(seed);
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  };
  for (std::uint64_t g = 0; g < 2; ++g) {
    const bool greedy_first = g == 0;
    const State end = greedy_first ? play_game({greedy(), random}, g) : play_game({random, greedy()}, g);
    const int me = greedy_first ? 0 : 1;
    EXPECT_GT(end.gold(me), end.gold(1 - me));
  }
}

}  // namespace
}  // namespace test
