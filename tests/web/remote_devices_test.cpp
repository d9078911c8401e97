// The table's flow of play between devices, host and friend, as the pages run it (issue 75):
// RemoteTableOf and GuestTableOf (web/logic) over a real session, wired to each other through a
// port that carries their strings as the browser's bridge would. Covered here: an invitation
// text (no broker) connects once, and the same link opened again (a reload) asks for a new text
// instead of answering in vain; a pasted reply that does not fit, or that connects nothing, is
// said at its invitation; the broker's error stays said until the broker answers; the invitations
// close when every friend is seated, whether the window is drawn or not; the watch link.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "ai/arkantis/view_request.hpp"
#include "arkantis/game.hpp"
#include "guest_table.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"
#include "remote_table.hpp"

namespace web {
namespace {

using G = arkantis::ArkantisGame;

// What a page asked of the browser, in order ("send peer text", "manual-offer 1", ...), and the
// messages on their way.
struct RecordingPort final : remote::RemotePort {
  std::vector<std::string> calls;
  std::deque<std::pair<std::string, std::string>> sent;  // host: (peer, text); friend: ("", text)
  std::uint8_t next_byte = 1;
  void host_open(const std::string& id, const std::string& token) override { calls.push_back("host-open " + id + " " + token); }
  void send(const std::string& peer, const std::string& text) override { sent.emplace_back(peer, text); }
  void disconnect(const std::string& peer) override { calls.push_back("disconnect " + peer); }
  void manual_offer(int seat) override { calls.push_back("manual-offer " + std::to_string(seat)); }
  void manual_accept(const std::string& peer, const std::string& reply) override { calls.push_back("manual-accept " + peer + " " + reply); }
  std::string page_address() override { return "https://play.example/"; }
  std::vector<std::vector<bool>> qr(const std::string&) override { return {}; }
  void random_bytes(std::uint8_t* bytes, std::size_t size) override {
    for (std::size_t i = 0; i < size; ++i) bytes[i] = next_byte++;
  }
  void join(const std::string& host_id) override { calls.push_back("join " + host_id); }
  void join_manual(const std::string& offer) override { calls.push_back("join-manual " + offer); }
  void guest_send(const std::string& text) override { sent.emplace_back("", text); }
  void guest_close() override { calls.push_back("guest-close"); }
  bool called(const std::string& prefix) const {
    for (const std::string& c : calls)
      if (c.rfind(prefix, 0) == 0) return true;
    return false;
  }
};

// The host's page: a session with the person here at seat 0 and a friend at seat 1.
struct HostPage {
  MapStore store;
  SavedGamesOf<G> saves{store};
  ImmediateAi ai{[](const std::string& view, int level, std::uint32_t seed, bool explain) {
                   return arkantis_ai::answer_view_request(view, level, seed, explain);
                 },
                 [](const std::string&, const std::string&, int, std::uint32_t) { return std::string(); }};
  double wall = 1.7e12;
  double now = 1000;
  SessionOf<G> session{saves, ai, typename SessionOf<G>::Clock{[this] { return wall; }}, [](const std::string&) {}};
  RecordingPort port;
  std::unique_ptr<RemoteTableOf<G>> table;
  HostPage() {
    MatchSetupOf<G> setup;
    setup.options = G::default_options(2);
    setup.seats.push_back({"Anna", SeatKind::kHuman, 0, 0, {}});
    setup.seats.push_back({"Claire", SeatKind::kFriend, 0, 1, {}});
    setup.seed = 75;
    EXPECT_TRUE(session.start(setup).ok());
    table = std::make_unique<RemoteTableOf<G>>(session, "Anna", "", store, port);
  }
  RemoteTableOf<G>::Invitation& invitation() { return table->invitations().front(); }
  void tick() { table->tick(now += 100, session.game()->actions_played()); }
};

// A friend's page opened from `link` on the device whose storage is `store`.
struct FriendPage {
  RecordingPort port;
  GuestTableOf<G> table;
  FriendPage(const std::string& link, KeyValueStore& store)
      : table(read(link), "fr", 9, port, store, {"phone-d3v1ce", "Android · Chrome"}) {}
  static remote::Invitation read(const std::string& link) {
    const auto query = link.find('?'), fragment = link.find('#');
    auto invitation = remote::parse_invitation(link.substr(query, fragment - query), link.substr(fragment), G::kId);
    EXPECT_TRUE(invitation.ok()) << invitation.status().reason();
    return invitation.value();
  }
};

// Carries what each side sent to the other, as the data channel between them would.
void carry(HostPage& host, FriendPage& page, const std::string& peer) {
  for (int round = 0; round < 20 && (!host.port.sent.empty() || !page.port.sent.empty()); ++round) {
    while (!page.port.sent.empty()) {
      const std::string text = page.port.sent.front().second;
      page.port.sent.pop_front();
      host.table->on_event("message", peer, text, host.now);
    }
    host.tick();
    while (!host.port.sent.empty()) {
      const auto [to, text] = host.port.sent.front();
      host.port.sent.pop_front();
      if (to == peer) page.table.on_event("guest-message", text);
    }
  }
}

constexpr const char* kOffer = "ARK1pdGhlLWhvc3RzLWNvbm5lY3Rpb24tdGV4dA";
constexpr const char* kReply = "ARK1pdGhlLWZyaWVuZHMtcmVwbHk";

// The host makes a text for seat 1; the link that carries it, as the page shows it.
std::string text_invitation(HostPage& host) {
  host.table->offer_by_hand(host.invitation());
  EXPECT_TRUE(host.port.called("manual-offer 1"));
  host.table->on_event("manual-offer", "1", std::string("m-first\n") + kOffer, host.now);
  EXPECT_EQ(host.invitation().by_hand_peer, "m-first");
  return host.invitation().by_hand_link;
}

TEST(RemoteDevices, ATextInvitationConnectsOnceAndTheSameLinkOpenedAgainAsksForANewText) {
  HostPage host;
  const std::string link = text_invitation(host);
  ASSERT_NE(link.find("&o="), std::string::npos) << link;
  MapStore phone;  // the friend's device's storage, kept across its reloads

  {
    FriendPage page(link, phone);
    EXPECT_TRUE(page.port.called(std::string("join-manual ") + kOffer)) << "the page answers the host's text";
    EXPECT_FALSE(page.table.text_used());
    page.table.on_event("manual-answer", kReply);
    EXPECT_EQ(page.table.reply(), kReply);
    // The host pastes the reply; the transport connects them.
    std::copy_n(kReply, std::string(kReply).size(), host.invitation().reply.begin());
    host.table->accept_reply(host.invitation());
    EXPECT_TRUE(host.port.called(std::string("manual-accept m-first ") + kReply));
    host.table->on_event("peer-open", "m-first", "", host.now);
    page.table.on_event("guest-open", "0");
    carry(host, page, "m-first");
    EXPECT_EQ(page.table.guest().standing(), remote::Standing::kSeated);
    EXPECT_FALSE(host.table->invitations_open()) << "every friend is seated: the invitations close in the tick, drawn or not";
  }

  // The friend reloads: the link still holds the text, which served already.
  FriendPage again(link, phone);
  EXPECT_TRUE(again.table.text_used());
  EXPECT_FALSE(again.port.called("join-manual")) << "no answer is made to a text that can connect nobody";
  EXPECT_TRUE(again.table.reply().empty());

  // A new text from the host is a new link, which connects.
  host.table->on_event("peer-closed", "m-first", "", host.now += 20000);
  host.table->forget_text_invitation(host.invitation());
  host.table->offer_by_hand(host.invitation());
  host.table->on_event("manual-offer", "1", "m-second\nARK1pbmV3LXRleHQ", host.now);
  FriendPage fresh(host.invitation().by_hand_link, phone);
  EXPECT_FALSE(fresh.table.text_used());
  EXPECT_TRUE(fresh.port.called("join-manual ARK1pbmV3LXRleHQ"));

  // Another device never connected by the first text answers it (its storage knows nothing).
  MapStore laptop;
  FriendPage elsewhere(link, laptop);
  EXPECT_FALSE(elsewhere.table.text_used());
  // A page with no storage answers as before.
  MapStore off;
  off.on = false;
  FriendPage no_storage(link, off);
  EXPECT_TRUE(no_storage.port.called("join-manual"));
}

// The browser could not make the text (no transport yet, or WebRTC refused): the invitation says
// so and its button asks again, instead of "Connecting…" for ever.
TEST(RemoteDevices, ATextThatCouldNotBeMadeIsSaidAndAskedForAgain) {
  HostPage host;
  auto& i = host.invitation();
  host.table->offer_by_hand(i);
  host.table->offer_by_hand(i);
  EXPECT_EQ(std::count(host.port.calls.begin(), host.port.calls.end(), "manual-offer 1"), 1) << "asked once while it comes";
  host.table->on_event("error", "offer-failed", "1", host.now);
  EXPECT_FALSE(i.by_hand_asked);
  EXPECT_EQ(i.by_hand_problem, "offer-failed");
  EXPECT_TRUE(host.table->error().empty()) << "the table itself is fine";
  host.table->offer_by_hand(i);
  EXPECT_EQ(std::count(host.port.calls.begin(), host.port.calls.end(), "manual-offer 1"), 2);
  host.table->on_event("manual-offer", "1", std::string("m-first\n") + kOffer, host.now);
  EXPECT_FALSE(i.by_hand_link.empty());
  // A failure said for another seat, or after the text came, changes nothing here.
  host.table->on_event("error", "offer-failed", "2", host.now);
  host.table->on_event("error", "offer-failed", "1", host.now);
  EXPECT_TRUE(i.by_hand_asked);
  EXPECT_FALSE(i.by_hand_link.empty());
}

TEST(RemoteDevices, APastedReplyThatDoesNotFitOrConnectsNothingIsSaidAtItsInvitation) {
  HostPage host;
  text_invitation(host);
  auto& i = host.invitation();
  host.table->accept_reply(i);  // nothing pasted
  EXPECT_EQ(i.by_hand_problem, "bad-text");
  EXPECT_FALSE(host.port.called("manual-accept")) << "an empty field is not sent";

  std::copy_n("hello", 5, i.reply.begin());
  host.table->accept_reply(i);
  EXPECT_TRUE(host.port.called("manual-accept m-first hello"));
  EXPECT_TRUE(i.by_hand_problem.empty()) << "a new try clears the old problem";
  host.table->on_event("error", "bad-text", "not an invitation", host.now);
  EXPECT_EQ(i.by_hand_problem, "bad-text") << "the transport refused the pasted text";
  EXPECT_TRUE(host.table->error().empty()) << "a pasted text's problem is not the broker's";
  EXPECT_FALSE(i.by_hand_link.empty()) << "the text still stands: the right reply can be pasted";

  // A reply that fits but from which no connection comes: that text is spent; a new one is offered.
  std::copy_n(kReply, std::string(kReply).size(), i.reply.begin());
  host.table->accept_reply(i);
  host.table->on_event("error", "timeout", "m-first", host.now);
  EXPECT_EQ(i.by_hand_problem, "timeout");
  EXPECT_TRUE(i.by_hand_link.empty());
  EXPECT_FALSE(i.by_hand_asked) << "the host can make a new text";
  EXPECT_TRUE(host.table->error().empty());
}

TEST(RemoteDevices, TheBrokersErrorStaysSaidUntilTheBrokerAnswers) {
  HostPage host;
  ASSERT_TRUE(host.port.called("host-open"));
  host.table->on_event("error", "broker-unreachable", "no answer from the broker", host.now);
  EXPECT_EQ(host.table->error(), "broker-unreachable");
  // A friend's own trouble, a friend who came by a text, and the browser's retries say nothing of
  // the broker: the line stays (it used to come and go, moving the window's buttons).
  host.table->on_event("error", "flood", "peer-x", host.now);
  text_invitation(host);
  host.table->on_event("peer-open", "m-first", "", host.now);
  host.tick();
  host.table->on_event("error", "broker-unreachable", "retry", host.now);
  EXPECT_EQ(host.table->error(), "broker-unreachable");
  host.table->on_event("online", "", "", host.now);
  EXPECT_EQ(host.table->error(), "broker-unreachable") << "back online is not the broker answering";
  host.table->on_event("host-ready", "host-1", "token-1", host.now);
  EXPECT_TRUE(host.table->error().empty());
  EXPECT_FALSE(host.invitation().link.empty()) << "the broker's link is made once it answers";
  host.table->on_event("error", "no-network", "", host.now);
  host.table->on_event("online", "", "", host.now);
  EXPECT_TRUE(host.table->error().empty()) << "no network ends when the browser is online again";
}

TEST(RemoteDevices, ARematchKeepsTheTablesIdAndLinksForTheHostsReload) {
  HostPage host;
  host.table->on_event("host-ready", "host-1", "token-1", host.now);
  const std::string old_key = remote::host_memory_key(G::kId, host.session.id());
  ASSERT_TRUE(host.store.get(old_key));
  const std::string link = host.invitation().link;
  auto again = host.session.game()->setup();
  again.seed += 1;
  ASSERT_TRUE(host.session.start(again).ok());
  host.table->rematch(host.now);
  EXPECT_FALSE(host.store.get(old_key)) << "the finished game is not resumed as a table";
  const auto kept = host.store.get(remote::host_memory_key(G::kId, host.session.id()));
  ASSERT_TRUE(kept) << "a reload of the host's page resumes the new game at the same id";
  EXPECT_EQ(remote::read_host_memory(*kept)->peer, "host-1");
  EXPECT_EQ(host.invitation().link, link) << "the friends' links still hold";
}

TEST(RemoteDevices, AKeptFriendsGameSaysYouOnlyWhereThePageNamedTheSeatAndExportsAsTheHostKeptIt) {
  HostPage host;
  auto record = host.session.game()->record();
  record.tags[seat_tag(0, "default_name")] = "player:1";
  record.tags[seat_tag(1, "default_name")] = "player:2";
  const std::string hosts = G::record_to_json(record, nullptr);
  const auto seen = seen_from_seat(record, 1);
  EXPECT_EQ(seen.tags.at(seat_tag(1, "kind")), "human");
  EXPECT_EQ(seen.tags.at(seat_tag(0, "kind")), "friend") << "the host is a friend elsewhere, seen from here";
  EXPECT_EQ(seen.tags.at(seat_tag(1, "default_name")), "you") << "a name the page chose is 'you' here";
  EXPECT_EQ(seen.tags.at(seat_tag(0, "default_name")), "player:1");
  EXPECT_NE(G::record_to_json(seen, nullptr), hosts);
  EXPECT_EQ(G::record_to_json(as_the_host_kept_it(seen), nullptr), hosts);
  // A name the host typed stays that name.
  record.tags.erase(seat_tag(1, "default_name"));
  const auto named = seen_from_seat(record, 1);
  EXPECT_EQ(named.tags.count(seat_tag(1, "default_name")), 0u);
  EXPECT_EQ(G::record_to_json(as_the_host_kept_it(named), nullptr), G::record_to_json(record, nullptr));
  // Any other record exports as it is.
  EXPECT_EQ(G::record_to_json(as_the_host_kept_it(record), nullptr), G::record_to_json(record, nullptr));
}


// Spectators (issue 75): the host's page offers a watch link of its own secret once the broker
// answers; a page opened from it watches (no seat, no chat, no move sent) and the host counts it;
// ending watching stops that page with the reason, and a new watch link has a new secret.
TEST(RemoteDevices, TheWatchLinkLetsAPageWatchUntilTheHostEndsWatching) {
  HostPage host;
  EXPECT_TRUE(host.table->watch().link.empty()) << "no link before the broker's answer";
  host.table->on_event("host-ready", "anna-peer", "token-1", host.now);
  const std::string link = host.table->watch().link;
  ASSERT_NE(link.find("&s=w&"), std::string::npos) << link;
  EXPECT_NE(link.find(host.table->watch().secret), std::string::npos);
  for (const auto& i : host.table->invitations()) EXPECT_NE(i.secret, host.table->watch().secret) << "its own secret";
  MapStore friend_store, watcher_store;
  FriendPage claire(host.invitation().link, friend_store);
  claire.table.on_event("guest-open", "");
  carry(host, claire, "claire");
  ASSERT_TRUE(claire.table.guest().to_move() || host.session.game()->state().current_player() == 0);
  FriendPage screen(link, watcher_store);
  EXPECT_EQ(screen.table.invitation().seat, remote::kWatcherSeat);
  screen.table.on_event("guest-open", "");
  carry(host, screen, "big-screen");
  const auto& watching = screen.table.guest();
  ASSERT_TRUE(watching.watching());
  ASSERT_EQ(watching.standing(), remote::Standing::kSeated);
  EXPECT_EQ(watching.played(), host.session.game()->actions_played());
  EXPECT_EQ(host.table->watchers(), 1);
  EXPECT_FALSE(screen.table.can_chat()) << "the chat is the seats'";
  EXPECT_FALSE(screen.table.can_take_over());
  EXPECT_NE(screen.table.table_id(), claire.table.table_id());
  // The person here plays; the spectator sees the move, and offers none itself.
  while (host.session.game()->state().current_player() == 0) {
    const auto legal = host.session.game()->state().legal_actions();
    ASSERT_TRUE(host.session.play_all({legal.front()}, host.now).ok());
  }
  host.table->tick(host.now += 2000, host.session.game()->actions_played());
  while (!host.port.sent.empty()) {
    const auto [to, text] = host.port.sent.front();
    host.port.sent.pop_front();
    if (to == "big-screen") screen.table.on_event("guest-message", text);
  }
  EXPECT_EQ(watching.played(), host.session.game()->actions_played());
  EXPECT_FALSE(screen.table.act(host.session.game()->state().legal_actions()));
  EXPECT_TRUE(screen.port.sent.empty()) << "nothing sent for a move";
  // The host ends watching: the page hears why, closes, and the old link no longer opens it.
  host.table->end_watching();
  EXPECT_TRUE(host.table->watch().link.empty());
  EXPECT_TRUE(host.port.called("disconnect big-screen"));
  while (!host.port.sent.empty()) {
    const auto [to, text] = host.port.sent.front();
    host.port.sent.pop_front();
    if (to == "big-screen") screen.table.on_event("guest-message", text);
  }
  EXPECT_EQ(watching.standing(), remote::Standing::kRefused);
  EXPECT_EQ(watching.refusal().code(), "remote.watch_secret");
  EXPECT_TRUE(screen.port.called("guest-close"));
  EXPECT_EQ(host.table->watchers(), 0);
  host.table->open_watching();
  EXPECT_FALSE(host.table->watch().link.empty());
  EXPECT_NE(host.table->watch().link, link) << "a new secret";
  FriendPage late(link, watcher_store);
  late.table.on_event("guest-open", "");
  carry(host, late, "late");
  EXPECT_EQ(late.table.guest().refusal().code(), "remote.watch_secret");
}

}  // namespace
}  // namespace web
