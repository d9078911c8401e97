// Spectators (issue 75): a watch link with its own secret lets any number of pages watch a table
// with friends: the public view only (G::view(state, kWatcherSeat)), the game so far on joining and
// every move after, no seat taken, no move. Every message a spectator's page receives is checked by
// the rig (remote_table_rig.hpp): the public view of each position, from any game each seat
// cannot tell from the real one the same bytes, so no hand, no deck order, no seed before the end.
// All through the real host and guest (remote_host.hpp, remote_guest.hpp) on a real session.
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "remote_invitation.hpp"
#include "remote_table_rig.hpp"

namespace web::remote {
namespace {

using arkadia::ArkadiaGame;
using arkantis::ArkantisGame;

template <class G>
void play(RemoteTable<G>& t, int decisions) {
  for (int i = 0; i < decisions && t.step(); ++i) {
  }
}

// The spectator's page holds the host's game as the public sees it, to the last action.
template <class G>
void expect_follows(RemoteTable<G>& t, const std::string& name) {
  const RemoteGuestOf<G>& page = *t.watcher(name).page;
  ASSERT_EQ(page.standing(), Standing::kSeated);
  EXPECT_TRUE(page.watching());
  EXPECT_EQ(page.played(), t.match().actions_played());
  ASSERT_TRUE(page.view().has_value());
  EXPECT_EQ(G::view_to_json(*page.view()), G::view_to_json(G::view(t.state(), kWatcherSeat)));
  EXPECT_FALSE(page.to_move());
  EXPECT_TRUE(page.legal_actions().empty());
  EXPECT_FALSE(page.can_undo());
  EXPECT_FALSE(page.can_take_back());
  t.check_table(kWatcherSeat, page);
}

TEST(RemoteSpectator, JoinsMidGameAndGetsTheGameSoFarThenEveryMove) {
  RemoteTable<ArkadiaGame> t(page_worker(), {Sitter::kHere, Sitter::kFriend, Sitter::kComputer}, 75);
  t.open_invitation(1);
  play(t, 40);
  ASSERT_GT(t.match().actions_played(), 20);
  t.open_watching();
  auto& w = t.watch("class");
  ASSERT_TRUE(w.page->welcome().has_value());
  EXPECT_EQ(w.page->welcome()->seat, kWatcherSeat);
  EXPECT_EQ(w.page->welcome()->host, "Anna");
  ASSERT_TRUE(w.page->seats().has_value()) << "the spectator hears who sits where";
  EXPECT_EQ(t.host->watchers(), 1);
  expect_follows(t, "class");
  EXPECT_EQ(w.page->log().size(), static_cast<std::size_t>(t.match().actions_played())) << "the game so far";
  const Seats seats = t.host->seats(t.now);
  EXPECT_TRUE(seats.seats[1].joined) << "the friend keeps its seat; the spectator takes none";
  play(t, 25);
  expect_follows(t, "class");
  t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal());
  ASSERT_TRUE(w.page->record().has_value()) << "the end's record, as the friends get it";
  EXPECT_EQ(*w.page->export_record(), *t.at(1).page->export_record());
  EXPECT_GT(t.watcher_messages, 20);
}

TEST(RemoteSpectator, TwoSpectatorsEachFollowTheTableAndLeaveWithoutATrace) {
  RemoteTable<ArkantisGame> t(page_worker(), {Sitter::kFriend, Sitter::kHere}, 76);
  t.open_invitation(0);
  t.open_watching();
  auto& board = t.watch("big-screen");
  play(t, 10);
  auto& phone = t.watch("phone", "", /*features=*/false);  // a page that sent no features: whole logs
  EXPECT_EQ(t.host->watchers(), 2);
  play(t, 10);
  expect_follows(t, "big-screen");
  expect_follows(t, "phone");
  // One leaves: the other still follows, the seats as they were.
  t.deliver(t.host->disconnected(board.peer, t.now));
  EXPECT_EQ(t.host->watchers(), 1);
  const std::size_t heard = board.heard.size();
  play(t, 10);
  EXPECT_EQ(board.heard.size(), heard) << "nothing is sent to a spectator gone";
  expect_follows(t, "phone");
  // Pings keep it there, answered; the seats are not changed by spectators.
  const int played = t.match().actions_played();
  t.deliver(t.host->receive(phone.peer, phone.page->ping(123), t.now));
  EXPECT_EQ(t.match().actions_played(), played);
  EXPECT_EQ(phone.page->refusal().code(), "");
  t.play_to_end();
  expect_follows(t, "phone");
  EXPECT_TRUE(phone.page->record().has_value());
}

TEST(RemoteSpectator, AMoveOrAnyRequestFromASpectatorIsRefusedAndChangesNothing) {
  using Watched = ArkadiaGame;
  RemoteTable<Watched> t(page_worker(), {Sitter::kFriend, Sitter::kHere}, 77);
  t.open_invitation(0);
  t.open_watching();
  auto& w = t.watch("class");
  // Until it is the friend's turn.
  while (t.state().current_player() != 0) ASSERT_TRUE(t.step());
  play(t, 0);
  const auto& friend_page = *t.at(0).page;
  ASSERT_TRUE(friend_page.to_move());
  const auto legal = friend_page.legal_actions();
  ASSERT_FALSE(legal.empty());
  const std::uint64_t revision = t.match().revision();
  const int played = t.match().actions_played();
  // The friend's own messages, exactly as its page would send them, sent on the spectator's
  // connection: each refused with remote.watching.
  for (const std::string& forged : {friend_page.act({legal.front()}), friend_page.undo(1), friend_page.take_back(),
                                    friend_page.chat("good_move", "")}) {
    const std::size_t before = w.heard.size();
    t.deliver(t.host->receive(w.peer, forged, t.now));
    ASSERT_EQ(w.heard.size(), before + 1) << forged;
    EXPECT_EQ(w.page->refusal().code(), "remote.watching") << forged;
    EXPECT_EQ(t.match().revision(), revision);
    EXPECT_EQ(t.match().actions_played(), played);
  }
  // Its own page's act names no seat (-1): not even read.
  t.deliver(t.host->receive(w.peer, w.page->act({legal.front()}), t.now));
  EXPECT_EQ(w.page->refusal().code(), "remote.field");
  EXPECT_EQ(t.match().revision(), revision);
  EXPECT_TRUE(t.host->chat().lines().empty()) << "no line from a spectator";
  EXPECT_TRUE(w.page->legal_actions().empty()) << "the page offers no move";
  // A join with a seat's wrong secret on a spectator's connection takes no seat either.
  auto& sneaky = t.watch("sneaky");
  t.deliver(t.host->receive(sneaky.peer, RemoteGuestOf<Watched>(0, std::string(32, 'a'), "en", 1).join(), t.now));
  EXPECT_EQ(sneaky.page->refusal().code(), "remote.secret");
  EXPECT_TRUE(t.host->seats(t.now).seats[0].connected);
  EXPECT_EQ(t.host->watchers(), 2);
  EXPECT_EQ(t.match().revision(), revision);
  // The friend still plays its turn.
  t.deliver(t.host->receive(t.at(0).peer, friend_page.act({legal.front()}), t.now));
  EXPECT_EQ(t.match().actions_played(), played + 1);
  expect_follows(t, "class");
}

TEST(RemoteSpectator, AWrongOrEndedWatchLinkIsRefusedInWords) {
  using Watched = ArkantisGame;
  RemoteTable<Watched> t(page_worker(), {Sitter::kHere, Sitter::kFriend}, 78);
  t.open_invitation(1);
  play(t, 6);
  // Before the host opened watching, any watch secret is refused.
  auto& early = t.watch("early", std::string(32, 'b'));
  EXPECT_EQ(early.page->refusal().code(), "remote.watch_secret");
  EXPECT_EQ(early.page->standing(), Standing::kRefused) << "the page stops and says why";
  const std::string secret = t.open_watching();
  // A changed secret, and a seat's secret used as a watch link's.
  std::string changed = secret;
  changed.back() = changed.back() == '0' ? '1' : '0';
  for (const std::string& wrong : {changed, t.at(1).secret}) {
    auto& w = t.watch("wrong", wrong);
    EXPECT_EQ(w.page->refusal().code(), "remote.watch_secret");
    EXPECT_EQ(w.page->standing(), Standing::kRefused);
    EXPECT_FALSE(w.page->view().has_value()) << "nothing of the table";
    EXPECT_EQ(t.host->watchers(), 0);
  }
  // The right one watches; the host ends watching: the spectator hears it and is closed, and the
  // same link no longer opens the table.
  auto& w = t.watch("class");
  expect_follows(t, "class");
  ASSERT_EQ(t.host->watchers(), 1);
  t.deliver(t.host->close_watching());
  EXPECT_EQ(t.host->watchers(), 0);
  EXPECT_TRUE(t.closed(w.peer));
  EXPECT_EQ(w.page->refusal().code(), "remote.watch_secret");
  EXPECT_EQ(w.page->standing(), Standing::kRefused);
  auto& again = t.watch("again");
  EXPECT_EQ(again.page->refusal().code(), "remote.watch_secret");
  const std::size_t heard = w.heard.size();
  play(t, 4);
  EXPECT_EQ(w.heard.size(), heard);
  EXPECT_TRUE(t.host->seats(t.now).seats[1].connected) << "the friend plays on";
}

TEST(RemoteSpectator, OldAndNewBuildsMix) {
  using Watched = ArkantisGame;
  // A host from before spectators refuses "watch" as a type it does not know: the page says this
  // host takes no spectators, and stops.
  RemoteGuestOf<Watched> page(kWatcherSeat, std::string(32, 'c'), "fr", 1);
  const ReadGuest read = read_guest_message(page.join());
  ASSERT_TRUE(read.message.ok());
  EXPECT_EQ(read.type, "watch");
  const std::string old_host = write(HostMessage(Refused{"watch", to_wire(bg::Status::refuse(refusal::kRemoteType, {{"type", "watch"}}))}));
  EXPECT_EQ(page.receive(old_host), Heard::kRefused);
  EXPECT_EQ(page.refusal().code(), "remote.no_watching");
  EXPECT_EQ(page.standing(), Standing::kRefused);
  // A player's page is never seated as a spectator, and a spectator's never at a seat.
  RemoteTable<Watched> t(page_worker(), {Sitter::kHere, Sitter::kFriend}, 79);
  t.open_watching();
  auto& w = t.watch("class");
  const std::string spectator_welcome = w.heard.front();
  RemoteGuestOf<Watched> player(1, t.at(1).secret, "en", 2);
  EXPECT_EQ(player.receive(spectator_welcome), Heard::kBad);
  // A page of the previous build (no features, no watch) still plays beside spectators.
  t.open_invitation(1, /*features=*/false);
  t.play_to_end();
  expect_follows(t, "class");
  EXPECT_EQ(*t.at(1).page->export_record(), *w.page->export_record());
}

// Whole games of both games with friends and a spectator from the start, every message it
// receives checked (the rig), its table compared with the host's position by position.
template <class G>
void whole_game(std::uint64_t seed, const std::vector<Sitter>& sitters) {
  RemoteTable<G> t(page_worker(), sitters, seed);
  t.open_watching();
  t.watch("class");
  for (std::size_t s = 0; s < sitters.size(); ++s)
    if (sitters[s] == Sitter::kFriend) t.open_invitation(static_cast<int>(s));
  const int decisions = t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal()) << decisions;
  expect_follows(t, "class");
  EXPECT_GT(t.watcher_messages, 10);
  EXPECT_GT(t.tables_checked, 3);
  const auto& w = t.watcher("class");
  EXPECT_TRUE(w.page->record().has_value());
  // Before the end no message named the seed: the rig checks each; the end's record does.
  bool ended = false;
  for (const std::string& text : w.heard) ended = ended || text.find("\"type\":\"end\"") != std::string::npos;
  EXPECT_TRUE(ended);
}

TEST(RemoteSpectator, PrivacyOverWholeArkadiaGames) {
  for (std::uint64_t seed : {101u, 202u})
    whole_game<ArkadiaGame>(seed, {Sitter::kHere, Sitter::kFriend, Sitter::kFriend});
  whole_game<ArkadiaGame>(303, {Sitter::kFriend, Sitter::kComputer, Sitter::kHere, Sitter::kFriend});
}

TEST(RemoteSpectator, PrivacyOverWholeArkantisGames) {
  for (std::uint64_t seed : {404u, 505u}) whole_game<ArkantisGame>(seed, {Sitter::kHere, Sitter::kFriend});
  whole_game<ArkantisGame>(606, {Sitter::kFriend, Sitter::kComputer, Sitter::kHere});
}

// The public view of Arkadia with strict screens: seals, gold and neutral workers behind every
// screen (none is the spectator's own), read back and sampled like a seat's.
TEST(RemoteSpectator, ArkadiaPublicViewWithStrictScreens) {
  using Watched = ArkadiaGame;
  bg::Rng rng(9);
  for (int game = 0; game < 3; ++game) {
    auto options = Watched::default_options(3);
    options.strict_screens = true;
    auto started = Watched::new_game(options, 900 + static_cast<std::uint64_t>(game));
    ASSERT_TRUE(started.ok());
    typename Watched::State s = started.value();
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
      const auto pub = Watched::view(s, kWatcherSeat);
      const std::string text = Watched::view_to_json(pub);
      auto back = Watched::view_from_json(text);
      ASSERT_TRUE(back.ok()) << back.reason() << "\n" << text;
      ASSERT_EQ(Watched::view_to_json(back.value()), text);
      ASSERT_EQ(Watched::view_to_json(Watched::view(pub.sample(rng), kWatcherSeat)), text);
      for (int p = 0; p < 3; ++p)
        ASSERT_EQ(Watched::view_to_json(Watched::view(Watched::view(s, p).sample(rng), kWatcherSeat)), text) << "seat " << p;
      const auto legal = s.legal_actions();
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
  }
}

// The watch link: "s=w" for the seat, read back as kWatcherSeat; its secret only in the fragment.
TEST(RemoteSpectator, TheWatchLinkReadsBack) {
  Invitation watch{"arkantis", "3f1c0b2a-9d4e", kWatcherSeat, 3, "Anna", std::string(32, 'e'), "", ""};
  const std::string link = invitation_link("https://example.org/arkantis/", watch);
  EXPECT_NE(link.find("#v=1&p=3f1c0b2a-9d4e&s=w&n=3&h=Anna&k=eeee"), std::string::npos) << link;
  const std::size_t hash = link.find('#'), query = link.find('?');
  auto read = parse_invitation(link.substr(query, hash - query), link.substr(hash), "arkantis");
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read.value(), watch);
  EXPECT_EQ(link.substr(0, hash).find(std::string(32, 'e')), std::string::npos);
  for (const char* bad : {"s=W", "s=ww", "s=-1"}) {
    std::string changed = link.substr(hash);
    changed.replace(changed.find("s=w"), 3, bad);
    EXPECT_EQ(parse_invitation("?join=arkantis", changed, "arkantis").status().code(), "remote.link.seat") << bad;
  }
}

}  // namespace
}  // namespace web::remote
