// ArkantiS's players (ai/arkantis): legal actions from the seat's view alone, the same action for
// the same seed, purchases planned on what the board can still make, no gifts to the next
// player, and greedy clearly stronger than random.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/evaluation.hpp"
#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "ai/arkantis/arkantis_review.hpp"
#include "ai/arkantis/arkantis_search.hpp"
#include "ai/arkantis/moves.hpp"
#include "ai/arkantis/play_out.hpp"
#include "ai/arkantis/view_request.hpp"
#include "ai/random_agent.hpp"
#include "arkantis/game.hpp"
#include "arkantis/view_codec.hpp"
#include "bg/play_game.hpp"
#include "helpers.hpp"
#include "sweep_size.hpp"

namespace arkantis::testing {
namespace {

using arkantis_ai::GreedyAgent;

class LevelAgent : public bg::Agent<ArkantisGame> {
 public:
  LevelAgent(ai::Level level, std::uint64_t seed) : level_(level), rng_(seed) {}
  std::optional<Action> choose(const SeatView& view) override {
    return arkantis_ai::choose_action(view, level_, rng_.next());
  }

 private:
  ai::Level level_;
  bg::Rng rng_;
};

State duel(bg::Agent<ArkantisGame>& first, bg::Agent<ArkantisGame>& second, std::uint64_t seed) {
  bg::Agent<ArkantisGame>* seats[] = {&first, &second};
  auto game = bg::play_game<ArkantisGame>(ArkantisGame::new_game(ArkantisGame::default_options(2), seed).value(), seats);
  EXPECT_FALSE(game.abandoned);
  EXPECT_EQ(game.error, "");
  return game.state;
}

TEST(ArkantisAi, GreedyBeatsRandomClearly) {
  double greedy_wins = 0;
  const int games = 30;
  for (int g = 0; g < games; ++g) {
    GreedyAgent greedy;
    ai::RandomAgent<ArkantisGame> rnd(300 + static_cast<std::uint64_t>(g));
    const bool greedy_first = g % 2 == 0;
    const State end = greedy_first ? duel(greedy, rnd, 40 + static_cast<std::uint64_t>(g / 2))
                                   : duel(rnd, greedy, 40 + static_cast<std::uint64_t>(g / 2));
    ASSERT_TRUE(end.is_terminal());
    const int seat = greedy_first ? 0 : 1;
    greedy_wins += end.score(seat) > end.score(1 - seat) ? 1.0 : end.score(seat) == end.score(1 - seat) ? 0.5 : 0.0;
  }
  EXPECT_GE(greedy_wins, 0.9 * games);
}

TEST(ArkantisAi, EveryLevelPlaysLegalActionsToTheEnd) {
  for (ai::Level level : ai::kLevels) {
    LevelAgent a(level, 1), b(level, 2);
    bg::Agent<ArkantisGame>* seats[] = {&a, &b};
    SCOPED_TRACE(ai::level_name(level));
    if (level >= ai::Level::kHard) {  // a few decisions, not a whole game: keep the suite fast
      State s = ArkantisGame::new_game(ArkantisGame::default_options(3), 7).value();
      for (int i = 0; i < 6 && !s.is_terminal(); ++i) {
        const Action x = arkantis_ai::choose_action(SeatView::of(s, s.current_player()), level, 11 + i);
        ASSERT_TRUE(s.apply(x).ok()) << to_text(x);
      }
      continue;
    }
    auto game = bg::play_game<ArkantisGame>(ArkantisGame::new_game(ArkantisGame::default_options(2), 5).value(), seats);
    EXPECT_EQ(game.error, "");
    EXPECT_TRUE(game.state.is_terminal());
  }
}

// A pass is final and the others play on alone: while a token is left, removing one is free
// and can only add to one's score, so no level passes, however far behind it is.
TEST(ArkantisAi, NoLevelPassesWhileATokenIsLeft) {
  std::vector<State> positions;
  for (std::uint64_t seed : {3u, 8u}) {
    State s = ArkantisGame::new_game(ArkantisGame::default_options(2), seed).value();
    bg::Rng rng(seed);
    for (int turn = 0; !s.is_terminal();) {
      if (s.phase() == Phase::kAction && ++turn % 3 == 0) positions.push_back(s);
      // Random turns, never a pass: positions where a player is far behind come up.
      auto legal = s.legal_actions();
      std::erase_if(legal, [](const Action& a) { return a.kind == ActionKind::kPass; });
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  ASSERT_GT(positions.size(), 10u);
  for (ai::Level level : ai::kLevels) {
    if (level > ai::Level::kHard) continue;
    SCOPED_TRACE(ai::level_name(level));
    const std::size_t step = level == ai::Level::kHard ? positions.size() / 4 : level == ai::Level::kNormal ? 3 : 1;
    for (std::size_t i = 0; i < positions.size(); i += step) {
      const State& s = positions[i];
      const Action a = arkantis_ai::choose_action(SeatView::of(s, s.current_player()), level, 40 + i);
      EXPECT_NE(a.kind, ActionKind::kPass) << "position " << i << ", scores " << s.score(0) << " to " << s.score(1);
    }
  }
}

TEST(ArkantisAi, TheSameViewAndSeedGiveTheSameActionWhateverTheHiddenCards) {
  State s = ArkantisGame::new_game(ArkantisGame::default_options(3), 21).value();
  GreedyAgent greedy;
  for (int i = 0; i < 12; ++i) s.apply_unchecked(*greedy.choose(SeatView::of(s, s.current_player())));
  while (s.phase() != Phase::kAction) s.apply_unchecked(*greedy.choose(SeatView::of(s, s.current_player())));
  const int seat = s.current_player();
  const SeatView view = SeatView::of(s, seat);
  bg::Rng rng(3);
  const State other = view.sample(rng);  // other hands and piles, the same view
  auto sent = [&](const State& full) { return decode_view(encode_view(SeatView::of(full, seat))).value(); };
  for (ai::Level level : {ai::Level::kEasy, ai::Level::kNormal}) {
    const Action a = arkantis_ai::choose_action(sent(s), level, 99);
    EXPECT_EQ(a, arkantis_ai::choose_action(sent(other), level, 99));
    EXPECT_TRUE(s.check(a).ok());
  }
}

TEST(ArkantisAi, TheWorkersRequestAnswersInNotation) {
  const State s = ArkantisGame::new_game(ArkantisGame::default_options(2), 4).value();
  const std::string view = encode_view(SeatView::of(s, s.current_player()));
  const std::string answer = arkantis_ai::answer_view_request(view, 1, 8);
  auto parsed = parse_action(answer);
  ASSERT_TRUE(parsed.ok()) << answer;
  EXPECT_TRUE(s.check(parsed.value()).ok());
  EXPECT_EQ(answer, arkantis_ai::answer_view_request(view, 1, 8));
  EXPECT_EQ(arkantis_ai::answer_view_request(view, 4, 8), "error: unknown level");
  EXPECT_EQ(arkantis_ai::answer_view_request(view, -1, 8), "error: unknown level");
  EXPECT_EQ(arkantis_ai::answer_view_request(encode_view(SeatView::of(s, 1 - s.current_player())), 0, 8),
            "error: it is not this seat's turn");
  EXPECT_EQ(arkantis_ai::answer_view_request("{", 0, 8).rfind("error: bad view: ", 0), 0u);
}

// A card is worth something only while its shape can still be made: I5 needs five squares in a
// line, which a board of scattered tokens no longer has.
TEST(ArkantisAi, ACardIsWorthBuyingOnlyIfItsShapeCanStillBeMade) {
  const State open_board = position("XXXXXX./XXXX.XX/X.XXXXX/XX.XXXX/XXXXX.X/.XXXXXX/XXXXX.X", 3);
  const State scattered = position("X.X.X.X/.X.X.X./X.X.X.X/.X.X.X./X.X.X.X/.X.X.X./X.X.X.X", 3);
  EXPECT_GT(arkantis_ai::claim_chance(open_board, card("I5"), false, 3), 0.05);
  EXPECT_EQ(arkantis_ai::claim_chance(scattered, card("I5"), false, 3), 0.0);
  EXPECT_EQ(arkantis_ai::claim_chance(scattered, card("O4"), false, 3), 0.0);
}

// §10.4's board: `take d4` pays 7 at once (5 -> 12 counters); the greedy player finds a turn at
// least as good. The player before would rather not leave such a board: the evaluation gives most
// of it to the seat to move.
TEST(ArkantisAi, TheGreedyPlayerTakesWhatPaysAndTheEvaluationCountsWhatTheNextPlayerCanTake) {
  const State s = position("......./...X.../...X.../..XXXX./..X.X../.XXX.../.....XX", 5);
  State after = s;
  arkantis_ai::apply_move(after, {arkantis_ai::greedy_action(s)});
  EXPECT_GE(after.score(0) - s.score(0), 7) << to_text(arkantis_ai::greedy_action(s));
  EXPECT_GE(arkantis_ai::best_free_gain(s), 7.0);
  const auto w = arkantis_ai::worths(s);
  EXPECT_GT(w[0] - w[1], 5.0);
}

// Phase 2: a new spot that a face-up top accepts is bought and claimed, then the turn ends.
TEST(ArkantisAi, ASpotTheFaceUpTopAcceptsIsBoughtAndClaimed) {
  State s = rulebook_game();  // emerald face-up top: T4 (§10.9)
  ASSERT_EQ(play(s, {"take f6 g6"}), "");
  EXPECT_EQ(to_text(arkantis_ai::follow_up_action(s)), "buy emerald face-up");
  arkantis_ai::finish_turn(s);
  EXPECT_EQ(s.player(0).claimed.size(), 1u);
  EXPECT_EQ(s.current_player(), 1);
}

// A position some turns into a greedy game, at the start of a turn (the seat to move acts).
State greedy_game_at(int players, std::uint64_t seed, int actions) {
  State s = ArkantisGame::new_game(ArkantisGame::default_options(players), seed).value();
  GreedyAgent greedy;
  for (int i = 0; i < actions; ++i) s.apply_unchecked(*greedy.choose(SeatView::of(s, s.current_player())));
  while (s.phase() != Phase::kAction) s.apply_unchecked(*greedy.choose(SeatView::of(s, s.current_player())));
  return s;
}

double loss(const arkantis_ai::TurnReview& r) { return r.preferred_gain - r.chosen_gain; }

double sum_of(const std::vector<ai::ReviewTerm>& terms) {
  double sum = 0;
  for (const auto& t : terms) sum += t.worth;
  return sum;
}

// The review plays both turns out and says what its number is made of (issue 48: its reasons
// and its number came from different valuations and disagreed): the mover's claimed points,
// counters, cards left in hand and the best other seat's score, adding up to the number.
TEST(ArkantisReview, ItsPartsAddUpToItsNumber) {
  for (int players : {2, 3})
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(tests::sweep_positions(2)); ++seed) {
      const State s = greedy_game_at(players, seed, 8 + 4 * static_cast<int>(seed));
      const SeatView view = SeatView::of(s, s.current_player());
      const Action easy = arkantis_ai::choose_action(view, ai::Level::kEasy, seed);
      for (const std::vector<Action>& turn : {std::vector<Action>{easy}, std::vector<Action>{Action::pass()}}) {
        const auto r = arkantis_ai::review_turn(view, turn, ai::Level::kNormal, seed);
        ASSERT_TRUE(r.has_value());
        ASSERT_EQ(r->terms.size(), 4u);
        EXPECT_EQ(r->terms[0].name, "claimed");
        EXPECT_EQ(r->terms[1].name, "counters");
        EXPECT_EQ(r->terms[2].name, "hand");
        EXPECT_EQ(r->terms[3].name, "others");
        EXPECT_NEAR(sum_of(r->terms), loss(*r), 1e-9) << players << " players, seed " << seed << ", " << to_text(turn[0]);
        EXPECT_EQ(r->chosen_final.empty(), turn[0].kind != ActionKind::kPass) << "final scores only after a pass";
        // The loss's 80% interval over the deals played out: around it, and as wide as the
        // deals disagree (none when both turns are the same).
        EXPECT_NEAR((r->loss_range.low + r->loss_range.high) / 2, loss(*r), 1e-9);
        EXPECT_LE(r->loss_range.low, r->loss_range.high);
        if (r->preferred == turn) {
          EXPECT_DOUBLE_EQ(r->loss_range.low, r->loss_range.high);
        }
        const std::string answer = arkantis_ai::answer_review_request(encode_view(view), to_text(turn[0]), 1, 0);
        char tail[64];
        const auto advised = arkantis_ai::review_advised(view, turn, ai::Level::kNormal);
        std::snprintf(tail, sizeof tail, "\t%.1f:%.1f", advised->loss_range.low, advised->loss_range.high);
        EXPECT_TRUE(answer.ends_with(tail)) << "the worker's answer ends with the interval: " << answer;
      }
    }
}

// Where games played out from both turns (other deals than the review's own) agree among
// themselves which is better (their 95% interval of the difference clear of zero), the review
// agrees in sign in at least 90% of turns (issue 48; cli review-check measures it on whole games,
// ai/README.md). The turns compared: a random legal action (and the greedy rest of its turn)
// against Normal's, in positions of greedy games past their opening, where play-outs are quick.
TEST(ArkantisReview, ItsSignAgreesWithOtherPlayOuts) {
  // A judgement of the review over many play-outs, the slowest test under the sanitizers; the
  // tests around it take the same code through them.
  if (tests::kSanitized) GTEST_SKIP() << "a statistical judgement: the release and wasm suites run it";
  int decisive = 0, agreed = 0;
  for (int players : {2, 3})
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const State s = greedy_game_at(players, seed, 24 + 4 * static_cast<int>(seed));
      if (s.is_terminal()) continue;
      const SeatView view = SeatView::of(s, s.current_player());
      const auto legal = s.legal_actions();
      const std::vector<Action> easy{legal[(seed * 7919) % legal.size()]};
      const auto r = arkantis_ai::review_turn(view, easy, ai::Level::kNormal, seed);
      ASSERT_TRUE(r.has_value());
      if (r->preferred.front() == easy.front()) continue;
      constexpr int kDeals = 16;
      const std::uint64_t other_deals = 1000 + seed;
      const auto theirs = arkantis_ai::play_out(view, r->preferred, kDeals, other_deals);
      const auto mine = arkantis_ai::play_out(view, easy, kDeals, other_deals);
      ASSERT_TRUE(theirs && mine);
      double sum = 0, squares = 0;
      for (int d = 0; d < kDeals; ++d) {
        const double gain = theirs->margins[static_cast<std::size_t>(d)] - mine->margins[static_cast<std::size_t>(d)];
        sum += gain, squares += gain * gain;
      }
      const double mean = sum / kDeals;
      const double spread = std::sqrt(std::max(0.0, (squares - kDeals * mean * mean) / (kDeals - 1)) / kDeals);
      if (std::abs(mean) <= 1.96 * spread) continue;
      ++decisive;
      agreed += (loss(*r) > 0) == (mean > 0);
      std::printf("# %d players, seed %llu: review %+.1f, played out %+.1f +- %.1f\n", players,
                  static_cast<unsigned long long>(seed), loss(*r), mean, 1.96 * spread);
    }
  EXPECT_GE(decisive, 4) << "too few clear cases to judge";
  EXPECT_GE(agreed * 10, decisive * 9) << agreed << " of " << decisive;
}

// The page's review of a turn: a pass with the board half full gives up every later turn (the
// others play on alone), a clear loss in every position tried, in two- and three-player games.
TEST(ArkantisReview, AnEarlyPassIsAClearLoss) {
  for (int players : {2, 3})
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(tests::sweep_positions(3)); ++seed) {
      const State s = greedy_game_at(players, seed, 10 + 2 * static_cast<int>(seed));
      const SeatView view = SeatView::of(s, s.current_player());
      const auto pass = arkantis_ai::review_turn(view, {Action::pass()}, ai::Level::kNormal, seed);
      ASSERT_TRUE(pass.has_value());
      EXPECT_EQ(pass->length, 1);
      EXPECT_TRUE(s.check(pass->preferred.front()).ok());
      EXPECT_GE(loss(*pass), 3.0) << players << " players, seed " << seed << ": preferred " << pass->preferred_gain
                                  << ", pass " << pass->chosen_gain;
    }
}

// The AI's own turn played back to it is no loss; the same view and seed give the same review,
// whatever the hidden cards behind the view.
TEST(ArkantisReview, TheAisOwnTurnIsNoLossAndTheReviewIsSeeded) {
  const State s = greedy_game_at(2, 8, 12);
  const int seat = s.current_player();
  const SeatView view = SeatView::of(s, seat);
  const auto pass = arkantis_ai::review_turn(view, {Action::pass()}, ai::Level::kHard, 3);
  ASSERT_TRUE(pass.has_value());
  const auto same = arkantis_ai::review_turn(view, pass->preferred, ai::Level::kHard, 3);
  ASSERT_TRUE(same.has_value());
  EXPECT_EQ(same->preferred, pass->preferred);
  EXPECT_EQ(same->length, static_cast<int>(pass->preferred.size()));
  EXPECT_EQ(loss(*same), 0.0);
  EXPECT_GE(loss(*pass), 20.0) << "a pass with the board half full loses the game's rest";
  // The pass warning's range: the passer's score settled, each other's around what it may take.
  ASSERT_EQ(pass->chosen_range.size(), pass->chosen_final.size());
  for (int p = 0; p < s.num_players(); ++p) {
    const auto& r = pass->chosen_range[static_cast<std::size_t>(p)];
    EXPECT_LE(r.low, r.high);
    if (p == seat) {
      EXPECT_EQ(r.low, r.high);
    } else {
      EXPECT_GE(r.low, s.score(p)) << "a seat never loses points by another's pass";
    }
  }
  EXPECT_TRUE(same->chosen_range.empty()) << "only a pass has the warning";

  bg::Rng rng(4);
  const SeatView twin = SeatView::of(view.sample(rng), seat);  // other hidden cards, the same view
  ASSERT_EQ(twin, view);
  const auto repeated = arkantis_ai::review_turn(twin, {Action::pass()}, ai::Level::kHard, 3);
  ASSERT_TRUE(repeated.has_value());
  EXPECT_EQ(repeated->preferred, pass->preferred);
  EXPECT_EQ(repeated->preferred_gain, pass->preferred_gain);
  EXPECT_EQ(repeated->chosen_gain, pass->chosen_gain);
  const auto other_seed = arkantis_ai::review_turn(view, {Action::pass()}, ai::Level::kHard, 4);
  ASSERT_TRUE(other_seed.has_value());
  // The seed drives the deals played out; either way the pass is a heavy loss.
  EXPECT_NE(other_seed->chosen_gain, pass->chosen_gain);
  EXPECT_GE(loss(*other_seed), 20.0);
}
}  // namespace
}  // namespace arkantis::testing

namespace arkantis::testing {
namespace {

// A pass with the board half full: the passer's score is final, and the others, playing on
// alone, still take many points: what the review's search, a few turns deep, cannot see (issue
// 48: a pass leading 49 to 35 lost 276 to 49). The figures come from the view alone and the seed.
TEST(ArkantisPlayOut, AfterAnEarlyPassThePassersScoreStaysAndTheOthersTakeMuchMore) {
  for (int players : {2, 3})
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      const State s = greedy_game_at(players, seed, 10 + 2 * static_cast<int>(seed));
      const int me = s.current_player();
      const SeatView view = SeatView::of(s, me);
      const auto out = arkantis_ai::play_out(view, {Action::pass()}, 4, seed);
      ASSERT_TRUE(out.has_value());
      EXPECT_EQ(out->deals, 4);
      EXPECT_EQ(out->lowest[static_cast<std::size_t>(me)], s.score(me)) << "the passer's score is final";
      EXPECT_EQ(out->highest[static_cast<std::size_t>(me)], s.score(me));
      // The others together: with three players one of them may end lower (cards left in hand).
      double others_gain = 0;
      for (int p = 0; p < players; ++p)
        if (p != me) others_gain += out->mean_score[static_cast<std::size_t>(p)] - s.score(p);
      EXPECT_GE(others_gain, 20.0) << players << " players, seed " << seed;
      std::printf("# %d players, seed %llu: passer %d, others gain %.1f on average\n", players, static_cast<unsigned long long>(seed), s.score(me), others_gain);
      // The same view and seed, whatever the hidden cards behind it, give the same figures.
      bg::Rng rng(99);
      const State other_deal = view.sample(rng);
      const auto again = arkantis_ai::play_out(SeatView::of(other_deal, me), {Action::pass()}, 4, seed);
      ASSERT_TRUE(again.has_value());
      EXPECT_EQ(again->mean_score, out->mean_score);
    }
}

TEST(ArkantisPlayOut, AnIllegalTurnOrNoDealGivesNothing) {
  const State s = greedy_game_at(2, 3, 10);
  const SeatView view = SeatView::of(s, s.current_player());
  EXPECT_FALSE(arkantis_ai::play_out(view, {Action::end()}, 2, 1).has_value());
  EXPECT_FALSE(arkantis_ai::play_out(view, {Action::pass()}, 0, 1).has_value());
}

}  // namespace
}  // namespace arkantis::testing
