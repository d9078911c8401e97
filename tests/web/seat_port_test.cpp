// Every seat not played at this device goes through a port (web/logic/seat_port.hpp): the
// computer's through the worker, a friend's through the friends' port, the same way in
// SessionOf::tick. A friend's seat never asks to pass the device; a friend's wrong answer is sent
// back and nothing is played for it; the computer stands in for an away friend and gives the seat
// back; a friend's undo and take-back save and tell the embedding page; a friend's seat travels in
// the record.
#include <gtest/gtest.h>

#include <deque>

#include "ai/arkadia/view_request.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "arkadia_table.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"

namespace web {
namespace {

using arkadia::Action;
using arkadia::State;

// A friend's port the test answers through: what it was asked, the answers it holds, the refusals
// it heard.
struct ScriptedFriends final : SeatPort {
  std::deque<SeatAnswer> answers;
  std::vector<bg::Status> refusals;
  int asked = 0;
  void ask(int, const std::string&, int, std::uint32_t) override { ++asked; }
  bool busy() const override { return false; }
  std::optional<SeatAnswer> take() override {
    if (answers.empty()) return std::nullopt;
    SeatAnswer a = answers.front();
    answers.pop_front();
    return a;
  }
  void cancel() override { answers.clear(); }
  OnRefusal refused(int, const bg::Status& why) override {
    refusals.push_back(why);
    return OnRefusal::kWait;
  }
};

struct PortTable {
  MapStore store;
  ArkadiaSavedGames saves{store};
  ImmediateAi ai{[](const std::string& view, int level, std::uint32_t seed, bool explain) {
                   return arkadia_ai::answer_view_request(view, level, seed, explain);
                 },
                 [](const std::string&, const std::string&, int, std::uint32_t) { return std::string(); }};
  ScriptedFriends friends;
  std::vector<std::string> events;
  ArkadiaSession session{saves, ai, ArkadiaSession::Clock{[] { return 1.7e12; }},
                         [this](const std::string& e) { events.push_back(e); }};
  explicit PortTable(std::vector<SeatKind> kinds, std::uint64_t seed = 11) {
    ArkadiaMatchSetup setup;
    setup.options.players = static_cast<int>(kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i)
      setup.seats.push_back({"seat " + std::to_string(i), kinds[i], 0, static_cast<int>(i), {}});
    setup.seed = seed;
    session.set_friend_port(&friends);
    EXPECT_TRUE(session.start(setup).ok());
  }
  const State& state() const { return session.game()->state(); }
  // Plays the person's or the computer's decisions until `seat` is to move.
  void until_to_move(int seat) {
    for (int i = 0; i < 2000 && !state().is_terminal() && state().current_player() != seat; ++i) {
      if (session.pass_to() >= 0) session.confirm_pass();
      if (session.game()->is_human(state().current_player()))
        ASSERT_TRUE(session.play_all({state().legal_actions().front()}, 0).ok());
      else if (session.game()->is_friend(state().current_player()))
        friends.answers.push_back({state().current_player(), {arkadia::to_text(state().legal_actions().front())}, ""});
      session.tick(1e6 * i);
    }
    ASSERT_EQ(state().current_player(), seat);
  }
  SeatAnswer first_legal() const {
    return {state().current_player(), {arkadia::to_text(state().legal_actions().front())}, ""};
  }
};

TEST(SeatPort, AFriendsSeatIsPlayedThroughItsPortAndNeverAsksToPassTheDevice) {
  PortTable t({SeatKind::kHuman, SeatKind::kFriend, SeatKind::kHuman});
  for (int decisions = 0; decisions < 60 && !t.state().is_terminal(); ++decisions) {
    const int seat = t.state().current_player();
    if (t.session.game()->is_friend(seat)) {
      EXPECT_NE(t.session.pass_to(), seat) << "a friend is not at this device";
      EXPECT_FALSE(t.session.human_to_move()) << "nobody here plays for the friend";
      const int requests = t.ai.requests;
      EXPECT_EQ(t.session.tick(1e9), AiStep::kNone) << "the session waits for the friend";
      EXPECT_EQ(t.ai.requests, requests) << "the computer is not asked for a friend's seat";
      t.friends.answers.push_back(t.first_legal());
      EXPECT_EQ(t.session.tick(1e9), AiStep::kPlayed);
    } else {
      if (t.session.pass_to() >= 0) t.session.confirm_pass();
      ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, 0).ok());
    }
  }
  EXPECT_GE(t.friends.asked, 1);
  EXPECT_TRUE(t.friends.refusals.empty());
}

TEST(SeatPort, AFriendsWrongAnswerIsSentBackAndNothingIsPlayedForIt) {
  PortTable t({SeatKind::kHuman, SeatKind::kFriend});
  t.until_to_move(1);
  const State before = t.state();
  const std::size_t events = t.events.size();
  for (const SeatAnswer& wrong : {SeatAnswer{1, {"fly away"}, ""}, SeatAnswer{1, {"workers a1"}, ""},
                                  SeatAnswer{0, {arkadia::to_text(before.legal_actions().front())}, ""},
                                  SeatAnswer{1, {}, ""}}) {
    t.friends.answers.push_back(wrong);
    EXPECT_EQ(t.session.tick(1e9), AiStep::kNone);
    EXPECT_EQ(t.state(), before) << "no first legal action played in the friend's stead";
    EXPECT_EQ(t.events.size(), events);
  }
  ASSERT_EQ(t.friends.refusals.size(), 4u);
  EXPECT_EQ(t.friends.refusals[2].code(), "page.match.not_to_move");
  for (const bg::Status& why : t.friends.refusals) EXPECT_FALSE(why.reason().empty());
}

TEST(SeatPort, TheComputerStandsInForAnAwayFriendAndGivesTheSeatBack) {
  PortTable t({SeatKind::kHuman, SeatKind::kFriend});
  t.until_to_move(1);
  t.session.set_stand_in(1, true);
  EXPECT_TRUE(t.session.stands_in(1));
  EXPECT_EQ(t.session.tick(1e9), AiStep::kRequested) << "the worker is asked for the friend's seat";
  t.session.set_stand_in(1, false);
  EXPECT_FALSE(t.ai.busy()) << "the seat given back: the worker's question is dropped";
  const int played = t.session.game()->actions_played();
  EXPECT_EQ(t.session.tick(1e9), AiStep::kNone);
  EXPECT_EQ(t.session.game()->actions_played(), played) << "the friend plays again";
  t.session.set_stand_in(1, true);
  for (int i = 0; i < 50 && t.state().current_player() == 1; ++i) t.session.tick(1e9 + i);
  EXPECT_NE(t.state().current_player(), 1) << "the computer played the friend's turn";
  EXPECT_TRUE(t.friends.refusals.empty());
}

TEST(SeatPort, AFriendsUndoAndTakeBackSaveAndTellTheEmbeddingPage) {
  PortTable t({SeatKind::kAi, SeatKind::kFriend}, 4);
  t.until_to_move(1);
  EXPECT_FALSE(t.session.undo_for(1, 1)) << "nothing of the turn played yet";
  t.friends.answers.push_back(t.first_legal());
  ASSERT_EQ(t.session.tick(1e9), AiStep::kPlayed);
  ASSERT_EQ(t.state().current_player(), 1) << "seed 4: the friend's turn goes on";
  const int played = t.session.game()->actions_played();
  const std::size_t events = t.events.size();
  EXPECT_FALSE(t.session.undo_for(0, 1)) << "only the seat to move";
  EXPECT_FALSE(t.session.undo_for(1, played + 1)) << "all or none";
  EXPECT_EQ(t.session.game()->actions_played(), played);
  ASSERT_TRUE(t.session.undo_for(1, 1));
  EXPECT_EQ(t.session.game()->actions_played(), played - 1);
  EXPECT_EQ(t.events.size(), events + 1) << "the embedding page hears the position";
  EXPECT_EQ(t.saves.load(t.session.id())->actions_played(), played - 1) << "saved at once";

  // A lone person (the friend) against the computer may take back a turn.
  t.friends.answers.push_back(t.first_legal());
  t.until_to_move(0);
  t.until_to_move(1);
  ASSERT_TRUE(t.session.game()->can_take_back(1));
  const int before = t.session.game()->actions_played();
  ASSERT_TRUE(t.session.take_back_for(1).ok());
  EXPECT_LT(t.session.game()->actions_played(), before);
  EXPECT_EQ(t.saves.load(t.session.id())->actions_played(), t.session.game()->actions_played());
}

TEST(SeatPort, NoTakeBackWithAPersonHereAndAFriend) {
  PortTable t({SeatKind::kHuman, SeatKind::kFriend});
  t.until_to_move(0);
  t.until_to_move(1);
  t.until_to_move(0);
  EXPECT_FALSE(t.session.game()->can_take_back(0));
  EXPECT_FALSE(t.session.take_back());
  EXPECT_EQ(t.session.take_back_for(1).code(), "page.match.no_take_back");
}

TEST(SeatPort, AFriendsSeatTravelsInTheRecord) {
  PortTable t({SeatKind::kHuman, SeatKind::kFriend, SeatKind::kAi});
  t.until_to_move(1);
  const auto& record = t.session.game()->record();
  EXPECT_EQ(record.tags.at("seat.1.kind"), "friend");
  auto read = arkadia::parse_record(arkadia::to_json(record, nullptr));
  ASSERT_TRUE(read.ok()) << read.reason();
  auto resumed = ArkadiaMatch::resume(read.value());
  ASSERT_TRUE(resumed.ok()) << resumed.reason();
  for (int seat = 0; seat < 3; ++seat) {
    EXPECT_EQ(resumed->kind(seat), t.session.game()->kind(seat));
    EXPECT_EQ(resumed->setup().seats[static_cast<std::size_t>(seat)].name, "seat " + std::to_string(seat));
  }
  EXPECT_EQ(resumed->state(), t.state());
  EXPECT_TRUE(resumed->is_friend(1));
  EXPECT_EQ(resumed->human_seats(), 1) << "the friend is not at this device";
  EXPECT_EQ(resumed->people(), 2);
  // A kind this build does not know (a later one's) opens as a person's seat.
  arkadia::GameRecord later = read.value();
  later.tags["seat.1.kind"] = "robot-arm";
  EXPECT_EQ(setup_from_record<ArkadiaGame>(later).seats[1].kind, SeatKind::kHuman);
}

}  // namespace
}  // namespace web
