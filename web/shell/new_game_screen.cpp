// The new-game screen: seats (human or AI with a level, name, colour), the game's options (its
// app's draw_game_options), seed; the guided first game; games in progress to resume, finished
// ones to replay; import.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <string>

#include "app.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"
#include "text_field.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

namespace {

// A seed typed by the player (digits); false when there is none to use.
bool typed_seed(const char* text, std::uint64_t& out) {
  const std::string_view s(text);
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && error == std::errc() && end == s.data() + s.size();
}

}  // namespace

std::string default_name_text(const std::string& key) { return default_name_text(translator(), key); }

std::string form_default_name(int seat, bool ai) { return default_name_text(form_default_key(seat, ai)); }

std::string saved_game_players(const SavedGameInfo& info) {
  std::string players;
  for (std::size_t p = 0; p < info.players.size(); ++p) {
    const bool page_named = p < info.default_names.size() && !info.default_names[p].empty();
    players += (p ? ", " : "") + (page_named ? default_name_text(info.default_names[p]) : info.players[p]);
  }
  return players;
}

void App::draw_new_game(ImVec2 size) {
  const float width = std::min(680.0f, size.x - 16);
  const float top = ImGui::GetCursorPosY();
  ImGui::SetCursorPos(ImVec2((size.x - width) / 2, top));
  // A phone keeps "Start the game" under the scrolling form, always in reach.
  const float start_bar = narrow_ ? 52.0f : 0.0f;
  // The form is one with the page for the keys: the arrows cross into it and out to the start bar.
  focus_screen("newgame");
  ImGui::BeginChild("##newgame", ImVec2(width, size.y - top - 8 - start_bar), true, ImGuiWindowFlags_NavFlattened);
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(kGold, "%s", tr(title_key()));
  ImGui::PopFont();
  // The other games, on the title's line (a phone has no room to spare): each opens the page
  // again on itself.
  const auto games = page_game_titles();
  if (games.size() > 1 && !embed_) {
    ImGui::SameLine(0, narrow_ ? 12.0f : 24.0f);
    if (!narrow_) {  // a phone has just the room for the choices
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(tr("newgame.game"));
    }
    for (const auto& [id, title] : games) {
      if (!narrow_ || id != games.front().first) ImGui::SameLine();
      if (radio(tr(title), id == game_id()) && id != game_id()) open_game_page(id);
      focus_context(tr("focus.game"));
      mark("newgame.game." + id);
    }
    // Back to the game chooser: every game with its picture and its games in progress.
    const char* all = tr("newgame.all_games");
    same_line_if_fits(ImGui::CalcTextSize(all).x + ImGui::GetStyle().FramePadding.x * 2, 0);
    if (ImGui::Button(all)) open_game_chooser();
    mark("newgame.all_games");
  }
  ImGui::TextWrapped("%s", tr(tagline_key()));
  if (!notice_.empty()) text_wrapped_coloured(kError, notice_);
  if (!info_.empty()) text_wrapped_coloured(kPrompt, info_);
  ImGui::Separator();

  // The guided first game, explained as it goes (when the game has one).
  if (has_guided_game()) {
    if (ImGui::Button(tr("newgame.guided"), ImVec2(narrow_ ? -1.0f : 260.0f, 40))) start_guided_game(form_.seats[0].name.data());
    mark("newgame.guided");
    if (!narrow_) ImGui::SameLine();
    ImGui::TextWrapped("%s", tr(guided_help_key()));
    ImGui::Separator();
  }

  ImGui::TextUnformatted(tr("newgame.players"));
  for (int n = 2; n <= kMaxSeats; ++n) {
    ImGui::SameLine();
    if (radio(std::to_string(n).c_str(), form_.players == n)) form_.players = n;
    focus_context(tr("newgame.players"));
    mark("newgame.players." + std::to_string(n));
  }
  ImGui::Spacing();
  for (int i = 0; i < form_.players; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    const std::string id = "seat" + std::to_string(i);
    const std::string seat_words = tr("focus.seat", {{"n", std::to_string(i + 1)}});
    ImGui::PushID(i);
    player_token(seat.colour, 11.0f);
    ImGui::SameLine();
    TextFieldStyle name_style;
    const std::string name_label = tr("newgame.name_label", {{"seat", seat_words}});  // "Seat 2: name": each box names its seat
    name_style.label = name_label.c_str();
    name_style.max_bytes = seat.name.size() - 1;
    text_field((id + ".name").c_str(), seat.name.data(), 150, name_style, text_overlay_allowed(), ui_scale());
    mark(id + ".name");
    if (narrow_) ImGui::Dummy(ImVec2(24, 0));  // a phone: the kind goes on the next line
    ImGui::SameLine();
    // A name still at its default follows the kind: "Computer" for an AI, "Player N" for a person.
    const std::string human_default = form_default_name(i, false);
    const std::string ai_default = form_default_name(i, true);
    auto rename = [&](const std::string& from, const std::string& to) {
      if (from == seat.name.data()) std::snprintf(seat.name.data(), seat.name.size(), "%s", to.c_str());
    };
    if (radio(tr("newgame.human"), !seat.ai && !seat.remote) && (seat.ai || seat.remote)) {
      if (seat.ai) rename(ai_default, human_default);
      seat.ai = seat.remote = false;
    }
    focus_context(seat_words);
    mark(id + ".human");
    ImGui::SameLine();
    if (radio(tr("newgame.ai"), seat.ai) && !seat.ai) {
      seat.ai = true;
      seat.remote = false;
      rename(human_default, ai_default);
    }
    focus_context(seat_words);
    mark(id + ".ai");
    // A friend on another device, invited by a link once the game starts (table_remote.hpp).
    same_line_if_fits(radio_width(tr("newgame.friend")), 24);
    if (radio(tr("newgame.friend"), seat.remote) && !seat.remote) {
      if (seat.ai) rename(ai_default, human_default);
      seat.ai = false;
      seat.remote = true;
    }
    focus_context(seat_words);
    mark(id + ".friend");
    // A seat the computer played in this form keeps its levels' place once it is a person's,
    // unseen and out of reach, so the form below never moves under the pointer as the seat
    // changes kind back and forth (a seat that never was the computer's has no gap).
    if (seat.ai) level_room_[static_cast<std::size_t>(i)] = true;
    if (level_room_[static_cast<std::size_t>(i)]) {
      // The four levels stay together: after the kind when they all fit there, else on a line
      // of their own (never one level alone on the next line); a phone wraps them as it must.
      if (!seat.ai) {
        ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.0f);
        ImGui::BeginDisabled();
      }
      float levels_width = 0;
      for (int l = 0; l < kAiLevels; ++l) levels_width += radio_width(tr("level." + std::to_string(l))) + ImGui::GetStyle().ItemSpacing.x;
      if (narrow_) ImGui::Dummy(ImVec2(24, 0));
      else same_line_if_fits(levels_width, 24);
      for (int l = 0; l < kAiLevels; ++l) {
        const char* level_label = tr("level." + std::to_string(l));
        if (l > 0 || narrow_) same_line_if_fits(radio_width(level_label), 24);
        if (radio(level_label, seat.level == l) && seat.ai) seat.level = l;
        if (!seat.ai) continue;
        // What the level is, with what the held-out matches measured (the game's words, else
        // every game's): under the pointer, or on the keys' focus.
        if (ImGui::IsItemHovered() || ImGui::IsItemFocused()) {
          const std::string own = game_id() + ".level.about." + std::to_string(l);
          tooltip_beside_item(tr(translator().has(own) ? own : "level.about." + std::to_string(l)));
        }
        focus_context(seat_words);
        focus_group(tr("focus.levels", {{"seat", seat_words}}));  // its own group beside the seat's kind
        mark(id + ".level." + std::to_string(l));
      }
      if (!seat.ai) {
        ImGui::EndDisabled();
        ImGui::PopStyleVar();
      }
    }
    // Colour: click a swatch; a colour taken by another seat swaps with it.
    ImGui::Dummy(ImVec2(24, 0));
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("newgame.colour"));
    for (int c = 0; c < kMaxSeats; ++c) {
      ImGui::SameLine();
      ImGui::PushID(10 + c);
      const ImVec2 q = ImGui::GetCursorScreenPos();
      if (ImGui::InvisibleButton("##colour", ImVec2(26, 26))) {
        for (int j = 0; j < kMaxSeats; ++j)
          if (form_.seats[static_cast<std::size_t>(j)].colour == c) form_.seats[static_cast<std::size_t>(j)].colour = seat.colour;
        seat.colour = c;
      }
      mark(id + ".colour." + std::to_string(c));
      focus_context(seat_words + ", " + tr("newgame.colour"));
      focus_value(player_colour_name(c));
      focus_chosen(seat.colour == c);
      focus_ring();
      ImDrawList* dl = ImGui::GetWindowDrawList();
      dl->AddCircleFilled(ImVec2(q.x + 13, q.y + 13), 10, player_colour(c));
      draw_player_mark(dl, ImVec2(q.x + 13, q.y + 13), 10, c);
      if (seat.colour == c) dl->AddCircle(ImVec2(q.x + 13, q.y + 13), 12.5f, colours::kSelected, 0, 2.5f);
      if (ImGui::IsItemHovered()) tooltip_beside_item(player_colour_name(c));
      ImGui::PopID();
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
  ImGui::Separator();

  draw_game_options();
  TextFieldStyle seed_style;
  seed_style.hint = tr("newgame.seed_hint");
  seed_style.label = tr("newgame.seed");
  seed_style.digits = true;
  seed_style.max_bytes = 20;  // a 64-bit number
  text_field("newgame.seed", form_.seed.data(), 180, seed_style, text_overlay_allowed(), ui_scale());
  mark("newgame.seed");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("newgame.seed"));
  ImGui::Spacing();
  if (!form_.error.empty()) ImGui::TextColored(kError, "%s", form_.error.c_str());
  if (!narrow_) draw_start_button(ImVec2(220.0f, 44));
  ImGui::Spacing();
  ImGui::Separator();
  draw_saved_games(width);
  ImGui::EndChild();
  if (narrow_) {
    ImGui::SetCursorPosX((size.x - width) / 2);
    draw_start_button(ImVec2(width, 44));
  }
}

void App::draw_start_button(ImVec2 size) {
  if (ImGui::Button(tr("newgame.start"), size)) {
    // Friends need a person at this device (check_form_seats): refused in words, nothing started.
    if (const bg::Status seats = check_form_seats(form_); !seats.ok()) {
      form_.error = refusal_text(seats);
      mark("newgame.start");
      return;
    }
    TableSetup setup;
    const bool seed_given = typed_seed(form_.seed.data(), setup.seed);
    for (int i = 0; i < form_.players; ++i) {
      const auto& seat = form_.seats[static_cast<std::size_t>(i)];
      SeatSetup s;
      s.name = seat.name.data();
      if (s.name.empty()) s.name = player_colour_name(seat.colour);
      // A name left at the form's default stays a default: shown in the page's language of the
      // moment, never stored as this language's text.
      if (s.name == form_default_name(i, seat.ai)) s.default_name = form_default_key(i, seat.ai);
      s.kind = form_seat_kind(seat);
      s.level = seat.level;
      s.colour = seat.colour;
      setup.seats.push_back(s);
    }
    remember_form_choices();
    start_from_form(std::move(setup), seed_given);
  }
  mark("newgame.start");
}

// The other games' unfinished games, first: a returning player continues whichever was left, on
// that game's page (the save waits in the store for it: page_handoff.hpp).
void App::draw_other_games_saves() {
  for (std::size_t i = 0; i < other_saves_.size(); ++i) {
    const OtherGameSave& o = other_saves_[i];
    ImGui::PushID(1000 + static_cast<int>(i));
    const std::string text = tr("saved.other_game", {{"game", tr(o.title_key.c_str())}, {"players", saved_game_players(o.info)},
                                                     {"turn", std::to_string(o.info.turn)}});
    ImGui::TextWrapped("%s", text.c_str());
    shown_text("saved.other." + std::to_string(i), text);
    if (ImGui::SmallButton(tr("saved.continue"))) {
      if (hand_over_saved_game(store_, o.game, o.info.id)) open_game_page(o.game);
    }
    focus_context(text);  // the button says which game it continues
    mark("saved.other." + std::to_string(i) + ".open");
    ImGui::Separator();
    ImGui::PopID();
  }
}

void App::draw_saved_games(float) {
  if (saved_games_stale_) {
    saved_games_ = list_saved_games();
    other_saves_ = other_games_unfinished(game_id(), store_);
    saved_games_stale_ = false;
  }
  ImGui::TextUnformatted(tr("saved.title"));
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("saved.import"))) pick_file_to_import();
  mark("saved.import");
  if (!saved_games_available()) {
    text_wrapped_coloured(kAttention, tr("saved.unavailable"));
    return;
  }
  draw_other_games_saves();
  if (saved_games_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr(other_saves_.empty() ? "saved.none" : "saved.none_here"));
    ImGui::PopStyleColor();
    return;
  }
  std::string open_id, discard_id, opened_words;
  bool replay_it = false;
  for (std::size_t i = 0; i < saved_games_.size(); ++i) {
    const SavedGameInfo& g = saved_games_[i];
    ImGui::PushID(static_cast<int>(i));
    if (!g.problem.ok()) {
      text_wrapped_coloured(kError, tr("saved.broken", {{"reason", refusal_text(g.problem)}}));
      if (ImGui::SmallButton(tr("saved.discard"))) discard_id = g.id;
      mark("saved." + std::to_string(i) + ".discard");
    } else {
      // Who played, with each score (final once over), how far it went, and when it was saved.
      std::string line;
      for (std::size_t p = 0; p < g.players.size(); ++p) {
        char score[32] = "";
        if (p < g.scores.size()) std::snprintf(score, sizeof score, " %g", g.scores[p]);
        const bool page_named = p < g.default_names.size() && !g.default_names[p].empty();
        line += (p ? ", " : "") + (page_named ? default_name_text(g.default_names[p]) : g.players[p]) + score;
      }
      ImGui::TextWrapped("%s", line.c_str());
      std::string when = g.over ? tr("saved.finished") : count("saved.turn", g.turn);
      if (g.saved_at_ms > 0)
        when += " - " + local_date_time(g.saved_at_ms, std::string(language_code(translator().language())));
      shown_text("saved." + std::to_string(i) + ".line", line + " | " + when);
      // Its buttons name the game they act on, for the keys and screen readers ("ArkantiS, You
      // 12, Computer (Hard) 30, turn 14, 30/11/2026 10:12: Resume").
      const std::string words = tr("saved.game_words", {{"game", game_title()}, {"players", line}, {"when", when}});
      if (ImGui::SmallButton(g.over ? tr("saved.replay") : tr("saved.resume"))) {
        open_id = g.id;
        replay_it = g.over;
        opened_words = words;
      }
      focus_context(words);
      mark("saved." + std::to_string(i) + ".open");
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("saved.discard"))) discard_id = g.id;
      focus_context(words);
      mark("saved." + std::to_string(i) + ".discard");
      // How far it went and when, after the buttons when it fits (the list stays short).
      same_line_if_fits(ImGui::CalcTextSize(when.c_str()).x, 0);
      ImGui::TextDisabled("%s", when.c_str());
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  if (!discard_id.empty()) {
    discard_saved_game(discard_id);
    saved_games_stale_ = true;
  }
  if (!open_id.empty()) {
    saved_games_stale_ = true;
    open_saved_game(open_id, replay_it);
    // Which game came back, before where it stands (the announcer says that).
    announce(tr(replay_it ? "saved.replaying" : "saved.resumed", {{"game", opened_words}}));
  }
}

}  // namespace web
