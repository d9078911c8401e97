// Spec §10 records: JSON save files that replay exactly; malformed ones fail clearly.
#include <nlohmann/json.hpp>

#include "ai/random_agent.hpp"
#include "arkadia/game.hpp"
#include "arkadia/record.hpp"
#include "helpers.hpp"

namespace test {
namespace {

// A finished random game and its record.
std::pair<GameRecord, State> random_game(std::uint64_t seed, int players = 3, bool beginner = false) {
  GameOptions o;
  o.players = players;
  o.beginner = beginner;
  GameRecord r = new_record(o, std::vector<std::string>(static_cast<std::size_t>(players), "random"), seed);
  State s = State::create(r.options, r.deck, r.start_player).value();
  bg::Rng rng(seed);
  std::vector<Action> legal;
  while (!s.is_terminal()) {
    s.legal_actions(legal);
    const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    s.apply_unchecked(a);
    r.actions.push_back(a);
  }
  return {r, s};
}

TEST(Record, JsonRoundTripsAndReplaysToTheSameState) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    auto [record, final_state] = random_game(seed, 2 + static_cast<int>(seed % 3), seed % 2 == 0);
    const std::string json = to_json(record, &final_state);
    auto parsed = parse_record(json);
    ASSERT_TRUE(parsed.ok()) << parsed.reason();
    EXPECT_EQ(parsed->actions, record.actions);
    EXPECT_EQ(parsed->deck, record.deck);
    EXPECT_EQ(parsed->options, record.options);
    EXPECT_EQ(parsed->seats, record.seats);
    EXPECT_EQ(parsed->start_player, record.start_player);
    auto replayed = replay(parsed.value());
    ASSERT_TRUE(replayed.ok()) << replayed.reason();
    EXPECT_EQ(replayed.value(), final_state);
    EXPECT_EQ(replayed->hash(), final_state.hash());
    EXPECT_EQ(to_json(parsed.value(), &replayed.value()), json);
  }
}

TEST(Record, TagsRoundTripAndVersionOneStillReads) {
  auto [record, final_state] = random_game(5, 3);
  record.tags = {{"seat.1.kind", "ai"}, {"seat.1.level", "hard"}, {"title", "Partie d'essai, Ärger"}};
  const std::string json = to_json(record, &final_state);
  EXPECT_NE(json.find("\"version\": 3"), std::string::npos);
  auto parsed = parse_record(json);
  ASSERT_TRUE(parsed.ok()) << parsed.reason();
  EXPECT_EQ(parsed->tags, record.tags);
  // A version-1 record (no tags, no strict screens or rules edition) is still read; the real
  // files of earlier builds are in old_records_test.cpp.
  auto old = nlohmann::json::parse(json);
  old["version"] = 1;
  old.erase("tags");
  old["options"].erase("strict_screens");
  old["options"].erase("rules");
  auto parsed_old = parse_record(old.dump());
  ASSERT_TRUE(parsed_old.ok()) << parsed_old.reason();
  EXPECT_TRUE(parsed_old->tags.empty());
  EXPECT_EQ(parsed_old->actions, record.actions);
  EXPECT_EQ(parsed_old->options.rules, RulesEdition::kOriginal);
  // Version 3 fields are refused in older versions.
  old["options"]["rules"] = 2;
  EXPECT_NE(parse_record(old.dump()).reason().find("unknown field 'rules'"), std::string::npos);
}

TEST(Record, TheFirstIllegalActionIsReportedByNumber) {
  auto [record, final_state] = random_game(42);
  record.actions.resize(10);
  record.actions.push_back(Action::sell(0, 3));  // never legal right after those 10
  record.actions.push_back(Action::pass());
  const State ten = replay(GameRecord{record.options, record.seats, record.deck, record.start_player,
                                      {record.actions.begin(), record.actions.begin() + 10}, {}, {}}).value();
  ASSERT_FALSE(ten.check(Action::sell(0, 3)).ok());
  auto replayed = replay(record);
  ASSERT_FALSE(replayed.ok());
  EXPECT_NE(replayed.reason().find("action 11 \"sell R 3\" is illegal"), std::string::npos) << replayed.reason();
}

TEST(Record, AMalformedActionIsReportedByNumber) {
  auto [record, final_state] = random_game(5);
  auto j = nlohmann::json::parse(to_json(record));
  j["actions"][6] = "lay TR-R e4";
  auto parsed = parse_record(j.dump());
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.reason().find("action 7 \"lay TR-R e4\""), std::string::npos) << parsed.reason();
  j["actions"][6] = 12;
  EXPECT_NE(parse_record(j.dump()).reason().find("action 7 is not a string"), std::string::npos);
}

TEST(Record, ASeatLabelThatIsNotUtf8IsWrittenWithAReplacementCharacter) {
  const GameRecord record = new_record(GameOptions{}, {"Ad\xff", "Bob"}, 5);
  auto parsed = parse_record(to_json(record));
  ASSERT_TRUE(parsed.ok()) << parsed.reason();
  EXPECT_EQ(parsed->seats, (std::vector<std::string>{"Ad\xEF\xBF\xBD", "Bob"}));
}

TEST(Record, MalformedRecordsAreRejectedWithClearReasons) {
  auto [record, final_state] = random_game(8, 2);
  const auto good = nlohmann::json::parse(to_json(record, &final_state));
  auto with = [&](auto edit) {
    nlohmann::json j = good;
    edit(j);
    return parse_record(j.dump()).reason() + replay_json(j.dump()).reason();
  };
  using J = nlohmann::json;
  const std::pair<std::string, std::string> cases[] = {
      {with([](J& j) { j.erase("deck"); }), "'deck' is missing"},
      {with([](J& j) { j["deck"] = "TR-R"; }), "'deck' must be an array"},
      {with([](J& j) { j["deck"][0] = "XX-R"; }), "deck card 1 is not a card"},
      {with([](J& j) { j["deck"].erase(0); }), "cannot set up the game"},
      {with([](J& j) { j["options"]["players"] = 7; }), "players must be from 2 to 4"},
      {with([](J& j) { j["options"]["players"] = "two"; }), "'players' must be a whole number"},
      {with([](J& j) { j["options"]["lot"] = "a1"; }), "tent camp"},
      {with([](J& j) { j["options"]["lot"] = "zz"; }), "not a square"},
      {with([](J& j) { j["options"]["colour"] = "red"; }), "unknown field 'colour'"},
      {with([](J& j) { j["start_player"] = 2; }), "'start_player' must be a seat"},
      {with([](J& j) { j["seats"] = J::array({"a"}); }), "'seats' must name 2 seats"},
      {with([](J& j) { j["version"] = 4; }), "version 4 is not supported"},
      {with([](J& j) { j["version"] = 4; }), "written by a newer version"},
      {with([](J& j) { j["version"] = 9223372036854775808ull; }), "written by a newer version"},
      {with([](J& j) { j["version"] = 18446744073709551615ull; }), "written by a newer version"},
      {with([](J& j) { j["version"] = -1; }), "version -1 is not supported (this build reads versions 1 to 3)"},
      {with([](J& j) { j["options"]["rules"] = 3; }), "'rules' must be 1"},
      {with([](J& j) { j["options"]["strict_screens"] = 1; }), "'strict_screens' must be true or false"},
      {with([](J& j) { j["deck"].push_back("HO-R"); }),
       "two of each house, farm and tavern card, one of each other card (HO-R extra)"},
      {with([](J& j) { j["options"]["lot"] = "n11"; }), "must be one of e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7"},
      {with([](J& j) { j["version"] = 0; }), "version 0 is not supported"},
      {with([](J& j) { j["version"] = 1; j["tags"] = J::object({{"a", "b"}}); }), "'tags' needs record version 2"},
      {with([](J& j) { j["tags"] = J::array(); }), "'tags' must be an object"},
      {with([](J& j) { j["tags"] = J::object({{"a", 1}}); }), "'a' must be a text"},
      {with([](J& j) { j["tags"] = J::object({{"", "x"}}); }), "a name must have 1 to 64"},
      {with([](J& j) { j["tags"] = J::object({{"a", std::string(300, 'x')}}); }), "'a' must be a text of at most 256"},
      {with([](J& j) { j["format"] = "chess"; }), "'format' must be"},
      {with([](J& j) { j["result"]["gold"][0] = 1; }), "does not match its replay"},
      {with([](J& j) { j["actions"].erase(j["actions"].size() - 1); }), "game is not over"},
      {with([](J& j) { j["actions"] = J::array(); }), "game is not over"},
  };
  for (const auto& [reason, expected] : cases) EXPECT_NE(reason.find(expected), std::string::npos) << reason;
  EXPECT_NE(parse_record("{\"format\": ").reason().find("not valid JSON"), std::string::npos);
  EXPECT_NE(parse_record("[1, 2]").reason().find("JSON object"), std::string::npos);
  EXPECT_NE(parse_record("").reason().find("not valid JSON"), std::string::npos);
  // A NUL byte is named as such, not as the end of the input.
  const std::string nul_first = std::string(1, '\0') + "{\"format\": \"arkadia-record\"}";
  EXPECT_EQ(parse_record(nul_first).reason(), "not valid JSON: byte 1 is a NUL character (is this a binary file?)");
  std::string nul_inside = to_json(record, &final_state);
  nul_inside[40] = '\0';
  EXPECT_NE(parse_record(nul_inside).reason().find("byte 41 is a NUL"), std::string::npos);
}

TEST(Record, MangledRecordsNeverCrashAndNeverReplayWrongly) {
  auto [record, final_state] = random_game(77, 2);
  const std::string good = to_json(record, &final_state);
  bg::Rng rng(1234);
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = good;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
      switch (rng.below(3)) {
        case 0: text.erase(at, 1 + rng.below(8)); break;
        case 1: text.insert(at, 1, static_cast<char>(32 + rng.below(95))); break;
        default: text[at] = static_cast<char>(rng.below(256)); break;
      }
    }
    auto r = replay_json(text);
    if (r.ok()) {
      ++accepted;
      EXPECT_TRUE(r->is_terminal() || r->turn_number() > 0);
    } else {
      EXPECT_FALSE(r.reason().empty());
    }
  }
  EXPECT_LT(accepted, 3000);
}

}  // namespace
}  // namespace test
