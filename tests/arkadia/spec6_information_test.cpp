// Spec §6: what each seat may know; sampling the rest.
#include <set>

#include "ai/arkadia/view_request.hpp"
#include "arkadia/view.hpp"
#include "arkadia/view_codec.hpp"
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec6Information, AViewHidesOtherHandsAndTheDeckOrder) {
  State s = new_game(3);
  const SeatView v = SeatView::of(s, 1);
  EXPECT_EQ(v.seat(), 1);
  EXPECT_EQ(v.state().player(1).hand, s.player(1).hand);
  for (int p : {0, 2}) {
    EXPECT_EQ(v.state().player(p).hand_size(), 4);
    for (auto c : v.state().player(p).hand) EXPECT_EQ(c, kHiddenCard);
  }
  EXPECT_EQ(v.state().deck_size(), s.deck_size());
  for (auto c : v.state().deck()) EXPECT_EQ(c, kHiddenCard);
  // Public: board, display, castle, supplies, seals, gold, workers.
  EXPECT_EQ(v.state().display(), s.display());
  EXPECT_EQ(v.state().castle(), s.castle());
  for (int p = 0; p < 3; ++p) {
    EXPECT_EQ(v.state().player(p).seals, s.player(p).seals);
    EXPECT_EQ(v.state().player(p).own_reserve, s.player(p).own_reserve);
    EXPECT_EQ(v.state().player(p).banners, s.player(p).banners);
  }
}

TEST(Spec6Information, ACardTakenFaceUpStaysKnownUntilPlayed) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "MI-R", "MI-O", "MI-B"});
  const CardType face_up = s.display()[0];
  play(s, {"lay HO-R e5 r0", "take 1", "no-banner"});
  const SeatView v = SeatView::of(s, 1);
  const auto& hand = v.state().player(0).hand;
  EXPECT_EQ(std::count(hand.begin(), hand.end(), face_up), 1);
  EXPECT_EQ(std::count(hand.begin(), hand.end(), kHiddenCard), 3);
  // Once seat 0 plays a card of that kind, observers can no longer be sure.
  play(s, {"lay HO-B j8 r0", "take 2", "no-banner"});
  const std::string lay = "lay " + card_name(face_up) + " ";
  std::vector<Action> legal = s.legal_actions();
  auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == ActionKind::kLayOut && a.card == face_up;
  });
  ASSERT_NE(it, legal.end());
  ASSERT_TRUE(s.apply(*it).ok());
  EXPECT_EQ(std::count(s.player(0).known.begin(), s.player(0).known.end(), face_up), 0);
}

TEST(Spec6Information, SamplingChangesOnlyWhatTheViewHides) {
  bg::Rng rng(7);
  for (int n = 2; n <= 4; ++n) {
    State s = new_game(n);
    ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 12; }));
    for (int seat = 0; seat < n; ++seat) {
      const SeatView v = SeatView::of(s, seat);
      std::set<std::uint64_t> distinct;
      for (int i = 0; i < 20; ++i) {
        const State sampled = v.sample(rng);
        EXPECT_EQ(SeatView::of(sampled, seat), v);
        EXPECT_EQ(invariant_violations(sampled), "");
        EXPECT_EQ(sampled.player(seat).hand, s.player(seat).hand);
        distinct.insert(sampled.hash());
      }
      EXPECT_GT(distinct.size(), 10u) << "the hidden cards should vary";
    }
  }
}

TEST(Spec6Information, TheSeatToMoveCanListItsActionsFromItsView) {
  bg::Rng rng(11);
  State s = new_game(3);
  for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
    const SeatView v = SeatView::of(s, s.current_player());
    EXPECT_EQ(v.state().legal_actions(), s.legal_actions());
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

// Another seat's view of the player to move lists what that seat can know to be legal: no
// lay-out of a card it cannot see, and every action but "pass" is legal in the real game (a
// pass may only look forced because the hidden cards are not counted).
TEST(Spec6Information, AnotherSeatsViewListsOnlyActionsItCanKnow) {
  bg::Rng rng(12);
  State s = new_game(3);
  for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
    for (int seat = 0; seat < s.num_players(); ++seat) {
      if (seat == s.current_player()) continue;
      const SeatView v = SeatView::of(s, seat);
      for (const Action& a : v.state().legal_actions()) {
        if (a.kind != ActionKind::kPass) {
          EXPECT_TRUE(s.check(a).ok()) << to_text(a);
        }
        if (a.kind == ActionKind::kLayOut) {
          EXPECT_LT(a.card, kCardTypes);
        }
      }
    }
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

// ---- Strict screens (rules §6): a game option the engine enforces ------------------------------

// A game some turns in, with seals, gold and neutral workers behind the screens; the same game
// with and without strict screens for the same seed (the option changes no legal action).
State strict_game_in_progress(int players, std::uint64_t seed, bool strict_screens = true) {
  GameOptions o;
  o.players = players;
  o.strict_screens = strict_screens;
  State s = new_game(o);
  bg::Rng rng(seed);
  EXPECT_TRUE(play_randomly_until(s, rng, [](const State& x) {
    int seals = 0;
    for (int p = 0; p < x.num_players(); ++p) seals += x.player(p).total_seals();
    return x.phase() == Phase::kMust && x.turn_number() > 20 && seals > 3;
  }));
  for (int p = 0; p < players; ++p) EXPECT_TRUE(PositionEditor(s).give_gold(p, 10 + p).ok());
  return s;
}

TEST(Spec6Information, StrictScreensHideOtherPlayersSealsGoldAndNeutralReserve) {
  const State s = strict_game_in_progress(3, 21);
  const SeatView v = SeatView::of(s, 1);
  for (int p : {0, 2}) {
    const PlayerState& seen = v.state().player(p);
    // What the table shows: one seal per own worker next to each completed building, no gold.
    std::array<std::uint16_t, kFamilies> payouts{};
    for (int b = 0; b < s.building_count(); ++b)
      if (s.building(b).enclosed)
        payouts[family_of(s.building(b).card)] += static_cast<std::uint16_t>((s.building(b).ring & s.workers(p)).count());
    EXPECT_EQ(seen.seals, payouts) << "seat " << p;
    EXPECT_EQ(seen.gold, 0);
    // Own-colour workers behind the screen follow from the banners and the board: exact.
    EXPECT_EQ(seen.own_reserve, s.player(p).own_reserve);
    EXPECT_EQ(seen.own_reserve, data::kStartingWorkers + data::kWorkersPerBanner * (data::kBanners - seen.banners) -
                                    s.workers(p).count());
  }
  // The seat's own screen is its own.
  EXPECT_EQ(v.state().player(1), [&] {
    PlayerState mine = s.player(1);
    mine.hand = v.state().player(1).hand;
    return mine;
  }());
  // The neutral workers behind the other screens add up; only their split is a guess.
  EXPECT_EQ(v.state().player(0).neutral_reserve + v.state().player(2).neutral_reserve,
            s.player(0).neutral_reserve + s.player(2).neutral_reserve);
  // Without strict screens every change is public, so the view shows the real numbers.
  const State open = strict_game_in_progress(3, 21, /*strict_screens=*/false);
  for (int p = 0; p < 3; ++p) {
    EXPECT_EQ(SeatView::of(open, 1).state().player(p).seals, open.player(p).seals);
    EXPECT_EQ(SeatView::of(open, 1).state().player(p).gold, open.player(p).gold);
    EXPECT_EQ(SeatView::of(open, 1).state().player(p).neutral_reserve, open.player(p).neutral_reserve);
  }
}

TEST(Spec6Information, StrictScreensSamplesKeepTheViewAndTheLaws) {
  bg::Rng rng(5);
  for (int n = 2; n <= 4; ++n) {
    const State s = strict_game_in_progress(n, 30 + static_cast<std::uint64_t>(n));
    for (int seat = 0; seat < n; ++seat) {
      const SeatView v = SeatView::of(s, seat);
      std::set<std::array<std::uint8_t, kMaxPlayers>> splits;
      for (int i = 0; i < 20; ++i) {
        const State sampled = v.sample(rng);
        EXPECT_EQ(SeatView::of(sampled, seat), v);
        EXPECT_EQ(invariant_violations(sampled), "");
        std::array<std::uint8_t, kMaxPlayers> split{};
        for (int p = 0; p < n; ++p) split[static_cast<std::size_t>(p)] = sampled.player(p).neutral_reserve;
        splits.insert(split);
      }
      int behind_others = 0;
      for (int p = 0; p < n; ++p) behind_others += p != seat ? s.player(p).neutral_reserve : 0;
      if (behind_others > 1 && n > 2) {
        EXPECT_GT(splits.size(), 1u) << "the neutral workers behind other screens are dealt";
      }
    }
  }
}

// The AI's decision under strict screens cannot depend on a hidden quantity: two full games
// that differ only in other players' seals and gold give the seat to move the same view, the
// same text for the worker, and the same decision at every level.
TEST(Spec6Information, StrictScreensDecisionsIgnoreHiddenSealsAndGold) {
  for (int n : {2, 3}) {
    const State real = strict_game_in_progress(n, 40 + static_cast<std::uint64_t>(n));
    const int seat = real.current_player();
    State richer = real;
    for (int p = 0; p < n; ++p) {
      if (p == seat) continue;
      ASSERT_TRUE(PositionEditor(richer).give_seals(p, 0, 7).ok());
      ASSERT_TRUE(PositionEditor(richer).give_seals(p, 3, 2).ok());
      ASSERT_TRUE(PositionEditor(richer).give_gold(p, 55).ok());
    }
    ASSERT_NE(richer, real);
    EXPECT_EQ(SeatView::of(richer, seat), SeatView::of(real, seat));
    const std::string sent = encode_view(SeatView::of(real, seat));
    EXPECT_EQ(encode_view(SeatView::of(richer, seat)), sent);
    for (int level = 0; level <= 2; ++level)
      EXPECT_EQ(arkadia_ai::answer_view_request(encode_view(SeatView::of(richer, seat)), level, 9),
                arkadia_ai::answer_view_request(sent, level, 9))
          << "level " << level;
    // Without strict screens the same difference is public and reaches the worker.
    const State open = strict_game_in_progress(n, 40 + static_cast<std::uint64_t>(n), /*strict_screens=*/false);
    State open_richer = open;
    ASSERT_TRUE(PositionEditor(open_richer).give_gold((seat + 1) % n, 55).ok());
    EXPECT_NE(encode_view(SeatView::of(open_richer, seat)), encode_view(SeatView::of(open, seat)));
  }
}

}  // namespace
}  // namespace test
