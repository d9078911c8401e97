// The rules reference's sections and their small diagrams, drawn with the board's renderer.
#pragma once

#include <array>
#include <functional>
#include <string>

namespace web {

// Section ids, in reading order; texts are "rules.<id>.title" and "rules.<id>.text".
inline constexpr std::array<const char*, 10> kRuleSections = {
    "goal", "board", "turn", "layout", "workers", "completion", "castle", "banner", "end", "screens"};

// Keyboard shortcuts listed on the keys page: "keys.<id>.key" and "keys.<id>.what".
inline constexpr std::array<const char*, 18> kKeyboardShortcuts = {
    "card", "rotate", "place", "cancel", "undo", "takeback", "refill", "banner", "sell", "castle", "log", "help", "hint",
    "lookback", "replay", "type", "cursor", "touch"};

// Draws the section's diagram (if it has one) at the cursor, `width` wide, and moves the cursor
// below it. `mark` is called after each diagram ("rules.diagram.N") and caption
// ("rules.caption.N") with the id of the item just drawn (the test hook's targets).
void draw_rules_diagram(const std::string& section, float width, const std::function<void(const std::string&)>& mark);

}  // namespace web
