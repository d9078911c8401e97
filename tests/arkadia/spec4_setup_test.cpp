// Spec §4: set-up, standard and beginner.
#include <algorithm>
#include <set>

#include "arkadia/record.hpp"
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec4Setup, FourCardsEachThreeFaceUpTheRestIsTheDeck) {
  for (int n = 2; n <= 4; ++n) {
    GameOptions o;
    o.players = n;
    const auto deck = deck_with_bottom(o, {});
    State s = State::create(o, deck, 0).value();
    for (int p = 0; p < n; ++p) {
      EXPECT_EQ(s.player(p).hand_size(), 4);
      std::vector<CardType> dealt(deck.begin() + 4 * p, deck.begin() + 4 * p + 4);
      std::sort(dealt.begin(), dealt.end());
      EXPECT_EQ(dealt, std::vector<CardType>(s.player(p).hand.begin(), s.player(p).hand.end())) << "seat " << p;
    }
    for (int i = 0; i < 3; ++i) EXPECT_EQ(s.display()[i], deck[4 * n + i]);
    EXPECT_EQ(s.deck_size(), 40 - 4 * n - 3);
    EXPECT_EQ(std::vector<CardType>(s.deck().begin(), s.deck().end()),
              std::vector<CardType>(deck.begin() + 4 * n + 3, deck.end()));
    EXPECT_EQ(s.building_count(), 0);
  }
}

TEST(Spec4Setup, TheStartPlayerBeginsAndPlayGoesInSeatOrder) {
  GameOptions o;
  o.players = 3;
  State s = State::create(o, deck_composition(o), 2).value();
  EXPECT_EQ(s.current_player(), 2);
  set_hand(s, 2, {});  // nothing to do but pass
  play(s, {"pass", "no-banner"});
  EXPECT_EQ(s.current_player(), 0);
}

TEST(Spec4Setup, NewRecordShufflesTheDeckAndPicksAStartPlayerFromTheSeed) {
  GameOptions o;
  o.players = 4;
  std::array<int, 4> starts{};
  std::set<std::vector<CardType>> decks;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const GameRecord r = new_record(o, {"a", "b", "c", "d"}, seed);
    auto sorted = r.deck;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, deck_composition(o));
    ++starts.at(static_cast<std::size_t>(r.start_player));
    decks.insert(r.deck);
    EXPECT_EQ(new_record(o, {"a", "b", "c", "d"}, seed), r);  // same seed, same game
  }
  for (int n : starts) EXPECT_GT(n, 20);
  EXPECT_EQ(decks.size(), 200u);
}

TEST(Spec4Setup, BeginnerSetUpPlacesSevenBuildingsWithSeals) {
  GameOptions o;
  o.beginner = true;
  State s = new_game(o);
  const std::pair<const char*, const char*> layout[] = {
      {"MI-R", "g4 h4 i4 j4"}, {"MO-O", "k7 l7 k8 l8"}, {"FA-B", "f5 f6 f7"}, {"HO-S", "g8 h8"},
      {"TA-R", "i8 i9 h9"},    {"SM-O", "m3 k4 l4 m4"}, {"TR-B", "e4 e5 e6 d5"}};
  ASSERT_EQ(s.building_count(), 7);
  for (const auto& [name, where] : layout) {
    const auto sqs = squares(where);
    const int b = s.building_at(sqs[0]);
    ASSERT_GE(b, 0) << name;
    EXPECT_EQ(s.building(b).card, card(name));
    EXPECT_TRUE(s.building(b).has_seal);
    EXPECT_FALSE(s.building(b).enclosed);
    Bits expected;
    for (auto q : sqs) expected.set(q);
    EXPECT_EQ(s.building(b).cells, expected) << name;
  }
  EXPECT_EQ(deck_composition(o).size(), 33u);
  EXPECT_EQ(s.deck_size(), 33 - 2 * 4 - 3);
  EXPECT_EQ(s.cards_laid(), 0);
}

// Tiles are never mirrored (D-3), the beginner layout included: each preset building is its
// card's drawn shape turned, exactly as a lay-out of that card could place it.
TEST(Spec4Setup, BeginnerBuildingsPassTheShapeCheckOfAnyLayOut) {
  GameOptions o;
  o.beginner = true;
  const State s = new_game(o);
  for (int b = 0; b < s.building_count(); ++b) {
    const Building& building = s.building(b);
    const int rotation = orientation_matching(form_of(building.card), building.cells, /*allow_mirror=*/false);
    ASSERT_GE(rotation, 0) << card_name(building.card) << " at " << square_name(building.first) << " is mirrored";
    EXPECT_LT(rotation, 4);
    EXPECT_EQ(footprint(form_of(building.card), rotation, building.first), building.cells);
  }
  // The smithy is the drawn shape (XXX / X..) turned twice.
  const Building& smithy = s.building(s.building_at(sq("m3")));
  EXPECT_EQ(orientation_matching(form_of(smithy.card), smithy.cells, false), 2);
}

// Games recorded before the correction keep their board: the mirrored smithy at k3.
TEST(Spec4Setup, GamesOfTheOriginalRulesKeepTheMirroredSmithy) {
  GameOptions o;
  o.beginner = true;
  o.rules = RulesEdition::kOriginal;
  const State s = new_game(o);
  const int b = s.building_at(sq("k3"));
  ASSERT_GE(b, 0);
  EXPECT_EQ(card_name(s.building(b).card), "SM-O");
  EXPECT_EQ(s.building_at(sq("m3")), -1);
  EXPECT_LT(orientation_matching(form_of(s.building(b).card), s.building(b).cells, /*allow_mirror=*/false), 0);
}

TEST(Spec4Setup, BeginnerSetUpGivesNeutralWorkersByPlayerCount) {
  const int per_player[] = {0, 0, 3, 2, 1};
  for (int n = 2; n <= 4; ++n) {
    GameOptions o;
    o.players = n;
    o.beginner = true;
    State s = new_game(o);
    for (int p = 0; p < n; ++p) EXPECT_EQ(s.player(p).neutral_reserve, per_player[n]);
    EXPECT_EQ(s.neutral_pool(), 24 - n * per_player[n]);
  }
}

TEST(Spec4Setup, BeginnerSetUpNeedsTheDefaultLot) {
  GameOptions o;
  o.beginner = true;
  o.lot_corner = sq("g6");
  EXPECT_NE(validate(o).reason().find("beginner"), std::string::npos);
}

TEST(Spec4Setup, BadDecksAndSeatsAreRejectedWithTheReason) {
  GameOptions o;
  auto deck = deck_composition(o);
  deck.pop_back();
  auto r = State::create(o, deck, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.reason().find("MO-S missing"), std::string::npos) << r.reason();
  deck.push_back(card("HO-R"));
  r = State::create(o, deck, 0);
  EXPECT_NE(r.reason().find("HO-R extra"), std::string::npos) << r.reason();
  EXPECT_FALSE(State::create(o, deck_composition(o), 2).ok());
  EXPECT_FALSE(State::create(o, deck_composition(o), -1).ok());
  o.players = 5;
  EXPECT_FALSE(State::create(o, deck_composition(o), 0).ok());
  o.players = 1;
  EXPECT_NE(validate(o).reason().find("players"), std::string::npos);
}

}  // namespace
}  // namespace test
