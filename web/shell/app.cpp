#include "app.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "arkadia/view.hpp"
#include "embed_protocol.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

namespace {

std::uint64_t random_seed() {
  return static_cast<std::uint64_t>(emscripten_get_now() * 1000.0) ^
         static_cast<std::uint64_t>(emscripten_random() * 4294967296.0);
}

std::string ai_level_name(int level) { return tr("level." + std::to_string(std::clamp(level, 0, kAiLevels - 1))); }

}  // namespace

App::App(ParsedConfig parsed, KeyValueStore& store)
    : store_(store),
      saves_(store),
      config_(std::move(parsed.config)),
      link_problems_(std::move(parsed.problems)),
      session_(saves_, ai_, Session::Clock{wall_clock_ms}, [](const std::string& event) { post_to_parent(event); }) {
  if (store_.available())
    if (auto text = store_.get("arkadia.settings")) settings_ = settings_from_json(*text);
  set_palette(settings_.palette);
  if (config_.ai_delay_ms >= 0) settings_.ai_delay_ms = static_cast<int>(config_.ai_delay_ms);
  translator().set_language(config_.language ? *config_.language
                            : settings_.language ? *settings_.language
                                                 : pick_language(preferred_languages()));
  set_document_language(std::string(language_code(translator().language())));
  embed_ = config_.embed;
  for (int i = 0; i < kMaxPlayers; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    std::snprintf(seat.name.data(), seat.name.size(), "%s", form_default_name(i, i != 0).c_str());
    seat.ai = i != 0;
    seat.colour = i;
  }
  if (config_.game) {
    start_match(*config_.game, config_.seed_given);
  } else if (!config_.record_url.empty()) {
    info_ = tr("info.loading_record");
    fetch_record(config_.record_url);
  } else {
    // Reopening the page continues the game left most recently.
    for (const SavedGameInfo& g : saves_.list()) {
      if (g.over || !g.error.empty()) continue;
      if (auto m = saves_.load(g.id); m.ok()) {
        adopt_match(std::move(m.value()), g.id);
        info_ = tr("info.resumed");
      }
      break;
    }
  }
  if (!store_.available()) session_.set_autosave_failed();
  post_to_parent(ready_event());
}

// ---- Flow ------------------------------------------------------------------------------------

void App::fill_default_names(MatchSetup& setup) const {
  int computers = 0, humans = 0;
  for (const auto& seat : setup.seats) (seat.kind == SeatKind::kAi ? computers : humans) += 1;
  int c = 0, h = 0;
  for (auto& seat : setup.seats) {
    if (!seat.name.empty()) continue;
    if (seat.kind == SeatKind::kAi)
      seat.name = computers == 1 ? tr("name.computer") : tr("name.computer_n", {{"n", std::to_string(++c)}});
    else
      seat.name = humans == 1 ? tr("name.you") : tr("name.player_n", {{"n", std::to_string(++h)}});
  }
}

void App::start_match(MatchSetup setup, bool seed_given) {
  if (!seed_given) setup.seed = random_seed();
  fill_default_names(setup);
  auto match = Match::start(setup);
  if (!match.ok()) {
    form_.error = tr("error.cannot_start", {{"reason", match.reason()}});
    return;
  }
  form_.error.clear();
  last_setup_ = setup;
  adopt_match(std::move(match.value()), "");
}

void App::adopt_match(Match match, std::string id) {
  session_.adopt(std::move(match), std::move(id));
  if (!last_setup_) last_setup_ = session_.game()->setup();
  screen_ = session_.game()->state().is_terminal() ? Screen::kScore : Screen::kPlay;
  input_ = {};
  pinned_.reset();
  notice_.clear();
  info_.clear();
  guide_hidden_ = false;
  log_actions_ = -1;
  saved_games_stale_ = true;
}

void App::open_replay(Match match, std::optional<int> move) {
  replay_return_ = screen_ == Screen::kReplay ? replay_return_ : screen_;
  replay_ = std::move(match);
  replay_cursor_ = std::clamp(move.value_or(replay_->actions_played()), 0, replay_->actions_played());
  screen_ = Screen::kReplay;
  log_actions_ = -1;
  posted_cursor_ = replay_cursor_;
  post_to_parent(loaded_event(replay_->actions_played(), replay_cursor_));
}

bool App::open_record_text(const std::string& text, bool resume_unfinished, std::optional<int> move, std::string& error) {
  auto record = parse_record(text);
  if (!record.ok()) {
    error = record.reason();
    return false;
  }
  auto match = Match::resume(record.value());
  if (!match.ok()) {
    error = match.reason();
    return false;
  }
  if (resume_unfinished && !match->state().is_terminal() && !move) {
    adopt_match(std::move(match.value()), "");
    info_ = tr("info.imported");
  } else {
    open_replay(std::move(match.value()), move);
  }
  return true;
}

bool App::human_to_move() const { return screen_ == Screen::kPlay && session_.human_to_move(); }

void App::play(const Action& action) { play_all({action}); }

void App::play_all(const std::vector<Action>& actions) {
  if (!session_.game()) return;
  session_.set_ai_delay(settings_.ai_delay_ms);
  if (!session_.play_all(actions, emscripten_get_now()).ok()) {
    notice_ = tr("notice.not_possible");
    return;
  }
  after_move();
}

void App::after_move() {
  notice_.clear();
  info_.clear();
  input_ = {};
  pinned_.reset();
  if (session_.game()->state().is_terminal()) {
    screen_ = Screen::kScore;
    saved_games_stale_ = true;
  }
}

void App::undo() {
  if (!session_.undo()) return;
  input_ = {};
  pinned_.reset();
  notice_.clear();
}

void App::take_back() {
  if (!session_.take_back()) return;
  input_ = {};
  pinned_.reset();
  notice_.clear();
  info_ = tr("info.taken_back");
}

void App::export_game() const {
  const Match* m = shown_match();
  if (!m) return;
  std::string names;
  for (const auto& s : m->record().seats) {
    std::string safe;
    for (char c : s) safe += (std::isalnum(static_cast<unsigned char>(c)) ? c : '-');
    names += "-" + safe.substr(0, 12);
  }
  download_file("arkadia" + names + "-" + std::to_string(m->actions_played()) + ".json",
                to_json(m->record(), &m->state()));
}

void App::set_language(Language language) {
  // Names the new-game form still holds at their default follow the language.
  auto defaults = [](int i) { return std::array<std::string, 2>{form_default_name(i, false), form_default_name(i, true)}; };
  std::array<std::array<std::string, 2>, kMaxPlayers> before;
  for (int i = 0; i < kMaxPlayers; ++i) before[static_cast<std::size_t>(i)] = defaults(i);
  translator().set_language(language);
  for (int i = 0; i < kMaxPlayers; ++i) {
    auto& name = form_.seats[static_cast<std::size_t>(i)].name;
    const auto after = defaults(i);
    for (std::size_t k = 0; k < after.size(); ++k)
      if (before[static_cast<std::size_t>(i)][k] == name.data()) std::snprintf(name.data(), name.size(), "%s", after[k].c_str());
  }
  settings_.language = language;
  set_document_language(std::string(language_code(language)));
  log_actions_ = -1;
  save_settings();
}

void App::save_settings() {
  if (store_.available()) (void)store_.set("arkadia.settings", to_json(settings_));
}

void App::on_ai_event(const std::string& kind) {
  if (kind == "restarted") {
    ++ai_restarts_;
    info_ = tr("info.ai_restarted");
  } else if (kind == "gave-up") {
    info_ = tr("info.ai_gave_up");
  }
}

void App::on_import_file(const std::string& text, const std::string& error) {
  std::string reason = error == "too-large" ? tr("error.file_too_large") : error.empty() ? "" : tr("error.file_unreadable");
  if (reason.empty() && open_record_text(text, /*resume_unfinished=*/true, std::nullopt, reason)) return;
  notice_ = tr("error.import", {{"reason", reason}});
}

void App::on_fetched_record(const std::string& text, const std::string& error) {
  info_.clear();
  std::string reason = error.empty() ? "" : tr("error.record_unreachable");
  if (reason.empty() && open_record_text(text, /*resume_unfinished=*/false, config_.move, reason)) return;
  notice_ = tr("error.link_record", {{"reason", reason}});
}

bool App::tick(double now_ms) {
  if (!session_.game() || screen_ != Screen::kPlay) return false;
  session_.set_ai_delay(settings_.ai_delay_ms);
  switch (session_.tick(now_ms)) {
    case AiStep::kNone: return false;
    case AiStep::kRequested: return true;
    case AiStep::kPlayed: after_move(); return true;
    case AiStep::kFallback:
      after_move();
      info_ = tr("info.ai_refused");
      return true;
  }
  return false;
}

bool App::animating() const {
  if (!session_.game() || screen_ != Screen::kPlay || session_.game()->state().is_terminal()) return false;
  return !session_.game()->is_human(session_.game()->state().current_player());
}

const Match* App::shown_match() const {
  if (screen_ == Screen::kReplay && replay_) return &*replay_;
  return session_.game() ? &*session_.game() : nullptr;
}

const State& App::shown_state() const {
  if (screen_ == Screen::kReplay && replay_) return replay_->position(replay_cursor_);
  return session_.game()->state();
}

int App::colour_of(int seat) const {
  const Match* m = shown_match();
  if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return 0;
  return m->setup().seats[static_cast<std::size_t>(seat)].colour;
}

std::string App::seat_name(int seat) const {
  const Match* m = shown_match();
  if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return "";
  const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
  return s.name.empty() ? player_colour_name(colour_of(seat)) : s.name;
}

std::vector<std::string> App::seat_names() const {
  std::vector<std::string> names;
  if (const Match* m = shown_match())
    for (int p = 0; p < static_cast<int>(m->setup().seats.size()); ++p) names.push_back(seat_name(p));
  return names;
}

std::string App::seat_label(int seat) const {
  const Match* m = shown_match();
  if (!m || seat < 0) return "";
  std::string label = seat_name(seat);
  const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
  if (s.kind == SeatKind::kAi) label += " " + tr("seat.ai_suffix", {{"level", ai_level_name(s.level)}});
  return label;
}

void App::mark(const std::string& id) {
  targets_.push_back({id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

void App::on_key(int key) {
  if (ImGui::GetIO().WantTextInput) return;
  if (key == SDLK_F1 || key == SDLK_h) {
    show_rules_ = !show_rules_;
    return;
  }
  if (key == SDLK_ESCAPE && (show_rules_ || show_settings_)) {
    show_rules_ = show_settings_ = false;
    return;
  }
  if (screen_ == Screen::kReplay && replay_) {
    if (key == SDLK_LEFT) replay_cursor_ = std::max(0, replay_cursor_ - 1);
    else if (key == SDLK_RIGHT) replay_cursor_ = std::min(replay_->actions_played(), replay_cursor_ + 1);
    else if (key == SDLK_HOME) replay_cursor_ = 0;
    else if (key == SDLK_END) replay_cursor_ = replay_->actions_played();
    return;
  }
  if (key == SDLK_l) {
    show_log_ = !show_log_;
    if (narrow_) narrow_tab_ = narrow_tab_ == 2 ? 0 : 2;
    return;
  }
  if (!human_to_move()) {
    if (key == SDLK_t) take_back();
    return;
  }
  const State& s = session_.game()->state();
  const Phase phase = s.phase();
  if ((key == SDLK_r || key == SDLK_SPACE) && input_.card != kNoCard) {
    input_.orientation = next_orientation(input_.card, input_.orientation, s.options().allow_mirror);
  } else if (key == SDLK_ESCAPE) {
    input_ = {};
    pinned_.reset();
  } else if (key == SDLK_z || key == SDLK_BACKSPACE) {
    undo();
  } else if (key == SDLK_t) {
    take_back();
  } else if (phase == Phase::kMust && key >= SDLK_1 && key <= SDLK_4 && session_.viewer() == s.current_player()) {
    const CardType c = s.player(session_.viewer()).hand[static_cast<std::size_t>(key - SDLK_1)];
    if (c != kNoCard) {
      input_ = {};
      input_.card = c;
    }
  } else if (phase == Phase::kMust && (key == SDLK_RETURN || key == SDLK_KP_ENTER) && input_.building >= 0 && !input_.workers.empty()) {
    play_all(worker_plan_actions(s, input_.building, input_.workers));
  } else if (phase == Phase::kMust && (key == SDLK_RETURN || key == SDLK_KP_ENTER) && input_.card != kNoCard && pinned_) {
    if (auto a = layout_at(input_.card, input_.orientation, *pinned_); a && s.check(*a).ok()) play(*a);
  } else if (phase == Phase::kRefill && key == SDLK_d && s.check(Action::take_deck()).ok()) {
    play(Action::take_deck());
  } else if (phase == Phase::kRefill && key >= SDLK_1 && key <= SDLK_3 && s.check(Action::take_display(key - SDLK_1)).ok()) {
    play(Action::take_display(key - SDLK_1));
  } else if (phase == Phase::kBanner && key == SDLK_b && s.check(Action::use_banner()).ok()) {
    play(Action::use_banner());
  } else if (phase == Phase::kBanner && (key == SDLK_e || key == SDLK_RETURN || key == SDLK_KP_ENTER)) {
    play(Action::skip_banner());
  } else if (phase == Phase::kSell && (key == SDLK_RETURN || key == SDLK_KP_ENTER)) {
    play_all(sale_actions());
  } else if (phase == Phase::kCastle && key >= SDLK_1 && key <= SDLK_4) {
    input_.castle_family = key - SDLK_1;
  }
}

// ---- Frame -----------------------------------------------------------------------------------

std::string App::screen_signature() const {
  std::string sig = std::to_string(static_cast<int>(screen_)) + "/" + std::to_string(session_.pass_to()) + "/" +
                    std::to_string(session_.viewer()) + "/" + notice_ + "/" + info_ + "/" + std::to_string(show_rules_) +
                    std::to_string(show_settings_) + std::to_string(narrow_tab_) + "/" +
                    std::to_string(static_cast<int>(translator().language())) + "/" +
                    // the banners above the screen move everything below them
                    std::to_string(link_problems_.size()) + std::to_string(session_.autosave_failed());
  if (session_.game())
    sig += "/" + std::to_string(session_.game()->actions_played()) + "/" + std::to_string(input_.card) + "/" +
           std::to_string(input_.orientation) + "/" + std::to_string(input_.building) + "/" +
           std::to_string(input_.workers.size()) + "/" + std::to_string(input_.castle_family) + "/" +
           std::to_string(pinned_ ? *pinned_ : -1);
  if (replay_) sig += "/r" + std::to_string(replay_cursor_);
  return sig;
}

void App::draw(ImVec2 size, double now_ms) {
  targets_.clear();
  // The frame shows the state as it was when it began; a click handled during the frame
  // changes it, and the next frame shows that.
  drawn_signature_ = screen_signature();
  narrow_ = size.x < 760.0f;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse |
                           ImGuiWindowFlags_NoBackground;  // the clear colour is the background: one layer less to fill
  if (!embed_) flags |= ImGuiWindowFlags_MenuBar;
  ImGui::Begin("##page", nullptr, flags);
  ImGui::PopStyleVar();
  if (!embed_) draw_menu_bar(size);
  const float top = embed_ ? 0.0f : ImGui::GetFrameHeight();
  ImGui::SetCursorPos(ImVec2(8, top + 6));
  draw_banners();
  const float content_top = ImGui::GetCursorPosY();
  const ImVec2 area(size.x, size.y - content_top);
  switch (screen_) {
    case Screen::kNewGame: draw_new_game(size); break;
    case Screen::kPlay:
      if (session_.pass_to() >= 0) draw_pass_device(size);
      else draw_play(ImVec2(0, content_top), area, now_ms);
      break;
    case Screen::kScore:
      draw_play(ImVec2(0, content_top), area, now_ms);
      draw_score(size);
      break;
    case Screen::kReplay: draw_play(ImVec2(0, content_top), area, now_ms); break;
  }
  ImGui::End();
  if (show_settings_) draw_settings_window();
  if (show_rules_) draw_rules_window();
  if (close_replay_) close_replay();
  if (screen_ == Screen::kReplay && replay_ && replay_cursor_ != posted_cursor_) {
    posted_cursor_ = replay_cursor_;
    post_to_parent(position_event(replay_cursor_, replay_->actions_played()));
  }
}

void App::draw_pass_device(ImVec2 size) {
  const int seat = session_.pass_to();
  const float w = std::min(440.0f, size.x - 24);
  ImGui::SetCursorPos(ImVec2((size.x - w) / 2, size.y / 2 - 110));
  ImGui::BeginChild("##pass", ImVec2(w, 220), true);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  dl->AddCircleFilled(ImVec2(p.x + 16, p.y + 16), 14, player_colour(colour_of(seat)));
  draw_player_mark(dl, ImVec2(p.x + 16, p.y + 16), 14, colour_of(seat));
  ImGui::Dummy(ImVec2(36, 32));
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextUnformatted(tr("pass.title"));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", tr("pass.text", {{"player", seat_label(seat)}}).c_str());
  ImGui::EndGroup();
  ImGui::Spacing();
  ImGui::Spacing();
  const std::string button = tr("pass.ready", {{"player", seat_name(seat)}});
  if (ImGui::Button(button.c_str(), ImVec2(-1, 44))) {
    session_.confirm_pass();
  }
  mark("pass.ready");
  ImGui::EndChild();
}

void App::draw_play(ImVec2 min, ImVec2 size, double now_ms) {
  const bool replay = screen_ == Screen::kReplay;
  if (narrow_) {
    // Phone: the status, the board across the width, then the panels in tabs.
    const float status_h = replay ? 0.0f : kNarrowStatusHeight;
    if (!replay) {
      ImGui::SetCursorPos(ImVec2(min.x + 4, min.y));
      draw_status_bar(size.x - 8, now_ms);
    }
    const float board_w = size.x - 8;
    const float board_h = std::floor(board_w / (kCols + 0.6f)) * (kRows + 0.6f);
    const float board_top = min.y + status_h + 4;
    draw_board_area(ImVec2(4, board_top), ImVec2(4 + board_w, board_top + board_h));
    const float tabs_top = board_top + board_h + 6;
    ImGui::SetCursorPos(ImVec2(4, tabs_top));
    ImGui::BeginChild("##narrow", ImVec2(size.x - 8, std::max(80.0f, size.y + min.y - tabs_top - 4)), true);
    if (ImGui::BeginTabBar("##tabs")) {
      const char* names[] = {replay ? tr("tab.replay") : tr("tab.play"), tr("tab.players"), tr("tab.log")};
      for (int t = 0; t < 3; ++t) {
        const ImGuiTabItemFlags f = narrow_tab_ == t ? ImGuiTabItemFlags_SetSelected : 0;
        bool open = ImGui::BeginTabItem((std::string(names[t]) + "##tab" + std::to_string(t)).c_str(), nullptr, f);
        if (ImGui::IsItemClicked()) narrow_tab_ = t;
        mark("tab." + std::to_string(t));
        if (!open) continue;
        if (t == 0) {
          if (replay) {
            draw_replay_controls();
          } else {
            // What a finger needs first: the hand and the decision, then the cards to take.
            draw_guide();
            draw_hand_and_controls();
            ImGui::Separator();
            draw_display_and_deck();
            ImGui::Separator();
            draw_values_and_castle();
          }
        } else if (t == 1) {
          draw_players_panel();
        } else {
          draw_log(!replay);
        }
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    ImGui::EndChild();
    return;
  }
  const float left_w = std::clamp(size.x * 0.2f, 220.0f, 300.0f);
  const float right_w = std::clamp(size.x * 0.24f, 260.0f, 360.0f);
  const float bar_h = replay ? 0.0f : 64.0f;
  if (!replay) {
    ImGui::SetCursorPos(ImVec2(8, min.y));
    draw_status_bar(size.x - 16, now_ms);
  }
  const float top = min.y + bar_h + (replay ? 0 : 8);
  const float bottom = min.y + size.y - 8;
  ImGui::SetCursorPos(ImVec2(8, top));
  ImGui::BeginChild("##players", ImVec2(left_w, bottom - top), true);
  draw_players_panel();
  if (show_log_ && !replay) {
    ImGui::Separator();
    draw_log(true);
  }
  ImGui::EndChild();
  ImGui::SetCursorPos(ImVec2(size.x - right_w - 8, top));
  ImGui::BeginChild("##table", ImVec2(right_w, bottom - top), true);
  if (replay) {
    draw_replay_controls();
  } else {
    draw_values_and_castle();
    ImGui::Separator();
    draw_display_and_deck();
    ImGui::Separator();
    draw_hand_and_controls();
  }
  ImGui::EndChild();
  // The guided game's explanations sit under the board, beside what they explain.
  const float guide_h = guide_topic().empty() ? 0.0f : std::min(170.0f, (bottom - top) * 0.3f);
  draw_board_area(ImVec2(left_w + 16, top), ImVec2(size.x - right_w - 16, bottom - guide_h));
  if (guide_h > 0) {
    ImGui::SetCursorPos(ImVec2(left_w + 16, bottom - guide_h + 6));
    ImGui::BeginChild("##guide", ImVec2(size.x - right_w - left_w - 32, guide_h - 6), false);
    draw_guide();
    ImGui::EndChild();
  }
}

// ---- Board -----------------------------------------------------------------------------------

BoardMarks App::board_marks() const {
  BoardMarks m;
  for (int p = 0; p < kMaxPlayers; ++p) m.seat_colour[static_cast<std::size_t>(p)] = colour_of(p);
  const State& s = shown_state();
  auto outline = [&](const std::vector<Action>& actions, const State& at) {
    for (const Action& a : actions) {
      if (a.kind == ActionKind::kLayOut) m.last_move |= footprint(form_of(a.card), a.orientation, a.square);
      if (a.kind == ActionKind::kPlaceWorker) m.last_move.set(a.square);
      if (a.kind == ActionKind::kPlaceCastlePiece) m.last_move.set(castle_square_on_board(at.lot_corner(), a.castle_square));
    }
  };
  if (screen_ == Screen::kReplay) {
    // The replay outlines the action that led to the position shown.
    if (replay_cursor_ > 0) outline({replay_->record().actions[static_cast<std::size_t>(replay_cursor_ - 1)]}, s);
    return m;
  }
  // What the previous turn did, and what an AI seat does now, stay outlined.
  outline(session_.game()->last_turn().actions, s);
  if (!session_.game()->is_human(s.current_player())) outline(session_.game()->this_turn().actions, s);
  if (!human_to_move()) return m;

  m.pending_colour = colour_of(s.current_player());
  if (s.phase() == Phase::kMust) {
    const std::optional<Square> at = pinned_ ? pinned_ : hover_;
    if (input_.card != kNoCard && at) {
      if (auto a = layout_at(input_.card, input_.orientation, *at)) {
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
  if (ImGui::IsItemHovered() && !touch_) hover_ = geometry_.square_at(ImGui::GetIO().MousePos);
  draw_board(ImGui::GetWindowDrawList(), geometry_, shown_state(), board_marks());
  if (screen_ != Screen::kPlay || !human_to_move()) return;
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Right) && input_.card != kNoCard)
    input_.orientation = next_orientation(input_.card, input_.orientation, session_.game()->state().options().allow_mirror);
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left))
    if (auto sq = geometry_.square_at(ImGui::GetIO().MousePos)) handle_board_click(*sq);
}

void App::handle_board_click(Square square) {
  const State& s = session_.game()->state();
  if (s.phase() == Phase::kMust) {
    if (input_.card != kNoCard) {
      // With a mouse the ghost follows the pointer and a click places it. A finger has no
      // pointer to follow: the first tap puts the ghost down, a tap on it places it.
      if (touch_) {
        bool on_ghost = false;
        if (pinned_)
          if (auto a = layout_at(input_.card, input_.orientation, *pinned_))
            on_ghost = footprint(form_of(input_.card), input_.orientation, a->square).test(square);
        if (!on_ghost) {
          pinned_ = square;
          return;
        }
        square = *pinned_;
      }
      if (auto a = layout_at(input_.card, input_.orientation, square)) {
        if (auto ok = s.check(*a); ok.ok()) play(*a);
        else notice_ = tr("notice.cannot_lay_there");
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
        notice_ = tr("notice.no_worker_there");
      }
    }
    return;
  }
  if (s.phase() == Phase::kCastle && input_.castle_family >= 0) {
    for (int k = 0; k < kCastleSquares; ++k)
      if (castle_square_on_board(s.lot_corner(), k) == square) {
        const Action a = Action::place_castle_piece(static_cast<Family>(input_.castle_family), k);
        if (s.check(a).ok()) play(a);
        else notice_ = tr("notice.castle_square", {{"square", castle_square_name(k)}});
      }
  }
}

}  // namespace web
