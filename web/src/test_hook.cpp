// What the browser tests may read (window.arkadiaTest in the page): the screen, where the
// squares and buttons are in CSS pixels, and the game as the engine sees it. Tests read it to
// know where to click; every move still goes through the pointer and the keyboard.
#include <nlohmann/json.hpp>

#include <array>

#include "app.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"

namespace web {

using namespace arkadia;

std::string App::test_json() const {
  nlohmann::json j;
  j["frames"] = frames_;
  j["frameMs"] = frame_ms_;
  // The rectangles below belong to the last drawn frame; "settled" says it shows the present.
  j["settled"] = drawn_signature_ == screen_signature();
  j["screen"] = screen_ == Screen::kNewGame ? "new-game" : screen_ == Screen::kScore ? "score" : pass_to_ >= 0 ? "pass" : "play";
  nlohmann::json targets = nlohmann::json::object();
  for (const auto& t : targets_) targets[t.id] = {t.min.x, t.min.y, t.max.x - t.min.x, t.max.y - t.min.y};
  j["targets"] = targets;
  if (!match_) return j.dump();
  const State& s = match_->state();
  j["board"] = {{"x", geometry_.origin.x}, {"y", geometry_.origin.y}, {"cell", geometry_.cell}};
  j["current"] = s.current_player();
  static constexpr std::array<const char*, 7> kPhaseIds = {"must", "workers", "castle", "refill", "banner", "sell", "over"};
  j["phase"] = kPhaseIds[static_cast<std::size_t>(s.phase())];
  j["actions"] = match_->actions_played();
  j["turn"] = s.turn_number();
  j["humanToMove"] = human_to_move();
  j["handShown"] = viewer_;
  j["passTo"] = pass_to_;
  j["aiBusy"] = ai_.busy();
  j["aiDecisions"] = ai_decisions_;
  j["notice"] = notice_;
  j["canUndo"] = match_->can_undo();
  j["lot"] = square_name(s.lot_corner());
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    nlohmann::json hand = nlohmann::json::array();
    for (CardType c : pl.hand)
      if (c != kNoCard) hand.push_back(card_name(c));
    seats.push_back({{"human", match_->is_human(p)}, {"gold", pl.gold}, {"hand", hand},
                     {"own", pl.own_reserve}, {"neutral", pl.neutral_reserve}});
  }
  j["seats"] = seats;
  nlohmann::json buildings = nlohmann::json::array();
  for (int b = 0; b < s.building_count(); ++b) buildings.push_back(square_name(s.building(b).first));
  j["buildings"] = buildings;
  nlohmann::json legal = nlohmann::json::array();
  if (!s.is_terminal())
    for (const Action& a : s.legal_actions()) legal.push_back(to_text(a));
  j["legal"] = legal;
  j["input"] = {{"card", input_.card == kNoCard ? "" : card_name(input_.card)},
                {"orientation", input_.orientation},
                {"building", input_.building},
                {"castleFamily", input_.castle_family}};
  if (input_.card != kNoCard) {
    const Offset h = pointer_handle(form_of(input_.card), input_.orientation);
    j["handle"] = {h.dr, h.dc};
  }
  nlohmann::json targets_now = nlohmann::json::array();
  if (input_.building >= 0) worker_targets(s, input_.building).for_each([&](Square q) { targets_now.push_back(square_name(q)); });
  j["workerTargets"] = targets_now;
  nlohmann::json castle = nlohmann::json::array();
  for (int k = 0; k < kCastleSquares; ++k) castle.push_back(square_name(castle_square_on_board(s.lot_corner(), k)));
  j["castleSquares"] = castle;
  nlohmann::json winners = nlohmann::json::array();
  for (int w : s.winners()) winners.push_back(w);
  j["winners"] = winners;
  j["record"] = to_json(match_->record(), &s);
  return j.dump();
}

}  // namespace web
