// The page's end of the AI Web Worker (web/ai_bridge.js, web/ai-worker.js): sends one seat's
// view, receives an action in notation. One request is in flight at a time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "arkadia/view.hpp"

namespace web {

struct AiReply {
  int id = 0;
  std::string action;  // notation; empty on error
  std::string error;
};

class AiClient {
 public:
  // Sends the seat's view (never the full state) and returns the request's id.
  int request(const arkadia::SeatView& view, int level, std::uint32_t seed);
  bool busy() const { return pending_ != 0; }
  double busy_since() const { return sent_at_; }
  // Called by the bridge with the worker's answer; answers to stale requests are dropped.
  void receive(AiReply reply);
  // The answer to the current request, once it has arrived.
  std::optional<AiReply> take();
  // Forget the request in flight (a new game started, a move was undone).
  void cancel() { pending_ = 0; ready_.reset(); }

 private:
  int next_id_ = 1;
  int pending_ = 0;
  double sent_at_ = 0;
  std::optional<AiReply> ready_;
};

}  // namespace web
