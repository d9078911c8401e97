// The coach's one voice for Arkadia: the hint, the review after a game, the lesson judge and the
// CLI's hint seat all ask this, with the seed derived from the position (ai/advice_seed.hpp), so
// one position gets one answer. Its advice is a whole decision (moves.hpp: a lay-out, a worker
// plan up to `done`, a banner with its sales), never half of one.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arkadia/arkadia_review.hpp"
#include "ai/review_request.hpp"
#include "ai/level_names.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

struct Advice {
  std::vector<arkadia::Action> decision;  // never empty: its first action is legal in the view
  double gain = 0;                        // the decision's worth in gold (explain.hpp)
  double final_margin = 0;                // the mover's estimated final margin after it (explain.hpp)
  double progress = 0;                    // how far the game is: the castle's progress (evaluation.hpp)
  ai::ScoreRange range;                   // final_margin as a range (hint_range.hpp)
};

// The seed every question about this view is answered with.
std::uint64_t advice_seed(const arkadia::SeatView& view);

// What `level` would decide for view.seat(), the seat to move, and what it is worth.
Advice advise(const arkadia::SeatView& view, ai::Level level);

// What `decision` (the mover's, from the view) is worth as the advice and the review value it.
double decision_worth(const arkadia::SeatView& view, const std::vector<arkadia::Action>& decision, ai::Level level);

// The `count` best-ranked whole decisions of the seat to move (moves.hpp, every lay-out, worker
// plan and set of sales considered), for checking that a lesson rejects no decision as good as
// its answer (bg-cli lesson-check --strict).
std::vector<std::vector<arkadia::Action>> candidate_decisions(const arkadia::SeatView& view, int count);

// The review of the decision `played` begins (searching levels only): the preferred decision is
// advise()'s, and each is valued as advise() values it, so following the advice costs nothing.
DecisionReview review_advised(const arkadia::SeatView& view, const std::vector<arkadia::Action>& played, ai::Level level);

}  // namespace arkadia_ai
