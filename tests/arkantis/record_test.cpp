// docs/rules/arkantis.md §11.3-11.4: game records through bg's envelope.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

// The record of §11.3 (the game of §10.9).
constexpr std::string_view kShortGame = R"({
  "format": "arkantis-record",
  "version": 1,
  "options": {"players": 2},
  "seats": ["Ada", "Bob"],
  "setup": {
    "dice": [6, 3, 2, 4, 5, 6, 5],
    "orange": ["F5", "F5", "F5", "I5", "I5", "L5", "L5", "L5", "N5", "N5", "N5", "P5", "P5", "P5",
               "T5", "T5", "T5", "U5", "U5", "U5", "V5", "V5", "V5", "W5", "W5", "W5", "X5", "X5",
               "X5", "Y5", "Y5", "Y5", "Z5", "Z5", "Z5"],
    "emerald": ["I4", "I4", "I4", "I4", "O4", "O4", "O4", "O4", "T4", "T4", "T4", "T4", "S4", "S4",
                "S4", "S4", "L4", "L4", "L4", "L4"],
    "start_player": 0
  },
  "actions": ["take f6 g6", "buy emerald face-up", "claim T4 f5", "end", "take c3", "end",
              "take f1", "end", "pass", "take g7", "end", "pass"],
  "result": {"scores": [4, 3], "winners": [0]}
})";

std::string replace(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  if (at == std::string::npos) return "NOT FOUND: " + std::string(from);
  return text.replace(at, from.size(), to);
}

TEST(Record, TheShortGameOfTheRulesReplaysToItsResult) {
  auto s = replay_json(kShortGame);
  ASSERT_TRUE(s.ok()) << s.reason();
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->score(0), 4);
  EXPECT_EQ(s->score(1), 3);
  EXPECT_EQ(s->winners(), std::vector<int>{0});
}

TEST(Record, WrittenAndReadBackExactly) {
  auto r = parse_record(kShortGame);
  ASSERT_TRUE(r.ok()) << r.reason();
  const State final_state = replay(r.value()).value();
  const std::string text = to_json(r.value(), &final_state);
  auto back = parse_record(text);
  ASSERT_TRUE(back.ok()) << back.reason();
  EXPECT_EQ(back.value(), r.value());
  EXPECT_EQ(to_json(back.value(), &final_state), text);
}

TEST(Record, ARandomGameWithItsSeedRoundTrips) {
  for (int players = 2; players <= 4; ++players) {
    GameOptions o;
    o.players = players;
    GameRecord r = new_record(o, std::vector<std::string>(static_cast<std::size_t>(players), "random"), 1234567890123ull);
    State s = State::create(o, r.setup).value();
    bg::Rng rng(8);
    while (!s.is_terminal()) {
      const Action a = s.random_action(rng);
      r.actions.push_back(a);
      s.apply_unchecked(a);
    }
    r.tags["event"] = "test";
    const std::string text = to_json(r, &s);
    EXPECT_NE(text.find("\"seed\": \"1234567890123\""), std::string::npos);
    auto back = parse_record(text);
    ASSERT_TRUE(back.ok()) << back.reason();
    auto replayed = replay(back.value());
    ASSERT_TRUE(replayed.ok()) << replayed.reason();
    EXPECT_TRUE(replayed.value() == s);
  }
}

TEST(Record, ASeedAloneDerivesTheSetUp) {
  const std::string text = R"({"format": "arkantis-record", "version": 1, "options": {"players": 2},
    "seats": ["a", "b"], "seed": "1", "actions": ["take e2"]})";
  auto r = parse_record(text);
  ASSERT_TRUE(r.ok()) << r.reason();
  EXPECT_EQ(r->setup.dice, (std::array<int, 7>{5, 4, 4, 3, 5, 1, 1}));
  EXPECT_EQ(r->setup.start_player, 1);
  auto s = replay(r.value());
  ASSERT_TRUE(s.ok()) << s.reason();
  EXPECT_EQ(s->player(1).counters, 6);
  // The largest seed is a string too.
  EXPECT_TRUE(parse_record(replace(text, "\"1\"", "\"18446744073709551615\"")).ok());
}

TEST(Record, ASeedAndASetUpMustAgree) {
  GameOptions o;
  GameRecord r = new_record(o, {"a", "b"}, 1);
  std::string text = to_json(r);
  EXPECT_TRUE(parse_record(text).ok());
  r.setup.start_player = 0;
  EXPECT_EQ(parse_record(to_json(r)).reason(), "'setup' differs from the set-up seed 1 gives");
}

TEST(Record, BadRecordsAreRefusedWithTheFirstProblem) {
  const std::string good(kShortGame);
  const std::vector<std::pair<std::string, std::string>> bad = {
      {replace(good, "\"take f6 g6\"", "\"take g6 f6\""), "action 1 \"take g6 f6\": write take f6 g6"},
      {replace(good, "\"take f1\"", "\"move c4 d6\""),
       "action 7 \"move c4 d6\" is illegal: the move needs 3 counters, you have 0"},
      {replace(good, "\"pass\"]", "\"pass\", \"end\"]"), "action 13 \"end\" is illegal: the game is over"},
      {replace(good, "[4, 3]", "[4, 4]"), "the record's scores do not match its replay"},
      {replace(good, "\"winners\": [0]", "\"winners\": [1]"), "the record's winners do not match its replay"},
      // A score is compared as written, not modulo 2^32 (4294967300 = 2^32 + 4), and an empty
      // list of winners is a claim too.
      {replace(good, "[4, 3]", "[4294967300, 3]"), "the record's scores do not match its replay"},
      {replace(good, "\"winners\": [0]", "\"winners\": []"), "the record's winners do not match its replay"},
      {replace(good, "[6, 3, 2, 4, 5, 6, 5]", "[6, 3, 2, 4, 5, 6]"), "setup: 'dice' must hold 7 throws, row 1 first"},
      {replace(good, "\"version\": 1", "\"version\": 2"),
       "record version 2 is not supported (this build reads versions 1 to 1; it was written by a newer version)"},
      {replace(good, "[6, 3, 2", "[7, 3, 2"), "setup: throw 1 must be 1 to 6, not 7"},
      {replace(good, "\"I5\", \"I5\"", "\"I5\", \"I4\""), "setup: 'orange' card 5 is not an orange card: \"I4\""},
      {replace(good, "\"I5\", \"I5\"", "\"I5\", \"X5\""),
       "setup: the orange deck must hold the 35 orange cards, each once per copy"},
      {replace(good, "\"players\": 2", "\"players\": 5"), "options: ArkantiS is played by 2 to 4 players, not 5"},
      {replace(good, "\"players\": 2", "\"players\": 2, \"bank\": 40"), ""},
      {replace(good, "\"start_player\": 0", "\"start_player\": 2"), "setup: 'start_player' must be a seat from 0 to 1"},
      {replace(good, "\"format\": \"arkantis-record\"", "\"format\": \"arkadia-record\""), ""},
      {replace(good, "\"setup\"", "\"set-up\""), "a record needs 'setup' or 'seed'"},
      {"{\"format\": ", ""},
      {replace(good, "\"seats\": [\"Ada\", \"Bob\"]", "\"seats\": [\"Ada\"]"), "'seats' must name 2 seats"},
      // The seed rule and its message agree: "01" breaks the rule the message states.
      {replace(good, "\"setup\": {", "\"seed\": \"01\", \"setup\": {"),
       "'seed' must be a whole number in decimal digits with no leading zero, from \"0\" to \"18446744073709551615\""},
      {replace(good, "\"setup\": {", "\"seed\": \"18446744073709551616\", \"setup\": {"), ""},
  };
  for (const auto& [text, reason] : bad) {
    SCOPED_TRACE(text.substr(0, 80));
    ASSERT_EQ(text.find("NOT FOUND"), std::string::npos);
    auto s = replay_json(text);
    ASSERT_FALSE(s.ok());
    if (!reason.empty()) {
      EXPECT_EQ(s.reason(), reason);
    }
    EXPECT_FALSE(s.reason().empty());
  }
}

TEST(Record, MalformedJsonNamesLineAndColumn) {
  auto r = parse_record("{\n  \"format\": \"arkantis-record\",\n  oops\n}");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.reason().find("line 3"), std::string::npos) << r.reason();
}

TEST(Record, OptionsReadBackAndRefuseUnknownFields) {
  EXPECT_EQ(options_to_json(GameOptions{3}), "{\"players\":3}");
  EXPECT_EQ(options_from_json("{\"players\":3}").value(), GameOptions{3});
  EXPECT_FALSE(options_from_json("{\"players\":3,\"x\":1}").ok());
  EXPECT_FALSE(options_from_json("{\"players\":-1}").ok());
  EXPECT_FALSE(options_from_json("{\"players\":1e3}").ok());
  EXPECT_FALSE(options_from_json("{\"players\":18446744073709551615}").ok());
}

}  // namespace
}  // namespace arkantis
