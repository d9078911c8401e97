// Fuzzes the messages an embedding page may send (web/logic/embed_protocol.hpp): any text is a
// command the page can carry out or is refused with a reason; the error event that answers a
// refusal is always JSON.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "arkadia/record.hpp"
#include "check.hpp"
#include "arkadia_table.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const web::ParsedCommand<web::ArkadiaGame> parsed = web::parse_arkadia_embed_command(text);
  if (!parsed.command.ok()) {
    fuzz::require(!parsed.command.reason().empty(), "a refused message has a reason");
    const std::string event = web::error_event(parsed.type, parsed.command.reason());
    fuzz::require(!nlohmann::json::parse(event, nullptr, false).is_discarded(), "an error event is JSON", event);
    return 0;
  }
  const web::ArkadiaCommand& command = parsed.command.value();
  if (const auto* game = std::get_if<web::NewGameCommand<web::ArkadiaGame>>(&command)) {
    // The page names the unnamed seats ("Computer", "You") before it starts the game.
    web::ArkadiaMatchSetup named = game->setup;
    for (auto& seat : named.seats)
      if (seat.name.empty()) seat.name = "seat";
    fuzz::require(web::ArkadiaMatch::start(named).ok(), "a new-game message starts a game");
  }
  if (const auto* load = std::get_if<web::LoadRecordCommand<web::ArkadiaGame>>(&command)) {
    // The page opens it with Match::resume: it replays or is refused, and never crashes.
    (void)web::ArkadiaMatch::resume(load->record);
    // Written without its final position, a record leaves out its claimed result.
    arkadia::GameRecord expected = load->record;
    expected.result_gold.clear();
    const auto again = arkadia::parse_record(arkadia::to_json(load->record));
    fuzz::require(again.ok() && again.value() == expected, "a loaded record writes and reads back the same");
  }
  return 0;
}
