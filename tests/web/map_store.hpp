// The browser's localStorage for the native tests: a map, which can be switched off or filled up.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "saved_games.hpp"

namespace web {

class MapStore final : public KeyValueStore {
 public:
  bool on = true;
  std::size_t capacity = 1 << 20;
  std::map<std::string, std::string> data;
  bool available() const override { return on; }
  std::optional<std::string> get(const std::string& k) const override {
    auto it = data.find(k);
    return it == data.end() ? std::nullopt : std::optional<std::string>(it->second);
  }
  bool set(const std::string& k, const std::string& v) override {
    std::size_t used = 0;
    for (const auto& [key, value] : data)
      if (key != k) used += key.size() + value.size();
    if (!on || used + k.size() + v.size() > capacity) return false;
    data[k] = v;
    return true;
  }
  void remove(const std::string& k) override { data.erase(k); }
  std::vector<std::string> keys() const override {
    std::vector<std::string> out;
    for (const auto& [k, v] : data) out.push_back(k);
    return out;
  }
};

}  // namespace web
