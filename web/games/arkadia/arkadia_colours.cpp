#include "arkadia_colours.hpp"

#include <array>

#include "arkadia_family_palette.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

ImU32 family_colour(int family) { return to_imgui(family_colours(palette()).fill[static_cast<std::size_t>(family & 3)]); }
ImU32 family_ink(int family) { return to_imgui(family_colours(palette()).ink[static_cast<std::size_t>(family & 3)]); }
std::string family_label(int family) { return tr("arkadia.family.label." + std::to_string(family & 3)); }

}  // namespace web
