// Spec §2: board, tent camps, castle lot and castle squares.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec2Board, TentCampsAreWhereTheSpecDrawsThem) {
  Bits expected;
  for (auto q : squares("c1 j1 o1 f2 m2 a3 i3 d4 n4 p5 b6 l6 e7 o8 c9 j9 g10 m10 a11 p11 e12 k12")) expected.set(q);
  EXPECT_EQ(kTentBits, expected);
}

// "Anywhere it covers no tent camp": 14 top-left corners on our map (listed in reading order).
TEST(Spec2Board, TheLotGoesAnywhereItCoversNoTentFourteenPositions) {
  EXPECT_EQ(allowed_lot_corners(), squares("e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7"));
  EXPECT_EQ(allowed_lot_corners_text(), "e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7");
  // Every other corner on the board either leaves the board or covers a tent.
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c) {
      const Bits lot = lot_footprint(make_square(r, c));
      EXPECT_EQ(lot_corner_allowed(make_square(r, c)), lot.any() && !lot.intersects(kTentBits)) << square_name(make_square(r, c));
    }
}

TEST(Spec2Board, TheLotAtE3AndK7PlaysLikeAnyOther) {
  for (const char* corner : {"e3", "k7"}) {
    GameOptions o;
    o.lot_corner = sq(corner);
    ASSERT_TRUE(validate(o).ok()) << corner << ": " << validate(o).reason();
    State s = new_game(o);
    EXPECT_EQ(s.lot().count(), 12);
    EXPECT_TRUE(s.lot().test(sq(corner)));
    EXPECT_FALSE(s.lot().intersects(kTentBits));
    EXPECT_FALSE(s.legal_actions().empty());
  }
}

TEST(Spec2Board, DefaultLotIsRows5To7ColumnsGToJ) {
  State s = new_game();
  Bits expected;
  for (auto q : squares("g5 h5 i5 j5 g6 h6 i6 j6 g7 h7 i7 j7")) expected.set(q);
  EXPECT_EQ(s.lot(), expected);
  EXPECT_EQ(s.lot_corner(), sq("g5"));
}

TEST(Spec2Board, CastleSquaresRunClockwiseFromTheTopLeftCorner) {
  const auto expected = squares("g5 h5 i5 j5 j6 j7 i7 h7 g7 g6");
  for (int k = 0; k < kCastleSquares; ++k) EXPECT_EQ(castle_square_on_board(sq("g5"), k), expected[k]) << "K" << k + 1;
  // h6 and i6 are the courtyard: no castle square is there.
  for (int k = 0; k < kCastleSquares; ++k) {
    EXPECT_NE(castle_square_on_board(sq("g5"), k), sq("h6"));
    EXPECT_NE(castle_square_on_board(sq("g5"), k), sq("i6"));
  }
}

TEST(Spec2Board, PrintedSealsOfTheCastleSquares) {
  const Castle c;
  // K1..K4 red olive black silver, K5 blank, K6..K9 red olive black silver, K10 blank.
  const std::array<int, 10> printed = {0, 1, 2, 3, data::kBlank, 0, 1, 2, 3, data::kBlank};
  for (int k = 0; k < kCastleSquares; ++k) EXPECT_EQ(c.visible_seal(k), printed[k]) << "K" << k + 1;
}

TEST(Spec2Board, LotPositionOptionMovesTheLot) {
  GameOptions o;
  o.lot_corner = sq("h6");
  State s = new_game(o);
  EXPECT_TRUE(s.lot().test(sq("k8")));
  EXPECT_FALSE(s.lot().test(sq("g5")));
  EXPECT_EQ(castle_square_on_board(s.lot_corner(), 0), sq("h6"));
}

TEST(Spec2Board, LotMayNotCoverATentOrLeaveTheBoard) {
  GameOptions o;
  o.lot_corner = sq("e5");  // would cover the tent at e7
  EXPECT_NE(validate(o).reason().find("tent"), std::string::npos);
  // Every refusal lists the 14 positions.
  const std::string list = "must be one of e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7";
  EXPECT_NE(validate(o).reason().find(list), std::string::npos) << validate(o).reason();
  o.lot_corner = sq("n11");  // off the board
  EXPECT_NE(validate(o).reason().find("does not fit"), std::string::npos);
  EXPECT_NE(validate(o).reason().find(list), std::string::npos) << validate(o).reason();
  EXPECT_FALSE(State::create(o, deck_composition(o), 0).ok());
}

}  // namespace
}  // namespace test
