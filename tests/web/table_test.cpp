// The page's table without a screen (web/logic/table.hpp): the embedding page's commands, records
// opened from a file or a link, the replay viewer, saved games reopened, exports sealed, default
// names, the screen that follows the game's end. Driven natively with an AI that answers at once.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "ai/arkadia/view_request.hpp"
#include "arkadia_table.hpp"
#include "bg/sealed_setup.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"
#include "table.hpp"

namespace web {
namespace {

using arkadia::State;

struct Page {
  explicit Page(MapStore& shared_store) : store(shared_store) {}
  MapStore& store;
  ImmediateAi ai{[](const std::string& view_json, int level, std::uint32_t seed, bool explain) {
                   return arkadia_ai::answer_view_request(view_json, level, seed, explain);
                 },
                 [](const std::string&, const std::string&, int, std::uint32_t) { return std::string("error: none"); }};
  std::vector<std::string> events;
  Translator words;
  TableView view;
  TableOf<ArkadiaGame> table{view, store, ai, ArkadiaSession::Clock{[] { return 1.7e12; }},
                             [this](const std::string& e) { events.push_back(e); }, arkadia_link_options(), words};
  const ArkadiaMatch& game() const { return *table.session().game(); }
  std::string last_event_type() const { return nlohmann::json::parse(events.back()).value("type", ""); }
};

struct PageTable : ::testing::Test {
  MapStore store;
  Page page{store};
};

ArkadiaMatchSetup setup_of(std::vector<SeatSetup> seats, std::uint64_t seed) {
  ArkadiaMatchSetup setup;
  setup.options.players = static_cast<int>(seats.size());
  setup.seats = std::move(seats);
  setup.seed = seed;
  return setup;
}

// A finished game of two seats, each playing its first legal action, as a record's JSON.
std::string finished_record(std::uint64_t seed, int* moves = nullptr) {
  ArkadiaMatchSetup setup;
  setup.options.players = 2;
  setup.seats = {{"Ada", SeatKind::kHuman, 0, 0, {}}, {"Ben", SeatKind::kHuman, 0, 1, {}}};
  setup.seed = seed;
  auto match = ArkadiaMatch::start(setup);
  EXPECT_TRUE(match.ok());
  while (!match->state().is_terminal()) EXPECT_TRUE(match->play(match->state().legal_actions().front()).ok());
  if (moves) *moves = match->actions_played();
  return ArkadiaGame::record_to_json(match->record(), &match->state());
}

TEST_F(PageTable, AnEmbeddingPageStartsAGameAndARefusedMessageChangesNothing) {
  const EmbedOutcome started =
      page.table.apply_embed_message(R"({"type":"game:new-game","seats":["human:Ada","hard"],"seed":5})", 99);
  ASSERT_EQ(started.change, TableChange::kNewTable) << started.error;
  EXPECT_EQ(page.view.screen, Screen::kPlay);
  EXPECT_EQ(page.game().setup().seed, 5u) << "the message's seed, not the fresh one";
  EXPECT_EQ(page.game().setup().seats[1].default_name, "computer");
  const auto hash = page.game().state().hash();
  const std::size_t events = page.events.size();

  for (const char* bad : {R"({"type":"game:new-game","seats":["alien"]})", R"({"type":"game:goto","move":3})",
                          R"({"type":"game:get-state","full":true})", R"({"type":"game:load-record","record":{"game":"arkadia"}})",
                          "not json"}) {
    const EmbedOutcome refused = page.table.apply_embed_message(bad, 7);
    EXPECT_EQ(refused.change, TableChange::kNothing) << bad;
    EXPECT_FALSE(refused.error.empty()) << bad;
    ASSERT_EQ(page.events.size(), events + 1) << bad << ": one answer";
    EXPECT_EQ(page.last_event_type(), "game:error") << bad;
    EXPECT_EQ(nlohmann::json::parse(page.events.back()).value("message", ""), refused.error) << "the event says why";
    page.events.pop_back();
    EXPECT_EQ(page.game().state().hash(), hash) << bad << " changed the game";
    EXPECT_EQ(page.view.screen, Screen::kPlay) << bad;
  }

  const EmbedOutcome fresh = page.table.apply_embed_message(R"({"type":"game:new-game","seats":["human","easy"]})", 1234);
  ASSERT_EQ(fresh.change, TableChange::kNewTable);
  EXPECT_EQ(page.game().setup().seed, 1234u) << "without a seed, the caller's fresh one";
}

TEST_F(PageTable, ARecordLoadedByMessageOpensInTheReplayAtItsMoveAndGotoMovesWithin) {
  int moves = 0;
  const std::string record = finished_record(11, &moves);
  const EmbedOutcome loaded =
      page.table.apply_embed_message(R"({"type":"game:load-record","move":3,"record":)" + record + "}", 0);
  ASSERT_EQ(loaded.change, TableChange::kReplayOpened) << loaded.error;
  EXPECT_EQ(page.view.screen, Screen::kReplay);
  EXPECT_EQ(page.view.replay_cursor, 3);
  ASSERT_TRUE(page.table.shown_past());
  EXPECT_EQ(*page.table.shown_past(), 3);
  EXPECT_EQ(page.events.back(), loaded_event(moves, 3));
  EXPECT_FALSE(page.table.session().game()) << "a replay is not the game at the table";

  EXPECT_EQ(page.table.apply_embed_message(R"({"type":"game:goto","move":100000})", 0).change, TableChange::kReplayMoved);
  EXPECT_EQ(page.view.replay_cursor, moves) << "clamped to the game's end";
  EXPECT_EQ(page.table.apply_embed_message(R"({"type":"game:goto","move":0})", 0).change, TableChange::kReplayMoved);
  EXPECT_EQ(page.table.shown_state().hash(), page.table.replay()->position(0).hash());

  // A finished game's whole record may be asked for.
  const EmbedOutcome full = page.table.apply_embed_message(R"({"type":"game:get-state","full":true})", 0);
  EXPECT_TRUE(full.error.empty()) << full.error;
  const auto state = nlohmann::json::parse(page.events.back());
  EXPECT_EQ(state.value("type", ""), "game:state");
  EXPECT_EQ(state.value("move", -1), 0);
  EXPECT_TRUE(state.value("replay", false));
}

TEST_F(PageTable, TheFullRecordWaitsForTheGameToEnd) {
  ASSERT_TRUE(page.table.start(setup_of({{"Ada", SeatKind::kHuman, 0, 0, {}}, {"", SeatKind::kAi, 1, 1, {}}}, 3),
                               true, 0)
                  .ok());
  const EmbedOutcome refused = page.table.apply_embed_message(R"({"type":"game:get-state","full":true})", 0);
  EXPECT_NE(refused.error.find("only once the game is over"), std::string::npos) << refused.error;
  const EmbedOutcome asked = page.table.apply_embed_message(R"({"type":"game:get-state"})", 0);
  EXPECT_TRUE(asked.error.empty());
  const auto state = nlohmann::json::parse(page.events.back());
  EXPECT_FALSE(state.value("replay", true));
  EXPECT_TRUE(state.contains("view")) << "the seat at the device sees its hand";
}

TEST_F(PageTable, ARecordFromAFileResumesAGameInProgressOrReplaysAFinishedOne) {
  // A bad file: refused, nothing changes.
  const auto bad = page.table.open_record(R"({"game":"arkadia","version":1})", true, std::nullopt);
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(page.view.screen, Screen::kNewGame);
  EXPECT_FALSE(page.table.session().game());

  int moves = 0;
  const auto finished = page.table.open_record(finished_record(4, &moves), true, std::nullopt);
  ASSERT_TRUE(finished.ok()) << finished.reason();
  EXPECT_EQ(finished.value(), TableChange::kReplayOpened) << "a finished game is for watching";
  EXPECT_EQ(page.view.replay_cursor, moves);

  // A game in progress, exported (sealed) by another page, is resumed at the table.
  MapStore other_store;
  Page other(other_store);
  ASSERT_TRUE(other.table.start(setup_of({{"Ada", SeatKind::kHuman, 0, 0, {}}, {"Ben", SeatKind::kHuman, 0, 1, {}}}, 8),
                                true, 0)
                  .ok());
  ASSERT_TRUE(other.table.play_all({other.game().state().legal_actions().front()}, 0).ok());
  const auto file = other.table.export_file({1, 2});
  ASSERT_TRUE(file);
  const auto resumed = page.table.open_record(file->text, true, std::nullopt);
  ASSERT_TRUE(resumed.ok()) << resumed.reason();
  EXPECT_EQ(resumed.value(), TableChange::kNewTable);
  EXPECT_EQ(page.view.screen, Screen::kPlay);
  EXPECT_EQ(page.game().state().hash(), other.game().state().hash());
  // ... unless a move is asked: then it is watched there.
  const auto at_move = page.table.open_record(file->text, true, 0);
  ASSERT_TRUE(at_move.ok());
  EXPECT_EQ(at_move.value(), TableChange::kReplayOpened);
  EXPECT_EQ(page.view.replay_return, Screen::kPlay) << "closing the replay goes back to the table";
}

TEST_F(PageTable, AnExportSealsAGameInProgressWithItsOwnNonceAndNamesTheFile) {
  ASSERT_TRUE(page.table.start(setup_of({{"Ada Lovelace", SeatKind::kHuman, 0, 0, {}}, {"Ben", SeatKind::kHuman, 0, 1, {}}}, 8),
                               true, 0)
                  .ok());
  const auto first = page.table.export_file({1, 2});
  const auto second = page.table.export_file({3, 4});
  ASSERT_TRUE(first && second);
  EXPECT_TRUE(first->sealed);
  EXPECT_EQ(first->name, "arkadia-Ada-Lovelace-Ben-0.json");
  EXPECT_NE(first->text, second->text) << "two exports share no key stream";
  const auto read = ArkadiaGame::parse_record(second->text);
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read.value(), page.game().record());

  while (!page.game().state().is_terminal())
    ASSERT_TRUE(page.table.play_all({page.game().state().legal_actions().front()}, 0).ok());
  EXPECT_EQ(page.view.screen, Screen::kScore) << "the last action shows the score";
  const auto over = page.table.export_file({1, 2});
  EXPECT_FALSE(over->sealed);
  EXPECT_EQ(over->text, ArkadiaGame::record_to_json(page.game().record(), &page.game().state()));
}

TEST_F(PageTable, ReopeningThePageResumesTheLatestUnfinishedGame) {
  ASSERT_TRUE(page.table.start(setup_of({{"", SeatKind::kHuman, 0, 0, {}}, {"", SeatKind::kAi, 0, 1, {}}}, 8), true, 0)
                  .ok());
  // The computer's seat plays through the AI port until the person is to move.
  for (int i = 0; i < 200 && !page.table.session().human_to_move(); ++i) page.table.tick(1e6 * (i + 1));
  ASSERT_TRUE(page.table.session().human_to_move());
  ASSERT_TRUE(page.table.play_all({page.game().state().legal_actions().front()}, 0).ok());

  Page reopened(store);
  ASSERT_TRUE(reopened.table.resume_latest());
  EXPECT_EQ(reopened.view.screen, Screen::kPlay);
  EXPECT_EQ(reopened.game().state().hash(), page.game().state().hash());
  EXPECT_EQ(reopened.table.session().id(), page.table.session().id());

  reopened.table.discard_saved(reopened.table.session().id());
  EXPECT_FALSE(reopened.table.session().game()) << "the discarded game leaves the table";
  Page again(store);
  EXPECT_FALSE(again.table.resume_latest());
  EXPECT_EQ(again.view.screen, Screen::kNewGame);
}

TEST_F(PageTable, DefaultNamesAreKeptAsKeysAndWrittenInTheLanguage) {
  page.words.set_language(Language::kFrench);
  ASSERT_TRUE(page.table.start(setup_of({{"", SeatKind::kHuman, 0, 0, {}}, {"", SeatKind::kAi, 0, 1, {}}, {"", SeatKind::kAi, 0, 2, {}}}, 8),
                               true, 0)
                  .ok());
  const auto& seats = page.game().setup().seats;
  EXPECT_EQ(seats[0].default_name, "you");
  EXPECT_EQ(seats[1].default_name, "computer:1");
  EXPECT_EQ(seats[2].default_name, "computer:2");
  EXPECT_EQ(seats[0].name, page.words.tr("name.you"));
  EXPECT_NE(seats[0].name, "You") << "written in French for the record";
}

TEST_F(PageTable, AtATableWithAFriendTheHostsSeatIsAPlayerNotYou) {
  SeatSetup host{"You", SeatKind::kHuman, 0, 0, "you"};
  SeatSetup named{"Ada", SeatKind::kHuman, 0, 2, ""};
  ASSERT_TRUE(page.table.start(setup_of({host, {"", SeatKind::kFriend, 0, 1, {}}, named}, 8), true, 0).ok());
  const auto& seats = page.game().setup().seats;
  EXPECT_EQ(seats[0].default_name, "player:1") << "every device would read \"You\"";
  EXPECT_EQ(seats[0].name, page.words.tr("name.player_n", {{"n", "1"}}));
  EXPECT_EQ(seats[1].default_name, "player:2") << "a friend's empty name is its place's";
  EXPECT_EQ(seats[2].name, "Ada") << "a name the host typed stays";
  // Without a friend, "You" stays.
  ASSERT_TRUE(page.table.start(setup_of({host, {"", SeatKind::kAi, 0, 1, {}}}, 9), true, 0).ok());
  EXPECT_EQ(page.game().setup().seats[0].default_name, "you");
}

// Several people at one device: "You" would name whoever holds it ("You's hand", "Pass the
// device to You"): the first seat is "Player 1" too, and so is a hot-seat game saved before.
TEST_F(PageTable, AtOneDeviceSharedByPeopleEverySeatIsAPlayer) {
  SeatSetup first{"You", SeatKind::kHuman, 0, 0, "you"};
  SeatSetup second{"Player 2", SeatKind::kHuman, 0, 1, "player:2"};
  ASSERT_TRUE(page.table.start(setup_of({first, second, {"", SeatKind::kAi, 0, 2, {}}}, 8), true, 0).ok());
  const auto& seats = page.game().setup().seats;
  EXPECT_EQ(seats[0].default_name, "player:1");
  EXPECT_EQ(seats[0].name, page.words.tr("name.player_n", {{"n", "1"}}));
  EXPECT_EQ(seats[1].default_name, "player:2");
  EXPECT_EQ(seats[2].default_name, "computer");
  TableSetup saved;
  saved.seats = {first, second};
  EXPECT_EQ(shown_default_name(saved, 0), "player:1") << "an older save";
  EXPECT_EQ(shown_default_name(saved, 1), "player:2");
  saved.seats[1].kind = SeatKind::kAi;
  EXPECT_EQ(shown_default_name(saved, 0), "you") << "one person here";
}

TEST_F(PageTable, ASetLanguageMessageIsHandedToTheShell) {
  const EmbedOutcome outcome = page.table.apply_embed_message(R"({"type":"game:set-language","lang":"de"})", 0);
  EXPECT_EQ(outcome.change, TableChange::kLanguage);
  ASSERT_TRUE(outcome.language);
  EXPECT_EQ(*outcome.language, Language::kGerman);
  EXPECT_TRUE(page.events.empty()) << "no answer to a language change";
}

// A lesson sent by the embedding page goes through the protocol like every message: the shell is
// handed its JSON, and a message that is not one is refused with an error event, nothing opened.
TEST_F(PageTable, ALessonMessageIsHandedToTheShellAndABadOneIsRefused) {
  const EmbedOutcome outcome =
      page.table.apply_embed_message(R"({"type":"game:open-lesson","lesson":{"game":"arkadia","title":"T"}})", 0);
  EXPECT_EQ(outcome.error, "");
  ASSERT_TRUE(outcome.lesson);
  EXPECT_EQ(nlohmann::json::parse(*outcome.lesson), nlohmann::json::parse(R"({"game":"arkadia","title":"T"})"));
  EXPECT_TRUE(page.events.empty());
  for (const char* bad : {R"({"type":"game:open-lesson"})", R"({"type":"game:open-lesson","lesson":"text"})",
                          R"({"type":"game:open-lesson","lesson":{},"extra":1})"}) {
    const std::size_t before = page.events.size();
    const EmbedOutcome refused = page.table.apply_embed_message(bad, 0);
    EXPECT_FALSE(refused.lesson) << bad;
    EXPECT_NE(refused.error, "") << bad;
    ASSERT_EQ(page.events.size(), before + 1) << bad;
    EXPECT_EQ(page.last_event_type(), "game:error") << bad;
  }
}

}  // namespace
}  // namespace web
