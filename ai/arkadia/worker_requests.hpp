// What Arkadia's players answer in the page's AI worker (ai/worker_requests.hpp).
#pragma once

#include "ai/arkadia/arkadia_review.hpp"
#include "ai/arkadia/view_request.hpp"
#include "ai/worker_requests.hpp"

namespace arkadia_ai {

inline ai::WorkerRequests worker_requests() { return {answer_view_request, answer_review_request}; }

}  // namespace arkadia_ai
