#include "arkadia_links.hpp"

#include <algorithm>

#include "arkadia/geometry.hpp"

namespace web {

namespace {

using arkadia::GameOptions;

bool allowed_lot(std::optional<arkadia::Square> sq) {
  const auto corners = arkadia::allowed_lot_corners();
  return sq && std::find(corners.begin(), corners.end(), *sq) != corners.end();
}

bool from_link(const std::string& name, const std::string& value, GameOptions& o, std::string& allowed) {
  if (name == "setup") {
    if (value != "standard" && value != "beginner") return false;
    o.beginner = value == "beginner";
    return true;
  }
  if (name == "lot") {
    const auto sq = arkadia::parse_square(value);
    if (!allowed_lot(sq)) {
      allowed = arkadia::allowed_lot_corners_text();
      return false;
    }
    o.lot_corner = *sq;
    return true;
  }
  if (name == "mirror") return parse_flag(value, o.allow_mirror);
  if (name == "strict") return parse_flag(value, o.strict_screens);
  return true;
}

bg::Status from_message(const std::string& name, const nlohmann::json& value, GameOptions& o) {
  if (name == "setup") {
    if (!value.is_string() || (value != "standard" && value != "beginner"))
      return bg::Status::error("'setup' must be \"standard\" or \"beginner\"");
    o.beginner = value == "beginner";
  } else if (name == "lot") {
    const auto sq = value.is_string() ? arkadia::parse_square(value.get_ref<const std::string&>()) : std::nullopt;
    if (!allowed_lot(sq))
      return bg::Status::error("'lot' must be one of the castle lot's positions: " + arkadia::allowed_lot_corners_text());
    o.lot_corner = *sq;
  } else if (name == "mirror" || name == "strict") {
    if (!value.is_boolean()) return bg::Status::error("'" + name + "' must be true or false");
    (name == "mirror" ? o.allow_mirror : o.strict_screens) = value.get<bool>();
  }
  return {};
}

// A beginner game has its fixed lot, whatever the link said.
void finish(GameOptions& o) {
  if (o.beginner) o.lot_corner = arkadia::kBeginnerLotCorner;
}

}  // namespace

const LinkOptions<arkadia::ArkadiaGame>& arkadia_link_options() {
  static const LinkOptions<arkadia::ArkadiaGame> options{{"setup", "lot", "mirror", "strict"}, from_link, from_message, finish};
  return options;
}

}  // namespace web
