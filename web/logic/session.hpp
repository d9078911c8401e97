// One game on the page, without a screen: starting, resuming, the AI seats' turns through a
// worker (and what happens when one answers wrong), hot-seat (whose hand shows, who must
// confirm before it does), playing a whole turn at once or not at all, undo and take-back,
// autosave, and the events the embedding page hears. The page's App draws it and feeds it
// input; the tests drive it natively with a fake worker and a clock of their own.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "bg/game.hpp"
#include "bg/lesson.hpp"
#include "bg/status.hpp"
#include "embed_protocol.hpp"
#include "match.hpp"
#include "game_review.hpp"
#include "saved_games.hpp"
#include "seat_port.hpp"

namespace web {

struct AiReply {
  int id = 0;
  std::string action;  // notation; empty on error. An explained answer (a hint) is a whole decision, its actions separated by ";", then "\t" and its gain (split_explained).
  std::string error;
};

// The mover's final margin after a hinted decision, as a range (ai/margin_range.hpp).
struct MarginRange {
  double low = 0, high = 0;
};

// An explained answer ("banner;sell O 3\t3.25\t-4.0:12.5"): the decision's notation, what the AI
// estimates it is worth to the mover (gold or points) and the range of the mover's final margin
// after it; no gain (or no range) when the text has none readable. An older worker sends no range.
struct ExplainedAnswer {
  std::string action;
  std::optional<double> gain;
  std::optional<MarginRange> range;
};
namespace explained_detail {
// The whole of `text` as a finite number, or nothing.
inline std::optional<double> number(const std::string& text) {
  char* end = nullptr;
  const double x = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(x)) return std::nullopt;
  return x;
}
}  // namespace explained_detail
inline ExplainedAnswer split_explained(const std::string& answer) {
  const auto tab = answer.find('\t');
  if (tab == std::string::npos) return {answer, std::nullopt, std::nullopt};
  const auto second = answer.find('\t', tab + 1);
  ExplainedAnswer out{answer.substr(0, tab), explained_detail::number(answer.substr(tab + 1, second - tab - 1)),
                      std::nullopt};
  if (!out.gain || second == std::string::npos) return out;
  const std::string range = answer.substr(second + 1);
  const auto colon = range.find(':');
  if (colon == std::string::npos) return out;
  const auto low = explained_detail::number(range.substr(0, colon)), high = explained_detail::number(range.substr(colon + 1));
  if (low && high && *low <= *high) out.range = MarginRange{*low, *high};
  return out;
}

// The page's end of the AI worker: one request in flight at a time.
class AiPort {
 public:
  virtual ~AiPort() = default;
  // Sends the seat's view (never the full state), as the game's view JSON. `explain`: a hint,
  // whose answer says what the move is worth (AiReply).
  virtual void request(const std::string& view_json, int level, std::uint32_t seed, bool explain = false) = 0;
  // Asks for the review of a person's decision after the game: the view before it and the
  // person's next actions in notation, ";"-separated (web/logic/game_review.hpp).
  virtual void review(const std::string& view_json, const std::string& played, int level, std::uint32_t seed) = 0;
  virtual bool busy() const = 0;
  // The answer to the current request, once it has arrived.
  virtual std::optional<AiReply> take() = 0;
  // Forget the request in flight (a new game started, a move was taken back).
  virtual void cancel() = 0;
};

// The worker as a seat's port (seat_port.hpp): the computer's seats, and a friend's seat while the
// computer stands in for it. Hints and the review share the worker, one request at a time.
class ComputerPort final : public SeatPort {
 public:
  explicit ComputerPort(AiPort& ai) : ai_(ai) {}
  void ask(int seat, const std::string& view_json, int level, std::uint32_t seed) override {
    seat_ = seat;
    ai_.request(view_json, level, seed);
  }
  bool busy() const override { return ai_.busy(); }
  std::optional<SeatAnswer> take() override {
    auto reply = ai_.take();
    if (!reply) return std::nullopt;
    // The text is kept whole when unreadable, for the log of the refusal.
    const ExplainedAnswer answer = split_explained(reply->action);
    return SeatAnswer{seat_, {answer.action}, reply->error};
  }
  void cancel() override { ai_.cancel(); }
  OnRefusal refused(int, const bg::Status&) override { return OnRefusal::kPlayFirstLegal; }

 private:
  AiPort& ai_;
  int seat_ = -1;
};

// What a tick of the AI did.
enum class AiStep {
  kNone,       // nothing to do, or waiting
  kRequested,  // asked the worker
  kPlayed,     // played the worker's answer (or a friend's, through its port)
  kFallback,   // the answer was not legal: played the first legal action instead
  kHint,       // a hint arrived for the person to move
  kOutlook,    // an outlook (request_outlook) arrived, or came without one
  kReview,     // the review after the game moved on (asked, answered or finished)
};

// The level whose choice a hint shows (Hard).
inline constexpr int kHintLevel = 2;
// An outlook's level: the decision is played out whatever the level; the level proposes the
// alternative it is compared with. Hard, as the review after the game: its watchdog budget (20 s,
// web/ai_bridge.js) leaves room for the play-outs on a slow or busy device, where Normal's 10 s
// could see the worker restarted.
inline constexpr int kOutlookLevel = kHintLevel;

template <bg::HostedGame G>
class SessionOf {
 public:
  using Match = MatchOf<G>;
  using MatchSetup = MatchSetupOf<G>;
  using Action = typename G::Action;
  using State = typename G::State;

  struct Clock {
    std::function<double()> wall_ms;  // for saved games' ids and times
  };

  SessionOf(SavedGamesOf<G>& saves, AiPort& ai, Clock clock, std::function<void(const std::string&)> post_event)
      : saves_(saves), ai_(ai), computer_(ai), clock_(std::move(clock)), post_(std::move(post_event)) {}

  // A new game from a complete setup (its seed chosen).
  bg::Status start(const MatchSetup& setup);
  // Makes `match` the game at the table, stored under `id` (a new one when empty).
  // `saved`: false for a game that is not the player's (a lesson): never stored, never resumed.
  void adopt(Match match, std::string id, bool saved = true);
  void close() { ai_.cancel(), game_.reset(), review_.reset(), reviewing_ = false, stand_ins_.clear(); }

  bool active() const { return game_.has_value(); }
  std::optional<Match>& game() { return game_; }
  const std::optional<Match>& game() const { return game_; }
  const std::string& id() const { return id_; }

  // Hot-seat: the seat whose hand shows (-1: none), and the seat that must say it is at the
  // device before its hand shows (-1: none).
  int viewer() const { return viewer_; }
  int pass_to() const { return pass_to_; }
  void confirm_pass();
  // A person is to move and may (nobody must confirm first).
  bool human_to_move() const;

  // Plays a whole decision of the seat to move: every action or, when one is refused, none.
  bg::Status play_all(const std::vector<Action>& actions, double now_ms);
  // Back by one of the page's steps (MatchOf::undo).
  bool undo(const typename Match::StepRule& continues = {});
  bool take_back();

  // The turns of every seat not played at this device, through its port: the computer's (asks the
  // worker at `now_ms` once the delay since the last move has passed) and friends' (the port set
  // by set_friend_port), the answer played whole when it comes.
  AiStep tick(double now_ms);
  // Where friends' decisions come from (remote_session.hpp); none: their seats wait.
  void set_friend_port(SeatPort* port) { friends_ = port; }
  // The computer plays a friend's seat (away, or not there yet) until given back.
  void set_stand_in(int seat, bool computer);
  bool stands_in(int seat) const { return stand_ins_.count(seat) > 0; }

  // A friend's undo of the last `count` actions of its turn in progress, all or none, and its
  // take-back: as the page's own, with autosave and the embedding page's event.
  bool undo_for(int seat, int count);
  bg::Status take_back_for(int seat);
  void set_ai_delay(double ms) { ai_delay_ms_ = ms; }
  int ai_decisions() const { return ai_decisions_; }

  // Only computers are left to play: every person's seat has left play (an ArkantiS pass), at a
  // table of this device's people and computers (a friend's page is not asked), the game going on.
  bool only_computers_left() const;
  // Skip to the end: the computers play the rest without the pause between their moves (the
  // same decisions, from the same seeds: only the waiting goes). False when only_computers_left()
  // is not so. A take-back, an undo or another game ends it.
  bool skip_to_end();
  // Skipping now (the game not over yet).
  bool skipping() const { return skipped_from_ >= 0 && game_ && !game_->state().is_terminal(); }
  // The actions played when the player skipped to the end of this game; -1 when not skipped.
  int skipped_from() const { return skipped_from_; }

  // A hint: the worker is asked what Hard would decide for the person to move (the coach's whole
  // decision: ai/GAME/advisor.hpp); it is shown, never played, and counted for the seat
  // (Match::count_hint). False when no person is to move or the worker is busy.
  bool request_hint();

  // The review after the game (game_review.hpp): each person's decision put to the worker at Hard,
  // one at a time, by tick(). Starts on a finished game with a person in it; false otherwise or
  // while one runs. A new game, or cancel_review(), drops it.
  bool start_review();
  void cancel_review();
  bool reviewing() const { return reviewing_; }
  const std::optional<ReviewOf<G>>& review() const { return review_; }
  // The person at the device is to move and the worker is free.
  bool can_request_hint() const {
    return human_to_move() && !ai_.busy() && viewer_ >= 0 && game_->state().current_player() == viewer_;
  }
  bool hint_pending() const { return hint_pending_; }
  // The hint's step for the position on the table, if one came for it: its first action, then,
  // while the person plays the hinted decision step by step, the next one.
  std::optional<Action> hint() const {
    const auto step = hint_step();
    return step ? std::optional<Action>(hint_decision_[*step]) : std::nullopt;
  }
  // What is left of the hinted decision from the position on the table: hint() and the steps
  // after it; empty when there is no hint for this position.
  std::vector<Action> hint_rest() const {
    const auto step = hint_step();
    if (!step) return {};
    return {hint_decision_.begin() + static_cast<std::ptrdiff_t>(*step), hint_decision_.end()};
  }
  // What the hinted decision is worth to the person to move, as the AI estimates it (gold in
  // Arkadia, points in ArkantiS); none when the worker said nothing of it.
  std::optional<double> hint_gain() const { return hint() ? hint_gain_ : std::nullopt; }
  // The person's final margin after the hinted decision, as a range that holds the real one about
  // 8 times in 10 (ai/margin_range.hpp); none when the worker said nothing of it.
  std::optional<MarginRange> hint_range() const { return hint() ? hint_range_ : std::nullopt; }

  // What a decision of the person to move would bring if played out to the end (an ArkantiS pass:
  // the others play on alone): the worker's review of `decision` (notation, ";"-separated) from
  // the person's view, at kOutlookLevel (it plays the decision out; the level only proposes the
  // alternative). False when no person is to move or the worker is busy.
  bool request_outlook(const std::string& decision);
  bool outlook_pending() const { return outlook_pending_; }
  struct Outlook {
    std::string decision;
    std::vector<double> final_scores;  // each seat's mean final score after it
    // Each seat's final score as the calibrated range (about 8 times in 10 the outcome falls in
    // it); empty when the worker gave none.
    std::vector<std::pair<double, double>> final_ranges;
    double loss = 0;                   // against the worker's own choice, in the game's unit
  };
  // The outlook asked for at this position, once it came; none when the game did not play the
  // decision out.
  const std::optional<Outlook>& outlook() const { return outlook_; }

  bool autosave_failed() const { return autosave_failed_; }
  void set_autosave_failed() { autosave_failed_ = true; }

 private:
  void after_change(int actions_before, double now_ms);
  // Who answers for the seat: nullptr for a person at this device.
  SeatPort* port_for(int seat);
  AiStep play_answer(SeatPort& port, int seat, const SeatAnswer& answer, double now_ms);
  void changed() { asked_ = false; }
  // The hinted decision's step for the position on the table, while it is legal there.
  std::optional<std::size_t> hint_step() const {
    if (!game_) return std::nullopt;
    const int step = game_->actions_played() - hint_at_;
    if (step < 0 || step >= static_cast<int>(hint_decision_.size())) return std::nullopt;
    const auto i = static_cast<std::size_t>(step);
    if (!game_->state().check(hint_decision_[i]).ok()) return std::nullopt;
    return i;
  }
  // A hint or an outlook belongs to the position it was asked at; one on its way is cancelled.
  void forget_advice();
  // The worker's seed for a decision at this position, or at the position before action `at`
  // (a review); `salt` tells a hint from a move.
  std::uint32_t decision_seed(std::uint32_t salt, int at = -1) const {
    const int position = at >= 0 ? at : game_->actions_played();
    return static_cast<std::uint32_t>(game_->setup().seed * 7919u + static_cast<std::uint64_t>(position) * 104729u + salt);
  }
  void autosave();
  void post_position();

  SavedGamesOf<G>& saves_;
  AiPort& ai_;
  ComputerPort computer_;
  SeatPort* friends_ = nullptr;
  std::set<int> stand_ins_;
  bool asked_ = false;  // the seat to move was asked at this position
  Clock clock_;
  std::function<void(const std::string&)> post_;
  std::optional<Match> game_;
  std::string id_;
  int viewer_ = -1;
  int pass_to_ = -1;
  double next_ai_at_ = 0;
  double ai_delay_ms_ = 0;
  int ai_decisions_ = 0;
  int skipped_from_ = -1;  // skip_to_end()
  bool autosave_failed_ = false;
  bool saved_ = true;  // the game at the table is stored (adopt)
  bool hint_pending_ = false;
  std::vector<Action> hint_decision_;  // the hinted decision, from the position hint_at_
  std::optional<double> hint_gain_;
  std::optional<MarginRange> hint_range_;
  std::optional<ReviewOf<G>> review_;
  bool reviewing_ = false;
  int hint_at_ = -1;  // actions played when the hint was asked for
  bool outlook_pending_ = false;
  std::string outlook_decision_;
  std::optional<Outlook> outlook_;
};

// ---- Implementation ----



template <bg::HostedGame G>
bg::Status SessionOf<G>::start(const MatchSetup& setup) {
  auto match = Match::start(setup);
  if (!match.ok()) return match.status();
  adopt(std::move(match.value()), "");
  return {};
}

template <bg::HostedGame G>
void SessionOf<G>::adopt(Match match, std::string id, bool saved) {
  saved_ = saved;
  ai_.cancel();
  forget_advice();
  cancel_review();
  review_.reset();
  game_ = std::move(match);
  stand_ins_.clear();
  changed();
  id_ = id.empty() ? new_game_id(clock_.wall_ms(), game_->setup().seed) : std::move(id);
  ai_decisions_ = 0;
  skipped_from_ = -1;
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

template <bg::HostedGame G>
void SessionOf<G>::confirm_pass() {
  if (pass_to_ < 0) return;
  viewer_ = pass_to_;
  pass_to_ = -1;
}

template <bg::HostedGame G>
bool SessionOf<G>::human_to_move() const {
  return game_ && !game_->state().is_terminal() && game_->is_human(game_->state().current_player()) && pass_to_ < 0;
}

template <bg::HostedGame G>
bg::Status SessionOf<G>::play_all(const std::vector<Action>& actions, double now_ms) {
  if (!game_) return bg::Status::error("no game");
  State trial = game_->state();
  for (const Action& a : actions)
    if (auto why = trial.apply(a); !why.ok()) return why;
  const int before = game_->actions_played();
  // Steps of the hinted decision keep the rest of it shown; anything else ends it.
  const std::vector<Action> hinted = hint_rest();
  const bool follows_hint = !hint_pending_ && actions.size() <= hinted.size() &&
                            std::equal(actions.begin(), actions.end(), hinted.begin());
  std::vector<Action> kept_decision = follows_hint ? hint_decision_ : std::vector<Action>{};
  const std::optional<double> kept_gain = hint_gain_;
  const std::optional<MarginRange> kept_range = hint_range_;
  forget_advice();  // a hint still on its way would otherwise be taken for the next AI's move
  if (follows_hint) {
    hint_decision_ = std::move(kept_decision);
    hint_gain_ = kept_gain;
    hint_range_ = kept_range;
  }
  for (const Action& a : actions) (void)game_->play(a);
  after_change(before, now_ms);
  return {};
}

template <bg::HostedGame G>
void SessionOf<G>::after_change(int actions_before, double now_ms) {
  const int mover =
      actions_before < game_->actions_played() ? game_->position(actions_before).current_player() : -1;
  next_ai_at_ = now_ms + (skipped_from_ >= 0 ? 0 : ai_delay_ms_);
  changed();
  autosave();
  for (int i = actions_before; i < game_->actions_played(); ++i)
    post_(move_event(i + 1, game_->position(i).current_player(), game_->position(i).turn_number(),
                     G::action_text(game_->record().actions[static_cast<std::size_t>(i)])));
  const State& s = game_->state();
  if (s.is_terminal()) {
    post_(game_over_event<G>(s));
    return;
  }
  const int next = s.current_player();
  if (mover >= 0 && next != mover && game_->human_seats() >= 2) {
    // Hot-seat: hide every hand until the next person at the device says it is them.
    viewer_ = -1;
    if (game_->is_human(next)) pass_to_ = next;
  }
}

template <bg::HostedGame G>
bool SessionOf<G>::undo(const typename Match::StepRule& continues) {
  // Only the person to move undoes, and only their own turn's actions (an AI's turn in progress
  // after a reload is not theirs).
  if (!game_ || !game_->can_undo() || !human_to_move()) return false;
  forget_advice();
  game_->undo(continues);
  skipped_from_ = -1;
  changed();
  autosave();
  post_position();
  return true;
}

template <bg::HostedGame G>
bool SessionOf<G>::take_back() {
  if (!game_ || viewer_ < 0 || !game_->can_take_back(viewer_)) return false;
  ai_.cancel();
  forget_advice();
  (void)game_->take_back(viewer_);
  skipped_from_ = -1;
  changed();
  autosave();
  post_position();
  return true;
}

template <bg::HostedGame G>
void SessionOf<G>::set_stand_in(int seat, bool computer) {
  if (computer == stands_in(seat)) return;
  if (computer) stand_ins_.insert(seat);
  else stand_ins_.erase(seat);
  // The other port answers for the seat from now on: the question in flight goes unanswered.
  if (game_ && !game_->state().is_terminal() && game_->state().current_player() == seat) {
    SeatPort* before = computer ? friends_ : &computer_;
    if (asked_ && before) before->cancel();
    changed();
  }
}

template <bg::HostedGame G>
bool SessionOf<G>::undo_for(int seat, int count) {
  if (!game_ || game_->state().is_terminal() || game_->state().current_player() != seat || !game_->is_person(seat) ||
      stands_in(seat) || count < 1)
    return false;
  // All or none: tried on a copy first (MatchOf tells whether one more can be undone, not how many).
  Match trial = *game_;
  for (int i = 0; i < count; ++i) {
    if (!trial.can_undo()) return false;
    trial.undo();
  }
  forget_advice();
  *game_ = std::move(trial);
  changed();
  autosave();
  post_position();
  return true;
}

template <bg::HostedGame G>
bg::Status SessionOf<G>::take_back_for(int seat) {
  if (!game_ || !game_->can_take_back(seat)) return bg::Status::refuse(refusal::kNoTakeBack);
  ai_.cancel();
  forget_advice();
  (void)game_->take_back(seat);
  changed();
  autosave();
  post_position();
  return {};
}

template <bg::HostedGame G>
AiStep SessionOf<G>::tick(double now_ms) {
  if (!game_) return AiStep::kNone;
  if (reviewing_) {
    if (const auto reply = ai_.take()) {
      review_->answer(reply->error.empty() ? reply->action : "error: " + reply->error);
      return AiStep::kReview;
    }
    if (ai_.busy()) return AiStep::kNone;
    if (const auto question = review_->question()) {
      ai_.review(question->view_json, question->played, kHintLevel, decision_seed(0, question->at));
      return AiStep::kReview;
    }
    reviewing_ = false;
    return AiStep::kReview;
  }
  const State& s = game_->state();
  if (s.is_terminal()) return AiStep::kNone;
  const int seat = s.current_player();
  if (hint_pending_) {
    const auto reply = ai_.take();
    if (!reply) return AiStep::kNone;
    hint_pending_ = false;
    const ExplainedAnswer answer = split_explained(reply->action);
    std::vector<Action> decision;
    for (const std::string& text : bg::split_decision(answer.action)) {
      auto action = G::parse_action(text);
      if (!action.ok()) {
        decision.clear();
        break;
      }
      decision.push_back(action.value());
    }
    // Each step legal in turn where the one before leaves the game; a step that is not (the
    // answer of an older worker, or a wrong one) ends the decision there.
    State trial = s;
    std::size_t legal = 0;
    while (legal < decision.size() && trial.current_player() == seat && trial.apply(decision[legal]).ok()) ++legal;
    decision.resize(legal);
    if (!reply->error.empty() || decision.empty() || hint_at_ != game_->actions_played())
      return AiStep::kNone;  // no hint then; the player may ask again
    hint_decision_ = std::move(decision);
    hint_gain_ = answer.gain;
    hint_range_ = answer.range;
    game_->count_hint(seat);
    autosave();
    return AiStep::kHint;
  }
  if (outlook_pending_) {
    const auto reply = ai_.take();
    if (!reply) return AiStep::kNone;
    outlook_pending_ = false;
    const std::vector<std::string> chosen = bg::split_decision(outlook_decision_);
    const auto answer = reply->error.empty() ? parse_review_answer(reply->action, static_cast<int>(chosen.size())) : std::nullopt;
    if (answer && answer->chosen_final.size() == static_cast<std::size_t>(s.num_players())) {
      ReviewedDecision d;
      d.chosen = chosen;
      d.preferred = answer->preferred;
      d.preferred_gain = answer->preferred_gain;
      d.chosen_gain = answer->chosen_gain;
      outlook_ = Outlook{outlook_decision_, answer->chosen_final, answer->chosen_range, d.loss()};
    }
    return AiStep::kOutlook;
  }
  SeatPort* port = port_for(seat);
  if (!port) return AiStep::kNone;
  if (auto answer = port->take()) return play_answer(*port, seat, *answer, now_ms);
  if (!asked_ && !port->busy() && (now_ms >= next_ai_at_ || skipping())) {
    const int level = game_->setup().seats[static_cast<std::size_t>(seat)].level;
    // A stand-in's seed differs from a computer seat's: the same position, another search.
    const std::uint32_t salt = game_->is_friend(seat) ? 31u : 0u;
    port->ask(seat, G::view_to_json(G::view(s, seat)), level, decision_seed(salt));
    asked_ = true;
    if (port != &computer_) return AiStep::kNone;
    ++ai_decisions_;
    return AiStep::kRequested;
  }
  return AiStep::kNone;
}

template <bg::HostedGame G>
SeatPort* SessionOf<G>::port_for(int seat) {
  switch (game_->kind(seat)) {
    case SeatKind::kHuman: return nullptr;
    case SeatKind::kAi: return &computer_;
    case SeatKind::kFriend: return stands_in(seat) ? &computer_ : friends_;
  }
  return nullptr;
}

template <bg::HostedGame G>
AiStep SessionOf<G>::play_answer(SeatPort& port, int seat, const SeatAnswer& answer, double now_ms) {
  const State& s = game_->state();
  bg::Status why;
  std::vector<Action> actions;
  if (!answer.error.empty()) why = bg::Status::error(answer.error);
  else if (answer.seat != seat || answer.actions.empty()) why = bg::Status::refuse(refusal::kNotToMove, {{"seat", answer.seat}});
  for (std::size_t i = 0; why.ok() && i < answer.actions.size(); ++i) {
    auto action = G::parse_action(answer.actions[i]);
    if (action.ok()) actions.push_back(action.value());
    else why = action.status();
  }
  if (why.ok()) why = play_all(actions, now_ms);
  if (why.ok()) return AiStep::kPlayed;
  if (port.refused(seat, why) == OnRefusal::kWait) return AiStep::kNone;
  // A wrong answer must not stall the game: play the first legal action instead.
  std::fprintf(stderr, "AI answer refused: %s %s\n", answer.actions.empty() ? "" : answer.actions[0].c_str(),
               why.reason().c_str());
  (void)play_all({s.legal_actions().front()}, now_ms);
  return AiStep::kFallback;
}

template <bg::HostedGame G>
bool SessionOf<G>::only_computers_left() const {
  if (!game_ || game_->state().is_terminal() || game_->human_seats() == 0) return false;
  for (int seat = 0; seat < game_->state().num_players(); ++seat) {
    if (game_->is_friend(seat)) return false;
    if (game_->is_human(seat) && !bg::left_play<G>(game_->state(), seat)) return false;
  }
  return true;
}

template <bg::HostedGame G>
bool SessionOf<G>::skip_to_end() {
  if (!only_computers_left()) return false;
  if (skipped_from_ < 0) skipped_from_ = game_->actions_played();
  return true;
}

template <bg::HostedGame G>
bool SessionOf<G>::request_hint() {
  if (!can_request_hint()) return false;
  hint_decision_.clear();
  hint_pending_ = true;
  hint_at_ = game_->actions_played();
  // The worker seeds the coach by the position (ai/advice_seed.hpp), so the seed sent is unused.
  ai_.request(G::view_to_json(G::view(game_->state(), viewer_)), kHintLevel, decision_seed(17), true);
  return true;
}

template <bg::HostedGame G>
bool SessionOf<G>::request_outlook(const std::string& decision) {
  if (!can_request_hint() || decision.empty()) return false;
  outlook_.reset();
  outlook_pending_ = true;
  outlook_decision_ = decision;
  ai_.review(G::view_to_json(G::view(game_->state(), viewer_)), decision, kOutlookLevel, decision_seed(23));
  return true;
}

template <bg::HostedGame G>
bool SessionOf<G>::start_review() {
  if (!game_ || !game_->state().is_terminal() || game_->human_seats() == 0 || reviewing_) return false;
  ai_.cancel();
  review_.emplace(*game_);
  reviewing_ = true;
  return true;
}

template <bg::HostedGame G>
void SessionOf<G>::cancel_review() {
  if (reviewing_) ai_.cancel();
  reviewing_ = false;
}

template <bg::HostedGame G>
void SessionOf<G>::forget_advice() {
  if (hint_pending_ || outlook_pending_) ai_.cancel();
  hint_pending_ = false;
  outlook_pending_ = false;
  outlook_.reset();
  hint_decision_.clear();
  hint_gain_.reset();
  hint_range_.reset();
}

template <bg::HostedGame G>
void SessionOf<G>::autosave() {
  if (game_ && saved_) autosave_failed_ = !saves_.save(id_, *game_, clock_.wall_ms());
}

template <bg::HostedGame G>
void SessionOf<G>::post_position() {
  post_(move_event(game_->actions_played(), game_->state().current_player(), game_->state().turn_number(), ""));
}

}  // namespace web
