// The page's words in English, French and German. Every text a player reads comes from the
// string tables (compiled into the page), looked up by key: the shell's words in
// web/i18n/<code>.json and each game's own in web/games/GAME/i18n/<code>.json. A text may
// hold named placeholders, "{player} to play.", and a counted text has the forms "key#one" and
// "key#other", chosen by the language's plural rule.
#pragma once

#include <array>
#include <initializer_list>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bg/status.hpp"

namespace web {

enum class Language { kEnglish, kFrench, kGerman };
inline constexpr int kLanguages = 3;
inline constexpr std::array<Language, kLanguages> kAllLanguages = {Language::kEnglish, Language::kFrench,
                                                                  Language::kGerman};

std::string_view language_code(Language language);  // "en", "fr", "de"
// "fr", "fr-CA", "FR" -> French; nullopt-like false when not one of ours.
bool parse_language(std::string_view tag, Language& out);
// The first of the browser's preferred languages (navigator.languages) that the page speaks;
// English when none is.
Language pick_language(const std::vector<std::string>& preferred);

// One language's table: key -> text.
class StringTable {
 public:
  // Reads a table: a JSON object whose values are all strings. Rejects anything else.
  static bg::Expected<StringTable> parse(std::string_view json);
  const std::string* find(std::string_view key) const;
  // Adds the other table's keys (a key both hold keeps this table's text).
  void merge(StringTable other);
  const std::map<std::string, std::string, std::less<>>& entries() const { return entries_; }

 private:
  std::map<std::string, std::string, std::less<>> entries_;
};

using Args = std::initializer_list<std::pair<std::string_view, std::string>>;

// Replaces each "{name}" in `text` by its argument; "{{" writes "{". Unknown names stay visible.
std::string fill(std::string_view text, Args args);

// The placeholders a text uses, sorted: for checking that translations agree.
std::vector<std::string> placeholders(std::string_view text);

// Whether `n` takes the "one" form in the language (English and German: 1; French: 0 and 1).
bool plural_is_one(Language language, long n);

// The tables of all languages and the current one. A key missing from the current language
// falls back to English, and a key missing there shows as "[key]" so it is seen and fixed.
class Translator {
 public:
  // Built from the compiled-in tables (builtin_table_parts, merged); a part that does not parse
  // is left out, which the i18n tests catch.
  Translator();
  // From given tables (tests), in kAllLanguages order.
  explicit Translator(std::array<StringTable, kLanguages> tables);

  Language language() const { return language_; }
  void set_language(Language language) { language_ = language; }
  // On a touch screen a text "KEY.touch", where a table has one, replaces "KEY": the words for a
  // finger instead of a mouse and keys ("tap", not "click").
  bool touch() const { return touch_; }
  void set_touch(bool touch) { touch_ = touch; }
  // While the player plays by keyboard (App::on_key: the arrows, Tab, M or F10 since the last
  // click), "KEY.keyboard", where a table has one, replaces "KEY" (and its touch text): the words
  // for keys ("Space on it", not "click it").
  bool keys() const { return keys_; }
  void set_keys(bool keys) { keys_ = keys; }
  bool has(std::string_view key) const;

  // The text of `key`; the pointer stays valid for the translator's life.
  const char* tr(std::string_view key) const;
  // Filled in as the language writes it: French elides "de" and "que" before a name that starts
  // with a vowel ("d'Anna", "qu'Émile"), and contracts "de" and "à" with a name's article ("du
  // joueur 3", "Au joueur 3"), as the templates cannot know the name.
  std::string tr(std::string_view key, Args args) const;
  // The "#one" or "#other" form of key for count `n`, with "{n}" set to n.
  std::string count(std::string_view key, long n, Args args = {}) const;

  // A refusal in the current language: the text of "refusal.<code>" filled with its arguments
  // (game words translated through their terms, "{cause}" described in turn); the engine's English
  // when the language has no text for the code.
  std::string describe(const bg::Status& status) const;

  const StringTable& table(Language language) const { return tables_[static_cast<std::size_t>(language)]; }
  // The keys asked for that no table holds (each shown as "[key]"), in sorted order.
  std::vector<std::string> missing_keys() const;

 private:
  std::array<StringTable, kLanguages> tables_;
  Language language_ = Language::kEnglish;
  bool touch_ = false;
  bool keys_ = false;
  mutable std::map<std::string, std::string, std::less<>> missing_;  // "[key]" texts handed out
};

// One part of a language's table: the shell's words (web/i18n/<code>.json) or one game's
// (web/games/GAME/i18n/<code>.json). The parts of a language hold no key twice (tests/web).
struct TablePart {
  std::string_view owner;  // "shell" or the game's folder name
  std::string_view json;
};
// The compiled-in parts of each language's table, the shell's first.
std::span<const TablePart> builtin_table_parts(Language language);

}  // namespace web
