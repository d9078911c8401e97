#include "ai/arkadia/arkadia_review.hpp"

#include "ai/arkadia/advisor.hpp"
#include "ai/arkadia/explain.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/review_request.hpp"
#include "ai/worker_request.hpp"
#include "arkadia/game.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"

namespace arkadia_ai {

using namespace arkadia;

int decision_length(const std::vector<Action>& played) {
  if (played.empty()) return 0;
  const int n = static_cast<int>(played.size());
  // A worker plan asked about in its middle (a hint after the first worker) is its rest, as the
  // search's move there is (moves.hpp); in the middle of a sale, a move is one family's sale.
  switch (played.front().kind) {
    case ActionKind::kChooseBuilding:
    case ActionKind::kPlaceWorker:
      for (int i = 0; i < n; ++i)
        if (played[static_cast<std::size_t>(i)].kind == ActionKind::kFinishWorkers) return i + 1;
      return n;
    case ActionKind::kUseBanner: {
      int i = 1;
      while (i < n && played[static_cast<std::size_t>(i)].kind == ActionKind::kSell) ++i;
      return i;
    }
    default:
      return 1;
  }
}

DecisionReview review_decision(const SeatView& view, const std::vector<Action>& played, const SearchSettings& settings,
                               std::uint64_t seed) {
  DecisionReview r;
  r.length = decision_length(played);
  const std::vector<Action> chosen(played.begin(), played.begin() + r.length);
  r.chosen_gain = decision_gain(view, chosen, seed, settings.evaluation);
  if (const auto move = search_decision(view, settings, seed)) {
    r.preferred = move->actions();
    r.preferred_gain = decision_gain(view, r.preferred, seed, settings.evaluation);
    if (r.preferred != chosen) r.terms = decision_terms(view, chosen, r.preferred, seed, settings.evaluation);
  } else {
    r.preferred = chosen;  // one legal action: nothing to choose
    r.preferred_gain = r.chosen_gain;
  }
  return r;
}

std::string answer_review_request(std::string_view view_json, std::string_view played_text, int level,
                                  std::uint64_t) {
  auto view = decode_view(view_json);
  if (const std::string problem = ai::view_request_problem(view); !problem.empty()) return problem;
  if (level < 1 || level >= static_cast<int>(ai::kLevels.size())) return "error: a review needs a searching level";
  const auto played = ai::parse_played<ArkadiaGame>(played_text);
  if (!played.ok()) return "error: " + played.reason();
  if (!view->state().check(played->front()).ok()) return "error: the decision's first action is illegal here";
  // The coach's review (advisor.hpp): seeded by the position, as the hint was.
  const DecisionReview r = review_advised(view.value(), played.value(), static_cast<ai::Level>(level));
  return ai::review_answer<ArkadiaGame>(r.length, r.preferred, r.preferred_gain, r.chosen_gain, {}, r.terms);
}

}  // namespace arkadia_ai
