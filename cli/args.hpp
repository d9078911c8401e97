// Command-line options: "--name value" and "--flag". Small on purpose: the wasm build has no
// exceptions, which rules out the usual option libraries' error handling.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cli {

class Args {
 public:
  // `flags` take no value; `options` take one. Anything else is an error.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& flags,
       const std::set<std::string>& options, int max_positional);

  const std::string& error() const { return error_; }
  bool has(const std::string& flag) const { return flags_.count(flag) > 0; }
  std::optional<std::string> get(const std::string& option) const;
  // The option as a whole number in [lo, hi]; sets error() when it is not one.
  std::optional<long long> get_int(const std::string& option, long long lo, long long hi);
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::set<std::string> flags_;
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
  std::string error_;
};

// "a,b,c" -> {"a", "b", "c"}
std::vector<std::string> split_commas(const std::string& text);

}  // namespace cli
