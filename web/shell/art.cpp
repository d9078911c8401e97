#include "art.hpp"

#include <algorithm>
#include <cmath>

#include "theme.hpp"

namespace web {

namespace {

constexpr float kPi = 3.14159265f;

unsigned channel(ImU32 c, int shift) { return (c >> shift) & 0xFFu; }

void ellipse_filled(ImDrawList* dl, ImVec2 c, float rx, float ry, ImU32 colour) {
  ImVec2 points[16];
  for (int i = 0; i < 16; ++i) {
    const float a = 2 * kPi * static_cast<float>(i) / 16;
    points[i] = ImVec2(c.x + std::cos(a) * rx, c.y + std::sin(a) * ry);
  }
  dl->AddConvexPolyFilled(points, 16, colour);
}

}  // namespace

ImU32 shade(ImU32 colour, float k) {
  const auto part = [&](int shift) {
    const float v = static_cast<float>(channel(colour, shift));
    const float out = k <= 1.0f ? v * k : v + (255.0f - v) * std::min(1.0f, k - 1.0f);
    return static_cast<unsigned>(std::clamp(out, 0.0f, 255.0f)) << shift;
  };
  return part(IM_COL32_R_SHIFT) | part(IM_COL32_G_SHIFT) | part(IM_COL32_B_SHIFT) | (colour & IM_COL32_A_MASK);
}

ImU32 with_alpha(ImU32 colour, int alpha) {
  return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(alpha, 0, 255)) << IM_COL32_A_SHIFT);
}

void drop_shadow(ImDrawList* dl, ImVec2 min, ImVec2 max, float rounding, float depth) {
  // Two layers: a wide faint one and a close darker one read as a soft edge without blur.
  dl->AddRectFilled(ImVec2(min.x + depth * 0.5f, min.y + depth * 0.8f), ImVec2(max.x + depth, max.y + depth * 1.2f),
                    IM_COL32(0, 0, 0, 40), rounding + depth * 0.5f);
  dl->AddRectFilled(ImVec2(min.x + depth * 0.3f, min.y + depth * 0.4f), ImVec2(max.x + depth * 0.5f, max.y + depth * 0.6f),
                    IM_COL32(0, 0, 0, 70), rounding);
}

void bevelled_rect(ImDrawList* dl, ImVec2 min, ImVec2 max, ImU32 fill, float rounding, float edge) {
  // The face once and its edges as lines: one layer of fill (software WebGL pays per pixel).
  dl->AddRectFilled(min, max, fill, rounding);
  const float t = edge * 0.5f, r = rounding;
  dl->AddLine(ImVec2(min.x + r, min.y + t), ImVec2(max.x - r, min.y + t), shade(fill, 1.22f), edge);
  dl->AddLine(ImVec2(min.x + t, min.y + r), ImVec2(min.x + t, max.y - r), shade(fill, 1.22f), edge);
  dl->AddLine(ImVec2(min.x + r, max.y - t), ImVec2(max.x - r, max.y - t), shade(fill, 0.62f), edge);
  dl->AddLine(ImVec2(max.x - t, min.y + r), ImVec2(max.x - t, max.y - r), shade(fill, 0.62f), edge);
}

void wax_seal(ImDrawList* dl, ImVec2 centre, float radius, ImU32 fill, ImU32 ink, const std::string& mark) {
  dl->AddCircleFilled(ImVec2(centre.x + radius * 0.12f, centre.y + radius * 0.16f), radius * 1.02f, IM_COL32(0, 0, 0, 80));
  // The scalloped rim: small discs around a slightly smaller one.
  const int bumps = 10;
  for (int i = 0; i < bumps; ++i) {
    const float a = 2 * kPi * static_cast<float>(i) / bumps;
    dl->AddCircleFilled(ImVec2(centre.x + std::cos(a) * radius * 0.8f, centre.y + std::sin(a) * radius * 0.8f), radius * 0.24f,
                        fill, 10);
  }
  dl->AddCircleFilled(centre, radius * 0.86f, fill);
  // A dark edge and a light halo, so a seal stands out on its own colour and on a dark panel.
  dl->AddCircle(centre, radius * 1.08f, IM_COL32(250, 240, 220, 150), 0, std::max(1.0f, radius * 0.07f));
  dl->AddCircle(centre, radius * 1.02f, IM_COL32(20, 16, 12, 170), 0, std::max(1.0f, radius * 0.06f));
  // The pressed ring: dark above, light below, as a stamp leaves it.
  dl->PathArcTo(centre, radius * 0.62f, kPi * 0.75f, kPi * 1.75f, 12);
  dl->PathStroke(shade(fill, 0.6f), 0, std::max(1.0f, radius * 0.1f));
  dl->PathArcTo(centre, radius * 0.62f, -kPi * 0.25f, kPi * 0.75f, 12);
  dl->PathStroke(shade(fill, 1.35f), 0, std::max(1.0f, radius * 0.1f));
  if (!mark.empty()) {
    ImFont* font = ImGui::GetFont();
    const float size = radius * 0.95f;
    const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, mark.c_str());
    dl->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), ink, mark.c_str());
  }
}

void card_back(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x, h = max.y - min.y, r = std::min(w, h) * 0.08f;
  const ImU32 ground = IM_COL32(52, 66, 92, 255), line = IM_COL32(96, 118, 150, 255), gold = IM_COL32(214, 178, 96, 255);
  dl->AddRectFilled(min, max, IM_COL32(236, 226, 200, 255), r);
  const float m = std::max(2.0f, std::min(w, h) * 0.07f);
  const ImVec2 a(min.x + m, min.y + m), b(max.x - m, max.y - m);
  dl->AddRectFilled(a, b, ground, r * 0.6f);
  dl->PushClipRect(a, b, true);
  const float step = std::max(6.0f, std::min(w, h) * 0.22f);
  for (float x = a.x - (b.y - a.y); x < b.x; x += step) {
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), line, 1.0f);
    dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), line, 1.0f);
  }
  dl->PopClipRect();
  const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2);
  const float e = std::min(b.x - a.x, b.y - a.y) * 0.28f;
  dl->AddCircleFilled(c, e, ground);
  dl->AddCircle(c, e, gold, 0, std::max(1.0f, e * 0.15f));
  dl->AddCircleFilled(c, e * 0.35f, gold);
  dl->AddRect(min, max, IM_COL32(60, 46, 30, 255), r, 0, 1.0f);
}

void coin(ImDrawList* dl, ImVec2 centre, float radius) {
  dl->AddCircleFilled(ImVec2(centre.x + radius * 0.12f, centre.y + radius * 0.15f), radius, IM_COL32(0, 0, 0, 80));
  dl->AddCircleFilled(centre, radius, IM_COL32(176, 132, 40, 255));
  dl->AddCircleFilled(ImVec2(centre.x - radius * 0.06f, centre.y - radius * 0.06f), radius * 0.8f, IM_COL32(232, 192, 84, 255));
  dl->AddCircle(centre, radius * 0.55f, IM_COL32(176, 132, 40, 255), 0, std::max(1.0f, radius * 0.12f));
}

void figure(ImDrawList* dl, ImVec2 base, float height, ImU32 fill) {
  const float s = height;
  const ImU32 edge = IM_COL32(25, 22, 20, 255);
  ellipse_filled(dl, ImVec2(base.x + s * 0.06f, base.y - s * 0.02f), s * 0.34f, s * 0.09f, IM_COL32(0, 0, 0, 90));
  // The body: shoulders, arms held out a little, a wide foot.
  const ImVec2 body[] = {
      {base.x - s * 0.16f, base.y - s * 0.66f}, {base.x + s * 0.16f, base.y - s * 0.66f}, {base.x + s * 0.34f, base.y - s * 0.46f},
      {base.x + s * 0.30f, base.y - s * 0.36f}, {base.x + s * 0.24f, base.y},          {base.x - s * 0.24f, base.y},
      {base.x - s * 0.30f, base.y - s * 0.36f}, {base.x - s * 0.34f, base.y - s * 0.46f},
  };
  dl->AddConvexPolyFilled(body, 8, fill);
  dl->AddPolyline(body, 8, edge, ImDrawFlags_Closed, std::max(1.0f, s * 0.045f));
  // The light side of the body.
  dl->AddLine(ImVec2(base.x - s * 0.13f, base.y - s * 0.6f), ImVec2(base.x - s * 0.19f, base.y - s * 0.08f), shade(fill, 1.4f),
              std::max(1.0f, s * 0.05f));
  const ImVec2 head(base.x, base.y - s * 0.8f);
  dl->AddCircleFilled(head, s * 0.17f, fill);
  dl->AddCircle(head, s * 0.17f, edge, 0, std::max(1.0f, s * 0.045f));
  dl->AddCircleFilled(ImVec2(head.x - s * 0.05f, head.y - s * 0.05f), s * 0.05f, shade(fill, 1.45f));
}

void draw_cursor_ring(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  dl->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), IM_COL32(20, 20, 24, 230), 3.0f, 0, 5.0f);
  dl->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), ImGui::GetColorU32(kGold), 3.0f, 0, 3.0f);
}

}  // namespace web
