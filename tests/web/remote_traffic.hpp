// The traffic of play between devices over a whole game (docs/remote-play.md, "Cost"): a host's
// page and two friends' pages in one process (remote_table_rig.hpp's table, without its checks),
// every move of a seeded random game timed and weighed. For each action: the bytes the host sent
// each friend (the end's record, once after the last, aside), and the microseconds the host's side (receive or sync) and the friends' pages
// (receive, the table the page draws kept up to date, RemoteGuestOf::mirror) spent on it; and the time of a
// sync with nothing new, which the page calls every second. A cost that grows with the game shows
// as a late figure above the early one. Used by RemoteTraffic's tests and remote_traffic_bench.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "remote_table_rig.hpp"

namespace web::remote {

struct MoveCost {
  double bytes = 0;         // per friend: every message the move made the host send it
  double micros = 0;        // the host's side and both friends' pages, for the move
  double idle_micros = 0;   // a sync after it with nothing new (the page's sync every second)
  double view_bytes = 0;    // the seat's view after the move, per friend: what a move must carry
};

// `page_copy`: each friend's page also copies the whole table out (RemoteGuestOf::match), as the
// shell's follow_host does today.
template <bg::HostedGame G>
std::vector<MoveCost> game_traffic(std::uint64_t seed, bool page_copy = false) {
  using Clock = std::chrono::steady_clock;
  RemoteTable<G> t(page_worker(), {Sitter::kFriend, Sitter::kHere, Sitter::kFriend}, seed);
  for (auto& [seat, f] : t.friends()) t.open_invitation(seat);
  std::vector<MoveCost> costs;
  auto carry = [&](const std::vector<Outgoing>& out, MoveCost& cost) {
    for (const Outgoing& o : out) {
      for (auto& [seat, f] : t.friends()) {
        if (f.peer != o.peer || o.text.empty()) continue;
        // The end's record comes once, after the last move: not a move's cost.
        if (o.text.rfind(R"({"v":1,"type":"end")", 0) != 0)
          cost.bytes += static_cast<double>(o.text.size()) / static_cast<double>(t.friends().size());
        if (f.page->receive(o.text) == Heard::kState) {
          if (!f.page->mirror()) ADD_FAILURE() << "no table after a state";
          if (page_copy && !f.page->match()) ADD_FAILURE() << "no table after a state";
        }
      }
    }
  };
  auto micros = [](Clock::time_point from) { return std::chrono::duration<double, std::micro>(Clock::now() - from).count(); };
  while (!t.state().is_terminal()) {
    t.now += 250;
    const int seat = t.state().current_player();
    MoveCost cost;
    if (t.friends().count(seat)) {
      auto& f = t.at(seat);
      const auto legal = f.page->legal_actions();
      if (legal.empty()) break;
      const std::string act = f.page->act({legal[t.rng.below(static_cast<std::uint32_t>(legal.size()))]});
      const auto from = Clock::now();
      carry(t.host->receive(f.peer, act, t.now), cost);
      cost.micros = micros(from);
    } else {
      const auto legal = t.state().legal_actions();
      if (!t.session.play_all({legal[t.rng.below(static_cast<std::uint32_t>(legal.size()))]}, t.now).ok()) break;
      const auto from = Clock::now();
      carry(t.host->sync(t.now), cost);
      cost.micros = micros(from);
    }
    const auto from = Clock::now();
    MoveCost idle;
    carry(t.host->sync(t.now), idle);
    cost.idle_micros = micros(from);
    if (idle.bytes != 0) ADD_FAILURE() << "a sync with nothing new sent " << idle.bytes << " bytes";
    for (auto& [friend_seat, f] : t.friends())
      cost.view_bytes += static_cast<double>(G::view_to_json(G::view(t.state(), friend_seat)).size()) / static_cast<double>(t.friends().size());
    costs.push_back(cost);
  }
  return costs;
}

// The mean of each figure over moves [from, to).
inline MoveCost mean_cost(const std::vector<MoveCost>& costs, std::size_t from, std::size_t to) {
  MoveCost m;
  if (to <= from) return m;
  for (std::size_t i = from; i < to; ++i) {
    m.bytes += costs[i].bytes;
    m.micros += costs[i].micros;
    m.idle_micros += costs[i].idle_micros;
    m.view_bytes += costs[i].view_bytes;
  }
  const double n = static_cast<double>(to - from);
  m.bytes /= n, m.micros /= n, m.idle_micros /= n, m.view_bytes /= n;
  return m;
}

}  // namespace web::remote
