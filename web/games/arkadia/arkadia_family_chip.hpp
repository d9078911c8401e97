// Arkadia's family chip: the family's colour, its letter in the corner (colour-blind safety) and
// a number (seals, values, supplies).
#pragma once

#include <string>

namespace web {

void family_chip(int family, const std::string& number, float size = 26.0f);
// A family's wax seal (its letter in it) and a number beside it: the seals a player holds, a
// family's value.
void seal_chip(int family, const std::string& number, float size = 26.0f);

}  // namespace web
