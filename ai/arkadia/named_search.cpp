#include "ai/arkadia/named_search.hpp"

#include <charconv>
#include <cstdlib>
#include <string>

#include "ai/arkadia/baselines.hpp"
#include "ai/arkadia/arkadia_levels.hpp"

namespace arkadia_ai {

namespace {

std::optional<SearchSettings> named(std::string_view name) {
  if (auto baseline = baseline_settings(name)) return baseline;
  const auto level = ai::parse_level(name);
  if (!level || *level == ai::Level::kEasy) return std::nullopt;
  return level_settings(*level);
}

// A number >= 0 (strtod: libc++ 14, the wasm build's, has no from_chars for double).
std::optional<double> number(std::string_view text) {
  const std::string copy(text);
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size() || !(value >= 0) || value > 1e7) return std::nullopt;
  return value;
}

// One "key=value" change; false for an unknown key or a bad value.
bool change(SearchSettings& s, std::string_view item) {
  const auto eq = item.find('=');
  if (eq == std::string_view::npos) return false;
  const std::string_view key = item.substr(0, eq);
  const auto value = number(item.substr(eq + 1));
  if (!value) return false;
  const int whole = static_cast<int>(*value);
  const bool is_whole = *value == whole;
  if (key == "exploration") s.exploration = *value;
  else if (key == "widening") s.widening = *value;
  else if (key == "scale" && *value > 0) s.reward_scale = *value;
  else if (key == "prior") s.prior_visits = *value;
  else if (key == "replies" && is_whole && whole <= 8) s.leaf_replies = whole;
  else if (key == "sales" && is_whole && whole <= 1) s.limits.sale_sets = whole == 1;
  else if (key == "playout" && is_whole && whole <= 2 * arkadia::kCastleSquares + 1) s.play_out_from = whole;
  else if (key == "fitted" && is_whole && whole <= 1) s.evaluation = whole ? Evaluation::fitted() : Evaluation::hand_written();
  else if (!is_whole || whole < 1) return false;
  else if (key == "iterations") s.iterations = whole;
  else if (key == "end-iterations") s.end_iterations = whole;
  else if (key == "end-from" && whole <= 2 * arkadia::kCastleSquares + 1) s.end_from = whole;
  else if (key == "moves") s.limits.max_moves = whole;
  else if (key == "shortlist") s.limits.layout_shortlist = whole;
  else if (key == "buildings") s.limits.worker_buildings = whole;
  else if (key == "per-card") s.limits.per_card = whole;
  else if (key == "trees" && whole <= 64) s.trees = whole;
  else return false;
  return true;
}

}  // namespace

std::optional<SearchSettings> parse_search_kind(std::string_view kind) {
  if (const auto at = kind.find('@'); at != std::string_view::npos) {
    auto settings = named(kind.substr(0, at));
    const std::string_view digits = kind.substr(at + 1);
    int iterations = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), iterations);
    if (!settings || digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || iterations < 1 ||
        iterations > 9'999'999)
      return std::nullopt;
    settings->iterations = iterations;
    return settings;
  }
  const auto colon = kind.find(':');
  auto settings = named(kind.substr(0, colon));
  if (!settings || colon == std::string_view::npos) return settings;
  for (std::string_view rest = kind.substr(colon + 1);;) {
    const auto next = rest.find(':');
    if (!change(*settings, rest.substr(0, next))) return std::nullopt;
    if (next == std::string_view::npos) break;
    rest = rest.substr(next + 1);
  }
  return settings;
}

}  // namespace arkadia_ai
