// The messages an embedding page may send (window.postMessage) and the events the game sends
// back: docs/embedding.md. The page's JavaScript checks the sender's origin and the size, then
// hands the message over as JSON text; everything else is checked here, and a message that is
// not exactly right is refused with a reason and changes nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "arkadia/record.hpp"
#include "i18n.hpp"
#include "match.hpp"

namespace web {

inline constexpr std::size_t kMaxMessageBytes = 1u << 20;  // a record is ~10 KB; this is ample
inline constexpr int kEmbedProtocolVersion = 1;

struct NewGameCommand {
  MatchSetup setup;
  bool seed_given = false;
};
struct LoadRecordCommand {
  arkadia::GameRecord record;
  std::optional<int> move;  // show the position before this action (0: the start); absent: the end
};
struct GotoCommand {
  int move = 0;
};
struct SetLanguageCommand {
  Language language = Language::kEnglish;
};
struct GetStateCommand {};

using EmbedCommand = std::variant<NewGameCommand, LoadRecordCommand, GotoCommand, SetLanguageCommand, GetStateCommand>;

struct ParsedCommand {
  std::string type;  // the message's "type", when it had a readable one (for the error event)
  bg::Expected<EmbedCommand> command = bg::Status::error("empty");
};

// Reads one message, e.g. {"type":"arkadia:goto","move":12}.
ParsedCommand parse_embed_command(std::string_view json);

// Events to the embedding page, as JSON text.
std::string ready_event();
std::string move_event(int move, int seat, int turn, const std::string& action);
std::string game_over_event(const arkadia::State& final_state);
std::string loaded_event(int moves, int shown);
std::string position_event(int shown, int moves);  // the replay viewer moved
std::string error_event(const std::string& request_type, const std::string& message);
std::string state_event(const arkadia::GameRecord& record, const arkadia::State& state, int shown, bool replay);

}  // namespace web
