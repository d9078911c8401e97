#include "remote_memory.hpp"

#include <algorithm>
#include <cctype>
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

}  // namespace web::remote
