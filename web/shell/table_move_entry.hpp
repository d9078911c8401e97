// The "type a move" field of the game at the table (TableApp<G>, table_app.hpp): what was typed,
// read against the legal actions (web/logic/move_entry.hpp) and read back in the player's words
// before Enter plays it. The field itself is the page's (shell.html, web/move_entry.js).
#pragma once

#include "browser.hpp"
#include "move_entry.hpp"
#include "table_app.hpp"

namespace web {

template <bg::HostedGame G>
void TableApp<G>::on_move_typed(const std::string& text) {
  move_typed_ = text;
  update_move_entry(/*entered=*/false, /*clear=*/false, /*typed=*/true);
}

template <bg::HostedGame G>
void TableApp<G>::on_move_entered(const std::string& text) {
  move_typed_ = text;
  if (human_to_move()) {
    if (const auto action = read_move<G>(session().game()->state(), text).action) {
      on_player_input();
      reset_input(/*new_table=*/false);  // a move composed on the board gives way to the typed one
      play(*action);
      move_typed_.clear();
      move_entry_key_.clear();
      update_move_entry(/*entered=*/false, /*clear=*/true);
      return;
    }
  }
  update_move_entry(/*entered=*/true, /*clear=*/false, /*typed=*/true);
}

// Sent again whenever the table changes under the field (an action, another seat, the language).
template <bg::HostedGame G>
void TableApp<G>::keep_move_entry_current() {
  const auto& game = session().game();
  const std::string key = session().id() + "/" + std::to_string(game ? game->actions_played() : -1) + "/" +
                          std::to_string(static_cast<int>(view_.screen)) + "/" + std::to_string(view_.look_back) + "/" +
                          (human_to_move() ? "move" : "wait") + "/" + std::string(language_code(translator().language())) +
                          (settings_.show_text_view ? "/shown" : "");
  if (key == move_entry_key_) return;
  move_entry_key_ = key;
  update_move_entry(/*entered=*/false);
}

template <bg::HostedGame G>
void TableApp<G>::update_move_entry(bool entered, bool clear, bool typed) {
  std::string readback;
  std::vector<std::string> suggestions;
  std::string example;
  const auto& game = session().game();
  if (game && game->state().is_terminal()) {
    readback = tr("status.over");  // the score screen, or the final board behind it
  } else if (!game || view_.screen != Screen::kPlay) {
    readback = tr("move.no_game");
  } else if (view_.look_back >= 0) {
    readback = tr("move.looking_back");
  } else if (!human_to_move()) {
    readback = to_play_text(game->state().current_player()) + " " + tr("move.wait");
  } else {
    const State& s = game->state();
    const MoveReading<G> reading = read_move<G>(s, move_typed_);
    suggestions = reading.suggestions;
    if (const auto all = read_move<G>(s, "", 1); !all.suggestions.empty()) example = all.suggestions.front();
    if (reading.action) {
      State after = s;
      after.apply_unchecked(*reading.action);
      // A sentence of its own.
      const std::string words = capitalised(spoken_words(describe(s, *reading.action, after, seat_names()), /*proposal=*/true));
      readback = tr("move.legal", {{"move", words}});
    } else if (tidy_move_text(move_typed_).empty()) {
      readback = phase_prompt() + " " + count("move.start", reading.legal, {{"list", joined(reading.suggestions, ", ")}});
    } else if (reading.matching > 0) {
      readback = count(entered ? "move.unfinished" : "move.partial", reading.matching, {{"list", joined(reading.suggestions, ", ")}});
    } else {
      suggestions = read_move<G>(s, "").suggestions;
      // The reason in the rules' words: a whole action the rules refuse, said as soon as it is
      // typed; a text that is no action, once Enter asks for it (before, it may be unfinished).
      const MoveRefusal why = refuse_move<G>(s, move_typed_);
      const std::string list = joined(suggestions, ", ");
      if (!why.reason.ok() && why.names_action)
        readback = tr(entered ? "move.refused.rule" : "move.none.rule", {{"reason", refusal_text(why.reason)}, {"list", list}});
      else if (!why.reason.ok() && entered)
        readback = tr("move.refused.notation", {{"reason", refusal_text(why.reason)}, {"list", list}});
      else
        readback = tr(entered ? "move.refused" : "move.none", {{"list", list}});
    }
  }
  const nlohmann::json state = {{"label", tr("move.label")},
                                {"hint", example.empty() ? std::string(tr("move.hint")) : tr("move.hint.example", {{"move", example}})},
                                {"readback", readback},
                                {"suggestions", suggestions},
                                {"clear", clear},
                                {"typed", typed},
                                {"shown", settings_.show_text_view}};
  show_move_entry(state.dump());
}

}  // namespace web
