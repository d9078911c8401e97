// The worked examples of docs/rules/arkantis.md §10, reproduced exactly.
#include <gtest/gtest.h>

#include "arkantis/invariants.hpp"
#include "arkantis/record.hpp"
#include "arkantis/sets.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

using testing::act;
using testing::card;
using testing::play;
using testing::position;
using testing::squares;

std::vector<std::uint64_t> keys(std::initializer_list<BoardSet> sets) {
  std::vector<std::uint64_t> out;
  for (const auto& s : sets) out.push_back(State::register_key(s));
  std::sort(out.begin(), out.end());
  return out;
}
BoardSet red(std::string_view sq) { return {squares(sq), kRed}; }
BoardSet blue(std::string_view sq) { return {squares(sq), kBlue}; }

// All sets of one colour on a board, by first square.
std::vector<Bits> sets_of(SetColour colour, Bits covered) {
  std::vector<Bits> out;
  for (Bits left = squares_of(colour, covered); left;) {
    const Bits set = flood_fill(left & (~left + 1), squares_of(colour, covered));
    out.push_back(set);
    left &= ~set;
  }
  return out;
}

constexpr std::string_view kRulebookBoard = "XXXXXX./XXXX.XX/X.XXXXX/XX.XXXX/XXXXX.X/.XXXXXX/XXXXX.X";

// ---- 10.1 -------------------------------------------------------------------------------------
TEST(Spec10_1, TheRulebookThrowsGiveTheBoardOfTheExample) {
  const Bits board = board_after_throws(testing::kRulebookDice);
  EXPECT_EQ(board_string(board), kRulebookBoard);
  EXPECT_EQ(~board & kAllSquares, squares("g1 e2 b3 c4 f5 a6 f7"));
  // Seven red sets of one (b3 and c4 touch only at a corner) and one blue set of 42.
  const auto reds = sets_of(kRed, board);
  EXPECT_EQ(reds.size(), 7u);
  for (Bits r : reds) EXPECT_EQ(count(r), 1);
  const auto blues = sets_of(kBlue, board);
  ASSERT_EQ(blues.size(), 1u);
  EXPECT_EQ(count(blues[0]), 42);
}

// ---- 10.2 -------------------------------------------------------------------------------------
TEST(Spec10_2, SeedOneGivesTheBoardHandsAndPilesOfTheExample) {
  GameOptions o;
  const arkantis::Setup setup = setup_from_seed(o, 1);
  State s = State::create(o, setup).value();
  EXPECT_EQ(board_string(s.covered()), "XXXXX.X/XX.XXXX/XXXX.XX/XXXX.XX/XXXXX.X/XXXXXX./.XXXXXX");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_TRUE(s.register_keys().empty()) << "[A-19] the set-up's red pair e3 e4 is in nobody's register";
  auto hand = [&](int p) {
    std::vector<std::string> ids;
    for (int c = 0; c < kCardTypes; ++c)
      for (int k = 0; k < s.player(p).hand[c]; ++k) ids.emplace_back(card_id(static_cast<Card>(c)));
    return ids;
  };
  // Hands by card-table order: seat 0 W5 P5 O4, seat 1 N5 U5 T4.
  EXPECT_EQ(hand(0), (std::vector<std::string>{"O4", "P5", "W5"}));
  EXPECT_EQ(hand(1), (std::vector<std::string>{"T4", "N5", "U5"}));
  EXPECT_EQ(s.pile(data::kOrange, kFaceDown).size, 16);
  EXPECT_EQ(card_id(s.pile(data::kOrange, kFaceDown).top()), "Z5");
  EXPECT_EQ(s.pile(data::kOrange, kFaceUp).size, 15);
  EXPECT_EQ(card_id(s.pile(data::kOrange, kFaceUp).top()), "V5");
  EXPECT_EQ(s.pile(data::kEmerald, kFaceDown).size, 9);
  EXPECT_EQ(card_id(s.pile(data::kEmerald, kFaceDown).top()), "L4");
  EXPECT_EQ(s.pile(data::kEmerald, kFaceUp).size, 9);
  EXPECT_EQ(card_id(s.pile(data::kEmerald, kFaceUp).top()), "L4");

  // take e2: the new red set e2 e3 e4 pays 3; the blue set splits into 33 and 8.
  ASSERT_EQ(play(s, {"take e2"}), "");
  EXPECT_EQ(s.player(1).counters, 6);
  EXPECT_EQ(s.register_keys(), keys({red("e2 e3 e4")}));
  std::vector<int> blue_sizes;
  for (Bits b : sets_of(kBlue, s.covered())) blue_sizes.push_back(count(b));
  std::sort(blue_sizes.begin(), blue_sizes.end());
  EXPECT_EQ(blue_sizes, (std::vector<int>{8, 33}));
}

// ---- 10.3 -------------------------------------------------------------------------------------
struct FirstAction {
  const char* action;
  std::vector<BoardSet> spots;
  int counters_after;
  const char* open_shape;  // "" when none
  const char* open_first;
};

TEST(Spec10_3, FirstActionsOnTheRulebookBoard) {
  const std::vector<FirstAction> table = {
      {"take f1", {red("f1 g1")}, 5, "", ""},
      {"take e3", {red("e2 e3")}, 5, "", ""},
      {"take c3", {red("b3 c3 c4")}, 6, "", ""},
      {"take b4", {red("b3 b4 c4")}, 6, "", ""},
      {"take d1", {}, 3, "", ""},
      {"take a1 b1", {red("a1 b1")}, 3, "", ""},
      {"take c3 b4", {red("b3 b4 c3 c4")}, 1, "O4", "b3"},
      {"take f6 g6", {red("f5 f6 f7 g6")}, 1, "T4", "f5"},
      {"move c3 e2", {red("b3 c3 c4")}, 3, "", ""},
  };
  for (const auto& row : table) {
    SCOPED_TRACE(row.action);
    State s = testing::rulebook_game();
    ASSERT_EQ(s.player(0).counters, 3);
    auto parsed = parse_action(row.action);
    // "take c3 b4" is the table's spelling; the canonical one is in reading order.
    const Action a = parsed.ok() ? parsed.value() : Action::take(*parse_square("c3"), *parse_square("b4"));
    ASSERT_TRUE(s.apply(a).ok());
    std::vector<std::uint64_t> expected;
    for (const auto& b : row.spots) expected.push_back(State::register_key(b));
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(s.register_keys(), expected);
    EXPECT_EQ(s.player(0).counters, row.counters_after);
    if (*row.open_shape) {
      ASSERT_EQ(s.open_spot_count(), 1);
      EXPECT_EQ(card_id(s.open_spot(0).shape), row.open_shape);
      EXPECT_EQ(square_name(first_square(s.open_spot(0).spot.squares)), row.open_first);
    } else {
      EXPECT_EQ(s.open_spot_count(), 0);
    }
    EXPECT_EQ(invariant_violations(s), "");
  }
  // take f6 g6 leaves blue g7 alone: a set of one, which brings nothing.
  State s = testing::rulebook_game();
  ASSERT_EQ(play(s, {"take f6 g6"}), "");
  EXPECT_EQ(flood_fill(squares("g7"), s.covered()), squares("g7"));
}

// ---- 10.4 -------------------------------------------------------------------------------------
constexpr std::string_view kFourSpots = "......./...X.../...X.../..XXXX./..X.X../.XXX.../.....XX";

TEST(Spec10_4, OneRemovalFourSpots) {
  State s = position(kFourSpots, 5, {"T5"});
  const ModifiedSets m = modified_sets(s.covered(), s.covered() & ~squares("d4"));
  // The modified sets in reading order, the big red set among them (too big to count).
  std::vector<std::string> names;
  for (int i = 0; i < m.size; ++i) names.push_back(squares_text(m.sets[i].squares));
  ASSERT_GE(names.size(), 4u);
  ASSERT_EQ(play(s, {"take d4"}), "");
  EXPECT_EQ(s.player(0).counters, 12);
  EXPECT_EQ(s.register_keys(),
            keys({blue("d2 d3"), blue("c4 c5 b6 c6 d6"), red("d4 d5"), blue("e4 f4 e5")}));
  ASSERT_EQ(s.open_spot_count(), 1);
  EXPECT_EQ(card_id(s.open_spot(0).shape), "T5");
  EXPECT_EQ(s.open_spot(0).spot, blue("c4 c5 b6 c6 d6"));
  EXPECT_FALSE(s.is_known(blue("f7 g7"))) << "untouched, though a pair";
  ASSERT_EQ(play(s, {"claim T5 c4"}), "");
  EXPECT_EQ(s.player(0).claimed.size(), 1u);
}

TEST(Spec10_4, OtherActionsFromTheSamePosition) {
  const std::vector<std::pair<const char*, int>> table = {
      {"take d3", 5}, {"take e4", 5}, {"take c6", 5}, {"take d2 d4", 8}, {"move d4 e6", 6}};
  for (const auto& [line, counters] : table) {
    SCOPED_TRACE(line);
    State s = position(kFourSpots, 5);
    ASSERT_EQ(play(s, {line}), "");
    EXPECT_EQ(s.player(0).counters, counters);
  }
  State s = position(kFourSpots, 5);
  ASSERT_EQ(play(s, {"take d2 d4"}), "");
  ASSERT_EQ(s.open_spot_count(), 1);
  EXPECT_EQ(s.open_spot(0).spot, blue("c4 c5 b6 c6 d6"));
  EXPECT_EQ(s.register_keys(), keys({blue("c4 c5 b6 c6 d6"), red("d4 d5"), blue("e4 f4 e5")}));
  s = position(kFourSpots, 5);
  ASSERT_EQ(play(s, {"move d4 e6"}), "");
  EXPECT_EQ(s.register_keys(), keys({blue("d2 d3"), red("d4 d5")}));
}

// ---- 10.5 -------------------------------------------------------------------------------------
constexpr std::string_view kClaims = "......./......./......./......./.XX..../.XX..../.XX....";

TEST(Spec10_5, ClaimsAcceptRotationsAndMirrorImages) {
  const std::vector<std::tuple<const char*, const char*, const char*>> legal = {
      {"take c7", "b5 c5 b6 c6 b7", "claim P5 b5"},
      {"take b7", "b5 c5 b6 c6 c7", "claim P5 b5"},
      {"take b5", "c5 b6 c6 b7 c7", "claim P5 c5"},
      {"take c5", "b5 b6 c6 b7 c7", "claim P5 b5"},
  };
  for (const auto& [take, set, claim] : legal) {
    SCOPED_TRACE(take);
    State s = position(kClaims, 0, {"P5"});
    ASSERT_EQ(play(s, {take}), "");
    ASSERT_EQ(s.open_spot_count(), 1) << "the red set (44 squares) never pays";
    EXPECT_EQ(s.open_spot(0).spot, blue(set));
    EXPECT_EQ(play(s, {claim}), "");
    EXPECT_EQ(s.player(0).claimed_value(), 6);
  }
  for (const char* take : {"take b6", "take c6"}) {
    SCOPED_TRACE(take);
    State s = position(kClaims, 0, {"P5"});
    ASSERT_EQ(play(s, {take}), "");
    EXPECT_EQ(card_id(s.open_spot(0).shape), "U5");
    EXPECT_EQ(s.check(act("claim P5 b5")).reason(), "the spot at b5 is U5 (l'arche)");
  }
  State s = position(kClaims, 0, {"P5"});
  ASSERT_EQ(play(s, {"take c7"}), "");
  EXPECT_EQ(s.check(act("claim P5 c6")).reason(), "write claim P5 b5");
  EXPECT_EQ(s.check(act("claim P5 a1")).reason(), "no open spot at a1");
}

// ---- 10.6 -------------------------------------------------------------------------------------
TEST(Spec10_6, AMoveThatReshapesASetOfFourModifiesIt) {
  constexpr std::string_view board = "......./......./..X..../..X..../..XX.../......./.....X.";
  const std::vector<std::tuple<const char*, const char*, const char*>> table = {
      {"move d5 c6", "c3 c4 c5 c6", "I4"},
      {"move d5 b5", "b5 c3 c4 c5", "L4"},
      {"move f7 d4", "c3 c4 d4 c5 d5", "P5"},
  };
  for (const auto& [move, set, shape] : table) {
    SCOPED_TRACE(move);
    State s = position(board, 3, {"I4", "L4", "P5"});
    ASSERT_EQ(play(s, {move}), "");
    EXPECT_EQ(s.player(0).counters, 0);
    ASSERT_EQ(s.open_spot_count(), 1);
    EXPECT_EQ(s.open_spot(0).spot, blue(set));
    EXPECT_EQ(card_id(s.open_spot(0).shape), shape);
    EXPECT_EQ(square_name(first_square(s.open_spot(0).spot.squares)), "c3");
    EXPECT_EQ(play(s, {std::string("claim ") + shape + " c3", "end"}), "");
  }
}

// ---- 10.7 -------------------------------------------------------------------------------------
TEST(Spec10_7, TheRegisterStopsACounterFarm) {
  State s = position("......./.XXX.../......./......./.....X./.....X./.......", 3);
  PositionEditor::set_to_move(s, 1);
  ASSERT_EQ(play(s, {"pass"}), "");  // seat 0 goes on alone
  ASSERT_EQ(s.current_player(), 0);
  ASSERT_EQ(play(s, {"move d2 f4"}), "");
  EXPECT_EQ(s.player(0).counters, 5);
  EXPECT_EQ(s.register_keys(), keys({blue("b2 c2"), blue("f4 f5 f6")}));
  ASSERT_EQ(play(s, {"end", "move f4 d2"}), "");
  EXPECT_EQ(s.player(0).counters, 7);
  ASSERT_EQ(play(s, {"end", "move d2 f4"}), "");
  EXPECT_EQ(s.player(0).counters, 4);
  ASSERT_EQ(play(s, {"end", "move f4 d2"}), "");
  EXPECT_EQ(s.player(0).counters, 1);
  EXPECT_EQ(s.register_keys().size(), 4u);
}

// ---- 10.8 -------------------------------------------------------------------------------------
TEST(Spec10_8, ScoreAndTieWithThreePlayers) {
  State s = testing::rulebook_game(3);
  ASSERT_TRUE(PositionEditor::add_claim(s, 0, card("T5")).ok());
  ASSERT_TRUE(PositionEditor::add_claim(s, 0, card("L4")).ok());
  ASSERT_TRUE(PositionEditor::add_claim(s, 1, card("I5")).ok());
  ASSERT_TRUE(PositionEditor::set_hand(s, 0, {card("F5"), card("L5"), card("I4")}).ok());
  ASSERT_TRUE(PositionEditor::set_hand(s, 1, {card("N5"), card("O4")}).ok());
  ASSERT_TRUE(PositionEditor::set_hand(s, 2, {}).ok());
  PositionEditor::set_counters(s, 0, 4);
  PositionEditor::set_counters(s, 1, 6);
  PositionEditor::set_counters(s, 2, 11);
  PositionEditor::end_game(s);
  EXPECT_EQ(invariant_violations(s), "");
  EXPECT_EQ(s.score(0), 8 + 5 + 4 - 3);
  EXPECT_EQ(s.score(1), 10 + 6 - 2);
  EXPECT_EQ(s.score(2), 11);
  EXPECT_EQ(s.winners(), (std::vector<int>{0, 1}));
}

// ---- 10.9 -------------------------------------------------------------------------------------
TEST(Spec10_9, AWholeShortGame) {
  State s = testing::rulebook_game();
  auto hand_text = [&](int p) {
    std::string out;
    for (int c = 0; c < kCardTypes; ++c)
      for (int k = 0; k < s.player(p).hand[c]; ++k) out += std::string(card_id(static_cast<Card>(c))) + " ";
    return out;
  };
  EXPECT_EQ(hand_text(0), "I4 F5 F5 ");
  EXPECT_EQ(hand_text(1), "I4 F5 I5 ");
  EXPECT_EQ(s.pile(data::kOrange, kFaceDown).size, 16);
  EXPECT_EQ(card_id(s.pile(data::kOrange, kFaceDown).top()), "I5");
  EXPECT_EQ(s.pile(data::kOrange, kFaceUp).size, 15);
  EXPECT_EQ(card_id(s.pile(data::kOrange, kFaceUp).top()), "V5");
  EXPECT_EQ(s.pile(data::kEmerald, kFaceDown).size, 9);
  EXPECT_EQ(card_id(s.pile(data::kEmerald, kFaceDown).top()), "I4");
  std::string face_up;
  const PileState& up = s.pile(data::kEmerald, kFaceUp);
  for (int i = up.size - 1; i >= 0; --i) face_up += std::string(card_id(up.cards[i])) + " ";
  EXPECT_EQ(face_up, "T4 S4 S4 S4 S4 L4 L4 L4 L4 ");

  auto counters = [&] { return std::pair{s.player(0).counters, s.player(1).counters}; };
  ASSERT_EQ(play(s, {"take f6 g6"}), "");
  EXPECT_EQ(counters(), std::pair(1, 3));
  ASSERT_EQ(play(s, {"buy emerald face-up"}), "");
  EXPECT_EQ(counters(), std::pair(0, 3));
  EXPECT_EQ(card_id(s.pile(data::kEmerald, kFaceUp).top()), "S4");
  ASSERT_EQ(play(s, {"claim T4 f5", "end"}), "");
  EXPECT_EQ(s.player(0).claimed_value(), 5);
  ASSERT_EQ(play(s, {"take c3", "end"}), "");
  EXPECT_EQ(counters(), std::pair(0, 6));
  ASSERT_EQ(play(s, {"take f1", "end"}), "");
  EXPECT_EQ(counters(), std::pair(2, 6));
  ASSERT_EQ(play(s, {"pass"}), "");
  EXPECT_TRUE(s.player(1).passed);
  EXPECT_EQ(s.current_player(), 0);
  ASSERT_EQ(play(s, {"take g7"}), "");
  ASSERT_EQ(s.open_spot_count(), 1);
  EXPECT_EQ(card_id(s.open_spot(0).shape), "P5");
  EXPECT_EQ(s.open_spot(0).spot, red("f5 f6 f7 g6 g7"));
  std::vector<Action> legal;
  s.legal_actions(legal);
  for (const Action& a : legal) EXPECT_NE(a.kind, ActionKind::kClaim) << "seat 0 holds no P5";
  ASSERT_EQ(play(s, {"end", "pass"}), "");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(board_string(s.covered()), "XXXXX../XXXX.XX/X..XXXX/XX.XXXX/XXXXX.X/.XXXX../XXXXX..");
  EXPECT_EQ(s.register_keys(), keys({red("f5 f6 f7 g6"), red("b3 c3 c4"), red("f1 g1"), red("f5 f6 f7 g6 g7")}));
  EXPECT_EQ(s.score(0), 4);
  EXPECT_EQ(s.score(1), 3);
  EXPECT_EQ(s.winners(), std::vector<int>{0});
}

// ---- 10.10 ------------------------------------------------------------------------------------
TEST(Spec10_10, InvariantsHoldThroughTheExamples) {
  State s = testing::rulebook_game();
  EXPECT_EQ(invariant_violations(s), "");
  ASSERT_EQ(play(s, {"take f6 g6", "buy emerald face-up"}), "");
  EXPECT_EQ(invariant_violations(s), "");
  ASSERT_EQ(play(s, {"claim T4 f5"}), "");
  EXPECT_EQ(invariant_violations(s), "");
}

}  // namespace
}  // namespace arkantis
