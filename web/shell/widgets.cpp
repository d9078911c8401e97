#include "widgets.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "keyboard_focus.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

void chip(ImU32 fill, ImU32 ink, const std::string& text, float size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float w = std::max(size, ImGui::CalcTextSize(text.c_str()).x + 10);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + size), fill, 5.0f);
  dl->AddRect(p, ImVec2(p.x + w, p.y + size), IM_COL32(0, 0, 0, 120), 5.0f);
  const ImVec2 t = ImGui::CalcTextSize(text.c_str());
  dl->AddText(ImVec2(p.x + (w - t.x) / 2, p.y + (size - t.y) / 2), ink, text.c_str());
  ImGui::Dummy(ImVec2(w, size));
}

std::pair<ImVec2, ImVec2> board_button(ImVec2 min, ImVec2 max) {
  const ImVec2 win = ImGui::GetWindowPos();
  const ImVec2 smin(win.x + min.x, win.y + min.y), smax(win.x + max.x, win.y + max.y);
  ImGui::SetCursorScreenPos(smin);
  ImGui::InvisibleButton("##board", ImVec2(std::max(1.0f, smax.x - smin.x), std::max(1.0f, smax.y - smin.y)),
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  return {smin, smax};
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

void player_token(int colour, float radius) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + radius, p.y + radius);
  dl->AddCircleFilled(c, radius, player_colour(colour));
  dl->AddCircle(c, radius, IM_COL32(30, 30, 30, 255), 0, 1.0f);
  draw_player_mark(dl, c, radius, colour);
  ImGui::Dummy(ImVec2(radius * 2, radius * 2));
}

bool radio(const char* label, bool active) {
  const bool clicked = ImGui::RadioButton(label, active);
  focus_chosen(active);
  return clicked;
}

bool checkbox(const char* label, bool& value) {
  const bool changed = ImGui::Checkbox(label, &value);
  focus_ticked(value);
  return changed;
}

bool checkbox_wrapped(const char* id, const char* label, bool& value) {
  const bool changed = checkbox(id, value);
  focus_context(label);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", label);
  if (ImGui::IsItemClicked()) {
    value = !value;
    return true;
  }
  return changed;
}

bool radio_wrapped(const char* id, const char* label, bool active) {
  bool clicked = radio(id, active);
  focus_context(label);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", label);
  if (ImGui::IsItemClicked()) clicked = true;
  return clicked;
}

void same_line_if_fits(float width, float indent) {
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + width <= ImGui::GetContentRegionMax().x) return;
  ImGui::NewLine();
  if (indent <= 0) return;
  ImGui::Dummy(ImVec2(indent, 0));
  ImGui::SameLine();
}

bool named_combo(const char* label, const std::string& preview, const std::string& words, ImGuiComboFlags flags) {
  focus_names_next(words);
  const bool open = ImGui::BeginCombo(label, preview.c_str(), flags);
  focus_names_none();  // a combo not laid out (its window skips its items) takes no words
  return open;
}

float radio_width(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
}

float widest_word(const std::string& text) {
  float widest = 0;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    widest = std::max(widest, ImGui::CalcTextSize(text.data() + start, text.data() + end).x);
    start = end + 1;
  }
  return widest;
}

void text_wrapped_coloured(const ImVec4& colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void keep_window_on_screen() {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const ImVec2 fitted(std::min(size.x, display.x), std::min(size.y, display.y));
  const ImVec2 moved(std::clamp(pos.x, 0.0f, display.x - fitted.x), std::clamp(pos.y, 0.0f, display.y - fitted.y));
  if (fitted.x != size.x || fitted.y != size.y) ImGui::SetWindowSize(fitted);
  if (moved.x != pos.x || moved.y != pos.y) ImGui::SetWindowPos(moved);
}

void table_headings(bool wrap) {
  if (!wrap) {
    ImGui::TableHeadersRow();
    return;
  }
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (int c = 0; c < ImGui::TableGetColumnCount(); ++c) {
    ImGui::TableSetColumnIndex(c);
    ImGui::TextWrapped("%s", ImGui::TableGetColumnName(c));
  }
}

namespace {
constexpr float kTooltipWidth = 440.0f;  // about 70 characters of the page's type
}  // namespace

void tooltip_beside_item(const std::string& text) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const ImVec2 padding = ImGui::GetStyle().WindowPadding;
  // A long text wraps at a reading width, and always within the window (a phone's too).
  const float wrap = std::max(80.0f, std::min(kTooltipWidth, display.x - 2 * padding.x - 8));
  const ImVec2 text_size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  const ImVec2 size(text_size.x + 2 * padding.x, text_size.y + 2 * padding.y);
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const bool below = max.y + gap + size.y <= display.y || min.y - gap - size.y < 0;
  const float x = std::clamp(min.x, 0.0f, std::max(0.0f, display.x - size.x));
  ImGui::SetNextWindowPos(ImVec2(x, below ? max.y + gap : min.y - gap), ImGuiCond_Always, ImVec2(0, below ? 0.0f : 1.0f));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

std::optional<AdviceTag> advice_tag(ImDrawList* dl, std::vector<ScreenRect> squares, const std::string& text,
                                    ImVec2 clip_min, ImVec2 clip_max) {
  if (text.empty() || squares.empty()) return std::nullopt;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  const ImVec2 pad(5, 2), tag(size.x + 2 * pad.x, size.y + 2 * pad.y);
  const float gap = 2;
  const auto [first_min, first_max] = *std::min_element(squares.begin(), squares.end(), [](const ScreenRect& a, const ScreenRect& b) {
    return a.first.y != b.first.y ? a.first.y < b.first.y : a.first.x < b.first.x;
  });
  const auto on_board = [&](ImVec2 at) {
    return ImVec2(std::clamp(at.x, clip_min.x, std::max(clip_min.x, clip_max.x - tag.x)),
                  std::clamp(at.y, clip_min.y, std::max(clip_min.y, clip_max.y - tag.y)));
  };
  const auto covers_none = [&](ImVec2 at) {
    return std::none_of(squares.begin(), squares.end(), [&](const ScreenRect& r) {
      return at.x < r.second.x && r.first.x < at.x + tag.x && at.y < r.second.y && r.first.y < at.y + tag.y;
    });
  };
  ImVec2 min = on_board(ImVec2(first_min.x + gap, first_min.y + gap));  // over the corner: the last resort
  for (const ImVec2 wanted : {ImVec2(first_min.x, first_min.y - gap - tag.y), ImVec2(first_min.x, first_max.y + gap),
                              ImVec2(first_max.x + gap, first_min.y), ImVec2(first_min.x - gap - tag.x, first_min.y)}) {
    const ImVec2 at = on_board(wanted);
    if (covers_none(at)) {
      min = at;
      break;
    }
  }
  const ImVec2 max(min.x + tag.x, min.y + tag.y);
  dl->AddRectFilled(min, max, IM_COL32(18, 28, 34, 235), 4.0f);
  dl->AddRect(min, max, colours::kAdvice, 4.0f, 0, 1.5f);
  dl->AddText(ImVec2(min.x + pad.x, min.y + pad.y), IM_COL32(150, 230, 255, 255), text.c_str());
  return AdviceTag{{min, max}, std::move(squares)};
}

bool begin_rules_window(const std::string& title, ImVec2 max, bool* open) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = std::min(max.x, display.x - 16), h = std::min(max.y, display.y - 16);
  ImGui::SetNextWindowPos(ImVec2((display.x - w) / 2, (display.y - h) / 2), ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Appearing);
  if (ImGui::Begin((title + "###rules").c_str(), open, ImGuiWindowFlags_NoCollapse)) return true;
  ImGui::End();
  return false;
}

void rules_sections(int& section, const std::vector<std::string>& titles, const std::string& keys_title,
                    const std::function<void(const std::string&)>& mark) {
  const int sections = static_cast<int>(titles.size());
  section = std::clamp(section, -1, sections - 1);
  const auto title = [&](int i) { return i < 0 ? keys_title : titles[static_cast<std::size_t>(i)]; };
  if (ImGui::GetContentRegionAvail().x < 520.0f) {
    ImGui::SetNextItemWidth(-1);
    if (named_combo("##section", title(section), focus_words(tr("focus.sections"), title(section)))) {
      for (int i = -1; i < sections; ++i) {
        const int shown = i + 1 < sections ? i + 1 : -1;  // the keys last
        if (ImGui::Selectable(title(shown).c_str(), section == shown)) section = shown;
        focus_chosen(section == shown);
        focus_group(tr("focus.sections"));
      }
      ImGui::EndCombo();
    }
    mark("rules.sections");
  } else {
    float list_w = 0;
    for (int i = -1; i < sections; ++i) list_w = std::max(list_w, ImGui::CalcTextSize(title(i).c_str()).x);
    // One with the window for the keys: Up and Down go through the sections, each shown as it
    // is reached.
    ImGui::BeginChild("##sections", ImVec2(std::clamp(list_w + 30, 180.0f, 300.0f), 0), true, ImGuiWindowFlags_NavFlattened);
    const bool keys = !GImGui->NavDisableHighlight;
    for (int i = -1; i < sections; ++i) {
      const int shown = i + 1 < sections ? i + 1 : -1;  // the keys last, under a line
      if (shown < 0) ImGui::Separator();
      if (ImGui::Selectable(title(shown).c_str(), section == shown) || (keys && ImGui::IsItemFocused())) section = shown;
      focus_chosen(section == shown);
      focus_group(tr("focus.sections"));
      mark(shown < 0 ? std::string("rules.section.keys") : "rules.section." + std::to_string(shown));
    }
    ImGui::EndChild();
    ImGui::SameLine();
  }
  ImGui::BeginChild("##rule", ImVec2(0, 0), false);
}

void end_rules_sections() { ImGui::EndChild(); }

std::vector<std::pair<std::string, std::string>> shortcut_rows(std::string_view prefix, std::span<const char* const> keys) {
  std::vector<std::pair<std::string, std::string>> rows;
  for (const char* key : keys) rows.emplace_back(tr(std::string(prefix) + key + ".key"), tr(std::string(prefix) + key + ".what"));
  // The page's own keys, the same in every game, after the game's: in the rules window and in the
  // page's written-out help (#help) alike.
  rows.emplace_back(tr("keys.menus.key"), tr("keys.menus.what"));
  return rows;
}

std::vector<std::string> shortcut_lines(const std::vector<std::pair<std::string, std::string>>& rows) {
  std::vector<std::string> lines;
  for (const auto& [key, what] : rows) lines.push_back(tr("focus.detail", {{"what", key}, {"detail", what}}));
  return lines;
}

void shortcut_table(std::vector<std::pair<std::string, std::string>> rows) {
  float widest = 0;
  for (const auto& row : rows) widest = std::max(widest, ImGui::CalcTextSize(row.first.c_str()).x);
  widest = std::min(widest, ImGui::GetContentRegionAvail().x * 0.4f);
  if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("##key", ImGuiTableColumnFlags_WidthFixed, widest + 8);
  ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthStretch);
  for (const auto& [keys, what] : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(kPrompt, "%s", keys.c_str());
    ImGui::PopTextWrapPos();
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", what.c_str());
  }
  ImGui::EndTable();
}

}  // namespace web
