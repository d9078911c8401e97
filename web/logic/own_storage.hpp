// An embedded page keeps its own storage: a board framed by another site (or opened in the
// compact embed mode) must never overwrite, or even show, the player's own games and settings on
// the site itself. Both share the browser's localStorage for the origin, so the embedded page
// sees it through a key prefix of its own.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "saved_games.hpp"

namespace web {

// Every key under `prefix` in the store underneath, and only those.
class PrefixedStore final : public KeyValueStore {
 public:
  PrefixedStore(KeyValueStore& base, std::string prefix) : base_(base), prefix_(std::move(prefix)) {}
  bool available() const override { return base_.available(); }
  std::optional<std::string> get(const std::string& key) const override { return base_.get(prefix_ + key); }
  bool set(const std::string& key, const std::string& value) override { return base_.set(prefix_ + key, value); }
  void remove(const std::string& key) override { base_.remove(prefix_ + key); }
  std::vector<std::string> keys() const override {
    std::vector<std::string> mine;
    for (const std::string& key : base_.keys())
      if (key.rfind(prefix_, 0) == 0) mine.push_back(key.substr(prefix_.size()));
    return mine;
  }

 private:
  KeyValueStore& base_;
  std::string prefix_;
};

// The prefix of an embedded page's keys. No key of the page's own starts with it.
inline constexpr std::string_view kEmbeddedPrefix = "embedded.";

// Whether the page keeps its own storage: when it is framed by another page, or asked for the
// compact embed mode (embed=1) by its link.
bool keeps_own_storage(std::string_view query, bool framed);

}  // namespace web
