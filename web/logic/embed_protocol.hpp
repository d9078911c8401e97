// The messages an embedding page may send (window.postMessage) and the events the game sends
// back: docs/embedding.md. The page's JavaScript checks the sender's origin and the size, then
// hands the message over as JSON text; everything else is checked here, and a message that is
// not exactly right is refused with a reason and changes nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include <utility>
#include <vector>

#include "bg/game.hpp"
#include "bg/sealed_setup.hpp"
#include "embed_version.hpp"
#include "i18n.hpp"
#include "link_options.hpp"
#include "match.hpp"

namespace web {

inline constexpr std::size_t kMaxMessageBytes = 1u << 20;  // a record is ~10 KB; this is ample


template <bg::HostedGame G>
struct NewGameCommand {
  MatchSetupOf<G> setup;
  bool seed_given = false;
};
template <bg::HostedGame G>
struct LoadRecordCommand {
  typename G::Record record;
  std::optional<int> move;  // show the position before this action (0: the start); absent: the end
};
struct GotoCommand {
  int move = 0;
};
struct SetLanguageCommand {
  Language language = Language::kEnglish;
};
struct GetStateCommand {
  bool full = false;  // the whole record, hidden set-up included: only for a finished game
};
// {"type": "game:open-lesson", "lesson": {...}}: a lesson the embedding page holds, as JSON text
// (an object; the lesson's own reader, bg/lesson.hpp, checks the rest when the table opens it).
struct OpenLessonCommand {
  std::string lesson_json;
};

template <bg::HostedGame G>
using EmbedCommand =
    std::variant<NewGameCommand<G>, LoadRecordCommand<G>, GotoCommand, SetLanguageCommand, GetStateCommand, OpenLessonCommand>;

template <bg::HostedGame G>
struct ParsedCommand {
  std::string type;  // the message's "type", when it had a readable one (for the error event)
  bg::Expected<EmbedCommand<G>> command = bg::Status::error("empty");
};

// Every game's part of a message; the game's own fields and its record are read by the
// template below.
struct RawNewGame {
  TableSetup table;
  bool seed_given = false;
  std::vector<std::pair<std::string, nlohmann::json>> game_fields;  // in the order the game lists them
};
struct RawLoadRecord {
  std::string record_text;
  std::optional<int> move;
  std::string move_error;  // reported after the record's own problems
};
using RawCommand =
    std::variant<RawNewGame, RawLoadRecord, GotoCommand, SetLanguageCommand, GetStateCommand, OpenLessonCommand>;
struct RawParsedCommand {
  std::string type;
  bg::Expected<RawCommand> command = bg::Status::error("empty");
};
RawParsedCommand parse_embed_message(std::string_view json, const std::vector<std::string>& game_fields);

// GCC 12 sees an optional<variant> moved from a temporary as "maybe uninitialized" once this
// template is inlined into a caller; a known false positive.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
// Reads one message, e.g. {"type":"game:goto","move":12} (or "arkadia:goto", version 1's name).
template <bg::HostedGame G>
ParsedCommand<G> parse_embed_command(std::string_view json, const LinkOptions<G>& links) {
  RawParsedCommand raw = parse_embed_message(json, links.names);
  ParsedCommand<G> out;
  out.type = std::move(raw.type);
  if (!raw.command.ok()) {
    out.command = raw.command.status();
    return out;
  }
  RawCommand& command = raw.command.value();
  if (auto* n = std::get_if<RawNewGame>(&command)) {
    NewGameCommand<G> cmd;
    static_cast<TableSetup&>(cmd.setup) = std::move(n->table);
    cmd.seed_given = n->seed_given;
    cmd.setup.options = G::default_options(static_cast<int>(cmd.setup.seats.size()));
    for (const auto& [name, value] : n->game_fields)
      if (auto st = links.from_message(name, value, cmd.setup.options); !st.ok()) {
        out.command = st;
        return out;
      }
    cmd.setup.options.players = static_cast<int>(cmd.setup.seats.size());
    if (links.finish) links.finish(cmd.setup.options);
    out.command = EmbedCommand<G>{std::move(cmd)};
  } else if (auto* l = std::get_if<RawLoadRecord>(&command)) {
    auto record = G::parse_record(l->record_text);
    if (!record.ok()) out.command = bg::Status::error("the record cannot be read: " + record.reason());
    else if (!l->move_error.empty()) out.command = bg::Status::error(l->move_error);
    else out.command = EmbedCommand<G>{LoadRecordCommand<G>{std::move(record.value()), l->move}};
  } else {
    std::visit(
        [&](auto& c) {
          using C = std::decay_t<decltype(c)>;
          if constexpr (!std::is_same_v<C, RawNewGame> && !std::is_same_v<C, RawLoadRecord>)
            out.command = EmbedCommand<G>{std::move(c)};
        },
        command);
  }
  return out;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

// Events to the embedding page, as JSON text in the current form (version 2); in_protocol
// rewrites one for a page that speaks another version. ready_event says the version it is sent in.
std::string in_protocol(EmbedProtocol protocol, const std::string& event_json);
std::string ready_event(EmbedProtocol protocol = kCurrentEmbedProtocol);
std::string move_event(int move, int seat, int turn, const std::string& action);
std::string game_over_event(const std::vector<int>& winners, const std::vector<double>& scores);
template <bg::HostedGame G>
std::string game_over_event(const typename G::State& final_state) {
  return game_over_event(final_state.winners(), bg::final_scores<G>(final_state));
}
std::string loaded_event(int moves, int shown);
std::string position_event(int shown, int moves);  // the replay viewer moved
std::string error_event(const std::string& request_type, const std::string& message);
// A lesson (lesson_run.hpp; docs/embedding.md, "Lessons"): opened at move `start`, titled in the
// page's language; the student's decision judged (`worse_by` and Hard's `best` for a lesson the
// AI judged, and `said`: the verdict as the page said it, in its language, when given); Next
// pressed in a lesson that a message sent.
std::string lesson_opened_event(long start, const std::string& title);
std::string lesson_result_event(bool right, const std::vector<std::string>& chosen, std::optional<double> worse_by,
                                const std::vector<std::string>& best, const std::string& said = "");
std::string lesson_next_event(const std::string& next);
struct TableState {
  int moves = 0, shown = 0;
  bool replay = false, over = false;
  int current = -1, turn = 0;
  std::vector<double> scores;
};
// A new nonce for a sealed record, from the system's random source (the browser's
// crypto.getRandomValues in the page): every file the page seals gets its own.
bg::SealNonce random_seal_nonce();

// `view_json`: the seat view of the player at the device (docs/notation.md), or empty.
std::string state_event(const TableState& table, const std::string& record_json, const std::string& view_json = "");
// The record goes whole for a finished game or one in the replay viewer; in a game in progress
// its hidden set-up is sealed (bg/sealed_setup.hpp) and the event carries the seat view of
// `viewer` (-1: nobody's hand shows) instead.
template <bg::HostedGame G>
std::string state_event(const typename G::Record& record, const typename G::State& state, int shown, bool replay,
                        int viewer) {
  const bool whole = replay || state.is_terminal();
  const std::string json = G::record_to_json(record, nullptr);
  return state_event(TableState{static_cast<int>(record.actions.size()), shown, replay, state.is_terminal(),
                                state.current_player(), state.turn_number(), bg::final_scores<G>(state)},
                     whole ? json : bg::seal_record_setup(json, random_seal_nonce()),
                     whole || viewer < 0 ? "" : G::view_to_json(G::view(state, viewer)));
}

}  // namespace web
