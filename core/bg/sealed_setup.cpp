#include "bg/sealed_setup.hpp"

#include <array>
#include <cstdint>
#include <optional>

#include "bg/refusals.hpp"

namespace bg {

namespace {

constexpr std::string_view kPrefixFixedStream = "s1:";  // read only: every file had one key stream
constexpr std::string_view kPrefix = "s2:";
constexpr std::size_t kNonceBytes = 16;
constexpr std::string_view kSealed = "sealed";
constexpr std::array<std::string_view, 7> kEnvelopeFields = {"format", "version", "options", "seats",
                                                             "actions", "tags",    "result"};
constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::uint64_t kKey = 0x41524b4144494131ull;  // "ARKADIA1"
constexpr std::uint64_t kGolden = 0x9e3779b97f4a7c15ull;

std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The same bytes both ways: XOR with a splitmix64 stream. "s1:" files used the key alone as the
// stream's start; "s2:" files start it from the key and their own nonce, each 8-byte block also
// keyed by the nonce's other half, so two nonces give unrelated streams.
std::string scramble(std::string bytes, std::uint64_t start, std::uint64_t tweak) {
  std::uint64_t state = start;
  for (std::size_t i = 0; i < bytes.size(); i += 8) {
    const std::uint64_t z = mix64((state += kGolden) ^ tweak);
    for (std::size_t k = 0; k < 8 && i + k < bytes.size(); ++k)
      bytes[i + k] = static_cast<char>(static_cast<unsigned char>(bytes[i + k]) ^ static_cast<unsigned char>(z >> (8 * k)));
  }
  return bytes;
}

std::string scramble_fixed(std::string bytes) { return scramble(std::move(bytes), kKey, 0); }
std::string scramble_with(std::string bytes, SealNonce nonce) {
  return scramble(std::move(bytes), mix64(kKey ^ nonce.low) ^ mix64(nonce.high + kGolden), mix64(nonce.high ^ kKey));
}

void put64(std::string& out, std::uint64_t v) {
  for (int k = 0; k < 8; ++k) out += static_cast<char>(v >> (8 * k));
}
std::uint64_t get64(std::string_view in) {
  std::uint64_t v = 0;
  for (int k = 0; k < 8; ++k) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in[static_cast<std::size_t>(k)])) << (8 * k);
  return v;
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

std::string seal(const std::string& json, SealNonce nonce) {
  std::string payload;
  put64(payload, fnv1a(json));
  std::string bytes;
  put64(bytes, nonce.high);
  put64(bytes, nonce.low);
  return std::string(kPrefix) + to_base64(bytes + scramble_with(payload + json, nonce));
}

std::optional<std::string> unseal(std::string_view text) {
  const bool fixed = text.substr(0, kPrefixFixedStream.size()) == kPrefixFixedStream;
  if (!fixed && text.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
  auto bytes = from_base64(text.substr(kPrefix.size()));
  const std::size_t header = fixed ? 0 : kNonceBytes;
  if (!bytes || bytes->size() < header + 8) return std::nullopt;
  const std::string_view all(*bytes);
  const SealNonce nonce{fixed ? 0 : get64(all), fixed ? 0 : get64(all.substr(8))};
  const std::string payload = fixed ? scramble_fixed(std::string(all)) : scramble_with(std::string(all.substr(header)), nonce);
  std::string json = payload.substr(8);
  if (fnv1a(json) != get64(payload)) return std::nullopt;
  return json;
}

bool is_envelope_field(const std::string& key) {
  for (auto f : kEnvelopeFields)
    if (key == f) return true;
  return false;
}

}  // namespace

std::string seal_record_setup(std::string_view record_json, SealNonce nonce) {
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
    if (it.key() == "actions") out[std::string(kSealed)] = seal(hidden.dump(), nonce);
    out[it.key()] = *it;
  }
  if (!out.contains(kSealed)) out[std::string(kSealed)] = seal(hidden.dump(), nonce);
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
