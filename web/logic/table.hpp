// The page's table without a screen, for any game of the contract: which screen shows what
// (the game at the table, its past stepped through, the replay viewer), starting and adopting
// games, records opened from a file, a link or a message, saved games, the embedding page's
// commands, exports and the review's decision opened in the replay. The shell (web/shell/
// table_app.hpp) draws it and turns its outcomes into words; the tests (tests/web/table_test.cpp)
// drive it natively. Nothing here draws, reads the clock or asks the browser for randomness:
// seeds and nonces come in from the caller.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "bg/game.hpp"
#include "bg/sealed_setup.hpp"
#include "bg/status.hpp"
#include "embed_protocol.hpp"
#include "game_review.hpp"
#include "i18n.hpp"
#include "link_options.hpp"
#include "friends_record.hpp"
#include "match.hpp"
#include "saved_games.hpp"
#include "session.hpp"

namespace web {

enum class Screen { kNewGame, kPlay, kScore, kReplay };

// What the page shows: the shell's screens and the positions they show.
struct TableView {
  Screen screen = Screen::kNewGame;
  // Replay viewer: the position shown is the one before action replay_cursor.
  int replay_cursor = 0;
  Screen replay_return = Screen::kNewGame;  // where closing the replay goes back to
  int posted_cursor = -1;                   // replay position last told to the embedding page
  // Stepping through the game at the table: the board shows the position after look_back
  // actions (-1: the present) and nothing can be played until the player returns.
  int look_back = -1;
};

// A default name (SeatSetup::default_name: "you", "computer:2") in the translator's language.
inline std::string default_name_text(const Translator& words, const std::string& key) {
  if (key == "you") return words.tr("name.you");
  if (key == "computer") return words.tr("name.computer");
  const std::string n(1, key.back());
  return key.rfind("computer:", 0) == 0 ? words.tr("name.computer_n", {{"n", n}}) : words.tr("name.player_n", {{"n", n}});
}

// A default name as it reads inside a sentence (issue 48: "À Ordinateur de jouer"; issue 77:
// "Main de Joueur 2"): the computer's and a numbered player's have their article where the
// language needs one ("l'ordinateur", "le joueur 2", which the translator contracts: "du joueur
// 2"); others as above.
inline std::string default_name_in_sentence(const Translator& words, const std::string& key) {
  if (key == "computer") return words.tr("name.computer.sentence");
  if (key.rfind("computer:", 0) == 0) return words.tr("name.computer_n.sentence", {{"n", std::string(1, key.back())}});
  if (key.rfind("player:", 0) == 0) return words.tr("name.player_n.sentence", {{"n", std::string(1, key.back())}});
  return default_name_text(words, key);
}

// What the board cursor says at a square, "e5: a tent camp ...", with one full stop whatever
// `what` ends with (issue 76: a tip that is a sentence of its own read "neutral worker..").
inline std::string cursor_square_words(const Translator& words, const std::string& square, std::string what) {
  while (!what.empty() && what.back() == '.') what.pop_back();
  return words.tr("cursor.square", {{"square", square}, {"what", what}});
}

// The text with a capital at its start, where it starts with a lower-case letter.
inline std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}
// The text of `key` about a seat named `name` in a sentence, with a capital at its start
// ("{player} réfléchit" with "l'ordinateur (Facile)": "L'ordinateur (Facile) réfléchit").
inline std::string sentence_about(const Translator& words, std::string_view key, const std::string& name) {
  return capitalised(words.tr(key, {{"player", name}}));
}

// What a table's step changed, for the shell to follow (forget the input, remake the log).
enum class TableChange { kNothing, kNewTable, kReplayOpened, kReplayMoved, kLanguage };

// An embedding page's message carried out: what changed, or the error it was answered with.
struct EmbedOutcome {
  TableChange change = TableChange::kNothing;
  std::string error;  // also posted to the embedding page as an error event
  std::optional<Language> language;
  std::optional<std::string> lesson;  // a lesson to open (its JSON): the shell opens it
};

// A file for the player to download.
struct ExportFile {
  std::string name;
  std::string text;
  bool sealed = false;  // the game goes on: the cards nobody has seen are sealed (bg/sealed_setup.hpp)
};

template <bg::HostedGame G>
class TableOf {
 public:
  using Match = MatchOf<G>;
  using MatchSetup = MatchSetupOf<G>;
  using State = typename G::State;
  using Action = typename G::Action;
  using Post = std::function<void(const std::string&)>;

  // `post` sends an event to the embedding page (in the version its link asked for).
  TableOf(TableView& view, KeyValueStore& store, AiPort& ai, typename SessionOf<G>::Clock clock, Post post,
          const LinkOptions<G>& links, const Translator& words)
      : view_(view), saves_(store), session_(saves_, ai, std::move(clock), post), post_(std::move(post)), links_(links),
        words_(words) {}

  SessionOf<G>& session() { return session_; }
  const SessionOf<G>& session() const { return session_; }
  SavedGamesOf<G>& saves() { return saves_; }
  const SavedGamesOf<G>& saves() const { return saves_; }
  const std::optional<Match>& replay() const { return replay_; }
  void drop_replay() { replay_.reset(); }
  // The setup of the last game started or opened: the score screen's rematch.
  const std::optional<MatchSetup>& last_setup() const { return last_setup_; }
  // A rematch: the last game's table (seats, names, options) with a new deal, its seed the next
  // of the last one's (so a rematch of a game replayed from its seed is the same rematch).
  std::optional<MatchSetup> rematch_setup() const {
    if (!last_setup_) return std::nullopt;
    MatchSetup again = *last_setup_;
    again.seed = again.seed * 6364136223846793005ull + 1442695040888963407ull;
    return again;
  }

  // Seats without a name get a default one: its key, and its text in the current language for
  // the record (other programs read the name).
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
      seat.name = default_name_text(words_, seat.default_name);
    }
  }

  // "You" names one person: at a table with friends on other devices it would name the host's
  // seat on every device, and at one device shared by several people (hot-seat) it gave "You's
  // hand" and "Pass the device to You". There a seat left at that default, or a person's seat
  // without a name, is "Player N" (its place at the table).
  void name_shared_seats(MatchSetup& setup) const {
    const bool friends = std::any_of(setup.seats.begin(), setup.seats.end(), [](const SeatSetup& s) { return s.kind == SeatKind::kFriend; });
    if (!friends && !several_people_here(setup)) return;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
      SeatSetup& seat = setup.seats[i];
      const bool unnamed_person = seat.name.empty() && seat.kind != SeatKind::kAi;
      if (seat.default_name != "you" && !unnamed_person) continue;
      seat.default_name = "player:" + std::to_string(i + 1);
      seat.name = default_name_text(words_, seat.default_name);
    }
  }

  // Starts a game of `setup` (its seed when `seed_given`, else `fresh_seed`), hints counted
  // afresh; the refusal when the game cannot start, and then nothing changes.
  bg::Status start(MatchSetup setup, bool seed_given, std::uint64_t fresh_seed) {
    if (!seed_given) setup.seed = fresh_seed;
    for (auto& seat : setup.seats) seat.hints = 0;  // a rematch starts afresh
    name_shared_seats(setup);
    fill_default_names(setup);
    auto match = Match::start(setup);
    if (!match.ok()) return match.status();
    last_setup_ = setup;
    adopt(std::move(match.value()), "");
    return {};
  }

  // Makes `match` the game at the table, stored under `id` (a new id when empty).
  void adopt(Match match, std::string id) {
    session_.adopt(std::move(match), std::move(id));
    view_.look_back = -1;
    if (!last_setup_) last_setup_ = session_.game()->setup();
    view_.screen = session_.game()->state().is_terminal() ? Screen::kScore : Screen::kPlay;
  }

  // Makes `match` the game at the table without storing it (a lesson's position): the player's
  // own games are neither replaced nor joined by it.
  void adopt_unsaved(Match match) {
    session_.adopt(std::move(match), "", /*saved=*/false);
    view_.look_back = -1;
    view_.screen = Screen::kPlay;
  }

  // The game a friend's page draws (remote_guest.hpp): the host's, as this seat sees it; not the
  // player's to store. Each state from the host replaces it under the same id, so the board's
  // motion plays the new actions.
  void show_friends_table(Match match, const std::string& id) {
    session_.adopt(std::move(match), id, /*saved=*/false);
    view_.look_back = -1;
    if (view_.screen != Screen::kReplay) view_.screen = session_.game()->state().is_terminal() ? Screen::kScore : Screen::kPlay;
  }

  // Opens `match` in the replay viewer at `move` (its end when none) and tells the embedding page.
  void open_replay(Match match, std::optional<int> move) {
    view_.replay_return = view_.screen == Screen::kReplay ? view_.replay_return : view_.screen;
    replay_ = std::move(match);
    view_.replay_cursor = std::clamp(move.value_or(replay_->actions_played()), 0, replay_->actions_played());
    view_.screen = Screen::kReplay;
    view_.posted_cursor = view_.replay_cursor;
    post_(loaded_event(replay_->actions_played(), view_.replay_cursor));
  }

  // A record from a file, a link or a message: a finished game (or one asked at a `move`) opens
  // in the replay viewer, a game in progress is resumed when `resume_unfinished`. The refusal
  // when the text is no record of this game or does not replay; then nothing changes.
  bg::Expected<TableChange> open_record(const std::string& text, bool resume_unfinished, std::optional<int> move) {
    auto record = G::parse_record(text);
    if (!record.ok()) return record.status();
    auto match = Match::resume(record.value());
    if (!match.ok()) return match.status();
    if (resume_unfinished && !match->state().is_terminal() && !move) {
      adopt(std::move(match.value()), "");
      return TableChange::kNewTable;
    }
    open_replay(std::move(match.value()), move);
    return TableChange::kReplayOpened;
  }

  // The saved game `id`, resumed or (`replay`) opened in the replay viewer; the refusal when it
  // no longer loads.
  bg::Expected<TableChange> open_saved(const std::string& id, bool replay) {
    auto m = saves_.load(id);
    if (!m.ok()) return m.status();
    if (replay) {
      open_replay(std::move(m.value()), std::nullopt);
      return TableChange::kReplayOpened;
    }
    adopt(std::move(m.value()), id);
    return TableChange::kNewTable;
  }

  void discard_saved(const std::string& id) {
    saves_.discard(id);
    if (id == session_.id()) session_.close();
  }

  // Reopening the page: the unfinished game left most recently, if any loads.
  bool resume_latest() {
    for (const SavedGameInfo& g : saves_.list()) {
      if (g.over || !g.problem.ok()) continue;
      auto m = saves_.load(g.id);
      if (!m.ok()) return false;
      adopt(std::move(m.value()), g.id);
      return true;
    }
    return false;
  }

  // Plays a whole decision at once (every action, or none when one is refused); a finished
  // game goes to the score screen.
  bg::Status play_all(const std::vector<Action>& actions, double now_ms) {
    if (!session_.game()) return bg::Status::error("no game");
    bg::Status played = session_.play_all(actions, now_ms);
    if (played.ok()) show_end_if_over();
    return played;
  }

  // The AI seats and the review, while the play screen shows the game (the review goes on
  // whatever the screen: the score, the replay).
  AiStep tick(double now_ms) {
    if (!session_.game()) return AiStep::kNone;
    if (session_.reviewing()) return session_.tick(now_ms) == AiStep::kReview ? AiStep::kReview : AiStep::kNone;
    if (view_.screen != Screen::kPlay) return AiStep::kNone;
    if (session_.game()->state().is_terminal()) {
      // Ended by a decision from elsewhere (a friend's, carried out as it arrived): the score.
      show_end_if_over();
      return AiStep::kPlayed;
    }
    const AiStep step = session_.tick(now_ms);
    if (step == AiStep::kPlayed || step == AiStep::kFallback) show_end_if_over();
    return step;
  }

  bool undo(const typename Match::StepRule& continues) {
    if (!session_.undo(continues)) return false;
    view_.look_back = -1;
    return true;
  }
  bool take_back() {
    if (!session_.take_back()) return false;
    view_.look_back = -1;
    return true;
  }

  // The game on screen: the replay, or the one being played.
  const Match* shown_match() const {
    if (view_.screen == Screen::kReplay && replay_) return &*replay_;
    return session_.game() ? &*session_.game() : nullptr;
  }
  // A past position on screen (the replay's, or the game at the table stepped back through): the
  // number of actions before it; empty for the present.
  std::optional<int> shown_past() const {
    if (view_.screen == Screen::kReplay && replay_) return view_.replay_cursor;
    if (view_.screen == Screen::kPlay && view_.look_back >= 0 && session_.game() &&
        view_.look_back <= session_.game()->actions_played())
      return view_.look_back;
    return std::nullopt;
  }
  // The position on screen (a game must be shown).
  const State& shown_state() const {
    if (const auto past = shown_past()) return shown_match()->position(*past);
    return session_.game()->state();
  }

  // The game on screen as a file: "GAME-NAMES-MOVES.json". A game in progress keeps the cards
  // nobody has seen out of sight, sealed with `nonce` (bg/sealed_setup.hpp).
  std::optional<ExportFile> export_file(const bg::SealNonce& nonce) const {
    const Match* m = shown_match();
    if (!m) return std::nullopt;
    std::string names;
    for (const auto& s : m->record().seats) {
      std::string safe;
      for (char c : s) safe += (std::isalnum(static_cast<unsigned char>(c)) ? c : '-');
      names += "-" + safe.substr(0, 12);
    }
    const bool over = m->state().is_terminal();
    const std::string json = G::record_to_json(as_the_host_kept_it(m->record()), &m->state());
    return ExportFile{std::string(G::kId) + names + "-" + std::to_string(m->actions_played()) + ".json",
                      over ? json : bg::seal_record_setup(json, nonce), !over};
  }

  // The review's decision `d` of the game at the table, opened in the replay at its position.
  void open_reviewed(const ReviewedDecision& d) {
    review_shown_ = d;
    open_replay(*session_.game(), d.at);
  }
  // The reviewed decision whose position the replay shows, if the player opened it from the review.
  const ReviewedDecision* reviewed_here() const {
    if (!review_shown_ || view_.screen != Screen::kReplay || !replay_ || view_.replay_cursor != review_shown_->at)
      return nullptr;
    return &*review_shown_;
  }

  // A message from the embedding page (docs/embedding.md), checked by embed_protocol and carried
  // out; a refused one changes nothing and is answered with an error event. A new game started
  // without a seed takes `fresh_seed`.
  EmbedOutcome apply_embed_message(const std::string& text, std::uint64_t fresh_seed) {
    const ParsedCommand<G> parsed = parse_embed_command<G>(text, links_);
    auto refuse = [&](std::string reason) {
      post_(error_event(parsed.type, reason));
      return EmbedOutcome{TableChange::kNothing, std::move(reason), std::nullopt, std::nullopt};
    };
    if (!parsed.command.ok()) return refuse(parsed.command.reason());
    const EmbedCommand<G>& command = parsed.command.value();
    if (const auto* new_game = std::get_if<NewGameCommand<G>>(&command)) {
      const bg::Status started = start(new_game->setup, new_game->seed_given, fresh_seed);
      if (!started.ok()) return refuse(started.reason());
      replay_.reset();
      return {TableChange::kNewTable, "", std::nullopt, std::nullopt};
    }
    if (const auto* load = std::get_if<LoadRecordCommand<G>>(&command)) {
      auto match = Match::resume(load->record);
      if (!match.ok()) return refuse(match.reason());
      open_replay(std::move(match.value()), load->move);
      return {TableChange::kReplayOpened, "", std::nullopt, std::nullopt};
    }
    if (const auto* go = std::get_if<GotoCommand>(&command)) {
      if (view_.screen != Screen::kReplay || !replay_) return refuse("\"goto\" needs a game loaded with \"load-record\"");
      view_.replay_cursor = std::clamp(go->move, 0, replay_->actions_played());
      return {TableChange::kReplayMoved, "", std::nullopt, std::nullopt};
    }
    if (const auto* language = std::get_if<SetLanguageCommand>(&command))
      return {TableChange::kLanguage, "", language->language, std::nullopt};
    if (const auto* lesson = std::get_if<OpenLessonCommand>(&command))
      return {TableChange::kNothing, "", std::nullopt, lesson->lesson_json};
    const auto& get = std::get<GetStateCommand>(command);
    const Match* m = shown_match();
    if (!m) return refuse("no game is open");
    const bool replay = view_.screen == Screen::kReplay;
    if (get.full && !replay && !m->state().is_terminal())
      return refuse("the full record (with the cards nobody has seen) is sent only once the game is over");
    post_(state_event<G>(m->record(), replay ? shown_state() : m->state(),
                         replay ? view_.replay_cursor : m->actions_played(), replay, replay ? -1 : session_.viewer()));
    return {};
  }

 private:
  void show_end_if_over() {
    if (session_.game() && session_.game()->state().is_terminal()) view_.screen = Screen::kScore;
  }

  TableView& view_;
  SavedGamesOf<G> saves_;
  SessionOf<G> session_;  // the game at the table
  Post post_;
  const LinkOptions<G>& links_;
  const Translator& words_;
  std::optional<MatchSetup> last_setup_;
  std::optional<Match> replay_;                   // the replay viewer's game
  std::optional<ReviewedDecision> review_shown_;  // opened from the review: drawn in the replay at its position
};

}  // namespace web
