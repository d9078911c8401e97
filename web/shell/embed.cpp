// Messages from the embedding page (docs/embedding.md): checked by web/logic/embed_protocol, then
// carried out here. A refused message changes nothing and is answered with an error event.
#include <algorithm>
#include <variant>

#include "app.hpp"
#include "embed_protocol.hpp"
#include "text.hpp"

namespace web {

void App::on_embed_message(const std::string& text, const std::string& error) {
  ++embed_messages_;
  if (!error.empty()) {
    last_embed_error_ = "the message is larger than 1 MB";
    post_to_parent(error_event("", last_embed_error_));
    return;
  }
  apply_embed_command(parse_arkadia_embed_command(text));
}

void App::apply_embed_command(const ParsedCommand<ArkadiaGame>& parsed) {
  if (!parsed.command.ok()) {
    last_embed_error_ = parsed.command.reason();
    post_to_parent(error_event(parsed.type, last_embed_error_));
    return;
  }
  last_embed_error_.clear();
  const ArkadiaCommand& command = parsed.command.value();
  if (const auto* new_game = std::get_if<NewGameCommand<ArkadiaGame>>(&command)) {
    replay_.reset();
    start_match(new_game->setup, new_game->seed_given);
  } else if (const auto* load = std::get_if<LoadRecordCommand<ArkadiaGame>>(&command)) {
    auto match = Match::resume(load->record);
    if (!match.ok()) {
      last_embed_error_ = match.reason();
      post_to_parent(error_event(parsed.type, last_embed_error_));
      return;
    }
    open_replay(std::move(match.value()), load->move);
  } else if (const auto* go = std::get_if<GotoCommand>(&command)) {
    if (screen_ != Screen::kReplay || !replay_) {
      last_embed_error_ = "\"arkadia:goto\" needs a game loaded with \"arkadia:load-record\"";
      post_to_parent(error_event(parsed.type, last_embed_error_));
      return;
    }
    replay_cursor_ = std::clamp(go->move, 0, replay_->actions_played());
  } else if (const auto* language = std::get_if<SetLanguageCommand>(&command)) {
    set_language(language->language);
  } else if (std::holds_alternative<GetStateCommand>(command)) {
    const Match* m = shown_match();
    if (!m) {
      last_embed_error_ = "no game is open";
      post_to_parent(error_event(parsed.type, last_embed_error_));
      return;
    }
    const bool replay = screen_ == Screen::kReplay;
    post_to_parent(state_event<ArkadiaGame>(m->record(), shown_state(), replay ? replay_cursor_ : m->actions_played(), replay));
  }
}

}  // namespace web
