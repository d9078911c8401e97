#include "browser.hpp"

#include <emscripten/emscripten.h>

#include <cstdlib>

#include "nlohmann/json.hpp"

namespace web {

namespace {

// Each returns a malloc'd UTF-8 string (freed here) or null.
EM_JS(char*, js_storage_get, (const char* key), { return Module['pageStorage'].get(UTF8ToString(key)); });
EM_JS(int, js_storage_set, (const char* key, const char* value),
      { return Module['pageStorage'].set(UTF8ToString(key), UTF8ToString(value)); });
EM_JS(void, js_storage_remove, (const char* key), { Module['pageStorage'].remove(UTF8ToString(key)); });
EM_JS(char*, js_storage_keys, (), { return Module['pageStorage'].keys(); });
EM_JS(int, js_storage_available, (), { return Module['pageStorage'].available(); });
EM_JS(void, js_download, (const char* name, const char* text),
      { Module['pageDownload'](UTF8ToString(name), UTF8ToString(text)); });
EM_JS(void, js_pick_file, (), { Module['pagePickFile'](); });
EM_JS(void, js_post_to_parent, (const char* json), { Module['pagePostToParent'](UTF8ToString(json)); });
EM_JS(int, js_is_embedded, (), { return Module['pageIsEmbedded']() ? 1 : 0; });
EM_JS(char*, js_local_date_time, (double ms, const char* language), {
  try {
    return Module['pageString'](new Date(ms).toLocaleString(UTF8ToString(language), {dateStyle: 'medium', timeStyle: 'short'}));
  } catch (e) { return Module['pageString'](new Date(ms).toISOString().slice(0, 16).replace('T', ' ')); }
});
EM_JS(char*, js_page_query, (), { return Module['pageString'](String(location.search)); });
EM_JS(char*, js_languages, (), {
  var list = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || "en"];
  return Module['pageString'](JSON.stringify(Array.prototype.slice.call(list, 0, 16)));
});
EM_JS(void, js_fetch_record, (const char* url), { Module['pageFetchRecord'](UTF8ToString(url)); });
EM_JS(void, js_fetch_lesson, (const char* url), { Module['pageFetchRecord'](UTF8ToString(url), 'page_fetched_lesson'); });
EM_JS(void, js_embed_ready, (const char* origins), { Module['pageEmbedReady'](UTF8ToString(origins)); });
EM_JS(double, js_date_now, (), { return Date.now(); });
EM_JS(void, js_open_game_page, (const char* id), {
  var from = new URLSearchParams(location.search), to = new URLSearchParams();
  if (from.get('lang')) to.set('lang', from.get('lang'));
  to.set('game', UTF8ToString(id));
  location.search = '?' + to.toString();
});
EM_JS(void, js_set_document_language, (const char* code), { Module['pageSetLanguage'](UTF8ToString(code)); });
EM_JS(void, js_announce, (const char* text), { Module['pageAnnounce'](UTF8ToString(text)); });
EM_JS(void, js_position_text, (const char* json, int shown), { Module['pagePositionText'](UTF8ToString(json), shown !== 0); });
EM_JS(void, js_help_text, (const char* json), { Module['pageHelpText'](UTF8ToString(json)); });
EM_JS(void, js_controls, (const char* json), { Module['pageControls'](UTF8ToString(json)); });
EM_JS(void, js_set_title, (const char* text, const char* words), { Module['pageSetTitle'](UTF8ToString(text), UTF8ToString(words)); });
EM_JS(void, js_move_entry, (const char* json), { Module['pageMoveEntry'].show(UTF8ToString(json)); });
EM_JS(void, js_focus_move_entry, (), { Module['pageMoveEntry'].focus(); });
EM_JS(int, js_move_entry_focused, (), {
  var e = document.activeElement;
  return e && e.id === 'move-text' ? 1 : 0;
});

std::optional<std::string> take(char* s) {
  if (!s) return std::nullopt;
  std::string out(s);
  std::free(s);
  return out;
}

}  // namespace

bool BrowserStore::available() const { return js_storage_available() != 0; }
std::optional<std::string> BrowserStore::get(const std::string& key) const { return take(js_storage_get(key.c_str())); }
bool BrowserStore::set(const std::string& key, const std::string& value) {
  return js_storage_set(key.c_str(), value.c_str()) != 0;
}
void BrowserStore::remove(const std::string& key) { js_storage_remove(key.c_str()); }
std::vector<std::string> BrowserStore::keys() const {
  std::vector<std::string> out;
  const auto text = take(js_storage_keys());
  if (!text) return out;
  const auto j = nlohmann::json::parse(*text, nullptr, false);
  if (!j.is_array()) return out;
  for (const auto& k : j)
    if (k.is_string()) out.push_back(k.get<std::string>());
  return out;
}

void download_file(const std::string& file_name, const std::string& text) { js_download(file_name.c_str(), text.c_str()); }
void pick_file_to_import() { js_pick_file(); }
void post_to_parent(const std::string& json) { js_post_to_parent(json.c_str()); }
bool is_embedded() { return js_is_embedded() != 0; }
std::string page_query() { return take(js_page_query()).value_or(""); }

std::vector<std::string> preferred_languages() {
  std::vector<std::string> out;
  const auto text = take(js_languages());
  const auto j = nlohmann::json::parse(text.value_or("[]"), nullptr, false);
  if (!j.is_array()) return out;
  for (const auto& l : j)
    if (l.is_string() && l.get_ref<const std::string&>().size() < 40) out.push_back(l.get<std::string>());
  return out;
}

void fetch_record(const std::string& url) { js_fetch_record(url.c_str()); }

void fetch_lesson(const std::string& url) { js_fetch_lesson(url.c_str()); }
void embed_ready(const std::string& origins_json) { js_embed_ready(origins_json.c_str()); }
double wall_clock_ms() { return js_date_now(); }
std::string local_date_time(double ms, const std::string& language) {
  return take(js_local_date_time(ms, language.c_str())).value_or("");
}
void set_document_language(const std::string& code) { js_set_document_language(code.c_str()); }

void announce(const std::string& text) { js_announce(text.c_str()); }

void show_position_text(const std::string& json, bool shown) { js_position_text(json.c_str(), shown ? 1 : 0); }
void show_help_text(const std::string& json) { js_help_text(json.c_str()); }
void show_controls(const std::string& json) { js_controls(json.c_str()); }
void set_page_title(const std::string& text, const std::string& canvas_words) { js_set_title(text.c_str(), canvas_words.c_str()); }

void show_move_entry(const std::string& json) { js_move_entry(json.c_str()); }

void focus_move_entry() { js_focus_move_entry(); }
bool move_entry_focused() { return js_move_entry_focused() != 0; }

void open_game_page(const std::string& game_id) { js_open_game_page(game_id.c_str()); }

}  // namespace web
