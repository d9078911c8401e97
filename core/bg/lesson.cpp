#include "bg/lesson.hpp"

#include <cmath>

#include "bg/json_fields.hpp"
#include "bg/record.hpp"
#include "bg/refusals.hpp"

namespace bg {

using namespace refusal;

namespace {

constexpr const char* kLanguages[] = {"en", "fr", "de"};

// A per-language text field: an object of non-empty strings under known languages, "en" required.
Expected<LessonText> read_text(const Json& object, const char* field) {
  LessonText text;
  for (auto it = object.begin(); it != object.end(); ++it) {
    if (std::find(std::begin(kLanguages), std::end(kLanguages), it.key()) == std::end(kLanguages))
      return Status::refuse(kLessonLanguage, {{"field", field}, {"lang", it.key().substr(0, 16)}});
    if (!it->is_string() || it->get_ref<const std::string&>().empty())
      return Status::refuse(kLessonEmptyText, {{"field", field}, {"lang", it.key()}});
    text.emplace(it.key(), it->get<std::string>());
  }
  if (!text.count("en")) return Status::refuse(kLessonNoEnglish, {{"field", field}});
  return text;
}

// A file name relative to the lesson: no scheme, no absolute path, no way up.
bool is_relative_name(const std::string& name) {
  return !name.empty() && name.size() <= 256 && name.front() != '/' && name.find("://") == std::string::npos &&
         name.find('\\') == std::string::npos && name.find("..") == std::string::npos;
}

}  // namespace

std::vector<std::string> split_decision(std::string_view answer) {
  std::vector<std::string> actions;
  for (std::string_view rest = answer;;) {
    const auto semicolon = rest.find(';');
    std::string_view part = rest.substr(0, semicolon);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    actions.emplace_back(part);
    if (semicolon == std::string_view::npos) return actions;
    rest = rest.substr(semicolon + 1);
  }
}

Expected<LessonFields> read_lesson_fields(std::string_view text) {
  if (text.size() > kMaxRecordBytes) return Status::refuse(kLessonTooLarge);
  auto parsed = parse_json(text);
  if (!parsed.ok()) return parsed.status();
  const Json& j = parsed.value();
  if (!j.is_object()) return Status::refuse(kLessonNotObject);
  JsonFields f(j, "");
  if (auto e = f.only({"game", "title", "record", "start", "question", "explanation", "answers", "judge", "next"});
      !e.ok())
    return e;
  Status err;
  const Json* game = f.get("game", Json::value_t::string, "a game's id", err);
  const Json* title = f.get("title", Json::value_t::object, "an object of texts by language", err, false);
  const Json* record = f.get("record", Json::value_t::object, "a game record (an object)", err);
  const Json* start = f.get("start", Json::value_t::number_integer, "a whole number", err);
  const Json* question = f.get("question", Json::value_t::object, "an object of texts by language", err);
  const Json* explanation = f.get("explanation", Json::value_t::object, "an object of texts by language", err);
  const Json* answers = f.get("answers", Json::value_t::array, "an array of actions", err, false);
  const Json* judge = f.get("judge", Json::value_t::object, "an object", err, false);
  const Json* next = f.get("next", Json::value_t::string, "a file name", err, false);
  if (!err.ok()) return err;

  LessonFields lesson;
  lesson.game = game->get<std::string>();
  lesson.record = record->dump();
  // Numbers at or above 2^63 arrive unsigned: out of range all the same.
  lesson.start = start->is_number_unsigned() && start->get<std::uint64_t>() > 1'000'000'000 ? 1'000'000'000
                                                                                            : start->get<long>();
  for (auto [json, field, out] : {std::tuple{title, "title", &lesson.title},
                                  std::tuple{question, "question", &lesson.question},
                                  std::tuple{explanation, "explanation", &lesson.explanation}}) {
    if (!json) continue;
    auto read = read_text(*json, field);
    if (!read.ok()) return read.status();
    *out = std::move(read.value());
  }
  if ((answers == nullptr) == (judge == nullptr))
    return Status::refuse(kLessonJudgeOrAnswers, {{"got", answers ? "both" : "neither"}});
  if (answers) {
    if (answers->empty()) return Status::refuse(kLessonNoAnswers);
    for (std::size_t i = 0; i < answers->size(); ++i) {
      const Json& a = (*answers)[i];
      if (!a.is_string() || a.get_ref<const std::string&>().empty())
        return Status::refuse(kLessonAnswerText, {{"n", i + 1}});
      lesson.answers.push_back(a.get<std::string>());
    }
  } else {
    JsonFields jf(*judge, "judge: ");
    if (auto e = jf.only({"margin"}); !e.ok()) return e;
    const auto margin = judge->find("margin");
    if (margin == judge->end()) return Status::refuse(kFieldMissing, {{"where", "judge: "}, {"field", "margin"}});
    if (!margin->is_number() || !std::isfinite(margin->get<double>()) || margin->get<double>() < 0)
      return Status::refuse(kLessonMargin, {{"value", describe_json(*margin)}});
    lesson.margin = margin->get<double>();
  }
  if (next) {
    lesson.next = next->get<std::string>();
    if (!is_relative_name(lesson.next)) return Status::refuse(kLessonNext, {{"next", lesson.next.substr(0, 64)}});
  }
  return lesson;
}

std::optional<std::string> lesson_game(std::string_view text) {
  if (text.size() > kMaxRecordBytes || text.find('\0') != std::string_view::npos) return std::nullopt;
  const Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  const auto game = j.find("game");
  if (game == j.end() || !game->is_string()) return std::nullopt;
  return game->get<std::string>();
}

}  // namespace bg
