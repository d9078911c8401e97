// A host's page and its friends' pages in one process, for the tests of play between devices:
// the real session (SessionOf, with an AI port answered at once by the game's own worker
// function), the remote host over it, and each friend's RemoteGuestOf, the messages carried by
// direct calls. Every message a friend receives is checked against the host's full game as it is
// delivered: a view is exactly the seat's SeatView (and the same for any game the seat cannot
// tell apart), the log is the record's actions, and nothing names the seed or a sealed set-up.
// A spectator's page (watch()) is checked the same way against the public view (seat -1), and
// that view against every seat's: it holds nothing that any one seat does not see.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ai_games.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"
#include "remote_guest.hpp"
#include "remote_host.hpp"
#include "remote_session.hpp"
#include "session.hpp"

namespace web::remote {

// A game's worker function (ai/GAME/view_request.hpp).
using WorkerAnswer = std::function<std::string(std::string_view view_json, int level, std::uint64_t seed, bool explain)>;

// The page's own worker, for every game: each view goes to the game it names (ai_games.hpp).
inline WorkerAnswer page_worker() {
  return [](std::string_view view, int level, std::uint64_t seed, bool explain) {
    return answer_ai_request(view, level, seed, explain);
  };
}

// Who sits at each seat of a test table.
enum class Sitter { kHere, kFriend, kComputer };

template <bg::HostedGame G>
struct RemoteTable {
  using State = typename G::State;
  using Action = typename G::Action;

  struct Friend {
    std::string peer;
    std::unique_ptr<RemoteGuestOf<G>> page;
    std::vector<std::string> heard;  // every text delivered to this page
    std::string secret;
  };

  // A spectator's page: the watch link's secret, every text it was sent.
  struct Watcher {
    std::string peer;
    std::unique_ptr<RemoteGuestOf<G>> page;
    std::vector<std::string> heard;
  };

  RemoteTable(WorkerAnswer answer, const std::vector<Sitter>& sitters, std::uint64_t seed)
      : ai([answer](const std::string& view, int level, std::uint32_t s, bool explain) { return answer(view, level, s, explain); },
           [](const std::string&, const std::string&, int, std::uint32_t) { return std::string(); }) {
    MatchSetupOf<G> setup;
    setup.options = G::default_options(static_cast<int>(sitters.size()));
    std::vector<FriendSeat> friends;
    for (std::size_t i = 0; i < sitters.size(); ++i) {
      const bool computer = sitters[i] == Sitter::kComputer;
      const SeatKind kind = computer ? SeatKind::kAi : sitters[i] == Sitter::kFriend ? SeatKind::kFriend : SeatKind::kHuman;
      setup.seats.push_back({"seat " + std::to_string(i), kind, 0, static_cast<int>(i), {}});
      if (sitters[i] == Sitter::kFriend) {
        const std::string secret = make_seat_secret([&](std::uint8_t* bytes, std::size_t n) {
          for (std::size_t b = 0; b < n; ++b) bytes[b] = static_cast<std::uint8_t>(rng.next());
        });
        friends.push_back({static_cast<int>(i), secret});
        friends_[static_cast<int>(i)].secret = secret;
      }
    }
    setup.seed = seed;
    EXPECT_TRUE(session.start(setup).ok());
    host.emplace(owner, friends, "Anna");
  }

  const MatchOf<G>& match() const { return *session.game(); }
  const State& state() const { return match().state(); }
  std::map<int, Friend>& friends() { return friends_; }
  Friend& at(int seat) { return friends_.at(seat); }

  // The friend at `seat` opens the invitation (again, after a reload: a new page, a new peer).
  // `features`: its page says what it understands before it joins, as this build's pages do; a
  // page of the previous build (version 1's messages only) does not.
  void open_invitation(int seat, bool features = true) {
    Friend& f = at(seat);
    f.peer = "peer-" + std::to_string(seat) + "-" + std::to_string(++connections_);
    f.page = std::make_unique<RemoteGuestOf<G>>(seat, f.secret, "fr", 1000 + seat);
    if (features) deliver(host->receive(f.peer, f.page->features(), now));
    deliver(host->receive(f.peer, f.page->join(), now));
  }

  // The host opens watching with a watch link's secret of its own (once; the same after).
  const std::string& open_watching() {
    if (watch_secret_.empty()) {
      watch_secret_ = make_seat_secret([&](std::uint8_t* bytes, std::size_t n) {
        for (std::size_t b = 0; b < n; ++b) bytes[b] = static_cast<std::uint8_t>(rng.next());
      });
      host->open_watching(watch_secret_);
    }
    return watch_secret_;
  }
  // A spectator's page `name` opens the watch link (again: a new page, a new connection), or one
  // with `secret` (a wrong or changed link).
  Watcher& watch(const std::string& name, std::string secret = "", bool features = true) {
    Watcher& w = watchers_[name];
    w.peer = "watch-" + name + "-" + std::to_string(++connections_);
    w.page = std::make_unique<RemoteGuestOf<G>>(kWatcherSeat, secret.empty() ? watch_secret_ : secret, "de", 5000 + connections_);
    w.heard.clear();
    if (features) deliver(host->receive(w.peer, w.page->features(), now));
    deliver(host->receive(w.peer, w.page->join(), now));
    return w;
  }
  Watcher& watcher(const std::string& name) { return watchers_.at(name); }

  // Carries the host's messages to the friends' and spectators' pages, checking each on the way.
  void deliver(const std::vector<Outgoing>& out) {
    for (const Outgoing& o : out) {
      if (o.close) closed_.insert(o.peer);
      if (o.text.empty()) continue;
      // One page hears the message: checked for privacy, read, and its table compared now and
      // then (every `sample`th state checked, and the first few).
      const auto hear = [&](int seat, auto& page, std::vector<std::string>& heard_texts, int sample) {
        check_privacy(seat, o.text);
        heard_texts.push_back(o.text);
        const Heard heard = page.receive(o.text);
        EXPECT_NE(heard, Heard::kBad) << page.problem().reason() << "\n" << o.text.substr(0, 300);
        if (heard == Heard::kState && (states_checked % sample == 0 || page.played() < 3)) check_table(seat, page);
      };
      for (auto& [name, w] : watchers_) {
        if (w.peer != o.peer || !w.page) continue;
        hear(kWatcherSeat, *w.page, w.heard, 5);
        ++watcher_messages;
      }
      for (auto& [seat, f] : friends_)
        if (f.peer == o.peer && f.page) hear(seat, *f.page, f.heard, 11);
    }
  }
  bool closed(const std::string& peer) const { return closed_.count(peer) > 0; }

  // The game the friend's page draws (RemoteGuestOf::match) is the host's as the seat saw it: the
  // same actions and turns, and each position the seat's view of the host's at that point.
  void check_table(int seat, const RemoteGuestOf<G>& page) {
    const auto table = page.match();
    ASSERT_TRUE(table.has_value());
    ASSERT_EQ(table->actions_played(), page.played());
    ASSERT_LE(page.played(), match().actions_played());
    if (seat != kWatcherSeat) { EXPECT_TRUE(table->is_human(seat)); }
    else { EXPECT_EQ(table->human_seats(), 0) << "a spectator sits nowhere"; }
    for (int p = 0; p < static_cast<int>(table->setup().seats.size()); ++p) {
      if (p != seat) { EXPECT_TRUE(table->is_friend(p)) << "played elsewhere: this page never asks its worker for seat " << p; }
    }
    for (std::size_t p = 0; p < match().setup().seats.size(); ++p) {
      EXPECT_EQ(table->setup().seats[p].colour, match().setup().seats[p].colour);
      EXPECT_EQ(table->setup().seats[p].default_name, static_cast<int>(p) == seat ? "you" : match().setup().seats[p].default_name);
    }
    for (int i = 0; i <= page.played(); ++i) {
      ASSERT_EQ(G::view_to_json(G::view(table->position(i), seat)), G::view_to_json(G::view(match().position(i), seat))) << "position " << i;
      if (i < page.played()) {
        ASSERT_EQ(G::action_text(table->record().actions[static_cast<std::size_t>(i)]),
                  G::action_text(match().record().actions[static_cast<std::size_t>(i)]));
      }
    }
    if (page.played() == match().actions_played()) {
      ASSERT_EQ(table->turns().size(), match().turns().size());
      for (std::size_t t = 0; t < match().turns().size(); ++t) {
        EXPECT_EQ(table->turns()[t].seat, match().turns()[t].seat) << "turn " << t;
        EXPECT_EQ(table->turns()[t].first_action, match().turns()[t].first_action) << "turn " << t;
      }
    }
    ++tables_checked;
  }

  // What a friend's page received must hold nothing its seat does not know.
  void check_privacy(int seat, const std::string& text) {
    const bool over = state().is_terminal();
    for (const char* secret_word : {"seed", "sealed", "\"setup\"", "\\\"setup\\\"", "start_player"}) {
      if (!over) { EXPECT_EQ(text.find(secret_word), std::string::npos) << secret_word << " in " << text.substr(0, 300); }
    }
    ASSERT_LE(text.size(), kMaxMessageBytes);
    const ReadHost read = read_host_message(text);
    ASSERT_TRUE(read.message.ok()) << read.message.reason();
    const auto* update = std::get_if<StateUpdate>(&read.message.value());
    if (!update) return;
    ++states_checked;
    // A long history comes in several updates, each as of an earlier position; the last is now.
    ASSERT_LE(update->played, match().actions_played());
    ASSERT_LE(update->first, update->played);
    for (int at = update->first; at <= update->played; ++at) {
      const std::string& sent = at == update->played ? update->view : update->views[static_cast<std::size_t>(at - update->first)];
      const auto view = G::view(match().position(at), seat);
      ASSERT_EQ(sent, G::view_to_json(view)) << "exactly the seat's own view of position " << at;
      // A game that differs only in what the seat cannot see gives the same bytes.
      bg::Rng sampler(static_cast<std::uint64_t>(states_checked) * 7 + static_cast<std::uint64_t>(at) + 1);
      ASSERT_EQ(sent, G::view_to_json(G::view(view.sample(sampler), seat))) << "the view depends on the seen only";
      if (seat == kWatcherSeat) {
        // The public view holds nothing that any one seat does not see: from a game that each
        // seat cannot tell from the real one, the same bytes. So no hand, no deck order.
        for (int p = 0; p < match().position(at).num_players(); ++p) {
          const auto seats_view = G::view(match().position(at), p);
          ASSERT_EQ(sent, G::view_to_json(G::view(seats_view.sample(sampler), kWatcherSeat)))
              << "the public view of position " << at << " shows what seat " << p << " cannot see";
        }
      }
    }
    // The whole log, or for a page that understands "short-log" the actions from log_first on.
    ASSERT_EQ(static_cast<int>(update->log.size()), update->played - update->log_first);
    for (int i = update->log_first; i < update->played; ++i) {
      const LogLine& line = update->log[static_cast<std::size_t>(i - update->log_first)];
      ASSERT_EQ(line.action, G::action_text(match().record().actions[static_cast<std::size_t>(i)]));
      ASSERT_EQ(line.seat, match().position(i).current_player());
    }
  }

  // One decision of the seat to move, by whoever sits there: the person here and the friends pick
  // at random among the legal actions (a friend from its own table, which must offer the host's
  // legal actions), the computer through the session's worker. False once the game is over.
  bool step() {
    if (state().is_terminal()) return false;
    now += 250;
    const int seat = state().current_player();
    const auto f = friends_.find(seat);
    if (f != friends_.end() && !host->computer_plays(seat)) {
      RemoteGuestOf<G>& page = *f->second.page;
      EXPECT_TRUE(page.to_move()) << "the friend's page knows it is its turn";
      const std::vector<Action> legal = page.legal_actions();
      if (legal.empty()) return false;
      if (++decisions_ % 7 == 0) {
        EXPECT_EQ(texts(legal), texts(state().legal_actions())) << "the same choices as at the host";
      }
      const Action chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      const int before = match().actions_played();
      deliver(host->receive(f->second.peer, page.act({chosen}), now));
      EXPECT_EQ(match().actions_played(), before + 1) << page.refusal().reason();
      return true;
    }
    if (f == friends_.end() && match().is_human(seat)) {
      const std::vector<Action> legal = state().legal_actions();
      EXPECT_TRUE(session.play_all({legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}, now).ok());
    } else {
      (void)session.tick(now);  // a computer's seat, or an away friend's the computer stands in for:
      (void)session.tick(now);  // asks, then plays the answer
    }
    deliver(host->sync(now));
    return true;
  }

  int play_to_end(int max_decisions = 20000) {
    int n = 0;
    while (n < max_decisions && step()) ++n;
    return n;
  }

  static std::vector<std::string> texts(const std::vector<Action>& actions) {
    std::vector<std::string> out;
    for (const Action& a : actions) out.push_back(G::action_text(a));
    std::sort(out.begin(), out.end());
    return out;
  }

  bg::Rng rng{77};
  MapStore store;
  SavedGamesOf<G> saves{store};
  ImmediateAi ai;
  double wall = 1.7e12;
  double now = 0;
  SessionOf<G> session{saves, ai, typename SessionOf<G>::Clock{[this] { return wall; }}, [](const std::string&) {}};
  SessionOwnerOf<G> owner{session};
  std::optional<RemoteHostOf<G>> host;
  int states_checked = 0;
  int tables_checked = 0;  // the friend's whole table compared with the host's (check_table)
  int watcher_messages = 0;  // messages delivered to spectators' pages, each checked

 private:
  std::map<int, Friend> friends_;
  std::set<std::string> closed_;  // peers the host told the transport to close
  std::map<std::string, Watcher> watchers_;
  std::string watch_secret_;
  int connections_ = 0;
  int decisions_ = 0;
};

}  // namespace web::remote
