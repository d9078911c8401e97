// docs/rules/arkantis.md §11.1-11.2: every action has one text, read back exactly.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

TEST(Notation, EveryActionOfRandomGamesRoundTrips) {
  bg::Rng rng(21);
  std::vector<Action> legal;
  for (int g = 0; g < 20; ++g) {
    State s = ArkantisGame::new_game(ArkantisGame::default_options(2 + g % 3), static_cast<std::uint64_t>(g)).value();
    while (!s.is_terminal()) {
      s.legal_actions(legal);
      for (const Action& a : legal) {
        const std::string text = to_text(a);
        auto back = parse_action(text);
        ASSERT_TRUE(back.ok()) << text << ": " << back.reason();
        ASSERT_EQ(back.value(), a) << text;
      }
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

TEST(Notation, TheSpellingsOfTheRules) {
  EXPECT_EQ(to_text(Action::take(*parse_square("c4"))), "take c4");
  EXPECT_EQ(to_text(Action::take(*parse_square("e5"), *parse_square("c4"))), "take c4 e5");
  EXPECT_EQ(to_text(Action::move(*parse_square("c3"), *parse_square("e2"))), "move c3 e2");
  EXPECT_EQ(to_text(Action::buy(data::kOrange, kFaceUp)), "buy orange face-up");
  EXPECT_EQ(to_text(Action::buy(data::kEmerald, kFaceDown)), "buy emerald face-down");
  EXPECT_EQ(to_text(Action::claim(testing::card("P5"), *parse_square("b5"))), "claim P5 b5");
  EXPECT_EQ(to_text(Action::end()), "end");
  EXPECT_EQ(to_text(Action::pass()), "pass");
}

TEST(Notation, NonCanonicalSpellingsAreRefusedWithTheCanonicalOne) {
  EXPECT_EQ(parse_action("take e5 c4").reason(), "write take c4 e5");
  EXPECT_EQ(parse_action("take c4 c4").reason(), "the two squares must differ");
  EXPECT_EQ(parse_action("move c4 c4").reason(), "the two squares must differ");
}

TEST(Notation, MalformedLinesGetTheSyntax) {
  for (const char* bad : {"", " take c4", "take c4 ", "take  c4", "Take c4", "take h4", "take c4 d4 e4", "move c4",
                          "buy orange", "buy red face-up", "buy orange faceup", "claim P6 b5", "claim P5", "end now",
                          "pass pass", "take c4\t", "take c\xc3\xa9"}) {
    const auto r = parse_action(bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_EQ(r.reason(), std::string(kActionSyntax)) << bad;
    }
  }
}

TEST(Notation, BoardStringsRoundTrip) {
  const std::string text = "XXXXXX./XXXX.XX/X.XXXXX/XX.XXXX/XXXXX.X/.XXXXXX/XXXXX.X";
  EXPECT_EQ(board_string(*parse_board_string(text)), text);
  EXPECT_FALSE(parse_board_string("XXXXXX./XXXX.XX"));
  EXPECT_FALSE(parse_board_string("XXXXXX.-XXXX.XX/X.XXXXX/XX.XXXX/XXXXX.X/.XXXXXX/XXXXX.X"));
  EXPECT_FALSE(parse_board_string("XXXXXXo/XXXX.XX/X.XXXXX/XX.XXXX/XXXXX.X/.XXXXXX/XXXXX.X"));
}

}  // namespace
}  // namespace arkantis
