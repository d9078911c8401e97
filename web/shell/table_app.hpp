// The shell's answers for a game of the contract (bg::HostedGame): the table (web/logic/table.hpp:
// the game at the table, the replay viewer, saved games, records from files, links and messages)
// drawn and put into words: the move log, hints, the status bar and the pass-the-device screen
// (table_status_bar.hpp), the review (table_review_panel.hpp) and the test hook's game fields
// (table_test_hook.hpp). Those members are defined in the files named, each below this one;
// table_app_complete.hpp gathers them. A game's own app derives from TableApp<ITS GAME> and draws
// the board and panels (web/games/GAME/).
#pragma once

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cctype>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "announcer.hpp"
#include "browser.hpp"
#include "app.hpp"
#include "game_ui.hpp"
#include "embed_protocol.hpp"
#include "lesson_run.hpp"
#include "link_options.hpp"
#include "session.hpp"
#include "motion.hpp"
#include "table.hpp"
#include "guest_table.hpp"
#include "remote_link.hpp"
#include "remote_table.hpp"
#include "review_words.hpp"
#include "table_words.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

template <bg::HostedGame G>
class TableApp : public App, protected GameRulesUi<G> {
 public:
  using Match = MatchOf<G>;
  using MatchSetup = MatchSetupOf<G>;
  using State = typename G::State;
  using Action = typename G::Action;

  TableApp(ParsedConfigOf<G> parsed, KeyValueStore& store, const LinkOptions<G>& links)
      : App(static_cast<PageConfig&>(parsed.config), std::move(parsed.problems), store),
        linked_game_(std::move(parsed.config.game)),
        table_(view_, store, ai_, typename SessionOf<G>::Clock{wall_clock_ms},
               [protocol = config_.protocol](const std::string& event) { post_to_parent(in_protocol(protocol, event)); },
               links, translator()) {}

  bool tick(double now_ms) override {
    if (!guest_ || at_friends_table()) welcome();  // before the turn is said; a friend's page first joins
    session().set_ai_delay(settings_.ai_delay_ms);
    // A lesson's other seats never move: once the student's decision is made, the table waits.
    follow_lesson();
    // A table with friends starts when every friend is there, or the host says "Start now".
    const AiStep step = lesson_waits() || waiting_for_friends() ? AiStep::kNone : table_.tick(now_ms);
    if (remote_ && session().game()) remote_->tick(now_ms, session().game()->actions_played());
    else if (remote_) remote_.reset();
    if (guest_) guest_->tick(now_ms);
    follow_chat(now_ms);
    turn_title();
    follow_motion(now_ms);
    speak();
    keep_move_entry_current();
    switch (step) {
      case AiStep::kNone: return false;
      case AiStep::kRequested: return true;
      case AiStep::kPlayed: after_move(); return true;
      case AiStep::kFallback:
        after_move();
        inform("info.ai_refused");
        ++ai_fallbacks_;
        return true;
      case AiStep::kReview:
      case AiStep::kOutlook: return true;
      case AiStep::kHint:
        if (session().hint()) {
          // Its worth as a lead or a gap ("About 3 gold behind the best other player").
          const auto gain = shown_hint() ? session().hint_gain() : std::nullopt;
          const std::string move = hint_words();
          const std::string range = hint_range_words();
          info_ = (gain ? hint_worth_line(translator(), hint_worth_key(), G::kId, move, hint_figure(*gain))
                        : tr("hint.shown", {{"move", move}})) +
                  (range.empty() ? "" : " " + range) + " " + tr("hint.notation", {{"notation", hint_notation()}});
          announce(info_);  // drawn on the board, and said: a screen reader never sees the board
        }
        return true;
    }
    return false;
  }

  bool last_turn_playing() const override { return motion_.result_waits(); }
  // The result's first line: what the last turn did ("Computer (Hard) ended the game: laid out a
  // smithy on f6; …"), then, when the player skipped to the end, what the computers did alone
  // ("Computer (Hard): 78 turns alone, +181 points claimed"); kept until the game changes.
  const std::vector<std::string>& last_turn_lines() {
    const auto& game = session().game();
    const std::string key = game ? session().id() + "/" + std::to_string(game->actions_played()) + "/" +
                                       std::string(language_code(translator().language()))
                                 : std::string();
    if (key != last_turn_key_) {
      last_turn_key_ = key;
      last_turn_lines_.clear();
      if (game) {
        const GameWordsOf<G> words = game_words();
        const int seat = game->turns()[game->latest_turn()].seat;
        if (std::string line = last_turn_words(translator(), *game, words, named_you(seat)); !line.empty())
          last_turn_lines_.push_back(std::move(line));
        if (session().skipped_from() >= 0)
          for (std::string& line : alone_words(translator(), *game, game->alone_since(), words)) last_turn_lines_.push_back(std::move(line));
      }
    }
    return last_turn_lines_;
  }
  void draw_last_turn_line() {
    const std::vector<std::string>& lines = last_turn_lines();
    ImGui::PushTextWrapPos(0.0f);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      ImGui::TextUnformatted(lines[i].c_str());
      shown_text(i == 0 ? std::string("score.last_turn") : "score.alone." + std::to_string(i - 1), lines[i]);
    }
    ImGui::PopTextWrapPos();
  }
  std::string last_turn_key_;
  std::vector<std::string> last_turn_lines_;

  // "Skip to the end" is offered: only computers are left to play at this device's table.
  bool can_skip_to_end() const { return !guest_ && !lesson_ && session().only_computers_left(); }
  void skip_to_end() {
    if (!can_skip_to_end()) return;
    session().skip_to_end();
    motion_.catch_up();
  }

  bool animating() const override {
    if (motion_.moving()) return true;
    if (lesson_waits()) return false;  // nobody moves
    if (!session().game() || view_.screen != Screen::kPlay || session().game()->state().is_terminal()) return false;
    // A friend's turn: nothing moves here until its message comes (page_remote_event redraws).
    const int seat = session().game()->state().current_player();
    return !session().game()->is_human(seat) && (!session().game()->is_friend(seat) || session().stands_in(seat));
  }
  bool board_moving() const override { return motion_.moving(); }

 protected:
  // What the game supplies (game_ui.hpp), named here because the base depends on G.
  using Rules = GameRulesUi<G>;
  using Rules::changes_for, Rules::position_text, Rules::score_words, Rules::continues_step, Rules::describe, Rules::status_warning, Rules::flights, Rules::game_test_json,
      Rules::input_signature, Rules::keys_text, Rules::options_from_form, Rules::phase_prompt, Rules::phase_prompt_brief, Rules::reset_input,
      Rules::review_reasons, Rules::review_later, Rules::hint_figure, Rules::hint_worth_key, Rules::own_log_text;

  // The first game: the one a link names, the record it points to, or the game left most
  // recently. Called by the game's app at the end of its constructor (the virtuals work then).
  void open_first_game() {
    const auto handed_save = take_handed_saved_game(store_, G::kId);
    if (remote::opens_invitation(page_query())) {
      join_table();
    } else if (handed_save) {
      // An unfinished game chosen on the other game's page (App::draw_other_games_saves).
      open_saved_game(*handed_save, /*replay=*/false);
      if (session().game()) inform("info.resumed");
    } else if (auto handed_record = take_handed_import(store_)) {
      // A record imported on the other game's page (App::on_import_file).
      on_import_file(*handed_record, "");
    } else if (linked_game_) {
      start_match(*linked_game_, config_.seed_given);
    } else if (!config_.lesson_url.empty()) {
      inform("lesson.loading");
      lesson_url_ = config_.lesson_url;
      fetch_lesson(config_.lesson_url);
    } else if (!config_.record_url.empty()) {
      inform("info.loading_record");
      fetch_record(config_.record_url);
    } else if (table_.resume_latest()) {
      after_new_table();
      inform("info.resumed");
      share_with_friends();  // a table with friends: their pages reconnect to this one
    }
    if (!store_.available()) session().set_autosave_failed();
    const bool opened = view_.screen != Screen::kNewGame || session().game() || guest_ || !config_.lesson_url.empty();
    if (opens_on_game_chooser(page_query(), opened, static_cast<int>(page_game_titles().size()), embed_)) open_game_chooser();
    post_to_parent(ready_event(config_.protocol));
  }

  // ---- Flow: the table (web/logic/table.hpp) does it, the screen follows ----
  SessionOf<G>& session() { return table_.session(); }
  const SessionOf<G>& session() const { return table_.session(); }

  void start_match(MatchSetup setup, bool seed_given) {
    const bg::Status started = table_.start(std::move(setup), seed_given, random_seed());
    if (!started.ok()) {
      form_.error = tr("error.cannot_start", {{"reason", refusal_text(started)}});
      return;
    }
    form_.error.clear();
    guest_.reset();
    after_new_table();
  }

  // The score screen's Rematch: the same table with a new deal. At a table shared with friends
  // they stay connected and are seated at the new game at once; a friend's page has none (the
  // host's page starts it).
  bool can_rematch() const { return !guest_ && table_.last_setup().has_value(); }
  void rematch() {
    if (!can_rematch()) return;
    start_match(*table_.rematch_setup(), true);
    if (remote_ && session().game() && !session().game()->state().is_terminal()) remote_->rematch(emscripten_get_now());
  }

  void start_from_form(TableSetup table, bool seed_given) override {
    MatchSetup setup;
    static_cast<TableSetup&>(setup) = std::move(table);
    setup.options = options_from_form(static_cast<int>(setup.seats.size()));
    start_match(std::move(setup), seed_given);
    share_with_friends();
  }

  // ---- Play between devices, the host (web/logic/remote_table.hpp, table_remote_panel.hpp) ----
  // A table with friends' seats opens the host's peer and its invitations; any other closes them.
  void share_with_friends() {
    remote_.reset();
    if (!session().game() || session().game()->state().is_terminal()) return;
    const Match* m = &*session().game();
    int here = -1;
    bool friends = false;
    for (int seat = 0; seat < static_cast<int>(m->setup().seats.size()); ++seat) {
      if (m->is_human(seat) && here < 0) here = seat;
      friends = friends || m->is_friend(seat);
    }
    if (friends) {
      const std::string default_name = here >= 0 ? m->setup().seats[static_cast<std::size_t>(here)].default_name : std::string();
      remote_ = std::make_unique<RemoteTableOf<G>>(session(), here >= 0 ? seat_name(here) : std::string("?"), default_name, store_, remote_port_);
    }
  }
  void on_remote_event(const std::string& kind, const std::string& a, const std::string& b) override {
    if (guest_) {
      if (const auto heard = guest_->on_event(kind, a)) follow_host(*heard);
      return;
    }
    if (remote_) remote_->on_event(kind, a, b, emscripten_get_now());
  }

  // ---- Play between devices, a friend (web/logic/guest_table.hpp) ----
  // The page opened from an invitation: it joins the host's table (the joining screen until the
  // first state comes), or says why the link cannot be used.
  void join_table() {
    auto invitation = remote::parse_invitation(page_query(), page_fragment(), G::kId);
    if (!invitation.ok()) {
      notice_ = tr("remote.error.invalid", {{"reason", refusal_text(invitation.status())}});
      return;
    }
    guest_ = std::make_unique<GuestTableOf<G>>(std::move(invitation.value()), std::string(language_code(translator().language())),
                                               random_seed(), remote_port_, store_, remote_device());
  }
  // The table follows what the host sent: each state is the game as this seat sees it (drawn
  // under one id, so the board's motion plays the new actions), a refusal is said, and at the
  // end the host's record becomes the player's own finished game (the score, the review, export).
  void follow_host(remote::Heard heard) {
    const auto& g = guest_->guest();
    if (heard == remote::Heard::kWelcome && g.rematch()) {
      announce(tr("remote.rematch", {{"host", friends_host_name()}}));
    } else if (heard == remote::Heard::kState) {
      auto match = g.match();
      if (!match) return;
      const bool first = !session().game() || session().id() != guest_->table_id();
      table_.show_friends_table(std::move(*match), guest_->table_id());
      if (first) after_new_table();
      else after_move();
      log_actions_ = -1;
    } else if (heard == remote::Heard::kRefused) {
      // A refused decision is said here; the seat in use elsewhere, taken over or a link refused
      // for good are said where the page stands (guest_standing_text), and spoken once.
      if (g.standing() == remote::Standing::kSeated) notice_ = refusal_text(g.refusal());
      else announce(guest_standing_text());
    } else if (heard == remote::Heard::kEnd && g.record()) {
      auto finished = Match::resume(*g.record_seen_here());
      if (!finished.ok()) return;
      table_.adopt(std::move(finished.value()), "");
      after_move();
      log_actions_ = -1;
    }
  }
  bool draw_joining(ImVec2 size) override;  // table_remote_panel.hpp
  std::string guest_standing_text() const;  // table_remote_panel.hpp
  std::string friends_host_name() const;    // table_remote_panel.hpp: whose table a friend's page is at
  void leave_table() {
    guest_.reset();
    session().close();
    view_.screen = Screen::kNewGame;
    after_new_table();
  }
  void draw_remote(ImVec2 size) override;  // table_remote_panel.hpp
  // The table's chat with friends (table_chat_panel.hpp): the log panel's part, the toast, what
  // is said, and a line sent.
  const remote::ChatLog* table_chat() const;
  int own_chat_seat() const;
  std::string chat_words(const remote::ChatLine& line) const;
  void follow_chat(double now_ms);
  void say_in_chat(const std::string& reaction, const std::string& typed);
  void draw_chat() override;
  void draw_chat_toast(ImVec2 size);
  const remote::ChatLog* chat_followed_ = nullptr;  // the chat whose lines were said up to chat_heard_
  long chat_heard_ = 0;
  std::string chat_toast_;  // a line from another seat, shown until chat_toast_until_
  double chat_toast_until_ = 0;
  std::string chat_problem_;  // why the last line was not sent
  std::vector<char> chat_typed_ = std::vector<char>(remote::kChatMaxTextBytes + 1, '\0');
  void draw_invitation_by_hand(RemoteTableOf<G>& r, typename RemoteTableOf<G>::Invitation& i, const std::string& name,
                               const std::string& id, float width);  // table_remote_panel.hpp
  // "Your turn — Arkadia" in the hidden tab's title when a person here is to move at a table with friends.
  void turn_title() {
    const bool shared = (remote_ || guest_) && session().game() && !session().game()->state().is_terminal();
    const std::string title = shared && human_to_move() ? tr("remote.tab_title", {{"game", tr(title_key())}}) : std::string();
    if (title != turn_title_) remote_turn_title(turn_title_ = title, settings_.turn_alert);
  }

  // What the screen forgets when another game comes to the table.
  void after_new_table() {
    lesson_.reset();
    guide_hidden_ = false;
    show_score_ = true;
    reset_input(/*new_table=*/true);
    notice_.clear();
    info_.clear();
    log_actions_ = -1;
    saved_games_stale_ = true;
  }

  void open_replay(const Match& match, std::optional<int> move) {
    table_.open_replay(match, move);
    log_actions_ = -1;
  }

  bool open_record_text(const std::string& text, bool resume_unfinished, std::optional<int> move,
                        std::string& error) override {
    const auto opened = table_.open_record(text, resume_unfinished, move);
    if (!opened.ok()) {
      error = refusal_text(opened.status());
      return false;
    }
    follow(opened.value());
    if (opened.value() == TableChange::kNewTable) inform("info.imported");
    return true;
  }

  // The screen follows what the table did.
  void follow(TableChange change) {
    if (change == TableChange::kNewTable) after_new_table();
    if (change == TableChange::kReplayOpened) log_actions_ = -1;
  }

  // ---- Motion: the board plays out each action of the game at the table (web/logic/motion.hpp) ----
  void follow_motion(double now_ms) {
    // The score screen too: the game's last turn plays out there before the result shows.
    const bool live = (view_.screen == Screen::kPlay || view_.screen == Screen::kScore) && view_.look_back < 0 && session().game();
    motion_.follow(live ? session().id() : std::string(), live ? session().game()->actions_played() : 0, now_ms,
                   board_pace(settings_.motion, reduced_motion_, session().skipping()));
    if (live && view_.screen == Screen::kScore)
      motion_.follow_end(session().game()->latest_turn_start(), session().skipped_from() >= 0, now_ms);
  }
  void on_player_input() override { motion_.catch_up(); }
  // The action in motion's flights, drawn over everything (table_flights.hpp).
  void draw_in_flight() override;
  // Where a seat's things go to and come from on screen: its board, else its row in the players
  // panel, else the tab that shows it, else the status bar.
  std::optional<std::pair<ImVec2, ImVec2>> seat_place(int seat) const {
    if (auto r = target_rect("board." + std::to_string(seat))) return r;
    if (auto r = target_rect("seat." + std::to_string(seat))) return r;
    if (auto r = target_rect("tab.1")) return r;
    return target_rect("status.prompt");
  }
  // The position the board draws: the one on screen, or while an action is in motion the one
  // right after it (the game draws the action arriving there; later actions wait their turn).
  const State& board_state() const {
    if (const auto moving = action_in_motion()) return session().game()->position(motion_.action() + 1);
    return shown_state();
  }
  // Whether a flight of the action in motion lands on target `id` and has not arrived: the panel
  // leaves that place empty until it does (Flight::lands_on).
  // A flight whose end has scrolled out of sight is not drawn, and hides nothing.
  bool arriving_at(const std::string& id) const {
    const auto moving = action_in_motion();
    if (!moving) return false;
    for (const Flight& f : flights_now())
      if (f.lands_on == id && moving->second < f.end) {
        ++places_kept_empty_;
        return true;
      }
    return false;
  }
  // The flights of the action in motion, worked out once a frame for the panels (arriving_at)
  // and draw_in_flight alike: their ends are the last frame's targets either way.
  const std::vector<Flight>& flights_now() const {
    if (flights_frame_ != ImGui::GetFrameCount()) {
      flights_now_.clear();
      if (const auto moving = action_in_motion()) {
        const auto& game = session().game();
        flights_now_ = flights(game->position(motion_.action()), moving->first, game->position(motion_.action() + 1));
      }
      flights_frame_ = ImGui::GetFrameCount();
    }
    return flights_now_;
  }
  // The action in motion and how far it has come (0 to 1), while the board shows the present.
  std::optional<std::pair<Action, double>> action_in_motion() const {
    if (!motion_.moving() || shown_past() || !session().game()) return std::nullopt;
    const auto& actions = session().game()->record().actions;
    const auto at = static_cast<std::size_t>(motion_.action());
    if (at >= actions.size()) return std::nullopt;
    return std::pair<Action, double>{actions[at], motion_.progress()};
  }

  // The guided game is on the table and its box not hidden (the game picks the topic).
  bool guiding() const {
    return session().game() && session().game()->setup().guided && !guide_hidden_ && view_.screen == Screen::kPlay &&
           !session().game()->state().is_terminal();
  }

  float narrow_status_height(float width) const override {
    const std::string warning = session().active() ? status_warning() : std::string();
    const float inner = width - 2 * ImGui::GetStyle().WindowPadding.x;
    float height = kNarrowStatusHeight;
    if (!warning.empty()) height += ImGui::CalcTextSize(warning.c_str(), nullptr, false, inner).y + ImGui::GetStyle().ItemSpacing.y;
    // The usual height keeps one line for "since your last turn"; a longer one (German, a busy
    // turn) gets the lines it wraps to, rather than be cut.
    if (human_to_move())
      if (const std::string since = since_your_turn(); !since.empty())
        height += std::max(0.0f, ImGui::CalcTextSize(since.c_str(), nullptr, false, inner).y - ImGui::GetTextLineHeight());
    // As tall as the lines last drawn need (a prompt of three lines, a turn line under the
    // buttons), up to 45% of the screen: the last line was cut at 150% (issue 77).
    return std::max(height, std::min(status_content_h_, ImGui::GetIO().DisplaySize.y * 0.45f));
  }
  bool human_to_move() const override {
    return view_.screen == Screen::kPlay && view_.look_back < 0 && session().human_to_move() && !lesson_waits() &&
           !(guest_ && (guest_->waiting() || !guest_->connected())) && !waiting_for_friends();
  }
  // The host's invitations are open: nobody plays until every friend has joined or "Start now".
  bool waiting_for_friends() const { return remote_ && remote_->invitations_open(); }
  int played_moves() const override { return session().game() ? session().game()->actions_played() : -1; }

  void play(const Action& action) { play_all({action}); }

  // ---- Hints: what Hard would play, shown and never played ----
  // Not in a lesson: the hint would give its answer away.
  bool can_ask_hint() const { return human_to_move() && session().can_request_hint() && !lesson_; }
  void ask_hint() override {
    if (!can_ask_hint()) return;
    if (session().request_hint()) inform("hint.asked");
  }
  std::string hint_note() const override { return shown_hint() ? info_ : std::string(); }
  // The hint for the position on the table, while its player is to move.
  std::optional<Action> shown_hint() const { return human_to_move() ? session().hint() : std::nullopt; }
  // The shown hint's estimated worth to the player in the game's unit, "+3 gold", "−1 point";
  // empty when there is no hint or the worker gave no worth.
  std::string hint_worth() const {
    const auto gain = shown_hint() ? session().hint_gain() : std::nullopt;
    return gain ? signed_worth(hint_figure(*gain)) : "";
  }
  // Where following the hint leads: the person's final margin as a range that holds about 8
  // times in 10 ("… between -4 gold and +12 gold …"); empty when the worker gave none.
  std::string hint_range_words() const {
    const auto range = shown_hint() ? session().hint_range() : std::nullopt;
    if (!range) return "";
    const std::string low = signed_worth(range->low), high = signed_worth(range->high);
    return low == high ? "" : tr("hint.range", {{"low", low}, {"high", high}});  // settled: the worth says it all
  }
  // The rest of the hinted decision (the whole of it when it has just come) as proposals, each step
  // described where the one before leaves the game: "give up a banner for 2 workers; sell…".
  std::string hint_words() const {
    return web::decision_words<G>(translator(), session().game()->state(), session().hint_rest(), game_words());
  }
  // The same in notation, as the move field takes it (one action at a time).
  std::string hint_notation() const { return joined(action_texts(session().hint_rest()), "; "); }
  // An action in the log's words, as the seat to move would make it now.
  std::string action_words(const Action& action) const {
    const State& s = session().game()->state();
    State after = s;
    if (!after.apply(action).ok()) return G::action_text(action);
    const LogEntry e = describe(s, action, after, seat_names());
    return e.proposal.empty() ? e.text : e.proposal;
  }
  void draw_review();                   // table_review_panel.hpp
  std::string review_item_words(const ReviewedDecision& d) const;  // table_review_panel.hpp
  std::vector<std::string> invitation_lines(bool closed_too = false) const;  // table_remote_panel.hpp
  std::vector<std::string> said_invitations_;         // draw_remote: the invitations as last said
  int review_phase_said_ = 0;           // draw_review: none, running, finished, as last said
  int said_review_note_at_ = -1;        // draw_replay_note: the reviewed decision last said
  void draw_replay_note() override;     // table_review_panel.hpp
  static std::vector<std::string> action_texts(const std::vector<Action>& actions) {
    std::vector<std::string> out;
    for (const Action& a : actions) out.push_back(G::action_text(a));
    return out;
  }
  // A log entry as one spoken sentence, its consequences joined on ("laid out ...; completed
  // ..."); `proposal`: as the move would be offered, when the game words it so.
  std::string spoken_words(const LogEntry& e, bool proposal) const { return web::spoken_words(translator(), e, proposal); }
  // The game's words and the seats' names, for the table's words (web/logic/table_words.hpp).
  GameWordsOf<G> game_words() const {
    GameWordsOf<G> w;
    w.describe = [this](const State& before, const Action& a, const State& after, const std::vector<std::string>& names) {
      return describe(before, a, after, names);
    };
    w.changes_for = [this](const State& before, const State& now, int seat) { return changes_for(before, now, seat); };
    w.score_words = [this](const State& s) { return score_words(s); };
    w.names = seat_names();
    w.label = [this](int seat) { return seat_label(seat); };
    w.label_in_sentence = [this](int seat) { return seat_label_in_sentence(seat); };
    return w;
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
    return web::decision_words<G>(translator(), session().game()->position(at), parsed_actions(texts), game_words());
  }
  // The position before action `at` with `actions` played (as far as they are legal).
  State played_from(int at, const std::vector<Action>& actions) const {
    State s = session().game()->position(at);
    for (const Action& a : actions)
      if (!s.apply(a).ok()) break;
    return s;
  }
  std::string signed_worth(double worth) const {
    const long whole = std::lround(worth);
    return (whole > 0 ? "+" : whole < 0 ? "-" : "\u00b1") + count(std::string(G::kId) + ".hint.worth", std::labs(whole));
  }

  // The score screen's line about hints, for the seats that asked for any.
  // "Ada used 2 hints.", for each seat that asked: drawn with the result and in its words.
  std::vector<std::string> hints_used_lines() const {
    std::vector<std::string> out;
    const Match* m = shown_match();
    if (!m) return out;
    for (int p = 0; p < static_cast<int>(m->setup().seats.size()); ++p)
      if (const int n = m->setup().seats[static_cast<std::size_t>(p)].hints; n > 0) out.push_back(count("score.hints", n, {{"player", seat_name(p)}}));
    return out;
  }
  void draw_hints_used() const {
    for (const std::string& line : hints_used_lines()) ImGui::TextDisabled("%s", line.c_str());
  }

  // Plays a whole decision at once: every action, or none when one is refused.
  void play_all(const std::vector<Action>& actions) {
    if (!session().game()) return;
    if (guest_ && session().id() == guest_->table_id()) {
      // The host plays it and answers with the new table (follow_host).
      if (!guest_->act(actions)) notice_ = tr("notice.not_possible");
      return;
    }
    session().set_ai_delay(settings_.ai_delay_ms);
    if (!table_.play_all(actions, emscripten_get_now()).ok()) {
      notice_ = tr("notice.not_possible");
      return;
    }
    after_move();
  }

  // What the screen does after any move: clear the input; the score shows once the game is over.
  void after_move() {
    notice_.clear();
    info_.clear();
    reset_input(/*new_table=*/false);
    if (view_.screen == Screen::kScore) {
      show_score_ = true;
      saved_games_stale_ = true;
    }
  }

  void undo() override {
    if (guest_ && session().game() && session().id() == guest_->table_id()) {
      // The page's step (a worker plan, a sale) back, as the host counts actions.
      const Match& m = *session().game();
      const auto& actions = m.record().actions;
      int to = m.actions_played() - 1, count = 1;
      for (; to > m.this_turn().first_action && continues_step(actions[static_cast<std::size_t>(to - 1)], actions[static_cast<std::size_t>(to)]); --to)
        ++count;
      if (guest_->undo(count)) notice_.clear();
      return;
    }
    if (!table_.undo([this](const Action& previous, const Action& next) { return continues_step(previous, next); }))
      return;
    reset_input(false);
    notice_.clear();
  }

  void take_back() override {
    if (guest_ && session().game() && session().id() == guest_->table_id()) {
      if (guest_->take_back()) notice_.clear();
      return;
    }
    if (!table_.take_back()) return;
    reset_input(false);
    notice_.clear();
    inform("info.taken_back");
    announce(info_);  // every time, also when the same words were said before
  }

  void export_game() override {
    const auto file = table_.export_file(random_seal_nonce());
    if (!file) return;
    download_file(file->name, file->text);
    if (file->sealed) inform("info.exported_sealed");
  }

  // ---- What the shell asks ----
  std::string game_id() const override { return std::string(G::kId); }
  std::string game_title() const override { return tr(title_key()); }
  bool has_game() const override { return session().game().has_value(); }
  bool game_over() const override { return session().game() && session().game()->state().is_terminal(); }
  bool has_shown_game() const override { return shown_match() != nullptr; }
  bool can_undo_now() const override {
    if (guest_ && session().game() && session().id() == guest_->table_id()) return guest_->guest().can_undo() && !guest_->waiting();
    return session().game() && session().game()->can_undo();
  }
  // At a friend's table.
  bool at_friends_table() const { return guest_ && session().game() && session().id() == guest_->table_id(); }
  // This turn's actions can no longer be undone because one showed a card: the panels say so
  // where Undo was, rather than let the button vanish without a word.
  bool undo_lost_to_reveal() const {
    return session().game() && human_to_move() && !can_undo_now() && !session().game()->this_turn().actions.empty() &&
           session().game()->this_turn().seat == session().game()->state().current_player();
  }
  void draw_undo_gone_note() {
    if (!undo_lost_to_reveal()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr("undo.gone_revealed"));
    ImGui::PopStyleColor();
    mark("undo.gone");
  }
  std::string take_back_blocked_reason() const override {
    if (!session().game() || session().viewer() < 0 || at_friends_table()) return {};
    const bg::Status why = session().game()->take_back_status(session().viewer());
    return why.ok() ? std::string() : refusal_text(why);
  }
  // Take-back is gone because a card was shown since the person's last turn began (a game that
  // cannot redeal: against Hard, who buys face-up, nearly every turn): the panels say so where
  // its button would be, as for undo, rather than leave it grey without a word.
  void draw_take_back_gone_note() {
    if (!session().game() || !human_to_move() || session().viewer() < 0) return;
    const bg::Status why = session().game()->take_back_status(session().viewer());
    if (why.code() != refusal::kTakeBackRevealed.code) return;
    const std::string note = tr("takeback.gone", {{"reason", refusal_text(why)}});
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", note.c_str());
    ImGui::PopStyleColor();
    mark("takeback.gone");
    shown_text("takeback.gone", note);
  }
  bool can_take_back_now() const override {
    if (at_friends_table()) return guest_->guest().can_take_back() && !guest_->waiting();
    return session().game() && session().viewer() >= 0 && session().game()->can_take_back(session().viewer());
  }
  int pass_to() const override { return lesson_ ? -1 : session().pass_to(); }
  bool autosave_failed() const override { return session().autosave_failed(); }
  std::vector<SavedGameInfo> list_saved_games() const override { return table_.saves().list(); }
  bool saved_games_available() const override { return table_.saves().available(); }
  void discard_saved_game(const std::string& id) override { table_.discard_saved(id); }
  void open_saved_game(const std::string& id, bool replay) override {
    if (!replay) guest_.reset();
    const auto opened = table_.open_saved(id, replay);
    if (!opened.ok()) notice_ = tr("saved.broken", {{"reason", refusal_text(opened.status())}});
    else follow(opened.value());
    if (opened.ok() && !replay) share_with_friends();
  }
  int replay_moves() const override { return table_.replay() ? table_.replay()->actions_played() : -1; }
  void drop_replay() override { table_.drop_replay(); }

  // The game on screen (the replay, or the one being played), its position and whether it is past.
  const Match* shown_match() const { return table_.shown_match(); }
  const State& shown_state() const { return table_.shown_state(); }
  std::optional<int> shown_past() const { return table_.shown_past(); }

  int colour_of(int seat) const override {
    const Match* m = shown_match();
    if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return 0;
    return m->setup().seats[static_cast<std::size_t>(seat)].colour;
  }
  std::string seat_name(int seat) const override {
    const Match* m = shown_match();
    if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return "";
    const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
    if (!s.default_name.empty()) return default_name_text(shown_default_name(m->setup(), static_cast<std::size_t>(seat)));
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
    return with_level(seat_name(seat), seat);
  }
  // The seat's heading in the Players panel: its label, and at the host's page the device that
  // plays a friend's seat ("Claire (on Android · Chrome)"): one device holds a seat.
  std::string player_heading(int seat) const {
    std::string label = seat_label(seat);
    if (remote_ && !guest_)
      if (const std::string device = remote_->host().device_name(seat); !device.empty())
        label += " (" + tr("remote.on_device", {{"device", device}}) + ")";
    return label;
  }
  std::string board_heading(int seat) const override { return player_heading(seat); }
  int board_seats() const override { return shown_match() ? shown_state().num_players() : 0; }
  int board_to_move() const override {
    if (!shown_match()) return -1;
    const State& s = shown_state();
    return s.is_terminal() ? -1 : s.current_player();
  }
  // `name` with the seat's level after it when it is a computer's: "Computer (Hard)".
  std::string with_level(std::string name, int seat) const {
    const auto& s = shown_match()->setup().seats[static_cast<std::size_t>(seat)];
    if (s.kind == SeatKind::kAi) name += " " + tr("seat.ai_suffix", {{"level", ai_level_name(s.level)}});
    return name;
  }

  // The seat's label as it reads inside a sentence: a computer or a numbered player named by
  // default with its article where the language needs one ("l'ordinateur (Facile)", "le joueur
  // 2"), any other name as it is.
  std::string seat_label_in_sentence(int seat) const {
    if (!named_with_article(seat)) return seat_label(seat);
    return with_level(seat_name_in_sentence(seat), seat);
  }
  // The same without a computer's level: "l'ordinateur", "le joueur 2", "Ada".
  std::string seat_name_in_sentence(int seat) const {
    if (!named_with_article(seat)) return seat_name(seat);
    return default_name_in_sentence(translator(), shown_default_name(shown_match()->setup(), static_cast<std::size_t>(seat)));
  }
  // The seat is named by default as a computer or a numbered player, which a sentence names with
  // its article ("l'ordinateur", "le joueur 2").
  bool named_with_article(int seat) const {
    const Match* m = shown_match();
    if (!m || seat < 0 || seat >= static_cast<int>(m->setup().seats.size())) return false;
    const auto& s = m->setup().seats[static_cast<std::size_t>(seat)];
    // A computer's seat is one at a friend's page too, where it is played elsewhere (the host's).
    const bool computer = s.kind == SeatKind::kAi || s.default_name.rfind("computer", 0) == 0;
    const std::string shown = shown_default_name(m->setup(), static_cast<std::size_t>(seat));
    return !s.default_name.empty() && (computer || shown.rfind("player:", 0) == 0);
  }
  // The seat is the person here named by default "you" on the shown table ("Your choice", "Your
  // worker"); at a hot-seat table that seat is shown as "Player 1", so never.
  bool named_you(int seat) const {
    const Match* m = shown_match();
    return m && seat >= 0 && seat < static_cast<int>(m->setup().seats.size()) &&
           shown_default_name(m->setup(), static_cast<std::size_t>(seat)) == "you";
  }
  // A status sentence about a seat ("status.thinking"), from its name's grammar.
  std::string about_seat(std::string_view key, int seat) const {
    return sentence_about(translator(), key, seat_label_in_sentence(seat));
  }

  // "Your turn." for the seat shown as "you", else "Ada to play." (at a hot-seat table the first
  // seat is shown as "Player 1": "Player 1 to play.").
  std::string to_play_text(int seat) const {
    const TableSetup& setup = session().game()->setup();
    return shown_default_name(setup, static_cast<std::size_t>(seat)) == "you" ? std::string(tr("status.to_play.you"))
                                                                               : about_seat("status.to_play", seat);
  }

  // Tells screen readers what changed at the table (web/logic/announcer.hpp): each action once in
  // the log's words, a computer's turn in one sentence, the person's turn and prompt, what an
  // undo took back, the result. Quiet while the player looks back or watches the replay.
  void speak() {
    send_help_text();
    if (view_.screen == Screen::kNewGame && !guest_) {  // a friend's page joining shows no form
      show_form_text_view();
      return;
    }
    // A past position on screen (the replay's cursor, or the game stepped back through): the
    // text view follows it, quietly.
    if (const auto past = table_.shown_past()) {
      show_past_text_view(*past);
      return;
    }
    // The score screen too: the last actions and the result are said over it.
    if ((view_.screen != Screen::kPlay && view_.screen != Screen::kScore) || view_.look_back >= 0 || !session().game()) return;
    // Skipping to the end, quiet: the computers' turns are said at the end, each run as one line.
    if (session().skipping()) return;
    const Match& m = *session().game();
    const State& s = m.state();
    // Nothing to say unless the table, the turn, the words or the player's input changed: the
    // prompt and the turn line are built only then, not every frame.
    const std::string key = session().id() + "/" + std::to_string(m.actions_played()) + "/" + std::to_string(session().viewer()) +
                            (human_to_move() ? "/move/" : "/wait/") + std::to_string(static_cast<int>(view_.screen)) + "/" +
                            std::string(language_code(translator().language())) + (touch_ ? "/touch/" : "/") + input_signature() +
                            (settings_.show_text_view ? "/shown" : "");
    if (key == spoken_key_) return;
    spoken_key_ = key;
    // Only the new actions are described (the announcer asks for no other): the log itself is
    // rebuilt only when it is shown.
    const GameWordsOf<G> words = game_words();
    SpokenTable t = spoken_table(translator(), m, session().id(), words);
    // One's own actions in one's own words, as the log shows them (the card one drew).
    t.words_of = [this, &m, base = t.words_of, seat_of = t.seat_of, names = words.names](int i) {
      const int seat = seat_of(i);
      if (seat < 0 || !own_hand_here(m, seat)) return base(i);
      return web::spoken_words(translator(), played_entry(m, i, seat, m.record().actions[static_cast<std::size_t>(i)], names), false);
    };
    if (human_to_move()) {
      t.turn = to_play_text(s.current_player());
      t.prompt = phase_prompt();
      t.prompt_again = phase_prompt_brief();
    }
    for (const std::string& line : announcer_.update(t)) announce(line);
    show_text_view(t);
  }

  // The rules and keys as text (#help), for a screen reader's browse mode: once per language.
  void send_help_text() {
    const std::string language(language_code(translator().language()));
    if (language == help_text_language_) return;
    help_text_language_ = language;
    nlohmann::json sections = nlohmann::json::array();
    for (const TextSection& s : rules_text()) sections.push_back({{"heading", s.heading}, {"lines", s.lines}});
    show_help_text(nlohmann::json{{"title", tr("help.title", {{"game", tr(title_key())}})}, {"sections", sections}}.dump());
  }
  std::string help_text_language_;
  // On the new-game form no game is at the table: the text view says so, rather than keep the
  // last position (a lesson's, a finished game's) as if it were still there.
  void show_form_text_view() {
    const std::string key = (choosing_game_ ? "chooser/" : "form/") + std::string(language_code(translator().language())) +
                            (settings_.show_text_view ? "/shown" : "");
    if (key == text_view_key_) return;
    text_view_key_ = key;
    spoken_key_.clear();  // back at the table, the position is sent again
    nlohmann::json sections = nlohmann::json::array();
    if (choosing_game_) {
      nlohmann::json lines = nlohmann::json::array({tr("textview.chooser")});
      for (const ChooserGame& g : chooser_games_) {
        std::string line = tr("focus.detail", {{"what", tr(g.title_key)}, {"detail", tr(g.tagline_key)}});
        if (!g.unfinished.empty()) line += " " + tr("textview.chooser_in_progress", {{"n", std::to_string(g.unfinished.size())}});
        lines.push_back(line);
      }
      sections.push_back({{"heading", tr("chooser.title")}, {"lines", lines}});
    } else {
      sections.push_back({{"heading", tr("menu.new_game")}, {"lines", nlohmann::json::array({tr("textview.form")})}});
    }
    send_text_view(sections);
  }
  void send_text_view(const nlohmann::json& sections) const {
    show_position_text(nlohmann::json{{"title", tr("textview.title")}, {"sections", sections}}.dump(), settings_.show_text_view);
  }

  // The text view of a past position: which move it follows, that move in the log's words, then
  // the position. A replay shows no hand in words (a record of a game in progress keeps its
  // unseen cards sealed); stepping back through the game at the table shows the viewer's own.
  void show_past_text_view(int at) {
    const Match& m = *shown_match();
    const bool replay = view_.screen == Screen::kReplay;
    const int viewer = replay ? -1 : session().viewer();
    const std::string key = std::string(replay ? "replay/" : "back/") + std::to_string(m.state().hash()) + "/" +
                            std::to_string(m.actions_played()) + "/" + std::to_string(at) + "/" +
                            std::to_string(viewer) + "/" + std::string(language_code(translator().language())) +
                            (settings_.show_text_view ? "/shown" : "");
    if (key == text_view_key_) return;
    text_view_key_ = key;
    spoken_key_.clear();  // back at the present, it is sent again
    nlohmann::json lines = nlohmann::json::array();
    lines.push_back(at > 0 ? log_line_after(at) : std::string(tr("textview.past_start")));
    nlohmann::json sections = nlohmann::json::array();
    sections.push_back({{"heading", tr("textview.past", {{"n", std::to_string(at)}, {"total", std::to_string(m.actions_played())}})},
                        {"lines", lines}});
    for (const TextSection& part : position_text(m.position(at), viewer)) sections.push_back({{"heading", part.heading}, {"lines", part.lines}});
    send_text_view(sections);
  }

  // The text view of the position (position_text), sent to the page when it changes, after what
  // the others did since the person at the device last played, turn by turn (in `t`'s words).
  void show_text_view(const SpokenTable& t) {
    const Match& m = *session().game();
    const int viewer = session().viewer();
    const std::string key = session().id() + "/" + std::to_string(m.actions_played()) + "/" + std::to_string(viewer) + "/" +
                            std::string(language_code(translator().language())) + (settings_.show_text_view ? "/shown" : "");
    if (key == text_view_key_) return;
    text_view_key_ = key;
    nlohmann::json sections = nlohmann::json::array();
    if (m.state().is_terminal()) {
      std::vector<std::string> lines = score_words(m.state());
      for (std::string& line : hints_used_lines()) lines.push_back(std::move(line));
      sections.push_back({{"heading", tr("score.title")}, {"lines", lines}});
    }
    if (viewer >= 0 && !m.turns().empty()) {
      const std::size_t from = m.first_turn_since(viewer);
      const std::vector<std::string> since = from < m.turns().size() ? turn_sentences(t, m.turns()[from].first_action, viewer)
                                                                    : std::vector<std::string>{};
      if (!since.empty()) sections.push_back({{"heading", tr("textview.since")}, {"lines", since}});
    }
    if (const std::vector<std::string> invitations = invitation_lines(); !invitations.empty())
      sections.push_back({{"heading", tr("textview.invitations")}, {"lines", invitations}});
    for (const TextSection& part : position_text(m.state(), viewer))
      sections.push_back({{"heading", part.heading}, {"lines", part.lines}});
    send_text_view(sections);
  }

  // What changed for each seat while the others played since the person at the device last did
  // (their own steps of this turn left out): "Since your turn: Computer (Hard) +3 gold, +1 card."
  // Empty when nothing did, or before anyone played.
  std::string since_your_turn() const {
    const auto& game = session().game();
    if (!game || view_.look_back >= 0) return "";
    return web::since_your_turn(translator(), *game, session().viewer(), game_words());
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
        lt.entries.push_back(played_entry(*m, index, turn.seat, turn.actions[i], names));
      }
      log_.push_back(std::move(lt));
    }
  }
  // This device shows `seat`'s hand and no other's (one person here, the game at the table, not a
  // friend's page): that seat's own lines may say what only it knows (own_log_text: the card it
  // drew). Anywhere another seat may read them (two people at one device, a friend's page, another
  // game), never.
  bool own_hand_here(const Match& m, int seat) const {
    return !guest_ && session().game() && &m == &*session().game() && m.human_seats() == 1 && m.is_human(seat) &&
           seat == session().viewer();
  }
  // Action `index` of `m`, played by `seat`, in the log's words, or in that seat's own where this
  // device shows its hand alone.
  LogEntry played_entry(const Match& m, int index, int seat, const Action& a, const std::vector<std::string>& names) const {
    LogEntry e = describe(m.position(index), a, m.position(index + 1), names);
    if (own_hand_here(m, seat))
      if (std::string own = own_log_text(m.position(index), a, m.position(index + 1)); !own.empty()) e.text = std::move(own);
    return e;
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
  std::string winner_names(const State& s) const { return web::winner_names(translator(), s, seat_names()); }

  // Messages from the embedding page (docs/embedding.md): checked and carried out by the table;
  // a refused message changes nothing and is answered with an error event.
  void apply_embed_message(const std::string& text) override {
    const EmbedOutcome outcome = table_.apply_embed_message(text, random_seed());
    last_embed_error_ = outcome.error;
    follow(outcome.change);
    if (outcome.language) set_language(*outcome.language);
    if (outcome.lesson) open_lesson_text(*outcome.lesson, "");
  }

  // ---- A lesson (table_lesson.hpp) ----
  void open_lesson_text(const std::string& text, const std::string& url) override;
  bool lesson_shown() const override { return lesson_.has_value() && view_.screen == Screen::kPlay; }
  void draw_lesson_box() override;
  bool on_lesson_key(int sdl_keycode) override;
  void restart_lesson();
  void follow_lesson();
  void open_next_lesson();
  std::string lesson_verdict_text() const;
  std::optional<LessonRun<G>> lesson_;     // the lesson at the table, if any
  // The student's decision is made (being judged, or judged): the table waits, nobody moves.
  bool lesson_waits() const { return lesson_ && lesson_->verdict() != LessonVerdict::kOpen; }

  // ---- The "type a move" field (table_move_entry.hpp) ----
  void on_move_typed(const std::string& text) override;
  void on_move_entered(const std::string& text) override;
  void keep_move_entry_current();
  // `typed`: the player's own typing or Enter changed the read-back, which is then said aloud.
  void update_move_entry(bool entered, bool clear = false, bool typed = false);

  std::string table_signature() const override;                  // table_test_hook.hpp
  void table_test_json(nlohmann::json& j) const override;         // table_test_hook.hpp

  std::optional<MatchSetup> linked_game_;  // the game a link asked for, started by open_first_game
  TableOf<G> table_;                       // the game at the table, the replay, the saved games
  Motion motion_;                          // the board's motion through the actions played
  int flying_ = 0;                         // flights drawn in the last frame (the test hook)
  mutable std::vector<Flight> flights_now_;  // flights_now(): this frame's
  mutable int flights_frame_ = -1;
  mutable long places_kept_empty_ = 0;     // panel places left empty for a flight on its way (the test hook)
  // Flights drawn in every frame so far: a test that polls may miss the frames of a short flight.
  long flights_drawn_ = 0;
  const Match* log_match_ = nullptr;
  Announcer announcer_;                    // what has been said to screen readers
  std::string spoken_key_;                 // the table as speak() last saw it
  std::string text_view_key_;              // what the text view shows (show_text_view)
  std::string move_typed_;                 // the "type a move" field's text
  std::string move_entry_key_;             // the table the field last spoke of
  int ai_fallbacks_ = 0;
  BrowserRemotePort remote_port_;             // play between devices through web/remote_bridge.js
  std::unique_ptr<RemoteTableOf<G>> remote_;  // a table shared with friends: the host's side
  std::unique_ptr<GuestTableOf<G>> guest_;    // a friend's table joined from an invitation
  std::string turn_title_;                    // the hidden tab's title as last set
};

}  // namespace web
