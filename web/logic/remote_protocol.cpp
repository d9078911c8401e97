#include "remote_protocol.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "bg/json_fields.hpp"
#include "bg/refusals.hpp"
#include "match.hpp"
#include "remote_refusals.hpp"

namespace web::remote {

namespace {

using bg::Json;
namespace rf = web::remote::refusal;

constexpr std::size_t kMaxCodeBytes = 80;
constexpr std::size_t kMaxTemplateBytes = 400;
constexpr std::size_t kMaxArgs = 16;
constexpr int kMaxCauseDepth = 4;
constexpr std::size_t kMaxSecretBytes = 128;

// Text cut from the outside may end inside a UTF-8 sequence; such bytes are replaced, never fatal.
std::string dump(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

// Reads the fields of one message object; the first problem is kept and later reads return
// defaults, so a reader reads every field and checks the status once.
class Fields {
 public:
  explicit Fields(const Json& o) : o_(o) {}
  bg::Status status() const { return err_; }

  const Json* find(const char* key) {
    const auto it = o_.find(key);
    if (it == o_.end()) {
      fail(key, "present");
      return nullptr;
    }
    return &*it;
  }
  void fail(const char* key, const char* what) {
    if (err_.ok()) err_ = bg::Status::refuse(rf::kRemoteField, {{"field", key}, {"what", what}});
  }
  void fail(bg::Status why) {
    if (err_.ok()) err_ = std::move(why);
  }

  std::int64_t whole(const char* key, std::int64_t min, std::int64_t max) {
    const Json* j = find(key);
    if (!j) return min;
    return whole_value(*j, key, min, max);
  }
  std::int64_t whole_value(const Json& j, const char* key, std::int64_t min, std::int64_t max) {
    const bool fits = j.is_number_integer() &&
                      !(j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) &&
                      j.get<std::int64_t>() >= min && j.get<std::int64_t>() <= max;
    if (!fits) {
      fail(key, "a whole number in range");
      return min;
    }
    return j.get<std::int64_t>();
  }
  int small(const char* key, std::int64_t min, std::int64_t max) { return static_cast<int>(whole(key, min, max)); }

  std::string text(const char* key, std::size_t max_bytes, bool may_be_empty = false) {
    const Json* j = find(key);
    return j ? text_value(*j, key, max_bytes, may_be_empty) : std::string();
  }
  std::string text_value(const Json& j, const char* key, std::size_t max_bytes, bool may_be_empty) {
    if (!j.is_string() || j.get_ref<const std::string&>().size() > max_bytes ||
        (!may_be_empty && j.get_ref<const std::string&>().empty())) {
      fail(key, may_be_empty ? "a text" : "a text that is not empty");
      return {};
    }
    return j.get<std::string>();
  }

  bool has(const char* key) const { return o_.contains(key); }

  bool flag(const char* key) {
    const Json* j = find(key);
    if (!j) return false;
    if (!j->is_boolean()) {
      fail(key, "true or false");
      return false;
    }
    return j->get<bool>();
  }

  const Json* list(const char* key, std::size_t max_items) {
    const Json* j = find(key);
    if (!j) return nullptr;
    if (!j->is_array() || j->size() > max_items) {
      fail(key, "a list of the right length");
      return nullptr;
    }
    return j;
  }

  void only(std::initializer_list<const char*> keys) {
    for (auto it = o_.begin(); it != o_.end(); ++it)
      if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }) && err_.ok())
        err_ = bg::Status::refuse(bg::refusal::kFieldUnknown, {{"where", ""}, {"field", it.key().substr(0, 40)}});
  }

 private:
  const Json& o_;
  bg::Status err_;
};

// ---- Refusals on the wire ----

RefusalWire read_refusal(const Json& j, Fields& outer, int depth) {
  RefusalWire wire;
  if (!j.is_object() || depth > kMaxCauseDepth) {
    outer.fail("refusal", "a refusal object");
    return wire;
  }
  Fields f(j);
  f.only({"code", "english", "args", "cause"});
  wire.code = f.text("code", kMaxCodeBytes, true);
  wire.english = f.text("english", kMaxTemplateBytes);
  if (const Json* args = f.list("args", kMaxArgs)) {
    for (const Json& a : *args) {
      if (!a.is_object()) {
        f.fail("args", "a list of {name, text, term}");
        break;
      }
      Fields af(a);
      af.only({"name", "text", "term"});
      wire.args.push_back({af.text("name", 40), af.text("text", kMaxTemplateBytes, true), af.text("term", kMaxCodeBytes, true)});
      f.fail(af.status());
    }
  }
  if (const auto cause = j.find("cause"); cause != j.end() && !cause->is_null())
    wire.cause.push_back(read_refusal(*cause, f, depth + 1));
  outer.fail(f.status());
  // Building the Status asserts that every placeholder has its argument: a refusal that does not
  // is refused here rather than trusted.
  std::vector<bg::Arg> args;
  for (const auto& a : wire.args) args.emplace_back(a.name, a.text, a.term);
  if (outer.status().ok() && !bg::placeholders_given(wire.english, args, !wire.cause.empty()))
    outer.fail("refusal", "a template with all of its arguments");
  return wire;
}

Json write_refusal(const RefusalWire& wire) {
  Json j = Json::object();
  j["code"] = wire.code;
  j["english"] = wire.english;
  j["args"] = Json::array();
  for (const auto& a : wire.args) j["args"].push_back(Json{{"name", a.name}, {"text", a.text}, {"term", a.term}});
  j["cause"] = wire.cause.empty() ? Json() : write_refusal(wire.cause.front());
  return j;
}

// ---- Each message ----

constexpr std::array<std::string_view, 3> kOccupants = {"here", "friend", "computer"};

std::string language_of(Fields& f) {
  std::string language = f.text("language", 2);
  if (language != "en" && language != "fr" && language != "de") f.fail("language", "\"en\", \"fr\" or \"de\"");
  return language;
}

std::string secret_of(Fields& f) {
  std::string secret = f.text("secret", kMaxSecretBytes);
  if (!std::all_of(secret.begin(), secret.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }))
    f.fail("secret", "lower-case hexadecimal");
  return secret;
}

std::vector<std::string> texts(Fields& f, const char* key, std::size_t max_items, std::size_t max_bytes) {
  std::vector<std::string> out;
  if (const Json* list = f.list(key, max_items))
    for (const Json& item : *list) {
      out.push_back(f.text_value(item, key, max_bytes, false));
      if (!f.status().ok()) break;
    }
  return out;
}

// A chat line's body (the guest's "chat", the host's "chat-line"): the seat and one of a reaction
// and a text, each checked (remote_chat.hpp).
ChatLine chat_line(Fields& f) {
  f.only({"v", "type", "seat", "reaction", "text"});
  ChatLine m;
  m.seat = f.small("seat", 0, kMaxSeats - 1);
  if (f.has("reaction")) m.reaction = f.text("reaction", kMaxMessageBytes, true);
  if (f.has("text")) m.text = f.text("text", kMaxMessageBytes, true);
  if (f.status().ok() && f.has("reaction") == f.has("text")) f.fail("reaction", "a reaction or a text, one of the two");
  if (f.status().ok()) f.fail(check_chat_line(m));
  return m;
}

template <class Message>
bg::Expected<Message> finish(Fields& f, Message message) {
  if (!f.status().ok()) return f.status();
  return message;
}

bg::Expected<GuestMessage> read_guest(std::string_view type, const Json& j) {
  Fields f(j);
  if (type == "join") {
    f.only({"v", "type", "seat", "secret", "language", "device", "device_name", "take_over"});
    Join m{f.small("seat", 0, kMaxSeats - 1), secret_of(f), language_of(f), {}, {}, false};
    if (f.status().ok() && m.secret.size() < 32) f.fail("secret", "at least 32 hexadecimal digits (128 bits)");
    if (f.has("device")) {
      m.device = f.text("device", kMaxDeviceBytes);
      if (!std::all_of(m.device.begin(), m.device.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-'; }))
        f.fail("device", "digits, lower-case letters or '-'");
    }
    if (f.has("device_name")) {
      m.device_name = f.text("device_name", kMaxDeviceNameBytes);
      if (std::any_of(m.device_name.begin(), m.device_name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; }))
        f.fail("device_name", "a text without control characters");
    }
    if (f.has("take_over")) m.take_over = f.flag("take_over");
    return finish<GuestMessage>(f, m);
  }
  if (type == "act") {
    f.only({"v", "type", "seat", "seen", "actions"});
    Act m{f.small("seat", 0, kMaxSeats - 1), f.small("seen", 0, kMaxCount), texts(f, "actions", kMaxActions, kMaxActionBytes)};
    if (f.status().ok() && m.actions.empty()) f.fail("actions", "a list of at least one action");
    return finish<GuestMessage>(f, m);
  }
  if (type == "undo") {
    f.only({"v", "type", "seat", "seen", "count"});
    return finish<GuestMessage>(f, Undo{f.small("seat", 0, kMaxSeats - 1), f.small("seen", 0, kMaxCount), f.small("count", 1, kMaxCount)});
  }
  if (type == "take-back") {
    f.only({"v", "type", "seat", "seen"});
    return finish<GuestMessage>(f, TakeBack{f.small("seat", 0, kMaxSeats - 1), f.small("seen", 0, kMaxCount)});
  }
  if (type == "chat") return finish<GuestMessage>(f, chat_line(f));
  if (type == "watch") {
    f.only({"v", "type", "secret", "language"});
    Watch m{secret_of(f), language_of(f)};
    if (f.status().ok() && m.secret.size() < 32) f.fail("secret", "at least 32 hexadecimal digits (128 bits)");
    return finish<GuestMessage>(f, m);
  }
  if (type == "features") {
    f.only({"v", "type", "names"});
    Features m{texts(f, "names", kMaxFeatures, kMaxFeatureBytes)};
    for (const std::string& name : m.names)
      if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-'; }))
        f.fail("names", "names of digits, lower-case letters or '-'");
    return finish<GuestMessage>(f, m);
  }
  f.only({"v", "type", "t"});
  return finish<GuestMessage>(f, Ping{f.whole("t", 0, kMaxTime)});
}

bg::Expected<HostMessage> read_host(std::string_view type, const Json& j) {
  Fields f(j);
  if (type == "welcome") {
    f.only({"v", "type", "game", "options", "names", "seat", "host", "colours", "default_names"});
    Welcome m;
    m.game = f.text("game", 40);
    m.options = f.text("options", 4096);
    m.names = texts(f, "names", kMaxSeats, kMaxNameBytes);
    m.seat = f.small("seat", kWatcherSeat, kMaxSeats - 1);
    m.host = f.text("host", kMaxNameBytes);
    if (const Json* colours = f.list("colours", kMaxSeats))
      for (const Json& c : *colours) m.colours.push_back(static_cast<int>(f.whole_value(c, "colours", 0, kMaxColour)));
    if (f.status().ok() && (m.names.empty() || m.seat >= static_cast<int>(m.names.size())))
      f.fail("seat", "one of the names' seats");
    if (const Json* defaults = f.list("default_names", kMaxSeats))
      for (const Json& d : *defaults) {
        m.default_names.push_back(f.text_value(d, "default_names", 20, true));
        if (!m.default_names.back().empty() && !is_default_name(m.default_names.back())) f.fail("default_names", "a page's default name or \"\"");
      }
    if (f.status().ok() && m.colours.size() != m.names.size()) f.fail("colours", "one colour per seat");
    if (f.status().ok() && m.default_names.size() != m.names.size()) f.fail("default_names", "one per seat");
    return finish<HostMessage>(f, m);
  }
  if (type == "state") {
    f.only({"v", "type", "played", "view", "first", "views", "log", "log_first", "can_undo", "can_take_back"});
    StateUpdate m;
    m.played = f.small("played", 0, kMaxCount);
    m.view = f.text("view", kMaxMessageBytes);
    m.first = f.small("first", 0, kMaxCount);
    m.views = texts(f, "views", kMaxLogEntries, kMaxMessageBytes);
    if (f.status().ok() && (m.first > m.played || static_cast<int>(m.views.size()) != m.played - m.first))
      f.fail("views", "one view per position from first to played");
    if (const Json* log = f.list("log", kMaxLogEntries)) {
      for (const Json& line : *log) {
        if (!line.is_object()) {
          f.fail("log", "a list of {seat, action}");
          break;
        }
        Fields lf(line);
        lf.only({"seat", "action"});
        m.log.push_back({lf.small("seat", 0, kMaxSeats - 1), lf.text("action", kMaxActionBytes)});
        f.fail(lf.status());
        if (!f.status().ok()) break;
      }
    }
    m.can_undo = f.flag("can_undo");
    m.can_take_back = f.flag("can_take_back");
    if (f.has("log_first")) {
      m.log_first = f.small("log_first", 1, kMaxCount);
      if (f.status().ok() && m.log_first > m.first) f.fail("log_first", "at most first");
    }
    if (f.status().ok() && static_cast<int>(m.log.size()) != m.played - m.log_first)
      f.fail("log", m.log_first == 0 ? "one entry per action played" : "one entry per action played from log_first on");
    return finish<HostMessage>(f, m);
  }
  if (type == "refused") {
    f.only({"v", "type", "request", "refusal"});
    Refused m;
    m.request = f.text("request", 20, true);
    if (const Json* r = f.find("refusal")) m.refusal = read_refusal(*r, f, 0);
    return finish<HostMessage>(f, m);
  }
  if (type == "seats") {
    f.only({"v", "type", "seats"});
    Seats m;
    if (const Json* list = f.list("seats", kMaxSeats)) {
      for (const Json& s : *list) {
        if (!s.is_object()) {
          f.fail("seats", "a list of seats");
          break;
        }
        Fields sf(s);
        sf.only({"occupant", "joined", "connected", "away", "computer_plays"});
        SeatStatus status;
        const std::string occupant = sf.text("occupant", 10);
        const auto it = std::find(kOccupants.begin(), kOccupants.end(), occupant);
        if (it == kOccupants.end()) sf.fail("occupant", "\"here\", \"friend\" or \"computer\"");
        else status.occupant = static_cast<Occupant>(it - kOccupants.begin());
        status.joined = sf.flag("joined");
        status.connected = sf.flag("connected");
        status.away = sf.flag("away");
        status.computer_plays = sf.flag("computer_plays");
        m.seats.push_back(status);
        f.fail(sf.status());
        if (!f.status().ok()) break;
      }
    }
    return finish<HostMessage>(f, m);
  }
  if (type == "end") {
    f.only({"v", "type", "record"});
    return finish<HostMessage>(f, End{f.text("record", kMaxMessageBytes)});
  }
  if (type == "chat-line") return finish<HostMessage>(f, chat_line(f));
  f.only({"v", "type", "t"});
  return finish<HostMessage>(f, Pong{f.whole("t", 0, kMaxTime)});
}

constexpr std::array<std::string_view, 8> kGuestTypes = {"join", "act", "undo", "take-back", "ping", "chat", "features", "watch"};
constexpr std::array<std::string_view, 7> kHostTypes = {"welcome", "state", "refused", "seats", "end", "pong", "chat-line"};

template <std::size_t N>
bool listed(const std::array<std::string_view, N>& types, std::string_view type) {
  return std::find(types.begin(), types.end(), type) != types.end();
}

// The envelope every message shares: size, JSON object, version, a type this side receives.
// On success `object` is the message and `type` its type.
template <std::size_t N, std::size_t M>
bg::Status read_envelope(std::string_view text, const std::array<std::string_view, N>& ours,
                         const std::array<std::string_view, M>& theirs, Json& object, std::string& type) {
  if (text.size() > kMaxMessageBytes) return bg::Status::refuse(rf::kRemoteTooLarge, {{"max", kMaxMessageBytes}});
  auto parsed = bg::parse_json(text);
  if (!parsed.ok()) return parsed.status();
  object = std::move(parsed.value());
  if (!object.is_object()) return bg::Status::refuse(rf::kRemoteNotObject);
  if (const auto t = object.find("type"); t != object.end() && t->is_string() && t->get_ref<const std::string&>().size() <= 20)
    type = t->get<std::string>();
  Fields f(object);
  const std::int64_t version = f.whole("v", 0, kMaxCount);
  if (!f.status().ok()) return f.status();
  if (version != kProtocolVersion)
    return bg::Status::refuse(rf::kRemoteVersion, {{"version", std::to_string(version)}, {"ours", kProtocolVersion}});
  (void)f.text("type", 20);
  if (!f.status().ok()) return f.status();
  if (listed(theirs, type)) return bg::Status::refuse(rf::kRemoteWrongWay, {{"type", type}});
  if (!listed(ours, type)) return bg::Status::refuse(rf::kRemoteType, {{"type", type}});
  return {};
}

Json envelope(std::string_view type) {
  Json j = Json::object();
  j["v"] = kProtocolVersion;
  j["type"] = std::string(type);
  return j;
}

}  // namespace

namespace {

// The length of the well-formed UTF-8 sequence at `s` (RFC 3629, as nlohmann-json reads it), 0
// when there is none.
std::size_t utf8_sequence(std::string_view s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const auto in = [&](std::size_t i, unsigned lo, unsigned hi) { return i < s.size() && byte(i) >= lo && byte(i) <= hi; };
  const unsigned c = byte(0);
  if (c <= 0x7F) return 1;
  if (c >= 0xC2 && c <= 0xDF) return in(1, 0x80, 0xBF) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return in(1, lo, hi) && in(2, 0x80, 0xBF) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return in(1, lo, hi) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

// At most `max` bytes of `text` as well-formed UTF-8: a byte that is not becomes '?' (a refusal
// may quote what a peer sent), and no sequence is cut.
std::string cut(const std::string& text, std::size_t max) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence(std::string_view(text).substr(i));
    if (out.size() + std::max<std::size_t>(n, 1) > max) break;
    if (n == 0) out += '?', i += 1;
    else out.append(text, i, n), i += n;
  }
  return out;
}

RefusalWire wire_of(const bg::Status& refusal, int depth) {
  RefusalWire wire;
  wire.code = cut(refusal.code(), kMaxCodeBytes);
  wire.english = cut(refusal.english_template(), kMaxTemplateBytes);
  for (const bg::Arg& a : refusal.args()) {
    if (wire.args.size() == kMaxArgs) break;
    wire.args.push_back({cut(a.name, 40), cut(a.text, kMaxTemplateBytes), cut(a.term, kMaxCodeBytes)});
  }
  const bg::Status cause = refusal.cause();
  if (!cause.ok() && depth < kMaxCauseDepth) wire.cause.push_back(wire_of(cause, depth + 1));
  // What was cut to fit may have lost a placeholder's argument: then the English words alone.
  std::vector<bg::Arg> args;
  for (const auto& a : wire.args) args.emplace_back(a.name, a.text, a.term);
  if (!bg::placeholders_given(wire.english, args, !wire.cause.empty()))
    return RefusalWire{"", "{text}", {{"text", cut(refusal.reason(), kMaxTemplateBytes), ""}}, {}};
  return wire;
}

}  // namespace

// Cut to what read_host_message takes, so every refusal the host sends is read.
RefusalWire to_wire(const bg::Status& refusal) { return refusal.ok() ? RefusalWire{} : wire_of(refusal, 0); }

bg::Status from_wire(const RefusalWire& wire) {
  std::vector<bg::Arg> args;
  for (const auto& a : wire.args) args.emplace_back(a.name, a.text, a.term);
  const bg::Status cause = wire.cause.empty() ? bg::Status() : from_wire(wire.cause.front());
  // A wire read by read_host_message has every argument; one built otherwise might not.
  if (!bg::placeholders_given(wire.english, args, !cause.ok())) return bg::Status::error(wire.english);
  return bg::Status::refuse(bg::RefusalText{wire.code, wire.english}, std::move(args), &cause);
}

ReadGuest read_guest_message(std::string_view text) {
  Json object;
  std::string type;
  if (auto envelope_ok = read_envelope(text, kGuestTypes, kHostTypes, object, type); !envelope_ok.ok())
    return {type, envelope_ok};
  return {type, read_guest(type, object)};
}

ReadHost read_host_message(std::string_view text) {
  Json object;
  std::string type;
  if (auto envelope_ok = read_envelope(text, kHostTypes, kGuestTypes, object, type); !envelope_ok.ok())
    return {type, envelope_ok};
  return {type, read_host(type, object)};
}

std::string_view type_name(const GuestMessage& message) { return kGuestTypes[message.index()]; }
std::string_view type_name(const HostMessage& message) { return kHostTypes[message.index()]; }

namespace {

void put(Json& j, const Join& m) {
  j["seat"] = m.seat;
  j["secret"] = m.secret;
  j["language"] = m.language;
  if (!m.device.empty()) j["device"] = m.device;
  if (!m.device_name.empty()) j["device_name"] = m.device_name;
  if (m.take_over) j["take_over"] = true;
}
void put(Json& j, const Act& m) {
  j["seat"] = m.seat;
  j["seen"] = m.seen;
  j["actions"] = m.actions;
}
void put(Json& j, const Undo& m) {
  j["seat"] = m.seat;
  j["seen"] = m.seen;
  j["count"] = m.count;
}
void put(Json& j, const TakeBack& m) {
  j["seat"] = m.seat;
  j["seen"] = m.seen;
}
void put(Json& j, const Ping& m) { j["t"] = m.t; }
void put(Json& j, const Features& m) { j["names"] = m.names; }
void put(Json& j, const Watch& m) {
  j["secret"] = m.secret;
  j["language"] = m.language;
}
void put(Json& j, const Welcome& m) {
  j["game"] = m.game;
  j["options"] = m.options;
  j["names"] = m.names;
  j["seat"] = m.seat;
  j["host"] = m.host;
  j["colours"] = m.colours;
  j["default_names"] = m.default_names;
}
void put(Json& j, const StateUpdate& m) {
  j["played"] = m.played;
  j["view"] = m.view;
  j["first"] = m.first;
  j["views"] = m.views;
  j["log"] = Json::array();
  for (const LogLine& line : m.log) j["log"].push_back(Json{{"seat", line.seat}, {"action", line.action}});
  if (m.log_first > 0) j["log_first"] = m.log_first;
  j["can_undo"] = m.can_undo;
  j["can_take_back"] = m.can_take_back;
}
void put(Json& j, const Refused& m) {
  j["request"] = m.request;
  j["refusal"] = write_refusal(m.refusal);
}
void put(Json& j, const Seats& m) {
  j["seats"] = Json::array();
  for (const SeatStatus& s : m.seats)
    j["seats"].push_back(Json{{"occupant", std::string(kOccupants[static_cast<std::size_t>(s.occupant)])},
                              {"joined", s.joined},
                              {"connected", s.connected},
                              {"away", s.away},
                              {"computer_plays", s.computer_plays}});
}
void put(Json& j, const End& m) { j["record"] = m.record; }
void put(Json& j, const Pong& m) { j["t"] = m.t; }
void put(Json& j, const ChatLine& m) {
  j["seat"] = m.seat;
  if (!m.reaction.empty()) j["reaction"] = m.reaction;
  if (!m.text.empty()) j["text"] = m.text;
}

}  // namespace

std::string write(const GuestMessage& message) {
  Json j = envelope(type_name(message));
  std::visit([&](const auto& m) { put(j, m); }, message);
  return dump(j);
}

std::string write(const HostMessage& message) {
  Json j = envelope(type_name(message));
  std::visit([&](const auto& m) { put(j, m); }, message);
  return dump(j);
}

}  // namespace web::remote
