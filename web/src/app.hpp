// The page's application: the screens (new game, play, pass the device, score), the human's
// input, the AI seats' turns through the worker, and the test hook. One instance per page.
#pragma once

#include <imgui.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "ai_client.hpp"
#include "board_geometry.hpp"
#include "match.hpp"
#include "turn_input.hpp"

namespace web {

enum class Screen { kNewGame, kPlay, kScore };

struct PageSettings {
  double ai_delay_ms = 500;  // pause between AI actions so people can follow them
};

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
  int lot_choice = 0;  // index into arkadia::allowed_lot_corners()
  bool allow_mirror = false;
  bool strict_screens = false;
  std::array<char, 24> seed{};
  std::string error;
};

class App {
 public:
  explicit App(PageSettings settings);

  // Runs the AI seats; called before every potential frame. True when something changed.
  bool tick(double now_ms);
  // True while something moves on its own (the AI thinks or is about to play).
  bool animating() const;
  // Builds the whole UI for one frame.
  void draw(ImVec2 display_size, double now_ms);
  void on_key(int sdl_keycode);
  // True when the last frame no longer shows the present (a click changed it mid-frame).
  bool stale() const { return drawn_signature_ != screen_signature(); }
  // The screen in short (see screen_signature): equal signatures, no input and only the
  // spinner moving allow a partial frame that redraws just live_rect().
  std::string signature() const { return screen_signature(); }
  ImVec4 live_rect() const { return live_rect_; }  // min x, min y, max x, max y
  void on_ai_reply(AiReply reply) { ai_.receive(std::move(reply)); }
  // State for the browser tests (JSON): screen, positions of squares and buttons, the game.
  std::string test_json() const;
  // Counts a drawn frame and the milliseconds it took the page to build and submit it.
  void count_frame(double ms) {
    ++frames_;
    frame_ms_ = frame_ms_ * 0.9 + ms * 0.1;
  }

 private:
  // Screens (new_game_screen.cpp, score_screen.cpp, app.cpp).
  void draw_new_game(ImVec2 size);
  void draw_play(ImVec2 size, double now_ms);
  void draw_pass_device(ImVec2 size);
  void draw_score(ImVec2 size);
  // Pieces of the play screen (panels.cpp, app.cpp).
  void draw_status_bar(double now_ms);
  void draw_players_panel();
  void draw_table_panel();
  void draw_hand_and_controls();
  void draw_sale_controls();
  void draw_board_area(ImVec2 min, ImVec2 max);
  void handle_board_click(arkadia::Square square);
  BoardMarks board_marks() const;

  void start_match(const MatchSetup& setup);
  void play(const arkadia::Action& action);
  void play_all(const std::vector<arkadia::Action>& actions);
  bool human_to_move() const;
  int colour_of(int seat) const;
  std::string seat_label(int seat) const;
  // Records the rectangle of the last ImGui item under a name the browser tests click.
  void mark(const std::string& id);
  // What the screen shows, in short: when it differs from the one of the last drawn frame, the
  // recorded rectangles are stale and the tests wait for the next frame.
  std::string screen_signature() const;

  PageSettings settings_;
  Screen screen_ = Screen::kNewGame;
  NewGameForm form_;
  std::optional<Match> match_;
  std::optional<MatchSetup> last_setup_;
  AiClient ai_;
  double next_ai_at_ = 0;
  int ai_decisions_ = 0;
  std::string notice_;
  int viewer_ = -1;   // seat whose hand is shown; -1 for none
  int pass_to_ = -1;  // hot-seat: seat that must confirm before its hand shows
  TurnInput input_;
  std::optional<arkadia::Square> hover_;
  BoardGeometry geometry_;
  struct Target {
    std::string id;
    ImVec2 min, max;
  };
  std::vector<Target> targets_;
  std::string drawn_signature_;
  ImVec4 live_rect_{0, 0, 0, 0};
  long frames_ = 0;
  double frame_ms_ = 0;  // moving average
};

}  // namespace web
