#include "source_dir.hpp"

namespace tests {

std::string source_dir() { return ARKADIA_SOURCE_DIR; }

}  // namespace tests
