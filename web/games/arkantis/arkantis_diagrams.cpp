// The rules window's diagrams for ArkantiS, drawn with the board's own pieces
// (arkantis_drawing.hpp): a corner of the board as a pattern, the sets its circles make outlined
// (gold for a set of four or five, a spot a card can claim), a crossed token about to be removed,
// and the card that claims the spot beside it.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "arkantis_drawing.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

using namespace arkantis;

namespace {

struct RulesDiagram {
  std::string_view section;  // the rules section it illustrates
  std::string_view pattern;  // rows from the top, '/' between them: b a token, r a circle, x a token removed
  std::string_view caption;  // its string key
  std::string_view card;     // a card drawn beside it, or empty
};

constexpr std::array<RulesDiagram, 3> kDiagrams = {{
    {"board", "brrb/brbb/bbrb/rbbb", "arkantis.diagram.sets", ""},
    {"turn", "bbbb/rrxb/brbb/bbbb", "arkantis.diagram.remove", ""},
    {"spots", "bbrb/bbrb/bbrb/brrb", "arkantis.diagram.claim", "L5"},
}};

}  // namespace

void ArkantisApp::draw_rules_diagrams(const std::string& section) {
  const float cell = 30.0f;
  for (const RulesDiagram& d : kDiagrams) {
    if (d.section != section) continue;
    ImGui::Spacing();
    // The pattern lies on the board's top-left corner, so the board's own geometry draws it.
    ArkantisGeometry g;
    g.cell = cell;
    g.origin = ImGui::GetCursorScreenPos();
    Bits covered = 0, crossed = 0, patch = 0;
    int row = 0, col = 0, cols = 0;
    for (char ch : d.pattern) {
      if (ch == '/') {
        ++row, col = 0;
        continue;
      }
      const int q = square_at(row, col++);
      cols = std::max(cols, col);
      patch |= bit(q);
      if (ch == 'b') covered |= bit(q);
      if (ch == 'x') crossed |= bit(q);
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(ImVec2(g.origin.x - 3, g.origin.y - 3),
                      ImVec2(g.origin.x + cell * static_cast<float>(cols) + 3, g.origin.y + cell * static_cast<float>(row + 1) + 3),
                      kBoardFill, 4.0f);
    for (int q = 0; q < data::kSquares; ++q)
      if (patch & bit(q)) draw_arkantis_square(dl, g, q, (covered | crossed) & bit(q));
    for (int q = 0; q < data::kSquares; ++q)
      if (crossed & bit(q)) {
        const ImVec2 a = g.square_min(q), b(a.x + cell, a.y + cell);
        const float m = cell * 0.22f;
        dl->AddLine(ImVec2(a.x + m, a.y + m), ImVec2(b.x - m, b.y - m), IM_COL32(255, 255, 255, 240), 3.0f);
        dl->AddLine(ImVec2(b.x - m, a.y + m), ImVec2(a.x + m, b.y - m), IM_COL32(255, 255, 255, 240), 3.0f);
      }
    // The sets once the crossed tokens are gone: each outlined, a spot of four or five in gold.
    Bits circles = patch & ~covered;
    while (circles) {
      const Bits set = flood_fill(circles & (~circles + 1), circles);
      circles &= ~set;
      outline_squares(dl, g, set, arkantis::count(set) >= 4 ? kSpotGold : kPreview, 2.5f);
    }
    ImGui::Dummy(ImVec2(cell * static_cast<float>(cols), cell * static_cast<float>(row + 1)));
    mark("rules.diagram." + std::to_string(diagrams_drawn_++));
    if (!d.card.empty())
      if (const auto card = parse_card(d.card)) {
        ImGui::SameLine(0, 24);
        draw_card(*card, cell * 0.45f, false);
      }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(tr(d.caption));
    ImGui::PopTextWrapPos();
    mark("rules.caption." + std::to_string(captions_drawn_++));
  }
}

}  // namespace web
