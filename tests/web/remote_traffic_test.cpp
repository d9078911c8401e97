// What play between devices costs per move (docs/remote-play.md, "Cost"), both games: a move
// sends the position it made and its own action, never the game so far, so a move late in a
// game costs what one early costs but for the position's own size; a sync with nothing new sends
// nothing; and a friend's table kept up to date state by state, with undos and take-backs among
// the moves, is the table built from scratch from the host's game (what a page joining then gets).
// A page of the previous build (version 1's messages, the whole log each time) still plays.
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "remote_traffic.hpp"

namespace web::remote {
namespace {

using arkadia::ArkadiaGame;
using arkantis::ArkantisGame;

// The bytes of a move beyond the seat's view of the position it made (sent as a JSON string, so
// with its quotes escaped): the action, the envelope, the flags. Nothing grows with the game.
template <bg::HostedGame G>
void a_move_costs_its_own_size(std::uint64_t seed) {
  const std::vector<MoveCost> costs = game_traffic<G>(seed);
  ASSERT_GT(costs.size(), 40u);
  for (std::size_t i = 0; i < costs.size(); ++i)
    EXPECT_LE(costs[i].bytes, 1.3 * costs[i].view_bytes + 600) << "move " << i << " of " << costs.size();
  const std::size_t n = costs.size();
  const MoveCost early = mean_cost(costs, 0, 10), late = mean_cost(costs, n - 10, n);
  EXPECT_LE(late.bytes - 1.3 * late.view_bytes, early.bytes - 1.3 * early.view_bytes + 200)
      << "early " << early.bytes << " (view " << early.view_bytes << "), late " << late.bytes << " (view " << late.view_bytes << ")";
}

TEST(RemoteTraffic, AMoveLateInAGameSendsNoMoreThanOneEarlyButForItsOwnPosition) {
  for (std::uint64_t seed : {11u, 12u}) {
    a_move_costs_its_own_size<ArkadiaGame>(seed);
    a_move_costs_its_own_size<ArkantisGame>(seed);
  }
}

// The table a page joining now would be sent (version 1: the whole log, every view), read by a
// page of its own with the same seed.
template <bg::HostedGame G>
std::unique_ptr<RemoteGuestOf<G>> from_scratch(RemoteTable<G>& t, int seat, const RemoteGuestOf<G>& page) {
  auto fresh = std::make_unique<RemoteGuestOf<G>>(seat, t.at(seat).secret, "fr", 1000 + seat);
  EXPECT_EQ(fresh->receive(write(HostMessage(*page.welcome()))), Heard::kWelcome);
  const MatchOf<G>& m = t.match();
  // In parts of 40 positions, each under the size limit, as the host sends a long history.
  for (int from = 0; from <= page.played(); from += 40) {
    StateUpdate part;
    part.first = from;
    part.played = std::min(from + 40, page.played());
    part.view = G::view_to_json(G::view(m.position(part.played), seat));
    for (int i = from; i < part.played; ++i) part.views.push_back(G::view_to_json(G::view(m.position(i), seat)));
    for (int i = 0; i < part.played; ++i)
      part.log.push_back({m.position(i).current_player(), G::action_text(m.record().actions[static_cast<std::size_t>(i)])});
    EXPECT_EQ(fresh->receive(write(HostMessage(part))), Heard::kState) << fresh->problem().reason();
    if (part.played == page.played()) break;
  }
  return fresh;
}

// Every position, action and turn of the two tables the same (every seat's view of each position:
// the hidden parts the page dealt itself too).
template <bg::HostedGame G>
void expect_same_table(const MatchOf<G>& a, const MatchOf<G>& b, const std::string& where) {
  ASSERT_EQ(a.actions_played(), b.actions_played()) << where;
  for (int i = 0; i <= a.actions_played(); ++i) {
    ASSERT_TRUE(a.position(i) == b.position(i)) << where << ", position " << i;
    if (i < a.actions_played()) { ASSERT_EQ(G::action_text(a.record().actions[static_cast<std::size_t>(i)]), G::action_text(b.record().actions[static_cast<std::size_t>(i)])); }
  }
  ASSERT_EQ(a.turns().size(), b.turns().size()) << where;
  for (std::size_t k = 0; k < a.turns().size(); ++k) {
    EXPECT_EQ(a.turns()[k].seat, b.turns()[k].seat) << where << ", turn " << k;
    EXPECT_EQ(a.turns()[k].first_action, b.turns()[k].first_action) << where << ", turn " << k;
  }
  EXPECT_EQ(a.record().seats, b.record().seats);
  EXPECT_EQ(a.setup(), b.setup());
}

// A whole random game at `sitters`' table, the friends undoing now and then (and, alone against
// the computer, taking back a turn): after every state a friend's page took, its table is the
// one built from scratch. `features`: pages of this build (short logs), or of the previous one.
template <bg::HostedGame G>
void incremental_equals_from_scratch(const std::vector<Sitter>& sitters, std::uint64_t seed, bool features) {
  RemoteTable<G> t(page_worker(), sitters, seed);
  for (auto& [seat, f] : t.friends()) t.open_invitation(seat, features);
  int compared = 0, undone = 0, taken_back = 0;
  for (int decision = 0; decision < 3000 && !t.state().is_terminal(); ++decision) {
    const int seat = t.state().current_player();
    if (t.friends().count(seat)) {
      auto& page = *t.at(seat).page;
      if (page.can_undo() && t.rng.below(3) == 0) {
        t.deliver(t.host->receive(t.at(seat).peer, page.undo(1), t.now += 250));
        ++undone;
      } else if (page.can_take_back() && t.rng.below(8) == 0) {
        t.deliver(t.host->receive(t.at(seat).peer, page.take_back(), t.now += 250));
        ++taken_back;
      } else if (!t.step()) {
        break;
      }
    } else if (!t.step()) {
      break;
    }
    for (auto& [fs, f] : t.friends()) {
      if (!f.page->mirror() || (decision % 3 != 0 && !t.state().is_terminal())) continue;
      const auto fresh = from_scratch(t, fs, *f.page);
      ASSERT_TRUE(fresh->mirror());
      expect_same_table(*f.page->mirror(), *fresh->mirror(), "decision " + std::to_string(decision));
      EXPECT_EQ(f.page->log(), fresh->log());
      ++compared;
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_TRUE(t.state().is_terminal());
  EXPECT_GT(compared, 10);
  if (sitters.size() == 2) { EXPECT_GT(undone + taken_back, 0) << "the game took something back"; }
}

TEST(RemoteTraffic, AFriendsTableKeptUpToDateIsTheTableBuiltFromScratchArkadia) {
  for (std::uint64_t seed : {21u, 22u, 23u}) {
    incremental_equals_from_scratch<ArkadiaGame>({Sitter::kFriend, Sitter::kHere, Sitter::kFriend}, seed, true);
    incremental_equals_from_scratch<ArkadiaGame>({Sitter::kFriend, Sitter::kComputer}, seed, true);
  }
  incremental_equals_from_scratch<ArkadiaGame>({Sitter::kHere, Sitter::kFriend}, 24, /*features=*/false);
}

TEST(RemoteTraffic, AFriendsTableKeptUpToDateIsTheTableBuiltFromScratchArkantis) {
  for (std::uint64_t seed : {21u, 22u, 23u}) {
    incremental_equals_from_scratch<ArkantisGame>({Sitter::kFriend, Sitter::kHere, Sitter::kFriend}, seed, true);
    incremental_equals_from_scratch<ArkantisGame>({Sitter::kComputer, Sitter::kFriend}, seed, true);
  }
  incremental_equals_from_scratch<ArkantisGame>({Sitter::kHere, Sitter::kFriend}, 24, /*features=*/false);
}

// Pages of either build play together: a host from before features refuses them as a type it does
// not know, which this page takes quietly (the whole log then comes with every state); a page from
// before them never sends them and is sent the whole log.
TEST(RemoteTraffic, APageAndAHostOfThePreviousBuildStillPlayTogether) {
  RemoteGuestOf<ArkadiaGame> page(1, std::string(32, 'a'), "en", 5);
  const std::string old_hosts_answer = write(HostMessage(Refused{"features", to_wire(bg::Status::refuse(refusal::kRemoteType, {{"type", "features"}}))}));
  EXPECT_EQ(page.receive(old_hosts_answer), Heard::kQuiet);
  EXPECT_TRUE(page.refusal().ok()) << "nothing for the player to read";
  EXPECT_EQ(page.standing(), Standing::kJoining);

  RemoteTable<ArkadiaGame> t(page_worker(), {Sitter::kHere, Sitter::kFriend}, 31);
  t.open_invitation(1, /*features=*/false);
  t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal());
  for (const std::string& text : t.at(1).heard) {
    const ReadHost read = read_host_message(text);
    if (const auto* update = std::get_if<StateUpdate>(&read.message.value())) {
      EXPECT_EQ(update->log_first, 0);
      EXPECT_EQ(text.find("log_first"), std::string::npos) << "only version 1's fields";
    }
  }
  EXPECT_EQ(*t.at(1).page->export_record(), ArkadiaGame::record_to_json(t.match().record(), &t.state()));
}

// A sync with nothing new (the page's, every second) sends nothing and looks at nothing of the past.
TEST(RemoteTraffic, ASyncWithNothingNewSendsNothing) {
  const std::vector<MoveCost> costs = game_traffic<ArkantisGame>(41);  // it fails on an idle sync that sends
  EXPECT_FALSE(costs.empty());
}

}  // namespace
}  // namespace web::remote
