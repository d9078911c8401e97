// The host's end of play between devices (docs/remote-play.md, issue 49): which seats are
// friends' and their secrets, who is connected or away, and every message a friend's page sends,
// checked before anything changes. The game itself stays with its owner (the page's SessionOf,
// through remote_session.hpp): the host reads it and asks the owner to play, undo or take back;
// the owner hands a friend's decision to the session's friends' seat port (seat_port.hpp).
//
// The transport (WebRTC data channels on the page, direct calls in the tests) is outside: it hands
// in what a peer sent with the peer's id and carries out the Outgoing messages it gets back.
// Nothing here reads a clock: times come in as `now_ms`.
#pragma once

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bg/game.hpp"
#include "bg/status.hpp"
#include "match.hpp"
#include "remote_protocol.hpp"
#include "remote_refusals.hpp"
#include "remote_secret.hpp"

namespace web::remote {

// The game's owner as the host sees it: it reads the game and asks; the owner carries out.
template <bg::HostedGame G>
class GameOwnerOf {
 public:
  using Action = typename G::Action;
  virtual ~GameOwnerOf() = default;
  virtual const MatchOf<G>* match() const = 0;  // nullptr: no game at the table
  // A seat's whole decision, every action or none; the refusal changes nothing.
  virtual bg::Status play(int seat, const std::vector<Action>& actions, double now_ms) = 0;
  // Takes back the last `count` actions of the seat's turn in progress (the page's undo), all or
  // none: false when that reaches past the turn's start or a card drawn.
  virtual bool undo(int seat, int count) = 0;
  virtual bool can_take_back(int seat) const = 0;
  virtual bg::Status take_back(int seat) = 0;
  // The computer plays a friend's seat (away, or not there yet) or gives it back.
  virtual void let_computer_play(int seat, bool computer) = 0;
};

// A seat a friend plays, and the secret of its invitation.
struct FriendSeat {
  int seat = 0;
  std::string secret;
};

// A message for the transport to send to `peer`; `close`: then close the peer's connection.
struct Outgoing {
  std::string peer;
  std::string text;  // empty: nothing to send
  bool close = false;
};

struct HostLimits {
  double away_after_ms = 15000;  // a friend silent this long is away (guests ping every 5 s)
  int messages_per_second = 30;  // more from one peer within a second closes its connection
  int peers = 64;                // connections tracked at once; more are closed at once
  std::size_t kept_refusals = 100;
};

template <bg::HostedGame G>
class RemoteHostOf {
 public:
  using Action = typename G::Action;

  RemoteHostOf(GameOwnerOf<G>& owner, std::vector<FriendSeat> friends, std::string host_name, HostLimits limits = {})
      : owner_(owner), host_name_(std::move(host_name)), limits_(limits) {
    for (FriendSeat& f : friends) seats_[f.seat].secret = std::move(f.secret);
  }

  // What `peer` sent, checked and carried out; the answers and whatever else it changed.
  std::vector<Outgoing> receive(const std::string& peer, std::string_view text, double now_ms);
  // The transport lost the peer's connection (closed tab, lost network): its seat is away.
  std::vector<Outgoing> disconnected(const std::string& peer, double now_ms);
  // Call after the game changed from here (the person at the device, the computer, an undo) and
  // now and then (away is a matter of time): each joined friend's view when it changed, the end
  // once, and the seats to everyone when who is there changed.
  std::vector<Outgoing> sync(double now_ms);

  // The host's choice for an away friend: the computer plays the seat, or gives it back.
  void let_computer_play(int seat, bool computer);

  // A line of the table's chat from a person at this device (`line.seat`, one of the host's
  // people): checked and paced as a friend's (remote_chat.hpp), kept, and sent to every friend
  // into `out`. A refusal changes nothing.
  bg::Status say(const ChatLine& line, double now_ms, std::vector<Outgoing>& out);
  // The table's chat as this device has it: its people's lines and the friends' (kept across a
  // rematch: the same table; never in the record).
  const ChatLog& chat() const { return chat_; }

  // A rematch: the owner's game is a new one at the same table (the same seats, a new deal).
  // Every friend connected now is welcomed to it and sent it from its first position, and keeps
  // its seat, its connection and the computer standing in if the host chose so; a friend away
  // hears it on joining again, as ever.
  std::vector<Outgoing> new_game(double now_ms);

  // Spectators (issue 75): the watch link's own secret opens the table to any number of pages
  // that see its public view only (G::view(state, kWatcherSeat)), from the first position, take no
  // seat and cannot play. Until it is called, and after close_watching(), a watch is refused
  // (remote.watch_secret).
  void open_watching(std::string secret) { watch_secret_ = std::move(secret); }
  // Ends watching: every spectator hears remote.watch_secret and its connection closes; the
  // watch link no longer opens the table (a new one does, open_watching with a new secret).
  std::vector<Outgoing> close_watching();
  bool watching_open() const { return !watch_secret_.empty(); }
  // How many pages watch the table now.
  int watchers() const { return static_cast<int>(watchers_.size()); }

  bool is_friend(int seat) const { return seats_.count(seat) > 0; }
  bool computer_plays(int seat) const { return is_friend(seat) && seats_.at(seat).computer; }
  // The language a friend's page reads ("en", "fr", "de"; "" before it joined).
  std::string language(int seat) const { return is_friend(seat) ? seats_.at(seat).language : ""; }
  // What the device that holds a friend's seat calls itself ("Android · Chrome"; "" when it did
  // not say, or none holds it): the host sees which device plays each seat.
  std::string device_name(int seat) const {
    return is_friend(seat) && !seats_.at(seat).peer.empty() ? seats_.at(seat).device_name : "";
  }
  Seats seats(double now_ms) const;
  // The refused messages, latest last: "peer: type: reason" (the page logs them).
  const std::deque<std::string>& refusals() const { return refusals_; }

 private:
  // A page the table is sent to: a friend's at its seat, or a spectator's.
  struct Follower {
    std::string peer;  // the connection that sits here now; empty: none
    // What it was last sent, so a sync sends only what is new and finds that nothing is without
    // looking at the game's past (docs/remote-play.md, "Cost"): the game's revision then (none:
    // nothing yet, the whole history next), the actions played and the two flags.
    std::optional<std::uint64_t> sent_revision;
    int sent_played = 0;
    bool sent_can_undo = false, sent_can_take_back = false;
    bool short_log = false;  // its page understands "short-log": a state's log from its first view on
    bool sent_end = false;
  };
  struct Friend : Follower {
    std::string secret;
    bool joined = false;
    bool computer = false;
    double heard_ms = 0;   // the last message from it
    std::string language;  // what the friend reads ("en", "fr", "de")
    std::string device, device_name;  // the device that holds the seat (Join's)
    ChatRate chat_rate;  // the pace of its chat
  };
  struct Peer {
    int seat = -1;  // the friend's seat it joined, -1: none yet
    double window_start = 0;
    int in_window = 0;
    bool closed = false;
    bool short_log = false;  // its Features named "short-log"
    bool watching = false;   // a spectator's (Watch): its follower is watchers_[peer]
  };

  Friend* seat_of(const Peer& p) { return p.seat >= 0 ? &seats_.at(p.seat) : nullptr; }
  void refuse(std::vector<Outgoing>& out, const std::string& peer, std::string type, const bg::Status& why,
              bool close = false);
  // A request of `seat` that saw `seen` actions: the game on, the seat the friend's, the table
  // where the friend saw it (and, `needs_turn`, the friend to move).
  bg::Status check_request(int seat, int seen, bool needs_turn) const;
  void on_join(std::vector<Outgoing>& out, const std::string& peer, const Join& join, double now_ms);
  void on_watch(std::vector<Outgoing>& out, const std::string& peer, Peer& p, const Watch& watch, double now_ms);
  // A follower's table brought up to now: the positions it lacks, the end once.
  void sync_follower(std::vector<Outgoing>& out, Follower& f, int seat, bool can_undo, bool can_take_back);
  void on_request(std::vector<Outgoing>& out, const std::string& peer, Peer& p, const GuestMessage& m, double now_ms);
  // The updates that bring a friend who has the positions before `first` to now: the seat's
  // views of the positions since, in as many messages as their size needs, the last with the
  // table now and its flags.
  void send_history(std::vector<Outgoing>& out, const Follower& f, int seat, int first, bool can_undo, bool can_take_back);
  // The seat's table as of position `at` (`first` == at: no history), its log from `log_first`.
  StateUpdate update_at(int seat, int at, int log_first);
  // The public log (every action played, in notation) brought up to the game now: only what
  // changed since it was last brought up to date is written again.
  void refresh_log(const MatchOf<G>& match);
  // The welcome to `seat` (kWatcherSeat: a spectator's), as JSON text.
  std::string welcome(const MatchOf<G>& match, int seat) const {
    return write(HostMessage(Welcome{std::string(G::kId), G::options_to_json(match.record().options), match.record().seats,
                                     seat, host_name_, colours(match), default_names(match)}));
  }
  static std::vector<std::string> default_names(const MatchOf<G>& match) {
    std::vector<std::string> out;
    for (const SeatSetup& s : match.setup().seats) out.push_back(s.default_name);
    return out;
  }
  static std::vector<int> colours(const MatchOf<G>& match) {
    std::vector<int> out;
    for (const SeatSetup& s : match.setup().seats) out.push_back(s.colour);
    return out;
  }
  // sync() into `out`; `newcomer`, a friend's connection that just joined, hears the seats in any case.
  void sync_into(std::vector<Outgoing>& out, double now_ms, const std::string& newcomer);
  void send_seats(std::vector<Outgoing>& out, double now_ms, const std::string& newcomer = "");
  // A chat line accepted: kept, and sent to every friend who is connected (its sender too: the
  // line shows on its page once the table has it).
  void relay(std::vector<Outgoing>& out, const ChatLine& line);

  GameOwnerOf<G>& owner_;
  std::string host_name_;
  HostLimits limits_;
  std::map<int, Friend> seats_;  // the friends' seats
  std::map<std::string, Peer> peers_;
  std::string watch_secret_;                  // the watch link's; empty: no one may watch
  std::map<std::string, Follower> watchers_;  // the spectators, by connection
  std::optional<Seats> sent_seats_;
  std::deque<std::string> refusals_;
  ChatLog chat_;
  std::map<int, ChatRate> here_chat_rate_;  // the pace of each of the host's people
  std::vector<LogLine> log_;  // the public log as of the game's revision log_revision_
  std::optional<std::uint64_t> log_revision_;
};

// ---- Implementation ----

template <bg::HostedGame G>
void RemoteHostOf<G>::refuse(std::vector<Outgoing>& out, const std::string& peer, std::string type,
                             const bg::Status& why, bool close) {
  refusals_.push_back(peer.substr(0, 40) + ": " + (type.empty() ? "?" : type) + ": " + why.reason());
  while (refusals_.size() > limits_.kept_refusals) refusals_.pop_front();
  out.push_back({peer, write(HostMessage(Refused{std::move(type), to_wire(why)})), close});
}

template <bg::HostedGame G>
std::vector<Outgoing> RemoteHostOf<G>::receive(const std::string& peer, std::string_view text, double now_ms) {
  std::vector<Outgoing> out;
  auto found = peers_.find(peer);
  if (found == peers_.end()) {
    if (static_cast<int>(peers_.size()) >= limits_.peers) return {{peer, "", true}};
    found = peers_.emplace(peer, Peer{-1, now_ms, 0, false}).first;
  }
  Peer& p = found->second;
  if (p.closed) return {};  // cut off: what it still sends is not read
  if (now_ms - p.window_start >= 1000) p.window_start = now_ms, p.in_window = 0;
  if (++p.in_window > limits_.messages_per_second) {
    p.closed = true;
    if (Friend* f = seat_of(p); f && f->peer == peer) f->peer.clear();
    watchers_.erase(peer);
    refuse(out, peer, "", bg::Status::refuse(refusal::kRemoteFlood), /*close=*/true);
    send_seats(out, now_ms);
    return out;
  }
  const ReadGuest read = read_guest_message(text);
  if (!read.message.ok()) {
    refuse(out, peer, read.type, read.message.status());
    return out;
  }
  if (const auto* join = std::get_if<Join>(&read.message.value())) {
    on_join(out, peer, *join, now_ms);
    return out;
  }
  if (const auto* watch = std::get_if<Watch>(&read.message.value())) {
    on_watch(out, peer, p, *watch, now_ms);
    return out;
  }
  if (const auto* features = std::get_if<Features>(&read.message.value())) {
    // What the page understands, before or after it joined; no answer. Names unknown here are
    // a later build's: ignored.
    p.short_log = std::find(features->names.begin(), features->names.end(), kFeatureShortLog) != features->names.end();
    if (Friend* f = seat_of(p); f && f->peer == peer) f->short_log = p.short_log;
    if (auto w = watchers_.find(peer); w != watchers_.end()) w->second.short_log = p.short_log;
    return out;
  }
  if (p.watching) {
    // A spectator pings to stay; anything else is a player's, and a spectator plays nothing.
    if (const auto* ping = std::get_if<Ping>(&read.message.value()))
      out.push_back({peer, write(HostMessage(Pong{ping->t})), false});
    else
      refuse(out, peer, read.type, bg::Status::refuse(refusal::kRemoteWatching));
    return out;
  }
  Friend* f = seat_of(p);
  if (!f || f->peer != peer) {
    refuse(out, peer, read.type, bg::Status::refuse(refusal::kRemoteNotJoined));
    return out;
  }
  f->heard_ms = now_ms;
  on_request(out, peer, p, read.message.value(), now_ms);
  return out;
}

template <bg::HostedGame G>
void RemoteHostOf<G>::on_join(std::vector<Outgoing>& out, const std::string& peer, const Join& join, double now_ms) {
  const auto seat = seats_.find(join.seat);
  if (seat == seats_.end()) return refuse(out, peer, "join", bg::Status::refuse(refusal::kRemoteNoSuchSeat, {{"seat", join.seat}}));
  if (!secrets_equal(join.secret, seat->second.secret))
    return refuse(out, peer, "join", bg::Status::refuse(refusal::kRemoteSecret, {{"seat", join.seat}}));
  const MatchOf<G>* match = owner_.match();
  if (!match) return refuse(out, peer, "join", bg::Status::refuse(refusal::kRemoteNoGame));
  Friend& f = seat->second;
  if (!f.peer.empty() && f.peer != peer) {
    // One device holds a seat. The same device back (a reload, a new connection), or one that did
    // not say which it is (a page before devices were told apart), replaces its old connection;
    // another device, while the one holding the seat is there, is told the seat is in use and
    // takes it only when the player asks to. The device that loses it is told why.
    const bool same_device = join.device.empty() || join.device == f.device;
    const bool holder_here = now_ms - f.heard_ms < limits_.away_after_ms;
    if (!same_device && holder_here && !join.take_over)
      return refuse(out, peer, "join", bg::Status::refuse(refusal::kRemoteSeatInUse, {{"seat", join.seat}}));
    if (auto old = peers_.find(f.peer); old != peers_.end()) old->second.seat = -1;
    if (!same_device) refuse(out, f.peer, "join", bg::Status::refuse(refusal::kRemoteSeatTaken, {{"seat", join.seat}}), true);
    else out.push_back({f.peer, "", true});
  }
  Peer& p = peers_.at(peer);
  if (p.seat >= 0 && p.seat != join.seat) seats_.at(p.seat).peer.clear();
  if (p.watching) watchers_.erase(peer), p.watching = false;  // it sits down: no longer a spectator
  p.seat = join.seat;
  f.peer = peer;
  f.joined = true;
  f.heard_ms = now_ms;
  f.language = join.language;
  f.device = join.device;
  f.device_name = join.device_name;
  f.sent_revision.reset();  // a page that joins (again) has nothing: the whole history
  f.short_log = p.short_log;
  f.sent_end = false;
  out.push_back({peer,
                 welcome(*match, join.seat),
                 false});
  sync_into(out, now_ms, /*newcomer=*/peer);
}

template <bg::HostedGame G>
void RemoteHostOf<G>::on_watch(std::vector<Outgoing>& out, const std::string& peer, Peer& p, const Watch& watch,
                               double now_ms) {
  // No watch link, or another secret (a changed link, or watching ended): refused, compared in
  // constant time as a seat's.
  if (watch_secret_.empty() || !secrets_equal(watch.secret, watch_secret_))
    return refuse(out, peer, "watch", bg::Status::refuse(refusal::kRemoteWatchSecret));
  const MatchOf<G>* match = owner_.match();
  if (!match) return refuse(out, peer, "watch", bg::Status::refuse(refusal::kRemoteNoGame));
  if (Friend* f = seat_of(p); f && f->peer == peer) f->peer.clear();  // a friend's page turned spectator
  p.seat = -1;
  p.watching = true;
  Follower& w = watchers_[peer];
  w = Follower{};
  w.peer = peer;
  w.short_log = p.short_log;
  out.push_back({peer,
                 welcome(*match, kWatcherSeat),
                 false});
  sync_into(out, now_ms, /*newcomer=*/peer);
}

template <bg::HostedGame G>
std::vector<Outgoing> RemoteHostOf<G>::close_watching() {
  std::vector<Outgoing> out;
  watch_secret_.clear();
  for (auto& [peer, w] : watchers_) {
    if (auto p = peers_.find(peer); p != peers_.end()) p->second.watching = false;
    refuse(out, peer, "watch", bg::Status::refuse(refusal::kRemoteWatchSecret), /*close=*/true);
  }
  watchers_.clear();
  return out;
}

template <bg::HostedGame G>
bg::Status RemoteHostOf<G>::check_request(int seat, int seen, bool needs_turn) const {
  const MatchOf<G>* match = owner_.match();
  if (!match) return bg::Status::refuse(refusal::kRemoteNoGame);
  if (match->state().is_terminal()) return bg::Status::refuse(refusal::kRemoteGameOver);
  if (computer_plays(seat)) return bg::Status::refuse(refusal::kRemoteComputerPlays);
  if (needs_turn && match->state().current_player() != seat) return bg::Status::refuse(refusal::kRemoteNotYourTurn);
  if (seen != match->actions_played())
    return bg::Status::refuse(refusal::kRemoteStale, {{"played", match->actions_played()}, {"seen", seen}});
  return {};
}

template <bg::HostedGame G>
void RemoteHostOf<G>::on_request(std::vector<Outgoing>& out, const std::string& peer, Peer& p, const GuestMessage& m,
                                 double now_ms) {
  const std::string type(type_name(m));
  if (const auto* ping = std::get_if<Ping>(&m)) {
    out.push_back({peer, write(HostMessage(Pong{ping->t})), false});
    for (Outgoing& o : sync(now_ms)) out.push_back(std::move(o));  // back from away: everyone hears it
    return;
  }
  if (const auto* chat = std::get_if<ChatLine>(&m)) {
    // Its own seat's line (read and checked by the protocol), at any point of the game, the
    // computer standing in or not, paced; nothing else of the table changes.
    if (chat->seat != p.seat)
      return refuse(out, peer, type, bg::Status::refuse(refusal::kRemoteOtherSeat, {{"ours", p.seat}, {"seat", chat->seat}}));
    if (!owner_.match()) return refuse(out, peer, type, bg::Status::refuse(refusal::kRemoteNoGame));
    if (!seats_.at(p.seat).chat_rate.allow(now_ms)) return refuse(out, peer, type, ChatRate::refusal());
    relay(out, *chat);
    return;
  }
  const int seat = std::visit([](const auto& r) { if constexpr (requires { r.seat; }) return r.seat; else return -1; }, m);
  if (seat != p.seat)
    return refuse(out, peer, type, bg::Status::refuse(refusal::kRemoteOtherSeat, {{"ours", p.seat}, {"seat", seat}}));
  const int seen = std::visit([](const auto& r) { if constexpr (requires { r.seen; }) return r.seen; else return -1; }, m);
  // A take-back may be asked while the computer plays its turn; the rest only by the seat to move.
  if (auto why = check_request(seat, seen, !std::holds_alternative<TakeBack>(m)); !why.ok())
    return refuse(out, peer, type, why);
  if (const auto* act = std::get_if<Act>(&m)) {
    std::vector<Action> actions;
    for (const std::string& text : act->actions) {
      auto action = G::parse_action(text);
      if (!action.ok()) return refuse(out, peer, type, action.status());
      actions.push_back(action.value());
    }
    if (auto played = owner_.play(seat, actions, now_ms); !played.ok()) return refuse(out, peer, type, played);
  } else if (const auto* undo = std::get_if<Undo>(&m)) {
    if (!owner_.undo(seat, undo->count)) return refuse(out, peer, type, bg::Status::refuse(refusal::kRemoteNoUndo));
  } else if (auto taken = owner_.take_back(seat); !taken.ok()) {
    return refuse(out, peer, type, taken);
  }
  for (Outgoing& o : sync(now_ms)) out.push_back(std::move(o));
}

template <bg::HostedGame G>
std::vector<Outgoing> RemoteHostOf<G>::disconnected(const std::string& peer, double now_ms) {
  std::vector<Outgoing> out;
  const auto found = peers_.find(peer);
  if (found == peers_.end()) return out;
  if (Friend* f = seat_of(found->second); f && f->peer == peer) f->peer.clear();
  watchers_.erase(peer);
  peers_.erase(found);
  send_seats(out, now_ms);
  return out;
}

template <bg::HostedGame G>
void RemoteHostOf<G>::refresh_log(const MatchOf<G>& match) {
  if (log_revision_ == match.revision()) return;
  const std::optional<int> kept = log_revision_ ? match.kept_since(*log_revision_) : std::nullopt;
  log_.resize(std::min(log_.size(), static_cast<std::size_t>(kept.value_or(0))));
  // The log is the record's actions in notation: what every seat at a real table sees played.
  // No action's text names a card that was hidden (a draw is "take deck", a purchase from a
  // face-down pile names only the pile): docs/remote-play.md, "Privacy".
  for (int i = static_cast<int>(log_.size()); i < match.actions_played(); ++i)
    log_.push_back({match.position(i).current_player(), G::action_text(match.record().actions[static_cast<std::size_t>(i)])});
  log_revision_ = match.revision();
}

template <bg::HostedGame G>
StateUpdate RemoteHostOf<G>::update_at(int seat, int at, int log_first) {
  const MatchOf<G>& match = *owner_.match();
  refresh_log(match);
  StateUpdate update;
  update.played = at;
  update.first = at;
  update.view = G::view_to_json(G::view(match.position(at), seat));
  update.log_first = log_first;
  update.log.assign(log_.begin() + log_first, log_.begin() + at);
  return update;
}

template <bg::HostedGame G>
void RemoteHostOf<G>::send_history(std::vector<Outgoing>& out, const Follower& f, int seat, int first, bool can_undo,
                                   bool can_take_back) {
  const MatchOf<G>& match = *owner_.match();
  const int played = match.actions_played();
  // Each message stays well under the guest's limit: its views, the log and the view now.
  constexpr std::size_t kBudget = kMaxMessageBytes / 2;
  std::vector<std::string> views;
  std::size_t bytes = 0;
  int from = first;
  for (int at = first; at <= played; ++at) {
    if (at == played || (!views.empty() && bytes + 32 * static_cast<std::size_t>(at) > kBudget)) {
      // A page that understands "short-log" has the log before `from` already; one of version 1
      // is sent the whole log each time.
      StateUpdate update = update_at(seat, at, f.short_log ? std::max(from - 1, 0) : 0);
      update.first = from;
      update.views = std::move(views);
      if (at == played) update.can_undo = can_undo, update.can_take_back = can_take_back;
      out.push_back({f.peer, write(HostMessage(std::move(update))), false});
      views.clear();
      bytes = 0;
      from = at;
      if (at == played) break;
    }
    views.push_back(G::view_to_json(G::view(match.position(at), seat)));
    bytes += views.back().size();
  }
}

template <bg::HostedGame G>
std::vector<Outgoing> RemoteHostOf<G>::sync(double now_ms) {
  std::vector<Outgoing> out;
  sync_into(out, now_ms, "");
  return out;
}

template <bg::HostedGame G>
void RemoteHostOf<G>::sync_into(std::vector<Outgoing>& out, double now_ms, const std::string& newcomer) {
  const MatchOf<G>* match = owner_.match();
  for (auto& [seat, f] : seats_) {
    if (f.peer.empty() || !match) continue;
    const bool to_move = match->state().current_player() == seat && !computer_plays(seat);
    sync_follower(out, f, seat, to_move && match->can_undo(), !computer_plays(seat) && owner_.can_take_back(seat));
  }
  // The spectators: the public view, nothing to undo or take back.
  if (match)
    for (auto& [peer, w] : watchers_) sync_follower(out, w, kWatcherSeat, false, false);
  send_seats(out, now_ms, newcomer);
}

template <bg::HostedGame G>
void RemoteHostOf<G>::sync_follower(std::vector<Outgoing>& out, Follower& f, int seat, bool can_undo, bool can_take_back) {
  const MatchOf<G>* match = owner_.match();
  // What changed since the page was last sent the table, from the game's revisions: nothing of
  // its past is looked at, so a sync costs the same at the end of a game as at its start.
  const int played = match->actions_played();
  const std::optional<int> kept = f.sent_revision ? match->kept_since(*f.sent_revision) : std::nullopt;
  const bool same = kept && *kept == played && f.sent_played == played && f.sent_can_undo == can_undo &&
                    f.sent_can_take_back == can_take_back;
  if (!same) {
    // The positions up to the first action that changed are the page's already (an undo or a
    // take-back changes only what comes after), the one after the last it was sent too: it is
    // sent the positions after them, each once. Without the game's revision, the whole game.
    const int first = kept ? std::min(std::min(*kept, f.sent_played) + 1, played) : 0;
    send_history(out, f, seat, first, can_undo, can_take_back);
    f.sent_revision = match->revision();
    f.sent_played = played;
    f.sent_can_undo = can_undo;
    f.sent_can_take_back = can_take_back;
  }
  if (match->state().is_terminal() && !f.sent_end) {
    out.push_back({f.peer, write(HostMessage(End{G::record_to_json(match->record(), &match->state())})), false});
    f.sent_end = true;
  }
  if (!match->state().is_terminal()) f.sent_end = false;  // an undo after the end (none today) would end it again
}

template <bg::HostedGame G>
Seats RemoteHostOf<G>::seats(double now_ms) const {
  Seats out;
  const MatchOf<G>* match = owner_.match();
  const int n = match ? static_cast<int>(match->record().seats.size()) : 0;
  for (int seat = 0; seat < n; ++seat) {
    SeatStatus s;
    if (const auto f = seats_.find(seat); f != seats_.end()) {
      s.occupant = Occupant::kFriend;
      s.joined = f->second.joined;
      s.connected = !f->second.peer.empty();
      s.away = !s.connected || now_ms - f->second.heard_ms >= limits_.away_after_ms;
      s.computer_plays = f->second.computer;
    } else {
      s.occupant = match->kind(seat) == SeatKind::kAi ? Occupant::kComputer : Occupant::kHere;
    }
    out.seats.push_back(s);
  }
  return out;
}

template <bg::HostedGame G>
void RemoteHostOf<G>::send_seats(std::vector<Outgoing>& out, double now_ms, const std::string& newcomer) {
  Seats now = seats(now_ms);
  const std::string text = write(HostMessage(now));
  if (sent_seats_ && *sent_seats_ == now) {
    // Nothing changed for the others; a friend who just joined has not heard it yet.
    if (!newcomer.empty()) out.push_back({newcomer, text, false});
    return;
  }
  for (const auto& [seat, f] : seats_)
    if (!f.peer.empty()) out.push_back({f.peer, text, false});
  for (const auto& [peer, w] : watchers_) out.push_back({peer, text, false});
  sent_seats_ = std::move(now);
}

template <bg::HostedGame G>
std::vector<Outgoing> RemoteHostOf<G>::new_game(double now_ms) {
  std::vector<Outgoing> out;
  const MatchOf<G>* match = owner_.match();
  if (!match) return out;
  for (auto& [seat, f] : seats_) {
    f.sent_revision.reset();
    f.sent_end = false;
    if (f.computer) owner_.let_computer_play(seat, true);  // the new game's session starts with none
    if (!f.peer.empty())
      out.push_back({f.peer,
                     welcome(*match, seat),
                     false});
  }
  for (auto& [peer, w] : watchers_) {
    w.sent_revision.reset();
    w.sent_end = false;
    out.push_back({peer,
                   welcome(*match, kWatcherSeat),
                   false});
  }
  sent_seats_.reset();  // everyone hears who sits where at the new game
  sync_into(out, now_ms, "");
  return out;
}

template <bg::HostedGame G>
bg::Status RemoteHostOf<G>::say(const ChatLine& line, double now_ms, std::vector<Outgoing>& out) {
  const MatchOf<G>* match = owner_.match();
  if (!match) return bg::Status::refuse(refusal::kRemoteNoGame);
  if (line.seat < 0 || line.seat >= static_cast<int>(match->setup().seats.size()) || !match->is_human(line.seat))
    return bg::Status::error("seat " + std::to_string(line.seat) + " is not played at this device");
  if (auto checked = check_chat_line(line); !checked.ok()) return checked;
  if (!here_chat_rate_[line.seat].allow(now_ms)) return ChatRate::refusal();
  relay(out, line);
  return {};
}

template <bg::HostedGame G>
void RemoteHostOf<G>::relay(std::vector<Outgoing>& out, const ChatLine& line) {
  chat_.add(line);
  const std::string text = write(HostMessage(line));
  for (const auto& [seat, f] : seats_)
    if (!f.peer.empty()) out.push_back({f.peer, text, false});
}

template <bg::HostedGame G>
void RemoteHostOf<G>::let_computer_play(int seat, bool computer) {
  const auto f = seats_.find(seat);
  if (f == seats_.end() || f->second.computer == computer) return;
  f->second.computer = computer;
  owner_.let_computer_play(seat, computer);
}

}  // namespace web::remote
