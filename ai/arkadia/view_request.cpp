#include "ai/arkadia/view_request.hpp"

#include "ai/arkadia/levels.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"

namespace ai {

std::string answer_view_request(std::string_view view_json, int level, std::uint64_t seed) {
  auto view = arkadia::decode_view(view_json);
  if (!view.ok()) return "error: bad view: " + view.reason();
  if (view->state().is_terminal() || view->state().current_player() != view->seat())
    return "error: it is not this seat's turn";
  if (level < 0 || level >= static_cast<int>(ai::kLevels.size())) return "error: unknown level";
  return arkadia::to_text(choose_action(view.value(), static_cast<Level>(level), seed));
}

}  // namespace ai
