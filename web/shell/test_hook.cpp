// What the browser tests may read (window.arkadiaTest in the page): the screen, where the
// squares and buttons are in CSS pixels, and the game as the engine sees it. Tests read it to
// know where to click; every move still goes through the pointer and the keyboard.
#include <nlohmann/json.hpp>

#include <array>

#include "app.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "text.hpp"

namespace web {

using namespace arkadia;

std::string App::test_json() const {
  nlohmann::json j;
  const float k = settings_.ui_scale;  // logical units -> CSS pixels
  j["frames"] = frames_;
  j["frameMs"] = frame_ms_;
  // The rectangles below belong to the last drawn frame; "settled" says it shows the present:
  // the screen has not changed since, and the frames that follow input are all drawn (a click
  // can move things that the signature does not cover, such as the new-game form's rows).
  j["settled"] = drawn_signature_ == screen_signature() && frames_pending_ <= 0;
  j["screen"] = screen_ == Screen::kNewGame ? "new-game"
                : screen_ == Screen::kScore ? "score"
                : screen_ == Screen::kReplay ? "replay"
                : session_.pass_to() >= 0 ? "pass"
                                : "play";
  nlohmann::json targets = nlohmann::json::object();
  for (const auto& t : targets_) targets[t.id] = {t.min.x * k, t.min.y * k, (t.max.x - t.min.x) * k, (t.max.y - t.min.y) * k};
  j["targets"] = targets;
  j["language"] = std::string(language_code(translator().language()));
  j["uiScale"] = k;
  j["embed"] = embed_;
  j["narrow"] = narrow_;
  j["touch"] = touch_;
  j["notice"] = notice_;
  j["info"] = info_;
  j["linkProblems"] = link_problems_.size();
  j["storageAvailable"] = store_.available();
  j["autosaveFailed"] = session_.autosave_failed();
  j["gameId"] = session_.id();
  j["aiRestarts"] = ai_restarts_;
  j["embedMessages"] = embed_messages_;
  j["lastEmbedError"] = last_embed_error_;
  j["rulesOpen"] = show_rules_;
  j["settingsOpen"] = show_settings_;
  j["guide"] = guide_topic();
  j["palette"] = settings_.palette == Palette::kColourBlind ? "colour-blind" : "classic";
  int log_lines = 0;
  for (const auto& t : log_) log_lines += static_cast<int>(t.entries.size());
  j["logLines"] = log_lines;
  j["logText"] = log_.empty() || log_.back().entries.empty() ? "" : log_.back().entries.back().text;
  const Match* m = shown_match();
  if (!m) return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  const State& s = shown_state();
  if (replay_ && screen_ == Screen::kReplay) j["replay"] = {{"cursor", replay_cursor_}, {"moves", replay_->actions_played()}};
  j["board"] = {{"x", geometry_.origin.x * k}, {"y", geometry_.origin.y * k}, {"cell", geometry_.cell * k}};
  j["current"] = s.current_player();
  static constexpr std::array<const char*, 7> kPhaseIds = {"must", "workers", "castle", "refill", "banner", "sell", "over"};
  j["phase"] = kPhaseIds[static_cast<std::size_t>(s.phase())];
  j["actions"] = m->actions_played();
  j["turn"] = s.turn_number();
  j["humanToMove"] = human_to_move();
  j["handShown"] = session_.viewer();
  j["passTo"] = session_.pass_to();
  j["aiBusy"] = ai_.busy();
  j["aiDecisions"] = session_.ai_decisions();
  j["canUndo"] = session_.game() && session_.game()->can_undo();
  j["canTakeBack"] = session_.game() && session_.viewer() >= 0 && session_.game()->can_take_back(session_.viewer());
  j["lot"] = square_name(s.lot_corner());
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    nlohmann::json hand = nlohmann::json::array();
    for (CardType c : pl.hand)
      if (c != kNoCard) hand.push_back(card_name(c));
    seats.push_back({{"human", m->is_human(p)}, {"gold", pl.gold}, {"hand", hand},
                     {"own", pl.own_reserve}, {"neutral", pl.neutral_reserve}, {"name", seat_name(p)}});
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
                {"castleFamily", input_.castle_family},
                {"pinned", pinned_ ? square_name(*pinned_) : ""}};
  if (input_.card != kNoCard) {
    const Offset h = pointer_handle(form_of(input_.card), input_.orientation);
    j["handle"] = {h.dr, h.dc};
  }
  nlohmann::json targets_now = nlohmann::json::array();
  if (input_.building >= 0 && session_.game()) worker_targets(s, input_.building).for_each([&](Square q) { targets_now.push_back(square_name(q)); });
  j["workerTargets"] = targets_now;
  nlohmann::json castle = nlohmann::json::array();
  for (int c = 0; c < kCastleSquares; ++c) castle.push_back(square_name(castle_square_on_board(s.lot_corner(), c)));
  j["castleSquares"] = castle;
  nlohmann::json winners = nlohmann::json::array();
  for (int w : s.winners()) winners.push_back(w);
  j["winners"] = winners;
  j["hash"] = std::to_string(s.hash());
  j["record"] = to_json(m->record(), &m->state());
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace web
