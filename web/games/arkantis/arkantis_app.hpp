// ArkantiS at the page's table (docs/rules/arkantis.md): the 7x7 board of blue tokens and red
// circles, what a removal or a move would produce before it is made, the piles and the hand, the
// claims, the end of a turn and a pass (final, so confirmed). The shell (web/shell/app.hpp) and
// the generic table (web/shell/table_app.hpp) do the rest.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arkantis/game.hpp"
#include "arkantis_links.hpp"
#include "link_options.hpp"
#include "page_config.hpp"
#include "page_game.hpp"
#include "table_app_complete.hpp"
#include "widgets.hpp"

namespace web {


// Where the board sits on screen: square <-> pixel.
struct ArkantisGeometry {
  ImVec2 origin{0, 0};
  float cell = 48.0f;
  float label_strip() const { return coordinate_strip(cell); }
  static ArkantisGeometry fit(ImVec2 min, ImVec2 max);
  ImVec2 square_min(int square) const;
  ImVec2 square_centre(int square) const;
  std::optional<int> square_at(ImVec2 point) const;
};

// What an action would bring, worked out on a copy of the position before it is made.
struct ArkantisPreview {
  arkantis::Action action;
  bool legal = false;
  std::string reason;                      // why not, when it is not legal
  int cost = 0;                            // counters paid for the action
  int gained = 0;                          // counters the small spots pay
  std::vector<arkantis::BoardSet> spots;   // every new spot, small and large
  std::vector<arkantis::OpenSpot> open;    // the spots of 4-5 a card may claim this turn
  std::vector<arkantis::Card> claimable;   // cards of the viewer's hand that fit an open spot
  arkantis::Bits covered_after = 0;        // the squares still covered after the action
};

class ArkantisApp final : public TableApp<arkantis::ArkantisGame> {
 public:
  ArkantisApp(ParsedConfigOf<arkantis::ArkantisGame> parsed, KeyValueStore& store);

 private:
  // ---- TableApp ----
  LogEntry describe(const State& before, const Action& action, const State& after,
                    const std::vector<std::string>& seat_names) const override;  // arkantis_words.cpp
  arkantis::GameOptions options_from_form(int players) const override;
  void reset_input(bool new_table) override;
  void game_test_json(nlohmann::json& j, const State& shown) const override;
  std::string input_signature() const override;

  // ---- App ----
  void draw_score(ImVec2 size) override;         // arkantis_panels.cpp
  void draw_game_options() override {}           // nothing beyond the seats
  bool has_guided_game() const override { return true; }
  void start_guided_game(const std::string& player_name) override;
  const char* guided_help_key() const override { return "arkantis.guided_help"; }
  void draw_rules_window() override;             // arkantis_rules_window.cpp
  std::vector<TextSection> rules_text() const override;  // arkantis_rules_window.cpp
  void draw_rules_diagrams(const std::string& section);  // arkantis_diagrams.cpp
  void on_game_key(int sdl_keycode) override;
  std::pair<int, int> board_squares() const override { return {arkantis::data::kCols, arkantis::data::kRows}; }
  std::string square_words(int column, int row) const override;
  void click_square(int column, int row) override { handle_board_click(arkantis::square_at(row, column)); }
  std::string guide_topic() const override;                  // arkantis_guide.cpp
  const char* title_key() const override { return "arkantis.title"; }
  const char* tagline_key() const override { return "arkantis.tagline"; }

  // ---- The table's parts (web/shell/table_layout.cpp lays them out) ----
  std::string phase_prompt() const override;                  // arkantis_panels.cpp
  std::string keys_text() const override;                     // arkantis_panels.cpp
  void draw_players_panel() override;                         // arkantis_panels.cpp
  // The players' boards: counters, hand by colour, the claimed cards' figures (arkantis_panels.cpp).
  std::pair<std::string, std::string> board_score(int seat) const override;
  void draw_board_content(int seat, ImVec2 min, ImVec2 max, BoardDetail detail, float line_h) override;
  void draw_table_panels(bool phone) override;
  void draw_board_area(ImVec2 min, ImVec2 max) override;      // arkantis_board.cpp
  // What the others did since the player at the device last played (every seat's last turns when
  // no hand shows): the squares of each turn and its seat, marked on the board in their colours.
  std::vector<std::pair<arkantis::Bits, int>> recent_turns() const;  // arkantis_board.cpp
  void draw_guide() override { draw_guide_box("arkantis.guide.", guide_topic()); }
  float board_aspect() const override { return 1.0f; }

  // ---- Board (arkantis_board.cpp) ----
  void handle_board_click(int square);
  // The action the selection and the square under the pointer make, if any.
  std::optional<arkantis::Action> composed_action(std::optional<int> at) const;
  ArkantisPreview preview(const arkantis::Action& action) const;

  // ---- Panels (arkantis_panels.cpp) ----
  void draw_piles();
  void draw_hand_and_controls();
  std::vector<SeatChange> changes_for(const arkantis::State& before, const arkantis::State& now,
                                       int seat) const override;  // arkantis_changes.cpp
  std::vector<Flight> flights(const arkantis::State& before, const arkantis::Action& action,
                              const arkantis::State& after) const override;  // arkantis_flights.cpp
  // A card: its figure (the mirror image when `mirrored`) on its colour, and unless `bare` its id
  // and value.
  void draw_card(arkantis::Card card, float cell, bool highlight, bool mirrored = false, bool bare = false);
  void draw_pass_outlook();  // arkantis_panels.cpp: what the others can still take after a pass
  void draw_keys_table();   // arkantis_rules_window.cpp
  void draw_cards_table();  // arkantis_rules_window.cpp
  // The state the viewer may see: other hands as the table shows them.
  const State& seen_state() const;
  // The hint's worth is its final margin played out (ai/arkantis/advisor.hpp) minus the margin
  // now: the hint says where that leaves the player at the end, against the best other player.
  double hint_figure(double gain) const override;
  const char* hint_worth_key() const override { return "arkantis.hint.shown.final"; }
  std::vector<TextSection> position_text(const State& s, int viewer) const override;  // arkantis_text_view.cpp
  std::vector<std::string> score_words(const State& final_state) const override;       // arkantis_panels.cpp

  std::vector<int> selected_;       // covered squares picked for a removal or a move (1 or 2)
  std::optional<int> move_to_;      // the uncovered square the one selected token would move to
  std::optional<int> hover_;
  // The spot of the claimed card under the pointer in the players panel, outlined on the board
  // in its claimer's colour (set while drawing the panel, drawn the next frame).
  std::optional<std::pair<arkantis::Bits, int>> claim_hover_;
  // The open spot whose Claim button the pointer is on: singled out on the board.
  std::optional<arkantis::Bits> spot_hover_;
  bool confirm_pass_ = false;       // the pass is final: asked once more
  bool outlook_asked_ = false;      // the pass's outlook was asked for while the question is open
  int pass_question_shown_ = 0;     // 1: the question was brought into view, 2: with its figures
  std::string said_outlook_;        // the pass's figures last said (a screen reader never sees them drawn)
  int diagrams_drawn_ = 0, captions_drawn_ = 0;  // the rules window's, this frame (marks for the tests)
  ArkantisGeometry geometry_;
  mutable std::optional<State> seen_;  // cache of seen_state()
  mutable std::uint64_t seen_hash_ = 0;
  mutable int seen_viewer_ = -2;
};

// Arkantis in the page's registry (page_games.cpp).
// Its picture on the game chooser (arkantis_picture.cpp).
void draw_arkantis_picture(ImDrawList* dl, ImVec2 min, ImVec2 max);
inline PageGame arkantis_page_game() {
  return page_game<ArkantisApp>(arkantis_link_options(), "arkantis.title", "arkantis.tagline", draw_arkantis_picture);
}

}  // namespace web
