// One device holds a friend's seat (issue 75): a second device that opens the same invitation is
// told the seat is in use and takes it only when its player asks; the device that loses it hears
// why and stops; the same device back (a reload) and a device taking an away seat need not ask; a
// link the table refuses (another seat's key, no such seat, another game) stops the page with the
// reason, and the page does not ask again. All through the real host and guest (remote_host.hpp,
// remote_guest.hpp) on a real session (remote_table_rig.hpp).
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "remote_table_rig.hpp"

namespace web::remote {
namespace {

using arkantis::ArkantisGame;
using G = ArkantisGame;

// A second page of seat 1's friend, on another device, with its own connection: what the host
// sends it is read by it alone (the rig delivers to the seat's first page).
struct OtherDevice {
  std::string peer;
  RemoteGuestOf<G> page;
  std::vector<Heard> heard;
  void take(RemoteTable<G>& t, const std::vector<Outgoing>& out) {
    std::vector<Outgoing> rest;
    for (const Outgoing& o : out) {
      if (o.peer != peer) rest.push_back(o);
      else if (!o.text.empty()) heard.push_back(page.receive(o.text));
    }
    t.deliver(rest);
  }
};

struct Table {
  RemoteTable<G> t{page_worker(), {Sitter::kHere, Sitter::kFriend}, 75};
  Table() {
    auto& f = t.at(1);
    f.peer = "phone-1";
    f.page = std::make_unique<RemoteGuestOf<G>>(1, f.secret, "fr", 7, "phone-d3v1ce", "Android · Chrome");
    t.deliver(t.host->receive(f.peer, f.page->join(), t.now));
  }
  OtherDevice laptop(const std::string& peer = "laptop-1", std::string secret = "") {
    return {peer, RemoteGuestOf<G>(1, secret.empty() ? t.at(1).secret : secret, "en", 8, "laptop-0a0b", "Linux · Firefox"), {}};
  }
};

TEST(RemoteSeatHolder, ASecondDeviceIsToldTheSeatIsInUseAndTheFirstKeepsIt) {
  Table table;
  auto& t = table.t;
  auto& phone = *t.at(1).page;
  ASSERT_EQ(phone.standing(), Standing::kSeated);
  EXPECT_EQ(t.host->device_name(1), "Android · Chrome") << "the host sees which device holds the seat";
  OtherDevice laptop = table.laptop();
  laptop.take(t, t.host->receive(laptop.peer, laptop.page.join(), t.now));
  ASSERT_EQ(laptop.heard, std::vector<Heard>{Heard::kRefused});
  EXPECT_EQ(laptop.page.refusal().code(), "remote.seat_in_use");
  EXPECT_EQ(laptop.page.standing(), Standing::kInUseElsewhere);
  EXPECT_FALSE(laptop.page.must_join_again()) << "it does not ask again by itself";
  EXPECT_FALSE(t.closed("phone-1"));
  EXPECT_EQ(t.host->device_name(1), "Android · Chrome");
  EXPECT_TRUE(t.host->seats(t.now).seats[1].connected);
  // The phone plays on, undisturbed; the laptop heard nothing of it.
  const std::size_t laptop_heard = laptop.heard.size();
  for (int i = 0; i < 6 && t.step(); ++i) {}
  EXPECT_GT(phone.played(), 0);
  EXPECT_EQ(phone.standing(), Standing::kSeated);
  EXPECT_EQ(laptop.heard.size(), laptop_heard);
  // Asked again (a reconnection, not the player): still in use, the phone keeps it.
  laptop.take(t, t.host->receive(laptop.peer, laptop.page.join(), t.now));
  EXPECT_EQ(laptop.page.standing(), Standing::kInUseElsewhere);
  EXPECT_EQ(phone.standing(), Standing::kSeated);
}

TEST(RemoteSeatHolder, TakingTheSeatOverMovesItAndTheDeviceThatLostItStops) {
  Table table;
  auto& t = table.t;
  auto& phone = *t.at(1).page;
  OtherDevice laptop = table.laptop();
  laptop.take(t, t.host->receive(laptop.peer, laptop.page.join(), t.now));
  ASSERT_EQ(laptop.page.standing(), Standing::kInUseElsewhere);
  laptop.take(t, t.host->receive(laptop.peer, laptop.page.join(/*take_over=*/true), t.now));
  EXPECT_EQ(laptop.page.standing(), Standing::kSeated);
  EXPECT_TRUE(laptop.page.welcome());
  EXPECT_TRUE(laptop.page.match().has_value()) << "the table came";
  EXPECT_EQ(phone.standing(), Standing::kTakenOver);
  EXPECT_EQ(phone.refusal().code(), "remote.seat_taken");
  EXPECT_TRUE(phone.stopped());
  EXPECT_TRUE(t.closed("phone-1")) << "its connection is closed after it is told";
  EXPECT_EQ(t.host->device_name(1), "Linux · Firefox");
  // What the phone's old connection still sends is not the seat's.
  std::vector<Outgoing> out = t.host->receive("phone-1", phone.ping(1), t.now);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(read_host_message(out[0].text).type, "refused");
  // Taken back from the phone, by its player's choice: the laptop stops in turn.
  t.at(1).peer = "phone-2";
  laptop.take(t, t.host->receive("phone-2", phone.join(/*take_over=*/true), t.now));
  EXPECT_EQ(phone.standing(), Standing::kSeated);
  EXPECT_EQ(laptop.page.standing(), Standing::kTakenOver);
  EXPECT_EQ(t.host->device_name(1), "Android · Chrome");
}

TEST(RemoteSeatHolder, TheSameDeviceBackAndAnAwaySeatNeedNoAsking) {
  Table table;
  auto& t = table.t;
  auto& f = t.at(1);
  // A reload on the phone: a new page and connection, the same device.
  f.page = std::make_unique<RemoteGuestOf<G>>(1, f.secret, "fr", 9, "phone-d3v1ce", "Android · Chrome");
  const std::string old_peer = f.peer;
  f.peer = "phone-reloaded";
  const auto out = t.host->receive(f.peer, f.page->join(), t.now);
  for (const Outgoing& o : out) {
    if (o.peer == old_peer) { EXPECT_TRUE(o.text.empty()) << "a reload is not told the seat was taken: " << o.text; }
  }
  t.deliver(out);
  EXPECT_EQ(f.page->standing(), Standing::kSeated);
  EXPECT_TRUE(t.closed(old_peer));
  // The phone goes silent (locked, out of reach): past the away time another device sits down.
  t.now += 16000;
  OtherDevice laptop = table.laptop();
  laptop.take(t, t.host->receive(laptop.peer, laptop.page.join(), t.now));
  EXPECT_EQ(laptop.page.standing(), Standing::kSeated);
  EXPECT_EQ(f.page->standing(), Standing::kTakenOver) << "the phone, if it wakes, knows why";
}

TEST(RemoteSeatHolder, AWrongLinkStopsThePageWithTheReason) {
  Table table;
  auto& t = table.t;
  // Another seat's key (or a changed one), the host's own seat: refused for good, said.
  OtherDevice changed = table.laptop("laptop-key", std::string(32, 'a'));
  changed.take(t, t.host->receive(changed.peer, changed.page.join(), t.now));
  EXPECT_EQ(changed.page.standing(), Standing::kRefused);
  EXPECT_EQ(changed.page.refusal().code(), "remote.secret");
  EXPECT_TRUE(changed.page.stopped());
  EXPECT_FALSE(changed.page.must_join_again());
  OtherDevice host_seat{"laptop-seat", RemoteGuestOf<G>(0, t.at(1).secret, "de", 8, "laptop-0a0b", ""), {}};
  host_seat.take(t, t.host->receive(host_seat.peer, host_seat.page.join(), t.now));
  EXPECT_EQ(host_seat.page.standing(), Standing::kRefused);
  EXPECT_EQ(host_seat.page.refusal().code(), "remote.no_such_seat");
  // A page of the other game opened at this table: the welcome names the table's game.
  RemoteGuestOf<arkadia::ArkadiaGame> other_game(1, t.at(1).secret, "fr", 8, "tablet-77", "");
  for (const Outgoing& o : t.host->receive("tablet-1", other_game.join(/*take_over=*/true), t.now)) {
    if (o.peer == "tablet-1" && !o.text.empty() && read_host_message(o.text).type == "welcome") {
      EXPECT_EQ(other_game.receive(o.text), Heard::kRefused);
    }
  }
  EXPECT_EQ(other_game.standing(), Standing::kRefused);
  EXPECT_EQ(other_game.refusal().code(), "remote.table_game");
  EXPECT_NE(other_game.refusal().reason().find("arkantis"), std::string::npos) << other_game.refusal().reason();
}

}  // namespace
}  // namespace web::remote
