// The shell's answers for a game of the contract (bg::HostedGame): the game at the table through a
// SessionOf<G> (web/logic/session.hpp), the replay viewer, saved games, records from files, links
// and messages, the move log, the pass-the-device screen and the test hook's game fields. A game's
// own app derives from TableApp<ITS GAME> and draws the board and panels (web/games/GAME/).
#pragma once

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cctype>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app.hpp"
#include "embed_protocol.hpp"
#include "link_options.hpp"
#include "session.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

std::uint64_t random_seed();               // app.cpp: time and the browser's randomness
std::string ai_level_name(int level);      // app.cpp: "Hard" in the current language

template <bg::HostedGame G>
class TableApp : public App {
 public:
  using Match = MatchOf<G>;
  using MatchSetup = MatchSetupOf<G>;
  using State = typename G::State;
  using Action = typename G::Action;

  TableApp(ParsedConfigOf<G> parsed, KeyValueStore& store, const LinkOptions<G>& links)
      : App(static_cast<PageConfig&>(parsed.config), std::move(parsed.problems), store),
        links_(links),
        linked_game_(std::move(parsed.config.game)),
        saves_(store),
        session_(saves_, ai_, typename SessionOf<G>::Clock{wall_clock_ms},
                 [protocol = config_.protocol](const std::string& event) {
                   post_to_parent(in_protocol(protocol, event));
                 }) {}

  bool tick(double now_ms) override {
    if (!session_.game()) return false;
    // The review after the game goes on whatever the screen (the score, the replay).
    if (session_.reviewing()) return session_.tick(now_ms) == AiStep::kReview;
    if (screen_ != Screen::kPlay) return false;
    session_.set_ai_delay(settings_.ai_delay_ms);
    switch (session_.tick(now_ms)) {
      case AiStep::kNone: return false;
      case AiStep::kRequested: return true;
      case AiStep::kPlayed: after_move(); return true;
      case AiStep::kFallback:
        after_move();
        inform("info.ai_refused");
        ++ai_fallbacks_;
        return true;
      case AiStep::kReview: return true;
      case AiStep::kHint:
        if (const auto hint = session_.hint()) {
          const std::string worth = hint_worth();
          info_ = worth.empty() ? tr("hint.shown", {{"move", action_words(*hint)}})
                                : tr("hint.shown.worth", {{"move", action_words(*hint)}, {"worth", worth}});
        }
        return true;
    }
    return false;
  }

  bool animating() const override {
    if (!session_.game() || screen_ != Screen::kPlay || session_.game()->state().is_terminal()) return false;
    return !session_.game()->is_human(session_.game()->state().current_player());
  }

 protected:
  // ---- What the game's own app adds ----
  // The move log's line for one action.
  virtual LogEntry describe(const State& before, const Action& action, const State& after,
                            const std::vector<std::string>& seat_names) const = 0;
  // The game's options as the new-game form holds them, for `players` seats.
  virtual typename G::Options options_from_form(int players) const = 0;
  // Whether `next` belongs to the same step of the page as `previous` (undo goes back by
  // steps); a game whose every click plays one action keeps the default.
  virtual bool continues_step(const Action& /*previous*/, const Action& /*next*/) const { return false; }
  // Forget what the player was composing (a move, undo, another game); `new_table`: a game was
  // just started or opened.
  virtual void reset_input(bool new_table) = 0;
  // The game's fields of the test hook, and what its input adds to the screen's signature.
  virtual void game_test_json(nlohmann::json& j, const State& shown) const = 0;
  virtual std::string input_signature() const = 0;
  // The status bar's game parts: what the player to move does now, anything after the turn line
  // (Arkadia's final round), and the keys (the line shown when there is no message).
  virtual std::string phase_prompt() const = 0;
  virtual void draw_status_extra() {}
  virtual std::string keys_text() const = 0;

  // The first game: the one a link names, the record it points to, or the game left most
  // recently. Called by the game's app at the end of its constructor (the virtuals work then).
  void open_first_game() {
    if (auto pending = store_.available() ? store_.get(kPendingImportKey) : std::nullopt) {
      // A record imported on the other game's page (App::on_import_file).
      store_.remove(kPendingImportKey);
      on_import_file(*pending, "");
    } else if (linked_game_) {
      start_match(*linked_game_, config_.seed_given);
    } else if (!config_.record_url.empty()) {
      inform("info.loading_record");
      fetch_record(config_.record_url);
    } else {
      // Reopening the page continues the game left most recently.
      for (const SavedGameInfo& g : saves_.list()) {
        if (g.over || !g.problem.ok()) continue;
        if (auto m = saves_.load(g.id); m.ok()) {
          adopt_match(std::move(m.value()), g.id);
          inform("info.resumed");
        }
        break;
      }
    }
    if (!store_.available()) session_.set_autosave_failed();
    post_to_parent(ready_event(config_.protocol));
  }

  // ---- Flow ----
  void fill_default_names(MatchSetup& setup) const {
    int computers = 0, humans = 0;
    for (const auto& seat : setup.seats) (seat.kind == SeatKind::kAi ? computers : humans) += 1;
    int c = 0, h = 0;
    for (auto& seat : setup.seats) {
      if (!seat.name.empty()) continue;
      if (seat.kind == SeatKind::kAi)
        seat.default_name = computers == 1 ? "computer" : "computer:" + std::to_string(++c);
      else
        seat.default_name = humans == 1 ? "you" : "player:" + std::to_string(++h);
      seat.name = default_name_text(seat.default_name);
    }
  }

  void start_match(MatchSetup setup, bool seed_given) {
    if (!seed_given) setup.seed = random_seed();
    for (auto& seat : setup.seats) seat.hints = 0;  // a rematch starts afresh
    fill_default_names(setup);
    auto match = Match::start(setup);
    if (!match.ok()) {
      form_.error = tr("error.cannot_start", {{"reason", refusal_text(match.status())}});
      return;
    }
    form_.error.clear();
    last_setup_ = setup;
    adopt_match(std::move(match.value()), "");
  }

  void start_from_form(TableSetup table, bool seed_given) override {
    MatchSetup setup;
    static_cast<TableSetup&>(setup) = std::move(table);
    setup.options = options_from_form(static_cast<int>(setup.seats.size()));
    start_match(std::move(setup), seed_given);
  }

  // Makes `match` the game on the table, stored under `id` (a new id when empty).
  void adopt_match(Match match, std::string id) {
    session_.adopt(std::move(match), std::move(id));
    look_back_ = -1;
    guide_hidden_ = false;
    if (!last_setup_) last_setup_ = session_.game()->setup();
    screen_ = session_.game()->state().is_terminal() ? Screen::kScore : Screen::kPlay;
    show_score_ = true;
    reset_input(/*new_table=*/true);
    notice_.clear();
    info_.clear();
    log_actions_ = -1;
    saved_games_stale_ = true;
  }

  void open_replay(Match match, std::optional<int> move) {
    replay_return_ = screen_ == Screen::kReplay ? replay_return_ : screen_;
    replay_ = std::move(match);
    replay_cursor_ = std::clamp(move.value_or(replay_->actions_played()), 0, replay_->actions_played());
    screen_ = Screen::kReplay;
    log_actions_ = -1;
    posted_cursor_ = replay_cursor_;
    post_event(loaded_event(replay_->actions_played(), replay_cursor_));
  }

  bool open_record_text(const std::string& text, bool resume_unfinished, std::optional<int> move,
                        std::string& error) override {
    auto record = G::parse_record(text);
    if (!record.ok()) {
      error = refusal_text(record.status());
      return false;
    }
    auto match = Match::resume(record.value());
    if (!match.ok()) {
      error = refusal_text(match.status());
      return false;
    }
    if (resume_unfinished && !match->state().is_terminal() && !move) {
      adopt_match(std::move(match.value()), "");
      inform("info.imported");
    } else {
      open_replay(std::move(match.value()), move);
    }
    return true;
  }

  // The guided game is on the table and its box not hidden (the game picks the topic).
  bool guiding() const {
    return session_.game() && session_.game()->setup().guided && !guide_hidden_ && screen_ == Screen::kPlay &&
           !session_.game()->state().is_terminal();
  }

  bool human_to_move() const override {
    return screen_ == Screen::kPlay && look_back_ < 0 && session_.human_to_move();
  }
  int played_moves() const override { return session_.game() ? session_.game()->actions_played() : -1; }

  void play(const Action& action) { play_all({action}); }

  // ---- Hints: what Hard would play, shown and never played ----
  bool can_ask_hint() const { return human_to_move() && session_.can_request_hint(); }
  void ask_hint() override {
    if (!can_ask_hint()) return;
    if (session_.request_hint()) inform("hint.asked");
  }
  // The hint for the position on the table, while its player is to move.
  std::optional<Action> shown_hint() const { return human_to_move() ? session_.hint() : std::nullopt; }
  // The shown hint's estimated worth to the player in the game's unit, "+3 gold", "−1 point";
  // empty when there is no hint or the worker gave no worth.
  std::string hint_worth() const {
    const auto gain = shown_hint() ? session_.hint_gain() : std::nullopt;
    return gain ? signed_worth(*gain) : "";
  }
  // An action in the log's words, as the seat to move would make it now.
  std::string action_words(const Action& action) const {
    const State& s = session_.game()->state();
    State after = s;
    if (!after.apply(action).ok()) return G::action_text(action);
    const LogEntry e = describe(s, action, after, seat_names());
    return e.proposal.empty() ? e.text : e.proposal;
  }
  // The score screen's review of the game at the table (web/logic/game_review.hpp): a button to start
  // it, its progress with a way to cancel, then the three costliest decisions, each opening the
  // replay at that position with both choices drawn.
  void draw_review() {
    if (!session_.game() || shown_match() != &*session_.game() || session_.game()->human_seats() == 0) return;
    ImGui::Spacing();
    const auto& review = session_.review();
    if (session_.reviewing()) {
      ImGui::TextUnformatted(tr("review.running"));
      const float done = review->total() > 0 ? static_cast<float>(review->progress()) / static_cast<float>(review->total()) : 0.0f;
      const std::string label = tr("review.progress", {{"done", std::to_string(review->progress())},
                                                       {"total", std::to_string(review->total())}});
      ImGui::ProgressBar(done, ImVec2(std::min(ImGui::GetContentRegionAvail().x, 420.0f), 0), label.c_str());
      mark("review.progress");
      if (ImGui::Button(tr("review.cancel"))) session_.cancel_review();
      mark("review.cancel");
      return;
    }
    if (review && review->finished()) {
      ImGui::TextColored(kGold, "%s", tr("review.costliest"));
      const auto costliest = review->costliest(3);
      if (costliest.empty()) ImGui::TextWrapped("%s", tr("review.none"));
      for (std::size_t i = 0; i < costliest.size(); ++i) {
        const ReviewedDecision& d = costliest[i];
        const std::string text = tr("review.item", {{"turn", std::to_string(session_.game()->position(d.at).turn_number())},
                                                    {"player", seat_name(d.seat)}, {"loss", worth_text(d.loss())},
                                                    {"chosen", decision_words(d.at, d.chosen)}});
        // A selectable as tall as the wrapped text, the text drawn over it (ImGui's selectable
        // labels do not wrap).
        ImGui::PushID(static_cast<int>(i));
        const float width = ImGui::GetContentRegionAvail().x;
        const ImVec2 at = ImGui::GetCursorPos();
        const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, width);
        if (ImGui::Selectable("##item", false, 0, ImVec2(width, size.y))) {
          review_shown_ = d;
          open_replay(*session_.game(), d.at);
        }
        ImGui::SetItemAllowOverlap();
        const ImVec2 after = ImGui::GetCursorPos();
        ImGui::SetCursorPos(at);
        ImGui::PushTextWrapPos(at.x + width);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::SetCursorPos(after);
        ImGui::PopID();
        mark("review.item." + std::to_string(i));
      }
      return;
    }
    if (ImGui::Button(tr("review.start"))) session_.start_review();
    mark("review.start");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("review.tooltip"));
  }

  // The reviewed decision whose position the replay shows, if the player opened it from the review.
  const ReviewedDecision* reviewed_here() const {
    if (!review_shown_ || screen_ != Screen::kReplay || !replay_ || replay_cursor_ != review_shown_->at) return nullptr;
    return &*review_shown_;
  }
  std::vector<Action> parsed_actions(const std::vector<std::string>& texts) const {
    std::vector<Action> out;
    for (const std::string& t : texts)
      if (auto a = G::parse_action(t); a.ok()) out.push_back(a.value());
    return out;
  }
  // A worth in the game's unit, rounded: "4 gold", "1 point".
  std::string worth_text(double worth) const { return count(std::string(G::kId) + ".hint.worth", std::lround(worth)); }
  // Actions from the position before action `at` of the game at the table, as proposals ("lay
  // out a mill on ..."; the log's words when the game has none).
  std::string decision_words(int at, const std::vector<std::string>& texts) const {
    State s = session_.game()->position(at);
    std::string out;
    for (const Action& a : parsed_actions(texts)) {
      State after = s;
      if (!after.apply(a).ok()) break;
      const LogEntry e = describe(s, a, after, seat_names());
      const std::string& words = e.proposal.empty() ? e.text : e.proposal;
      if (!words.empty()) out += (out.empty() ? "" : "; ") + words;
      s = std::move(after);
    }
    return out;
  }
  // The replay panel's note on the reviewed decision it shows.
  void draw_replay_note() override {
    const ReviewedDecision* d = reviewed_here();
    if (!d) return;
    ImGui::Separator();
    ImGui::TextColored(kGold, "%s", tr("review.note.title"));
    ImGui::TextWrapped("%s", tr("review.note.chosen", {{"player", seat_name(d->seat)}, {"chosen", decision_words(d->at, d->chosen)},
                                                        {"worth", signed_worth(d->chosen_gain)}}).c_str());
    ImGui::TextWrapped("%s", tr("review.note.preferred", {{"preferred", decision_words(d->at, d->preferred)},
                                                           {"worth", signed_worth(d->preferred_gain)}}).c_str());
    // Why: what the two choices change on the table, as the game tells it.
    const auto reasons = review_reasons(d->at, parsed_actions(d->chosen), parsed_actions(d->preferred));
    std::string joined;
    for (const std::string& r : reasons) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", r.c_str());
      joined += (joined.empty() ? "" : " | ") + r;
    }
    shown_text("review.why", joined);
  }
  // The review's "why": what the person's choice and the AI's, each played from the position
  // before action `at`, change on the table (seals, gold, counters, what the next player can
  // take), in the game's words; empty when the game says nothing.
  virtual std::vector<std::string> review_reasons(int, const std::vector<Action>&, const std::vector<Action>&) const { return {}; }
  // The position before action `at` with `actions` played (as far as they are legal).
  State played_from(int at, const std::vector<Action>& actions) const {
    State s = session_.game()->position(at);
    for (const Action& a : actions)
      if (!s.apply(a).ok()) break;
    return s;
  }
  std::string signed_worth(double worth) const {
    const long whole = std::lround(worth);
    return (whole > 0 ? "+" : whole < 0 ? "-" : "\u00b1") + count(std::string(G::kId) + ".hint.worth", std::labs(whole));
  }

  // The score screen's line about hints, for the seats that asked for any.
  void draw_hints_used() const {
    const Match* m = shown_match();
    if (!m) return;
    for (int p = 0; p < static_cast<int>(m->setup().seats.size()); ++p)
      if (const int n = m->setup().seats[static_cast<std::size_t>(p)].hints; n > 0)
        ImGui::TextDisabled("%s", count("score.hints", n, {{"player", seat_name(p)}}).c_str());
  }

  // Plays a whole decision at once: every action, or none when one is refused.
  void play_all(const std::vector<Action>& actions) {
    if (!session_.game()) return;
    session_.set_ai_delay(settings_.ai_delay_ms);
    if (!session_.play_all(actions, emscripten_get_now()).ok()) {
      notice_ = tr("notice.not_possible");
      return;
    }
    after_move();
  }

  // What the screen does after any move: clear the input, show the end of the game.
  void after_move() {
    notice_.clear();
    info_.clear();
    reset_input(/*new_table=*/false);
    if (session_.game()->state().is_terminal()) {
      screen_ = Screen::kScore;
      show_score_ = true;
      saved_games_stale_ = true;
    }
  }

  void undo() override {
    if (!session_.undo([this](const Action& previous, const Action& next) { return continues_step(previous, next); }))
      return;
    look_back_ = -1;
    reset_input(false);
    notice_.clear();
  }

  void take_back() override {
    if (!session_.take_back()) return;
    look_back_ = -1;
    reset_input(false);
    notice_.clear();
    inform("info.taken_back");
  }

  void export_game() override {
    const Match* m = shown_match();
    if (!m) return;
    std::string names;
    for (const auto& s : m->record().seats) {
      std::string safe;
      for (char c : s) safe += (std::isalnum(static_cast<unsigned char>(c)) ? c : '-');
      names += "-" + safe.substr(0, 12);
    }
    // A game in progress keeps the cards nobody has seen out of sight (bg/sealed_setup.hpp).
    const bool over = m->state().is_terminal();
    const std::string json = G::record_to_json(m->record(), &m->state());
    download_file(std::string(G::kId) + names + "-" + std::to_string(m->actions_played()) + ".json",
                  over ? json : bg::seal_record_setup(json, random_seal_nonce()));
    if (!over) inform("info.exported_sealed");
  }

  // ---- What the shell asks ----
  std::string game_id() const override { return std::string(G::kId); }
  bool has_game() const override { return session_.game().has_value(); }
  bool game_over() const override { return session_.game() && session_.game()->state().is_terminal(); }
  bool has_shown_game() const override { return shown_match() != nullptr; }
  bool can_undo_now() const override { return session_.game() && session_.game()->can_undo(); }
  // This turn's actions can no longer be undone because one showed a card: the panels say so
  // where Undo was, rather than let the button vanish without a word.
  bool undo_lost_to_reveal() const {
    return session_.game() && human_to_move() && !session_.game()->can_undo() && !session_.game()->this_turn().actions.empty() &&
           session_.game()->this_turn().seat == session_.game()->state().current_player();
  }
  void draw_undo_gone_note() {
    if (!undo_lost_to_reveal()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr("undo.gone_revealed"));
    ImGui::PopStyleColor();
    mark("undo.gone");
  }
  bool can_take_back_now() const override {
    return session_.game() && session_.viewer() >= 0 && session_.game()->can_take_back(session_.viewer());
  }
  int pass_to() const override { return session_.pass_to(); }
  bool autosave_failed() const override { return session_.autosave_failed(); }
  std::vector<SavedGameInfo> list_saved_games() const override { return saves_.list(); }
  bool saved_games_available() const override { return saves_.available(); }
  void discard_saved_game(const std::string& id) override {
    saves_.discard(id);
    if (id == session_.id()) session_.close();
  }
  void open_saved_game(const std::string& id, bool replay) override {
    auto m = saves_.load(id);
    if (!m.ok()) notice_ = tr("saved.broken", {{"reason", refusal_text(m.status())}});
    else if (replay) open_replay(std::move(m.value()), std::nullopt);
    else adopt_match(std::move(m.value()), id);
  }
  int replay_moves() const override { return replay_ ? replay_->actions_played() : -1; }
  void drop_replay() override { replay_.reset(); }

  // The game on screen: the replay, or the one being played.
  const Match* shown_match() const {
    if (screen_ == Screen::kReplay && replay_) return &*replay_;
    return session_.game() ? &*session_.game() : nullptr;
  }
  const State& shown_state() const {
    if (const auto past = shown_past()) return shown_match()->position(*past);
    return session_.game()->state();
  }
  // A past position on screen (the replay's, or the game at the table stepped back through): the
  // number of actions before it; empty for the present.
  std::optional<int> shown_past() const {
    if (screen_ == Screen::kReplay && replay_) return replay_cursor_;
    if (screen_ == Screen::kPlay && look_back_ >= 0 && session_.game() && look_back_ <= session_.game()->actions_played())
      return look_back_;
    return std::nullopt;
  }

  int colour_of(int seat) const override {
    const Match* m = shown_match();
    if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return 0;
    return m->setup().seats[static_cast<std::size_t>(seat)].colour;
  }
  std::string seat_name(int seat) const override {
    const Match* m = shown_match();
    if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return "";
    const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
    if (!s.default_name.empty()) return default_name_text(s.default_name);
    return s.name.empty() ? player_colour_name(colour_of(seat)) : s.name;
  }
  std::vector<std::string> seat_names() const {
    std::vector<std::string> names;
    if (const Match* m = shown_match())
      for (int p = 0; p < static_cast<int>(m->setup().seats.size()); ++p) names.push_back(seat_name(p));
    return names;
  }
  // The name, with the level for a computer: "Computer (Hard)".
  std::string seat_label(int seat) const {
    const Match* m = shown_match();
    if (!m || seat < 0) return "";
    std::string label = seat_name(seat);
    const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
    if (s.kind == SeatKind::kAi) label += " " + tr("seat.ai_suffix", {{"level", ai_level_name(s.level)}});
    return label;
  }

  bool log_outdated() const override {
    const Match* m = shown_match();
    return m && (log_match_ != m || log_actions_ != m->actions_played());  // set_language() resets log_actions_
  }
  void rebuild_log() override {
    const Match* m = shown_match();
    log_.clear();
    log_match_ = m;
    log_actions_ = m ? m->actions_played() : 0;
    if (!m) return;
    const std::vector<std::string> names = seat_names();
    for (const auto& turn : m->turns()) {
      if (turn.actions.empty()) continue;
      LogTurn lt;
      lt.seat = turn.seat;
      lt.first_action = turn.first_action;
      lt.turn = m->position(turn.first_action).turn_number();
      for (std::size_t i = 0; i < turn.actions.size(); ++i) {
        const int index = turn.first_action + static_cast<int>(i);
        lt.entries.push_back(describe(m->position(index), turn.actions[i], m->position(index + 1), names));
      }
      log_.push_back(std::move(lt));
    }
  }

  void draw_pass_device(ImVec2 size) override;
  void draw_status_bar(float width, double now_ms) override;
  void draw_step_buttons(float right_margin);
  void draw_hint_button(float right_margin);

  // "Ada: takes the card …", the log's line for the action that led to position `after`.
  std::string log_line_after(int after) {
    if (log_outdated()) rebuild_log();
    for (const LogTurn& turn : log_) {
      const int i = after - 1 - turn.first_action;
      if (i >= 0 && i < static_cast<int>(turn.entries.size()))
        return seat_name(turn.seat) + ": " + turn.entries[static_cast<std::size_t>(i)].text;
    }
    return "";
  }

  // "Ada", "Ada and Bob", "Ada, Bob and Cy": the winners of a finished game.
  std::string winner_names(const State& s) const {
    const std::vector<int> winners = s.winners();
    std::string names;
    for (std::size_t i = 0; i < winners.size(); ++i)
      names += (i ? (i + 1 == winners.size() ? tr("score.and") : std::string(", ")) : std::string()) + seat_name(winners[i]);
    return names;
  }

  // Messages from the embedding page (docs/embedding.md): checked by web/logic/embed_protocol,
  // then carried out here. A refused message changes nothing and is answered with an error event.
  void apply_embed_message(const std::string& text) override;

  std::string table_signature() const override {
    std::string sig = std::to_string(session_.pass_to()) + "/" + std::to_string(session_.viewer()) + "/" +
                      std::to_string(session_.autosave_failed());
    if (session_.game()) sig += "/" + std::to_string(session_.game()->actions_played()) + "/" + input_signature();
    if (replay_) sig += "/r" + std::to_string(replay_cursor_);
    sig += "/b" + std::to_string(look_back_) + "/h" + std::to_string(session_.hint_pending()) +
           std::to_string(session_.hint().has_value());
    return sig;
  }

  void table_test_json(nlohmann::json& j) const override {
    j["gameId"] = session_.id();
    j["game"] = std::string(G::kId);
    const Match* m = shown_match();
    if (!m) return;
    const State& s = shown_state();
    if (replay_ && screen_ == Screen::kReplay) j["replay"] = {{"cursor", replay_cursor_}, {"moves", replay_->actions_played()}};
    j["current"] = s.current_player();
    j["actions"] = m->actions_played();
    j["turn"] = s.turn_number();
    j["humanToMove"] = human_to_move();
    j["handShown"] = session_.viewer();
    j["passTo"] = session_.pass_to();
    j["aiBusy"] = ai_.busy();
    j["aiDecisions"] = session_.ai_decisions();
    j["aiFallbacks"] = ai_fallbacks_;  // answers refused and replaced by a first legal action
    j["canUndo"] = can_undo_now();
    j["canTakeBack"] = can_take_back_now();
    j["lookBack"] = look_back_;
    j["hint"] = session_.hint() ? G::action_text(*session_.hint()) : "";
    j["hintPending"] = session_.hint_pending();
    j["hintWorth"] = hint_worth();
    if (const auto& review = session_.review()) {
      nlohmann::json costliest = nlohmann::json::array();
      for (const auto& d : review->costliest(3)) costliest.push_back({{"at", d.at}, {"loss", d.loss()}, {"seat", d.seat}});
      j["review"] = {{"running", session_.reviewing()}, {"finished", review->finished()}, {"progress", review->progress()},
                     {"total", review->total()}, {"decisions", review->decisions().size()}, {"costliest", costliest}};
    }
    if (const ReviewedDecision* d = reviewed_here()) j["reviewShown"] = {{"at", d->at}, {"chosen", d->chosen}, {"preferred", d->preferred}};
    nlohmann::json hints = nlohmann::json::array();
    for (const auto& seat : m->setup().seats) hints.push_back(seat.hints);
    j["hints"] = hints;
    nlohmann::json legal = nlohmann::json::array();
    if (!s.is_terminal()) {
      std::vector<Action> actions;
      s.legal_actions(actions);
      for (const Action& a : actions) legal.push_back(G::action_text(a));
    }
    j["legal"] = legal;
    nlohmann::json winners = nlohmann::json::array();
    for (int w : s.winners()) winners.push_back(w);
    j["winners"] = winners;
    j["hash"] = std::to_string(s.hash());
    j["record"] = G::record_to_json(m->record(), &m->state());
    game_test_json(j, s);
  }

  const LinkOptions<G>& links_;
  std::optional<MatchSetup> linked_game_;  // the game a link asked for, started by open_first_game
  SavedGamesOf<G> saves_;
  SessionOf<G> session_;  // the game at the table
  std::optional<MatchSetup> last_setup_;
  std::optional<Match> replay_;  // the replay viewer's game
  std::optional<ReviewedDecision> review_shown_;  // opened from the review: drawn in the replay at its position
  const Match* log_match_ = nullptr;
  int ai_fallbacks_ = 0;
};

template <bg::HostedGame G>
void TableApp<G>::draw_pass_device(ImVec2 size) {
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
    look_back_ = -1;  // the next person starts at the present
  }
  mark("pass.ready");
  ImGui::EndChild();
}

template <bg::HostedGame G>
void TableApp<G>::draw_status_bar(float width, double now_ms) {
  const State& s = session_.game()->state();
  const float height = narrow_ ? kNarrowStatusHeight : 56.0f;
  ImGui::BeginChild("##status", ImVec2(width, height), true, ImGuiWindowFlags_NoScrollbar);
  {
    // While the computer thinks, frames redraw only this bar (the spinner): main.cpp.
    const ImVec2 p = ImGui::GetWindowPos(), area = ImGui::GetWindowSize();
    live_rect_ = ImVec4(p.x, p.y, p.x + area.x, p.y + area.y);
  }
  if (embed_) {
    // No menus when embedded: the rules stay one click away.
    const float w = ImGui::CalcTextSize("?").x + 22;
    ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - w - 10, 8));
    if (ImGui::Button("?", ImVec2(w, 0))) show_rules_ = true;
    mark("embed.rules");
    ImGui::SetCursorPos(ImVec2(12, 10));
  }
  const int moves = session_.game()->actions_played();
  const float embed_room = embed_ ? ImGui::CalcTextSize("?").x + 32 : 0.0f;
  if (moves > 0 && !s.is_terminal()) draw_step_buttons(embed_room);
  if (can_ask_hint() || session_.hint_pending()) draw_hint_button(embed_room + (moves > 0 ? 2 * ImGui::GetFrameHeight() + 26 : 0.0f));
  if (look_back_ >= 0 && look_back_ < moves) {
    // Stepping back: which move the board shows and what it was; playing waits for the present.
    ImGui::TextColored(kGold, "%s",
                       tr("lookback.title", {{"n", std::to_string(look_back_)}, {"m", std::to_string(moves)}}).c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("lookback.present"))) step_through(0);
    mark("lookback.present");
    if (const std::string line = log_line_after(look_back_); !line.empty()) text_wrapped_coloured(kPrompt, line);
    ImGui::EndChild();
    return;
  }
  if (s.is_terminal()) {
    ImGui::TextUnformatted(tr("status.over"));
  } else {
    const int seat = s.current_player();
    player_token(colour_of(seat), 10.0f);
    ImGui::SameLine();
    if (human_to_move()) {
      ImGui::TextUnformatted(tr("status.to_play", {{"player", seat_label(seat)}}).c_str());
      if (!narrow_) ImGui::SameLine();
      text_wrapped_coloured(kPrompt, phase_prompt());
    } else if (session_.game()->is_human(seat)) {
      ImGui::TextUnformatted(tr("status.waiting", {{"player", seat_label(seat)}}).c_str());
    } else {
      ImGui::TextUnformatted(tr("status.thinking", {{"player", seat_label(seat)}}).c_str());
      ImGui::SameLine();
      spinner(now_ms, 9.0f, IM_COL32(224, 184, 92, 255));
    }
  }
  draw_status_extra();
  if (!notice_.empty()) {
    text_wrapped_coloured(kError, notice_);
  } else if (!info_.empty()) {
    text_wrapped_coloured(kPrompt, info_);
  } else if (!s.is_terminal() && !narrow_ && !touch_ && session_.game()->human_seats() > 0) {
    // A finger has no keys to be told of, and two computers watched need none.
    ImGui::TextDisabled("%s", keys_text().c_str());
    shown_text("status.keys", keys_text());
  }
  ImGui::EndChild();
}

// The two arrows at the status bar's right end (`right_margin` from it) that step back through
// the game and forward to the present.
template <bg::HostedGame G>
void TableApp<G>::draw_step_buttons(float right_margin) {
  const ImVec2 keep = ImGui::GetCursorPos();
  const float w = ImGui::GetFrameHeight();
  ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - right_margin - 2 * w - 18, 8));
  const int moves = session_.game()->actions_played();
  ImGui::BeginDisabled(look_back_ == 0);
  if (ImGui::ArrowButton("##back", ImGuiDir_Left)) step_through(-1);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tr("lookback.previous"));
  mark("lookback.previous");
  ImGui::SameLine(0, 4);
  ImGui::BeginDisabled(look_back_ < 0 || look_back_ >= moves);
  if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) step_through(1);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tr("lookback.next"));
  mark("lookback.next");
  ImGui::SetCursorPos(keep);
}

// "Hint", left of the arrows: asks the worker what Hard would play (key I).
template <bg::HostedGame G>
void TableApp<G>::draw_hint_button(float right_margin) {
  const ImVec2 keep = ImGui::GetCursorPos();
  const char* label = tr("hint.button");
  const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetCursorPos(ImVec2(ImGui::GetWindowWidth() - right_margin - w - 18, 8));
  ImGui::BeginDisabled(!can_ask_hint());
  if (ImGui::Button(label)) ask_hint();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tr("hint.tooltip"));
  mark("hint");
  ImGui::SetCursorPos(keep);
}

template <bg::HostedGame G>
void TableApp<G>::apply_embed_message(const std::string& text) {
  const ParsedCommand<G> parsed = parse_embed_command<G>(text, links_);
  auto refuse = [&](std::string reason) {
    last_embed_error_ = std::move(reason);
    post_event(error_event(parsed.type, last_embed_error_));
  };
  if (!parsed.command.ok()) return refuse(parsed.command.reason());
  last_embed_error_.clear();
  const EmbedCommand<G>& command = parsed.command.value();
  if (const auto* new_game = std::get_if<NewGameCommand<G>>(&command)) {
    replay_.reset();
    start_match(new_game->setup, new_game->seed_given);
  } else if (const auto* load = std::get_if<LoadRecordCommand<G>>(&command)) {
    auto match = Match::resume(load->record);
    if (!match.ok()) return refuse(match.reason());
    open_replay(std::move(match.value()), load->move);
  } else if (const auto* go = std::get_if<GotoCommand>(&command)) {
    if (screen_ != Screen::kReplay || !replay_)
      return refuse("\"goto\" needs a game loaded with \"load-record\"");
    replay_cursor_ = std::clamp(go->move, 0, replay_->actions_played());
  } else if (const auto* language = std::get_if<SetLanguageCommand>(&command)) {
    set_language(language->language);
  } else if (const auto* get = std::get_if<GetStateCommand>(&command)) {
    const Match* m = shown_match();
    if (!m) return refuse("no game is open");
    const bool replay = screen_ == Screen::kReplay;
    if (get->full && !replay && !m->state().is_terminal())
      return refuse("the full record (with the cards nobody has seen) is sent only once the game is over");
    post_event(state_event<G>(m->record(), replay ? shown_state() : m->state(), replay ? replay_cursor_ : m->actions_played(), replay,
                                  replay ? -1 : session_.viewer()));
  }
}

}  // namespace web
