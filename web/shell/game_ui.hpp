// What a game's page must supply, and only that. A game's app (web/games/GAME/GAME_app.hpp)
// derives from TableApp<ITS GAME>, which does everything else for any game of the contract (the
// flow, saves, replay, hints, review, status bar, log), and implements these two interfaces:
// GameScreens, what it draws on the shell's screens, and GameRulesUi<G>, how its actions and
// options become the page's words and input.
#pragma once

#include <imgui.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "bg/game.hpp"
#include "log_entry.hpp"
#include "player_boards.hpp"
#include "table_words.hpp"

namespace web {

// A part of the text view of the position: a heading and its lines.
struct TextSection {
  std::string heading;
  std::vector<std::string> lines;
};

// Something carried across the table while an action plays out (a card from the hand to the
// board, a card bought to its owner, a seal or counters won): from one screen rectangle to
// another during the part [start, end] of the action's motion (0 to 1), drawn by `draw` over
// everything, in the rectangle it has reached. Presentation only (web/logic/motion.hpp).
struct Flight {
  ImVec2 from_min, from_max, to_min, to_max;
  float start = 0, end = 1;
  std::function<void(ImDrawList*, ImVec2 min, ImVec2 max)> draw;
  // The target it lands on, which the panel leaves empty until it arrives (a card bought is not
  // in the hand twice); "" for none.
  std::string lands_on;
};

// A rectangle on screen (min, max), as App::target_rect gives them.
using ScreenRect = std::pair<ImVec2, ImVec2>;
// A rectangle of `size` centred on `place` (a card on a player's row, which is wider); none for none.
inline std::optional<ScreenRect> centred_on(const std::optional<ScreenRect>& place, ImVec2 size) {
  if (!place) return std::nullopt;
  const ImVec2 c((place->first.x + place->second.x) / 2, (place->first.y + place->second.y) / 2);
  return ScreenRect{ImVec2(c.x - size.x / 2, c.y - size.y / 2), ImVec2(c.x + size.x / 2, c.y + size.y / 2)};
}
// Adds a flight when both its ends are on screen (a place scrolled away has no flight).
inline void add_flight(std::vector<Flight>& out, const std::optional<ScreenRect>& from, const std::optional<ScreenRect>& to,
                       float start, float end, std::function<void(ImDrawList*, ImVec2, ImVec2)> draw,
                       std::string lands_on = "") {
  if (from && to) out.push_back({from->first, from->second, to->first, to->second, start, end, std::move(draw), std::move(lands_on)});
}

// The game's parts of the shell's screens (App lays them out: table_layout.cpp, new_game_screen.cpp).
class GameScreens {
 public:
  virtual ~GameScreens() = default;

 protected:
  // The table: the board and the panels beside it.
  virtual void draw_board_area(ImVec2 min, ImVec2 max) = 0;
  virtual float board_aspect() const = 0;          // the board area's height / width on a phone
  virtual void draw_players_panel() = 0;
  // The players' boards (logic/player_boards.hpp; App draws their frames: the colour, the
  // whose-turn marker, the name and the score): how many there are (0: none), the seat to move
  // (-1: none), a seat's running score and what it is made of (a tooltip), and what the game
  // gives the seat, drawn between `min` and `max` in lines `line_h` high, as much as `detail` says.
  virtual int board_seats() const { return 0; }
  virtual int board_to_move() const { return -1; }
  virtual std::pair<std::string, std::string> board_score(int /*seat*/) const { return {}; }
  virtual void draw_board_content(int /*seat*/, ImVec2 /*min*/, ImVec2 /*max*/, BoardDetail /*detail*/, float /*line_h*/) {}
  virtual void draw_table_panels(bool phone) = 0;  // the game's own panels: right column or phone tab
  virtual void on_game_key(int sdl_keycode) = 0;   // a key the shell did not use, on the table
  // The board cursor (the arrow keys, App::use_board_cursor): the board's columns and rows, what
  // a square holds in words (said as the cursor reaches it), and a click on it (Space).
  virtual std::pair<int, int> board_squares() const = 0;
  virtual std::string square_words(int column, int row) const = 0;
  virtual void click_square(int column, int row) = 0;
  // The score screen over the final board.
  virtual void draw_score(ImVec2 size) = 0;
  // The new-game screen: the game's options, and its guided first game.
  virtual void draw_game_options() = 0;
  virtual bool has_guided_game() const = 0;
  virtual const char* guided_help_key() const = 0;  // the line about the guided game (a string key)
  virtual void start_guided_game(const std::string& player_name) = 0;
  // The guided game's box, shown when guide_topic() is not empty.
  virtual std::string guide_topic() const = 0;
  virtual void draw_guide() = 0;
  virtual void draw_rules_window() = 0;
  // The rules window's content as text, section by section, the keys last (for #help).
  virtual std::vector<TextSection> rules_text() const = 0;
  // The game's name and one line about it, as string keys ("app.title", "newgame.tagline").
  virtual const char* title_key() const = 0;
  virtual const char* tagline_key() const = 0;
};

// The game's actions and options in the page's words and input (TableApp<G> asks them).
template <bg::HostedGame G>
class GameRulesUi {
 public:
  virtual ~GameRulesUi() = default;

 protected:
  using State = typename G::State;
  using Action = typename G::Action;
  // The move log's line for one action.
  virtual LogEntry describe(const State& before, const Action& action, const State& after,
                            const std::vector<std::string>& seat_names) const = 0;
  // The line for an action played by the seat whose hand this device shows, alone, when it says
  // more to that player than to the table: Arkadia's card drawn from the deck, named (issue 76).
  // Empty: the log's line. Never used where another seat reads it (TableApp::own_hand_here).
  virtual std::string own_log_text(const State& /*before*/, const Action& /*action*/, const State& /*after*/) const {
    return {};
  }
  // The game's options as the new-game form holds them, for `players` seats.
  virtual typename G::Options options_from_form(int players) const = 0;
  // Whether `next` belongs to the same step of the page as `previous` (undo goes back by
  // steps); a game whose every click plays one action keeps the default.
  virtual bool continues_step(const Action& /*previous*/, const Action& /*next*/) const { return false; }
  // Forget what the player was composing (a move, undo, another game); `new_table`: a game was
  // just started or opened.
  virtual void reset_input(bool new_table) = 0;
  // The status bar's game parts: what the player to move does now, a warning after the turn line
  // (Arkadia's final round; empty: none), and the keys (the line shown when there is no message).
  // The shell draws the warning whole, wrapped, and keeps room for it on a phone.
  virtual std::string phase_prompt() const = 0;
  // The prompt as said again once heard whole in this game, for a screen reader (issue 76: the
  // same 170 characters started every Arkadia turn); empty: said whole every time.
  virtual std::string phase_prompt_brief() const { return {}; }
  virtual std::string status_warning() const { return {}; }
  virtual std::string keys_text() const = 0;
  // The review's "why" when the game's review gives no parts of its number (ReviewTerm; with
  // them the shell says the parts, review_words.hpp): what the person's choice and the AI's, each
  // played from the position before action `at`, change on the table (seals, gold), in the
  // game's words; empty when the game says nothing.
  virtual std::vector<std::string> review_reasons(int /*at*/, const std::vector<Action>& /*chosen*/,
                                                  const std::vector<Action>& /*preferred*/) const {
    return {};
  }
  // What the rest of the game did to what separates the two choices, said after the reasons
  // (Arkadia: the person's next banner, the seal values that moved); `length` is the chosen
  // decision's actions. Nothing by default.
  virtual std::vector<std::string> review_later(int /*at*/, int /*length*/, const std::vector<Action>& /*chosen*/,
                                                const std::vector<Action>& /*preferred*/) const {
    return {};
  }
  // The hint's figure from its worth (the change of the mover's margin the worker estimates),
  // and the key of the sentences that say it, KEY.ahead, KEY.behind and KEY.level
  // (hint_worth_line, review_words.hpp): by default the change itself, "About {worth} ahead of
  // the best other player".
  virtual double hint_figure(double gain) const { return gain; }
  virtual const char* hint_worth_key() const { return "hint.shown"; }
  // What changed for `seat` from `before` to `now`, public things only, each kind once (3 more
  // gold, 1 more card), for the status bar's "since your turn" line, which adds them up action by
  // action, gains and losses apart where the game asks (logic/table_words.hpp); nothing when the
  // game says nothing.
  virtual std::vector<SeatChange> changes_for(const State& /*before*/, const State& /*now*/, int /*seat*/) const { return {}; }
  // The position in words for the text view (screen readers; shown on request), as `viewer`
  // may see it (-1: no hand is shown): the board row by row, the cards, each player. What the
  // panels show, nothing more.
  virtual std::vector<TextSection> position_text(const State& /*s*/, int /*viewer*/) const { return {}; }
  // Each seat's result once the game is over, a sentence each in seat order, as the score screen
  // shows it ("Ada: 45 gold (38 before the final sale, 7 from selling 2 red, 1 olive)"): said with the result and
  // put in the text view. Nothing by default.
  virtual std::vector<std::string> score_words(const State& /*final_state*/) const { return {}; }
  // What the action in motion carries across the table (see Flight); `before` and `after` are
  // the positions around it. Nothing by default.
  virtual std::vector<Flight> flights(const State& /*before*/, const Action& /*action*/, const State& /*after*/) const {
    return {};
  }
  // The game's fields of the test hook, and what its input adds to the screen's signature.
  virtual void game_test_json(nlohmann::json& j, const State& shown) const = 0;
  virtual std::string input_signature() const = 0;
};

}  // namespace web
