// Records and saved games written before record version 3 (tests/arkadia/data/old_records, written by the
// build of 2026-11-24: the CLI, the page's saved-games store, and a version-1 record of an earlier
// build) still load, resume and replay to the result they had, under the rules they were played
// by. The .summary files beside them are what that build saw after replaying them.
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "arkadia_table.hpp"
#include "arkadia/record.hpp"
#include "helpers.hpp"
#include "source_dir.hpp"
#include "table_summary.hpp"

namespace test {
namespace {

std::string read_text(const std::string& name) {
  std::ifstream in(::tests::source_dir() + "/tests/arkadia/data/old_records/" + name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

State replayed(const std::string& name) {
  auto state = replay_json(read_text(name + ".json"));
  EXPECT_TRUE(state.ok()) << name << ": " << state.reason();
  return state.ok() ? state.value() : new_game();
}

const char* const kOldRecords[] = {
    "v1-beginner-3p-finished",     "v2-cli-beginner-2p-finished",         "v2-cli-lot-h4-finished",
    "v2-cli-ended-by-passes",      "v2-ended-by-passes-with-a-banner",    "v2-page-beginner-2p-in-progress",
};

TEST(OldRecords, ReplayToWhatTheBuildThatWroteThemSaw) {
  for (const char* name : kOldRecords) {
    SCOPED_TRACE(name);
    const std::string text = read_text(std::string(name) + ".json");
    ASSERT_FALSE(text.empty());
    auto record = parse_record(text);
    ASSERT_TRUE(record.ok()) << record.reason();
    EXPECT_EQ(record->options.rules, RulesEdition::kOriginal);
    const State s = replayed(name);  // a finished game's claimed result is checked here too
    EXPECT_EQ(table_summary(s), read_text(std::string(name) + ".summary"));
  }
}

TEST(OldRecords, WrittenAgainTheyAreVersion3AndReplayTheSame) {
  for (const char* name : kOldRecords) {
    SCOPED_TRACE(name);
    const GameRecord old = parse_record(read_text(std::string(name) + ".json")).value();
    const State s = replay(old).value();
    const std::string again = to_json(old, &s);
    EXPECT_NE(again.find("\"version\": 3"), std::string::npos);
    EXPECT_NE(again.find("\"rules\": 1"), std::string::npos);
    auto reread = parse_record(again);
    ASSERT_TRUE(reread.ok()) << reread.reason();
    EXPECT_EQ(reread.value(), old);
    EXPECT_EQ(replay(reread.value()).value(), s);
  }
}

// Within a turn, version 2 wrote `castle` before `take`; version 3 the other way round.
TEST(OldRecords, TakeLinesMoveBeforeTheCastleLinesOfTheirTurn) {
  const std::string text = read_text("v2-cli-beginner-2p-finished.json");
  const GameRecord r = parse_record(text).value();
  int moved = 0;
  for (std::size_t i = 1; i < r.actions.size(); ++i) {
    EXPECT_FALSE(r.actions[i - 1].kind == ActionKind::kPlaceCastlePiece &&
                 (r.actions[i].kind == ActionKind::kTakeDeck || r.actions[i].kind == ActionKind::kTakeDisplay))
        << "action " << i + 1;
    moved += (r.actions[i - 1].kind == ActionKind::kTakeDeck || r.actions[i - 1].kind == ActionKind::kTakeDisplay) &&
             r.actions[i].kind == ActionKind::kPlaceCastlePiece;
  }
  EXPECT_GT(moved, 0) << "the fixture should hold a lay-out that completed a building";
  EXPECT_NE(text.find("\"castle"), std::string::npos);
}

// Spec §4 before the correction: the beginner smithy lay mirrored at k3 k4 l4 m4; the old games
// keep it, or their moves around it would no longer be the same.
TEST(OldRecords, BeginnerGamesKeepTheMirroredSmithyTheyWerePlayedWith) {
  for (const char* name : {"v1-beginner-3p-finished", "v2-cli-beginner-2p-finished", "v2-page-beginner-2p-in-progress"}) {
    const State s = replayed(name);
    ASSERT_GE(s.building_at(sq("k3")), 0) << name;
    EXPECT_EQ(card_name(s.building(s.building_at(sq("k3"))).card), "SM-O") << name;
  }
}

// The old D-8 ended the game after a round of passes even when someone gave up a banner in it.
// Such a game still ends there, with its winner, and says so; the corrected rules would go on.
TEST(OldRecords, AGameEndedByTheOldRoundOfPassesKeepsItsEndAndWinner) {
  const GameRecord r = parse_record(read_text("v2-ended-by-passes-with-a-banner.json")).value();
  const State s = replay(r).value();
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kAllPassed);
  EXPECT_EQ(s.options().rules, RulesEdition::kOriginal);
  EXPECT_EQ(s.winners(), std::vector<int>{1});
  GameRecord corrected = r;
  corrected.options.rules = RulesEdition::kCorrected;
  corrected.result_gold.clear();
  auto under_new_rules = replay(corrected);
  ASSERT_TRUE(under_new_rules.ok()) << under_new_rules.reason();
  EXPECT_FALSE(under_new_rules->is_terminal()) << "the fixture should end only by the old D-8";
}

// The page saved after every action, so a game may have been stored between a castle piece and
// the refill that used to follow it. The castle line waits: the player refills first and then
// places the piece again, and the game goes on to the same position as before.
TEST(OldRecords, AGameSavedBetweenACastlePieceAndTheRefillResumesAtTheRefill) {
  const std::string text = read_text("v2-page-strict-3p-saved-mid-turn.json");
  const GameRecord r = parse_record(text).value();
  int original = 0;
  for (std::size_t at = text.find("\"castle "); at != std::string::npos; at = text.find("\"castle ", at + 1)) ++original;
  EXPECT_EQ(static_cast<int>(std::count_if(r.actions.begin(), r.actions.end(),
                                           [](const Action& a) { return a.kind == ActionKind::kPlaceCastlePiece; })),
            original - 1);
  State s = replay(r).value();
  ASSERT_EQ(s.phase(), Phase::kRefill);
  play(s, {"take deck", "castle O K9"});
  EXPECT_EQ(table_summary(s), read_text("v2-page-strict-3p-saved-mid-turn.after-take-deck.summary"));
}

// The page kept strict screens in a record tag; it is a game option now.
TEST(OldRecords, TheStrictScreensTagBecomesTheGameOption) {
  const GameRecord r = parse_record(read_text("v2-page-strict-3p-saved-mid-turn.json")).value();
  EXPECT_TRUE(r.options.strict_screens);
  EXPECT_EQ(r.tags.count("strict_screens"), 0u);
  EXPECT_EQ(r.tags.at("seat.1.level"), "hard");
}

// The page's saved-games list shows old games (none discarded) and resumes them.
TEST(OldRecords, ThePagesSavedGamesListAndResumeThem) {
  struct Store : web::KeyValueStore {
    std::map<std::string, std::string> m;
    bool available() const override { return true; }
    std::optional<std::string> get(const std::string& k) const override {
      auto it = m.find(k);
      return it == m.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    bool set(const std::string& k, const std::string& v) override { return m[k] = v, true; }
    void remove(const std::string& k) override { m.erase(k); }
    std::vector<std::string> keys() const override {
      std::vector<std::string> out;
      for (const auto& entry : m) out.push_back(entry.first);
      return out;
    }
  } store;
  const char* const saved[] = {"v2-page-strict-3p-saved-mid-turn", "v2-page-beginner-2p-in-progress",
                               "v2-ended-by-passes-with-a-banner"};
  for (const char* name : saved) store.m[std::string("arkadia.game.") + name] = read_text(std::string(name) + ".json");
  web::ArkadiaSavedGames games(store);
  const auto list = games.list();
  ASSERT_EQ(list.size(), 3u);
  for (const auto& info : list) EXPECT_TRUE(info.problem.ok()) << info.id << ": " << info.problem.reason();
  auto strict = games.load("v2-page-strict-3p-saved-mid-turn");
  ASSERT_TRUE(strict.ok()) << strict.reason();
  EXPECT_TRUE(strict->state().options().strict_screens);
  EXPECT_EQ(strict->state().phase(), Phase::kRefill);
  EXPECT_TRUE(strict->is_human(0));
  auto ended = games.load("v2-ended-by-passes-with-a-banner");
  ASSERT_TRUE(ended.ok()) << ended.reason();
  EXPECT_TRUE(ended->state().is_terminal());
  // Saved again by this build: version 3, still the rules it was played by.
  ASSERT_TRUE(games.save("v2-page-beginner-2p-in-progress", games.load("v2-page-beginner-2p-in-progress").value(), 1.0));
  const std::string rewritten = store.m[std::string("arkadia.game.") + "v2-page-beginner-2p-in-progress"];
  EXPECT_NE(rewritten.find("\"version\": 3"), std::string::npos);
  EXPECT_EQ(parse_record(rewritten)->options.rules, RulesEdition::kOriginal);
}

}  // namespace
}  // namespace test
