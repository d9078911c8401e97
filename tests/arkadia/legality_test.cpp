// check() accepts exactly legal_actions(), and a rejected action changes nothing.
#include <algorithm>

#include "helpers.hpp"

namespace test {
namespace {

// An action with random fields, often close to legal ones.
Action probe(bg::Rng& rng, const std::vector<Action>& legal) {
  Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  if (rng.below(4) == 0) a.kind = static_cast<ActionKind>(rng.below(11));
  switch (rng.below(8)) {
    case 0: a.square = static_cast<Square>(rng.below(256)); break;
    case 1: a.square = static_cast<Square>(a.square + rng.below(3) - 1); break;
    case 2: a.orientation = static_cast<std::uint8_t>(rng.below(9)); break;
    case 3: a.card = static_cast<CardType>(rng.below(30)); break;
    case 4: a.family = static_cast<Family>(rng.below(5)); break;
    case 5: a.castle_square = static_cast<std::uint8_t>(rng.below(11)); break;
    case 6: a.count = static_cast<std::uint16_t>(a.count + rng.below(3)); a.slot = static_cast<std::uint8_t>(rng.below(4)); break;
    default: a.neutral = !a.neutral; break;
  }
  return a;
}

// Actions as the parser would make them: unused fields zero, so equality is meaningful.
Action normalised(const Action& a) {
  switch (a.kind) {
    case ActionKind::kLayOut: return Action::lay_out(a.card, a.orientation, a.square);
    case ActionKind::kChooseBuilding: return Action::choose_building(a.square);
    case ActionKind::kPlaceWorker: return Action::place_worker(a.square, a.neutral);
    case ActionKind::kFinishWorkers: return Action::finish_workers();
    case ActionKind::kPass: return Action::pass();
    case ActionKind::kPlaceCastlePiece: return Action::place_castle_piece(a.family, a.castle_square);
    case ActionKind::kTakeDisplay: return Action::take_display(a.slot);
    case ActionKind::kTakeDeck: return Action::take_deck();
    case ActionKind::kUseBanner: return Action::use_banner();
    case ActionKind::kSkipBanner: return Action::skip_banner();
    case ActionKind::kSell: return Action::sell(a.family, a.count);
  }
  return a;
}

TEST(Legality, CheckAcceptsExactlyTheLegalActions) {
  bg::Rng rng(2024);
  std::vector<Action> legal;
  long probes = 0, legal_probes = 0;
  for (int game = 0; game < 60; ++game) {
    GameOptions o;
    o.players = 2 + game % 3;
    o.beginner = game % 4 == 1;
    o.allow_mirror = game % 7 == 3;
    State s = new_game(o);
    while (!s.is_terminal()) {
      s.legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      for (const auto& a : legal) ASSERT_TRUE(s.check(a).ok()) << to_text(a) << ": " << s.check(a).reason();
      for (int i = 0; i < 8; ++i) {
        const Action p = normalised(probe(rng, legal));
        const bool listed = std::find(legal.begin(), legal.end(), p) != legal.end();
        const auto verdict = s.check(p);
        ASSERT_EQ(verdict.ok(), listed) << to_text(p) << " in phase " << phase_name(s.phase()) << ": " << verdict.reason();
        if (!listed) {
          State copy = s;
          ASSERT_FALSE(copy.apply(p).ok());
          ASSERT_EQ(copy, s);
        }
        ++probes;
        legal_probes += listed;
      }
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  // The probes must exercise both answers.
  EXPECT_GT(legal_probes, probes / 10);
  EXPECT_LT(legal_probes, probes * 9 / 10);
}

TEST(Legality, LegalActionsHaveNoDuplicates) {
  bg::Rng rng(5);
  std::vector<Action> legal;
  for (int game = 0; game < 20; ++game) {
    State s = new_game(2 + game % 3);
    while (!s.is_terminal()) {
      s.legal_actions(legal);
      for (std::size_t i = 0; i < legal.size(); ++i)
        for (std::size_t j = i + 1; j < legal.size(); ++j) ASSERT_FALSE(legal[i] == legal[j]) << to_text(legal[i]);
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

}  // namespace
}  // namespace test
