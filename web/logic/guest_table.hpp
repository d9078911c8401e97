// A friend's side of play between devices (docs/remote-play.md): the invitation from the link,
// the connection to the host through a RemotePort, and RemoteGuestOf (remote_guest.hpp), which
// checks what the host sends and writes what the player chooses. Strings only: who may do what
// is the host's, what the table shows is RemoteGuestOf::match(), drawn by the page like any game
// at the table.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "remote_guest.hpp"
#include "remote_invitation.hpp"
#include "remote_memory.hpp"
#include "remote_port.hpp"
#include "saved_games.hpp"

namespace web {

template <bg::HostedGame G>
class GuestTableOf {
 public:
  using Action = typename G::Action;

  // `device`: this browser's own id and what the host is shown of it. `store` keeps the
  // invitation texts that have served (remote_memory.hpp).
  GuestTableOf(remote::Invitation invitation, std::string language, std::uint64_t sample_seed, remote::RemotePort& port,
               KeyValueStore& store, std::pair<std::string, std::string> device)
      : port_(port), store_(store), invitation_(std::move(invitation)),
        guest_(invitation_.seat, invitation_.secret, std::move(language), sample_seed, std::move(device.first), std::move(device.second)) {
    if (invitation_.offer.empty()) {
      port_.join(invitation_.peer);
    } else if (store_.available() && remote::text_used(store_.get(remote::used_texts_key(G::kId)), invitation_.offer)) {
      text_used_ = true;  // it connected this page once: answering it again would reach nobody
    } else {
      port_.join_manual(invitation_.offer);  // carried by hand: the reply goes back the same way
    }
  }
  GuestTableOf(const GuestTableOf&) = delete;
  GuestTableOf& operator=(const GuestTableOf&) = delete;

  // What the bridge heard (page_remote_event); what the host's message did, if one came.
  std::optional<remote::Heard> on_event(const std::string& kind, const std::string& a) {
    if (kind == "guest-open") {
      connected_ = true;
      error_.clear();
      if (!invitation_.offer.empty() && store_.available()) {
        const std::string key = remote::used_texts_key(G::kId);
        store_.set(key, remote::with_text_used(store_.get(key), invitation_.offer));
      }
      port_.guest_send(guest_.features());  // what this page understands, then its seat
      port_.guest_send(guest_.join(take_over_));  // the first time and after every reconnection
      take_over_ = false;
    } else if (kind == "guest-message") {
      const remote::Heard heard = guest_.receive(a);
      if (heard == remote::Heard::kState || heard == remote::Heard::kRefused || heard == remote::Heard::kEnd) waiting_ = false;
      if (heard == remote::Heard::kRefused && guest_.must_join_again()) port_.guest_send(guest_.join());
      if (guest_.stopped() && connected_) {  // played elsewhere now, or a link refused for good
        port_.guest_close();
        connected_ = false;
      }
      if (heard == remote::Heard::kBad) std::printf("play between devices, a bad message from the host: %s\n", guest_.problem().reason().c_str());
      return heard;
    } else if (kind == "guest-closed") {
      connected_ = false;
      waiting_ = false;
    } else if (kind == "error") {
      error_ = a;
    } else if (kind == "manual-answer") {
      reply_ = a;
    } else if (kind == "online") {
      if (error_ == "no-network") error_.clear();
    }
    return std::nullopt;
  }

  // Keeps the seat counted as present (the host marks a friend silent for 15 s away); only while
  // this device holds the seat.
  void tick(double now_ms) {
    if (!connected_ || guest_.standing() != remote::Standing::kSeated || now_ms - pinged_at_ < 5000) return;
    pinged_at_ = now_ms;
    port_.guest_send(guest_.ping(static_cast<std::int64_t>(now_ms)));
  }

  // The player's decision, undo and take-back, sent to the host; the table waits for its answer.
  bool act(const std::vector<Action>& actions) {
    if (!ready_to_act()) return false;
    port_.guest_send(guest_.act(actions));
    waiting_ = true;
    return true;
  }
  bool undo(int count) {
    if (!ready_to_act() || !guest_.can_undo()) return false;
    port_.guest_send(guest_.undo(count));
    waiting_ = true;
    return true;
  }
  bool take_back() {
    if (!connected_ || waiting_ || !guest_.can_take_back()) return false;
    port_.guest_send(guest_.take_back());
    waiting_ = true;
    return true;
  }

  // A line of the table's chat from this seat: a reaction's key, or what the player typed (tidied:
  // remote_chat.hpp). Refused here, and nothing sent, when it is not one, when the page is not
  // seated at the table or when it comes too fast; the line shows once the host relays it back.
  bg::Status say(const std::string& reaction, const std::string& typed, double now_ms) {
    if (!can_chat()) return bg::Status::refuse(remote::refusal::kRemoteNotJoined);
    remote::ChatLine line{guest_.seat(), reaction, reaction.empty() ? remote::tidy_chat_text(typed) : std::string()};
    if (auto checked = remote::check_chat_line(line); !checked.ok()) return checked;
    if (!chat_rate_.allow(now_ms)) return remote::ChatRate::refusal();
    port_.guest_send(guest_.chat(std::move(line.reaction), std::move(line.text)));
    return {};
  }
  bool can_chat() const {
    return !guest_.watching() && connected_ && guest_.standing() == remote::Standing::kSeated && guest_.welcome().has_value();
  }
  const remote::ChatLog& chat() const { return guest_.chat_log(); }

  // The player asks to play the seat here, from the device that holds it (in use elsewhere, or
  // taken over from this page): joins again, taking it over.
  bool can_take_over() const {
    const auto standing = guest_.standing();
    return invitation_.offer.empty() && !guest_.watching() &&
           (standing == remote::Standing::kInUseElsewhere || standing == remote::Standing::kTakenOver);
  }
  void take_over() {
    if (!can_take_over()) return;
    if (connected_) {
      port_.guest_send(guest_.join(/*take_over=*/true));
      return;
    }
    take_over_ = true;  // asked on the new connection's open
    port_.join(invitation_.peer);
  }

  const remote::Invitation& invitation() const { return invitation_; }
  const remote::RemoteGuestOf<G>& guest() const { return guest_; }
  bool connected() const { return connected_; }
  // A decision is on its way to the host: nothing more is sent until it answers.
  bool waiting() const { return waiting_; }
  const std::string& error() const { return error_; }  // the transport's code ('' when none)
  // The link's invitation text has connected this page before: the host needs to make a new one.
  bool text_used() const { return text_used_; }
  // An invitation carried by hand: the text to send back to the host ('' until made).
  const std::string& reply() const { return reply_; }
  // The id under which the page keeps the game while it is shown: the same for every state.
  std::string table_id() const {
    return (guest_.watching() ? "watch:" + invitation_.peer : "friend:" + invitation_.peer + ":" + std::to_string(invitation_.seat));
  }

 private:
  bool ready_to_act() const { return connected_ && !waiting_ && guest_.to_move(); }

  remote::RemotePort& port_;
  KeyValueStore& store_;
  remote::Invitation invitation_;
  remote::RemoteGuestOf<G> guest_;
  bool text_used_ = false;
  bool connected_ = false;
  bool waiting_ = false;
  bool take_over_ = false;  // the next join takes the seat over
  std::string error_;
  std::string reply_;
  double pinged_at_ = -1e18;
  remote::ChatRate chat_rate_;  // this page's own pace: a line the host would refuse is not sent
};

}  // namespace web
