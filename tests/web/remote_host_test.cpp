// The host against a hostile or mistaken peer (web/logic/remote_host.hpp): every forged,
// stale, illegal or malformed message is refused with its reason and changes nothing; a flood
// closes the connection; undo and take-back follow the page's rules; who is away is a matter of
// time and pings.
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "remote_refusals.hpp"
#include "remote_table_rig.hpp"

namespace web::remote {
namespace {

using Game = arkadia::ArkadiaGame;

// A table of three: the host's person at seat 0 and friends at seats 1 and 2, joined, seat 1's
// turn about to begin.
struct ForgeryTable : RemoteTable<Game> {
  ForgeryTable() : RemoteTable<Game>(page_worker(), {Sitter::kHere, Sitter::kFriend, Sitter::kFriend}, 41) {
    open_invitation(1);
    open_invitation(2);
    // Into the game (so that a stale count below the present exists), to the start of seat 1's turn.
    while (match().actions_played() == 0 || state().current_player() != 1 || !match().this_turn().actions.empty())
      EXPECT_TRUE(step());
    played_before = match().actions_played();
    record_before = Game::record_to_json(match().record(), nullptr);
  }

  // Sends `text` from `peer`; expects one answer, a refusal to that peer, and the game untouched.
  // Returns the refusal.
  bg::Status refused(const std::string& peer, const std::string& text) {
    const std::vector<Outgoing> out = host->receive(peer, text, now);
    EXPECT_EQ(out.size(), 1u) << text.substr(0, 200);
    if (out.empty()) return {};
    EXPECT_EQ(out[0].peer, peer);
    const ReadHost read = read_host_message(out[0].text);
    EXPECT_TRUE(read.message.ok() && std::holds_alternative<Refused>(read.message.value())) << out[0].text;
    EXPECT_EQ(match().actions_played(), played_before) << "a refused message changes nothing";
    EXPECT_EQ(Game::record_to_json(match().record(), nullptr), record_before);
    if (!read.message.ok() || !std::holds_alternative<Refused>(read.message.value())) return {};
    return from_wire(std::get<Refused>(read.message.value()).refusal);
  }
  std::string act(int seat, int seen, const std::string& action) const {
    return write(GuestMessage(Act{seat, seen, {action}}));
  }
  std::string legal() const { return Game::action_text(state().legal_actions().front()); }

  int played_before = 0;
  std::string record_before;
};

TEST(RemoteHost, ForgedMessagesAreRefusedWithTheirReasonAndChangeNothing) {
  ForgeryTable t;
  const std::string one = t.at(1).peer, two = t.at(2).peer;
  const int n = t.played_before;

  EXPECT_EQ(t.refused("stranger", t.act(1, n, t.legal())).code(), "remote.not_joined");
  EXPECT_EQ(t.refused("stranger", write(GuestMessage(Join{1, std::string(32, '0'), "en", {}, {}, false}))).code(), "remote.secret");
  EXPECT_EQ(t.refused("stranger", write(GuestMessage(Join{0, t.at(1).secret, "en", {}, {}, false}))).code(), "remote.no_such_seat")
      << "the person at the host's device is no friend's seat";
  EXPECT_EQ(t.refused("stranger", write(GuestMessage(Join{2, t.at(1).secret, "en", {}, {}, false}))).code(), "remote.secret")
      << "one seat's secret opens no other";
  EXPECT_EQ(t.refused(two, t.act(1, n, t.legal())).code(), "remote.other_seat");
  EXPECT_EQ(t.refused(two, t.act(2, n, t.legal())).code(), "remote.not_your_turn");
  EXPECT_EQ(t.refused(one, t.act(1, n - 1, t.legal())).code(), "remote.stale");
  EXPECT_EQ(t.refused(one, t.act(1, n + 1, t.legal())).code(), "remote.stale");
  EXPECT_EQ(t.refused(one, t.act(1, n, "fly away")).reason().empty(), false) << "not an action";
  EXPECT_EQ(t.refused(one, t.act(1, n, "workers a1")).code().rfind("arkadia.", 0), 0u) << "illegal: the engine's reason";
  EXPECT_EQ(t.refused(one, write(GuestMessage(Act{1, n, {t.legal(), "workers a1"}}))).code().rfind("arkadia.", 0), 0u)
      << "a decision is played whole or not at all";
  EXPECT_EQ(t.refused(one, std::string(kMaxMessageBytes + 1, '{')).code(), "remote.too_large");
  EXPECT_EQ(t.refused(one, R"({"v":1,"type":"act","seat":1,)").code(), "bg.json.syntax");
  EXPECT_EQ(t.refused(one, R"({"v":1,"type":"resign","seat":1})").code(), "remote.type");
  EXPECT_EQ(t.refused(one, R"({"v":2,"type":"act","seat":1,"seen":0,"actions":["pass"]})").code(), "remote.version");
  EXPECT_EQ(t.refused(one, R"({"v":1,"type":"state","played":0,"view":"","log":[],"can_undo":false,"can_take_back":false})").code(),
            "remote.wrong_way");
  EXPECT_EQ(t.refused(one, write(GuestMessage(TakeBack{1, n}))).code(), "page.match.no_take_back")
      << "no take-back with another person at the table";
  EXPECT_EQ(t.refused(one, write(GuestMessage(Undo{1, n, 1}))).code(), "remote.no_undo") << "nothing of the turn played yet";

  // Each refusal was logged for the host.
  EXPECT_GE(t.host->refusals().size(), 17u);
}

TEST(RemoteHost, AMessageSentAgainIsStaleAndRefused) {
  ForgeryTable t;
  const std::string message = t.act(1, t.played_before, t.legal());
  const auto first = t.host->receive(t.at(1).peer, message, t.now);
  t.deliver(first);
  ASSERT_EQ(t.match().actions_played(), t.played_before + 1);
  t.played_before += 1;
  t.record_before = Game::record_to_json(t.match().record(), nullptr);
  EXPECT_EQ(t.refused(t.at(1).peer, message).code(), "remote.stale");
}

TEST(RemoteHost, AFriendUndoesItsOwnTurnWithinThePagesRules) {
  ForgeryTable t;
  // An action that keeps the turn and shows no card: undoable.
  std::optional<Game::Action> undoable;
  for (const Game::Action& a : t.state().legal_actions()) {
    Game::State next = t.state();
    next.apply_unchecked(a);
    if (next.current_player() == 1 && !Game::reveals_hidden_information(t.state(), next)) {
      undoable = a;
      break;
    }
  }
  ASSERT_TRUE(undoable);
  const std::uint64_t before = t.state().hash();
  t.deliver(t.host->receive(t.at(1).peer, t.at(1).page->act({*undoable}), t.now));
  ASSERT_EQ(t.match().actions_played(), t.played_before + 1);
  EXPECT_TRUE(t.at(1).page->can_undo());
  t.played_before += 1;
  t.record_before = Game::record_to_json(t.match().record(), nullptr);
  EXPECT_EQ(t.refused(t.at(1).peer, t.at(1).page->undo(2)).code(), "remote.no_undo") << "not past the turn's start";
  EXPECT_EQ(t.refused(t.at(2).peer, write(GuestMessage(Undo{2, t.played_before, 1}))).code(), "remote.not_your_turn")
      << "never another seat's actions";

  t.deliver(t.host->receive(t.at(1).peer, t.at(1).page->undo(1), t.now));
  EXPECT_EQ(t.match().actions_played(), t.played_before - 1);
  EXPECT_EQ(t.state().hash(), before);
  EXPECT_EQ(t.at(1).page->played(), t.played_before - 1) << "the friend's page hears the undo";
  EXPECT_FALSE(t.at(1).page->can_undo());
}

TEST(RemoteHost, AFloodingPeerIsCutOffAndItsSeatIsNoLongerConnected) {
  ForgeryTable t;
  const std::string peer = t.at(2).peer;
  t.now += 1000;  // a second of its own, apart from its join
  bool closed = false;
  int answered = 0;
  for (int i = 0; i < 40 && !closed; ++i) {
    for (const Outgoing& o : t.host->receive(peer, t.at(2).page->ping(i), t.now)) {
      closed |= o.close && o.peer == peer;
      answered += o.peer == peer;
    }
  }
  EXPECT_TRUE(closed);
  EXPECT_EQ(answered, HostLimits{}.messages_per_second + 1) << "a pong each, then the refusal that closes";
  EXPECT_TRUE(t.host->receive(peer, t.at(2).page->ping(99), t.now + 5000).empty()) << "nothing more is read from it";
  EXPECT_FALSE(t.host->seats(t.now).seats[2].connected);
  // The same friend comes back on a new connection.
  t.open_invitation(2);
  EXPECT_TRUE(t.host->seats(t.now).seats[2].connected);
}

TEST(RemoteHost, AFriendSilentForAWhileIsAwayUntilItSpeaksAgain) {
  ForgeryTable t;
  const double quiet_since = t.now;
  EXPECT_FALSE(t.host->seats(quiet_since + 1000).seats[2].away);
  const std::vector<Outgoing> later = t.host->sync(quiet_since + HostLimits{}.away_after_ms + 1);
  EXPECT_TRUE(t.host->seats(quiet_since + HostLimits{}.away_after_ms + 1).seats[2].away);
  t.deliver(later);
  ASSERT_TRUE(t.at(1).page->seats());
  EXPECT_TRUE(t.at(1).page->seats()->seats[2].away) << "the others hear who is away";
  t.deliver(t.host->receive(t.at(2).peer, t.at(2).page->ping(5), quiet_since + HostLimits{}.away_after_ms + 2));
  EXPECT_FALSE(t.at(1).page->seats()->seats[2].away) << "a ping brings it back";
  EXPECT_EQ(t.host->seats(0).seats[0].occupant, Occupant::kHere);
  EXPECT_EQ(t.host->seats(0).seats[1].occupant, Occupant::kFriend);
}

TEST(RemoteHost, AGuestThrowsAwayWhatIsNotAMessageFromAHost) {
  ForgeryTable t;
  RemoteGuestOf<Game>& page = *t.at(1).page;
  const std::string view = Game::view_to_json(*page.view());
  EXPECT_EQ(page.receive("not json"), Heard::kBad);
  EXPECT_EQ(page.receive(write(GuestMessage(Ping{1}))), Heard::kBad);
  EXPECT_EQ(page.receive(write(HostMessage(StateUpdate{0, "{}", 0, {}, {}, false, false}))), Heard::kBad) << "not a view";
  EXPECT_EQ(page.receive(write(HostMessage(End{"{}"}))), Heard::kBad) << "not a record";
  EXPECT_EQ(Game::view_to_json(*page.view()), view) << "a bad message changes nothing";
}

}  // namespace
}  // namespace web::remote
