// Linked into the page module (--pre-js): page settings read from the URL. A malformed value is
// ignored (the default applies) rather than trusted.
// The game's own parameters (seats, seed, lang, embed, aidelay, ...) are read and checked by
// web/logic/page_config.cpp; this file has only the AI bridge's:
//   aitimeout=MS  the AI worker's time budget per request, 100..600000 (default: by level, see
//                 web/ai_bridge.js); for tests of the watchdog
(function () {
  var params = new URLSearchParams(typeof location === 'object' ? location.search : '');
  function millis(name, min, max) {
    var value = params.get(name);
    return (value !== null && /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max) ? Number(value) : -1;
  }
  Module['pageAiTimeout'] = millis('aitimeout', 100, 600000);
})();
