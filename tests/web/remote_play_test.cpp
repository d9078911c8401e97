// Whole games between a host's page and its friends' pages (web/logic/remote_host.hpp,
// remote_guest.hpp, remote_session.hpp), both games: played to the end from each friend's own
// table, every message a friend receives checked against the host's game (remote_table_rig.hpp),
// the record exported on every device equal; a friend's reload mid-game; a friend who vanishes,
// whose seat the computer plays until it is given back.
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "remote_table_rig.hpp"

namespace web::remote {
namespace {

using arkadia::ArkadiaGame;
using arkantis::ArkantisGame;

// Plays a whole game at `sitters`' table and checks the end on every friend's page: the game over
// there too, and the record it exports the host's.
template <bg::HostedGame G>
void play_whole_game(const std::vector<Sitter>& sitters, std::uint64_t seed) {
  RemoteTable<G> t(page_worker(), sitters, seed);
  for (auto& [seat, f] : t.friends()) t.open_invitation(seat);
  for (auto& [seat, f] : t.friends()) {
    ASSERT_TRUE(f.page->welcome()) << seat;
    EXPECT_EQ(f.page->welcome()->names, t.match().record().seats);
    EXPECT_EQ(f.page->welcome()->host, "Anna");
  }
  const int decisions = t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal()) << "after " << decisions << " decisions";
  const std::string hosts = G::record_to_json(t.match().record(), &t.state());
  for (auto& [seat, f] : t.friends()) {
    ASSERT_TRUE(f.page->export_record()) << "seat " << seat << " heard the end";
    EXPECT_EQ(*f.page->export_record(), hosts) << "seat " << seat;
    EXPECT_EQ(f.page->played(), t.match().actions_played());
    EXPECT_TRUE(f.page->table()->is_terminal());
    EXPECT_TRUE(f.page->legal_actions().empty());
    // Kept on the friend's device as its own finished game: its seat the person there.
    auto kept = MatchOf<G>::resume(*f.page->record_seen_here());
    ASSERT_TRUE(kept.ok()) << kept.reason();
    EXPECT_TRUE(kept->is_human(seat));
    EXPECT_EQ(kept->human_seats(), 1);
    EXPECT_EQ(kept->setup().seats[static_cast<std::size_t>(seat)].name, t.match().setup().seats[static_cast<std::size_t>(seat)].name)
        << "the seat keeps the name the host gave it";
    EXPECT_EQ(G::record_to_json(as_the_host_kept_it(kept->record()), &kept->state()), hosts) << "exported, it is the host's record";
    EXPECT_EQ(kept->record().actions, t.match().record().actions);
    EXPECT_EQ(kept->state().winners(), t.state().winners());
  }
  EXPECT_GE(t.states_checked, decisions) << "every change reached every friend";
  EXPECT_GT(t.tables_checked, 0);
  EXPECT_TRUE(t.host->refusals().empty()) << t.host->refusals().front();
}

TEST(RemotePlay, ArkadiaTheHostAndAFriendPlayAWholeGameAndExportTheSameRecord) {
  play_whole_game<ArkadiaGame>({Sitter::kHere, Sitter::kFriend}, 11);
}

TEST(RemotePlay, ArkadiaAPersonHereAFriendAndTheComputerPlayAWholeGame) {
  play_whole_game<ArkadiaGame>({Sitter::kFriend, Sitter::kHere, Sitter::kComputer}, 12);
}

TEST(RemotePlay, ArkantisTheHostAndTwoFriendsPlayAWholeGameAndExportTheSameRecord) {
  play_whole_game<ArkantisGame>({Sitter::kHere, Sitter::kFriend, Sitter::kFriend}, 13);
}

TEST(RemotePlay, ArkantisAPersonHereAFriendAndTheComputerPlayAWholeGame) {
  play_whole_game<ArkantisGame>({Sitter::kComputer, Sitter::kHere, Sitter::kFriend}, 14);
}

// A rematch at the same table (issue 75): after the end the host starts a new deal with the same
// seats; the friend, still connected, is welcomed to it, sent it from its first position, and
// plays it to the end, where its export is the new game's record. A friend whose seat the
// computer played keeps the computer standing in.
TEST(RemotePlay, ARematchAtTheSameTableKeepsTheFriendConnectedAndSeated) {
  RemoteTable<ArkantisGame> t(page_worker(), {Sitter::kHere, Sitter::kFriend, Sitter::kFriend}, 31);
  t.open_invitation(1);
  t.open_invitation(2);
  t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal());
  auto& f = t.at(1);
  ASSERT_TRUE(f.page->export_record());
  const std::string first = *f.page->export_record();
  EXPECT_FALSE(f.page->rematch());
  t.host->let_computer_play(2, true);  // seat 2's friend went for a coffee

  auto again = t.match().setup();
  again.seed += 1;
  ASSERT_TRUE(t.session.start(again).ok());
  const std::size_t heard_before = f.heard.size();
  t.deliver(t.host->new_game(t.now));
  ASSERT_GT(f.heard.size(), heard_before);
  EXPECT_EQ(read_host_message(f.heard[heard_before]).message.ok() &&
                std::holds_alternative<Welcome>(read_host_message(f.heard[heard_before]).message.value()),
            true)
      << "the friend is welcomed to the new game first";
  EXPECT_TRUE(f.page->rematch());
  EXPECT_FALSE(f.page->export_record()) << "the old game's end is not the new game's";
  EXPECT_EQ(f.page->played(), 0);
  ASSERT_TRUE(f.page->match());
  EXPECT_FALSE(f.page->match()->state().is_terminal());
  EXPECT_TRUE(t.session.stands_in(2)) << "the computer still plays the seat its friend left";

  const int decisions = t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal()) << "after " << decisions << " decisions";
  ASSERT_TRUE(f.page->export_record());
  EXPECT_EQ(*f.page->export_record(), ArkantisGame::record_to_json(t.match().record(), &t.state()));
  EXPECT_NE(*f.page->export_record(), first);
  EXPECT_TRUE(t.host->refusals().empty()) << t.host->refusals().front();
}

// A friend who reloads mid-turn comes back to the same seat, view and log; the old connection
// is closed and no longer speaks for the seat.
template <bg::HostedGame G>
void reload_mid_game(std::uint64_t seed) {
  RemoteTable<G> t(page_worker(), {Sitter::kFriend, Sitter::kHere}, seed);
  t.open_invitation(0);
  for (int i = 0; i < 40; ++i) ASSERT_TRUE(t.step());
  while (t.state().current_player() != 0) ASSERT_TRUE(t.step());
  const std::string old_peer = t.at(0).peer;
  const std::string view_before = G::view_to_json(*t.at(0).page->view());
  const auto log_before = t.at(0).page->log();

  t.open_invitation(0);  // a new page, a new connection, the same link
  EXPECT_TRUE(t.closed(old_peer));
  ASSERT_TRUE(t.at(0).page->view());
  EXPECT_EQ(G::view_to_json(*t.at(0).page->view()), view_before);
  EXPECT_EQ(t.at(0).page->log(), log_before);
  EXPECT_TRUE(t.at(0).page->to_move());
  // The whole game as the seat saw it, sent again to the new page (in several messages: each
  // within the size a page accepts).
  t.check_table(0, *t.at(0).page);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  ASSERT_TRUE(t.at(0).page->seats()) << "who is there, though nothing changed for the others";
  EXPECT_TRUE(t.at(0).page->seats()->seats[0].connected);

  // The old page's connection, were it still open, is not the seat's any more.
  const int played = t.match().actions_played();
  const auto from_old = t.host->receive(old_peer, RemoteGuestOf<G>(0, "", "en", 0).act({t.state().legal_actions().front()}), t.now);
  ASSERT_EQ(from_old.size(), 1u);
  EXPECT_EQ(from_old[0].text.rfind(R"({"v":1,"type":"refused")", 0), 0u) << from_old[0].text;
  EXPECT_EQ(t.match().actions_played(), played);

  t.play_to_end();
  EXPECT_TRUE(t.state().is_terminal());
  EXPECT_EQ(*t.at(0).page->export_record(), G::record_to_json(t.match().record(), &t.state()));
}

TEST(RemotePlay, ArkadiaAFriendWhoReloadsMidTurnGetsTheSameViewAndLog) { reload_mid_game<ArkadiaGame>(21); }
TEST(RemotePlay, ArkantisAFriendWhoReloadsMidTurnGetsTheSameViewAndLog) { reload_mid_game<ArkantisGame>(22); }

// A friend whose connection is lost is away; the host lets the computer play the seat, the
// friend's own actions are refused meanwhile, and the seat is given back when the friend returns.
TEST(RemotePlay, TheComputerPlaysAnAwayFriendsSeatUntilTheHostGivesItBack) {
  using G = ArkadiaGame;
  RemoteTable<G> t(page_worker(), {Sitter::kHere, Sitter::kFriend, Sitter::kComputer}, 31);
  t.open_invitation(1);
  while (t.state().current_player() != 1) ASSERT_TRUE(t.step());
  ASSERT_TRUE(t.host->seats(t.now).seats[1].connected);

  t.deliver(t.host->disconnected(t.at(1).peer, t.now));
  const SeatStatus gone = t.host->seats(t.now).seats[1];
  EXPECT_TRUE(gone.joined);
  EXPECT_FALSE(gone.connected);
  EXPECT_TRUE(gone.away);

  t.host->let_computer_play(1, true);
  const int played = t.match().actions_played();
  for (int i = 0; i < 60 && !t.state().is_terminal(); ++i) ASSERT_TRUE(t.step());
  EXPECT_GT(t.match().actions_played(), played) << "the computer played the friend's seat";
  const int seat1_actions = [&] {
    int n = 0;
    for (int i = played; i < t.match().actions_played(); ++i) n += t.match().position(i).current_player() == 1;
    return n;
  }();
  EXPECT_GT(seat1_actions, 0);

  // Back: the friend sees the table as it is now; its own actions wait until the host gives the seat back.
  t.open_invitation(1);
  EXPECT_TRUE(t.host->seats(t.now).seats[1].computer_plays);
  while (t.state().current_player() != 1) ASSERT_TRUE(t.step());
  const int before = t.match().actions_played();
  t.deliver(t.host->receive(t.at(1).peer, t.at(1).page->act({t.at(1).page->legal_actions().front()}), t.now));
  EXPECT_EQ(t.match().actions_played(), before);
  EXPECT_EQ(t.at(1).page->refusal().code(), "remote.computer_plays");

  t.host->let_computer_play(1, false);
  t.deliver(t.host->sync(t.now));
  EXPECT_FALSE(t.host->seats(t.now).seats[1].computer_plays);
  ASSERT_TRUE(t.at(1).page->seats());
  EXPECT_FALSE(t.at(1).page->seats()->seats[1].computer_plays) << "the friend hears it has its seat back";
  ASSERT_TRUE(t.step());
  EXPECT_EQ(t.match().actions_played(), before + 1) << "the friend plays again";
  t.play_to_end();
  EXPECT_TRUE(t.state().is_terminal());
}

// A friend's join lost on the way (it was sent the moment the connection opened): the host
// refuses what the page sends next, the page asks to join again, and it is at the table.
TEST(RemotePlay, AFriendWhoseJoinWasLostJoinsAgainWhenRefused) {
  using G = ArkantisGame;
  RemoteTable<G> t(page_worker(), {Sitter::kHere, Sitter::kFriend}, 41);
  auto& f = t.at(1);
  f.peer = "peer-lost-join";
  f.page = std::make_unique<RemoteGuestOf<G>>(1, f.secret, "de", 7);
  EXPECT_FALSE(f.page->must_join_again()) << "nothing refused yet";
  t.deliver(t.host->receive(f.peer, f.page->ping(1), t.now));
  EXPECT_TRUE(f.page->must_join_again());
  EXPECT_FALSE(f.page->welcome());
  t.deliver(t.host->receive(f.peer, f.page->join(), t.now));
  EXPECT_TRUE(f.page->welcome());
  EXPECT_FALSE(f.page->must_join_again()) << "a state clears the refusal";
  EXPECT_TRUE(t.host->seats(t.now).seats[1].connected);
  // Refused for another reason (not its turn), a page at the table does not join again.
  while (t.state().current_player() == 1) ASSERT_TRUE(t.step());
  const auto& legal = t.state().legal_actions();
  t.deliver(t.host->receive(f.peer, f.page->act({legal.front()}), t.now));
  EXPECT_EQ(f.page->refusal().code(), "remote.not_your_turn");
  EXPECT_FALSE(f.page->must_join_again());
}

}  // namespace
}  // namespace web::remote
