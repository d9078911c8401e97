// The new-game screen: seats (human or AI with a level, name, colour), set-up, castle lot, seed.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app.hpp"
#include "arkadia/options.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

namespace {

// A seed typed by the player (digits), or one from the clock.
std::uint64_t seed_from(const char* text) {
  char* end = nullptr;
  const unsigned long long typed = std::strtoull(text, &end, 10);
  if (end != text && *end == 0) return typed;
  return static_cast<std::uint64_t>(emscripten_get_now() * 1000.0) ^ static_cast<std::uint64_t>(emscripten_random() * 4294967296.0);
}

}  // namespace

void App::draw_new_game(ImVec2 size) {
  const float width = std::min(640.0f, size.x - 24);
  ImGui::SetCursorPos(ImVec2((size.x - width) / 2, 16));
  ImGui::BeginChild("##newgame", ImVec2(width, size.y - 32), true);
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(ImVec4(0.88f, 0.72f, 0.36f, 1.0f), "Arkadia");
  ImGui::PopFont();
  ImGui::TextDisabled("Lay out buildings, surround them with workers, earn seals, build the castle, sell in time.");
  ImGui::Separator();

  ImGui::Text("Players");
  for (int n = 2; n <= kMaxPlayers; ++n) {
    ImGui::SameLine();
    if (ImGui::RadioButton(std::to_string(n).c_str(), form_.players == n)) form_.players = n;
    mark("newgame.players." + std::to_string(n));
  }
  ImGui::Spacing();
  static constexpr std::array<const char*, 3> kLevels = {"Easy", "Normal", "Hard"};
  for (int i = 0; i < form_.players; ++i) {
    auto& seat = form_.seats[static_cast<std::size_t>(i)];
    const std::string id = "seat" + std::to_string(i);
    ImGui::PushID(i);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    dl->AddCircleFilled(ImVec2(p.x + 11, p.y + 15), 10, player_colour(seat.colour));
    ImGui::Dummy(ImVec2(24, 30));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(150);
    ImGui::InputText("##name", seat.name.data(), seat.name.size());
    mark(id + ".name");
    ImGui::SameLine();
    // A name still at its default follows the kind: "Computer" for an AI, "Player N" for a person.
    const std::string human_default = i == 0 ? "You" : "Player " + std::to_string(i + 1);
    const std::string ai_default = "Computer" + (i <= 1 ? std::string() : " " + std::to_string(i));
    auto rename = [&](const std::string& from, const std::string& to) {
      if (from == seat.name.data()) std::snprintf(seat.name.data(), seat.name.size(), "%s", to.c_str());
    };
    if (ImGui::RadioButton("Human", !seat.ai) && seat.ai) {
      seat.ai = false;
      rename(ai_default, human_default);
    }
    mark(id + ".human");
    ImGui::SameLine();
    if (ImGui::RadioButton("AI", seat.ai) && !seat.ai) {
      seat.ai = true;
      rename(human_default, ai_default);
    }
    mark(id + ".ai");
    if (seat.ai) {
      for (int l = 0; l < 3; ++l) {
        ImGui::SameLine();
        if (ImGui::RadioButton(kLevels[static_cast<std::size_t>(l)], seat.level == l)) seat.level = l;
        mark(id + ".level." + std::to_string(l));
      }
    }
    // Colour: click a swatch; a colour taken by another seat swaps with it.
    ImGui::Dummy(ImVec2(24, 0));
    ImGui::SameLine();
    ImGui::TextDisabled("colour");
    for (int c = 0; c < kMaxPlayers; ++c) {
      ImGui::SameLine();
      ImGui::PushID(10 + c);
      const ImVec2 q = ImGui::GetCursorScreenPos();
      if (ImGui::InvisibleButton("##colour", ImVec2(24, 24))) {
        for (int j = 0; j < kMaxPlayers; ++j)
          if (form_.seats[static_cast<std::size_t>(j)].colour == c) form_.seats[static_cast<std::size_t>(j)].colour = seat.colour;
        seat.colour = c;
      }
      mark(id + ".colour." + std::to_string(c));
      dl->AddCircleFilled(ImVec2(q.x + 12, q.y + 12), 10, player_colour(c));
      if (seat.colour == c) dl->AddCircle(ImVec2(q.x + 12, q.y + 12), 12, colours::kSelected, 0, 2.5f);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", player_colour_name(c));
      ImGui::PopID();
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
  ImGui::Separator();

  ImGui::Text("Set-up");
  ImGui::SameLine();
  if (ImGui::RadioButton("Standard", !form_.beginner)) form_.beginner = false;
  mark("newgame.standard");
  ImGui::SameLine();
  if (ImGui::RadioButton("Beginner (seven buildings already out)", form_.beginner)) form_.beginner = true;
  mark("newgame.beginner");
  const std::vector<Square> corners = allowed_lot_corners();
  form_.lot_choice = std::clamp(form_.lot_choice, 0, static_cast<int>(corners.size()) - 1);
  if (form_.lot_choice == 0) {
    const auto it = std::find(corners.begin(), corners.end(), kDefaultLotCorner);
    if (it != corners.end() && !form_.beginner) form_.lot_choice = static_cast<int>(it - corners.begin());
  }
  ImGui::BeginDisabled(form_.beginner);
  ImGui::SetNextItemWidth(120);
  const std::string current = square_name(form_.beginner ? kBeginnerLotCorner : corners[static_cast<std::size_t>(form_.lot_choice)]);
  if (ImGui::BeginCombo("Castle lot (top-left square)", current.c_str())) {
    for (int i = 0; i < static_cast<int>(corners.size()); ++i)
      if (ImGui::Selectable(square_name(corners[static_cast<std::size_t>(i)]).c_str(), i == form_.lot_choice)) form_.lot_choice = i;
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  ImGui::Checkbox("Allow mirrored buildings (variant)", &form_.allow_mirror);
  ImGui::Checkbox("Strict screens: hide other players' seals, gold and workers", &form_.strict_screens);
  ImGui::SetNextItemWidth(180);
  ImGui::InputTextWithHint("Seed (optional)", "random", form_.seed.data(), form_.seed.size(), ImGuiInputTextFlags_CharsDecimal);
  mark("newgame.seed");
  ImGui::Spacing();
  if (!form_.error.empty()) ImGui::TextColored(ImVec4(1, 0.5f, 0.45f, 1), "%s", form_.error.c_str());
  if (ImGui::Button("Start the game", ImVec2(220, 44))) {
    MatchSetup setup;
    setup.options.players = form_.players;
    setup.options.beginner = form_.beginner;
    setup.options.lot_corner = form_.beginner ? kBeginnerLotCorner : corners[static_cast<std::size_t>(form_.lot_choice)];
    setup.options.allow_mirror = form_.allow_mirror;
    setup.strict_screens = form_.strict_screens;
    setup.seed = seed_from(form_.seed.data());
    for (int i = 0; i < form_.players; ++i) {
      const auto& seat = form_.seats[static_cast<std::size_t>(i)];
      SeatSetup s;
      s.name = seat.name.data();
      if (s.name.empty()) s.name = player_colour_name(seat.colour);
      s.kind = seat.ai ? SeatKind::kAi : SeatKind::kHuman;
      s.level = seat.level;
      s.colour = seat.colour;
      setup.seats.push_back(s);
    }
    start_match(setup);
  }
  mark("newgame.start");
  ImGui::EndChild();
}

}  // namespace web
