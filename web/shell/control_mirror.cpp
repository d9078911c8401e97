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
  std::string group;  // a one-of choice's group, when its context does not name it (mirror_group)
  bool checkable = false, checked = false, openable = false, tab = false;
  bool radio = false;  // one of several (mirror_chosen), not a tick box
  bool hand_drawn = false;  // named by the drawing only (mirror_context)
};

std::vector<Control> controls;

// A control as the page was last given it.
struct Shown {
  ImGuiID id = 0;
  std::string name;
  const char* kind = "button";
  bool checked = false;
  std::string group;  // a radio's group ("Players", "Seat 2"), named for the page's radiogroup
  bool operator==(const Shown& o) const {
    return id == o.id && name == o.name && std::string_view(kind) == o.kind && checked == o.checked && group == o.group;
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
  if (!c) c = &controls.emplace_back(Control{id, "", "", "", "", false, false, false, false, false, false});
  if (c->label.empty()) c->label = std::string(shown.substr(0, shown.find("##")));
  // Dear ImGui calls every menu item checkable: only a ticked one, or one keyboard_focus.hpp
  // says is chosen or ticked (mirror_chosen), is a choice here.
  c->checked |= (flags & ImGuiItemStatusFlags_Checked) != 0;
  c->checkable |= c->checked;
  c->openable |= (flags & ImGuiItemStatusFlags_Openable) != 0;
}

void mirror_context(ImGuiID id, const std::string& words) {
  // A control Dear ImGui does not name (an invisible button drawn by hand) is kept with its words,
  // and shown if it turns out a one-of choice (a colour's swatch); the others drawn by hand (a
  // text field over the canvas, which the DOM has already) are not.
  if (!last(id)) {
    mirror_item(*GImGui, id, nullptr, GImGui->LastItemData.StatusFlags);
    if (Control* c = last(id)) c->hand_drawn = true;
  }
  if (Control* c = last(id)) c->context = words;
}
void mirror_name(ImGuiID id, const std::string& words) {
  if (Control* c = last(id)) c->label = words;
}
void mirror_value(ImGuiID id, const std::string& words) {
  if (Control* c = last(id)) c->value = words;
}
void mirror_chosen(ImGuiID id, bool chosen) {
  if (Control* c = last(id)) c->checkable = true, c->checked = chosen, c->radio = true;
}
void mirror_ticked(ImGuiID id, bool ticked) {
  if (Control* c = last(id)) c->checkable = true, c->checked = ticked, c->radio = false;
}
void mirror_group(ImGuiID id, const std::string& words) {
  if (Control* c = last(id)) c->group = words;
}
void mirror_tab(ImGuiID id, const std::string& label, bool shown) {
  if (id == 0 || (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled)) return;
  Control* c = last(id);
  if (!c) c = &controls.emplace_back(Control{id, label, "", "", "", false, false, false, false, false, false});
  c->tab = true;
  c->checked = shown;
}

std::string mirror_end_frame(const std::string& title) {
  // Named and compared every frame; made JSON only when they changed.
  std::vector<Shown> shown;
  for (const Control& c : controls) {
    std::string name = focus_words(focus_words(c.context, c.label), c.value);
    if (name.empty()) continue;  // nothing to call it by
    if (c.hand_drawn && !c.checkable) continue;
    const char* kind = c.tab ? "tab" : c.openable ? "menu" : c.checkable ? (c.radio ? "radio" : "check") : "button";
    // A radio's group is what it belongs to ("Players"), unless the drawing named it otherwise.
    std::string group = std::string_view(kind) == "radio" ? (c.group.empty() ? c.context : c.group) : std::string();
    shown.push_back({c.id, std::move(name), kind, c.checked, std::move(group)});
  }
  if (shown == sent && title == sent_title) return "";
  sent = std::move(shown);
  sent_title = title;
  nlohmann::json list = nlohmann::json::array();
  for (const Shown& c : sent) {
    nlohmann::json control = {{"id", c.id}, {"name", c.name}, {"kind", c.kind}, {"checked", c.checked}};
    if (std::string_view(c.kind) == "radio") control["group"] = c.group;
    list.push_back(std::move(control));
  }
  return nlohmann::json{{"title", title}, {"controls", list}}.dump();
}

}  // namespace web
