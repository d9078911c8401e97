// Reading JSON from outside (records, options) without exceptions (the wasm build has none):
// every field is type-checked before it is read, and every refusal says what and where.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bg/status.hpp"

namespace bg {

// JSON objects keep their fields in the order written: records and options read as they were saved.
using Json = nlohmann::ordered_json;

// A short description of a JSON value for messages: never the dump of a huge or deeply nested one.
std::string describe_json(const Json& j);

// The JSON value of `text`, or why it is not JSON (with nlohmann's position and reason).
Expected<Json> parse_json(std::string_view text);

// The game a JSON document names in its "format" field, GAME-KIND ("arkadia" for
// "arkadia-record" with kind "record"); nullopt when the text is not such a JSON object.
std::optional<std::string> named_game(std::string_view text, std::string_view kind);

// Typed field access to one object that explains what is wrong; `where` prefixes messages.
class JsonFields {
 public:
  JsonFields(const Json& object, std::string where) : o_(object), where_(std::move(where)) {}

  // The field, or nullptr: missing (an error in `err` when required) or of another type (an error).
  // The first error is kept. `type_name` says what was expected ("a whole number").
  const Json* get(const char* key, Json::value_t type, const char* type_name, Status& err,
                            bool required = true) const;
  // An error naming the first field that is not one of `keys`.
  Status only(std::initializer_list<const char*> keys) const;
  Status only(const std::vector<std::string>& keys) const;

 private:
  const Json& o_;
  std::string where_;
};

}  // namespace bg
