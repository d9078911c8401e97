#include "control_mirror.hpp"

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace web {

namespace {

struct Control {
  ImGuiID id = 0;
  std::string label, context, value;
  bool checkable = false, checked = false, openable = false;
};

std::vector<Control> controls;
std::string sent;

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
  if (!c) c = &controls.emplace_back(Control{id, "", "", "", false, false, false});
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

std::string mirror_end_frame(const std::string& title, std::string (*joined)(const std::string&, const std::string&)) {
  nlohmann::json list = nlohmann::json::array();
  for (const Control& c : controls) {
    const std::string name = joined(joined(c.context, c.label), c.value);
    if (name.empty()) continue;  // nothing to call it by
    list.push_back({{"id", c.id}, {"name", name}, {"kind", c.openable ? "menu" : c.checkable ? "check" : "button"},
                    {"checked", c.checked}});
  }
  std::string json = nlohmann::json{{"title", title}, {"controls", list}}.dump();
  if (json == sent) return "";
  sent = json;
  return json;
}

}  // namespace web
