#include "bg/status.hpp"

namespace bg {

std::string fill_english(std::string_view text, const std::vector<Arg>& args, std::string_view cause) {
  std::string out;
  out.reserve(text.size() + 32);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') {
      out += text[i];
      continue;
    }
    const std::size_t close = text.find('}', i);
    if (close == std::string_view::npos) {
      out += text.substr(i);
      break;
    }
    const std::string_view name = text.substr(i + 1, close - i - 1);
    const Arg* found = nullptr;
    for (const Arg& a : args)
      if (a.name == name) found = &a;
    if (found) out += found->text;
    else if (name == "cause") out += cause;
    else out += text.substr(i, close - i + 1);
    i = close;
  }
  return out;
}

bool placeholders_given(std::string_view text, const std::vector<Arg>& args, bool has_cause) {
  for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    const std::size_t close = text.find('}', open);
    if (close == std::string_view::npos) break;
    const std::string_view name = text.substr(open + 1, close - open - 1);
    bool given = name == "cause" && has_cause;
    for (const Arg& a : args) given |= a.name == name;
    if (!given) return false;
  }
  return true;
}

}  // namespace bg
