// The subcommands of arkadia-cli. Each returns the process exit code.
#pragma once

#include <string>
#include <vector>

namespace cli {

int play_command(const std::vector<std::string>& args);
int replay_command(const std::vector<std::string>& args);
int bench_command(const std::vector<std::string>& args);
int match_command(const std::vector<std::string>& args);
int bench_ai_command(const std::vector<std::string>& args);

}  // namespace cli
