#include "arkadia_pieces.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "arkadia_colours.hpp"
#include "art.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"

namespace web {

using namespace arkadia;

namespace {

constexpr float kPi = 3.14159265f;
constexpr ImU32 kOutline = IM_COL32(34, 26, 18, 255);

// The family's colour as the building shows it: full when enclosed, mixed with the ground while
// still open.
ImU32 building_fill(int family, bool enclosed) {
  const ImU32 c = family_colour(family);
  if (enclosed) return c;
  const auto mix = [&](int shift, float ground) {
    const float v = static_cast<float>((c >> shift) & 0xFF) * 0.62f + ground * 0.38f;
    return static_cast<ImU32>(v) << shift;
  };
  return mix(IM_COL32_R_SHIFT, 214) | mix(IM_COL32_G_SHIFT, 200) | mix(IM_COL32_B_SHIFT, 160) | IM_COL32_A_MASK;
}

// Lines of the roof, a little darker than the fill (lighter on the black family).
ImU32 roof_ink(ImU32 fill) {
  const int lum = static_cast<int>((fill >> IM_COL32_R_SHIFT) & 0xFF) + static_cast<int>((fill >> IM_COL32_G_SHIFT) & 0xFF) +
                  static_cast<int>((fill >> IM_COL32_B_SHIFT) & 0xFF);
  return lum < 180 ? with_alpha(shade(fill, 1.5f), 200) : with_alpha(shade(fill, 0.72f), 210);
}

// A roof pattern per kind of building, over one square: shingles, thatch, tiles, planks, slates,
// an awning's stripes, courses of stone.
void roof(ImDrawList* dl, ImVec2 a, ImVec2 b, int form, ImU32 ink) {
  const float w = b.x - a.x, h = b.y - a.y, t = std::max(1.0f, w * 0.03f);
  dl->PushClipRect(a, b, true);
  switch (form) {
    case 0:  // shingles: rows of small arcs
      for (int row = 1; row <= 3; ++row) {
        const float y = a.y + h * static_cast<float>(row) / 4;
        for (int k = 0; k <= 4; ++k) {
          const float x = a.x + w * (static_cast<float>(k) + (row % 2 ? 0.0f : 0.5f)) / 4;
          dl->PathArcTo(ImVec2(x, y - h * 0.1f), w * 0.125f, 0, kPi, 6);
          dl->PathStroke(ink, 0, t);
        }
      }
      break;
    case 1:  // thatch: short strokes leaning together
      for (int row = 0; row < 3; ++row)
        for (int k = 0; k < 7; ++k) {
          const float x = a.x + w * (static_cast<float>(k) + 0.5f) / 7, y = a.y + h * (0.12f + 0.3f * static_cast<float>(row));
          dl->AddLine(ImVec2(x, y), ImVec2(x + w * 0.04f, y + h * 0.2f), ink, t);
        }
      break;
    case 2:  // tiles: a grid of squares
      for (int k = 1; k < 4; ++k) {
        dl->AddLine(ImVec2(a.x, a.y + h * static_cast<float>(k) / 4), ImVec2(b.x, a.y + h * static_cast<float>(k) / 4), ink, t);
        dl->AddLine(ImVec2(a.x + w * static_cast<float>(k) / 4, a.y), ImVec2(a.x + w * static_cast<float>(k) / 4, b.y), ink, t);
      }
      break;
    case 3:  // planks: long diagonals
      for (int k = -3; k <= 3; ++k) {
        const float x = a.x + w * static_cast<float>(k) / 3.5f;
        dl->AddLine(ImVec2(x, b.y), ImVec2(x + w, a.y), ink, t);
      }
      break;
    case 4:  // slates: diamonds
      for (int k = -2; k <= 2; ++k) {
        const float x = a.x + w * static_cast<float>(k) / 2;
        dl->AddLine(ImVec2(x, a.y), ImVec2(x + w, b.y), ink, t);
        dl->AddLine(ImVec2(x, b.y), ImVec2(x + w, a.y), ink, t);
      }
      break;
    case 5:  // an awning's stripes
      for (int k = 0; k < 4; k += 2)
        dl->AddRectFilled(ImVec2(a.x + w * static_cast<float>(k) / 4, a.y), ImVec2(a.x + w * static_cast<float>(k + 1) / 4, b.y),
                          with_alpha(ink, 90));
      break;
    default:  // courses of stone, each offset by half a stone
      for (int row = 1; row < 4; ++row) {
        const float y = a.y + h * static_cast<float>(row) / 4;
        dl->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), ink, t);
      }
      for (int row = 0; row < 4; ++row)
        for (int k = 0; k < 3; ++k) {
          const float x = a.x + w * (static_cast<float>(k) + (row % 2 ? 0.25f : 0.75f)) / 3 * 1.0f;
          dl->AddLine(ImVec2(x, a.y + h * static_cast<float>(row) / 4), ImVec2(x, a.y + h * static_cast<float>(row + 1) / 4), ink, t);
        }
      break;
  }
  dl->PopClipRect();
}

// Whether the square next to `s` on screen (dx, dy in squares; the board may be turned) is one
// of `cells`.
bool neighbour_in(const BoardGeometry& g, const Bits& cells, Square s, float dx, float dy) {
  const ImVec2 c = g.square_centre(s);
  const auto n = g.square_at(ImVec2(c.x + dx * g.cell, c.y + dy * g.cell));
  return n && cells.test(*n);
}

}  // namespace

void draw_form_sign(ImDrawList* dl, ImVec2 c, float size, int form, ImU32 ink) {
  const float s = size / 2, t = std::max(1.2f, size * 0.09f);
  switch (form) {
    case 0: {  // house: a gable and a door
      const ImVec2 roof_pts[] = {{c.x, c.y - s * 0.9f}, {c.x + s * 0.85f, c.y - s * 0.1f}, {c.x - s * 0.85f, c.y - s * 0.1f}};
      dl->AddConvexPolyFilled(roof_pts, 3, ink);
      dl->AddRect(ImVec2(c.x - s * 0.6f, c.y - s * 0.15f), ImVec2(c.x + s * 0.6f, c.y + s * 0.8f), ink, 0, 0, t);
      dl->AddRectFilled(ImVec2(c.x - s * 0.18f, c.y + s * 0.25f), ImVec2(c.x + s * 0.18f, c.y + s * 0.8f), ink);
      break;
    }
    case 1:  // farm: a sheaf of three ears of wheat
      for (const float lean : {-0.45f, 0.0f, 0.45f}) {
        const ImVec2 top(c.x + lean * s, c.y - s * 0.55f);
        dl->AddLine(ImVec2(c.x, c.y + s * 0.85f), top, ink, t);
        for (int k = 0; k < 3; ++k) {
          const float y = top.y + s * 0.18f * static_cast<float>(k);
          const float x = top.x + (c.x - top.x) * 0.18f * static_cast<float>(k);
          dl->AddCircleFilled(ImVec2(x - s * 0.1f, y), s * 0.09f, ink, 6);
          dl->AddCircleFilled(ImVec2(x + s * 0.1f, y), s * 0.09f, ink, 6);
        }
      }
      dl->AddLine(ImVec2(c.x - s * 0.3f, c.y + s * 0.35f), ImVec2(c.x + s * 0.3f, c.y + s * 0.35f), ink, t);
      break;
    case 2:  // tavern: a mug with its foam
      dl->AddRectFilled(ImVec2(c.x - s * 0.5f, c.y - s * 0.35f), ImVec2(c.x + s * 0.3f, c.y + s * 0.85f), ink, s * 0.1f);
      dl->PathArcTo(ImVec2(c.x + s * 0.35f, c.y + s * 0.22f), s * 0.32f, -kPi / 2, kPi / 2, 8);
      dl->PathStroke(ink, 0, t * 1.3f);
      for (int k = 0; k < 3; ++k) dl->AddCircleFilled(ImVec2(c.x - s * 0.38f + s * 0.28f * static_cast<float>(k), c.y - s * 0.45f), s * 0.2f, ink, 8);
      break;
    case 3: {  // mill: four sails around a hub
      for (int k = 0; k < 4; ++k) {
        const float a = kPi / 4 + kPi / 2 * static_cast<float>(k);
        const ImVec2 dir(std::cos(a), std::sin(a)), side(-std::sin(a) * s * 0.16f, std::cos(a) * s * 0.16f);
        const ImVec2 p0(c.x + dir.x * s * 0.15f, c.y + dir.y * s * 0.15f), p1(c.x + dir.x * s * 0.95f, c.y + dir.y * s * 0.95f);
        const ImVec2 sail[] = {p0, p1, {p1.x + side.x, p1.y + side.y}, {p0.x + side.x, p0.y + side.y}};
        dl->AddConvexPolyFilled(sail, 4, ink);
      }
      dl->AddCircleFilled(c, s * 0.16f, ink, 8);
      break;
    }
    case 4: {  // smithy: an anvil
      const ImVec2 top[] = {{c.x - s * 0.95f, c.y - s * 0.35f}, {c.x + s * 0.8f, c.y - s * 0.35f}, {c.x + s * 0.8f, c.y},
                            {c.x - s * 0.35f, c.y}};
      dl->AddConvexPolyFilled(top, 4, ink);
      dl->AddRectFilled(ImVec2(c.x - s * 0.2f, c.y), ImVec2(c.x + s * 0.45f, c.y + s * 0.45f), ink);
      dl->AddRectFilled(ImVec2(c.x - s * 0.5f, c.y + s * 0.45f), ImVec2(c.x + s * 0.75f, c.y + s * 0.7f), ink);
      break;
    }
    case 5:  // trade centre: a pair of scales
      dl->AddLine(ImVec2(c.x, c.y - s * 0.85f), ImVec2(c.x, c.y + s * 0.75f), ink, t);
      dl->AddLine(ImVec2(c.x - s * 0.7f, c.y - s * 0.55f), ImVec2(c.x + s * 0.7f, c.y - s * 0.55f), ink, t);
      dl->AddLine(ImVec2(c.x - s * 0.4f, c.y + s * 0.8f), ImVec2(c.x + s * 0.4f, c.y + s * 0.8f), ink, t * 1.4f);
      for (const float side : {-0.7f, 0.7f}) {
        dl->AddLine(ImVec2(c.x + side * s, c.y - s * 0.55f), ImVec2(c.x + side * s - s * 0.25f, c.y + s * 0.1f), ink, t * 0.7f);
        dl->AddLine(ImVec2(c.x + side * s, c.y - s * 0.55f), ImVec2(c.x + side * s + s * 0.25f, c.y + s * 0.1f), ink, t * 0.7f);
        dl->PathArcTo(ImVec2(c.x + side * s, c.y + s * 0.1f), s * 0.28f, 0, kPi, 8);
        dl->PathFillConvex(ink);
      }
      break;
    default: {  // monastery: a bell
      const ImVec2 bell[] = {{c.x - s * 0.22f, c.y - s * 0.6f}, {c.x + s * 0.22f, c.y - s * 0.6f}, {c.x + s * 0.45f, c.y + s * 0.1f},
                             {c.x + s * 0.75f, c.y + s * 0.55f}, {c.x - s * 0.75f, c.y + s * 0.55f}, {c.x - s * 0.45f, c.y + s * 0.1f}};
      dl->AddConvexPolyFilled(bell, 6, ink);
      dl->AddCircleFilled(ImVec2(c.x, c.y - s * 0.62f), s * 0.22f, ink, 8);
      dl->AddCircleFilled(ImVec2(c.x, c.y + s * 0.72f), s * 0.17f, ink, 8);
      break;
    }
  }
}

void draw_building(ImDrawList* dl, const BoardGeometry& g, const Bits& cells, Square first, const BuildingLook& look) {
  const ImU32 fill = building_fill(look.family, look.enclosed);
  const float cell = g.cell, edge = std::max(2.0f, cell * 0.07f), bevel = std::max(1.0f, cell * 0.05f);
  cells.for_each([&](Square s) {
    const ImVec2 a = g.square_min(s), b = g.square_max(s);
    dl->AddRectFilled(a, b, fill);
    if (look.enclosed) roof(dl, a, b, look.form, roof_ink(fill));
  });
  // Lit and shaded edges inside the outline, then the outline: the piece's own edges only.
  cells.for_each([&](Square s) {
    const ImVec2 a = g.square_min(s), b = g.square_max(s);
    const bool up = neighbour_in(g, cells, s, 0, -1), down = neighbour_in(g, cells, s, 0, 1);
    const bool left = neighbour_in(g, cells, s, -1, 0), right = neighbour_in(g, cells, s, 1, 0);
    const float in = edge + bevel / 2;
    if (!up) dl->AddLine(ImVec2(a.x, a.y + in), ImVec2(b.x, a.y + in), shade(fill, 1.35f), bevel);
    if (!left) dl->AddLine(ImVec2(a.x + in, a.y), ImVec2(a.x + in, b.y), shade(fill, 1.35f), bevel);
    if (!down) dl->AddLine(ImVec2(a.x, b.y - in), ImVec2(b.x, b.y - in), shade(fill, 0.6f), bevel);
    if (!right) dl->AddLine(ImVec2(b.x - in, a.y), ImVec2(b.x - in, b.y), shade(fill, 0.6f), bevel);
    const float h = edge / 2;
    if (!up) dl->AddLine(ImVec2(a.x, a.y + h), ImVec2(b.x, a.y + h), kOutline, edge);
    if (!down) dl->AddLine(ImVec2(a.x, b.y - h), ImVec2(b.x, b.y - h), kOutline, edge);
    if (!left) dl->AddLine(ImVec2(a.x + h, a.y), ImVec2(a.x + h, b.y), kOutline, edge);
    if (!right) dl->AddLine(ImVec2(b.x - h, a.y), ImVec2(b.x - h, b.y), kOutline, edge);
  });
  // The sign on the first square; the seal (or, in the colour-blind palette, the kind's letters)
  // on the last one.
  Square last = first;
  cells.for_each([&](Square s) { last = s; });
  const ImU32 ink = family_ink(look.family);
  const ImVec2 sign_at = g.square_centre(first);
  dl->AddCircleFilled(sign_at, cell * 0.34f, with_alpha(shade(fill, 0.8f), 150));
  draw_form_sign(dl, sign_at, cell * 0.5f, look.form, ink);
  const ImVec2 other = g.square_centre(last);
  if (look.seal) wax_seal(dl, other, cell * 0.3f, family_colour(look.family), ink, family_letter_text(translator(), look.family));
  if (const auto at = look.code ? code_square(cells, first, look.seal) : std::nullopt) {
    ImFont* font = ImGui::GetFont();
    const std::string code = form_short(translator(), look.form);
    const float size = cell * 0.32f;
    const ImVec2 centre = g.square_centre(*at);
    const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, code.c_str());
    dl->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), ink, code.c_str());
  }
}

std::optional<Square> code_square(const Bits& cells, Square first, bool seal) {
  Square last = first;
  cells.for_each([&](Square s) { last = s; });
  if (!seal) return last == first ? std::nullopt : std::optional<Square>(last);
  std::optional<Square> free;
  cells.for_each([&](Square s) {
    if (!free && s != first && s != last) free = s;
  });
  return free;
}

void draw_castle_square(ImDrawList* dl, ImVec2 min, ImVec2 max, int floors, int family, int number) {
  const float w = max.x - min.x;
  const ImU32 stone = IM_COL32(168, 162, 150, 255), mortar = IM_COL32(96, 90, 80, 255);
  ImVec2 a = min, b = max;
  // The printed square, then each floor one stone block higher and a little narrower.
  dl->AddRectFilled(a, b, IM_COL32(112, 108, 100, 255), w * 0.06f);
  // The top block is its family's: stone washed with the family's colour, so a castle square
  // reads as red, olive, black or silver at a glance (the floors under it are hidden, as on the
  // table).
  const auto washed = [&](ImU32 colour) {
    const auto channel = [&](int shift) {
      const float v = static_cast<float>((stone >> shift) & 0xFF) * 0.45f + static_cast<float>((colour >> shift) & 0xFF) * 0.55f;
      return static_cast<ImU32>(v) << shift;
    };
    return channel(IM_COL32_R_SHIFT) | channel(IM_COL32_G_SHIFT) | channel(IM_COL32_B_SHIFT) | IM_COL32_A_MASK;
  };
  for (int f = 0; f < floors; ++f) {
    const float step = w * 0.07f;
    const bool top = f == floors - 1 && family >= 0;
    drop_shadow(dl, a, b, w * 0.05f, w * 0.05f);
    bevelled_rect(dl, a, b, top ? washed(family_colour(family)) : stone, w * 0.05f, std::max(1.0f, w * 0.05f));
    // Mortar: one course across and the joints offset per floor.
    const float mid = (a.y + b.y) / 2;
    dl->AddLine(ImVec2(a.x + 2, mid), ImVec2(b.x - 3, mid), mortar, 1.0f);
    const float j = a.x + (b.x - a.x) * (f % 2 ? 0.33f : 0.66f);
    dl->AddLine(ImVec2(j, a.y + 2), ImVec2(j, mid), mortar, 1.0f);
    dl->AddLine(ImVec2(a.x + (b.x - a.x) * (f % 2 ? 0.66f : 0.33f), mid), ImVec2(a.x + (b.x - a.x) * (f % 2 ? 0.66f : 0.33f), b.y - 3),
                mortar, 1.0f);
    a = ImVec2(a.x + step * 0.5f, a.y - step);
    b = ImVec2(b.x - step * 0.5f, b.y - step);
  }
  const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2 + (floors > 0 ? w * 0.07f : 0));
  if (family >= 0) {
    // The top's family: its seal, with the floor's number beside it when a piece is there.
    wax_seal(dl, c, w * (floors > 0 ? 0.24f : 0.3f), family_colour(family), family_ink(family),
             floors > 0 ? std::to_string(floors) : family_letter_text(translator(), family));
    if (floors > 0) {
      ImFont* font = ImGui::GetFont();
      const std::string letter = family_letter_text(translator(), family);
      dl->AddText(font, w * 0.2f, ImVec2(b.x - w * 0.2f, b.y - w * 0.24f), IM_COL32(30, 26, 22, 255), letter.c_str());
    }
  }
  const std::string name = "K" + std::to_string(number);
  dl->AddText(ImGui::GetFont(), w * 0.2f, ImVec2(min.x + 2, min.y + 1 - (floors > 0 ? w * 0.07f * static_cast<float>(floors) : 0)),
              IM_COL32(245, 240, 230, 230), name.c_str());
}

}  // namespace web
