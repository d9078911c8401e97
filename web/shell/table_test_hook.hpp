// The test hook's fields of the game on screen (TableApp<G>, table_app.hpp): what the browser
// tests read besides the screen's rectangles, and the signature that tells a changed screen.
#pragma once

#include "table_app.hpp"

namespace web {

template <bg::HostedGame G>
std::string TableApp<G>::table_signature() const {
  std::string sig = std::to_string(session().pass_to()) + "/" + std::to_string(session().viewer()) + "/" +
                    std::to_string(session().autosave_failed());
  if (session().game()) sig += "/" + std::to_string(session().game()->actions_played()) + "/" + input_signature();
  if (table_.replay()) sig += "/r" + std::to_string(view_.replay_cursor);
  // The action the board plays out: the board under it changes when the next one starts.
  sig += "/m" + std::to_string(motion_.action());
  if (guest_) sig += "/g" + std::to_string(guest_->connected()) + std::to_string(guest_->waiting()) + guest_->error();
  if (lesson_) sig += "/l" + std::to_string(static_cast<int>(lesson_->verdict()));  // a verdict that comes is drawn
  sig += "/b" + std::to_string(view_.look_back) + "/h" + std::to_string(session().hint_pending()) +
         std::to_string(session().hint().has_value());
  return sig;
}

template <bg::HostedGame G>
void TableApp<G>::table_test_json(nlohmann::json& j) const {
  j["gameId"] = session().id();
  j["game"] = std::string(G::kId);
  if (guest_) {  // play between devices, a friend: the connection and what the host sent
    const auto& g = guest_->guest();
    j["guest"] = {{"seat", g.seat()}, {"connected", guest_->connected()}, {"waiting", guest_->waiting()}, {"error", guest_->error()},
                  {"welcomed", g.welcome().has_value()}, {"played", g.played()}, {"atTable", at_friends_table()},
                  {"ended", g.record().has_value()}, {"export", g.export_record().value_or("")},
                  {"standing", static_cast<int>(g.standing())}, {"refusal", g.refusal().code()}};
  }
  const Match* m = shown_match();
  if (!m) return;
  const State& s = shown_state();
  if (table_.replay() && view_.screen == Screen::kReplay) j["replay"] = {{"cursor", view_.replay_cursor}, {"moves", table_.replay()->actions_played()}};
  j["current"] = s.current_player();
  j["actions"] = m->actions_played();
  j["turn"] = s.turn_number();
  j["humanToMove"] = human_to_move();
  j["handShown"] = session().viewer();
  j["passTo"] = session().pass_to();
  j["aiBusy"] = ai_.busy();
  j["aiDecisions"] = session().ai_decisions();
  j["aiFallbacks"] = ai_fallbacks_;  // answers refused and replaced by a first legal action
  j["canUndo"] = can_undo_now();
  j["canTakeBack"] = can_take_back_now();
  j["skip"] = {{"offered", can_skip_to_end()}, {"skipping", session().skipping()}, {"from", session().skipped_from()}};
  j["lastTurnFrom"] = m->latest_turn_start();  // the first action of the latest turn (the one that ended a finished game)
  if (remote_) {  // play between devices, the host: the invitations and who is there
    nlohmann::json invitations = nlohmann::json::array(), seats = nlohmann::json::array();
    for (const auto& i : remote_->invitations())
      invitations.push_back({{"seat", i.seat}, {"link", i.link}, {"qr", i.qr.size()},
                             {"byText", {{"asked", i.by_hand_asked}, {"problem", i.by_hand_problem}}}});
    int seat = 0;
    for (const auto& st : remote_->host().seats(emscripten_get_now()).seats)
      seats.push_back({{"joined", st.joined}, {"connected", st.connected}, {"away", st.away}, {"computerPlays", st.computer_plays},
                       {"device", remote_->host().device_name(seat++)}});
    j["remote"] = {{"peer", remote_->peer_id()}, {"error", remote_->error()}, {"invitations", invitations}, {"seats", seats},
                   {"open", remote_->invitations_open()}, {"refusals", remote_->host().refusals().size()}};
  }
  j["lookBack"] = view_.look_back;
  j["motion"] = {{"moving", motion_.moving()}, {"action", motion_.action()}, {"shown", motion_.shown()}, {"playedOut", motion_.played_out()},
                 {"reduced", reduced_motion_}, {"flying", flying_},
                 {"flightsDrawn", flights_drawn_}, {"placesKeptEmpty", places_kept_empty_}};
  j["hint"] = session().hint() ? G::action_text(*session().hint()) : "";
  nlohmann::json hint_rest = nlohmann::json::array();  // the hinted decision from here, in notation
  for (const Action& a : session().hint_rest()) hint_rest.push_back(G::action_text(a));
  j["hintRest"] = hint_rest;
  j["hintPending"] = session().hint_pending();
  j["hintWorth"] = hint_worth();
  j["hintRange"] = hint_range_words();
  if (const auto& review = session().review()) {
    nlohmann::json costliest = nlohmann::json::array();
    for (const auto& d : review->costliest(3)) {
      costliest.push_back({{"at", d.at}, {"loss", d.loss()}, {"seat", d.seat}, {"words", review_item_words(d)}});
      if (d.loss_range) costliest.back()["lossRange"] = {d.loss_range->first, d.loss_range->second};
    }
    j["review"] = {{"running", session().reviewing()}, {"finished", review->finished()}, {"progress", review->progress()},
                   {"total", review->total()}, {"decisions", review->decisions().size()}, {"costliest", costliest}};
  }
  if (const ReviewedDecision* d = table_.reviewed_here()) {
    nlohmann::json terms = nlohmann::json::array();
    for (const auto& t : d->terms) terms.push_back({{"name", t.name}, {"worth", t.worth}});
    j["reviewShown"] = {{"at", d->at}, {"chosen", d->chosen}, {"preferred", d->preferred}, {"loss", d->loss()},
                        {"gains", {d->preferred_gain, d->chosen_gain}}, {"terms", terms}};
  }
  nlohmann::json hints = nlohmann::json::array();
  for (const auto& seat : m->setup().seats) hints.push_back(seat.hints);
  j["hints"] = hints;
  nlohmann::json legal = nlohmann::json::array();
  if (!s.is_terminal()) {
    std::vector<Action> actions;
    s.legal_actions(actions);
    for (const Action& a : actions) legal.push_back(G::action_text(a));
  }
  j["legal"] = legal;
  nlohmann::json winners = nlohmann::json::array();
  for (int w : s.winners()) winners.push_back(w);
  j["winners"] = winners;
  j["hash"] = std::to_string(s.hash());
  j["record"] = G::record_to_json(m->record(), &m->state());
  game_test_json(j, s);
}

}  // namespace web
