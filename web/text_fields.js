// Linked into the page module (--pre-js): the browser's side of web/shell/text_field.cpp. Text is
// typed into real <input> elements laid over the canvas where the game draws its fields, so a
// player gets what every page gives: selection (Ctrl+A, Shift+End), composed and accented
// characters, pasting, and a phone's keyboard, which no canvas can summon.
'use strict';

Module['pageTextFields'] = {
  fields: {},  // id -> { input, placed, given }: `given` is the text the game gave last frame

  // Places field `id` at (x, y, w, h) CSS pixels, its text `fontPx` high and `padPx` from the left. `value` is the game's
  // text: it replaces the field's only when the game changed it (a default name that follows the
  // seat's kind), never while the player types. Returns what the player typed since the last
  // frame, or null.
  place: function (id, x, y, w, h, fontPx, padPx, value, hint, digits, maxBytes, label) {
    var f = this.fields[id];
    if (!f) f = this.fields[id] = this.create(id, value, digits, maxBytes);
    var input = f.input;
    f.placed = true;
    input.style.left = x + 'px';
    input.style.top = y + 'px';
    input.style.width = w + 'px';
    input.style.height = h + 'px';
    // Never below 16 px: a phone zooms the whole page into a smaller field it focuses.
    input.style.fontSize = Math.max(fontPx, 16) + 'px';
    input.style.padding = '0 ' + padPx + 'px';
    if (input.placeholder !== hint) input.placeholder = hint;
    if (input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
    if (value !== f.given) {
      f.given = value;
      if (!f.composing) input.value = value;
    }
    if (f.composing || input.value === value) return null;
    f.given = input.value;
    return input.value;
  },

  create: function (id, value, digits, maxBytes) {
    var input = document.createElement('input');
    var f = { input: input, placed: false, given: value, composing: false };
    input.type = 'text';
    input.className = 'text-field';
    input.value = value;
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.dataset.field = id;
    if (digits) input.inputMode = 'numeric';
    // The game never hears the keys typed here (SDL listens on the window and would take them as
    // shortcuts, and it cancels Backspace and Tab); Enter and Escape hand the keys back to it.
    function own(e) {
      e.stopPropagation();
      if (e.type === 'keydown' && (e.key === 'Enter' || e.key === 'Escape')) input.blur();
    }
    input.addEventListener('keydown', own);
    input.addEventListener('keyup', own);
    input.addEventListener('keypress', own);
    input.addEventListener('compositionstart', function () { f.composing = true; });
    input.addEventListener('compositionend', function () { f.composing = false; Module['pageTextFields'].changed(f, digits, maxBytes); });
    input.addEventListener('input', function () { if (!f.composing) Module['pageTextFields'].changed(f, digits, maxBytes); });
    document.body.appendChild(input);
    return f;
  },

  // Keeps a field within what the game stores (digits only for a seed; at most maxBytes of
  // UTF-8, cut between characters), then asks the game for a frame to read it.
  changed: function (f, digits, maxBytes) {
    var input = f.input, text = input.value;
    if (digits) text = text.replace(/[^0-9]/g, '');
    var chars = Array.from(text);
    while (chars.length && lengthBytesUTF8(chars.join('')) > maxBytes) chars.pop();
    text = chars.join('');
    if (text !== input.value) input.value = text;
    Module['ccall']('page_wake', null, [], []);
  },

  // The keys, which had field `id`'s place on the canvas focused, go to the field itself.
  focus: function (id) {
    var f = this.fields[id];
    if (!f) return;
    f.input.focus();
    f.input.select();
  },

  // After each frame the game drew: a field it did not place this frame leaves the page.
  sweep: function () {
    for (var id in this.fields) {
      var f = this.fields[id];
      if (!f.placed) {
        f.input.remove();
        delete this.fields[id];
      } else {
        f.placed = false;
      }
    }
  }
};
