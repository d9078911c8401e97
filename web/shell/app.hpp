// The page's application: the screens (new game, play, pass the device, score, replay), the
// human's input, the AI seats' turns through the worker, saved games, the embedding page, and
// the test hook. One instance per page.
#pragma once

#include <imgui.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "ai_client.hpp"
#include "board_geometry.hpp"
#include "browser.hpp"
#include "arkadia_table.hpp"
#include "move_log.hpp"
#include "settings.hpp"
#include "turn_input.hpp"

namespace web {

enum class Screen { kNewGame, kPlay, kScore, kReplay };

inline constexpr float kNarrowStatusHeight = 100.0f;  // the status bar on a phone: room for 4 lines

// The new-game form, kept between games so "new game" starts from the last choices.
struct NewGameForm {
  int players = 2;
  struct Seat {
    std::array<char, 24> name{};
    bool ai = false;
    int level = 1;
    int colour = 0;
  };
  std::array<Seat, arkadia::kMaxPlayers> seats{};
  bool beginner = false;
  int lot_choice = -1;  // index into arkadia::allowed_lot_corners(); -1: the default lot
  bool allow_mirror = false;
  bool strict_screens = false;
  std::array<char, 24> seed{};
  std::string error;
};

// The name a seat of the new-game form starts with, in the current language: "You",
// "Player 3", "Computer", "Computer 2" (new_game_screen.cpp).
std::string form_default_name(int seat, bool ai);

// The log's lines for one turn, made once per action and language.
struct LogTurn {
  int seat = -1;
  int turn = 0;
  int first_action = 0;
  std::vector<LogEntry> entries;
};

class App {
 public:
  App(ParsedConfig config, KeyValueStore& store);

  // Runs the AI seats and timers; called before every potential frame. True when something changed.
  bool tick(double now_ms);
  // True while something moves on its own (the AI thinks or is about to play).
  bool animating() const;
  // Builds the whole UI for one frame (size in the page's logical pixels).
  void draw(ImVec2 display_size, double now_ms);
  void on_key(int sdl_keycode);
  void on_pointer(bool touch) { touch_ = touch; }
  float ui_scale() const { return settings_.ui_scale; }

  // From the browser (main.cpp's exported functions).
  void on_ai_reply(AiReply reply) { ai_.receive(std::move(reply)); }
  void on_ai_event(const std::string& kind);
  void on_import_file(const std::string& text, const std::string& error);
  void on_fetched_record(const std::string& text, const std::string& error);
  void on_embed_message(const std::string& text, const std::string& error);

  // True when the last frame no longer shows the present (a click changed it mid-frame).
  bool stale() const { return drawn_signature_ != screen_signature(); }
  // The screen in short (see screen_signature): equal signatures, no input and only the
  // spinner moving allow a partial frame that redraws just live_rect().
  std::string signature() const { return screen_signature(); }
  ImVec4 live_rect() const { return live_rect_; }  // min x, min y, max x, max y
  // State for the browser tests (JSON): screen, positions of squares and buttons, the game.
  std::string test_json() const;
  long frames() const { return frames_; }
  // Frames the main loop still owes after input (the test hook's "settled" waits for none).
  void set_frames_pending(int frames) { frames_pending_ = frames; }
  bool ai_busy() const { return ai_.busy(); }
  void count_frame(double ms) {
    ++frames_;
    frame_ms_ = frame_ms_ * 0.9 + ms * 0.1;
  }

 private:
  // ---- Flow (app.cpp) ----
  void start_match(MatchSetup setup, bool seed_given);
  // Makes `match` the game on the table, stored under `id` (a new id when empty).
  void adopt_match(Match match, std::string id);
  void open_replay(Match match, std::optional<int> move);
  void close_replay();
  // A record from a file, a link or a message: a finished game opens in the replay viewer, a
  // game in progress is resumed (from_file) or viewed. False with `error` set when unusable.
  bool open_record_text(const std::string& text, bool resume_unfinished, std::optional<int> move, std::string& error);
  void play(const arkadia::Action& action);
  void play_all(const std::vector<arkadia::Action>& actions);
  void after_move();  // what the screen does after any move: clear the input, the end of game
  void undo();
  void take_back();
  void export_game() const;
  void set_language(Language language);
  void save_settings();
  bool human_to_move() const;
  int colour_of(int seat) const;
  std::string seat_name(int seat) const;
  std::string seat_label(int seat) const;
  std::vector<std::string> seat_names() const;
  void fill_default_names(MatchSetup& setup) const;
  const Match* shown_match() const;  // the game on screen: the replay, or the one being played
  const arkadia::State& shown_state() const;
  void rebuild_log();
  void apply_embed_command(const ParsedCommand<ArkadiaGame>& command);

  // ---- Screens and panels ----
  void draw_menu_bar(ImVec2 size);                          // menu.cpp
  void draw_banners();                                      // menu.cpp: link problems, autosave
  void draw_new_game(ImVec2 size);                          // new_game_screen.cpp
  void draw_saved_games(float width);                       // new_game_screen.cpp
  void draw_play(ImVec2 min, ImVec2 size, double now_ms);   // app.cpp (layout)
  void draw_pass_device(ImVec2 size);                       // app.cpp
  void draw_score(ImVec2 size);                             // score_screen.cpp
  void draw_replay_controls();                              // replay_panel.cpp
  void draw_status_bar(float width, double now_ms);         // panels.cpp
  void draw_players_panel();                                // panels.cpp
  void draw_values_and_castle();                            // panels.cpp
  void draw_display_and_deck();                             // panels.cpp
  void draw_hand_and_controls();                            // panels.cpp
  void draw_sale_controls();                                // panels.cpp
  std::vector<arkadia::Action> sale_actions() const;        // panels.cpp: the sale as composed
  void draw_log(bool follow);                               // log_panel.cpp
  void draw_guide();                                        // guide.cpp
  void draw_settings_window();                              // settings_window.cpp
  void draw_rules_window();                                 // rules_window.cpp
  void draw_board_area(ImVec2 min, ImVec2 max);
  void handle_board_click(arkadia::Square square);
  BoardMarks board_marks() const;
  std::string guide_topic() const;                          // guide.cpp

  // Records the rectangle of the last ImGui item under a name the browser tests click.
  void mark(const std::string& id);
  std::string screen_signature() const;

  // ---- State ----
  KeyValueStore& store_;
  SavedGames saves_;
  Settings settings_;
  ArkadiaPageConfig config_;
  std::vector<ConfigProblem> link_problems_;  // shown until dismissed
  bool embed_ = false;

  Screen screen_ = Screen::kNewGame;
  NewGameForm form_;
  AiClient ai_;
  Session session_;  // the game at the table (web/logic/session.hpp)
  std::optional<MatchSetup> last_setup_;
  bool autosave_warned_ = false;

  // Replay viewer.
  std::optional<Match> replay_;
  int replay_cursor_ = 0;  // the position shown: before action replay_cursor_
  Screen replay_return_ = Screen::kNewGame;
  bool close_replay_ = false;  // asked for during a frame, done after it

  std::vector<LogTurn> log_;
  int log_actions_ = -1;  // actions the log was made for (-1: make it again)
  const Match* log_match_ = nullptr;

  int ai_restarts_ = 0;
  std::string notice_;
  std::string info_;  // a neutral message (saved, loaded), shown like the notice
  TurnInput input_;
  std::optional<arkadia::Square> hover_;
  std::optional<arkadia::Square> pinned_;  // touch: where the ghost stays until tapped again
  bool touch_ = false;
  BoardGeometry geometry_;
  bool narrow_ = false;     // phone-like layout: board on top, panels in tabs below
  int narrow_tab_ = 0;      // 0 play, 1 players, 2 log
  bool show_settings_ = false;
  int scale_percent_ = 100;  // the UI scale slider's value while it is held
  bool show_rules_ = false;
  int rules_section_ = 0;
  bool show_log_ = true;
  bool guide_hidden_ = false;
  int posted_cursor_ = -1;  // replay position last told to the embedding page
  std::vector<SavedGameInfo> saved_games_;
  bool saved_games_stale_ = true;

  struct Target {
    std::string id;
    ImVec2 min, max;
  };
  std::vector<Target> targets_;
  std::string drawn_signature_;
  ImVec4 live_rect_{0, 0, 0, 0};
  long frames_ = 0;
  int frames_pending_ = 0;
  double frame_ms_ = 0;  // moving average
  int embed_messages_ = 0;  // handled messages (tests)
  std::string last_embed_error_;
};

}  // namespace web
