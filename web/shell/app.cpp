#include "app.hpp"

#include <SDL.h>
#include <emscripten/emscripten.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "browser.hpp"
#include "control_mirror.hpp"
#include "embed_protocol.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

std::uint64_t random_seed() {
  return static_cast<std::uint64_t>(emscripten_get_now() * 1000.0) ^
         static_cast<std::uint64_t>(emscripten_random() * 4294967296.0);
}

std::string ai_level_name(int level) { return tr("level." + std::to_string(std::clamp(level, 0, kAiLevels - 1))); }

App::App(PageConfig config, std::vector<ConfigProblem> problems, KeyValueStore& store)
    : store_(store), config_(std::move(config)), link_problems_(std::move(problems)) {
  if (store_.available())
    if (auto text = store_.get("arkadia.settings")) settings_ = settings_from_json(*text);
  set_palette(settings_.palette);
  if (config_.ai_delay_ms >= 0) settings_.ai_delay_ms = static_cast<int>(config_.ai_delay_ms);
  translator().set_language(config_.language ? *config_.language
                            : settings_.language ? *settings_.language
                                                 : pick_language(preferred_languages()));
  translator().set_keys(settings_.keys_words);  // a keyboard player's words from the first frame after a reload
  set_document_language(std::string(language_code(translator().language())));
  embed_ = config_.embed;
  for (int i = 0; i < kMaxSeats; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    seat.ai = i != 0;
    seat.colour = i;
  }
  // The last game's choices, when there was one.
  if (store_.available())
    if (auto text = store_.get(kFormChoicesKey)) form_ = form_choices_from_json(*text, form_);
  for (int i = 0; i < kMaxSeats; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    if (seat.default_name) std::snprintf(seat.name.data(), seat.name.size(), "%s", form_default_name(i, seat.ai).c_str());
  }
}

void App::remember_form_choices() {
  for (int i = 0; i < kMaxSeats; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    seat.default_name = form_default_name(i, seat.ai) == seat.name.data();
  }
  if (store_.available()) (void)store_.set(kFormChoicesKey, form_choices_to_json(form_));
}

void App::set_language(Language language) {
  // Names the new-game form still holds at their default follow the language.
  auto defaults = [](int i) { return std::array<std::string, 2>{form_default_name(i, false), form_default_name(i, true)}; };
  std::array<std::array<std::string, 2>, kMaxSeats> before;
  for (int i = 0; i < kMaxSeats; ++i) before[static_cast<std::size_t>(i)] = defaults(i);
  const bool info_from_key = !info_key_.empty() && info_ == tr(info_key_);
  translator().set_language(language);
  if (info_from_key) info_ = tr(info_key_);  // "Welcome back" and the like, in the new language
  for (int i = 0; i < kMaxSeats; ++i) {
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

void App::set_keys_words(bool keys) {
  translator().set_keys(keys);
  if (settings_.keys_words == keys) return;
  settings_.keys_words = keys;
  save_settings();
}

void App::save_settings() {
  if (store_.available()) (void)store_.set("arkadia.settings", to_json(settings_));
}

void App::on_ai_event(const std::string& kind) {
  if (kind == "restarted") {
    ++ai_restarts_;
    inform("info.ai_restarted");
  } else if (kind == "gave-up") {
    inform("info.ai_gave_up");
  }
}

void App::on_import_file(const std::string& text, const std::string& error) {
  std::string reason = error == "too-large" ? tr("error.file_too_large") : error.empty() ? "" : tr("error.file_unreadable");
  // A record of the page's other game: it is handed over through the store and opened by that
  // game's page (one game per page load).
  if (reason.empty()) {
    std::vector<std::string> games;
    for (const auto& [id, title] : page_game_titles()) games.push_back(id);
    std::string to_game;
    const ImportRoute route = route_import(store_, text, game_id(), games, to_game);
    if (route == ImportRoute::kHandedOver) {
      open_game_page(to_game);
      return;
    }
    if (route == ImportRoute::kNeedsStorage) reason = tr("error.import_needs_storage");
  }
  if (reason.empty() && open_record_text(text, /*resume_unfinished=*/true, std::nullopt, reason)) return;
  notice_ = tr("error.import", {{"game", tr(title_key())}, {"reason", reason}});
}

void App::on_fetched_record(const std::string& text, const std::string& error) {
  info_.clear();
  std::string reason = error.empty() ? "" : tr("error.record_unreachable");
  if (reason.empty() && open_record_text(text, /*resume_unfinished=*/false, config_.move, reason)) return;
  notice_ = tr("error.link_record", {{"reason", reason}});
}

void App::on_fetched_lesson(const std::string& text, const std::string& error) {
  info_.clear();
  if (!error.empty()) {
    notice_ = tr("lesson.unreachable");
    post_event(error_event("lesson", notice_));
    return;
  }
  open_lesson_text(text, lesson_url_);
}

void App::on_embed_message(const std::string& text, const std::string& error) {
  ++embed_messages_;
  if (!error.empty()) {
    last_embed_error_ = "the message is larger than 1 MB";
    post_event(error_event("", last_embed_error_));
    return;
  }
  apply_embed_message(text);
}

void App::inform(const char* key) {
  info_key_ = key;
  info_ = tr(key);
}

void App::tooltip_if_hovered(const std::string& text, TooltipPlace place) {
  if (show_rules_ || show_settings_ || !ImGui::IsItemHovered()) return;
  if (place == TooltipPlace::kBesideItem) tooltip_beside_item(text);
  else ImGui::SetTooltip("%s", text.c_str());
  shown_text("tooltip", text);
}

void App::mark(const std::string& id) {
  // With the part of the screen its window shows: an item scrolled out of a panel still has a
  // rectangle, under whatever covers it.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  targets_.push_back({id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), dl->GetClipRectMin(), dl->GetClipRectMax()});
}

void App::mark_hint_tag(const AdviceTag& tag) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  targets_.push_back({"hint.tag", tag.tag.first, tag.tag.second, dl->GetClipRectMin(), dl->GetClipRectMax()});
  for (std::size_t i = 0; i < tag.squares.size(); ++i)
    targets_.push_back({"hint.square." + std::to_string(i), tag.squares[i].first, tag.squares[i].second, dl->GetClipRectMin(),
                        dl->GetClipRectMax()});
}

std::optional<std::pair<ImVec2, ImVec2>> App::target_rect(const std::string& id) const {
  for (const Target& t : last_targets_) {
    if (t.id != id) continue;
    const ImVec2 lo(std::max(t.min.x, t.visible_min.x), std::max(t.min.y, t.visible_min.y));
    const ImVec2 hi(std::min(t.max.x, t.visible_max.x), std::min(t.max.y, t.visible_max.y));
    if (hi.x - lo.x < 4 || hi.y - lo.y < 4) return std::nullopt;  // scrolled away
    return std::pair{lo, hi};
  }
  return std::nullopt;
}

App::Landing App::landing(std::optional<int> hand_slot, const std::optional<ScreenRect>& elsewhere) const {
  if (hand_slot) {
    std::string id = "hand." + std::to_string(*hand_slot);
    if (auto rect = target_rect(id)) return {rect, std::move(id)};
  }
  return {elsewhere, ""};
}

void App::welcome() {
  if (welcomed_) return;
  welcomed_ = true;
  const char* key = view_.screen == Screen::kNewGame ? (choosing_game_ ? "announce.welcome.chooser" : "announce.welcome.form")
                    : view_.screen == Screen::kPlay  ? "announce.welcome.table"
                                                     : nullptr;
  std::string games;
  for (const auto& [id, title] : page_game_titles()) games += (games.empty() ? "" : ", ") + std::string(tr(title));
  if (key && !lesson_shown() && config_.lesson_url.empty() && !embed_) announce(tr(key, {{"game", tr(title_key())}, {"games", games}}));
}

void App::on_key(int key) {
  on_player_input();
  keys_used_last_ = true;
  // T asked to take the last turn back: T again does, any other key keeps the turn and does
  // nothing else (a stray letter typed at the board must not cost a turn: issue 76).
  const bool modifier = key == SDLK_LSHIFT || key == SDLK_RSHIFT || key == SDLK_LCTRL || key == SDLK_RCTRL ||
                        key == SDLK_LALT || key == SDLK_RALT || key == SDLK_LGUI || key == SDLK_RGUI || key == SDLK_CAPSLOCK;
  if (take_back_asked_ && key != SDLK_t && !modifier && !ImGui::GetIO().WantTextInput) {
    take_back_asked_ = false;
    notice_.clear();
    announce(tr("take_back.kept"));
    return;
  }
  // Prompts say keys, not clicks, once the player plays by keyboard: the arrows (the board cursor,
  // the controls), Tab or M (the move field) or F10 (the menus). A shortcut beside the mouse (R to turn
  // a card, Z to undo) keeps the mouse's words.
  // Kept in the settings, so a reload keeps them.
  if (key == SDLK_UP || key == SDLK_DOWN || key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_TAB || key == SDLK_m || key == SDLK_F10)
    set_keys_words(true);
  if (ImGui::GetIO().WantTextInput) return;
  if (key == SDLK_F10) {
    toggle_menus();
    return;
  }
  // In the menus the keys move through them (Dear ImGui's navigation), but Esc is the page's: it
  // closes one level at a time (keyboard_focus.cpp), where Dear ImGui would leave a menu opened
  // by a click open, unseen behind the next click.
  if (in_menus()) {
    if (key == SDLK_ESCAPE) leave_menu_level();
    return;
  }
  if (key == SDLK_F1 || key == SDLK_h) {
    show_rules_ = !show_rules_;
    return;
  }
  if (key == SDLK_ESCAPE && (show_rules_ || show_settings_)) {
    show_rules_ = show_settings_ = false;
    return;
  }
  if (key == SDLK_ESCAPE && view_.screen == Screen::kScore && show_score_) {
    show_score_ = false;  // the final board, without the result over it
    return;
  }
  // The new-game form opened over a game: Esc goes back to it, as Game > Back to the game.
  if (key == SDLK_ESCAPE && view_.screen == Screen::kNewGame && !choosing_game_ && has_game()) {
    back_to_game();
    return;
  }
  // Off the table the arrows, Space and Enter move to and press the focused control.
  const bool moves_focus = key == SDLK_UP || key == SDLK_DOWN || key == SDLK_LEFT || key == SDLK_RIGHT ||
                           key == SDLK_SPACE || key == SDLK_RETURN || key == SDLK_KP_ENTER;
  if (moves_focus && keys_move_focus()) return;
  // Shortcuts act on the table only: not through an open window, nor while a control (a slider,
  // a field) is in use.
  if (show_rules_ || show_settings_ || ImGui::IsAnyItemActive()) return;
  if (use_board_cursor(key)) return;
  if (on_lesson_key(key)) return;
  if (view_.screen == Screen::kReplay && replay_moves() >= 0) {
    if (key == SDLK_LEFT) view_.replay_cursor = std::max(0, view_.replay_cursor - 1);
    else if (key == SDLK_RIGHT) view_.replay_cursor = std::min(replay_moves(), view_.replay_cursor + 1);
    else if (key == SDLK_HOME) view_.replay_cursor = 0;
    else if (key == SDLK_END) view_.replay_cursor = replay_moves();
    else if (key == SDLK_ESCAPE) close_replay_ = true;  // as Close the replay, said
    return;
  }
  if ((key == SDLK_m || key == SDLK_TAB) && view_.screen == Screen::kPlay) {
    focus_move_entry();
    return;
  }
  if (key == SDLK_l) {
    show_log_ = !show_log_;
    if (narrow_) tab_wanted_ = narrow_tab_ == 2 ? 0 : 2;
    return;
  }
  // The game at the table, stepped through one move at a time (Esc: back to the present).
  if (view_.screen == Screen::kPlay && played_moves() > 0 &&
      (key == SDLK_LEFT || key == SDLK_RIGHT || (key == SDLK_ESCAPE && view_.look_back >= 0))) {
    step_through(key == SDLK_LEFT ? -1 : key == SDLK_RIGHT ? 1 : 0);
    return;
  }
  if (key == SDLK_t) {
    take_back_by_key();
    return;
  }
  if (!human_to_move()) return;
  if (key == SDLK_z || key == SDLK_BACKSPACE) {
    // The step being put together first, else the turn's last action; said when there is nothing
    // to take back (issue 77: Z while planning workers did nothing and said nothing).
    if (undo_unplayed_step()) return;
    if (can_undo_now()) {
      undo();
    } else {
      notice_ = tr("undo.nothing");
      announce(notice_);
    }
  } else if (key == SDLK_i) ask_hint();
  else on_game_key(key);
}

void App::on_move_field_left() { announce(tr("move.left_field")); }

void App::on_controls_left() {
  const std::string where = where_keys_act();
  announce(where.empty() ? tr("keys.at_controls") : where);
}

// T takes the last turn back only when pressed twice: the first asks, said and shown; a take-back
// that is not possible says why.
void App::take_back_by_key() {
  if (!can_take_back_now()) {
    take_back_asked_ = false;
    const std::string why = take_back_blocked_reason();
    notice_ = why.empty() ? tr("take_back.none") : why;
    announce(notice_);
    return;
  }
  if (!take_back_asked_) {
    take_back_asked_ = true;
    notice_ = tr("take_back.ask");
    announce(notice_);
    return;
  }
  take_back_asked_ = false;
  notice_.clear();
  take_back();
}

// The board cursor, for a game by keyboard: Up or Down brings it onto the board (Left and Right
// still step through the moves until then), the arrows move it square by square, each square said
// aloud; Space acts on its square as a click does; Esc takes it away.
bool App::use_board_cursor(int key) {
  if (view_.screen != Screen::kPlay || view_.look_back >= 0 || !human_to_move()) {
    board_cursor_.reset();
    return false;
  }
  const bool up_down = key == SDLK_UP || key == SDLK_DOWN;
  const bool left_right = key == SDLK_LEFT || key == SDLK_RIGHT;
  if (!board_cursor_) {
    if (!up_down) return false;
    const auto [columns, rows] = board_squares();
    board_cursor_ = {columns / 2, rows / 2};
  } else if (key == SDLK_ESCAPE) {
    board_cursor_.reset();
    return true;
  } else if (key == SDLK_SPACE) {
    // A Space that plays an action is heard as that action; one that selects or plans says the
    // square again, with what it now holds and what Enter will do, before anything is played.
    const int before = played_moves();
    click_square(board_cursor_->first, board_cursor_->second);
    if (played_moves() != before || !has_game()) return true;
  } else if (up_down || left_right) {
    const auto [columns, rows] = board_squares();
    auto& [column, row] = *board_cursor_;
    column = std::clamp(column + (key == SDLK_RIGHT) - (key == SDLK_LEFT), 0, columns - 1);
    row = std::clamp(row + (key == SDLK_DOWN) - (key == SDLK_UP), 0, rows - 1);
  } else {
    return false;
  }
  announce(square_words(board_cursor_->first, board_cursor_->second));
  return true;
}

void App::scroll_by_finger() {
  ImGuiContext& g = *GImGui;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) || !touch_) {
    finger_window_ = 0;
    finger_scrolling_ = false;
    return;
  }
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    finger_window_ = 0;
    for (ImGuiWindow* w = g.HoveredWindow; w; w = w->ParentWindow)
      if (w->ScrollMax.y > 0) {
        finger_window_ = w->ID;
        break;
      }
  }
  ImGuiWindow* w = finger_window_ ? ImGui::FindWindowByID(finger_window_) : nullptr;
  if (!w || (!finger_scrolling_ && std::abs(ImGui::GetMouseDragDelta(ImGuiMouseButton_Left).y) < 8.0f)) return;
  finger_scrolling_ = true;
  ImGui::SetScrollY(w, std::clamp(w->Scroll.y - ImGui::GetIO().MouseDelta.y, 0.0f, w->ScrollMax.y));
  ImGui::ClearActiveID();  // the button the finger went down on is not pressed by a scroll
}

std::string App::screen_signature() const {
  return std::to_string(static_cast<int>(view_.screen)) + "/" + notice_ + "/" + info_ + "/" + std::to_string(show_rules_) +
         std::to_string(show_settings_) + std::to_string(narrow_tab_) + std::to_string(choosing_game_) + "/" +
         std::to_string(static_cast<int>(translator().language())) + "/" +
         // the banners above the screen move everything below them
         std::to_string(link_problems_.size()) + "/" + table_signature();
}

void App::step_through(int delta) {
  const int moves = played_moves();
  if (delta == 0 || moves <= 0) {
    view_.look_back = -1;
    return;
  }
  const int at = std::clamp((view_.look_back < 0 ? moves : view_.look_back) + delta, 0, moves);
  view_.look_back = at == moves ? -1 : at;
}

bool App::text_overlay_allowed() const {
  return !show_rules_ && !show_settings_ && !any_popup_open();
}

void App::on_pointer(bool touch) {
  touch_ = touch;
  translator().set_touch(touch);
  // A finger needs taller buttons and tabs than a mouse: about 36 px instead of 28.
  set_touch_sizes(touch);
}

void App::with_pinned_bottom(const std::function<void()>& above, const std::function<void()>& pinned) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().y;
  const float separator_h = 1 + 2 * style.ItemSpacing.y;
  const float pinned_h = std::floor(std::min(pinned_h_ > 0 ? pinned_h_ : avail * 0.5f, avail));
  // What is left above: left out when too small to show a line and a row of chips.
  const float above_h = avail - pinned_h - separator_h;
  if (above_h >= 60.0f) {
    ImGui::BeginChild("##above_pinned", ImVec2(0, above_h), false);
    above();
    ImGui::EndChild();
    ImGui::Separator();
  }
  ImGui::BeginChild("##pinned", ImVec2(0, 0), false);
  pinned();
  // The content's height, whatever the part's scroll (the cursor is in content coordinates).
  const float needed = std::ceil(ImGui::GetCursorPosY() - style.ItemSpacing.y);
  ImGui::EndChild();
  // Grows at once, shrinks only by more than a few pixels: a part that just fits must not start
  // a cycle where its scrollbar narrows the cards, which then fit without it, and back.
  if (needed > pinned_h_ + 0.5f || needed < pinned_h_ - 8.0f) {
    pinned_h_ = needed;
    pinned_resized_ = true;
  }
}

void App::draw(ImVec2 size, double now_ms) {
  mirror_begin_frame();
  say_closed_windows();
  // A control pressed in the DOM: Dear ImGui presses it in the next frame, as Space would.
  if (control_to_press_ != 0) {
    ImGui::ActivateItem(control_to_press_);
    control_to_press_ = 0;
    on_player_input();
  }
  last_targets_.swap(targets_);
  targets_.clear();
  shown_texts_.clear();
  pinned_resized_ = false;
  // The frame shows the state as it was when it began; a click handled during the frame
  // changes it, and the next frame shows that.
  drawn_signature_ = screen_signature();
  drawn_size_ = size;
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) || ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    on_player_input();
    keys_used_last_ = false;
    set_keys_words(false);
  }
  scroll_by_finger();
  narrow_ = size.x < 760.0f;
  upright_ = size.y > size.x * 1.5f;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse |
                           ImGuiWindowFlags_NoBackground;  // the clear colour is the background: one layer less to fill
  // At the table on a wider screen the menus head the right column, so the board has the
  // window's whole height (table_layout.cpp); elsewhere they run across the top.
  menus_in_column_ = !embed_ && !narrow_ &&
                     (view_.screen == Screen::kScore || view_.screen == Screen::kReplay ||
                      (view_.screen == Screen::kPlay && pass_to() < 0));
  const bool menus_on_top = !embed_ && !menus_in_column_;
  if (menus_on_top) flags |= ImGuiWindowFlags_MenuBar;
  ImGui::Begin("##page", nullptr, flags);
  ImGui::PopStyleVar();
  if (menus_on_top) draw_menu_bar(size);
  const float top = menus_on_top ? ImGui::GetFrameHeight() : 0.0f;
  ImGui::SetCursorPos(ImVec2(8, top + 6));
  draw_banners();
  const float content_top = ImGui::GetCursorPosY();
  const ImVec2 area(size.x, size.y - content_top);
  switch (view_.screen) {
    case Screen::kNewGame:
      if (draw_joining(size)) break;
      if (choosing_game_) draw_game_chooser(size);
      else draw_new_game(size);
      break;
    case Screen::kPlay:
      if (pass_to() >= 0) draw_pass_device(size);
      else draw_play(ImVec2(0, content_top), area, now_ms);
      break;
    case Screen::kScore:
      draw_play(ImVec2(0, content_top), area, now_ms);
      if (last_turn_playing()) break;  // the decisive turn is seen on the board, not behind the result
      if (show_score_) draw_score(size);
      else draw_score_button(size);
      break;
    case Screen::kReplay: draw_play(ImVec2(0, content_top), area, now_ms); break;
  }
  ImGui::End();
  if ((view_.screen == Screen::kPlay && pass_to() < 0) || (view_.screen == Screen::kScore && last_turn_playing())) draw_in_flight();
  if (view_.screen == Screen::kPlay || view_.screen == Screen::kScore) draw_remote(size);
  if (show_settings_) draw_settings_window();
  if (show_rules_) draw_rules_window();
  if (close_replay_) close_replay();
  if (panel_scroll_frames_ > 0) --panel_scroll_frames_;  // per frame, whether a panel asked or not
  if (view_.screen == Screen::kReplay && replay_moves() >= 0 && view_.replay_cursor != view_.posted_cursor) {
    view_.posted_cursor = view_.replay_cursor;
    post_event(position_event(view_.replay_cursor, replay_moves()));
  }
  say_focus();
  say_rules_section();
  if (const std::string controls = mirror_end_frame(tr("controls.title")); !controls.empty()) show_controls(controls);
  // The tab's title names the game, or says the page is choosing one; the canvas, an application
  // to a screen reader, has the same name and its words in the page's language.
  std::string title = view_.screen == Screen::kNewGame && choosing_game_ ? tr("chooser.title") : game_title();
  if (const char* words = tr("page.canvas_words"); title != page_title_ || canvas_words_ != words) {
    page_title_ = std::move(title);
    canvas_words_ = words;
    set_page_title(page_title_, canvas_words_);
  }
}

// The result hidden: one button, above the status bar's right end, brings it back.
void App::draw_score_button(ImVec2 size) {
  const char* label = tr("score.show");
  const float w = ImGui::CalcTextSize(label).x + 24;
  ImGui::SetNextWindowPos(ImVec2(size.x - w - 16, size.y - 52));
  ImGui::Begin("##score.show", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove);
  if (ImGui::Button(label)) show_score_ = true;
  mark("score.show");
  ImGui::End();
}

void App::post_event(const std::string& event) const { post_to_parent(in_protocol(config_.protocol, event)); }

}  // namespace web
