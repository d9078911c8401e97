// The conformance suite every game runs (model: OpenSpiel's random-simulation tests), written
// only against the contract (bg/game.hpp). tests/conformance/every_game_test.cpp runs it for every
// registered game, each with its Variants<G> (below): the option sets to cover and how many
// seeded random games to play with each.
//
// Checked: options read back from their JSON and bad JSON refused; a new game depends only on
// its options and seed; in random games the invariants hold after every action, every game
// ends, check() accepts exactly the legal actions, a refused action changes nothing, every
// action's text reads back as itself, the view of a sample is the view, and the options' JSON
// with the actions' texts replay the game with the same hash at every step, and, for a hosted
// game, its record goes through the envelope and back and replays to the same end; and the two
// laws remote play relies on (privacy_laws.hpp): the mover's legal actions and refusals depend
// only on its own view, and an action's text names nothing another seat cannot see.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "bg/game.hpp"
#include "privacy_laws.hpp"

namespace conformance {

// "seat 1", "seat 2", ...: the labels a record keeps for its seats.
inline std::vector<std::string> seat_labels(int players) {
  std::vector<std::string> labels;
  for (int p = 1; p <= players; ++p) labels.push_back("seat " + std::to_string(p));
  return labels;
}

// The option sets to cover and the seeded random games per set: by default every player count's
// default options, 20 games each. A game covering more specialises it in
// tests/GAME/conformance_variants.hpp (tests/conformance/every_game_test.cpp includes it).
template <class G>
struct Variants {
  static std::vector<typename G::Options> options() {
    std::vector<typename G::Options> all;
    for (int players = G::kMinPlayers; players <= G::kMaxPlayers; ++players) all.push_back(G::default_options(players));
    return all;
  }
  static int games_per_options() { return 20; }
};

template <class G>
class Conformance : public ::testing::Test {};
TYPED_TEST_SUITE_P(Conformance);

TYPED_TEST_P(Conformance, OptionsReadBackFromTheirJsonAndBadJsonIsRefused) {
  using G = TypeParam;
  for (const auto& o : Variants<G>::options()) {
    const std::string text = G::options_to_json(o);
    auto back = G::options_from_json(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.reason();
    EXPECT_EQ(G::options_to_json(back.value()), text);
  }
  for (const char* bad : {"", "{", "[]", "null", "{\"players\": 1}", "{\"players\": 99}", "{\"players\": \"two\"}"}) {
    auto read = G::options_from_json(bad);
    EXPECT_FALSE(read.ok()) << bad;
    if (!read.ok()) {
      EXPECT_FALSE(read.reason().empty()) << bad;
    }
  }
  EXPECT_LE(G::kMinPlayers, G::kMaxPlayers);
  for (int n = G::kMinPlayers; n <= G::kMaxPlayers; ++n) EXPECT_TRUE(G::new_game(G::default_options(n), 1).ok()) << n;
  EXPECT_FALSE(G::new_game(G::default_options(G::kMaxPlayers + 1), 1).ok());
}

TYPED_TEST_P(Conformance, ANewGameDependsOnlyOnItsOptionsAndSeed) {
  using G = TypeParam;
  for (const auto& o : Variants<G>::options()) {
    bool seeds_differ = false;
    const auto first = G::new_game(o, 0).value();
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
      const auto a = G::new_game(o, seed).value(), b = G::new_game(o, seed).value();
      EXPECT_EQ(a.hash(), b.hash());
      EXPECT_TRUE(a == b);
      EXPECT_EQ(G::invariant_violations(a), "");
      seeds_differ |= a.hash() != first.hash();
    }
    EXPECT_TRUE(seeds_differ) << "the seed changes nothing in " << G::options_to_json(o);
  }
}

TYPED_TEST_P(Conformance, RandomGamesKeepTheLawsOfTheContract) {
  using G = TypeParam;
  using Action = typename G::Action;
  constexpr long kMaxActions = 100'000;  // far above any real game: one that runs on is a bug
  std::vector<Action> legal, seen;        // `seen`: actions met anywhere, to try where illegal
  long games = 0, actions = 0, samples = 0, refused = 0, records = 0, drawn = 0;
  std::uint64_t seed = 0;
  for (const auto& o : Variants<G>::options()) {
    const std::string options_json = G::options_to_json(o);
    for (int g = 0; g < Variants<G>::games_per_options(); ++g, ++seed, ++games) {
      SCOPED_TRACE(options_json + ", seed " + std::to_string(seed));
      auto s = G::new_game(o, seed).value();
      bg::Rng rng(seed ^ 0x5eedull);
      std::vector<std::uint64_t> hashes{s.hash()};
      std::vector<std::string> texts;
      while (!s.is_terminal()) {
        ASSERT_LT(static_cast<long>(texts.size()), kMaxActions) << "the game does not end";
        const int seat = s.current_player();
        ASSERT_GE(seat, 0);
        ASSERT_LT(seat, s.num_players());
        s.legal_actions(legal);
        ASSERT_FALSE(legal.empty());
        for (const Action& a : legal) {
          ASSERT_TRUE(s.check(a).ok()) << G::action_text(a);
          auto parsed = G::parse_action(G::action_text(a));
          ASSERT_TRUE(parsed.ok() && parsed.value() == a) << G::action_text(a);
        }
        for (int k = 0; k < 4 && !seen.empty(); ++k) {
          const Action& a = seen[rng.below(static_cast<std::uint32_t>(seen.size()))];
          if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
          ++refused;
          EXPECT_FALSE(s.check(a).ok()) << G::action_text(a) << " is accepted but not legal";
          auto copy = s;
          const bg::Status why = copy.apply(a);
          ASSERT_FALSE(why.ok()) << G::action_text(a);
          EXPECT_FALSE(why.reason().empty());
          ASSERT_TRUE(copy == s) << "refusing " << G::action_text(a) << " changed the state";
        }
        bg::Rng drawing = rng;
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        // A game that draws a random action itself (bg::PicksRandomAction) draws this one, with
        // the same draws, so random play goes as it would without it.
        if constexpr (bg::PicksRandomAction<G>) {
          std::vector<Action> scratch;
          ASSERT_TRUE(s.random_legal_action(drawing, scratch) == a) << G::action_text(a);
          bg::Rng after = rng;
          ASSERT_EQ(drawing.next(), after.next()) << "another number of draws";
          ++drawn;
        }
        if (seen.size() < 4096) seen.push_back(a);
        ASSERT_TRUE(s.apply(a).ok());
        texts.push_back(G::action_text(a));
        hashes.push_back(s.hash());
        ASSERT_EQ(G::invariant_violations(s), "") << "after action " << texts.size() << " " << texts.back();
        if (rng.below(8) == 0) {
          const int who = static_cast<int>(rng.below(static_cast<std::uint32_t>(s.num_players())));
          const auto view = G::view(s, who);
          const auto other = view.sample(rng);
          ASSERT_TRUE(G::view(other, who) == view) << "sampling changed what seat " << who << " sees";
          ASSERT_EQ(G::invariant_violations(other), "");
          ++samples;
        }
      }
      actions += static_cast<long>(texts.size());
      const std::vector<int> winners = s.winners();
      ASSERT_FALSE(winners.empty());
      const std::vector<double> scores = bg::final_scores<G>(s);
      const double best = *std::max_element(scores.begin(), scores.end());
      for (int w : winners) EXPECT_EQ(scores[static_cast<std::size_t>(w)], best) << "a winner without the best score";

      // The game again from its options' JSON, its seed and its actions' texts.
      auto replayed = G::new_game(G::options_from_json(options_json).value(), seed).value();
      ASSERT_EQ(replayed.hash(), hashes[0]);
      for (std::size_t i = 0; i < texts.size(); ++i) {
        auto a = G::parse_action(texts[i]);
        ASSERT_TRUE(a.ok()) << texts[i];
        ASSERT_TRUE(replayed.apply(a.value()).ok()) << "replay action " << i + 1 << " " << texts[i];
        ASSERT_EQ(replayed.hash(), hashes[i + 1]) << "replay diverged at action " << i + 1;
      }
      ASSERT_TRUE(replayed == s);

      // A hosted game's record (bg::HostedGame): written with its result through the envelope,
      // read back, it replays to the same end; its set-up alone starts the same game.
      if constexpr (bg::HostedGame<G>) {
        auto record = G::new_record(G::options_from_json(options_json).value(), seat_labels(s.num_players()), seed);
        for (const std::string& text : texts) record.actions.push_back(G::parse_action(text).value());
        const std::string written = G::record_to_json(record, &s);
        const auto read = G::parse_record(written);
        ASSERT_TRUE(read.ok()) << read.reason();
        EXPECT_EQ(G::record_to_json(read.value(), &s), written) << "a record reads back as written";
        const auto end = G::replay(read.value());
        ASSERT_TRUE(end.ok()) << end.reason();
        ASSERT_TRUE(end.value() == s) << "the record replays to another end";
        const auto start = G::start_state(G::record_setup(read.value()));
        ASSERT_TRUE(start.ok()) << start.reason();
        ASSERT_EQ(start.value().hash(), hashes[0]);
        ++records;
      }
    }
  }
  if constexpr (bg::HostedGame<G>) {
    EXPECT_EQ(records, games) << "every game's record round trip";
  }
  EXPECT_GT(samples, games / 2);
  EXPECT_GT(refused, 0) << "no illegal action was ever tried";
  if constexpr (bg::PicksRandomAction<G>) {
    EXPECT_EQ(drawn, actions) << "every random action drawn both ways";
  }
  std::printf("%s: %ld random games, %ld actions, %ld samples, %ld refused actions\n",
              std::string(G::kId).c_str(), games, actions, samples, refused);
}

// Remote play sends a friend's page the seat's view, the log of action texts and the engine's
// refusals, and the page offers the legal actions of a sample of its view (docs/remote-play.md,
// "Privacy"): privacy_laws.hpp, in a quarter as many random games as above (other seeds).
TYPED_TEST_P(Conformance, NothingHiddenDecidesTheMoversChoicesOrTheLogsTexts) {
  using G = TypeParam;
  expect_privacy_laws<G>(Variants<G>::options(), std::max(2, Variants<G>::games_per_options() / 4), 1'000'000);
}

REGISTER_TYPED_TEST_SUITE_P(Conformance, OptionsReadBackFromTheirJsonAndBadJsonIsRefused,
                            ANewGameDependsOnlyOnItsOptionsAndSeed, RandomGamesKeepTheLawsOfTheContract,
                            NothingHiddenDecidesTheMoversChoicesOrTheLogsTexts);

}  // namespace conformance
