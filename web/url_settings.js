// Linked into the page module (--pre-js): page settings read from the URL. A malformed value is
// ignored (the default applies) rather than trusted.
(function () {
  var params = new URLSearchParams(typeof location === 'object' ? location.search : '');
  var delay = params.get('aidelay');  // milliseconds between AI actions, 0..10000
  Module['arkadiaAiDelay'] = (delay !== null && /^\d{1,5}$/.test(delay) && Number(delay) <= 10000) ? Number(delay) : -1;
})();
