#include "i18n.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace web {

std::string_view language_code(Language language) {
  switch (language) {
    case Language::kFrench: return "fr";
    case Language::kGerman: return "de";
    case Language::kEnglish: break;
  }
  return "en";
}

bool parse_language(std::string_view tag, Language& out) {
  if (tag.size() < 2 || (tag.size() > 2 && tag[2] != '-' && tag[2] != '_')) return false;
  const std::string primary{static_cast<char>(std::tolower(static_cast<unsigned char>(tag[0]))),
                            static_cast<char>(std::tolower(static_cast<unsigned char>(tag[1])))};
  for (Language l : kAllLanguages)
    if (language_code(l) == primary) {
      out = l;
      return true;
    }
  return false;
}

Language pick_language(const std::vector<std::string>& preferred) {
  Language l = Language::kEnglish;
  for (const auto& tag : preferred)
    if (parse_language(tag, l)) return l;
  return Language::kEnglish;
}

void StringTable::merge(StringTable other) { entries_.merge(other.entries_); }

bg::Expected<StringTable> StringTable::parse(std::string_view text) {
  const auto j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return bg::Status::error("a string table is not valid JSON");
  if (!j.is_object()) return bg::Status::error("a string table is a JSON object");
  StringTable table;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!it->is_string()) return bg::Status::error("string table: '" + it.key() + "' is not a text");
    table.entries_.emplace(it.key(), it->get<std::string>());
  }
  return table;
}

const std::string* StringTable::find(std::string_view key) const {
  auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : &it->second;
}

namespace {

using Arg = std::pair<std::string_view, std::string>;

// Whether `value` starts with a vowel sound French elides before ("Anna", "Émile", "Ordinateur";
// an 'h' is left alone: aspirated or not, the name cannot tell).
bool starts_with_vowel(std::string_view value) {
  if (value.empty()) return false;
  if (std::string_view("aeiouAEIOU").find(value[0]) != std::string_view::npos) return true;
  // UTF-8 À Â É È Ê Î Ô Û à â é è ê î ô û (C3 xx)
  return value.size() >= 2 && static_cast<unsigned char>(value[0]) == 0xC3 &&
         std::string_view("\x80\x82\x89\x88\x8A\x8E\x94\x9B\xA0\xA2\xA9\xA8\xAA\xAE\xB4\xBB").find(value[1]) != std::string_view::npos;
}

// "de " or "que " (either case) ending `out` as a word: the 'e ' becomes an apostrophe.
void elide_before(std::string& out) {
  for (const std::string_view word : {std::string_view("de "), std::string_view("que ")}) {
    if (out.size() < word.size()) continue;
    const std::size_t at = out.size() - word.size();
    bool same = true;
    for (std::size_t k = 0; k < word.size(); ++k)
      same = same && (out[at + k] == word[k] || (k == 0 && out[at] == word[0] - 'a' + 'A'));
    const bool word_start = at == 0 || out[at - 1] == ' ' || out[at - 1] == '(' || out[at - 1] == '\n';
    if (same && word_start) {
      out.resize(out.size() - 2);
      out += '\'';
      return;
    }
  }
}

// "de le joueur 3" is "du joueur 3", "à le" "au", "de les" "des", "à les" "aux" (either case):
// a name with its article ("le joueur 3", default_name_in_sentence) after "de " or "à " ending
// `out` as a word. The article is taken off `value` when it contracts.
void contract_before(std::string& out, std::string_view& value) {
  struct Contraction {
    std::string_view word, article, lower, upper;
  };
  static constexpr Contraction kContractions[] = {
      {"de ", "le ", "du ", "Du "}, {"de ", "les ", "des ", "Des "},
      {"\xC3\xA0 ", "le ", "au ", "Au "}, {"\xC3\xA0 ", "les ", "aux ", "Aux "}};
  for (const Contraction& c : kContractions) {
    if (value.substr(0, c.article.size()) != c.article || out.size() < c.word.size()) continue;
    const std::size_t at = out.size() - c.word.size();
    const std::string_view tail = std::string_view(out).substr(at);
    // The word itself, or with its capital ("De", "\u00c0").
    const bool lower = tail == c.word;
    const bool upper = tail == (c.word[0] == 'd' ? std::string_view("De ") : std::string_view("\xC3\x80 "));
    const bool word_start = at == 0 || out[at - 1] == ' ' || out[at - 1] == '(' || out[at - 1] == '\n';
    if ((lower || upper) && word_start) {
      out.resize(at);
      out += lower ? c.lower : c.upper;
      value.remove_prefix(c.article.size());
      return;
    }
  }
}

std::string fill_range(std::string_view text, const Arg* begin, const Arg* end, bool french = false) {
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 1 < text.size() && text[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    if (text[i] == '{') {
      const auto close = text.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view name = text.substr(i + 1, close - i - 1);
        const auto arg = std::find_if(begin, end, [&](const Arg& a) { return a.first == name; });
        if (arg != end) {
          std::string_view value = arg->second;
          if (french && starts_with_vowel(value)) elide_before(out);
          else if (french) contract_before(out, value);
          out += value;
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace

std::string fill(std::string_view text, Args args) { return fill_range(text, args.begin(), args.end()); }

std::vector<std::string> placeholders(std::string_view text) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    const auto close = text.find('}', i);
    if (close == std::string_view::npos) break;
    names.emplace_back(text.substr(i + 1, close - i - 1));
    i = close;
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

bool plural_is_one(Language language, long n) {
  if (language == Language::kFrench) return n == 0 || n == 1 || n == -1;
  return n == 1 || n == -1;
}

Translator::Translator() {
  for (Language l : kAllLanguages)
    for (const TablePart& part : builtin_table_parts(l))
      if (auto table = StringTable::parse(part.json); table.ok())
        tables_[static_cast<std::size_t>(l)].merge(std::move(table.value()));
}

Translator::Translator(std::array<StringTable, kLanguages> tables) : tables_(std::move(tables)) {}

bool Translator::has(std::string_view key) const { return table(language_).find(key) != nullptr; }

const char* Translator::tr(std::string_view key) const {
  if (keys_) {
    const std::string keys_key = std::string(key) + ".keyboard";
    if (const std::string* s = table(language_).find(keys_key)) return s->c_str();
  }
  if (touch_) {
    const std::string touch_key = std::string(key) + ".touch";
    if (const std::string* s = table(language_).find(touch_key)) return s->c_str();
  }
  if (const std::string* s = table(language_).find(key)) return s->c_str();
  if (const std::string* s = table(Language::kEnglish).find(key)) return s->c_str();
  auto it = missing_.find(key);
  if (it == missing_.end()) it = missing_.emplace(std::string(key), "[" + std::string(key) + "]").first;
  return it->second.c_str();
}

std::vector<std::string> Translator::missing_keys() const {
  std::vector<std::string> keys;
  for (const auto& [key, shown] : missing_) keys.push_back(key);
  return keys;
}

std::string Translator::describe(const bg::Status& status) const {
  if (status.ok()) return {};
  const std::string* text = status.code().empty() ? nullptr : table(language_).find("refusal." + status.code());
  if (!text) return status.reason();
  std::vector<Arg> args;
  for (const bg::Arg& a : status.args()) {
    const std::string* word = a.term.empty() ? nullptr : table(language_).find(a.term);
    args.emplace_back(a.name, word ? *word : a.text);
  }
  const bg::Status cause = status.cause();
  const std::string cause_text = describe(cause);
  if (!cause.ok()) args.emplace_back("cause", cause_text);
  return fill_range(*text, args.data(), args.data() + args.size(), language_ == Language::kFrench);
}

std::string Translator::count(std::string_view key, long n, Args args) const {
  const std::string form = std::string(key) + (plural_is_one(language_, n) ? "#one" : "#other");
  std::vector<Arg> all(args.begin(), args.end());
  all.emplace_back("n", std::to_string(n));
  return fill_range(tr(form), all.data(), all.data() + all.size(), language_ == Language::kFrench);
}

std::string Translator::tr(std::string_view key, Args args) const {
  return fill_range(tr(key), args.begin(), args.end(), language_ == Language::kFrench);
}

}  // namespace web
