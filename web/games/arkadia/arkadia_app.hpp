// Arkadia at the page's table: what only Arkadia draws and asks (the board, its panels, the
// input a player composes, the keys, the guided game, the rules, the score table, its options
// in the new-game form). Everything else is the shell's (web/shell/app.hpp) and the generic
// table's (web/shell/table_app.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arkadia/game.hpp"
#include "arkadia_table.hpp"
#include "arkadia_board_geometry.hpp"
#include "arkadia_board_view.hpp"
#include "arkadia_move_log.hpp"
#include "page_game.hpp"
#include "table_app_complete.hpp"
#include "arkadia_turn_input.hpp"

namespace web {

class ArkadiaApp final : public TableApp<arkadia::ArkadiaGame> {
 public:
  ArkadiaApp(ArkadiaParsedConfig parsed, KeyValueStore& store);

 private:
  // ---- The table's questions (TableApp) ----
  LogEntry describe(const State& before, const Action& action, const State& after,
                    const std::vector<std::string>& seat_names) const override;
  std::string own_log_text(const State& before, const Action& action, const State& after) const override {
    return own_draw_text(translator(), before, action, after);  // the card drawn from the deck, named
  }
  arkadia::GameOptions options_from_form(int players) const override;
  void reset_input(bool new_table) override;
  void game_test_json(nlohmann::json& j, const State& shown) const override;
  std::string input_signature() const override;
  std::vector<std::string> review_reasons(int at, const std::vector<Action>& chosen,
                                          const std::vector<Action>& preferred) const override;  // arkadia_review_reasons.cpp
  std::vector<std::string> review_later(int at, int length, const std::vector<Action>& chosen,
                                        const std::vector<Action>& preferred) const override;  // arkadia_review_reasons.cpp
  std::vector<SeatChange> changes_for(const State& before, const State& now, int seat) const override;  // arkadia_review_reasons.cpp
  std::vector<Flight> flights(const State& before, const Action& action, const State& after) const override;  // arkadia_flights.cpp
  bool continues_step(const Action& previous, const Action& next) const override {
    return web::continues_step(previous, next);
  }
  // The building whose workers are being planned: the one the player picked, or the one the
  // engine holds as chosen when the game stands in the middle of placing its workers.
  int planned_building() const;
  std::string card_in_hand_words() const;  // the card a key picked or turned, in words

  // ---- The shell's questions (App) ----
  void draw_score(ImVec2 size) override;                            // arkadia_score_screen.cpp
  void draw_game_options() override;                                // arkadia_app.cpp
  bool has_guided_game() const override { return true; }
  const char* guided_help_key() const override { return "arkadia.newgame.guided_help"; }
  void start_guided_game(const std::string& player_name) override;
  void draw_rules_window() override;                                // arkadia_rules_window.cpp
  std::vector<TextSection> rules_text() const override;            // arkadia_rules_window.cpp
  void on_game_key(int sdl_keycode) override;
  std::pair<int, int> board_squares() const override { return {arkadia::kCols, arkadia::kRows}; }
  std::string square_words(int column, int row) const override;
  void click_square(int column, int row) override { handle_board_click(arkadia::make_square(row, column)); }
  std::string guide_topic() const override;                         // arkadia_guide.cpp
  const char* title_key() const override { return "arkadia.app.title"; }
  const char* tagline_key() const override { return "arkadia.newgame.tagline"; }

  // ---- The table's parts (web/shell/table_layout.cpp lays them out) ----
  std::string phase_prompt() const override;                  // arkadia_panels.cpp
  std::string phase_prompt_brief() const override;            // arkadia_panels.cpp
  std::string status_warning() const override;                // arkadia_panels.cpp
  std::string keys_text() const override;                     // arkadia_panels.cpp
  void draw_players_panel() override;                         // arkadia_panels.cpp
  // The players' boards: gold and seals at their worth; banners, workers, hand (arkadia_panels.cpp).
  std::pair<std::string, std::string> board_score(int seat) const override;
  void draw_board_content(int seat, ImVec2 min, ImVec2 max, BoardDetail detail, float line_h) override;
  bool screened(int seat) const;  // strict screens hide the seat's gold, seals and workers here
  void draw_table_panels(bool phone) override;
  void draw_board_area(ImVec2 min, ImVec2 max) override;
  void draw_guide() override;                                 // arkadia_guide.cpp
  float board_aspect() const override { return BoardGeometry::aspect(board_turned()); }
  // An upright phone turns the board, which is wider than high, a quarter (arkadia_board_geometry.hpp).
  bool board_turned() const { return narrow_ && upright_; }

  // ---- Arkadia's panels and board ----
  void draw_values_and_castle();                      // arkadia_panels.cpp
  void draw_display_and_deck();                       // arkadia_panels.cpp
  void draw_hand_and_controls();                      // arkadia_panels.cpp
  void draw_worker_plan_controls(bool can_cancel);    // arkadia_panels.cpp
  void draw_sale_controls();                          // arkadia_panels.cpp
  std::vector<arkadia::Action> sale_actions() const;  // arkadia_panels.cpp: the sale as composed
  void handle_board_click(arkadia::Square square);
  // A castle piece that would end the turn at once (no banner left to use) waits for the
  // player's word, so that it can still be taken back: the board shows it in place meanwhile.
  void place_castle_piece(const arkadia::Action& a);
  // A click on a worker square: plans a worker there, or turns the planned one neutral, or takes
  // it off (cycle_worker), saying what the second and third clicks did.
  void plan_worker(const State& s, arkadia::Square square);
  void confirm_held_piece();
  // A castle piece's family picked (its key, 1 to 4, or its button), said: the family and what
  // comes next, or why it cannot be placed now.
  void pick_castle_family(int family);
  // A banner with no seals to sell brings 2 workers and ends the turn at once: asked once more
  // (issue 48: in hot-seat nothing can take it back once the device is passed).
  void use_banner();
  void undo() override;
  bool undo_unplayed_step() override;  // the last planned worker, then the building chosen for them
  bool can_undo_now() const override { return held_piece_.has_value() || TableApp::can_undo_now(); }
  BoardMarks board_marks() const;

  // The new-game form's Arkadia options.
  struct OptionsForm {
    bool beginner = false;
    int lot_choice = -1;  // index into arkadia::allowed_lot_corners(); -1: the default lot
    bool allow_mirror = false;
    bool strict_screens = false;
  };
  OptionsForm options_form_;
  TurnInput input_;
  std::optional<arkadia::Square> hover_;
  std::optional<arkadia::Square> pinned_;  // touch: where the ghost stays until tapped again
  std::optional<arkadia::Action> held_piece_;  // place_castle_piece()
  bool confirm_banner_ = false;                // use_banner(): the banner with nothing to sell, asked
  mutable std::optional<State> held_preview_;  // the position with the held piece, for the board
  BoardGeometry geometry_;
  int controls_shown_for_ = -1;  // the decision whose controls were last scrolled into view
  // The decision the panel's controls serve: a new one scrolls them into view. Choosing a
  // building for workers or a card to lay out brings new controls without an action played.
  void draw_arrival(ImDrawList* dl, const State& before, const Action& action, double progress);
  // What the pointer rests on, in words (a building and how far from completed, a worker, a tent).
  std::string board_tip(const State& s, arkadia::Square square) const;
  std::vector<TextSection> position_text(const State& s, int viewer) const override;  // arkadia_text_view.cpp
  std::vector<std::string> score_words(const State& final_state) const override;       // arkadia_score_screen.cpp
  int final_sale(const State& s, int seat, std::string* seals) const;                    // arkadia_score_screen.cpp
  int decision_id() const {
    const int step = session().game()->actions_played() * 8 + static_cast<int>(session().game()->state().phase());
    // The banner's question (confirm_banner_) shares bit 0 with the building: never both at once.
    return step * 4 + (input_.building >= 0 || confirm_banner_ ? 1 : 0) + (input_.card != arkadia::kNoCard ? 2 : 0);
  }
};

// Arkadia in the page's registry (page_games.cpp).
// A castle square's top seal in words: "K3 red (printed)", "K5 black (floor 2)", "K10 blank"
// (arkadia_text_view.cpp; the text view and the board cursor).
std::string castle_top_text(const arkadia::Castle& castle, int castle_square);
// Its picture on the game chooser (arkadia_picture.cpp).
void draw_arkadia_picture(ImDrawList* dl, ImVec2 min, ImVec2 max);
inline PageGame arkadia_page_game() {
  return page_game<ArkadiaApp>(arkadia_link_options(), "arkadia.app.title", "arkadia.newgame.tagline", draw_arkadia_picture);
}

}  // namespace web
