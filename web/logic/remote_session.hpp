// The page's session (session.hpp) as the owner of a game that friends play from their devices
// (remote_host.hpp): a friend's decision is played through SessionOf::play_all, as the person's
// at the device is, so the session stays the one owner of the game (autosave, events, the end).
// A friend's seat is a person's seat to the session (SeatKind::kHuman): it waits for it.
//
// Until SessionOf drives every seat through one port (docs/remote-play.md, "One seat port"),
// the computer standing in for an away friend is driven here, through the same AiPort and the
// same checks as SessionOf::tick's computer seats.
#pragma once

#include <cstdint>
#include <cstdio>
#include <set>
#include <vector>

#include "remote_host.hpp"
#include "session.hpp"

namespace web::remote {

template <bg::HostedGame G>
class SessionOwnerOf final : public GameOwnerOf<G> {
 public:
  using Action = typename G::Action;
  using Match = MatchOf<G>;

  SessionOwnerOf(SessionOf<G>& session, AiPort& ai) : session_(session), ai_(ai) {}

  const Match* match() const override { return session_.game() ? &*session_.game() : nullptr; }

  bg::Status play(int seat, const std::vector<Action>& actions, double now_ms) override {
    if (!match() || match()->state().current_player() != seat) return bg::Status::refuse(refusal::kRemoteNotYourTurn);
    return session_.play_all(actions, now_ms);
  }

  bool undo(int seat, int count) override {
    if (!match() || match()->state().current_player() != seat) return false;
    // All or none: tried on a copy first (MatchOf tells whether one more can be undone, not how many).
    Match trial = *match();
    for (int i = 0; i < count; ++i) {
      if (!trial.can_undo()) return false;
      trial.undo();
    }
    session_.game() = std::move(trial);
    return true;
  }

  bool can_take_back(int seat) const override { return match() && match()->can_take_back(seat); }
  bg::Status take_back(int seat) override {
    if (!match()) return bg::Status::refuse(refusal::kRemoteNoGame);
    return session_.game()->take_back(seat);
  }

  void let_computer_play(int seat, bool computer) override {
    if (computer) {
      computer_seats_.insert(seat);
    } else {
      computer_seats_.erase(seat);
      if (asked_for_ == seat) ai_.cancel(), asked_for_ = -1;
    }
  }

  // The computer's turn for a friend's seat it stands in for: asks the worker, then plays its
  // answer (or, when the answer is not legal, the first legal action: the game must not stall).
  // True when it played.
  bool tick(double now_ms) {
    const Match* m = match();
    if (!m || m->state().is_terminal()) return false;
    const int seat = m->state().current_player();
    if (!computer_seats_.count(seat)) return false;
    if (asked_for_ == seat) {
      const auto reply = ai_.take();
      if (!reply) return false;
      asked_for_ = -1;
      auto action = G::parse_action(split_explained(reply->action).action);
      if (!reply->error.empty() || !action.ok() || !m->state().check(action.value()).ok()) {
        std::fprintf(stderr, "AI answer for an away friend refused: %s %s\n", reply->action.c_str(), reply->error.c_str());
        return session_.play_all({m->state().legal_actions().front()}, now_ms).ok();
      }
      return session_.play_all({action.value()}, now_ms).ok();
    }
    if (ai_.busy()) return false;
    const int level = m->setup().seats[static_cast<std::size_t>(seat)].level;
    const auto seed = static_cast<std::uint32_t>(m->setup().seed * 7919u + static_cast<std::uint64_t>(m->actions_played()) * 104729u + 31u);
    ai_.request(G::view_to_json(G::view(m->state(), seat)), level, seed);
    asked_for_ = seat;
    return false;
  }

 private:
  SessionOf<G>& session_;
  AiPort& ai_;
  std::set<int> computer_seats_;
  int asked_for_ = -1;  // the seat whose decision the worker is thinking about
};

}  // namespace web::remote
