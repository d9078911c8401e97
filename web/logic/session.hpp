// One game on the page, without a screen: starting, resuming, the AI seats' turns through a
// worker (and what happens when one answers wrong), hot-seat (whose hand shows, who must
// confirm before it does), playing a whole turn at once or not at all, undo and take-back,
// autosave, and the events the embedding page hears. The page's App draws it and feeds it
// input; the tests drive it natively with a fake worker and a clock of their own.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "arkadia/view.hpp"
#include "bg/status.hpp"
#include "match.hpp"
#include "saved_games.hpp"

namespace web {

struct AiReply {
  int id = 0;
  std::string action;  // notation; empty on error
  std::string error;
};

// The page's end of the AI worker: one request in flight at a time.
class AiPort {
 public:
  virtual ~AiPort() = default;
  // Sends the seat's view (never the full state).
  virtual void request(const arkadia::SeatView& view, int level, std::uint32_t seed) = 0;
  virtual bool busy() const = 0;
  // The answer to the current request, once it has arrived.
  virtual std::optional<AiReply> take() = 0;
  // Forget the request in flight (a new game started, a move was taken back).
  virtual void cancel() = 0;
};

// What a tick of the AI did.
enum class AiStep {
  kNone,       // nothing to do, or waiting
  kRequested,  // asked the worker
  kPlayed,     // played the worker's answer
  kFallback,   // the answer was not legal: played the first legal action instead
};

class Session {
 public:
  struct Clock {
    std::function<double()> wall_ms;  // for saved games' ids and times
  };

  Session(SavedGames& saves, AiPort& ai, Clock clock, std::function<void(const std::string&)> post_event)
      : saves_(saves), ai_(ai), clock_(std::move(clock)), post_(std::move(post_event)) {}

  // A new game from a complete setup (its seed chosen).
  bg::Status start(const MatchSetup& setup);
  // Makes `match` the game at the table, stored under `id` (a new one when empty).
  void adopt(Match match, std::string id);
  void close() { ai_.cancel(), game_.reset(); }

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
  bg::Status play_all(const std::vector<arkadia::Action>& actions, double now_ms);
  bool undo();
  bool take_back();

  // The AI seats' turns: asks the worker at `now_ms` once the delay since the last move has
  // passed, and plays its answer when it comes.
  AiStep tick(double now_ms);
  void set_ai_delay(double ms) { ai_delay_ms_ = ms; }
  int ai_decisions() const { return ai_decisions_; }

  bool autosave_failed() const { return autosave_failed_; }
  void set_autosave_failed() { autosave_failed_ = true; }

 private:
  void after_change(int actions_before, double now_ms);
  void autosave();
  void post_position();

  SavedGames& saves_;
  AiPort& ai_;
  Clock clock_;
  std::function<void(const std::string&)> post_;
  std::optional<Match> game_;
  std::string id_;
  int viewer_ = -1;
  int pass_to_ = -1;
  double next_ai_at_ = 0;
  double ai_delay_ms_ = 0;
  int ai_decisions_ = 0;
  bool autosave_failed_ = false;
};

}  // namespace web
