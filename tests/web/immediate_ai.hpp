// The page's AI port for tests of the session (web/logic/session.hpp) without a Web Worker: each
// request is answered at once by the functions given (a game's own worker functions, or the
// worker's routing), and taken on the next tick.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "session.hpp"

namespace web {

class ImmediateAi final : public AiPort {
 public:
  using Answer = std::function<std::string(const std::string& view_json, int level, std::uint32_t seed, bool explain)>;
  using Review =
      std::function<std::string(const std::string& view_json, const std::string& played, int level, std::uint32_t seed)>;
  ImmediateAi(Answer answer, Review review) : answer_with_(std::move(answer)), review_with_(std::move(review)) {}

  int requests = 0;  // moves and reviews asked for

  void request(const std::string& view_json, int level, std::uint32_t seed, bool explain) override {
    ++requests;
    answer_ = answer_with_(view_json, level, seed, explain);
    pending_ = true;
  }
  void review(const std::string& view_json, const std::string& played, int level, std::uint32_t seed) override {
    ++requests;
    answer_ = review_with_(view_json, played, level, seed);
    pending_ = true;
  }
  bool busy() const override { return pending_; }
  std::optional<AiReply> take() override {
    if (!pending_) return std::nullopt;
    pending_ = false;
    return AiReply{1, answer_, ""};
  }
  void cancel() override { pending_ = false; }

 private:
  Answer answer_with_;
  Review review_with_;
  bool pending_ = false;
  std::string answer_;
};

}  // namespace web
