#include "ladder_results.hpp"

#include <cstdio>
#include <filesystem>
#include <sstream>

#include "bg/json_fields.hpp"

namespace cli {

namespace {

bg::Status bad(const std::string& what) { return bg::Status::error(what); }

std::string hex(std::uint64_t h) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

std::optional<std::uint64_t> from_hex(const std::string& text) {
  if (text.size() != 16) return std::nullopt;
  std::uint64_t h = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0) return std::nullopt;
    h = h << 4 | static_cast<std::uint64_t>(digit);
  }
  return h;
}

bool share(const bg::Json& j) { return j.is_number() && j.get<double>() >= 0 && j.get<double>() <= 1; }

}  // namespace

std::string ladder_game_line(const LadderGameKey& key, const LadderGameResult& result) {
  bg::Json j;
  j["game"] = key.game;
  j["setup"] = key.setup;
  j["seed"] = key.seed;
  j["pair"] = {key.first_listed, key.second_listed};
  j["deal"] = key.deal;
  j["swap"] = key.swap;
  j["shares"] = {result.shares[0], result.shares[1]};
  j["end"] = hex(result.end_hash);
  return j.dump();
}

bg::Expected<std::pair<LadderGameKey, LadderGameResult>> parse_ladder_game_line(const std::string& line) {
  auto parsed = bg::parse_json(line);
  if (!parsed.ok()) return parsed.status();
  const bg::Json& j = parsed.value();
  if (!j.is_object()) return bad("not a JSON object");
  const bg::JsonFields f(j, "");
  if (auto unknown = f.only({"game", "setup", "seed", "pair", "deal", "swap", "shares", "end"}); !unknown.ok())
    return unknown;
  using Type = bg::Json::value_t;
  bg::Status err;
  const bg::Json* game = f.get("game", Type::string, "the game's name", err);
  const bg::Json* setup = f.get("setup", Type::string, "text (the set-up flags)", err);
  const bg::Json* seed = f.get("seed", Type::number_unsigned, "a whole number >= 0", err);
  const bg::Json* pair = f.get("pair", Type::array, "two player kinds", err);
  const bg::Json* deal = f.get("deal", Type::number_integer, "a whole number >= 0", err);
  const bg::Json* swap = f.get("swap", Type::number_integer, "0 or 1", err);
  const bg::Json* shares = f.get("shares", Type::array, "the two seats' shares of the win", err);
  const bg::Json* end = f.get("end", Type::string, "the end state's hash, 16 hex digits", err);
  if (!err.ok()) return err;
  // What the types alone do not say.
  if (game->get_ref<const std::string&>().empty()) return bad("'game' must name the game");
  if (pair->size() != 2 || !(*pair)[0].is_string() || !(*pair)[1].is_string())
    return bad("'pair' must be two player kinds");
  if (deal->get<std::int64_t>() < 0) return bad("'deal' must be a whole number >= 0");
  if (swap->get<std::int64_t>() != 0 && swap->get<std::int64_t>() != 1) return bad("'swap' must be 0 or 1");
  if (shares->size() != 2 || !share((*shares)[0]) || !share((*shares)[1]) ||
      (*shares)[0].get<double>() + (*shares)[1].get<double>() != 1)
    return bad("'shares' must be the two seats' shares of the win, adding up to 1");
  const auto end_hash = from_hex(end->get<std::string>());
  if (!end_hash) return bad("'end' must be the end state's hash, 16 hex digits");
  LadderGameKey key{game->get<std::string>(), setup->get<std::string>(), seed->get<std::uint64_t>(),
                    (*pair)[0].get<std::string>(), (*pair)[1].get<std::string>(), deal->get<long>(),
                    swap->get<int>()};
  LadderGameResult result;
  result.shares[0] = (*shares)[0].get<double>();
  result.shares[1] = (*shares)[1].get<double>();
  result.end_hash = *end_hash;
  return std::make_pair(std::move(key), result);
}

bg::Expected<LadderResults> LadderResults::open(const std::string& path, std::string* dropped) {
  LadderResults results;
  results.path_ = path;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    std::ofstream create(path, std::ios::app);
    if (!create) return bad("cannot write the results file " + path);
    return results;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return bad("cannot read the results file " + path);
  std::stringstream whole;
  whole << in.rdbuf();
  const std::string text = whole.str();
  std::string kept;  // the complete lines, as read
  std::size_t start = 0;
  for (long number = 1; start < text.size(); ++number) {
    const std::size_t newline = text.find('\n', start);
    const std::string line = text.substr(start, newline == std::string::npos ? std::string::npos : newline - start);
    if (newline == std::string::npos) {
      // Cut short while being written: drop it; a complete game there would have its newline.
      if (!parse_ladder_game_line(line).ok()) {
        if (dropped) *dropped = "line " + std::to_string(number) + " of " + path + " was cut short; dropped";
        break;
      }
    }
    start = newline == std::string::npos ? text.size() : newline + 1;
    if (line.empty()) continue;
    auto game = parse_ladder_game_line(line);
    if (!game.ok()) return bad(path + ", line " + std::to_string(number) + ": " + game.reason());
    results.games_[game->first] = game->second;
    kept += line + "\n";
  }
  if (kept.size() != text.size()) {
    // Rewrite without the cut line, so that new games start on a line of their own.
    const std::string temporary = path + ".tmp";
    {
      std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
      out << kept;
      if (!out.flush()) return bad("cannot write " + temporary);
    }
    std::filesystem::rename(temporary, path, ec);
    if (ec) return bad("cannot replace " + path + ": " + ec.message());
  }
  return results;
}

std::optional<LadderGameResult> LadderResults::find(const LadderGameKey& key) const {
  const auto it = games_.find(key);
  if (it == games_.end()) return std::nullopt;
  return it->second;
}

bg::Status LadderResults::add(const LadderGameKey& key, const LadderGameResult& result) {
  const std::lock_guard<std::mutex> lock(mutex_);
  std::ofstream out(path_, std::ios::binary | std::ios::app);
  out << ladder_game_line(key, result) << '\n';
  if (!out.flush()) return bad("cannot write the results file " + path_);
  games_[key] = result;
  return {};
}

}  // namespace cli
