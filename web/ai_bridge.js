// Linked into the page module (--pre-js): the page's side of the AI Web Worker. The worker is a
// plain one (no threads, no SharedArrayBuffer), so the page needs no special headers. It gets one
// request at a time: the AI seat's view, the level and a seed; it answers with an action.
Module['arkadiaAiPost'] = function (id, view, level, seed) {
  function reply(replyId, action, error) {
    Module['ccall']('arkadia_ai_reply', null, ['number', 'string', 'string'], [replyId, action, error]);
  }
  if (!Module['arkadiaAiWorker']) {
    var worker = new Worker('ai-worker.js');
    worker.onmessage = function (event) {
      var m = event.data;
      if (!m || typeof m !== 'object' || typeof m.id !== 'number') return;  // not ours
      if (typeof m.ms === 'number') {  // decision times, for the page's figures
        var times = Module['arkadiaAiTimes'] || (Module['arkadiaAiTimes'] = []);
        times.push(m.ms);
        if (times.length > 1000) times.shift();
      }
      reply(m.id | 0, typeof m.action === 'string' ? m.action : '',
            typeof m.error === 'string' ? m.error : (m.action ? '' : 'no answer'));
    };
    worker.onerror = function (event) {
      event.preventDefault();
      Module['arkadiaAiWorker'] = null;
      reply(Module['arkadiaAiLastId'] | 0, '', 'the AI worker failed: ' + (event.message || 'error'));
    };
    Module['arkadiaAiWorker'] = worker;
  }
  Module['arkadiaAiLastId'] = id;
  Module['arkadiaAiWorker'].postMessage({ id: id, view: view, level: level, seed: seed });
};
