#include "arkantis_app.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "arkantis/notation.hpp"
#include "arkantis/view.hpp"
#include "arkantis_drawing.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkantis;

ArkantisApp::ArkantisApp(ParsedConfigOf<ArkantisGame> parsed, KeyValueStore& store)
    : TableApp(std::move(parsed), store, arkantis_link_options()) {
  open_first_game();
}

GameOptions ArkantisApp::options_from_form(int players) const {
  GameOptions o;
  o.players = players;
  return o;
}

void ArkantisApp::reset_input(bool) {
  selected_.clear();
  move_to_.reset();
  confirm_pass_ = false;
  outlook_asked_ = false;
}

std::string ArkantisApp::input_signature() const {
  std::string sig;
  for (int s : selected_) sig += std::to_string(s) + ",";
  return sig + "/" + std::to_string(move_to_ ? *move_to_ : -1) + "/" + std::to_string(confirm_pass_) + "/" +
         std::to_string(session().outlook_pending()) + std::to_string(session().outlook().has_value());
}

double ArkantisApp::hint_figure(double gain) const {
  const State& s = seen_state();
  const int me = s.current_player();
  int best_other = std::numeric_limits<int>::min();
  for (int p = 0; p < s.num_players(); ++p)
    if (p != me) best_other = std::max(best_other, s.score(p));
  return s.score(me) - best_other + gain;
}

const State& ArkantisApp::seen_state() const {
  const State& s = shown_state();
  // The replay and a finished game show everything; at the table, the viewer's seat view.
  const int viewer = view_.screen == Screen::kPlay && !s.is_terminal() ? session().viewer() : -1;
  if (viewer < 0) return s;
  if (!seen_ || seen_hash_ != s.hash() || seen_viewer_ != viewer) {
    seen_ = SeatView::of(s, viewer).state();
    seen_hash_ = s.hash();
    seen_viewer_ = viewer;
  }
  return *seen_;
}

void ArkantisApp::game_test_json(nlohmann::json& j, const State& s) const {
  const float k = settings_.ui_scale;
  j["board"] = {{"x", geometry_.origin.x * k}, {"y", geometry_.origin.y * k}, {"cell", geometry_.cell * k},
                {"across", data::kCols}, {"down", data::kRows}};
  j["phase"] = s.phase() == Phase::kAction ? "action" : s.phase() == Phase::kAfter ? "after" : "over";
  nlohmann::json recent = nlohmann::json::array();
  for (const auto& [squares, seat] : recent_turns()) {
    nlohmann::json names = nlohmann::json::array();
    for (int q = 0; q < data::kSquares; ++q)
      if (squares & bit(q)) names.push_back(square_name(q));
    recent.push_back({{"seat", seat}, {"colour", colour_of(seat)}, {"squares", names}});
  }
  j["recentMoves"] = recent;
  j["covered"] = board_string(s.covered());
  nlohmann::json seats = nlohmann::json::array();
  const State& seen = seen_state();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = seen.player(p);
    nlohmann::json hand = nlohmann::json::array();
    for (int c = 0; c < kCardTypes; ++c)
      for (int n = 0; n < pl.hand[static_cast<std::size_t>(c)]; ++n) hand.push_back(std::string(card_id(static_cast<Card>(c))));
    seats.push_back({{"name", seat_name(p)}, {"counters", pl.counters}, {"hand", hand}, {"handSize", pl.hand_size()},
                     {"claimed", pl.claimed.size()}, {"passed", pl.passed}, {"score", s.score(p)}});
  }
  j["seats"] = seats;
  nlohmann::json cards = nlohmann::json::array();
  const State& drawn = board_state();
  for (const ClaimCardPlace& place : claim_card_places(drawn)) {
    const Claim& claim = drawn.player(place.seat).claimed[static_cast<std::size_t>(place.index)];
    nlohmann::json spot = nlohmann::json::array();
    for (int q = 0; q < data::kSquares; ++q)
      if (claim.spot.squares & bit(q)) spot.push_back(square_name(q));
    const ClaimCardRect r = claim_card_rect(geometry_, place);
    cards.push_back({{"seat", place.seat}, {"card", std::string(card_id(claim.card))}, {"square", square_name(place.square)},
                     {"corner", place.far ? "far" : "near"}, {"spot", spot}, {"rect", {r.at.x * k, r.at.y * k, r.size.x * k, r.size.y * k}}});
  }
  j["claimCards"] = cards;
  nlohmann::json selected = nlohmann::json::array();
  for (int q : selected_) selected.push_back(square_name(q));
  j["selected"] = selected;
  j["confirmPass"] = confirm_pass_;
  // The pass's outlook: each seat's mean final score after the pass, once the worker answered.
  j["passOutlook"] = {{"pending", session().outlook_pending()},
                      {"finalScores", session().outlook() ? session().outlook()->final_scores : std::vector<double>{}},
                      {"finalRanges", session().outlook() ? session().outlook()->final_ranges : std::vector<std::pair<double, double>>{}}};
  j["claimHover"] = claim_hover_ ? square_name(first_square(claim_hover_->first)) : "";
  j["spotHover"] = spot_hover_ ? square_name(first_square(*spot_hover_)) : "";
}

void ArkantisApp::on_game_key(int key) {
  const State& s = session().game()->state();
  if (key == SDLK_ESCAPE) {
    reset_input(false);
    notice_.clear();
  } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && s.phase() == Phase::kAction) {
    if (auto a = composed_action(std::nullopt); a && s.check(*a).ok()) play(*a);
  } else if ((key == SDLK_e || key == SDLK_RETURN || key == SDLK_KP_ENTER) && s.phase() == Phase::kAfter) {
    if (s.check(Action::end()).ok()) play(Action::end());
  }
}

void ArkantisApp::draw_table_panels(bool) {
  draw_hand_and_controls();
  ImGui::Separator();
  draw_piles();
}

}  // namespace web
