// Linked into the page module (--pre-js): the page's side of the AI Web Worker, with a watchdog.
// The worker is a plain one (no threads, no SharedArrayBuffer), so the page needs no special
// headers. It gets one request at a time: the AI seat's view, the level and a seed; it answers
// with an action, which goes to C++ as page_ai_reply(id, action, error).
//
// Watchdog: each request has a time budget (far above the level's decision time, plus a
// generous allowance while a new worker loads its module). When the worker fails (an error, a
// message that cannot be read, a module that does not load) or does not answer within the
// budget (it hangs, or it was killed: terminate() sends no event), the bridge terminates it,
// starts a new one and sends the same request again. After MAX_RETRIES restarts for one request
// it gives up and replies with an error, and the page plays a simple legal move instead.
// Each restart and each giving-up is reported by calling Module['pageAiEvent'](kind, reason)
// if the page set it: kind 'restarted' or 'gave-up', reason a short text for the log.
// Module['pageAiRestarts'] counts restarts and Module['pageAiEvents'] keeps the last ones
// (for tests); Module['pageAiWorker'] is the worker in use.
(function () {
  'use strict';
  var DECISION_MS = [5000, 10000, 20000];  // Easy, Normal, Hard; Hard takes up to ~1.5 s
  var LOAD_MS = 30000;                     // added until a new worker says its module is ready
  var MAX_RETRIES = 2;

  var worker = null;   // the worker in use, or null
  var ready = false;   // its module has loaded
  var pending = null;  // the request in flight: {id, view, level, seed, retries, timer}

  Module['pageAiRestarts'] = 0;
  Module['pageAiEvents'] = [];

  function reply(id, action, error) {
    Module['ccall']('page_ai_reply', null, ['number', 'string', 'string'], [id, action, error]);
  }

  function report(kind, reason) {
    var events = Module['pageAiEvents'];
    events.push({ kind: kind, reason: reason, at: Math.round(performance.now()) });
    if (events.length > 50) events.shift();
    console.warn('AI worker ' + kind + ': ' + reason);
    if (typeof Module['pageAiEvent'] === 'function') {
      try { Module['pageAiEvent'](kind, reason); } catch (e) { console.warn(e); }
    }
  }

  // The URL's aitimeout=MS (web/url_settings.js; -1 when absent) replaces the whole budget.
  function budget(level) {
    var fromUrl = Module['pageAiTimeout'];
    if (fromUrl > 0) return fromUrl;
    var ms = DECISION_MS[level] || DECISION_MS[DECISION_MS.length - 1];
    return ready ? ms : ms + LOAD_MS;
  }

  // (Re)starts the budget of the request in flight.
  function arm() {
    var p = pending, ms = budget(p.level);
    clearTimeout(p.timer);
    p.timer = setTimeout(function () {
      if (pending === p) fail('no answer within ' + ms + ' ms');
    }, ms);
  }

  function stop() {
    var w = worker;
    worker = null;
    ready = false;
    Module['pageAiWorker'] = null;
    if (w) {
      w.onmessage = w.onerror = w.onmessageerror = null;
      try { w.terminate(); } catch (e) { /* already gone */ }
    }
  }

  function start() {
    var w = new Worker('ai-worker.js');
    worker = w;
    ready = false;
    Module['pageAiWorker'] = w;
    w.onmessage = function (event) {
      if (w !== worker) return;  // a worker already replaced
      var m = event.data;
      if (!m || typeof m !== 'object') return;
      if (m.ready === true) {  // its module has loaded: from now on only the decision budget
        ready = true;
        if (pending) arm();
        return;
      }
      if (typeof m.fatal === 'string') {  // its module could not load or aborted
        fail('the worker failed: ' + m.fatal);
        return;
      }
      if (typeof m.id !== 'number' || !pending || m.id !== pending.id) return;  // stale or not ours
      var p = pending;
      pending = null;
      clearTimeout(p.timer);
      if (typeof m.ms === 'number') {  // decision times, for the page's figures
        var times = Module['pageAiTimes'] || (Module['pageAiTimes'] = []);
        times.push(m.ms);
        if (times.length > 1000) times.shift();
      }
      reply(p.id, typeof m.action === 'string' ? m.action : '',
            typeof m.error === 'string' ? m.error : (m.action ? '' : 'no answer'));
    };
    w.onerror = function (event) {
      event.preventDefault();
      if (w === worker) fail('the worker failed: ' + (event.message || 'error loading or running it'));
    };
    w.onmessageerror = function () {
      if (w === worker) fail('a message from the worker could not be read');
    };
  }

  function send() {
    var p = pending;
    try {
      if (!worker) start();
      arm();
      var message = { id: p.id, view: p.view, level: p.level, seed: p.seed, explain: p.explain };
      if (typeof p.played === 'string') message.played = p.played;
      worker.postMessage(message);
    } catch (e) {
      // new Worker() itself refused (e.g. by a security policy): handled like any failure, but
      // later, so that C++ is never re-entered from inside its own call to pageAiPost.
      setTimeout(function () { if (pending === p) fail('the worker could not start: ' + e); }, 0);
    }
  }

  // The worker in use failed or hung: replace it and send the request in flight again, or give up.
  function fail(reason) {
    stop();
    var p = pending;
    if (!p) return;  // nothing waiting: the next request starts a new worker
    clearTimeout(p.timer);
    if (p.retries < MAX_RETRIES) {
      ++p.retries;
      ++Module['pageAiRestarts'];
      report('restarted', reason);
      send();
    } else {
      pending = null;
      report('gave-up', reason);
      reply(p.id, '', 'the AI worker failed ' + (MAX_RETRIES + 1) + ' times (' + reason + ')');
    }
  }

  // explain: a hint, answered as "action<TAB>worth<TAB>low:high" (web/logic/session.hpp, split_explained).
  // played: a review of that decision after the game (web/logic/game_review.hpp).
  Module['pageAiPost'] = function (id, view, level, seed, explain, played) {
    // A new request replaces the one in flight (C++ dropped it: new game, undo); the worker
    // answers the old one first, and that answer is ignored.
    if (pending) clearTimeout(pending.timer);
    pending = { id: id, view: view, level: level, seed: seed, explain: explain === true,
                played: typeof played === 'string' ? played : null, retries: 0, timer: 0 };
    send();
  };
})();
