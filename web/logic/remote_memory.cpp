#include "remote_memory.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include <nlohmann/json.hpp>

namespace web::remote {

namespace {

bool broker_text(const std::string& s, std::size_t max) {
  return !s.empty() && s.size() <= max &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}
bool secret_text(const std::string& s) {
  return s.size() >= 32 && s.size() <= 64 &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

}  // namespace

std::string host_memory_key(std::string_view game, std::string_view table_id) {
  return std::string(game) + ".remote." + std::string(table_id);
}

std::string write_host_memory(const HostMemory& memory) {
  nlohmann::json seats = nlohmann::json::array();
  for (const auto& s : memory.seats) seats.push_back({{"seat", s.seat}, {"secret", s.secret}});
  return nlohmann::json{{"v", 1}, {"peer", memory.peer}, {"token", memory.token}, {"seats", seats}}.dump();
}

std::optional<HostMemory> read_host_memory(std::string_view text) {
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object() || j.size() != 4 || j.value("v", 0) != 1) return std::nullopt;
  const auto peer = j.find("peer"), token = j.find("token"), seats = j.find("seats");
  if (peer == j.end() || !peer->is_string() || token == j.end() || !token->is_string() || seats == j.end() || !seats->is_array() ||
      seats->size() > 8)
    return std::nullopt;
  HostMemory memory{peer->get<std::string>(), token->get<std::string>(), {}};
  if (!broker_text(memory.peer, 64) || !broker_text(memory.token, 64)) return std::nullopt;
  std::set<int> taken;
  for (const auto& s : *seats) {
    if (!s.is_object() || s.size() != 2 || !s.contains("seat") || !s["seat"].is_number_integer() || !s.contains("secret") ||
        !s["secret"].is_string())
      return std::nullopt;
    const int seat = s["seat"].get<int>();
    const std::string secret = s["secret"].get<std::string>();
    if (seat < 0 || seat > 7 || !taken.insert(seat).second || !secret_text(secret)) return std::nullopt;
    memory.seats.push_back({seat, secret});
  }
  return memory;
}

namespace {

std::vector<std::string> read_used(const std::optional<std::string>& kept) {
  std::vector<std::string> out;
  if (!kept) return out;
  const nlohmann::json j = nlohmann::json::parse(*kept, nullptr, /*allow_exceptions=*/false);
  if (!j.is_array()) return out;
  for (const auto& v : j)
    if (v.is_string() && v.get<std::string>().size() == 16) out.push_back(v.get<std::string>());
  return out;
}

}  // namespace

std::string used_texts_key(std::string_view game) { return std::string(game) + ".remote.used"; }

// FNV-1a, 64 bits: a name for a text, not a secret (the texts themselves are not kept).
std::string text_digest(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, h >>= 4) out[static_cast<std::size_t>(i)] = kHex[h & 15];
  return out;
}

bool text_used(const std::optional<std::string>& kept, std::string_view text) {
  const std::vector<std::string> used = read_used(kept);
  return std::find(used.begin(), used.end(), text_digest(text)) != used.end();
}

std::string with_text_used(const std::optional<std::string>& kept, std::string_view text) {
  std::vector<std::string> used = read_used(kept);
  const std::string digest = text_digest(text);
  used.erase(std::remove(used.begin(), used.end(), digest), used.end());
  used.push_back(digest);
  if (used.size() > kUsedTextsKept) used.erase(used.begin(), used.end() - static_cast<std::ptrdiff_t>(kUsedTextsKept));
  return nlohmann::json(used).dump();
}

}  // namespace web::remote
