#include "bg/json_fields.hpp"

#include "bg/refusals.hpp"

#include <algorithm>

namespace bg {


namespace {

// What a field should have been, with a term the page can translate ("a square like \"g5\"" ->
// "bg.json.type.a_square_like_g5"); a quoted literal is not a term.
Arg type_arg(Json::value_t, const char* type_name) {
  std::string name(type_name);
  if (name.empty() || name[0] == '"') return Arg("type", name);
  std::string term = "bg.json.type.";
  for (char c : name) {
    const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (word) term += c;
    else if (term.back() != '_' && term.back() != '.') term += '_';
  }
  if (term.back() == '_') term.pop_back();
  return Arg("type", name, term);
}

// Collects nlohmann's parse error message without exceptions.
struct ParseErrorCatcher : nlohmann::json_sax<Json> {
  std::string message;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) override {
    message = ex.what();
    if (auto close = message.find("] "); message.rfind("[json.exception", 0) == 0 && close != std::string::npos)
      message = message.substr(close + 2);
    return false;
  }
};

}  // namespace

std::string describe_json(const Json& j) {
  if (j.is_string()) {
    const auto& s = j.get_ref<const std::string&>();
    return "\"" + (s.size() > 40 ? s.substr(0, 40) + "..." : s) + "\"";
  }
  if (j.is_number() || j.is_boolean() || j.is_null()) return j.dump();
  return std::string("an ") + j.type_name();
}

Expected<Json> parse_json(std::string_view text) {
  // nlohmann-json would call a NUL byte the end of the input; say what it is.
  if (const auto nul = text.find('\0'); nul != std::string_view::npos)
    return Status::refuse(refusal::kJsonNul, {{"byte", nul + 1}});
  Json j = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    // Parsed again only to say where and why it is not JSON.
    ParseErrorCatcher catcher;
    Json::sax_parse(text, &catcher);
    return Status::refuse(refusal::kJsonSyntax, {{"detail", catcher.message}});
  }
  return j;
}

std::optional<std::string> named_game(std::string_view text, std::string_view kind) {
  if (text.find('\0') != std::string_view::npos) return std::nullopt;
  const Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  auto it = j.find("format");
  if (it == j.end() || !it->is_string()) return std::nullopt;
  const std::string& format = it->get_ref<const std::string&>();
  const std::string suffix = "-" + std::string(kind);
  if (format.size() <= suffix.size() || format.compare(format.size() - suffix.size(), suffix.size(), suffix) != 0)
    return std::nullopt;
  return format.substr(0, format.size() - suffix.size());
}

const Json* JsonFields::get(const char* key, Json::value_t type, const char* type_name, Status& err,
                            bool required) const {
  auto it = o_.find(key);
  if (it == o_.end()) {
    if (required && err.ok()) err = Status::refuse(refusal::kFieldMissing, {{"where", where_}, {"field", key}});
    return nullptr;
  }
  const bool matches = type == Json::value_t::number_integer ? it->is_number_integer() : it->type() == type;
  if (!matches) {
    if (err.ok()) err = Status::refuse(refusal::kFieldType, {{"where", where_}, {"field", key}, type_arg(type, type_name)});
    return nullptr;
  }
  return &*it;
}

Status JsonFields::only(std::initializer_list<const char*> keys) const {
  for (auto it = o_.begin(); it != o_.end(); ++it) {
    bool known = false;
    for (auto k : keys) known |= it.key() == k;
    if (!known) return Status::refuse(refusal::kFieldUnknown, {{"where", where_}, {"field", it.key()}});
  }
  return {};
}

Status JsonFields::only(const std::vector<std::string>& keys) const {
  for (auto it = o_.begin(); it != o_.end(); ++it)
    if (std::find(keys.begin(), keys.end(), it.key()) == keys.end())
      return Status::refuse(refusal::kFieldUnknown, {{"where", where_}, {"field", it.key()}});
  return {};
}

}  // namespace bg
