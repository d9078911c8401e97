// The host's side of play between devices (docs/remote-play.md, "What the shell does"): the
// game at the table (SessionOf) shared with friends through RemoteHostOf and SessionOwnerOf, the
// seats' secrets and invitation links, the text invitations without a broker, who is away and
// who plays for whom, and the strings carried to and from the browser through a RemotePort. No
// rule lives here (who may do what is RemoteHostOf's), and nothing here draws: the page's window
// (web/shell/table_remote_panel.hpp) shows what this holds.
#pragma once

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "remote_host.hpp"
#include "remote_invitation.hpp"
#include "remote_memory.hpp"
#include "remote_port.hpp"
#include "remote_secret.hpp"
#include "remote_session.hpp"
#include "saved_games.hpp"
#include "session.hpp"

namespace web {

// The transport's error codes that concern the whole table (its broker, the network), as opposed
// to one friend's connection: they stay said until the broker answers, rather than coming and
// going with each retry.
inline bool table_wide_error(const std::string& code) {
  return code == "no-network" || code == "broker-unreachable" || code == "broker-refused" || code == "unsupported" ||
         code == "id-taken";
}

template <bg::HostedGame G>
class RemoteTableOf {
 public:
  struct Invitation {
    int seat = 0;
    std::string secret;
    std::string link;                     // empty until the broker gave the host its id
    std::vector<std::vector<bool>> qr;    // the link's QR code, once the library is there
    // Without a broker: the link with the host's connection text, carried by hand, the connection
    // it belongs to, and the friend's reply as pasted here (a field's buffer).
    std::string by_hand_link;
    std::string by_hand_peer;
    bool by_hand_asked = false;
    std::vector<char> reply = std::vector<char>(remote::kMaxOfferChars + 1, '\0');
    // Why the pasted reply did not connect: "bad-text" (not a reply to this text) or "timeout"
    // (no connection came of it); '' when none or not tried.
    std::string by_hand_problem;
  };

  // What the host is asked to decide now: friends away and not waited for, seats the computer
  // plays for a friend who is back, and friends away who can be invited again with a text.
  struct Attention {
    std::vector<int> away, back, again;
    bool empty() const { return away.empty() && back.empty() && again.empty(); }
  };

  // Opens the host's peer; a friend's link is known once the broker answers (on_event). A table
  // resumed after a reload keeps its id and secrets (remote_memory.hpp), kept in `store`, so the
  // friends' pages find it again by themselves.
  // `host_default`: the host's SeatSetup::default_name, so each friend's page says it its own way.
  RemoteTableOf(SessionOf<G>& session, std::string host_name, std::string host_default, KeyValueStore& store,
                remote::RemotePort& port)
      : port_(port), session_(session), owner_(session), host_name_(std::move(host_name)), host_default_(std::move(host_default)), store_(store),
        memory_key_(remote::host_memory_key(G::kId, session.id())) {
    const MatchOf<G>& match = *session.game();
    const auto kept = store_.available() ? store_.get(memory_key_) : std::nullopt;
    if (kept) memory_ = remote::read_host_memory(*kept).value_or(remote::HostMemory{});
    std::vector<remote::FriendSeat> friends;
    for (int seat = 0; seat < static_cast<int>(match.setup().seats.size()); ++seat) {
      if (!match.is_friend(seat)) continue;
      std::string secret;
      for (const auto& s : memory_.seats)
        if (s.seat == seat) secret = s.secret;
      if (secret.empty()) secret = remote::make_seat_secret([this](std::uint8_t* b, std::size_t n) { port_.random_bytes(b, n); });
      friends.push_back({seat, secret});
      Invitation invitation;
      invitation.seat = seat;
      invitation.secret = secret;
      invitations_.push_back(std::move(invitation));
    }
    memory_.seats.clear();
    for (const auto& f : friends) memory_.seats.push_back({f.seat, f.secret});
    for (int seat = static_cast<int>(match.setup().seats.size()) - 1; seat >= 0; --seat)
      if (match.is_human(seat)) here_ = seat;
    host_ = std::make_unique<remote::RemoteHostOf<G>>(owner_, std::move(friends), host_name_);
    open_watching();
    port_.host_open(memory_.peer, memory_.token);
  }
  RemoteTableOf(const RemoteTableOf&) = delete;
  RemoteTableOf& operator=(const RemoteTableOf&) = delete;

  // What the bridge heard (page_remote_event). True when the screen should change.
  bool on_event(const std::string& kind, const std::string& a, const std::string& b, double now_ms) {
    if (kind == "host-ready") {
      peer_id_ = a;
      error_.clear();
      memory_.peer = a;
      memory_.token = b.empty() ? memory_.token : b;
      if (store_.available() && !memory_.token.empty()) store_.set(memory_key_, remote::write_host_memory(memory_));
      const int players = static_cast<int>(owner_.match()->setup().seats.size());
      for (Invitation& i : invitations_)
        i.link = remote::invitation_link(port_.page_address(), {std::string(G::kId), peer_id_, i.seat, players, host_name_, i.secret, "", host_default_});
      watch_link();
      make_qr_codes();
    } else if (kind == "message") {
      send(host_->receive(a, b, now_ms));
    } else if (kind == "peer-closed") {
      send(host_->disconnected(a, now_ms));
    } else if (kind == "manual-offer") {
      const auto newline = b.find('\n');
      for (Invitation& i : invitations_)
        if (std::to_string(i.seat) == a && newline != std::string::npos) {
          const int players = static_cast<int>(owner_.match()->setup().seats.size());
          remote::Invitation inv{std::string(G::kId), peer_id_.empty() ? "by-hand" : peer_id_, i.seat, players, host_name_, i.secret,
                                 b.substr(newline + 1), host_default_};
          i.by_hand_peer = b.substr(0, newline);
          i.by_hand_link = remote::invitation_link(port_.page_address(), inv);
        }
    } else if (kind == "qr-ready") {
      make_qr_codes();
    } else if (kind == "copied") {
      copied_ = a == "1";
    } else if (kind == "error") {
      on_error(a, b);
    } else if (kind == "peer-open") {
      // A friend came through the broker: it answers. One who came by a text says nothing of it.
      const bool by_hand = std::any_of(invitations_.begin(), invitations_.end(), [&](const Invitation& i) { return i.by_hand_peer == a; });
      if (!by_hand) error_.clear();
    } else if (kind == "online") {
      if (error_ == "no-network") error_.clear();
    }
    return true;
  }

  // After every change at the table and every second: the friends hear what changed.
  bool tick(double now_ms, int actions_played) {
    follow_seats(now_ms);
    if (actions_played == synced_actions_ && now_ms - synced_at_ < 1000) return false;
    // A finished game is not resumed: its table's id and secrets are forgotten.
    if (owner_.match() && owner_.match()->state().is_terminal() && store_.available()) store_.remove(memory_key_);
    synced_actions_ = actions_played;
    synced_at_ = now_ms;
    send(host_->sync(now_ms));
    const auto& refusals = host_->refusals();
    for (; logged_refusals_ < refusals.size(); ++logged_refusals_)
      std::printf("play between devices, refused: %s\n", refusals[logged_refusals_].c_str());
    if (logged_refusals_ > refusals.size()) logged_refusals_ = refusals.size();
    return true;
  }

  // Spectators (docs/remote-play.md, "Spectators"): the watch link, with its own secret (made
  // afresh for each page: not kept for a reload, so a spectator's link of before is refused in
  // words and the host gives the new one) and its QR code; how many watch; ending watching closes
  // every spectator's connection and drops the link until watching is opened again (a new secret).
  const Invitation& watch() const { return watch_; }
  int watchers() const { return host_->watchers(); }
  bool watching_open() const { return host_->watching_open(); }
  void end_watching() {
    send(host_->close_watching());
    watch_ = Invitation{};
    watch_.seat = remote::kWatcherSeat;
  }
  void open_watching() {
    if (host_->watching_open()) return;
    watch_ = Invitation{};
    watch_.seat = remote::kWatcherSeat;
    watch_.secret = remote::make_seat_secret([this](std::uint8_t* b, std::size_t n) { port_.random_bytes(b, n); });
    host_->open_watching(watch_.secret);
    watch_link();
    make_qr_codes();
  }

  remote::RemoteHostOf<G>& host() { return *host_; }
  const remote::RemoteHostOf<G>& host() const { return *host_; }
  const std::vector<Invitation>& invitations() const { return invitations_; }
  const std::string& peer_id() const { return peer_id_; }
  const std::string& error() const { return error_; }  // the transport's code ('' when none)
  bool copied() const { return copied_; }
  void forget_copied() { copied_ = false; }
  bool invitations_open() const { return invitations_open_; }
  void close_invitations() { invitations_open_ = false; }
  // A rematch (the session's game is a new one at the same table): the friends stay connected
  // and are sent it; a reload of the host's page resumes the new game at the same id, with the
  // same links.
  void rematch(double now_ms) {
    if (store_.available()) store_.remove(memory_key_);
    memory_key_ = remote::host_memory_key(G::kId, session_.id());
    if (store_.available() && !memory_.token.empty()) store_.set(memory_key_, remote::write_host_memory(memory_));
    synced_actions_ = -1;
    send(host_->new_game(now_ms));
  }
  // A line of the table's chat from the person here (the first seat played at this device, whose
  // name the friends know as the host's): a reaction's key, or what was typed (tidied:
  // remote_chat.hpp), sent to every friend. A refusal (not a line, too fast) sends nothing.
  bg::Status say(const std::string& reaction, const std::string& typed, double now_ms) {
    std::vector<remote::Outgoing> out;
    const bg::Status said = host_->say({here_, reaction, reaction.empty() ? remote::tidy_chat_text(typed) : std::string()}, now_ms, out);
    send(out);
    return said;
  }
  const remote::ChatLog& chat() const { return host_->chat(); }
  int here() const { return here_; }

  // Start now: the computer plays each friend's seat nobody has joined yet.
  void start_now(double now_ms) {
    const remote::Seats seats = host_->seats(now_ms);
    for (const Invitation& i : invitations_)
      if (i.seat < static_cast<int>(seats.seats.size()) && !seats.seats[static_cast<std::size_t>(i.seat)].joined)
        host_->let_computer_play(i.seat, true);
    invitations_open_ = false;
    send(host_->sync(now_ms));
  }
  // Without a broker: the connection text for a friend's seat, then the friend's reply.
  void offer_by_hand(Invitation& i) {
    if (i.by_hand_asked) return;
    i.by_hand_asked = true;
    port_.manual_offer(i.seat);
  }
  // A friend back at the table: the text that connected it served, and a later one is made anew.
  void forget_text_invitation(Invitation& i) {
    if (!i.by_hand_asked) return;
    i.by_hand_link.clear();
    i.by_hand_peer.clear();
    i.by_hand_asked = false;
    i.by_hand_problem.clear();
    std::fill(i.reply.begin(), i.reply.end(), '\0');
  }
  void accept_reply(Invitation& i) {
    if (i.by_hand_peer.empty()) return;
    if (!i.reply[0]) {
      i.by_hand_problem = "bad-text";  // nothing pasted
      return;
    }
    i.by_hand_problem.clear();
    accepting_ = i.by_hand_peer;
    port_.manual_accept(i.by_hand_peer, i.reply.data());
  }
  // The friends' seats nobody has joined yet, while the table waits for them.
  std::vector<int> seats_to_join(double now_ms) const {
    std::vector<int> out;
    if (!invitations_open_) return out;
    const remote::Seats seats = host_->seats(now_ms);
    for (const Invitation& i : invitations_)
      if (!status(seats, i.seat).joined && !status(seats, i.seat).computer_plays) out.push_back(i.seat);
    return out;
  }
  Invitation* invitation_of(int seat) {
    for (Invitation& i : invitations_)
      if (i.seat == seat) return &i;
    return nullptr;
  }
  Attention attention(double now_ms) const {
    Attention out;
    if (!owner_.match() || owner_.match()->state().is_terminal()) return out;
    const remote::Seats seats = host_->seats(now_ms);
    for (const Invitation& i : invitations_) {
      const remote::SeatStatus st = status(seats, i.seat);
      if (st.joined && st.away && !st.computer_plays && !waiting_for(i.seat)) out.away.push_back(i.seat);
      if (st.joined && st.computer_plays) out.back.push_back(i.seat);
      if (st.joined && st.away && !invitations_open_) out.again.push_back(i.seat);
    }
    return out;
  }
  std::vector<Invitation>& invitations() { return invitations_; }
  void let_computer_play(int seat, bool computer, double now_ms) {
    host_->let_computer_play(seat, computer);
    send(host_->sync(now_ms));
  }
  // "Wait": the host chose to wait for an away friend; asked again when the friend comes and goes.
  bool waiting_for(int seat) const { return waited_ & (1u << seat); }
  void wait_for(int seat, bool wait) { waited_ = wait ? waited_ | (1u << seat) : waited_ & ~(1u << seat); }

 private:
  static remote::SeatStatus status(const remote::Seats& seats, int seat) {
    return seat < static_cast<int>(seats.seats.size()) ? seats.seats[static_cast<std::size_t>(seat)] : remote::SeatStatus{};
  }
  // Every frame: the invitations close once every friend's seat is played; "Wait" is asked again
  // when a friend comes and goes; a friend back at the table forgets the text that served.
  void follow_seats(double now_ms) {
    const remote::Seats seats = host_->seats(now_ms);
    bool everyone_seated = true;
    for (Invitation& i : invitations_) {
      const remote::SeatStatus st = status(seats, i.seat);
      everyone_seated = everyone_seated && (st.joined || st.computer_plays);
      if (!st.away) wait_for(i.seat, false);
      if (st.joined && !st.away) forget_text_invitation(i);
    }
    if (everyone_seated) invitations_open_ = false;
  }
  void on_error(const std::string& code, const std::string& detail) {
    if (table_wide_error(code)) {
      error_ = code;
      return;
    }
    if (code == "offer-failed") {  // the text for seat `detail` could not be made: asked again by the button
      for (Invitation& i : invitations_)
        if (std::to_string(i.seat) == detail && i.by_hand_link.empty()) i.by_hand_asked = false, i.by_hand_problem = code;
      return;
    }
    bool by_hand = false;  // a pasted reply's (the one being accepted, or the text's peer named)
    if (code == "bad-text" || code == "timeout")
      for (Invitation& i : invitations_)
        if (!i.by_hand_peer.empty() && (i.by_hand_peer == detail || (code == "bad-text" && i.by_hand_peer == accepting_))) {
          if (code == "timeout") forget_text_invitation(i);  // that text is spent: a new one is offered
          i.by_hand_problem = code;
          by_hand = true;
        }
    if (code == "timeout" && !by_hand) error_ = code;  // a friend's link that could not connect: the help on TURN
  }
  void send(const std::vector<remote::Outgoing>& out) {
    for (const remote::Outgoing& o : out) {
      if (!o.text.empty()) port_.send(o.peer, o.text);
      if (o.close) port_.disconnect(o.peer);
    }
  }
  void make_qr_codes() {
    for (Invitation& i : invitations_)
      if (!i.link.empty() && i.qr.empty()) i.qr = port_.qr(i.link);
    if (!watch_.link.empty() && watch_.qr.empty()) watch_.qr = port_.qr(watch_.link);
  }
  // The watch link, once the broker gave the host its id and while watching is open.
  void watch_link() {
    if (peer_id_.empty() || watch_.secret.empty()) return;
    const int players = static_cast<int>(owner_.match()->setup().seats.size());
    watch_.link = remote::invitation_link(port_.page_address(), {std::string(G::kId), peer_id_, remote::kWatcherSeat, players,
                                                                 host_name_, watch_.secret, "", host_default_});
  }

  remote::RemotePort& port_;
  SessionOf<G>& session_;
  remote::SessionOwnerOf<G> owner_;
  std::unique_ptr<remote::RemoteHostOf<G>> host_;
  std::string host_name_;
  std::string host_default_;
  KeyValueStore& store_;
  std::string memory_key_;
  remote::HostMemory memory_;
  std::vector<Invitation> invitations_;
  Invitation watch_;  // the watch link's (seat kWatcherSeat); no secret: watching ended
  std::string peer_id_;
  std::string error_;     // a table-wide transport error, until the broker answers
  std::string accepting_; // the text connection whose reply was last pasted
  bool copied_ = false;
  bool invitations_open_ = true;
  unsigned waited_ = 0;
  int here_ = 0;  // the seat whose lines the person here sends
  int synced_actions_ = -1;
  double synced_at_ = -1e18;
  std::size_t logged_refusals_ = 0;
};

}  // namespace web
