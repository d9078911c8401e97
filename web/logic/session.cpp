#include "session.hpp"

#include <cstdio>

#include "arkadia/notation.hpp"
#include "embed_protocol.hpp"

namespace web {

using arkadia::Action;
using arkadia::State;

bg::Status Session::start(const MatchSetup& setup) {
  auto match = Match::start(setup);
  if (!match.ok()) return match.status();
  adopt(std::move(match.value()), "");
  return {};
}

void Session::adopt(Match match, std::string id) {
  ai_.cancel();
  game_ = std::move(match);
  id_ = id.empty() ? new_game_id(clock_.wall_ms(), game_->setup().seed) : std::move(id);
  ai_decisions_ = 0;
  next_ai_at_ = 0;
  viewer_ = pass_to_ = -1;
  const int humans = game_->human_seats();
  const int first = game_->state().current_player();
  if (humans == 1) {
    for (int p = 0; p < game_->state().num_players(); ++p)
      if (game_->is_human(p)) viewer_ = p;
  } else if (humans >= 2 && first >= 0 && game_->is_human(first)) {
    pass_to_ = first;
  }
  autosave();
}

void Session::confirm_pass() {
  if (pass_to_ < 0) return;
  viewer_ = pass_to_;
  pass_to_ = -1;
}

bool Session::human_to_move() const {
  return game_ && !game_->state().is_terminal() && game_->is_human(game_->state().current_player()) && pass_to_ < 0;
}

bg::Status Session::play_all(const std::vector<Action>& actions, double now_ms) {
  if (!game_) return bg::Status::error("no game");
  State trial = game_->state();
  for (const Action& a : actions)
    if (auto why = trial.apply(a); !why.ok()) return why;
  const int before = game_->actions_played();
  for (const Action& a : actions) (void)game_->play(a);
  after_change(before, now_ms);
  return {};
}

void Session::after_change(int actions_before, double now_ms) {
  const int mover =
      actions_before < game_->actions_played() ? game_->position(actions_before).current_player() : -1;
  next_ai_at_ = now_ms + ai_delay_ms_;
  autosave();
  for (int i = actions_before; i < game_->actions_played(); ++i)
    post_(move_event(i + 1, game_->position(i).current_player(), game_->position(i).turn_number(),
                     arkadia::to_text(game_->record().actions[static_cast<std::size_t>(i)])));
  const State& s = game_->state();
  if (s.is_terminal()) {
    post_(game_over_event(s));
    return;
  }
  const int next = s.current_player();
  if (mover >= 0 && next != mover && game_->human_seats() >= 2) {
    // Hot-seat: hide every hand until the next person at the device says it is them.
    viewer_ = -1;
    if (game_->is_human(next)) pass_to_ = next;
  }
}

bool Session::undo() {
  if (!game_ || !game_->can_undo()) return false;
  game_->undo();
  autosave();
  post_position();
  return true;
}

bool Session::take_back() {
  if (!game_ || viewer_ < 0 || !game_->can_take_back(viewer_)) return false;
  ai_.cancel();
  (void)game_->take_back(viewer_);
  autosave();
  post_position();
  return true;
}

AiStep Session::tick(double now_ms) {
  if (!game_) return AiStep::kNone;
  const State& s = game_->state();
  if (s.is_terminal()) return AiStep::kNone;
  const int seat = s.current_player();
  if (game_->is_human(seat)) return AiStep::kNone;
  if (auto reply = ai_.take()) {
    auto action = arkadia::parse_action(reply->action);
    if (!reply->error.empty() || !action.ok() || !s.check(action.value()).ok()) {
      // A wrong answer must not stall the game: play the first legal action instead.
      std::fprintf(stderr, "AI answer refused: %s %s\n", reply->action.c_str(), reply->error.c_str());
      (void)play_all({s.legal_actions().front()}, now_ms);
      return AiStep::kFallback;
    }
    (void)play_all({action.value()}, now_ms);
    return AiStep::kPlayed;
  }
  if (!ai_.busy() && now_ms >= next_ai_at_) {
    const int level = game_->setup().seats[static_cast<std::size_t>(seat)].level;
    const auto seed = static_cast<std::uint32_t>(game_->setup().seed * 7919u +
                                                 static_cast<std::uint64_t>(game_->actions_played()) * 104729u);
    ai_.request(arkadia::SeatView::of(s, seat), level, seed);
    ++ai_decisions_;
    return AiStep::kRequested;
  }
  return AiStep::kNone;
}

void Session::autosave() {
  if (game_) autosave_failed_ = !saves_.save(id_, *game_, clock_.wall_ms());
}

void Session::post_position() {
  post_(move_event(game_->actions_played(), game_->state().current_player(), game_->state().turn_number(), ""));
}

}  // namespace web
