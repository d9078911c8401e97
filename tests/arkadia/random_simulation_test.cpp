// The generic random-simulation test (model: OpenSpiel's random sim tests): thousands of seeded
// random games per player count, checking at every step that the game keeps its laws, that
// every game ends, that records replay exactly, and that sampling respects the seat views.
#include "arkadia/record.hpp"
#include "arkadia/view.hpp"
#include "helpers.hpp"
#include "sweep_size.hpp"

namespace test {
namespace {

constexpr int kGamesPerPlayerCount = tests::sweep_games(2000);
constexpr int kMaxActionsPerGame = 5000;  // far above any real game: a game that runs on is a bug

class RandomSimulation : public ::testing::TestWithParam<int> {};

TEST_P(RandomSimulation, GamesEndKeepTheirLawsAndReplayExactly) {
  const int players = GetParam();
  const std::vector<Square> corners = allowed_lot_corners();
  std::vector<Action> legal;
  std::vector<std::uint64_t> hashes;
  long total_actions = 0, sampled = 0;
  std::array<int, 3> end_reasons{};
  for (int game = 0; game < kGamesPerPlayerCount; ++game) {
    SCOPED_TRACE("players " + std::to_string(players) + ", game " + std::to_string(game));
    GameOptions o;
    o.players = players;
    o.beginner = game % 4 == 1;
    o.allow_mirror = game % 10 == 7;
    o.strict_screens = game % 3 == 2;                            // rules §6: the view differs
    if (game % 11 == 5) o.rules = RulesEdition::kOriginal;       // records before version 3
    if (!o.beginner) o.lot_corner = corners[static_cast<std::size_t>(game) % corners.size()];
    const std::uint64_t seed = static_cast<std::uint64_t>(players) * 100'000 + static_cast<std::uint64_t>(game);
    GameRecord record = new_record(o, std::vector<std::string>(static_cast<std::size_t>(players), "random"), seed);
    State s = State::create(record.options, record.deck, record.start_player).value();
    bg::Rng rng(seed);
    hashes.assign(1, s.hash());
    while (!s.is_terminal()) {
      ASSERT_LT(static_cast<int>(record.actions.size()), kMaxActionsPerGame) << "the game does not end";
      s.legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      ASSERT_TRUE(s.check(a).ok()) << to_text(a);
      auto text = parse_action(to_text(a));
      ASSERT_TRUE(text.ok() && text.value() == a) << to_text(a);
      s.apply_unchecked(a);
      record.actions.push_back(a);
      hashes.push_back(s.hash());
      const std::string broken = invariant_violations(s);
      ASSERT_EQ(broken, "") << "after action " << record.actions.size() << " " << to_text(a);
      if (rng.below(16) == 0 && !s.is_terminal()) {
        const int seat = static_cast<int>(rng.below(static_cast<std::uint32_t>(players)));
        const SeatView view = SeatView::of(s, seat);
        const State other = view.sample(rng);
        ASSERT_EQ(SeatView::of(other, seat), view) << "sampling changed what the seat sees";
        ASSERT_EQ(invariant_violations(other), "");
        ++sampled;
      }
    }
    total_actions += static_cast<long>(record.actions.size());
    ++end_reasons[static_cast<int>(s.end_reason())];
    ASSERT_EQ(invariant_violations(s), "");
    ASSERT_FALSE(s.winners().empty());

    // Serialise, read back, replay: the same hash at every step.
    auto parsed = parse_record(to_json(record, &s));
    ASSERT_TRUE(parsed.ok()) << parsed.reason();
    State r = State::create(parsed->options, parsed->deck, parsed->start_player).value();
    ASSERT_EQ(r.hash(), hashes[0]);
    for (std::size_t i = 0; i < parsed->actions.size(); ++i) {
      ASSERT_TRUE(r.apply(parsed->actions[i]).ok()) << "replay action " << i + 1;
      ASSERT_EQ(r.hash(), hashes[i + 1]) << "replay diverged at action " << i + 1;
    }
    ASSERT_EQ(r, s);
  }
  EXPECT_GT(sampled, kGamesPerPlayerCount);
  // The suite must reach the real end of the game; in two-player random play the workers also
  // run out often enough to end games by a round of passes [D-8].
  EXPECT_GT(end_reasons[static_cast<int>(EndReason::kCastleComplete)], 0);
  if (players == 2) {
    EXPECT_GT(end_reasons[static_cast<int>(EndReason::kAllPassed)], 0);
  }
  RecordProperty("actions", static_cast<int>(total_actions));
  std::printf("%d players: %d games, %ld actions, ended by castle %d, by passes %d\n", players,
              kGamesPerPlayerCount, total_actions, end_reasons[1], end_reasons[2]);
}

INSTANTIATE_TEST_SUITE_P(Players, RandomSimulation, ::testing::Values(2, 3, 4),
                         [](const ::testing::TestParamInfo<int>& p) { return std::to_string(p.param) + "Players"; });

}  // namespace
}  // namespace test
