// Fuzzes the messages an embedding page may send (web/logic/embed_protocol.hpp), for every
// registered game with its own link options: any text is a command the page can carry out or is
// refused with a reason; the error event that answers a refusal is always JSON.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "check.hpp"
#include "embed_protocol.hpp"
#include "game_headers.hpp"       // each game's GAME/game.hpp
#include "match.hpp"
#include "page_link_headers.hpp"  // each game's web/games/GAME/GAME_links.hpp
#include "registered_games.hpp"   // BG_FOR_EACH_GAME

namespace {

template <bg::HostedGame G>
void check_message(std::string_view text, const web::LinkOptions<G>& links) {
  const web::ParsedCommand<G> parsed = web::parse_embed_command<G>(text, links);
  if (!parsed.command.ok()) {
    fuzz::require(!parsed.command.reason().empty(), "a refused message has a reason");
    const std::string event = web::error_event(parsed.type, parsed.command.reason());
    fuzz::require(!nlohmann::json::parse(event, nullptr, false).is_discarded(), "an error event is JSON", event);
    return;
  }
  const web::EmbedCommand<G>& command = parsed.command.value();
  if (const auto* game = std::get_if<web::NewGameCommand<G>>(&command)) {
    // The page names the unnamed seats ("Computer", "You") before it starts the game.
    web::MatchSetupOf<G> named = game->setup;
    for (auto& seat : named.seats)
      if (seat.name.empty()) seat.name = "seat";
    fuzz::require(web::MatchOf<G>::start(named).ok(), "a new-game message starts a game");
  }
  if (const auto* lesson = std::get_if<web::OpenLessonCommand>(&command)) {
    const auto object = nlohmann::json::parse(lesson->lesson_json, nullptr, false);
    fuzz::require(object.is_object(), "a lesson message carries an object", lesson->lesson_json);
  }
  if (const auto* load = std::get_if<web::LoadRecordCommand<G>>(&command)) {
    // The page opens it with Match::resume: it replays or is refused, and never crashes.
    (void)web::MatchOf<G>::resume(load->record);
    // Written without its final position (so without its claimed result), it reads back and
    // writes the same again.
    const std::string written = G::record_to_json(load->record, nullptr);
    const auto again = G::parse_record(written);
    fuzz::require(again.ok() && G::record_to_json(again.value(), nullptr) == written,
                  "a loaded record writes and reads back the same", written);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
#define BG_CHECK_MESSAGE(id, Type) check_message<Type>(text, web::id##_link_options());
  BG_FOR_EACH_GAME(BG_CHECK_MESSAGE)
#undef BG_CHECK_MESSAGE
  return 0;
}
