// The source tree, for the tests that read its files (the lessons, old records, the page's own
// sources). Its path is compiled into source_dir.cpp alone, a library of its own, so that the
// clone's folder name changes no other file's compile: ccache then hits from any clone, and the
// test files compiled in batches (cmake/unity_tests.cmake) are the same text everywhere.
#pragma once

#include <string>
#include <vector>

namespace tests {

std::string source_dir();
// Every folder games are found in: the source tree, then each of ARKADIA_MORE_GAMES
// (cmake/games.cmake), so that a check over "every game's folder" meets the games added there.
std::vector<std::string> game_roots();

}  // namespace tests
