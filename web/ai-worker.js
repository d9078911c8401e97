// The AI's Web Worker: loads the AI's own wasm module (ai.js) and answers the page's
// requests one at a time. A request carries only the AI seat's view of the game, never the full
// state (rules §6); the answer is an action in notation (docs/notation.md), followed for a hint
// (explain: true) by a tab and what the move is worth to the seat. A request with `played` (a
// person's actions, after the game) asks for the review of that decision instead. It tells the page
// {ready: true} once its module has loaded, and {fatal: reason} when the module cannot load or
// aborts; the page's watchdog (web/ai_bridge.js) then starts a new worker.
'use strict';
var queue = [];
var ready = false;

function answer(request) {
  var started = performance.now();
  var action = '', error = '';
  try {
    var out = typeof request.played === 'string'
      ? Module.ccall('worker_ai_review', 'string', ['string', 'string', 'number', 'number'],
                     [request.view, request.played, request.level, request.seed])
      : Module.ccall('worker_ai_choose', 'string', ['string', 'number', 'number', 'number'],
                     [request.view, request.level, request.seed, request.explain === true ? 1 : 0]);
    if (out.indexOf('error: ') === 0) error = out.slice(7); else action = out;
  } catch (e) {
    error = String(e);
  }
  postMessage({ id: request.id, action: action, error: error, ms: performance.now() - started });
}

var Module = {
  onRuntimeInitialized: function () {
    ready = true;
    postMessage({ ready: true });
    queue.splice(0).forEach(answer);
  },
  // A wasm file that does not load or compile ends in abort(), inside a promise: without this the
  // page would hear nothing until its watchdog's budget ran out.
  onAbort: function (what) { postMessage({ fatal: String(what) }); }
};
// The abort's error then ends that promise: the page has been told (and logs it as a warning).
addEventListener('unhandledrejection', function (event) {
  event.preventDefault();
  postMessage({ fatal: String(event.reason) });
});
importScripts('ai.js');

onmessage = function (event) {
  var m = event.data;
  if (!m || typeof m !== 'object' || typeof m.id !== 'number' || typeof m.view !== 'string' ||
      typeof m.level !== 'number' || typeof m.seed !== 'number') {
    return;
  }
  if (ready) answer(m); else queue.push(m);
};
