#include "lesson_check_files.hpp"

#include <algorithm>
#include <iostream>

#include "bg/lesson.hpp"
#include "games.hpp"
#include "record_file.hpp"

namespace cli {

int lesson_check_files(const std::vector<std::string>& args, const std::string& game_id) {
  std::vector<std::string> files, options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) != 0) {
      files.push_back(args[i]);
      continue;
    }
    options.push_back(args[i]);
    if (args[i] == "--strict") continue;  // the one flag; every other option has a value
    if (i + 1 < args.size()) options.push_back(args[++i]);
  }
  if (files.empty()) {
    std::cerr << "bg-cli lesson-check: give one or more lesson files\n";
    return 2;
  }
  int worst = 0;
  for (const std::string& file : files) {
    std::string id = game_id;
    if (id.empty()) {
      const auto text = read_record_file(file);
      // A lesson names its game; one that does not (or cannot be read) is refused by the default's reader.
      const std::string fallback = cli_games().default_id();
      id = text.ok() ? bg::lesson_game(text.value()).value_or(fallback) : fallback;
    }
    const CliGame* game = cli_games().find(id);
    int code = 1;
    if (!game) {
      std::cout << file << ": invalid: unknown game '" << id << "' (known: " << cli_games().ids() << ")\n";
    } else if (!game->lesson_check) {
      std::cout << file << ": invalid: " << id << " has no review to judge lessons with\n";
    } else {
      std::vector<std::string> one = options;
      one.push_back(file);
      code = game->lesson_check(one);
    }
    worst = std::max(worst, code);
  }
  return worst;
}

}  // namespace cli
