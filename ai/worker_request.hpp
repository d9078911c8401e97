// What every game's worker request checks first (ai/GAME/view_request.cpp, ai/GAME/review.cpp):
// the view was read, and its seat is the one to move.
#pragma once

#include <string>

#include "bg/status.hpp"

namespace ai {

// "" when the view can be answered, else the answer that says why not.
template <class View>
std::string view_request_problem(const bg::Expected<View>& view) {
  if (!view.ok()) return "error: bad view: " + view.reason();
  if (view->state().is_terminal() || view->state().current_player() != view->seat())
    return "error: it is not this seat's turn";
  return "";
}

}  // namespace ai
