// Text fields typed in the browser's own <input> (web/text_fields.js), laid over the canvas where
// ImGui places them: selection, composed characters, pasting and a phone's keyboard come with it.
#pragma once

#include <cstddef>
#include <string>

namespace web {

struct TextFieldStyle {
  const char* hint = "";      // shown while the field is empty
  const char* label = "";     // what a screen reader announces
  bool digits = false;        // a number: digits only, the phone's number pad
  std::size_t max_bytes = 23; // UTF-8 bytes the game keeps
};

// Lays out a field `width` wide holding `text` (a NUL-terminated buffer of max_bytes + 1).
// `overlay`: the browser's input may sit over the canvas here; false while a window or menu
// covers the screen (the input would cover it), and the field then shows its text as ImGui
// draws it. Returns true when the player changed the text this frame.
bool text_field(const char* id, char* text, float width, const TextFieldStyle& style, bool overlay, float ui_scale);

// Once after each frame: the inputs of fields not laid out this frame leave the page.
void sweep_text_fields();

}  // namespace web
