// What the toy game's player answers in the page's AI worker (ai/worker_requests.hpp): a move by
// the generic plain search, too small for a time cap; no review.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/plain_policy.hpp"
#include "ai/worker_requests.hpp"
#include "odd_sums/game.hpp"

namespace odd_sums_ai {

inline std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed, bool, ai::Clock) {
  const auto view = toy::ToyGame::view_from_json(view_json);
  if (!view.ok()) return "error: " + view.reason();
  ai::PlainSearchAgent<toy::ToyGame> agent(seed, 16 << level);
  const auto action = agent.choose(view.value());
  return action ? toy::ToyGame::action_text(*action) : "error: no move";
}

inline ai::WorkerRequests worker_requests() { return {answer_view_request, nullptr}; }

}  // namespace odd_sums_ai
