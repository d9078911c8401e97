// What the page asks of the browser, in one place: localStorage, files (export as a download,
// import through the file picker), the embedding page (postMessage), the address, the preferred
// languages, fetching a record. The JavaScript halves are in web/page_bridge.js.
#pragma once

#include <string>
#include <vector>

#include "saved_games.hpp"

namespace web {

// localStorage as a KeyValueStore. Unavailable (private mode, disabled, sandboxed iframe) and
// full storage are both reported, never thrown.
class BrowserStore final : public KeyValueStore {
 public:
  bool available() const override;
  std::optional<std::string> get(const std::string& key) const override;
  bool set(const std::string& key, const std::string& value) override;
  void remove(const std::string& key) override;
  std::vector<std::string> keys() const override;
};

// Offers `text` as a file download named `file_name`.
void download_file(const std::string& file_name, const std::string& text);
// Opens the browser's file picker; the chosen file's text arrives through page_import_file
// (main.cpp), or an error through the same call.
void pick_file_to_import();
// Sends an event (JSON text) to the embedding page, if the page is embedded.
void post_to_parent(const std::string& json);
bool is_embedded();
// A moment (ms since 1970) as the browser writes it for the language ("28 Nov 2026, 14:05").
std::string local_date_time(double ms, const std::string& language);
// location.search, navigator.languages.
std::string page_query();
std::vector<std::string> preferred_languages();
// Fetches a record from an address relative to the page; the text arrives through
// page_fetched_record (main.cpp).
void fetch_record(const std::string& url);
// The same for a lesson file; its text arrives through page_fetched_lesson.
void fetch_lesson(const std::string& url);
// Lets the message listener deliver messages, from these origins only (a JSON array; empty: any
// origin, but still only from the parent window).
void embed_ready(const std::string& origins_json);
// The time of day in milliseconds since 1970 (Date.now()), for naming and ordering saved games.
double wall_clock_ms();
// Tells the page's HTML (loading screen, document language) the current language.
void set_document_language(const std::string& code);
// Says a sentence to screen readers: a new line of the page's live region (shell.html).
void announce(const std::string& text);
// Replaces the text view of the position (shell.html's #position): JSON {title, sections:
// [{heading, lines}]}; on screen when `shown`, else for screen readers only.
void show_position_text(const std::string& json, bool shown);
// The rules and keys as text for screen readers (the same JSON shape), in #help.
void show_help_text(const std::string& json);
// The controls on screen as DOM buttons for screen readers (shell/control_mirror.hpp).
void show_controls(const std::string& json);
// The tab's title, which names the canvas too, and the canvas's words for a screen reader.
void set_page_title(const std::string& text, const std::string& canvas_words);
// The "type a move" field's state (web/move_entry.js): JSON {label, hint, readback, suggestions,
// clear, shown}; and the keys handed to it (M on the board).
void show_move_entry(const std::string& json);
void focus_move_entry();
// Whether the keys are in that field now (the page's focus on it).
bool move_entry_focused();
// Opens the page again on another game (?game=ID), keeping the language the link chose.
void open_game_page(const std::string& game_id);

}  // namespace web
