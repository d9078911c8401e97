#include "source_dir.hpp"

#include <string_view>

namespace tests {

std::string source_dir() { return ARKADIA_SOURCE_DIR; }

std::vector<std::string> game_roots() {
  std::vector<std::string> roots;
  std::string_view list = ARKADIA_GAME_ROOTS;  // "root|root"
  while (!list.empty()) {
    const std::size_t bar = list.find('|');
    roots.emplace_back(list.substr(0, bar));
    list = bar == std::string_view::npos ? std::string_view() : list.substr(bar + 1);
  }
  return roots;
}

}  // namespace tests
