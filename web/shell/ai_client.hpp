// The page's end of the AI Web Worker (web/ai_bridge.js, web/ai-worker.js): sends one seat's
// view, receives an action in notation (with its estimated worth, for a hint). One request is in
// flight at a time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "session.hpp"

namespace web {

class AiClient : public AiPort {
 public:
  // Sends the seat's view (never the full state) as a new request.
  void request(const std::string& view_json, int level, std::uint32_t seed, bool explain = false) override;
  void review(const std::string& view_json, const std::string& played, int level, std::uint32_t seed) override;
  bool busy() const override { return pending_ != 0; }
  double busy_since() const { return sent_at_; }
  // Called by the bridge with the worker's answer; answers to stale requests are dropped.
  void receive(AiReply reply);
  std::optional<AiReply> take() override;
  void cancel() override {
    pending_ = 0;
    ready_.reset();
  }

 private:
  int next_id_ = 1;
  int pending_ = 0;
  double sent_at_ = 0;
  std::optional<AiReply> ready_;
};

}  // namespace web
