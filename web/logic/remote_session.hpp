// The page's session (session.hpp) as the owner of a game that friends play from their devices
// (remote_host.hpp), and the friends' seat port: a friend's decision, checked by the host, is
// handed to SessionOf::tick through this port and played there like the computer's, so the
// session stays the one owner of the game (autosave, events, the end). The computer standing in
// for an away friend, and a friend's undo and take-back, are the session's too.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "remote_host.hpp"
#include "remote_refusals.hpp"
#include "session.hpp"

namespace web::remote {

template <bg::HostedGame G>
class SessionOwnerOf final : public GameOwnerOf<G>, public SeatPort {
 public:
  using Action = typename G::Action;
  using Match = MatchOf<G>;

  explicit SessionOwnerOf(SessionOf<G>& session) : session_(session) { session_.set_friend_port(this); }
  ~SessionOwnerOf() override { session_.set_friend_port(nullptr); }
  SessionOwnerOf(const SessionOwnerOf&) = delete;
  SessionOwnerOf& operator=(const SessionOwnerOf&) = delete;

  // GameOwnerOf: what the host asks of the game.
  const Match* match() const override { return session_.game() ? &*session_.game() : nullptr; }

  // The decision waits in this port and the session's tick plays it at once, or refuses it (refused()).
  bg::Status play(int seat, const std::vector<Action>& actions, double now_ms) override {
    if (!match() || match()->state().current_player() != seat || !match()->is_friend(seat))
      return bg::Status::refuse(refusal::kRemoteNotYourTurn);
    SeatAnswer answer{seat, {}, {}};
    for (const Action& a : actions) answer.actions.push_back(G::action_text(a));
    waiting_ = std::move(answer);
    refusal_.reset();
    const int before = match()->actions_played();
    (void)session_.tick(now_ms);
    waiting_.reset();  // taken, or a refusal below
    if (refusal_) return *std::exchange(refusal_, std::nullopt);
    if (match()->actions_played() == before) return bg::Status::refuse(refusal::kRemoteNotYourTurn);
    return {};
  }
  bool undo(int seat, int count) override { return session_.undo_for(seat, count); }
  bool can_take_back(int seat) const override { return match() && match()->can_take_back(seat); }
  bg::Status take_back(int seat) override { return session_.take_back_for(seat); }
  void let_computer_play(int seat, bool computer) override { session_.set_stand_in(seat, computer); }

  // SeatPort: a friend answers from its page; nothing to ask, nothing in flight.
  void ask(int, const std::string&, int, std::uint32_t) override {}
  bool busy() const override { return false; }
  std::optional<SeatAnswer> take() override { return std::exchange(waiting_, std::nullopt); }
  void cancel() override { waiting_.reset(); }
  OnRefusal refused(int, const bg::Status& why) override {
    refusal_ = why;
    return OnRefusal::kWait;
  }

 private:
  SessionOf<G>& session_;
  std::optional<SeatAnswer> waiting_;
  std::optional<bg::Status> refusal_;
};

}  // namespace web::remote
