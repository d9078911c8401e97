// The play screen's panels: the status bar, the players (left), the table and the current
// decision's controls (right).
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app.hpp"
#include "arkadia/notation.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

namespace {

// A coloured chip with a number on it: seals, values, supplies.
void chip(ImU32 fill, ImU32 ink, const std::string& text, float size = 26.0f) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float w = std::max(size, ImGui::CalcTextSize(text.c_str()).x + 10);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + size), fill, 5.0f);
  dl->AddRect(p, ImVec2(p.x + w, p.y + size), IM_COL32(0, 0, 0, 120), 5.0f);
  const ImVec2 t = ImGui::CalcTextSize(text.c_str());
  dl->AddText(ImVec2(p.x + (w - t.x) / 2, p.y + (size - t.y) / 2), ink, text.c_str());
  ImGui::Dummy(ImVec2(w, size));
}

void spinner(double now_ms, float radius, ImU32 colour) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + radius, p.y + radius);
  const float start = static_cast<float>(std::fmod(now_ms / 1000.0 * 6.0, 2 * M_PI));
  dl->PathArcTo(c, radius, start, start + 4.5f, 24);
  dl->PathStroke(colour, 0, 3.0f);
  ImGui::Dummy(ImVec2(radius * 2, radius * 2));
}

const char* phase_prompt(Phase phase) {
  switch (phase) {
    case Phase::kMust:
      return "Lay out a building (pick a card from your hand) or place workers (click a building).";
    case Phase::kPlaceWorkers: return "Place workers next to the chosen building.";
    case Phase::kCastle: return "A building is complete: add a castle piece (pick a family, then a castle square).";
    case Phase::kRefill: return "Refill your hand: take a face-up card or the top card of the deck.";
    case Phase::kBanner: return "Use a banner (2 workers, then sell seals) or end your turn.";
    case Phase::kSell: return "Sell seals: choose how many of each family, then confirm.";
    case Phase::kGameOver: return "The game is over.";
  }
  return "";
}

}  // namespace

void App::draw_status_bar(double now_ms) {
  const State& s = match_->state();
  ImGui::SetCursorPos(ImVec2(8, 8));
  ImGui::BeginChild("##status", ImVec2(ImGui::GetWindowWidth() - 16, 56), true, ImGuiWindowFlags_NoScrollbar);
  {
    const ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    live_rect_ = ImVec4(p.x, p.y, p.x + size.x, p.y + size.y);
  }
  if (s.is_terminal()) {
    ImGui::TextUnformatted("Game over.");
  } else {
    const int seat = s.current_player();
    chip(player_colour(colour_of(seat)), player_ink(colour_of(seat)), " ", 20.0f);
    ImGui::SameLine();
    if (human_to_move()) {
      ImGui::Text("%s to play.", seat_label(seat).c_str());
      ImGui::SameLine();
      ImGui::TextColored(ImVec4(0.95f, 0.85f, 0.6f, 1.0f), "%s", phase_prompt(s.phase()));
    } else if (match_->is_human(seat)) {
      ImGui::Text("Waiting for %s.", seat_label(seat).c_str());
    } else {
      ImGui::Text("%s is thinking", seat_label(seat).c_str());
      ImGui::SameLine();
      spinner(now_ms, 9.0f, IM_COL32(224, 184, 92, 255));
    }
  }
  if (s.end_triggered() && !s.is_terminal()) {
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.69f, 0.25f, 1.0f), "  Final round: %d turn%s left.", s.final_turns_left(),
                       s.final_turns_left() == 1 ? "" : "s");
  }
  if (!notice_.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.5f, 1.0f), "%s", notice_.c_str());
  } else if (!s.is_terminal()) {
    ImGui::TextDisabled("Turn %d.  Keys: R or right-click rotates, Esc cancels, Z undoes.", s.turn_number());
  }
  ImGui::EndChild();
}

void App::draw_players_panel() {
  const State& s = match_->state();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    const bool to_move = !s.is_terminal() && s.current_player() == p;
    const bool hidden = match_->setup().strict_screens && p != viewer_ && !s.is_terminal();
    ImGui::PushID(p);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 top = ImGui::GetCursorScreenPos();
    dl->AddRectFilled(top, ImVec2(top.x + 6, top.y + 150), player_colour(colour_of(p)), 3.0f);
    ImGui::Indent(14);
    if (to_move) ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "> %s", seat_label(p).c_str());
    else ImGui::TextUnformatted(seat_label(p).c_str());
    ImGui::TextDisabled("%s%s", player_colour_name(colour_of(p)), p == s.start_player() ? ", started" : "");
    // Banners as small flags.
    ImGui::Text("Banners");
    for (int b = 0; b < pl.banners; ++b) {
      ImGui::SameLine();
      const ImVec2 f = ImGui::GetCursorScreenPos();
      dl->AddLine(ImVec2(f.x + 2, f.y + 2), ImVec2(f.x + 2, f.y + 18), IM_COL32(200, 200, 200, 255), 2.0f);
      dl->AddTriangleFilled(ImVec2(f.x + 3, f.y + 2), ImVec2(f.x + 15, f.y + 6), ImVec2(f.x + 3, f.y + 10),
                            player_colour(colour_of(p)));
      ImGui::Dummy(ImVec2(16, 18));
    }
    if (hidden) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("Seals, gold and workers are behind the screen.");
      ImGui::PopStyleColor();
    } else {
      ImGui::TextWrapped("Workers: %d own, %d neutral", pl.own_reserve, pl.neutral_reserve);
      for (int f = 0; f < kFamilies; ++f) {
        if (f) ImGui::SameLine();
        chip(family_colour(f), family_ink(f), std::to_string(pl.seals[static_cast<std::size_t>(f)]));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s seals", family_label(f));
      }
      ImGui::Text("Gold: %d", pl.gold);
    }
    ImGui::Text("Cards in hand: %d", pl.hand_size());
    ImGui::Unindent(14);
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("Neutral workers in the pool: %d", s.neutral_pool());
  ImGui::PopStyleColor();
}

void App::draw_table_panel() {
  const State& s = match_->state();
  ImGui::TextUnformatted("Seal values (gold per seal)");
  for (int f = 0; f < kFamilies; ++f) {
    if (f) ImGui::SameLine();
    chip(family_colour(f), family_ink(f), std::to_string(s.seal_value(static_cast<Family>(f))), 30.0f);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %d gold per seal", family_label(f), s.seal_value(static_cast<Family>(f)));
  }
  ImGui::Spacing();
  const int floor = s.castle().current_floor();
  ImGui::TextWrapped("Castle pieces left (building floor %d)", floor == Castle::kNoFloor ? 3 : floor);
  for (int fl = 1; fl <= Castle::kFloors; ++fl) {
    ImGui::Text("Floor %d", fl);
    for (int f = 0; f < kFamilies; ++f) {
      ImGui::SameLine(70.0f + 36.0f * static_cast<float>(f));
      chip(family_colour(f), family_ink(f), std::to_string(s.castle().supply(fl, static_cast<Family>(f))), 22.0f);
    }
  }
  ImGui::Separator();

  // The display and the deck: clickable when the hand is refilled.
  const bool refill = human_to_move() && s.phase() == Phase::kRefill;
  ImGui::TextWrapped("Face-up cards%s", refill ? ": click one, or the deck" : "");
  const float card_w = std::min(72.0f, (ImGui::GetContentRegionAvail().x - 24) / 4), card_h = card_w * 0.95f;
  for (int i = 0; i < kDisplaySize; ++i) {
    if (i) ImGui::SameLine();
    const CardType c = s.display()[static_cast<std::size_t>(i)];
    ImGui::PushID(100 + i);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool legal = refill && c != kNoCard && s.check(Action::take_display(i)).ok();
    if (ImGui::InvisibleButton("##display", ImVec2(card_w, card_h)) && legal) play(Action::take_display(i));
    mark("display." + std::to_string(i));
    if (c != kNoCard) draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), c, legal && ImGui::IsItemHovered());
    ImGui::PopID();
  }
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool legal = refill && s.check(Action::take_deck()).ok();
    if (ImGui::InvisibleButton("##deck", ImVec2(card_w, card_h)) && legal) play(Action::take_deck());
    mark("deck");
    if (s.deck_size() > 0)
      draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), kHiddenCard, legal && ImGui::IsItemHovered());
  }
  ImGui::TextDisabled("Deck: %d card%s", s.deck_size(), s.deck_size() == 1 ? "" : "s");
  ImGui::Separator();
  draw_hand_and_controls();
}

void App::draw_hand_and_controls() {
  const State& s = match_->state();
  const bool my_turn = human_to_move();
  if (viewer_ < 0) {
    ImGui::TextDisabled(s.is_terminal() ? "" : "Hands are hidden.");
  } else {
    const PlayerState& me = s.player(viewer_);
    if (match_->human_seats() == 1) ImGui::TextUnformatted("Your hand");
    else ImGui::Text("%s's hand", match_->setup().seats[static_cast<std::size_t>(viewer_)].name.c_str());
    const bool can_lay = my_turn && s.phase() == Phase::kMust && s.current_player() == viewer_;
    const float card_w = std::min(72.0f, (ImGui::GetContentRegionAvail().x - 24) / 4), card_h = card_w * 0.95f;
    for (int i = 0; i < kHandSize; ++i) {
      const CardType c = me.hand[static_cast<std::size_t>(i)];
      if (c == kNoCard) break;
      if (i) ImGui::SameLine();
      ImGui::PushID(200 + i);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      if (ImGui::InvisibleButton("##hand", ImVec2(card_w, card_h)) && can_lay) {
        if (input_.card == c) {
          input_.card = kNoCard;
        } else {
          input_ = {};
          input_.card = c;
          input_.orientation = 0;
        }
      }
      mark("hand." + std::to_string(i));
      draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), c,
                     input_.card == c || (can_lay && ImGui::IsItemHovered()));
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s: %s, %s seal", card_name(c).c_str(), std::string(data::kFormData[static_cast<std::size_t>(form_of(c))].name).c_str(),
                          std::string(data::kFamilyColours[family_of(c)]).c_str());
      ImGui::PopID();
    }
  }
  ImGui::Spacing();
  if (!my_turn) return;

  // Controls of the current decision.
  const Phase phase = s.phase();
  if (phase == Phase::kMust) {
    if (input_.card != kNoCard) {
      ImGui::TextWrapped("Move the %s over the board and click to place it.", card_name(input_.card).c_str());
      if (ImGui::Button("Rotate (R)")) input_.orientation = next_orientation(input_.card, input_.orientation, s.options().allow_mirror);
      mark("rotate");
      ImGui::SameLine();
      if (ImGui::Button("Cancel")) input_ = {};
      mark("cancel");
    } else if (input_.building >= 0) {
      int own = 0, neutral = 0;
      for (const auto& w : input_.workers) (w.neutral ? neutral : own) += 1;
      const PlayerState& me = s.player(s.current_player());
      ImGui::TextWrapped("Click the green squares: once for your worker, again for a neutral one, again to remove.");
      ImGui::Text("Planned: %d own (of %d), %d neutral (of %d)", own, me.own_reserve, neutral, me.neutral_reserve);
      ImGui::BeginDisabled(input_.workers.empty());
      if (ImGui::Button("Confirm workers")) play_all(worker_plan_actions(s, input_.building, input_.workers));
      ImGui::EndDisabled();
      mark("workers.confirm");
      ImGui::SameLine();
      if (ImGui::Button("Cancel")) input_ = {};
      mark("cancel");
    }
    if (s.check(Action::pass()).ok()) {
      ImGui::TextWrapped("No building can be laid out and no worker placed: you must pass.");
      if (ImGui::Button("Pass")) play(Action::pass());
      mark("pass");
    }
  } else if (phase == Phase::kCastle) {
    ImGui::Text("Castle pieces to place: %d", s.pending_castle_pieces());
    const int floor = s.castle().current_floor();
    for (int f = 0; f < kFamilies; ++f) {
      bool any = false;
      for (int k = 0; k < kCastleSquares; ++k) any |= s.castle().can_place(static_cast<Family>(f), k);
      if (f) ImGui::SameLine();
      ImGui::PushID(300 + f);
      ImGui::BeginDisabled(!any);
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(family_colour(f)));
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(family_ink(f)));
      const char label[2] = {family_letter(f), 0};
      if (ImGui::Button(label, ImVec2(44, 36))) input_.castle_family = f;
      ImGui::PopStyleColor(2);
      ImGui::EndDisabled();
      if (input_.castle_family == f)
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), colours::kSelected, 5.0f, 0, 3.0f);
      mark(std::string("castle.family.") + family_letter(f));
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s: %d left for floor %d", family_label(f), floor ? s.castle().supply(floor, static_cast<Family>(f)) : 0, floor);
      ImGui::PopID();
    }
    ImGui::TextWrapped(input_.castle_family < 0 ? "Pick the family of the piece." : "Now click a castle square outlined in green.");
  } else if (phase == Phase::kRefill) {
    ImGui::TextWrapped("Take a face-up card or the top card of the deck (above).");
  } else if (phase == Phase::kBanner) {
    if (ImGui::Button("Use a banner: +2 workers, then sell", ImVec2(-1, 0))) play(Action::use_banner());
    mark("banner.use");
    if (ImGui::Button("End turn", ImVec2(-1, 0))) play(Action::skip_banner());
    mark("banner.skip");
  } else if (phase == Phase::kSell) {
    draw_sale_controls();
  }
  if (match_->can_undo()) {
    ImGui::Spacing();
    if (ImGui::Button("Undo (Z)")) {
      match_->undo();
      input_ = {};
    }
    mark("undo");
  }
}

void App::draw_sale_controls() {
  const State& s = match_->state();
  const PlayerState& me = s.player(s.current_player());
  ImGui::TextUnformatted("Sell seals at today's values:");
  int total = 0;
  if (ImGui::BeginTable("##sale", 4, ImGuiTableFlags_SizingFixedFit)) {
    for (int f = 0; f < kFamilies; ++f) {
      const int have = me.seals[static_cast<std::size_t>(f)];
      auto& n = input_.sell[static_cast<std::size_t>(f)];
      n = std::clamp(n, 0, have);
      const int value = s.seal_value(static_cast<Family>(f));
      total += n * value;
      ImGui::TableNextRow();
      ImGui::PushID(400 + f);
      ImGui::TableNextColumn();
      chip(family_colour(f), family_ink(f), std::to_string(have), 24.0f);
      ImGui::TableNextColumn();
      ImGui::BeginDisabled(n <= 0);
      if (ImGui::Button("-")) --n;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".minus");
      ImGui::SameLine();
      ImGui::Text("%2d", n);
      ImGui::SameLine();
      ImGui::BeginDisabled(n >= have);
      if (ImGui::Button("+")) ++n;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".plus");
      ImGui::SameLine();
      ImGui::BeginDisabled(n >= have);
      if (ImGui::Button("all")) n = have;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".all");
      ImGui::TableNextColumn();
      ImGui::Text("x %d", value);
      ImGui::TableNextColumn();
      ImGui::Text("= %d", n * value);
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::Text("Gold: %d + %d = %d", me.gold, total, me.gold + total);
  if (ImGui::Button(total > 0 ? "Sell and end turn" : "Sell nothing and end turn", ImVec2(-1, 0))) {
    // The engine asks family by family (R, O, B, S) for the families the player holds.
    std::vector<Action> actions;
    State next = s;
    while (!next.is_terminal() && next.phase() == Phase::kSell && next.current_player() == s.current_player()) {
      const Family f = next.selling_family();
      const Action a = Action::sell(f, input_.sell[f]);
      if (!next.apply(a).ok()) break;
      actions.push_back(a);
    }
    play_all(actions);
  }
  mark("sell.confirm");
}

}  // namespace web
