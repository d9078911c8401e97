// The review's "over time" for Arkadia (issue 48): what the rest of the game did to what separates
// the person's choice from the computer's. The review's number values the position right after
// each choice; a banner's workers and the seals one keeps pay or cost later, so the reviewed
// decision's note also says when the person's next banner came ("2 workers 3 turns before your
// next banner") and how the value of the seals the two choices leave apart moved ("red fell from
// 4 to 3 the next turn"). Only what the table shows: seal values, banners, turns.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "arkadia/state.hpp"
#include "i18n.hpp"

namespace web {

// `before`: the position of the decision; `theirs`: the computer's choice played from it;
// `rest`: the game as it went on from the person's choice (rest.front(), the position that
// choice led to) to its end. A title, then one sentence per fact, workers
// first, then the families in order; nothing when the choices leave the same banners and seals.
std::vector<std::string> review_history(const Translator& t, const arkadia::State& before, const arkadia::State& theirs,
                                        std::span<const arkadia::State> rest);

}  // namespace web
