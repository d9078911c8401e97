#include "arkadia_colours.hpp"

#include <array>

#include "text.hpp"
#include "theme.hpp"

namespace web {

namespace {

struct FamilyColours {
  std::array<ImU32, 4> fill, ink;
};

constexpr FamilyColours kClassic = {
    {IM_COL32(196, 40, 40, 255), IM_COL32(120, 128, 24, 255), IM_COL32(28, 28, 30, 255), IM_COL32(186, 190, 198, 255)},
    {IM_COL32_WHITE, IM_COL32_WHITE, IM_COL32_WHITE, IM_COL32(20, 20, 20, 255)},
};

// Okabe and Ito's colour-blind-safe set: vermillion, blue, black and light grey.
constexpr FamilyColours kColourBlind = {
    {IM_COL32(213, 94, 0, 255), IM_COL32(0, 114, 178, 255), IM_COL32(20, 20, 20, 255), IM_COL32(200, 200, 200, 255)},
    {IM_COL32_WHITE, IM_COL32_WHITE, IM_COL32_WHITE, IM_COL32(20, 20, 20, 255)},
};

const FamilyColours& families_now() { return palette() == Palette::kColourBlind ? kColourBlind : kClassic; }

}  // namespace

ImU32 family_colour(int family) { return families_now().fill[static_cast<std::size_t>(family & 3)]; }
ImU32 family_ink(int family) { return families_now().ink[static_cast<std::size_t>(family & 3)]; }
std::string family_label(int family) { return tr("family.label." + std::to_string(family & 3)); }

}  // namespace web
