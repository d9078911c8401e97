#include "control_mirror.hpp"

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "text.hpp"

namespace web {

namespace {

struct Control {
  ImGuiID id = 0;
  std::string label, context, value;
  bool checkable = false, checked = false, openable = false, tab = false;
};

std::vector<Control> controls;

// A control as the page was last given it.
struct Shown {
  ImGuiID id = 0;
  std::string name;
  const char* kind = "button";
  bool checked = false;
  bool operator==(const Shown& o) const {
    return id == o.id && name == o.name && std::string_view(kind) == o.kind && checked == o.checked;
  }
};
std::vector<Shown> sent;
std::string sent_title;

Control* last(ImGuiID id) { return !controls.empty() && controls.back().id == id ? &controls.back() : nullptr; }

}  // namespace

void mirror_begin_frame() { controls.clear(); }

void mirror_item(const ImGuiContext& g, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  if (id == 0 || !g.CurrentWindow || !g.CurrentWindow->ClipRect.Overlaps(g.LastItemData.Rect)) return;
  if (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) return;  // out of reach (a place kept, say)
  const std::string_view shown(label ? label : "");
  // A widget made of two items names itself twice (a menu: its selectable without words, then
  // the menu with its name and "opens"): one control, with what both said.
  Control* c = last(id);
  if (!c) c = &controls.emplace_back(Control{id, "", "", "", false, false, false, false});
  if (c->label.empty()) c->label = std::string(shown.substr(0, shown.find("##")));
  // Dear ImGui calls every menu item checkable: only a ticked one, or one keyboard_focus.hpp
  // says is chosen or ticked (mirror_chosen), is a choice here.
  c->checked |= (flags & ImGuiItemStatusFlags_Checked) != 0;
  c->checkable |= c->checked;
  c->openable |= (flags & ImGuiItemStatusFlags_Openable) != 0;
}

void mirror_context(ImGuiID id, const std::string& words) {
  if (Control* c = last(id)) c->context = words;
}
void mirror_value(ImGuiID id, const std::string& words) {
  if (Control* c = last(id)) c->value = words;
}
void mirror_chosen(ImGuiID id, bool chosen) {
  if (Control* c = last(id)) c->checkable = true, c->checked = chosen;
}
void mirror_tab(ImGuiID id, const std::string& label, bool shown) {
  if (id == 0 || (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled)) return;
  Control* c = last(id);
  if (!c) c = &controls.emplace_back(Control{id, label, "", "", false, false, false, false});
  c->tab = true;
  c->checked = shown;
}

std::string mirror_end_frame(const std::string& title) {
  // Named and compared every frame; made JSON only when they changed.
  std::vector<Shown> shown;
  for (const Control& c : controls) {
    std::string name = focus_words(focus_words(c.context, c.label), c.value);
    if (name.empty()) continue;  // nothing to call it by
    shown.push_back({c.id, std::move(name), c.tab ? "tab" : c.openable ? "menu" : c.checkable ? "check" : "button", c.checked});
  }
  if (shown == sent && title == sent_title) return "";
  sent = std::move(shown);
  sent_title = title;
  nlohmann::json list = nlohmann::json::array();
  for (const Shown& c : sent) list.push_back({{"id", c.id}, {"name", c.name}, {"kind", c.kind}, {"checked", c.checked}});
  return nlohmann::json{{"title", title}, {"controls", list}}.dump();
}

}  // namespace web
