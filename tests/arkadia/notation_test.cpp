// Spec §10 notation: one line per action, exact round trips, clear errors.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Notation, EveryKindOfActionHasOneSpelling) {
  const std::pair<Action, const char*> cases[] = {
      {Action::lay_out(card("TR-R"), 1, sq("e4")), "lay TR-R e4 r1"},
      {Action::lay_out(card("SM-S"), 5, sq("p12")), "lay SM-S p12 r1m"},
      {Action::choose_building(sq("g8")), "workers g8"},
      {Action::place_worker(sq("a1"), false), "worker a1"},
      {Action::place_worker(sq("k10"), true), "neutral k10"},
      {Action::finish_workers(), "done"},
      {Action::pass(), "pass"},
      {Action::place_castle_piece(0, 2), "castle R K3"},
      {Action::place_castle_piece(3, 9), "castle S K10"},
      {Action::take_display(1), "take 2"},
      {Action::take_deck(), "take deck"},
      {Action::use_banner(), "banner"},
      {Action::skip_banner(), "no-banner"},
      {Action::sell(1, 7), "sell O 7"},
      {Action::sell(2, 0), "sell B 0"},
  };
  for (const auto& [action, text] : cases) {
    EXPECT_EQ(to_text(action), text);
    auto parsed = parse_action(text);
    ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.reason();
    EXPECT_EQ(parsed.value(), action) << text;
  }
}

TEST(Notation, MalformedLinesAreRejectedWithAReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "empty"},
      {"fly TR-R e4 r1", "unknown action"},
      {"lay TR-R e4", "write: lay CARD SQUARE ROTATION"},
      {"lay TR-X e4 r1", "not a card"},
      {"lay TR-R q4 r1", "not a square"},
      {"lay TR-R e13 r1", "not a square"},
      {"lay TR-R e04 r1", "not a square"},
      {"lay TR-R e4 r4", "not a rotation"},
      {"lay TR-R e4 r1x", "not a rotation"},
      {"lay  TR-R e4 r1", "single spaces"},
      {"lay TR-R e4 r1 ", "single spaces"},
      {"pass now", "takes nothing"},
      {"castle X K3", "not a family"},
      {"castle R K11", "not a castle square"},
      {"castle R K0", "not a castle square"},
      {"take 4", "not a display slot"},
      {"take 0", "not a display slot"},
      {"sell R -1", "not a count"},
      {"sell R -0", "not a count"},  // "sell R 0" is the one spelling (found by fuzzing)
      {"sell R +7", "not a count"},
      {"sell R 07", "not a count"},
      {"sell R 99999999", "not a count"},
      {"worker", "write: worker SQUARE"},
      {"lay TR-R e4 r1\n", "plain ASCII"},
  };
  for (const auto& [text, reason] : cases) {
    auto parsed = parse_action(text);
    ASSERT_FALSE(parsed.ok()) << "'" << text << "' parsed";
    EXPECT_NE(parsed.reason().find(reason), std::string::npos) << "'" << text << "': " << parsed.reason();
  }
}

TEST(Notation, EveryLegalActionOfRandomGamesRoundTrips) {
  bg::Rng rng(99);
  std::vector<Action> legal;
  for (int game = 0; game < 30; ++game) {
    GameOptions o;
    o.players = 2 + game % 3;
    o.allow_mirror = game % 5 == 0;
    State s = new_game(o);
    while (!s.is_terminal()) {
      s.legal_actions(legal);
      for (const auto& a : legal) {
        const std::string text = to_text(a);
        auto parsed = parse_action(text);
        ASSERT_TRUE(parsed.ok()) << text;
        ASSERT_EQ(parsed.value(), a) << text;
        ASSERT_EQ(to_text(parsed.value()), text);
      }
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

}  // namespace
}  // namespace test
