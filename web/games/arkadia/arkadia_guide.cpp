// The guided first game: a box that explains, as it happens, what the player can do now and why
// it matters. The texts are in the string tables under "guide.<topic>".
#include <string>

#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

std::string ArkadiaApp::guide_topic() const {
  if (!guiding()) return "";
  const State& s = session().game()->state();
  if (!human_to_move()) return "ai";
  switch (s.phase()) {
    case Phase::kMust:
      if (input_.card != kNoCard) return "layout";
      if (input_.building >= 0) return "workers";
      if (s.end_triggered()) return "final";
      if (session().game()->turns().size() <= 2) return "start";
      return "must";
    case Phase::kPlaceWorkers: return "workers";
    case Phase::kCastle: return "castle";
    case Phase::kRefill: return "refill";
    case Phase::kBanner: return "banner";
    case Phase::kSell: return "sell";
    case Phase::kGameOver: break;
  }
  return "";
}

void ArkadiaApp::draw_guide() { draw_guide_box("arkadia.guide.", guide_topic()); }

}  // namespace web
