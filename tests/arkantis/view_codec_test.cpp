// The view codec ("arkantis-view", docs/notation.md): exact round trip and refusals.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "arkantis/view_codec.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

std::string replace(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  if (at == std::string::npos) return "NOT FOUND";
  return text.replace(at, from.size(), to);
}

TEST(ViewCodec, ViewsOfRandomGamesRoundTrip) {
  bg::Rng rng(17);
  long views = 0;
  for (int g = 0; g < 30; ++g) {
    State s = ArkantisGame::new_game(ArkantisGame::default_options(2 + g % 3), static_cast<std::uint64_t>(g)).value();
    while (true) {
      const int seat = static_cast<int>(rng.below(static_cast<std::uint32_t>(s.num_players())));
      const SeatView v = SeatView::of(s, seat);
      const std::string text = encode_view(v);
      auto back = decode_view(text);
      ASSERT_TRUE(back.ok()) << back.reason() << "\n" << text;
      ASSERT_TRUE(back.value() == v) << text;
      EXPECT_EQ(encode_view(back.value()), text);
      ++views;
      if (s.is_terminal()) break;
      s.apply_unchecked(s.random_action(rng));
    }
  }
  EXPECT_GT(views, 500);
}

TEST(ViewCodec, AClaimedOpenSpotRoundTrips) {
  State s = testing::rulebook_game();
  ASSERT_EQ(testing::play(s, {"take f6 g6", "buy emerald face-up", "claim T4 f5"}), "");
  const SeatView v = SeatView::of(s, 1);
  const std::string text = encode_view(v);
  EXPECT_NE(text.find("\"spot\":\"red f5 f6 g6 f7\""), std::string::npos) << text;
  auto back = decode_view(text);
  ASSERT_TRUE(back.ok()) << back.reason();
  EXPECT_TRUE(back.value() == v);
}

TEST(ViewCodec, MalformedOrInconsistentViewsAreRefused) {
  State s = testing::rulebook_game();
  ASSERT_EQ(testing::play(s, {"take f6 g6"}), "");
  const std::string good = encode_view(SeatView::of(s, 0));
  ASSERT_TRUE(decode_view(good).ok());
  const std::vector<std::string> bad = {
      "",
      "[]",
      "{",
      replace(good, "\"arkantis-view\"", "\"arkadia-view\""),
      replace(good, "\"version\":1", "\"version\":2"),
      replace(good, "\"players\":2", "\"players\":5"),
      replace(good, "\"seat\":0", "\"seat\":2"),
      replace(good, "\"seat\":0", "\"seat\":-1"),
      replace(good, "\"board\":\"", "\"board\":\"X"),
      replace(good, "\"phase\":\"after\"", "\"phase\":\"later\""),
      replace(good, "\"phase\":\"after\"", "\"phase\":\"action\""),  // open spots outside phase 2
      replace(good, "\"counters\":1", "\"counters\":-1"),
      replace(good, "\"counters\":1", "\"counters\":\"1\""),
      replace(good, "\"register\":[\"red f5 f6 g6 f7\"]", "\"register\":[]"),  // open spot not registered
      replace(good, "\"register\":[\"red f5 f6 g6 f7\"]", "\"register\":[\"red g6 f5\"]"),
      replace(good, "\"register\":[\"red f5 f6 g6 f7\"]", "\"register\":[\"red f5 f6 g6 f7\",\"blue a1\"]"),
      replace(good, "\"spot\":\"red f5 f6 g6 f7\"", "\"spot\":\"red f5 f6 f7\""),
      replace(good, "\"spot\":\"red f5 f6 g6 f7\"", "\"spot\":\"blue f5 f6 f7 g6\""),
      replace(good, "\"hand\":[", "\"hand\":[\"X5\","),  // a card too many
      replace(good, "\"orange\":2", "\"orange\":3"),      // seat 1's hidden cards
      replace(good, "\"top\":\"V5\"", "\"top\":\"I4\""),
      replace(good, "\"top\":\"V5\"", "\"top\":null"),
      replace(good, "\"passed\":false", "\"passed\":0"),
      replace(good, "\"open\":[", "\"extra\":1,\"open\":["),
  };
  for (const auto& text : bad) {
    ASSERT_NE(text, "NOT FOUND");
    auto v = decode_view(text);
    EXPECT_FALSE(v.ok()) << text;
    if (!v.ok()) {
      EXPECT_FALSE(v.reason().empty());
    }
  }
  EXPECT_FALSE(decode_view(std::string(70000, ' ')).ok());
}

}  // namespace
}  // namespace arkantis
