#include "odd_sums_links.hpp"

namespace web {

const LinkOptions<toy::ToyGame>& odd_sums_link_options() {
  static const LinkOptions<toy::ToyGame> options{{}, {}, {}, {}};
  return options;
}

}  // namespace web
