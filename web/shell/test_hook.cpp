// What the browser tests may read (window.pageTest in the page): the screen, where the
// squares and buttons are in CSS pixels, and the game as the engine sees it. Tests read it to
// know where to click; every move still goes through the pointer and the keyboard. The game's
// fields come from TableApp<G>::table_test_json and the game's own app.
#include <SDL.h>
#include <imgui_internal.h>
#include <nlohmann/json.hpp>

#include "app.hpp"
#include "text.hpp"

namespace web {

std::string App::test_json() const {
  nlohmann::json j;
  const float k = settings_.ui_scale;  // logical units -> CSS pixels
  j["frames"] = frames_;
  j["frameMs"] = frame_ms_;
  // The rectangles below belong to the last drawn frame; "settled" says it shows the present:
  // the screen has not changed since, and the frames that follow input are all drawn (a click
  // can move things that the signature does not cover, such as the new-game form's rows).
  // At the end, the last turn playing out before the result is not the present yet either.
  j["settled"] = drawn_signature_ == screen_signature() && frames_pending_ <= 0 &&
                 !(view_.screen == Screen::kScore && last_turn_playing());
  // Input the browser has handed to the page but no frame has taken yet: a hook read after a
  // click describes the page before it until this is 0 (and "settled" again).
  SDL_PumpEvents();
  j["queuedInputs"] = SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
  j["screen"] = view_.screen == Screen::kNewGame ? (choosing_game_ ? "chooser" : "new-game")
                : view_.screen == Screen::kScore ? "score"
                : view_.screen == Screen::kReplay ? "replay"
                : pass_to() >= 0 ? "pass"
                                 : "play";
  nlohmann::json targets = nlohmann::json::object();
  // x, y, width, height, then the top and bottom of the part of the screen its window shows,
  // then its left and right (a text cut at its box's edge reaches past the right).
  for (const auto& t : targets_)
    targets[t.id] = {t.min.x * k, t.min.y * k, (t.max.x - t.min.x) * k, (t.max.y - t.min.y) * k, t.visible_min.y * k,
                     t.visible_max.y * k, t.visible_min.x * k, t.visible_max.x * k};
  j["targets"] = targets;
  // Where the tooltip the last frame drew is (x, y, width, height), as ImGui placed it.
  if (const ImGuiWindow* tip = ImGui::FindWindowByName("##Tooltip_00"); tip && tip->Active)
    j["tooltipRect"] = {tip->Pos.x * k, tip->Pos.y * k, tip->Size.x * k, tip->Size.y * k};
  j["texts"] = shown_texts_;
  nlohmann::json form_seats = nlohmann::json::array();
  for (int i = 0; i < form_.players; ++i) {
    const auto& seat = form_.seats[static_cast<std::size_t>(i)];
    form_seats.push_back({{"name", std::string(seat.name.data())}, {"ai", seat.ai}, {"level", seat.level}, {"colour", seat.colour}});
  }
  j["form"] = {{"players", form_.players}, {"seats", form_seats}};
  j["language"] = std::string(language_code(translator().language()));
  j["uiScale"] = k;
  j["embed"] = embed_;
  j["narrow"] = narrow_;
  // The size (CSS pixels) the last frame was laid out for: after a resize, the targets describe
  // the new layout once this is the new size.
  j["display"] = {drawn_size_.x * k, drawn_size_.y * k};
  j["scoreShown"] = view_.screen == Screen::kScore && show_score_ && !last_turn_playing();
  j["touch"] = touch_;
  j["notice"] = notice_;
  j["info"] = info_;
  j["linkProblems"] = link_problems_.size();
  j["storageAvailable"] = store_.available();
  j["autosaveFailed"] = autosave_failed();
  j["aiRestarts"] = ai_restarts_;
  j["embedMessages"] = embed_messages_;
  j["lastEmbedError"] = last_embed_error_;
  j["rulesOpen"] = show_rules_;
  j["settingsOpen"] = show_settings_;
  j["guide"] = guide_topic();
  j["palette"] = settings_.palette == Palette::kColourBlind ? "colour-blind" : "classic";
  int log_lines = 0;
  for (const auto& t : log_) log_lines += static_cast<int>(t.entries.size());
  j["logLines"] = log_lines;
  j["logFollowing"] = log_following_;
  j["logText"] = log_.empty() || log_.back().entries.empty() ? "" : log_.back().entries.back().text;
  table_test_json(j);
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace web
