// The page's steps in Arkadia (web/games/arkadia/arkadia_turn_input): every position the engine can
// stand in offers the controls its legal actions need, undo goes back by whole steps (never into
// the middle of a worker plan or a sale), and a take-back never tells the player the next draws.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "arkadia/game.hpp"
#include "arkadia_table.hpp"
#include "bg/rng.hpp"
#include "arkadia_turn_input.hpp"

namespace web {
namespace {

using arkadia::Action;
using arkadia::ActionKind;
using arkadia::Phase;
using arkadia::State;

ArkadiaMatchSetup table(std::uint64_t seed, int players, bool all_human) {
  ArkadiaMatchSetup setup;
  setup.options.players = players;
  setup.seed = seed;
  for (int p = 0; p < players; ++p)
    setup.seats.push_back(SeatSetup{"P" + std::to_string(p), all_human || p == 0 ? SeatKind::kHuman : SeatKind::kAi, 1, p, {}});
  return setup;
}

Action random_legal(const State& s, bg::Rng& rng) {
  const auto legal = s.legal_actions();
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

// A position where the page begins a step: not inside a worker plan, nor inside a sale.
bool starts_a_step(const ArkadiaMatch& m) {
  const State& s = m.state();
  if (s.phase() == Phase::kPlaceWorkers) return false;
  if (s.phase() == Phase::kSell && m.actions_played() > 0)
    return m.record().actions.back().kind == ActionKind::kUseBanner;
  return true;
}

TEST(ArkadiaSteps, EveryPositionOffersTheControlsItsLegalActionsNeed) {
  int place_workers_positions = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto m = ArkadiaMatch::start(table(seed, 2 + static_cast<int>(seed % 3), true)).value();
    bg::Rng rng(seed * 31);
    while (!m.state().is_terminal()) {
      const State& s = m.state();
      const auto legal = s.legal_actions();
      if (s.phase() == Phase::kPlaceWorkers) {
        ++place_workers_positions;
        // The chosen building's free squares are green, and Confirm finishes when allowed.
        const arkadia::Bits targets = worker_targets(s, s.chosen_building());
        for (const Action& a : legal) {
          if (a.kind == ActionKind::kPlaceWorker) {
            EXPECT_TRUE(targets.test(a.square)) << "seed " << seed << " square " << int(a.square);
            // The plan goes on from the chosen building: no second choice of it.
            const auto plan = worker_plan_actions(s, s.chosen_building(), {{a.square, a.neutral}});
            EXPECT_EQ(plan, (std::vector<Action>{a, Action::finish_workers()}));
          }
          if (a.kind == ActionKind::kFinishWorkers) {
            EXPECT_TRUE(can_confirm_workers(s, {}));
            EXPECT_EQ(worker_plan_actions(s, s.chosen_building(), {}), std::vector<Action>{a});
          }
        }
      }
      if (s.phase() == Phase::kMust) {
        // Every building a worker may go next to can be picked, and shows where.
        for (const Action& a : legal)
          if (a.kind == ActionKind::kChooseBuilding) {
            State chosen = s;
            ASSERT_TRUE(chosen.apply(a).ok());
            arkadia::Bits expected;
            for (const Action& w : chosen.legal_actions())
              if (w.kind == ActionKind::kPlaceWorker) expected.set(w.square);
            EXPECT_EQ(worker_targets(s, s.building_at(a.square)), expected);
          }
      }
      ASSERT_TRUE(m.play(random_legal(s, rng)).ok());
    }
  }
  EXPECT_GT(place_workers_positions, 100) << "the random games must stand inside worker plans";
}

// The building follows the pointer everywhere on the board: near an edge (a 2-wide building on
// column p) it is pushed back onto the board, still under the pointer, instead of vanishing.
TEST(ArkadiaSteps, TheGhostIsOnTheBoardWhereverThePointerIs) {
  for (int c = 0; c < arkadia::kCardTypes; ++c)
    for (int o = 0; o < arkadia::kOrientations; ++o) {
      const auto card = static_cast<arkadia::CardType>(c);
      if (!arkadia::kFormGeometry[static_cast<std::size_t>(arkadia::form_of(card))].canonical[static_cast<std::size_t>(o)]) continue;
      for (int q = 0; q < arkadia::kRows * arkadia::kCols; ++q) {
        const auto square = arkadia::make_square(q / arkadia::kCols, q % arkadia::kCols);
        const auto a = layout_at(card, o, square);
        ASSERT_TRUE(a.has_value()) << "card " << c << " orientation " << o << " at " << arkadia::square_name(square);
        const auto cells = arkadia::footprint(arkadia::form_of(card), o, a->square);
        EXPECT_TRUE(cells.any());
        // Under the pointer wherever some placement of this shape covers the square.
        bool coverable = false;
        for (int r = 0; r < arkadia::kRows; ++r)
          for (int col = 0; col < arkadia::kCols; ++col)
            coverable |= arkadia::footprint(arkadia::form_of(card), o, arkadia::make_square(r, col)).test(square);
        if (coverable) {
          EXPECT_TRUE(cells.test(square)) << "the building stays under the pointer at " << arkadia::square_name(square);
        }
      }
    }
}

// "Place as hinted": for every lay-out on the board there is a square where the ghost, held
// there, is exactly that lay-out, however the shape is turned.
TEST(ArkadiaSteps, EveryLayOutHasASquareThatPlacesTheGhostAsHinted) {
  int checked = 0;
  for (int c = 0; c < arkadia::kCardTypes; ++c)
    for (int o = 0; o < arkadia::kOrientations; ++o)
      for (int q = 0; q < arkadia::kRows * arkadia::kCols; ++q) {
        const auto card = static_cast<arkadia::CardType>(c);
        const auto anchor = arkadia::make_square(q / arkadia::kCols, q % arkadia::kCols);
        if (arkadia::footprint(arkadia::form_of(card), o, anchor).none()) continue;
        const Action lay = Action::lay_out(card, o, anchor);
        const auto pointer = pointer_for(lay);
        ASSERT_TRUE(pointer.has_value()) << arkadia::to_text(lay);
        EXPECT_EQ(layout_at(card, o, *pointer), lay);
        ++checked;
      }
  EXPECT_GT(checked, 1000);
  EXPECT_FALSE(pointer_for(Action::pass()).has_value());
}

TEST(ArkadiaSteps, UndoGoesBackByWholeStepsFromEveryPhase) {
  const auto rule = [](const Action& previous, const Action& next) { return continues_step(previous, next); };
  int undone_plans = 0, undone_sales = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto m = ArkadiaMatch::start(table(seed, 2 + static_cast<int>(seed % 3), true)).value();
    bg::Rng rng(seed * 17);
    while (!m.state().is_terminal()) {
      if (m.can_undo()) {
        ArkadiaMatch undone = m;
        const int before = undone.actions_played();
        undone.undo(rule);
        EXPECT_LT(undone.actions_played(), before);
        EXPECT_TRUE(starts_a_step(undone)) << "seed " << seed << " after action " << before << ": phase "
                                           << arkadia::phase_name(undone.state().phase());
        EXPECT_EQ(undone.state(), m.position(undone.actions_played()));
        if (m.state().phase() != Phase::kPlaceWorkers && m.record().actions.back().kind == ActionKind::kFinishWorkers)
          ++undone_plans;
        if (m.record().actions.back().kind == ActionKind::kSell && before - undone.actions_played() > 1) ++undone_sales;
      }
      ASSERT_TRUE(m.play(random_legal(m.state(), rng)).ok());
    }
  }
  EXPECT_GT(undone_plans, 20);
  EXPECT_GT(undone_sales, 0);
}

TEST(ArkadiaSteps, AGameSavedInsideAWorkerPlanIsFinishedAfterAReload) {
  // A record that stops between two workers (an older build's autosave, or the CLI's).
  auto m = ArkadiaMatch::start(table(5, 2, true)).value();
  bg::Rng rng(8);
  while (!(m.state().phase() == Phase::kPlaceWorkers && m.state().workers_placed_this_turn() > 0))
    ASSERT_TRUE(m.play(random_legal(m.state(), rng)).ok());
  auto resumed = ArkadiaMatch::resume(m.record()).value();
  const State& s = resumed.state();
  ASSERT_EQ(s.phase(), Phase::kPlaceWorkers);
  EXPECT_EQ(resumed.can_undo(), m.can_undo()) << "a reload offers the undo offered before it";
  ASSERT_TRUE(can_confirm_workers(s, {}));
  const int mover = s.current_player();
  ASSERT_TRUE(resumed.play(worker_plan_actions(s, s.chosen_building(), {}).front()).ok());
  EXPECT_NE(resumed.state().phase(), Phase::kPlaceWorkers);
  EXPECT_TRUE(resumed.state().current_player() != mover || resumed.state().phase() != Phase::kMust);
}

TEST(ArkadiaSteps, ATakeBackNeverTellsTheNextDraws) {
  int redealt = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto m = ArkadiaMatch::start(table(seed, 2, false)).value();
    bg::Rng rng(seed);
    // Play until the human starts a later turn after one in which cards were shown.
    while (!m.state().is_terminal()) {
      if (m.turns().size() >= 6 && m.this_turn().actions.empty() && m.state().current_player() == 0) break;
      ASSERT_TRUE(m.play(random_legal(m.state(), rng)).ok());
    }
    if (m.state().is_terminal()) continue;
    ASSERT_TRUE(m.can_take_back(0));
    int start = -1;
    for (std::size_t t = m.turns().size() - 1; t-- > 0;)
      if (m.turns()[t].seat == 0) {
        start = m.turns()[t].first_action;
        break;
      }
    const State before = m.position(start);
    bool shown = false;
    for (int i = start; i < m.actions_played(); ++i) shown |= m.position(i + 1).deck_size() < m.position(i).deck_size();
    ASSERT_TRUE(m.take_back(0).ok());
    // What the player could see is as it was; the deck holds the same cards.
    EXPECT_EQ(arkadia::ArkadiaGame::view(m.state(), 0), arkadia::ArkadiaGame::view(before, 0));
    auto deck = std::vector<arkadia::CardType>(m.state().deck().begin(), m.state().deck().end());
    auto old_deck = std::vector<arkadia::CardType>(before.deck().begin(), before.deck().end());
    const bool reordered = deck != old_deck;
    std::sort(deck.begin(), deck.end());
    std::sort(old_deck.begin(), old_deck.end());
    EXPECT_EQ(deck, old_deck);
    if (!shown) {
      EXPECT_FALSE(reordered) << "nothing was shown: nothing is redealt";
    }
    redealt += reordered;
    // The record replays to the new position, and its positions before the take-back too.
    auto replayed = ArkadiaMatch::resume(m.record());
    ASSERT_TRUE(replayed.ok()) << replayed.reason();
    EXPECT_EQ(replayed->state(), m.state());
    for (int i = 0; i < m.actions_played(); ++i)
      EXPECT_EQ(arkadia::ArkadiaGame::view(m.position(i), 0), arkadia::ArkadiaGame::view(replayed->position(i), 0));
  }
  EXPECT_GT(redealt, 6) << "most turns show cards; their take-backs must redeal";
}

}  // namespace
}  // namespace web
