#include "rules_diagrams.hpp"

namespace web {

void draw_rules_diagram(const std::string&, float) {}

}  // namespace web
