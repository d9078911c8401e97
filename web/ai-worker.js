// The AI's Web Worker: loads the AI's own wasm module (arkadia-ai.js) and answers the page's
// requests one at a time. A request carries only the AI seat's view of the game, never the full
// state (spec §6); the answer is an action in notation (docs/notation.md).
'use strict';
var queue = [];
var ready = false;

function answer(request) {
  var started = performance.now();
  var action = '', error = '';
  try {
    var out = Module.ccall('arkadia_ai_choose', 'string', ['string', 'number', 'number'],
                           [request.view, request.level, request.seed]);
    if (out.indexOf('error: ') === 0) error = out.slice(7); else action = out;
  } catch (e) {
    error = String(e);
  }
  postMessage({ id: request.id, action: action, error: error, ms: performance.now() - started });
}

var Module = {
  onRuntimeInitialized: function () {
    ready = true;
    queue.splice(0).forEach(answer);
  }
};
importScripts('arkadia-ai.js');

onmessage = function (event) {
  var m = event.data;
  if (!m || typeof m !== 'object' || typeof m.id !== 'number' || typeof m.view !== 'string' ||
      typeof m.level !== 'number' || typeof m.seed !== 'number') {
    return;
  }
  if (ready) answer(m); else queue.push(m);
};
