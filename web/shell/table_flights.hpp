// The things an action carries across the table while the board plays it out (TableApp<G>,
// table_app.hpp; each game says what they are: GameRulesUi::flights): a card from the hand to
// the board, a card bought to its owner, seals and counters to the player who won them. Drawn
// over everything, each frame marked live so frames while they fly redraw only them (main.cpp).
#pragma once

#include <cmath>

#include "art.hpp"
#include "table_app.hpp"

namespace web {

template <bg::HostedGame G>
void TableApp<G>::draw_in_flight() {
  flying_ = 0;
  const auto moving = action_in_motion();  // none when input caught the board up this frame
  if (!moving) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (const Flight& f : flights_now()) {
    const float t = std::clamp((static_cast<float>(moving->second) - f.start) / std::max(0.01f, f.end - f.start), 0.0f, 1.0f);
    if (t <= 0.0f || t >= 1.0f) continue;  // not off yet, or arrived (the panel shows it now)
    const float e = t * t * (3 - 2 * t);  // slow off, fast across, slow in
    const auto mix = [e](ImVec2 a, ImVec2 b) { return ImVec2(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e); };
    ImVec2 lo = mix(f.from_min, f.to_min), hi = mix(f.from_max, f.to_max);
    // An arc: lifted off the table on the way, the higher the farther it goes.
    const float far = std::hypot(f.to_min.x - f.from_min.x, f.to_min.y - f.from_min.y);
    const float lift = std::min(90.0f, far * 0.18f) * std::sin(3.14159265f * t);
    lo.y -= lift;
    hi.y -= lift;
    const float depth = 4.0f + lift * 0.08f;
    drop_shadow(dl, lo, hi, 6.0f, depth);
    f.draw(dl, lo, hi);
    ++flying_;
    ++flights_drawn_;
  }
}

}  // namespace web
