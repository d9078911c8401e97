// Linked into the page module (--pre-js): the browser's side of web/shell/browser.cpp. Nothing here
// throws into the game: storage that is full or forbidden, a file that cannot be read, a message
// from a stranger, all end as a value the game checks.
'use strict';

// A JavaScript string as a malloc'd UTF-8 string for C++ (which frees it), or 0 for null.
Module['pageString'] = function (s) {
  if (s === null || s === undefined) return 0;
  var size = lengthBytesUTF8(s) + 1;
  var p = _malloc(size);
  stringToUTF8(s, p, size);
  return p;
};

// localStorage. Private modes and sandboxed frames forbid it (reading the property throws);
// a full store refuses writes.
Module['pageStorage'] = {
  store: function () {
    try { var s = window.localStorage; s.getItem('arkadia.probe'); return s; } catch (e) { return null; }
  },
  available: function () { return this.store() ? 1 : 0; },
  get: function (key) {
    var s = this.store();
    try { return Module['pageString'](s ? s.getItem(key) : null); } catch (e) { return 0; }
  },
  set: function (key, value) {
    var s = this.store();
    try { if (!s) return 0; s.setItem(key, value); return 1; } catch (e) { return 0; }
  },
  remove: function (key) {
    var s = this.store();
    try { if (s) s.removeItem(key); } catch (e) { /* nothing to remove then */ }
  },
  keys: function () {
    var s = this.store(), keys = [];
    try { for (var i = 0; s && i < s.length; ++i) keys.push(s.key(i)); } catch (e) { keys = []; }
    return Module['pageString'](JSON.stringify(keys));
  }
};

Module['pageDownload'] = function (name, text) {
  var url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  var a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
};

// The file picker opens from the frame that handled the click, within the click's user
// activation. The file's text (at most 16 MB) goes to page_import_file.
Module['pagePickFile'] = function () {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.style.display = 'none';
  function deliver(text, error) {
    Module['ccall']('page_import_file', null, ['string', 'string'], [text, error]);
  }
  input.addEventListener('change', function () {
    var file = input.files && input.files[0];
    input.remove();
    if (!file) return;
    if (file.size > 16 * 1024 * 1024) { deliver('', 'too-large'); return; }
    file.text().then(function (text) { deliver(text, ''); }, function () { deliver('', 'unreadable'); });
  });
  document.body.appendChild(input);
  input.click();
};

// `entry`: the game's function that takes the text (page_fetched_record unless named: a lesson's
// goes to page_fetched_lesson).
Module['pageFetchRecord'] = function (url, entry) {
  function deliver(text, error) {
    Module['ccall'](entry || 'page_fetched_record', null, ['string', 'string'], [text, error]);
  }
  var target;
  try { target = new URL(url, document.baseURI); } catch (e) { deliver('', 'bad-address'); return; }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') { deliver('', 'bad-address'); return; }
  fetch(target.href, { credentials: 'same-origin' }).then(function (response) {
    if (!response.ok) throw new Error('status ' + response.status);
    return response.text();
  }).then(function (text) {
    deliver(text.length > 16 * 1024 * 1024 ? '' : text, text.length > 16 * 1024 * 1024 ? 'too-large' : '');
  }, function () { deliver('', 'unreachable'); });
};

Module['pageSetLanguage'] = function (code) { document.documentElement.lang = code; };

// The tab's title names the game (or the chooser). While a hidden tab's title says "Your turn"
// (remote_bridge.js), the new title waits for the tab to show.
// The canvas (an application to a screen reader, shell.html) has the same name, and its words.
Module['pageSetTitle'] = function (text, canvasWords) {
  Module['pageTitle'] = text;
  if (!Module['pageTitleHeld']) document.title = text;
  var canvas = document.getElementById('canvas');
  if (canvas && canvas.getAttribute('aria-label') !== text) canvas.setAttribute('aria-label', text);
  var words = document.getElementById('canvas-words');
  if (words && canvasWords && words.textContent !== canvasWords) words.textContent = canvasWords;
};

// What the page says aloud for screen readers (web/logic/announcer.hpp): each sentence a new
// paragraph of the polite live region beside the canvas, the last 30 kept for the reader to
// browse back.
Module['pageAnnounce'] = function (text) {
  var region = document.getElementById('announcer');
  if (!region) return;
  var line = document.createElement('p');
  line.textContent = text;
  region.appendChild(line);
  while (region.childNodes.length > 30) region.removeChild(region.firstChild);
};

// The text view of the position: a heading per part (the board row by row, the cards, each
// player) and its lines as a list, for screen readers to browse; on screen when asked for in
// Settings.
Module['pagePositionText'] = function (json, shown) {
  pageTextSections('position', json, shown ? 'text-view' : 'visually-hidden');
  // The canvas makes room for the panel (page.css); SDL takes the canvas's new size from a
  // resize event, and the game lays itself out again for it.
  if (document.body.classList.contains('text-view-shown') !== !!shown) {
    document.body.classList.toggle('text-view-shown', !!shown);
    window.dispatchEvent(new Event('resize'));
  }
};

// The rules and keys as text (the game's rules_text), always out of sight.
Module['pageHelpText'] = function (json) {
  pageTextSections('help', json, 'visually-hidden');
};

// Headings and lists from {title, sections: [{heading, lines}]} into the element `id`.
function pageTextSections(id, json, className) {
  var view = document.getElementById(id);
  if (!view) return;
  var data = JSON.parse(json);
  var parts = [];
  var title = document.createElement('h1');
  title.textContent = data.title;
  parts.push(title);
  data.sections.forEach(function (section) {
    var heading = document.createElement('h2');
    heading.textContent = section.heading;
    var list = document.createElement('ul');
    section.lines.forEach(function (text) {
      var item = document.createElement('li');
      item.textContent = text;
      list.appendChild(item);
    });
    parts.push(heading, list);
  });
  view.replaceChildren.apply(view, parts);
  view.className = className;
}

// The AI bridge (ai_bridge.js) reports a restarted or abandoned worker; the game tells the player.
Module['pageAiEvent'] = function (kind) {
  Module['ccall']('page_ai_event', null, ['string'], [String(kind)]);
};

// ---- The embedding page (docs/embedding.md) -----------------------------------------------
// Messages are taken only from the parent window, and only from the allowed origins when the
// link names them (the "origin" parameter, checked by the game, which calls pageEmbedReady).
// Until then they wait in a short queue.
(function () {
  var embedded = false;
  try { embedded = window.parent !== window; } catch (e) { embedded = true; }
  var allowed = null;  // null: not ready yet; []: any origin (from the parent)
  var waiting = [];
  var outgoing = [];  // events the game sent before it said whom to (the first is "ready")
  var maxBytes = 1024 * 1024;

  function deliver(event) {
    if (allowed.length && allowed.indexOf(event.origin) < 0) {
      Module['pageRejectedMessages'] = (Module['pageRejectedMessages'] | 0) + 1;
      return;  // a stranger: no answer at all
    }
    var text, error = '';
    try { text = typeof event.data === 'string' ? event.data : JSON.stringify(event.data); } catch (e) { text = ''; }
    if (typeof text !== 'string') text = '';
    if (text.length > maxBytes) { text = ''; error = 'too-large'; }
    Module['ccall']('page_embed_message', null, ['string', 'string'], [text, error]);
  }

  window.addEventListener('message', function (event) {
    if (!embedded || event.source !== window.parent) return;
    if (allowed === null) { if (waiting.length < 16) waiting.push(event); return; }
    deliver(event);
  });

  Module['pageIsEmbedded'] = function () { return embedded; };
  Module['pageEmbedReady'] = function (originsJson) {
    try { allowed = JSON.parse(originsJson); } catch (e) { allowed = []; }
    if (!Array.isArray(allowed)) allowed = [];
    outgoing.splice(0).forEach(Module['pagePostToParent']);
    waiting.splice(0).forEach(deliver);
  };
  Module['pagePostToParent'] = function (json) {
    if (!embedded) return;
    if (allowed === null) { if (outgoing.length < 64) outgoing.push(json); return; }
    var message;
    try { message = JSON.parse(json); } catch (e) { return; }
    var targets = allowed && allowed.length ? allowed : ['*'];
    targets.forEach(function (origin) {
      try { window.parent.postMessage(message, origin); } catch (e) { /* a closed or foreign parent */ }
    });
  };
})();
