#include "bg/sealed_setup.hpp"

#include <array>
#include <cstdint>
#include <optional>

#include "bg/refusals.hpp"

namespace bg {

namespace {

constexpr std::string_view kPrefix = "s1:";
constexpr std::string_view kSealed = "sealed";
constexpr std::array<std::string_view, 7> kEnvelopeFields = {"format", "version", "options", "seats",
                                                             "actions", "tags",    "result"};
constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// The same bytes both ways: XOR with a splitmix64 stream from a fixed key.
std::string scramble(std::string bytes) {
  std::uint64_t state = 0x41524b4144494131ull;  // "ARKADIA1"
  for (std::size_t i = 0; i < bytes.size(); i += 8) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    for (std::size_t k = 0; k < 8 && i + k < bytes.size(); ++k)
      bytes[i + k] = static_cast<char>(static_cast<unsigned char>(bytes[i + k]) ^ static_cast<unsigned char>(z >> (8 * k)));
  }
  return bytes;
}

std::string to_base64(std::string_view bytes) {
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    buffer = (buffer << 8) | c;
    bits += 8;
    while (bits >= 6) out += kBase64[(buffer >> (bits -= 6)) & 63u];
  }
  if (bits > 0) out += kBase64[(buffer << (6 - bits)) & 63u];
  while (out.size() % 4 != 0) out += '=';
  return out;
}

std::optional<std::string> from_base64(std::string_view text) {
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] != '='; ++i) {
    const auto digit = kBase64.find(text[i]);
    if (digit == std::string_view::npos) return std::nullopt;
    buffer = (buffer << 6) | static_cast<std::uint32_t>(digit);
    bits += 6;
    if (bits >= 8) out += static_cast<char>((buffer >> (bits -= 8)) & 0xffu);
  }
  for (; i < text.size(); ++i)
    if (text[i] != '=') return std::nullopt;
  return out;
}

// A check on the sealed text, so that an edited one is refused rather than read wrong.
std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

std::string seal(const std::string& json) {
  std::string payload(8, '\0');
  const std::uint64_t check = fnv1a(json);
  for (int k = 0; k < 8; ++k) payload[static_cast<std::size_t>(k)] = static_cast<char>(check >> (8 * k));
  return std::string(kPrefix) + to_base64(scramble(payload + json));
}

std::optional<std::string> unseal(std::string_view text) {
  if (text.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
  auto bytes = from_base64(text.substr(kPrefix.size()));
  if (!bytes || bytes->size() < 8) return std::nullopt;
  const std::string payload = scramble(std::move(*bytes));
  std::uint64_t check = 0;
  for (int k = 0; k < 8; ++k) check |= static_cast<std::uint64_t>(static_cast<unsigned char>(payload[static_cast<std::size_t>(k)])) << (8 * k);
  std::string json = payload.substr(8);
  if (fnv1a(json) != check) return std::nullopt;
  return json;
}

bool is_envelope_field(const std::string& key) {
  for (auto f : kEnvelopeFields)
    if (key == f) return true;
  return false;
}

}  // namespace

std::string seal_record_setup(std::string_view record_json) {
  auto parsed = parse_json(record_json);
  if (!parsed.ok() || !parsed.value().is_object() || parsed.value().contains(kSealed)) return std::string(record_json);
  Json record = std::move(parsed.value());
  Json hidden = Json::object();
  Json open = Json::object();
  for (auto it = record.begin(); it != record.end(); ++it) {
    if (is_envelope_field(it.key())) open[it.key()] = *it;
    else hidden[it.key()] = *it;
  }
  if (auto tags = open.find("tags"); tags != open.end() && tags->is_object() && tags->contains("seed")) {
    hidden["tags"]["seed"] = (*tags)["seed"];
    tags->erase("seed");
    if (tags->empty()) open.erase("tags");
  }
  // The set-up's place in the file, before the actions.
  Json out = Json::object();
  for (auto it = open.begin(); it != open.end(); ++it) {
    if (it.key() == "actions") out[std::string(kSealed)] = seal(hidden.dump());
    out[it.key()] = *it;
  }
  if (!out.contains(kSealed)) out[std::string(kSealed)] = seal(hidden.dump());
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

Status unseal_record_setup(Json& record) {
  const auto sealed = record.find(kSealed);
  if (sealed == record.end()) return {};
  if (!sealed->is_string()) return Status::refuse(refusal::kFieldType, {{"where", ""}, {"field", "sealed"}, {"type", "a text"}});
  const auto json = unseal(sealed->get_ref<const std::string&>());
  if (!json) return Status::refuse(refusal::kRecordSealed);
  auto hidden = parse_json(*json);
  if (!hidden.ok() || !hidden.value().is_object()) return Status::refuse(refusal::kRecordSealed);
  record.erase(std::string(kSealed));
  for (auto it = hidden.value().begin(); it != hidden.value().end(); ++it) {
    if (it.key() == "tags" && it->is_object()) {
      Json& tags = record["tags"];
      if (!tags.is_object()) tags = Json::object();
      for (auto tag = it->begin(); tag != it->end(); ++tag) {
        if (tags.contains(tag.key())) return Status::refuse(refusal::kRecordSealedTwice, {{"field", "tags: " + tag.key()}});
        tags[tag.key()] = *tag;
      }
      continue;
    }
    if (record.contains(it.key()) || is_envelope_field(it.key()))
      return Status::refuse(refusal::kRecordSealedTwice, {{"field", it.key()}});
    record[it.key()] = *it;
  }
  return {};
}

}  // namespace bg
