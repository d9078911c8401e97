// The page's shell, the same for every game: the frame and its screens (new game, play, pass the
// device, score, replay), the menu bar and banners, settings and language, the new-game form's
// seats, the saved games, the move log and the replay controls, the test hook. What depends on
// the game at the table is asked through the virtual functions below, which TableApp<G>
// (table_app.hpp) answers for any game of the contract, and through GameScreens (game_ui.hpp),
// what each game's own app (web/games/GAME/) draws. One instance per page (make_page_app).
#pragma once

#include <imgui.h>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai_client.hpp"
#include "browser.hpp"
#include "closing_words.hpp"
#include "game_picture.hpp"
#include "game_ui.hpp"
#include "i18n.hpp"
#include "log_entry.hpp"
#include "match.hpp"
#include "new_game_form.hpp"
#include "page_config.hpp"
#include "page_handoff.hpp"
#include "saved_games.hpp"
#include "settings.hpp"
#include "table.hpp"

namespace web {

struct AdviceTag;  // widgets.hpp

std::uint64_t random_seed();           // time and the browser's randomness
std::string ai_level_name(int level);  // "Hard" in the current language

inline constexpr float kNarrowStatusHeight = 100.0f;  // the status bar on a phone: room for 4 lines
inline constexpr float kKeysLineMinHeight = 560.0f;  // logical px: below it the status leaves out the keys
// Below this width (logical pixels) the wide layout keeps one column of tabs beside the board.
inline constexpr float kCompactWidth = 1000.0f;
// The name a seat of the new-game form starts with, in the current language: "You",
// "Player 3", "Computer", "Computer 2" (new_game_screen.cpp).
std::string form_default_name(int seat, bool ai);
// A default name (SeatSetup::default_name) in the page's current language.
std::string default_name_text(const std::string& key);
// Who plays a saved game, "Ada, Computer", the page's own names in its language (new_game_screen.cpp).
std::string saved_game_players(const SavedGameInfo& info);

// The log's lines for one turn, made once per action and language.
struct LogTurn {
  int seat = -1;
  int turn = 0;
  int first_action = 0;
  std::vector<LogEntry> entries;
};

// An unfinished game stored by another of the page's games (other_games_unfinished).
struct OtherGameSave {
  std::string game;
  std::string title_key;
  SavedGameInfo info;
};

// A game as the game chooser shows it: its names, its picture, its unfinished games newest first.
struct ChooserGame {
  std::string id;
  std::string title_key;
  std::string tagline_key;
  GamePicture picture;
  std::vector<SavedGameInfo> unfinished;
};

class App : protected GameScreens {
 public:
  App(PageConfig config, std::vector<ConfigProblem> problems, KeyValueStore& store);
  virtual ~App() = default;

  // Runs the AI seats and timers; called before every potential frame. True when something changed.
  virtual bool tick(double now_ms) = 0;
  // True while something moves on its own (the AI thinks or is about to play, the board plays
  // out an action).
  virtual bool animating() const = 0;
  // The game's last actions still play out on the board: the result waits for them (issue 77).
  virtual bool last_turn_playing() const = 0;
  // True while the board plays out an action.
  virtual bool board_moving() const = 0;
  // The browser asks for less motion (prefers-reduced-motion): the board shows actions at once.
  void set_reduced_motion(bool reduced) { reduced_motion_ = reduced; }
  // Builds the whole UI for one frame (size in the page's logical pixels).
  void draw(ImVec2 display_size, double now_ms);
  void on_key(int sdl_keycode);
  // Whether Dear ImGui's keyboard navigation has the arrows, Space and Enter (keyboard_focus.cpp):
  // in the menus, a window, the new-game form, the result, the pass screen; never at the table.
  bool keys_move_focus() const;
  // F10, or Alt pressed and released alone: into the menu bar, or back out of it.
  void toggle_menus();
  // The board cursor's square (column, row), while the arrow keys move it; none otherwise.
  std::optional<std::pair<int, int>> board_cursor() const { return board_cursor_; }
  void on_pointer(bool touch);  // app.cpp: also the words (tap or click)
  // A finger is scrolling a panel (scroll_by_finger): when it lifts, nothing under it is tapped.
  bool finger_scrolling() const { return finger_scrolling_; }
  float ui_scale() const { return settings_.ui_scale; }
  // Whether the browser's text inputs may lie over the canvas: not while a window or a menu
  // covers the screen, which they would cover in turn.
  bool text_overlay_allowed() const;

  // From the browser (main.cpp's exported functions).
  void on_ai_reply(AiReply reply) { ai_.receive(std::move(reply)); }
  void on_ai_event(const std::string& kind);
  void on_import_file(const std::string& text, const std::string& error);
  void on_fetched_record(const std::string& text, const std::string& error);
  void on_embed_message(const std::string& text, const std::string& error);
  void on_fetched_lesson(const std::string& text, const std::string& error);
  // Play between devices (web/remote_bridge.js): what the transport heard, as strings.
  virtual void on_remote_event(const std::string&, const std::string&, const std::string&) {}
  // The "type a move" field (web/move_entry.js): the text as typed so far, and the text entered
  // (Enter), which plays the move it names when it is legal.
  virtual void on_move_typed(const std::string& text) = 0;
  // A control pressed in the DOM by a screen reader (control_mirror.hpp): pressed in the next frame.
  void activate_control(ImGuiID id) { control_to_press_ = id; }
  virtual void on_move_entered(const std::string& text) = 0;
  // The move field gave the keys back to the board: said ("Board: letters act on it…").
  void on_move_field_left();
  // The controls' mirror gave the keys back to the canvas (Escape, or Tab past its last control):
  // where they act now, said (control_mirror.js).
  void on_controls_left();

  // True when the last frame no longer shows the present (a click changed it mid-frame).
  bool stale() const {
    return drawn_signature_ != screen_signature() || log_scroll_frames_ > 0 || panel_scroll_frames_ > 0 ||
           pinned_resized_;
  }
  // The screen in short (see screen_signature): while it stays equal, with no input and nothing
  // in motion, the main loop draws no frame at all.
  std::string signature() const { return screen_signature(); }
  // State for the browser tests (JSON): screen, positions of squares and buttons, the game.
  std::string test_json() const;
  long frames() const { return frames_; }
  // Frames the main loop still owes after input (the test hook's "settled" waits for none).
  void set_frames_pending(int frames) { frames_pending_ = frames; }
  bool ai_busy() const { return ai_.busy(); }
  void add_link_problem(ConfigProblem problem) { link_problems_.push_back(std::move(problem)); }
  void count_frame(double ms) {
    ++frames_;
    frame_ms_ = frame_ms_ * 0.9 + ms * 0.1;
  }

 protected:
  // A finger dragged up or down over a panel scrolls it, as on any phone page (ImGui scrolls only
  // with a wheel or the scrollbar); a drag past a few pixels is a scroll, not a tap.
  void scroll_by_finger();

  // ---- What the game at the table answers (TableApp<G>) ----
  virtual bool has_game() const = 0;        // a game at the table
  virtual bool game_over() const = 0;       // ... and it is over
  virtual bool has_shown_game() const = 0;  // a game on screen: the replay, or the one at the table
  virtual bool human_to_move() const = 0;
  // The status bar's height on a phone, `width` wide: its four lines, and the game's warning whole.
  virtual float narrow_status_height(float width) const = 0;
  virtual int played_moves() const = 0;      // actions of the game at the table (-1: none)
  virtual bool can_undo_now() const = 0;
  virtual bool can_take_back_now() const = 0;
  // Why the person here cannot take back their last turn, in words ("" when they can).
  virtual std::string take_back_blocked_reason() const = 0;
  virtual void undo() = 0;
  // A step the player is still putting together, before it is played (Arkadia's planned worker),
  // taken back and said; false when there is none (App::on_key's Z).
  virtual bool undo_unplayed_step() { return false; }
  virtual void take_back() = 0;
  virtual void export_game() = 0;
  virtual void ask_hint() = 0;
  // The hint shown for the position on the table, in words ("" when none): a phone's Play tab
  // repeats it whole, where its status has room for two lines.
  virtual std::string hint_note() const { return {}; }
  virtual int pass_to() const = 0;           // hot-seat: the seat asked to come to the device
  virtual void draw_pass_device(ImVec2 size) = 0;
  virtual bool autosave_failed() const = 0;
  // The new-game form's seats are ready: start a game with the game's options from the form.
  virtual void start_from_form(TableSetup table, bool seed_given) = 0;
  virtual std::vector<SavedGameInfo> list_saved_games() const = 0;
  virtual bool saved_games_available() const = 0;
  virtual void open_saved_game(const std::string& id, bool replay) = 0;
  virtual void discard_saved_game(const std::string& id) = 0;
  // A record from a file, a link or a message: a finished game opens in the replay viewer, a
  // game in progress is resumed (resume_unfinished) or viewed. False with `error` set.
  virtual bool open_record_text(const std::string& text, bool resume_unfinished, std::optional<int> move,
                                std::string& error) = 0;
  virtual void apply_embed_message(const std::string& text) = 0;
  // A lesson (docs/embedding.md, "Lessons"): opened from its file's text (`url`: where it came
  // from, for its next lesson; empty when a message carried it); its box under the board; its keys.
  virtual void open_lesson_text(const std::string& text, const std::string& url) = 0;
  virtual bool lesson_shown() const = 0;
  virtual void draw_lesson_box() = 0;
  virtual bool on_lesson_key(int sdl_keycode) = 0;
  // An event to the embedding page, in the version of the messages its link asked for.
  void post_event(const std::string& event) const;
  virtual int replay_moves() const = 0;  // actions of the game in the replay viewer; -1: none
  virtual void drop_replay() = 0;        // forget the replay viewer's game
  virtual void rebuild_log() = 0;        // fills log_ for the game shown
  virtual bool log_outdated() const = 0;
  virtual int colour_of(int seat) const = 0;
  virtual std::string seat_name(int seat) const = 0;
  virtual std::string table_signature() const = 0;
  virtual void table_test_json(nlohmann::json& j) const = 0;

  // ---- The table's parts that the shell draws for any game (TableApp<G>) ----
  virtual void draw_status_bar(float width, double now_ms) = 0;
  virtual std::string game_id() const = 0;
  virtual std::string game_title() const = 0;  // the game's name in the page's language
  void draw_score_button(ImVec2 size);
  void draw_start_button(ImVec2 size);  // the new-game form's "Start the game"

  // ---- The shell's own parts ----
  void draw_play(ImVec2 min, ImVec2 size, double now_ms);  // table_layout.cpp
  // The panels as tabs (play or replay, players, log): a phone's, or a small window's column.
  void draw_side_tabs(bool replay, bool phone);            // table_layout.cpp
  // The players' boards (logic/player_boards.hpp) in a room `width` wide at most `budget` high:
  // where they go, then drawn there (`at`, the window's coordinates): each seat's box in its
  // colour, the whose-turn marker, its name and running score, and what the game gives it
  // (draw_board_content). Marked "board.N" and "board.turn" for the tests.
  BoardsPlan plan_boards(float width, float budget, bool strip) const;  // table_layout.cpp
  void draw_player_boards(ImVec2 at, float width, const BoardsPlan& plan);
  // The name a seat's board shows: TableApp's, with a computer's level.
  virtual std::string board_heading(int seat) const { return seat_name(seat); }
  // A line of a player's board as a game's draw_board_content fills it, left to right from
  // `min`: each item `w` wide, drawn by `draw` from the middle of its left edge, with its tooltip;
  // an item that would pass `max_x` is left out (false).
  struct BoardLine {
    float x, y, max_x, line_h;
  };
  bool board_item(BoardLine& line, float w, const std::string& tip, const std::function<void(ImVec2)>& draw);
  // A coin and a number on it's right (Arkadia's gold, ArkantiS's counters).
  void board_coins(BoardLine& line, int n, const std::string& tip);
  // A short text at the middle of its left edge, in `colour`.
  static void board_text(ImVec2 at, const std::string& text, ImU32 colour);
  void set_language(Language language);
  void save_settings();
  // The prompts say keys (true) or clicks, now and after a reload (Settings::keys_words).
  void set_keys_words(bool keys);
  // Keeps the new-game form's choices for the next game and visit (new_game_form.hpp).
  void remember_form_choices();
  static constexpr const char* kFormChoicesKey = "arkadia.form";
  void draw_menu_bar(ImVec2 size);         // menu.cpp
  void draw_banners();                     // menu.cpp: link problems, autosave
  void draw_new_game(ImVec2 size);         // new_game_screen.cpp
  // The first screen of a plain visit with no game to continue (opens_on_game_chooser): every
  // game with its picture, what it is, "New game" and "Continue" (game_chooser.cpp). The new-game
  // screen shows it while `choosing_game_`; the form's "All games" comes back to it.
  void draw_game_chooser(ImVec2 size);
  bool choosing_game_ = false;
  std::vector<ChooserGame> chooser_games_;  // read when the chooser opens
  // Opens the chooser, reading every game's saves again.
  void open_game_chooser();
  // "Continue" on a game's unfinished game: this page opens it, another game's page is asked to.
  void continue_saved_game(const std::string& game, const std::string& id);
  void draw_saved_games(float width);      // new_game_screen.cpp
  void draw_replay_controls();             // replay_panel.cpp
  virtual void draw_replay_note() {}       // what the game's app says of the position shown
  void close_replay();                     // replay_panel.cpp
  void draw_log(bool follow);              // log_panel.cpp
  void draw_settings_window();             // settings_window.cpp
  // Records the rectangle of the last ImGui item under a name the browser tests click.
  void mark(const std::string& id);
  // The hint's tag on the board ("hint.tag") and the squares it tells of ("hint.square.N").
  void mark_hint_tag(const AdviceTag& tag);
  // Where the last frame drew the item marked `id`: the part of it its window showed (none when
  // it was not drawn or scrolled out of view).
  std::optional<std::pair<ImVec2, ImVec2>> target_rect(const std::string& id) const;
  // Where a card flying to a seat lands: the seat's hand slot `hand_slot` ("hand.N") when it is
  // drawn, which the panel then leaves empty until the card arrives (Flight::lands_on); else
  // `elsewhere` (the seat's place), with nothing left empty.
  struct Landing {
    std::optional<ScreenRect> rect;
    std::string lands_on;
  };
  Landing landing(std::optional<int> hand_slot, const std::optional<ScreenRect>& elsewhere) const;
  // Things carried across the table while the board plays out an action (TableApp<G>).
  virtual void draw_in_flight() {}
  virtual void draw_remote(ImVec2) {}  // play between devices: invitations, who is away
  virtual void draw_chat() {}  // at a table with friends: the chat, at the top of the log panel
  // A friend's page before the host's table came: "Joining Anna's table"; false: none to draw.
  virtual bool draw_joining(ImVec2) { return false; }
  // The last item's tooltip, unless the rules or settings window is open: the table under it
  // then shows nothing over that window. Beside the item (widgets.hpp), or at the pointer for an
  // item as big as the board, where the pointed square is what it explains.
  enum class TooltipPlace { kBesideItem, kAtPointer };
  void tooltip_if_hovered(const std::string& text, TooltipPlace place = TooltipPlace::kBesideItem);
  // A panel in two parts: `above` scrolls, `pinned` stays in view at the panel's bottom (the hand
  // and the decision's controls). The pinned part is as tall as it was last frame; `above` gets
  // the rest, and is left out when that is too little to show anything.
  void with_pinned_bottom(const std::function<void()>& above, const std::function<void()>& pinned);
  // Records a figure or line as the page shows it, under a name the browser tests read: they
  // check what a player reads, not what the code meant to show.
  void shown_text(const std::string& id, const std::string& text) { shown_texts_[id] = text; }
  std::string screen_signature() const;

  KeyValueStore& store_;
  Settings settings_;
  PageConfig config_;
  std::vector<ConfigProblem> link_problems_;  // shown until dismissed
  bool embed_ = false;
  // The first words a screen reader hears: where the page opened and the keys that reach the
  // rest (once, before anything else is said; not in a lesson, which asks its question).
  void welcome();
  bool welcomed_ = false;

  // Which screen shows what: the game at the table, its past, the replay (web/logic/table.hpp).
  TableView view_;
  NewGameForm form_;
  AiClient ai_;
  bool close_replay_ = false;  // asked for during a frame, done after it
  void step_through(int delta);  // -1 / +1 move; 0 returns to the present

  std::vector<LogTurn> log_;
  int log_actions_ = -1;  // actions the log was made for (-1: make it again)

  int ai_restarts_ = 0;
  std::string notice_;
  bool take_back_asked_ = false;  // T pressed once: T again takes the last turn back
  void take_back_by_key();
  std::string info_;  // a neutral message (saved, loaded), shown like the notice
  // The string key info_ was set from (inform()), so that it follows a change of language.
  std::string info_key_;
  void inform(const char* key);
  bool touch_ = false;
  ImGuiID control_to_press_ = 0;
  std::array<bool, kMaxSeats> level_room_{};  // new_game_screen.cpp: seats whose levels keep their place
  std::string page_title_, canvas_words_;  // the tab's title and the canvas's words as last set
  bool narrow_ = false;  // phone-like layout: board on top, panels in tabs below
  // The status sits in the right column (its lines stacked) rather than across a phone's
  // screen; its height is what its content took in the last frame.
  bool status_in_column_ = false;
  // The status's height in the right column: the tallest needed since the layout last changed
  // (table_layout.cpp), so the panels under it do not move with its text.
  float status_height_ = 0;
  std::string status_height_key_;
  // The boards above the column's tabs, planned once for the status's key and the seats: a status
  // that grows moves the tabs down, never a board that shrinks them back up (table_layout.cpp).
  BoardsPlan column_boards_;
  std::string column_boards_key_;
  bool menus_in_column_ = false;
  bool reduced_motion_ = false;
  // The player clicked or pressed a key: the board catches up with the game at once.
  virtual void on_player_input() {}  // the menu bar heads the right column (App::draw decides)
  float status_content_h_ = 0;
  bool upright_ = false;  // the screen is much higher than wide (a phone held upright)
  int narrow_tab_ = 0;   // 0 play, 1 players, 2 log: the tab Dear ImGui showed last
  std::optional<int> tab_wanted_;  // a tab a key asked for, until Dear ImGui shows it
  bool show_settings_ = false;
  // Keyboard navigation (keyboard_focus.cpp).
  bool in_menus() const;                   // a menu is open, or the keys are in the menu bar
  void leave_menu_level();                 // Esc in the menus
  void back_to_game();                     // from another screen to the game at the table (menu.cpp)
  void take_menu_bar_focus();              // in draw_menu_bar: toggle_menus' request, once
  // Once when `screen` appears: its first control has the focus, ringed (and said) when the keys
  // were last used or `ring` asks.
  void focus_screen(const char* screen, bool ring = false);
  // The keys' focus on the control just laid out (when the keys were used last): after a window's
  // content changed under the focus, so the arrows go on from there (app_focus.cpp).
  void focus_last_item();
  void show_focus();                       // the ring on the focused control, as after an arrow key
  void say_focus();                        // after each frame: the focused control, said
  // What the keys act on now, in words: the board at the table, the controls elsewhere ("" while
  // a window or menu is open, whose focused control is said).
  std::string where_keys_act() const;
  // A window closed (the rules, the settings, the result, the replay) or the new-game form left
  // for the game: said with where the keys act now (the words: web/logic/closing_words.hpp); the
  // rules window's section said whole when it is shown (app_focus.cpp, once a frame).
  void say_closed_windows();
  void say_rules_section();
  bool drawn_rules_ = false, drawn_settings_ = false, drawn_score_ = false;
  bool form_left_ = false;             // back_to_game from the new-game form, to be said
  ReplayClosedTo replay_closed_ = ReplayClosedTo::kNone;  // close_replay, to be said
  int said_rules_section_ = -2;        // the rules window's section said last (-2: none)
  bool enter_menus_ = false;
  bool keys_used_last_ = false;            // the last input was a key, not the pointer
  std::string focused_screen_;             // the screen focus_screen last focused
  std::string said_focus_;                 // the control and words say_focus last said
  std::optional<std::pair<int, int>> board_cursor_;  // see board_cursor()
  std::string lesson_url_;                          // the lesson file being fetched
  bool use_board_cursor(int sdl_keycode);           // app.cpp: true when the key was the cursor's
  int scale_percent_ = 100;  // the UI scale slider's value while it is held
  bool show_rules_ = false;
  // The result window over the final board; Esc or its × hides it to show the board, and a
  // button brings it back.
  bool show_score_ = true;
  int rules_section_ = 0;
  bool show_log_ = true;
  bool guide_hidden_ = false;  // the guided game's box, hidden by its button (until the next game)
  // The guided game's box for `topic`: its title and text are "<prefix><topic>.title" / ".text".
  void draw_guide_box(const std::string& prefix, const std::string& topic);
  // The players panel's content height in the last frame: the wide layout gives it what it needs,
  // leaving the log at least 170 px, so four players never push the log away.
  float players_content_h_ = 0;
  // The replay's log scrolls to the cursor's line when the cursor moves (not every frame, so that
  // the player can scroll away); ImGui applies a scroll in the next frame, so a frame or two more
  // are drawn.
  int log_scrolled_to_ = -1;
  int log_scroll_frames_ = 0;
  // A game's panel scrolling its decision's controls into view asks again for a few frames, for
  // the same reason; App::draw counts them down, so a panel no longer drawn never holds frames.
  int panel_scroll_frames_ = 0;
  // with_pinned_bottom's part: its height last frame, and whether this frame measured another
  // (one more frame is then drawn with it).
  float pinned_h_ = 0;
  bool pinned_resized_ = false;
  // The game's log follows the newest line while the player has not scrolled up (log_panel.cpp).
  bool log_following_ = true;
  float log_width_ = 0;
  int log_rewrap_frames_ = 0;
  std::vector<SavedGameInfo> saved_games_;
  std::vector<OtherGameSave> other_saves_;  // the other games' unfinished games (draw_other_games_saves)
  void draw_other_games_saves();
  bool saved_games_stale_ = true;

  struct Target {
    std::string id;
    ImVec2 min, max;
    ImVec2 visible_min, visible_max;  // the window's part of the screen it is drawn in
  };
  std::vector<Target> targets_;
  std::vector<Target> last_targets_;  // the last frame's: where things were drawn (target_rect)
  std::map<std::string, std::string> shown_texts_;
  std::string drawn_signature_;
  ImVec2 drawn_size_{0, 0};  // the size the last frame was laid out for, in logical units
  unsigned finger_window_ = 0;  // ImGuiID of the panel a finger went down on (0: none)
  bool finger_scrolling_ = false;
  long frames_ = 0;
  int frames_pending_ = 0;
  double frame_ms_ = 0;  // moving average
  int embed_messages_ = 0;  // handled messages (tests)
  std::string last_embed_error_;
};

// The page's app for the game a link names (?game=ID; Arkadia when none): page_games.cpp, the
// registry of the page's games. A game id it does not know is reported as a link problem.
std::unique_ptr<App> make_page_app(std::string_view query, KeyValueStore& store, std::string& origins_json);
// The page's games: id and the string key of its name, in the order the new-game screen lists them.
std::vector<std::pair<std::string, std::string>> page_game_titles();
// The unfinished games stored by the page's other games (not `current`), newest first: the new-game
// screen lists them too, so a returning player finds every game in progress (page_games.cpp).
std::vector<OtherGameSave> other_games_unfinished(const std::string& current, KeyValueStore& store);
std::vector<ChooserGame> chooser_games(KeyValueStore& store);

}  // namespace web
