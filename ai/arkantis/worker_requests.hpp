// What ArkantiS's players answer in the page's AI worker (ai/worker_requests.hpp).
#pragma once

#include "ai/arkantis/arkantis_review.hpp"
#include "ai/arkantis/view_request.hpp"
#include "ai/worker_requests.hpp"

namespace arkantis_ai {

inline ai::WorkerRequests worker_requests() { return {answer_view_request, answer_review_request}; }

}  // namespace arkantis_ai
