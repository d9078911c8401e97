#include "helpers.hpp"

#include <algorithm>
#include <sstream>

namespace test {

Square sq(const char* name) {
  auto s = parse_square(name);
  EXPECT_TRUE(s.has_value()) << "bad square " << name;
  return s.value_or(0);
}

std::vector<Square> squares(const std::string& names) {
  std::istringstream in(names);
  std::vector<Square> out;
  for (std::string w; in >> w;) out.push_back(sq(w.c_str()));
  return out;
}

CardType card(const char* name) {
  auto c = parse_card(name);
  EXPECT_TRUE(c.has_value()) << "bad card " << name;
  return c.value_or(0);
}

std::vector<CardType> deck_with_bottom(const GameOptions& o, std::initializer_list<const char*> bottom) {
  auto deck = deck_composition(o);
  for (const char* name : bottom) {
    auto it = std::find(deck.begin(), deck.end(), card(name));
    EXPECT_NE(it, deck.end()) << name << " is not in the deck";
    if (it == deck.end()) continue;
    const CardType c = *it;
    deck.erase(it);
    deck.push_back(c);
  }
  return deck;
}

State new_game(const GameOptions& o, std::initializer_list<const char*> bottom) {
  auto created = State::create(o, deck_with_bottom(o, bottom), 0);
  EXPECT_TRUE(created.ok()) << created.reason();
  return created.value();
}

State new_game(std::initializer_list<const char*> bottom) { return new_game(2, bottom); }

State new_game(int players, std::initializer_list<const char*> bottom) {
  GameOptions o;
  o.players = players;
  return new_game(o, bottom);
}

void play(State& s, const std::string& text) {
  auto a = parse_action(text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.reason();
  auto st = s.apply(a.value());
  ASSERT_TRUE(st.ok()) << text << ": " << st.reason();
}

void play(State& s, std::initializer_list<const char*> texts) {
  for (const char* t : texts) {
    play(s, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

std::string rejection(State& s, const std::string& text) {
  auto a = parse_action(text);
  EXPECT_TRUE(a.ok()) << text << ": " << a.reason();
  if (!a.ok()) return "malformed";
  const State before = s;
  auto st = s.apply(a.value());
  EXPECT_EQ(s, before) << "a rejected action changed the state";
  return st.reason();
}

void put_building(State& s, const char* name, const std::string& names) {
  auto sqs = squares(names);
  auto st = PositionEditor(s).put_building(card(name), sqs);
  ASSERT_TRUE(st.ok()) << name << " on " << names << ": " << st.reason();
}

void put_worker(State& s, int owner, const std::string& names) {
  for (Square q : squares(names)) {
    auto st = PositionEditor(s).put_worker(owner, q);
    ASSERT_TRUE(st.ok()) << square_name(q) << ": " << st.reason();
  }
}

void give_workers(State& s, int seat, int own, int neutral) {
  auto st = PositionEditor(s).give_workers(seat, own, neutral);
  ASSERT_TRUE(st.ok()) << st.reason();
}

void set_hand(State& s, int seat, std::initializer_list<const char*> names) {
  std::vector<CardType> cards;
  for (const char* n : names) cards.push_back(card(n));
  auto st = PositionEditor(s).set_hand(seat, cards);
  ASSERT_TRUE(st.ok()) << st.reason();
}

void put_three_houses_around_c2(State& s) {
  put_building(s, "HO-R", "a2 b2");
  put_building(s, "HO-O", "c1 d1");
  put_building(s, "HO-B", "c3 d3");
  put_worker(s, kNeutralWorker, "a1 b1 a3 b3 e1 d2 e3 c4 d4");
}

std::string invariant_violations(const State& s) {
  std::ostringstream why;
  const int n = s.num_players();
  // Workers: each colour's 11 are behind the screen, in the pool or on the board.
  int neutral = s.neutral_pool() + s.neutral_workers().count();
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.player(p);
    const int own = pl.own_reserve + pl.own_supply + s.workers(p).count();
    if (own != data::kOwnWorkersPerColour) why << "own workers of seat " << p << " sum to " << own << "; ";
    neutral += pl.neutral_reserve;
    if (pl.banners > data::kBanners) why << "banners out of range; ";
    if (pl.own_supply != data::kOwnWorkersPerColour - data::kStartingWorkers - data::kWorkersPerBanner * (data::kBanners - pl.banners))
      why << "seat " << p << "'s pool does not match its banners; ";
  }
  if (neutral != data::kNeutralWorkers) why << "neutral workers sum to " << neutral << "; ";
  // Castle pieces: 28 placed or in supply.
  const Castle& c = s.castle();
  if (c.pieces_placed() + c.pieces_in_supply() != 28) why << "castle pieces sum to " << c.pieces_placed() + c.pieces_in_supply() << "; ";
  // Seal values sum to the number of castle squares showing a seal.
  int showing = 0, values = 0;
  for (int k = 0; k < kCastleSquares; ++k) showing += c.visible_seal(k) != data::kBlank;
  for (int f = 0; f < kFamilies; ++f) values += c.seal_value(static_cast<Family>(f));
  if (showing != values) why << "seal values sum to " << values << " but " << showing << " squares show a seal; ";
  // Cards: 40 in hands, display, deck, or on the board (laid or preset).
  int cards = s.deck_size() + s.building_count();
  for (auto d : s.display()) cards += d != kNoCard;
  for (int p = 0; p < n; ++p) cards += s.player(p).hand_size();
  if (cards != kTotalCards) why << "cards sum to " << cards << "; ";
  // Known cards are in the hand.
  for (int p = 0; p < n; ++p) {
    auto hand = s.player(p).hand;
    for (auto k : s.player(p).known) {
      if (k == kNoCard) continue;
      auto it = std::find(hand.begin(), hand.end(), k);
      if (it == hand.end()) why << "seat " << p << " is known to hold a card it does not hold; ";
      else *it = kNoCard;
    }
  }
  // The board: nothing overlaps.
  Bits seen = s.lot();
  for (int i = 0; i < s.building_count(); ++i) {
    if (s.building(i).cells.intersects(seen)) why << "building " << i << " overlaps; ";
    seen |= s.building(i).cells;
  }
  Bits workers = s.neutral_workers();
  for (int p = 0; p < n; ++p) {
    if (s.workers(p).intersects(workers)) why << "two workers share a square; ";
    workers |= s.workers(p);
  }
  if (workers.intersects(seen)) why << "a worker stands on a building or the lot; ";
  // Enclosed buildings are exactly the ones with no vacant neighbour (completion waits for the
  // end of a worker placement, and after a lay-out for the refill, rules §5).
  const Bits occ = s.occupied();
  const bool completion_pending = s.phase() == Phase::kPlaceWorkers || s.phase() == Phase::kRefill;
  for (int i = 0; i < s.building_count() && !completion_pending; ++i)
    if (s.building(i).enclosed != s.building(i).ring.minus(occ).none()) why << "building " << i << " enclosure flag is stale; ";
  if (s.is_terminal()) {
    for (int p = 0; p < n; ++p)
      if (s.player(p).total_seals() != 0) why << "seals left after the final sale; ";
  }
  return why.str();
}

}  // namespace test
