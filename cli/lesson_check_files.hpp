// `lesson-check FILE...`: each lesson checked by the game its "game" field names (or --game's),
// one after the other; the exit status is the worst of them.
#pragma once

#include <string>
#include <vector>

namespace cli {

// `game_id`: the game --game named, or empty to follow each lesson's own.
int lesson_check_files(const std::vector<std::string>& args, const std::string& game_id);

}  // namespace cli
