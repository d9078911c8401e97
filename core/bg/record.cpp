#include "bg/record.hpp"

#include "bg/json_fields.hpp"
#include "bg/refusals.hpp"
#include "bg/sealed_setup.hpp"

namespace bg {


using namespace refusal;

namespace {

Status fail(const RefusalText& text, std::vector<Arg> args = {}) { return Status::refuse(text, std::move(args)); }

}  // namespace

Expected<RecordEnvelope> read_record_envelope(std::string_view text, const RecordSchema& schema) {
  if (text.size() > kMaxRecordBytes) return fail(kRecordTooLarge);
  auto parsed = parse_json(text);
  if (!parsed.ok()) return parsed.status();
  Json& j = parsed.value();
  if (!j.is_object()) return fail(kRecordNotObject);
  if (auto unsealed = unseal_record_setup(j); !unsealed.ok()) return unsealed;
  JsonFields f(j, "");
  std::vector<std::string> known = {"format", "version", "options", "seats"};
  for (const auto& field : schema.setup) known.push_back(field.name);
  for (const char* k : {"actions", "result", "tags"}) known.emplace_back(k);
  if (auto e = f.only(known); !e.ok()) return e;

  const std::string format = schema.game + "-record";
  const std::string quoted_format = "\"" + format + "\"";
  Status err;
  const Json* format_field = f.get("format", Json::value_t::string, quoted_format.c_str(), err);
  const Json* version = f.get("version", Json::value_t::number_integer, "a whole number", err);
  const Json* options = f.get("options", Json::value_t::object, "an object", err);
  const Json* seats = f.get("seats", Json::value_t::array, "an array of names", err);
  RecordEnvelope r;
  for (const auto& field : schema.setup)
    if (const Json* value = f.get(field.name.c_str(), field.type, field.type_name.c_str(), err))
      r.setup.emplace(field.name, *value);
  const Json* actions = f.get("actions", Json::value_t::array, "an array of actions", err);
  const Json* result = f.get("result", Json::value_t::object, "an object", err, false);
  const Json* tags = f.get("tags", Json::value_t::object, "an object of texts", err, false);
  if (!err.ok()) return err;
  if (format_field->get_ref<const std::string&>() != format) return fail(kRecordFormat, {{"format", quoted_format}});
  // Versions at or above 2^63 arrive as unsigned numbers: newer, not negative.
  const std::int64_t current = schema.version;
  const bool newer = version->is_number_unsigned() ? version->get<std::uint64_t>() > static_cast<std::uint64_t>(current)
                                                   : version->get<std::int64_t>() > current;
  r.version = newer ? current + 1 : version->get<std::int64_t>();
  if (r.version < 1 || newer)
    return fail(newer ? kRecordVersionNewer : kRecordVersion, {{"version", version->dump()}, {"current", current}});
  if (tags && r.version < schema.tags_since)
    return fail(kRecordTagsVersion, {{"version", schema.tags_since}});

  r.options = *options;
  r.seats = *seats;
  for (std::size_t i = 0; i < actions->size(); ++i) {
    const Json& a = (*actions)[i];
    if (!a.is_string()) return fail(kRecordActionNotText, {{"n", i + 1}, {"value", describe_json(a)}});
    r.actions.push_back(a.get<std::string>());
  }
  if (tags) {
    if (tags->size() > kMaxTags) return fail(kRecordTooManyTags, {{"max", kMaxTags}});
    for (auto it = tags->begin(); it != tags->end(); ++it) {
      if (it.key().empty() || it.key().size() > kMaxTagKey)
        return fail(kRecordTagName, {{"max", kMaxTagKey}});
      if (!it->is_string() || it->get_ref<const std::string&>().size() > kMaxTagValue)
        return fail(kRecordTagValue, {{"tag", it.key().substr(0, 40)}, {"max", kMaxTagValue}});
      r.tags.emplace(it.key(), it->get<std::string>());
    }
  }
  if (result) {
    JsonFields rf(*result, "result: ");
    if (auto e = rf.only({schema.score_name, "winners"}); !e.ok()) return e;
    const std::string scores_type = "an array of numbers";
    const Json* scores = rf.get(schema.score_name.c_str(), Json::value_t::array, scores_type.c_str(), err);
    if (!err.ok()) return err;
    r.scores.emplace();
    for (const auto& g : *scores) {
      if (!g.is_number_integer()) return fail(kRecordScores, {{"field", schema.score_name}});
      r.scores->push_back(g.get<std::int64_t>());
    }
    // The winners follow from the scores; a reader compares the scores with the replay.
    if (const Json* winners = rf.get("winners", Json::value_t::array, "an array of seats", err, false)) {
      for (const auto& w : *winners) {
        if (!w.is_number_integer() || w.get<std::int64_t>() < 0 || w.get<std::int64_t>() >= 64)
          return fail(kRecordWinners);
        r.winners.push_back(static_cast<int>(w.get<std::int64_t>()));
      }
    }
    if (!err.ok()) return err;
  }
  return r;
}

Expected<std::vector<std::string>> read_seats(const Json& seats, int players) {
  if (!seats.is_array() || seats.size() != static_cast<std::size_t>(players))
    return fail(kRecordSeatCount, {{"players", players}});
  std::vector<std::string> labels;
  for (const auto& s : seats) {
    if (!s.is_string() || s.get_ref<const std::string&>().empty() ||
        s.get_ref<const std::string&>().size() > kMaxSeatLabel)
      return fail(kRecordSeatName);
    labels.push_back(s.get<std::string>());
  }
  return labels;
}

std::string write_record_envelope(const RecordEnvelope& r, const RecordSchema& schema) {
  Json j;
  j["format"] = schema.game + "-record";
  j["version"] = schema.version;
  j["options"] = r.options;
  j["seats"] = r.seats;
  for (const auto& field : schema.setup)
    if (auto it = r.setup.find(field.name); it != r.setup.end()) j[field.name] = it->second;
  auto& actions = j["actions"] = Json::array();
  for (const auto& a : r.actions) actions.push_back(a);
  if (!r.tags.empty()) j["tags"] = r.tags;
  if (r.scores) {
    j["result"][schema.score_name] = *r.scores;
    j["result"]["winners"] = r.winners;
  }
  // Seat labels and tags come from people; without exceptions, nlohmann-json would abort on one
  // that is not UTF-8 instead of writing it with U+FFFD.
  return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::optional<std::string> record_game(std::string_view text) {
  if (text.size() > kMaxRecordBytes) return std::nullopt;
  return named_game(text, "record");
}

}  // namespace bg
