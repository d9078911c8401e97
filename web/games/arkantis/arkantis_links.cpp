#include "arkantis_links.hpp"

namespace web {

const LinkOptions<arkantis::ArkantisGame>& arkantis_link_options() {
  static const LinkOptions<arkantis::ArkantisGame> options{{}, {}, {}, {}};
  return options;
}

}  // namespace web
