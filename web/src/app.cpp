#include "app.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdio>
#include <cmath>

#include "arkadia/notation.hpp"
#include "arkadia/view.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

App::App(PageSettings settings) : settings_(settings) {
  static constexpr std::array<const char*, kMaxPlayers> kDefaultNames = {"You", "Computer", "Computer 2", "Computer 3"};
  for (int i = 0; i < kMaxPlayers; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    std::snprintf(seat.name.data(), seat.name.size(), "%s", kDefaultNames[static_cast<std::size_t>(i)]);
    seat.ai = i != 0;
    seat.colour = i;
  }
}

// ---- Flow ------------------------------------------------------------------------------------

void App::start_match(const MatchSetup& setup) {
  auto match = Match::start(setup);
  if (!match.ok()) {
    form_.error = match.reason();
    return;
  }
  form_.error.clear();
  ai_.cancel();
  match_ = std::move(match.value());
  last_setup_ = setup;
  screen_ = Screen::kPlay;
  input_ = {};
  notice_.clear();
  ai_decisions_ = 0;
  next_ai_at_ = 0;
  viewer_ = pass_to_ = -1;
  const int humans = match_->human_seats();
  const int first = match_->state().current_player();
  if (humans == 1) {
    for (int p = 0; p < match_->state().num_players(); ++p)
      if (match_->is_human(p)) viewer_ = p;
  } else if (humans >= 2 && match_->is_human(first)) {
    pass_to_ = first;
  }
}

bool App::human_to_move() const {
  return match_ && screen_ == Screen::kPlay && !match_->state().is_terminal() &&
         match_->is_human(match_->state().current_player()) && pass_to_ < 0;
}

void App::play(const Action& action) { play_all({action}); }

void App::play_all(const std::vector<Action>& actions) {
  if (!match_) return;
  const int mover = match_->state().current_player();
  if (auto ok = check_actions(match_->state(), actions); !ok.ok()) {
    notice_ = "Not possible: " + ok.reason();
    return;
  }
  for (const Action& a : actions) (void)match_->play(a);
  notice_.clear();
  input_ = {};
  next_ai_at_ = emscripten_get_now() + settings_.ai_delay_ms;
  const State& s = match_->state();
  if (s.is_terminal()) {
    screen_ = Screen::kScore;
    return;
  }
  const int next = s.current_player();
  if (next != mover && match_->human_seats() >= 2) {
    // Hot-seat: hide every hand until the next human at the device says it is them.
    viewer_ = -1;
    if (match_->is_human(next)) pass_to_ = next;
  }
}

bool App::tick(double now_ms) {
  if (!match_ || screen_ != Screen::kPlay) return false;
  const State& s = match_->state();
  if (s.is_terminal()) return false;
  const int seat = s.current_player();
  if (match_->is_human(seat)) return false;
  if (auto reply = ai_.take()) {
    auto action = parse_action(reply->action);
    if (!reply->error.empty() || !action.ok() || !s.check(action.value()).ok()) {
      // A wrong answer must not stall the game: play the first legal action instead and say so.
      notice_ = "The computer's move was refused (" +
                (reply->error.empty() ? (action.ok() ? s.check(action.value()).reason() : action.reason()) : reply->error) +
                "); it played a simple move instead.";
      play(s.legal_actions().front());
    } else {
      play(action.value());
    }
    return true;
  }
  if (!ai_.busy() && now_ms >= next_ai_at_) {
    const int level = match_->setup().seats[static_cast<std::size_t>(seat)].level;
    const auto seed = static_cast<std::uint32_t>(match_->setup().seed * 7919u + static_cast<std::uint64_t>(match_->actions_played()) * 104729u);
    ai_.request(SeatView::of(s, seat), level, seed);
    ++ai_decisions_;
    return true;
  }
  return false;
}

bool App::animating() const {
  if (!match_ || screen_ != Screen::kPlay || match_->state().is_terminal()) return false;
  return !match_->is_human(match_->state().current_player());
}

int App::colour_of(int seat) const {
  if (!match_ || seat < 0) return 0;
  return match_->setup().seats[static_cast<std::size_t>(seat)].colour;
}

std::string App::seat_label(int seat) const {
  if (!match_ || seat < 0) return "";
  const auto& s = match_->setup().seats[static_cast<std::size_t>(seat)];
  std::string label = s.name.empty() ? std::string(player_colour_name(colour_of(seat))) : s.name;
  if (s.kind == SeatKind::kAi) {
    static constexpr std::array<const char*, 3> kLevels = {"easy", "normal", "hard"};
    label += std::string(" (AI, ") + kLevels[static_cast<std::size_t>(std::clamp(s.level, 0, 2))] + ")";
  }
  return label;
}

void App::mark(const std::string& id) {
  targets_.push_back({id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

void App::on_key(int key) {
  if (ImGui::GetIO().WantTextInput) return;
  if (!human_to_move()) return;
  const State& s = match_->state();
  if ((key == SDLK_r || key == SDLK_SPACE) && input_.card != kNoCard) {
    input_.orientation = next_orientation(input_.card, input_.orientation, s.options().allow_mirror);
  } else if (key == SDLK_ESCAPE) {
    input_ = {};
  } else if ((key == SDLK_z || key == SDLK_BACKSPACE) && match_->can_undo()) {
    match_->undo();
    input_ = {};
  }
}

// ---- Frame -----------------------------------------------------------------------------------

std::string App::screen_signature() const {
  std::string sig = std::to_string(static_cast<int>(screen_)) + "/" + std::to_string(pass_to_) + "/" +
                    std::to_string(viewer_) + "/" + notice_;
  if (match_)
    sig += "/" + std::to_string(match_->actions_played()) + "/" + std::to_string(input_.card) + "/" +
           std::to_string(input_.orientation) + "/" + std::to_string(input_.building) + "/" +
           std::to_string(input_.workers.size()) + "/" + std::to_string(input_.castle_family);
  return sig;
}

void App::draw(ImVec2 size, double now_ms) {
  targets_.clear();
  // The frame shows the state as it was when it began; a click handled during the frame
  // changes it, and the next frame shows that.
  drawn_signature_ = screen_signature();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGui::Begin("##page", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse |
                   ImGuiWindowFlags_NoBackground);  // the clear colour is the background: one layer less to fill
  ImGui::PopStyleVar();
  switch (screen_) {
    case Screen::kNewGame: draw_new_game(size); break;
    case Screen::kPlay:
      if (pass_to_ >= 0) draw_pass_device(size);
      else draw_play(size, now_ms);
      break;
    case Screen::kScore:
      draw_play(size, now_ms);
      draw_score(size);
      break;
  }
  ImGui::End();
}

void App::draw_pass_device(ImVec2 size) {
  const int seat = pass_to_;
  ImGui::SetCursorPos(ImVec2(size.x / 2 - 220, size.y / 2 - 100));
  ImGui::BeginChild("##pass", ImVec2(440, 200), true);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  dl->AddCircleFilled(ImVec2(p.x + 16, p.y + 16), 14, player_colour(colour_of(seat)));
  ImGui::Dummy(ImVec2(36, 32));
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextUnformatted("Pass the device");
  ImGui::PopFont();
  ImGui::TextWrapped("to %s. Their cards stay hidden until they are ready.", seat_label(seat).c_str());
  ImGui::EndGroup();
  ImGui::Spacing();
  ImGui::Spacing();
  const std::string button = "I am " + match_->setup().seats[static_cast<std::size_t>(seat)].name + ": show my cards";
  if (ImGui::Button(button.c_str(), ImVec2(-1, 44))) {
    viewer_ = seat;
    pass_to_ = -1;
  }
  mark("pass.ready");
  ImGui::EndChild();
}

void App::draw_play(ImVec2 size, double now_ms) {
  const float left_w = std::clamp(size.x * 0.19f, 210.0f, 290.0f);
  const float right_w = std::clamp(size.x * 0.23f, 250.0f, 340.0f);
  const float bar_h = 64.0f;
  draw_status_bar(now_ms);
  const float top = bar_h + 8;
  ImGui::SetCursorPos(ImVec2(8, top));
  ImGui::BeginChild("##players", ImVec2(left_w, size.y - top - 8), true);
  draw_players_panel();
  ImGui::EndChild();
  ImGui::SetCursorPos(ImVec2(size.x - right_w - 8, top));
  ImGui::BeginChild("##table", ImVec2(right_w, size.y - top - 8), true);
  draw_table_panel();
  ImGui::EndChild();
  draw_board_area(ImVec2(left_w + 16, top), ImVec2(size.x - right_w - 16, size.y - 8));
}

// ---- Board -----------------------------------------------------------------------------------

BoardMarks App::board_marks() const {
  BoardMarks m;
  for (int p = 0; p < kMaxPlayers; ++p) m.seat_colour[static_cast<std::size_t>(p)] = colour_of(p);
  const State& s = match_->state();
  // What the previous turn did, and what an AI seat does now, stay outlined.
  auto outline = [&](const TurnActions& turn) {
    for (const Action& a : turn.actions) {
      if (a.kind == ActionKind::kLayOut) m.last_move |= footprint(form_of(a.card), a.orientation, a.square);
      if (a.kind == ActionKind::kPlaceWorker) m.last_move.set(a.square);
      if (a.kind == ActionKind::kPlaceCastlePiece) m.last_move.set(castle_square_on_board(s.lot_corner(), a.castle_square));
    }
  };
  outline(match_->last_turn());
  if (!match_->is_human(s.current_player())) outline(match_->this_turn());
  if (!human_to_move()) return m;

  m.pending_colour = colour_of(s.current_player());
  if (s.phase() == Phase::kMust) {
    if (input_.card != kNoCard && hover_) {
      if (auto a = layout_at(input_.card, input_.orientation, *hover_)) {
        m.ghost = footprint(form_of(input_.card), input_.orientation, a->square);
        m.ghost_legal = s.check(*a).ok();
        m.ghost_family = family_of(input_.card);
      }
    }
    if (input_.building >= 0) {
      m.selected_building = input_.building;
      m.targets = worker_targets(s, input_.building);
      m.pending_workers = input_.workers;
    }
  } else if (s.phase() == Phase::kCastle && input_.castle_family >= 0) {
    for (const Action& a : s.legal_actions())
      if (a.kind == ActionKind::kPlaceCastlePiece && a.family == input_.castle_family)
        m.castle_targets[a.castle_square] = true;
  }
  return m;
}

void App::draw_board_area(ImVec2 min, ImVec2 max) {
  const ImVec2 win = ImGui::GetWindowPos();
  const ImVec2 smin(win.x + min.x, win.y + min.y), smax(win.x + max.x, win.y + max.y);
  geometry_ = BoardGeometry::fit(smin, smax);
  ImGui::SetCursorScreenPos(smin);
  ImGui::InvisibleButton("##board", ImVec2(std::max(1.0f, smax.x - smin.x), std::max(1.0f, smax.y - smin.y)),
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  hover_.reset();
  if (ImGui::IsItemHovered()) hover_ = geometry_.square_at(ImGui::GetIO().MousePos);
  draw_board(ImGui::GetWindowDrawList(), geometry_, match_->state(), board_marks());
  if (screen_ != Screen::kPlay || !human_to_move()) return;
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Right) && input_.card != kNoCard)
    input_.orientation = next_orientation(input_.card, input_.orientation, match_->state().options().allow_mirror);
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) && hover_) handle_board_click(*hover_);
}

void App::handle_board_click(Square square) {
  const State& s = match_->state();
  if (s.phase() == Phase::kMust) {
    if (input_.card != kNoCard) {
      if (auto a = layout_at(input_.card, input_.orientation, square)) {
        if (auto ok = s.check(*a); ok.ok()) play(*a);
        else notice_ = "The building cannot go there: " + ok.reason();
      }
      return;
    }
    if (input_.building >= 0 && worker_targets(s, input_.building).test(square)) {
      cycle_worker(s, input_.workers, square);
      return;
    }
    const int b = s.building_at(square);
    if (b >= 0) {
      if (s.check(Action::choose_building(s.building(b).first)).ok()) {
        input_.building = b;
        input_.workers.clear();
        notice_.clear();
      } else {
        notice_ = "No worker can go next to that building.";
      }
    }
    return;
  }
  if (s.phase() == Phase::kCastle && input_.castle_family >= 0) {
    for (int k = 0; k < kCastleSquares; ++k)
      if (castle_square_on_board(s.lot_corner(), k) == square) {
        const Action a = Action::place_castle_piece(static_cast<Family>(input_.castle_family), k);
        if (s.check(a).ok()) play(a);
        else notice_ = "A piece of that family cannot go on K" + std::to_string(k + 1) + " now.";
      }
  }
}

}  // namespace web
