// ArkantiS's guided first game: two seats, the player against an easy computer, and a box that
// explains each step as it comes (the shell draws it: App::draw_guide_box). The texts are in the
// string tables under "arkantis.guide.<topic>".
#include <string>

#include "arkantis_app.hpp"

namespace web {

using namespace arkantis;

void ArkantisApp::start_guided_game(const std::string& player_name) {
  MatchSetup setup;
  setup.options.players = 2;
  setup.guided = true;
  setup.seats = {SeatSetup{player_name, SeatKind::kHuman, 0, 0, {}}, SeatSetup{"", SeatKind::kAi, 0, 1, {}}};
  start_match(setup, false);
}

std::string ArkantisApp::guide_topic() const {
  if (!guiding()) return "";
  if (!human_to_move()) return "ai";
  const State& s = session().game()->state();
  if (s.phase() == Phase::kAfter) {
    // A spot that a card in the hand would claim is the thing not to miss.
    const PlayerState& me = s.player(s.current_player());
    for (int i = 0; i < s.open_spot_count(); ++i) {
      const OpenSpot& o = s.open_spot(i);
      if (!o.claimed && me.hand[static_cast<std::size_t>(o.shape)] > 0) return "claim";
    }
    return "after";
  }
  if (!selected_.empty()) return "compose";
  return session().game()->turns().size() <= 2 ? "start" : "action";
}

}  // namespace web
