// Linked into the page module (--pre-js): the "type a move" field (shell.html's #move-entry), the
// keyboard's and screen reader's way to play any action in the notation (docs/notation.md). The
// game reads what is typed (web/logic/move_entry.hpp) and answers through `show`: the field's
// label, the suggestions (a <datalist> the browser offers as completions) and the read-back of
// what the move will do. Enter plays it; Escape or Tab gives the keys back to the board.
'use strict';

Module['pageMoveEntry'] = {
  bound: false,

  parts: function () {
    return {
      form: document.getElementById('move-entry'),
      label: document.getElementById('move-label'),
      input: document.getElementById('move-text'),
      options: document.getElementById('move-options'),
      readback: document.getElementById('move-readback'),
      said: document.getElementById('move-said')
    };
  },

  // Listens once: the keys typed here are the field's (SDL listens on the window and would take
  // them as shortcuts, and it cancels Backspace and Tab).
  bind: function (p) {
    if (this.bound) return;
    this.bound = true;
    // Escape, and Tab (which brought the keys here), give them back to the board: the browser would
    // move the focus on to nothing, where typed letters reach the page as shortcuts.
    function own(e) {
      e.stopPropagation();
      if (e.type === 'keydown' && (e.key === 'Escape' || e.key === 'Tab')) {
        e.preventDefault();
        p.input.blur();
        var canvas = document.getElementById('canvas');
        if (canvas) canvas.focus();
        Module['ccall']('page_move_left', null, [], []);
      }
    }
    ['keydown', 'keyup', 'keypress'].forEach(function (type) { p.input.addEventListener(type, own); });
    p.input.addEventListener('input', function () {
      Module['ccall']('page_move_typed', null, ['string'], [p.input.value]);
    });
    p.form.addEventListener('submit', function (e) {
      e.preventDefault();
      Module['ccall']('page_move_entered', null, ['string'], [p.input.value]);
    });
  },

  // The game's answer: JSON {label, hint, readback, suggestions: [..], clear, shown, typed}; the
  // read-back is said aloud only when `typed` (the player's own typing or Enter changed it).
  show: function (json) {
    var p = this.parts();
    if (!p.form || !p.input) return;
    this.bind(p);
    var data = JSON.parse(json);
    if (p.label.textContent !== data.label) p.label.textContent = data.label;
    if (p.input.placeholder !== data.hint) p.input.placeholder = data.hint;
    if (data.clear) p.input.value = '';
    var options = data.suggestions.map(function (text) {
      var option = document.createElement('option');
      option.value = text;
      return option;
    });
    p.options.replaceChildren.apply(p.options, options);
    if (p.readback.textContent !== data.readback) p.readback.textContent = data.readback;
    if (data.typed && p.said && p.said.textContent !== data.readback) p.said.textContent = data.readback;
    p.form.classList.toggle('shown', !!data.shown);
  },

  // The board's key for typing a move (M) brings the keys here.
  focus: function () {
    var p = this.parts();
    if (p.input) p.input.focus();
  }
};
