// What links and embedding pages can ask of the page: every value checked, a bad one reported
// and replaced by its default, never trusted.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "arkadia/record.hpp"
#include "arkadia_table.hpp"

namespace web {
namespace {

TEST(PageLinks, APlainAddressContinuesTheGameSavedLastWhateverTheGame) {
  const std::vector<LatestUnfinished> saves{{"arkadia", 1000}, {"arkantis", 2000}};
  EXPECT_EQ(game_to_continue("", saves), "arkantis");
  EXPECT_EQ(game_to_continue("?lang=fr", saves), "arkantis");
  EXPECT_EQ(game_to_continue("?", {{"arkadia", 3000}, {"arkantis", 2000}}), "arkadia");
  EXPECT_EQ(game_to_continue("", {{"arkadia", 0}, {"arkantis", 0}}), "") << "nothing unfinished: the first game";
  EXPECT_EQ(game_to_continue("", {}), "");
  // A link that asks for something keeps the first game (its parameters are that game's).
  for (const char* q : {"?seats=human,hard", "?lang=de&record=g.json", "?lesson=a.json", "?embed=1", "?game=arkadia", "?junk"})
    EXPECT_EQ(game_to_continue(q, saves), "") << q;
}

TEST(PageLinks, OnlyAPlainVisitThatContinuedNothingOpensOnTheGameChooser) {
  for (const char* q : {"", "?", "?lang=fr", "?lang=de&lang=en"}) {
    EXPECT_TRUE(opens_on_game_chooser(q, /*game_opened=*/false, 2, false)) << q;
    EXPECT_FALSE(opens_on_game_chooser(q, /*game_opened=*/true, 2, false)) << q << ": a game continued";
    EXPECT_FALSE(opens_on_game_chooser(q, false, 1, false)) << q << ": one game has nothing to choose";
    EXPECT_FALSE(opens_on_game_chooser(q, false, 2, /*embedded=*/true)) << q;
  }
  // A link that names a game or asks for anything opens what it asks for.
  for (const char* q : {"?game=arkadia", "?game=arkantis&lang=fr", "?join=arkadia", "?seats=human,hard", "?aidelay=0",
                        "?record=g.json", "?lesson=a.json", "?embed=1", "?junk"})
    EXPECT_FALSE(opens_on_game_chooser(q, false, 2, false)) << q;
  EXPECT_FALSE(opens_on_game_chooser("?lang=" + std::string(9000, 'x'), false, 2, false)) << "too long to be read";
}

TEST(WebLinks, AConfiguredGameFromTheAddress) {
  const auto p = parse_arkadia_page_config("?seats=human:Ad%C3%A9le,hard,easy:Bob&seed=42&setup=standard&lot=h6&lang=de&embed=1&strict=1");
  EXPECT_TRUE(p.problems.empty());
  ASSERT_TRUE(p.config.game);
  const ArkadiaMatchSetup& g = *p.config.game;
  ASSERT_EQ(g.seats.size(), 3u);
  EXPECT_EQ(g.seats[0].name, "Adéle");
  EXPECT_EQ(g.seats[0].kind, SeatKind::kHuman);
  EXPECT_EQ(g.seats[1].kind, SeatKind::kAi);
  EXPECT_EQ(g.seats[1].level, 2);
  EXPECT_EQ(g.seats[1].name, "");
  EXPECT_EQ(g.seats[2].name, "Bob");
  EXPECT_EQ(g.seats[2].level, 0);
  EXPECT_EQ(g.seats[2].colour, 2);
  EXPECT_EQ(g.options.players, 3);
  EXPECT_EQ(g.seed, 42u);
  EXPECT_TRUE(p.config.seed_given);
  EXPECT_EQ(arkadia::square_name(g.options.lot_corner), "h6");
  EXPECT_TRUE(g.options.strict_screens);
  EXPECT_TRUE(p.config.embed);
  EXPECT_EQ(p.config.language, Language::kGerman);
}

TEST(Links, TheExpertLevelIsNamedInLinksAndKeptInTheRecordsTags) {
  const auto p = parse_arkadia_page_config("?seats=human,expert:Eve&seed=3");
  EXPECT_TRUE(p.problems.empty());
  ASSERT_TRUE(p.config.game);
  ASSERT_EQ(p.config.game->seats.size(), 2u);
  EXPECT_EQ(p.config.game->seats[1].kind, SeatKind::kAi);
  EXPECT_EQ(p.config.game->seats[1].level, 3);
  std::map<std::string, std::string> tags;
  write_setup_tags(*p.config.game, tags);
  EXPECT_EQ(tags["seat.1.level"], "expert");
  EXPECT_EQ(table_from_tags({"You", "Eve"}, 2, tags).seats[1].level, 3);
  EXPECT_FALSE(parse_arkadia_page_config("?seats=human,master").problems.empty()) << "an unknown level is a problem";
}

TEST(WebLinks, ARecordAtAMove) {
  const auto p = parse_arkadia_page_config("record=games%2Flesson-1.json&move=12&origin=https://rules.example,http://localhost:8000");
  EXPECT_TRUE(p.problems.empty());
  EXPECT_EQ(p.config.record_url, "games/lesson-1.json");
  EXPECT_EQ(p.config.move, 12);
  EXPECT_EQ(p.config.origins, (std::vector<std::string>{"https://rules.example", "http://localhost:8000"}));
  EXPECT_FALSE(p.config.game);
  EXPECT_EQ(origins_json(p.config.origins), "[\"https://rules.example\",\"http://localhost:8000\"]");
}

// Spec §2: the lot goes anywhere it covers no tent; links and embedding messages take all 14
// positions and name them when refusing another.
TEST(WebLinks, EveryLotPositionTheRulesAllowStartsAGame) {
  for (arkadia::Square corner : arkadia::allowed_lot_corners()) {
    const std::string name = arkadia::square_name(corner);
    const auto p = parse_arkadia_page_config("?seats=human,hard&lot=" + name);
    EXPECT_TRUE(p.problems.empty()) << name;
    ASSERT_TRUE(p.config.game) << name;
    EXPECT_EQ(p.config.game->options.lot_corner, corner);
    const auto c = parse_arkadia_embed_command(R"({"type":"arkadia:new-game","seats":["human","hard"],"lot":")" + name + R"("})");
    EXPECT_TRUE(c.command.ok()) << name << ": " << c.command.reason();
  }
  EXPECT_EQ(arkadia::allowed_lot_corners().size(), 14u);
  const auto refused = parse_arkadia_page_config("?seats=human,hard&lot=e5");
  ASSERT_EQ(refused.problems.size(), 1u);
  EXPECT_EQ(refused.problems[0].allowed, "e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7");
  EXPECT_EQ(refused.config.game->options.lot_corner, arkadia::kDefaultLotCorner);
}

TEST(WebLinks, BadValuesAreReportedAndIgnored) {
  const auto p = parse_arkadia_page_config(
      "seats=human,wizard&seed=-3&setup=expert&lot=a1&lang=xx&move=1e3&aidelay=99999&record=javascript:alert(1)"
      "&origin=*&embed=maybe&%ZZ=1&utm_source=news");
  std::vector<std::string> names;
  for (const auto& problem : p.problems) names.push_back(problem.name);
  EXPECT_EQ(names, (std::vector<std::string>{"seats", "seed", "setup", "lot", "lang", "move", "aidelay", "record", "origin",
                                             "embed", "%ZZ"}));
  EXPECT_FALSE(p.config.game);
  EXPECT_FALSE(p.config.language);
  EXPECT_TRUE(p.config.record_url.empty());
  EXPECT_TRUE(p.config.origins.empty());
  EXPECT_FALSE(p.config.embed);
  EXPECT_LT(p.config.ai_delay_ms, 0);
  // One seat, five seats, an empty name, control characters, over-long names.
  for (const char* q : {"seats=human", "seats=human,hard,hard,hard,hard", "seats=human:,hard", "seats=human:a%0Ab,hard",
                        "seats=human:aaaaaaaaaaaaaaaaaaaaa,hard", "seats=human:%FF,hard",
                        // 17 four-byte characters: under 20 characters, over the record's 64 bytes.
                        "seats=human:%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80"
                        "%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80"
                        "%F0%9F%98%80%F0%9F%98%80,hard"})
    EXPECT_EQ(parse_arkadia_page_config(q).problems.size(), 1u) << q;
  // Problems keep only a short piece of a long value.
  const auto long_one = parse_arkadia_page_config("lang=" + std::string(9000, 'x'));
  ASSERT_EQ(long_one.problems.size(), 1u);
  EXPECT_LE(long_one.problems[0].value.size(), 43u);
  EXPECT_EQ(parse_arkadia_page_config(std::string(10000, 'a')).problems.size(), 1u);
}

TEST(WebLinks, UrlDecodingAndUtf8) {
  std::string out;
  EXPECT_TRUE(url_decode("a+b%20c%C3%A9", out));
  EXPECT_EQ(out, "a b cé");
  EXPECT_FALSE(url_decode("%", out));
  EXPECT_FALSE(url_decode("%4", out));
  EXPECT_FALSE(url_decode("%G1", out));
  EXPECT_FALSE(url_decode("%C3", out));       // a cut UTF-8 sequence
  EXPECT_FALSE(url_decode("%ED%A0%80", out));  // a surrogate
  EXPECT_FALSE(url_decode("%C0%80", out));     // an over-long zero
  EXPECT_TRUE(valid_utf8("Ärger über Öl, ça va"));
}

std::string record_json() {
  arkadia::GameOptions o;
  auto r = arkadia::new_record(o, {"Ada", "Bob"}, 5);
  return arkadia::to_json(r);
}

TEST(WebEmbed, MessagesThatAreRightAreRead) {
  auto c = parse_arkadia_embed_command(R"({"type":"arkadia:new-game","seats":["human:Ada","normal"],"seed":7,"setup":"beginner"})");
  ASSERT_TRUE(c.command.ok()) << c.command.reason();
  const auto& ng = std::get<NewGameCommand<ArkadiaGame>>(c.command.value());
  EXPECT_EQ(ng.setup.seats.size(), 2u);
  EXPECT_TRUE(ng.setup.options.beginner);
  EXPECT_EQ(ng.setup.options.lot_corner, arkadia::kBeginnerLotCorner);
  EXPECT_TRUE(ng.seed_given);

  nlohmann::json load = {{"type", "arkadia:load-record"}, {"record", nlohmann::json::parse(record_json())}, {"move", 0}};
  c = parse_arkadia_embed_command(load.dump());
  ASSERT_TRUE(c.command.ok()) << c.command.reason();
  EXPECT_EQ(std::get<LoadRecordCommand<ArkadiaGame>>(c.command.value()).move, 0);
  load["record"] = record_json();  // as text
  EXPECT_TRUE(parse_arkadia_embed_command(load.dump()).command.ok());

  c = parse_arkadia_embed_command(R"({"type":"arkadia:goto","move":3})");
  ASSERT_TRUE(c.command.ok());
  EXPECT_EQ(std::get<GotoCommand>(c.command.value()).move, 3);
  EXPECT_TRUE(parse_arkadia_embed_command(R"({"type":"arkadia:set-language","lang":"fr"})").command.ok());
  EXPECT_TRUE(parse_arkadia_embed_command(R"({"type":"arkadia:get-state"})").command.ok());
}

TEST(WebEmbed, HostileMessagesAreRefusedWithAReason) {
  const std::pair<std::string, std::string> cases[] = {
      {"", "JSON object"},
      {"[1,2]", "JSON object"},
      {"{\"type\": 5}", "needs a \"type\""},
      {R"({"type":"arkadia:format-disk"})", "unknown message type"},
      {R"({"type":"arkadia:goto"})", "'move' must be"},
      {R"({"type":"arkadia:goto","move":-1})", "'move' must be"},
      {R"({"type":"arkadia:goto","move":1.5})", "'move' must be"},
      {R"({"type":"arkadia:goto","move":18446744073709551615})", "'move' must be"},
      {R"({"type":"arkadia:goto","move":2,"eval":"x"})", "unknown field 'eval'"},
      {R"({"type":"arkadia:new-game","seats":["human"]})", "2 to 4 seats"},
      {R"({"type":"arkadia:new-game","seats":["human","god"]})", "each seat is"},
      {R"({"type":"arkadia:new-game","seats":["human","hard"],"seed":"7"})", "'seed' must be"},
      {R"({"type":"arkadia:new-game","seats":["human","hard"],"lot":"a1"})",
       "'lot' must be one of the castle lot's positions: e3 j3 e4 f4 g4 h4 f5 g5 h5 f6 g6 h6 f7 k7"},
      {R"({"type":"arkadia:new-game","seats":["human","hard"],"mirror":"yes"})", "'mirror' must be"},
      {R"({"type":"arkadia:load-record","record":{"format":"arkadia-record"}})", "cannot be read"},
      {R"({"type":"arkadia:load-record","record":42})", "'record' must be"},
      {R"({"type":"arkadia:set-language","lang":"tlh"})", "'lang' must be"},
      {std::string(kMaxMessageBytes + 1, ' '), "larger than 1 MB"},
  };
  for (const auto& [message, reason] : cases) {
    const auto c = parse_arkadia_embed_command(message);
    ASSERT_FALSE(c.command.ok()) << message.substr(0, 80);
    EXPECT_NE(c.command.reason().find(reason), std::string::npos) << message.substr(0, 80) << " -> " << c.command.reason();
  }
  // Events are JSON even when given broken text.
  const auto e = nlohmann::json::parse(error_event(std::string("\xC3", 1), "x"), nullptr, false);
  EXPECT_FALSE(e.is_discarded());
}

// A link names its game (?game=arkantis); the page picks the game's app before it reads the
// rest, and a game's reader leaves the parameter alone.
TEST(PageLinks, TheGameParameterIsFoundDecodedAndLeftToThePage) {
  EXPECT_EQ(query_parameter("?seats=human,hard&game=arkadia", "game"), std::optional<std::string>("arkadia"));
  EXPECT_EQ(query_parameter("game=ark%61ntis&game=other", "game"), std::optional<std::string>("arkantis"));
  EXPECT_EQ(query_parameter("?games=arkadia&xgame=1", "game"), std::nullopt);
  EXPECT_EQ(query_parameter("game=%ZZ", "game"), std::nullopt);
  EXPECT_EQ(query_parameter("", "game"), std::nullopt);
  const auto p = parse_arkadia_page_config("?game=arkadia&seats=human,hard&setup=beginner");
  EXPECT_TRUE(p.problems.empty());
  ASSERT_TRUE(p.config.game.has_value());
  EXPECT_TRUE(p.config.game->options.beginner);
}

// The messages' two versions (embed_version.hpp): a command is read under either name, the
// page answers in the version its link asked for (protocol=2 the current one, version 1 else).
TEST(WebEmbed, BothVersionsNamesOfACommandAreRead) {
  for (const char* name : {"new-game\",\"seats\":[\"human\",\"hard\"]", "goto\",\"move\":3",
                           "set-language\",\"lang\":\"de\"", "get-state\",\"full\":true"}) {
    const auto current = parse_arkadia_embed_command(std::string(R"({"type":"game:)") + name + "}");
    const auto version1 = parse_arkadia_embed_command(std::string(R"({"type":"arkadia:)") + name + "}");
    ASSERT_TRUE(current.command.ok()) << name << ": " << current.command.reason();
    ASSERT_TRUE(version1.command.ok()) << name;
    EXPECT_EQ(current.command.value().index(), version1.command.value().index()) << name;
  }
  for (const char* other : {R"({"type":"goto","move":3})", R"({"type":"arkantis:goto","move":3})",
                            R"({"type":"game:","move":3})", R"({"type":"gamegoto","move":3})"})
    EXPECT_NE(parse_arkadia_embed_command(other).command.reason().find("unknown message type"), std::string::npos)
        << other;
}

TEST(WebEmbed, EventsKeepTheirVersion1NamesForPagesWrittenBefore) {
  using nlohmann::json;
  const json over = json::parse(game_over_event({1}, {12, 30.5}));
  EXPECT_EQ(over["type"], "game:game-over");
  EXPECT_EQ(over["scores"], json::parse("[12, 30.5]"));
  EXPECT_FALSE(over.contains("gold"));
  const json old = json::parse(in_protocol(EmbedProtocol::kVersion1, game_over_event({1}, {12, 30.5})));
  EXPECT_EQ(old["type"], "arkadia:game-over");
  EXPECT_EQ(old["gold"], json::parse("[12, 30.5]"));
  EXPECT_FALSE(old.contains("scores"));
  EXPECT_EQ(old["winners"], json::parse("[1]"));

  EXPECT_EQ(json::parse(ready_event()), json::parse(R"({"type":"game:ready","version":2})"));
  EXPECT_EQ(json::parse(ready_event(EmbedProtocol::kVersion1)), json::parse(R"({"type":"arkadia:ready","version":1})"));
  for (const std::string& event : {move_event(3, 1, 2, "done"), loaded_event(40, 0), position_event(5, 40),
                                   error_event("game:goto", "no")}) {
    const json current = json::parse(event), version1 = json::parse(in_protocol(EmbedProtocol::kVersion1, event));
    const std::string type = current["type"];
    ASSERT_EQ(type.rfind("game:", 0), 0u) << event;
    EXPECT_EQ(version1["type"], "arkadia:" + type.substr(5)) << event;
    json same = version1;
    same["type"] = type;
    EXPECT_EQ(same, current) << "only the name differs: " << event;
    EXPECT_EQ(in_protocol(EmbedProtocol::kVersion2, event), event);
  }
  TableState table;
  table.scores = {3, 4};
  const std::string state = state_event(table, "{}");
  EXPECT_EQ(json::parse(state)["scores"], json::parse("[3, 4]"));
  const json old_state = json::parse(in_protocol(EmbedProtocol::kVersion1, state));
  EXPECT_EQ(old_state["type"], "arkadia:state");
  EXPECT_EQ(old_state["gold"], json::parse("[3, 4]"));
  EXPECT_FALSE(old_state.contains("scores"));
}

TEST(WebLinks, TheLinkChoosesTheVersionOfTheMessages) {
  EXPECT_EQ(parse_arkadia_page_config("?embed=1").config.protocol, EmbedProtocol::kVersion1);
  EXPECT_EQ(parse_arkadia_page_config("?embed=1&protocol=2").config.protocol, EmbedProtocol::kVersion2);
  EXPECT_EQ(parse_arkadia_page_config("?protocol=1").config.protocol, EmbedProtocol::kVersion1);
  const auto bad = parse_arkadia_page_config("?protocol=3");
  EXPECT_EQ(bad.config.protocol, EmbedProtocol::kVersion1);
  ASSERT_EQ(bad.problems.size(), 1u);
  EXPECT_EQ(bad.problems[0], (ConfigProblem{"protocol", "3", "1 2"}));
}

}  // namespace
}  // namespace web
