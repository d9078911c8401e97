#include "args.hpp"

#include <charconv>

namespace cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& flags,
           const std::set<std::string>& options, int max_positional) {
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a.rfind("--", 0) != 0) {
      if (static_cast<int>(positional_.size()) >= max_positional) {
        error_ = "unexpected argument '" + a + "'";
        return;
      }
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2), value;
    const bool inline_value = name.find('=') != std::string::npos;
    if (inline_value) {
      value = name.substr(name.find('=') + 1);
      name = name.substr(0, name.find('='));
    }
    if (flags.count(name) && !inline_value) {
      flags_.insert(name);
    } else if (options.count(name)) {
      if (!inline_value) {
        if (i + 1 >= argv.size()) {
          error_ = "--" + name + " needs a value";
          return;
        }
        value = argv[++i];
      }
      values_[name] = value;
    } else {
      error_ = "unknown option '--" + name + "'";
      return;
    }
  }
}

std::optional<std::string> Args::get(const std::string& option) const {
  auto it = values_.find(option);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::optional<long long> Args::get_int(const std::string& option, long long lo, long long hi) {
  auto text = get(option);
  if (!text) return std::nullopt;
  long long v = 0;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
  if (ec != std::errc() || end != text->data() + text->size() || v < lo || v > hi) {
    if (error_.empty())
      error_ = "--" + option + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    return std::nullopt;
  }
  return v;
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    out.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

}  // namespace cli
