// The AI worker's watchdog (web/ai_bridge.js): a worker that is killed, hangs, fails to load
// or breaks is replaced and the request sent again; after two failed retries the page plays a
// simple move; either way the game goes on. These tests block the service worker, so that
// their routes see every request of the AI worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, hook, until, clickTarget } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

// Opens the page with `query`, routes each pattern of `routes` to its handler, runs
// `beforeStart(page)` and starts a 2-player game: the human against the AI at `level`.
async function startGame(query, level, routes = {}, beforeStart = async () => {}) {
  const hits = {};
  const opened = await openPage(env.browser, env.url + query, {
    contextOptions: { serviceWorkers: 'block' },
    setup: async (page, context) => {
      for (const [pattern, handler] of Object.entries(routes)) {
        hits[pattern] = 0;
        await context.route(pattern, (route) => handler(route, ++hits[pattern]));
      }
    },
  });
  const { page } = opened;
  await beforeStart(page);
  await clickTarget(page, `seat1.level.${level}`);
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type('2468');
  await clickTarget(page, 'newgame.start');
  await until(page, (x) => x.screen === 'play', 'the game to start');
  return { ...opened, hits };
}

const aiState = (page) => page.evaluate(() => ({ restarts: Module.pageAiRestarts, events: Module.pageAiEvents.map((e) => e.kind) }));

// Waits for the human's turn. The AI may move first (it does with seed 2468), and the hook's
// aiDecisions counts requests, not answers: read during the AI's turn it can already count the
// turn's last decision, which a test would then wait for in vain.
const humansTurn = (page) => until(page, (x) => x.humanToMove, "the human's turn", 90000);

// Plays until the AI has made a decision and the human is to move again, then plays the
// human's turn: the game went on.
async function aiAnswersAndHumanMoves(page, random) {
  let h = await humansTurn(page);
  // One turn of the human: the AI may answer before the last click's frames are drawn.
  const before = h.aiDecisions;
  while (h.humanToMove && h.aiDecisions === before) h = await playHumanStep(page, random);
  h = await until(page, (x) => x.humanToMove && x.aiDecisions > before, 'the AI to play its turn', 90000);
  h = await playHumanStep(page, random);
  assert.equal(h.screen, 'play');
  return h;
}

test('aitimeout is read from the URL and validated', async () => {
  for (const [query, expected] of [['', -1], ['?aitimeout=2500', 2500], ['?aitimeout=abc', -1], ['?aitimeout=50', -1],
                                   ['?aitimeout=9999999', -1], ['?aitimeout=-5', -1], ['?aidelay=0&aitimeout=100', 100]]) {
    const { page, context } = await openPage(env.browser, env.url + query, { contextOptions: { serviceWorkers: 'block' } });
    assert.equal(await page.evaluate(() => Module.pageAiTimeout), expected, query);
    await context.close();
  }
});

test('a killed AI worker is replaced and the game goes on', { timeout: 5 * 60 * 1000 }, async () => {
  // Hard thinks long enough to be caught busy; the budget is cut to 4 s for the test.
  const { page, context, errors } = await startGame('?aidelay=0&aitimeout=4000', 2);
  const random = rng(9);
  for (let attempt = 0; (await aiState(page)).restarts === 0; ++attempt) {
    assert.ok(attempt < 5, 'the killed worker was replaced');
    let h = await humansTurn(page);
    const before = h.aiDecisions;
    while (h.humanToMove && h.aiDecisions === before) h = await playHumanStep(page, random);
    // Kill the worker while the page waits for its answer (terminate() tells the page nothing).
    const killed = await page.evaluate(() => new Promise((done) => {
      const started = performance.now();
      const poll = setInterval(() => {
        const busy = window.pageTest().aiBusy;
        if ((busy && Module.pageAiWorker) || performance.now() - started > 20000) {
          clearInterval(poll);
          if (busy && Module.pageAiWorker) Module.pageAiWorker.terminate();
          done(busy);
        }
      }, 5);
    }));
    if (!killed) continue;  // the AI answered before it could be caught thinking: the next turn
    // The watchdog notices within its budget and sends the request to a new worker; if the
    // answer had already been on its way, try again on the next AI turn.
    await until(page, (x) => x.humanToMove || x.screen !== 'play', 'the AI to finish its turn', 90000);
  }
  const state = await aiState(page);
  assert.equal(state.events[0], 'restarted');
  assert.ok(!state.events.includes('gave-up'), `events: ${state.events}`);
  assert.equal((await hook(page)).aiRestarts, state.restarts, 'the game heard of every restart and told the player');
  await aiAnswersAndHumanMoves(page, random);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an AI worker script that throws while loading is replaced', { timeout: 3 * 60 * 1000 }, async () => {
  const { page, context, errors, hits } = await startGame('?aidelay=0', 0, {
    '**/ai-worker.js': (route, n) => n === 1
      ? route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken on purpose");' })
      : route.continue(),
  });
  const h = await aiAnswersAndHumanMoves(page, rng(4));
  assert.ok(hits['**/ai-worker.js'] >= 2, `the worker script was loaded again (${hits['**/ai-worker.js']} loads)`);
  assert.deepEqual(await aiState(page), { restarts: 1, events: ['restarted'] });
  assert.equal(h.notice, '', 'the AI answered itself');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an AI wasm file that does not compile is replaced', { timeout: 3 * 60 * 1000 }, async () => {
  const { page, context, errors, hits } = await startGame('?aidelay=0', 0, {
    // Twice: Emscripten fetches the file again itself when streaming compilation fails.
    '**/ai.wasm': (route, n) => n <= 2
      ? route.fulfill({ contentType: 'application/wasm', body: Buffer.from('not wasm at all') })
      : route.continue(),
  });
  const h = await aiAnswersAndHumanMoves(page, rng(6));
  assert.ok(hits['**/ai.wasm'] >= 3, `a new worker loaded the wasm again (${hits['**/ai.wasm']} loads)`);
  assert.deepEqual(await aiState(page), { restarts: 1, events: ['restarted'] });
  assert.equal(h.notice, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that never answers is replaced after the time budget', { timeout: 3 * 60 * 1000 }, async () => {
  const { page, context, errors } = await startGame('?aidelay=0&aitimeout=1500', 0, {
    '**/ai-worker.js': (route, n) => n === 1
      ? route.fulfill({ contentType: 'text/javascript', body: 'onmessage = function () {};' })
      : route.continue(),
  });
  const h = await aiAnswersAndHumanMoves(page, rng(8));
  assert.deepEqual(await aiState(page), { restarts: 1, events: ['restarted'] });
  assert.equal(h.notice, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that keeps failing is given up after two retries and the page plays on', { timeout: 3 * 60 * 1000 }, async () => {
  const events = [];
  const { page, context, errors, hits } = await startGame('?aidelay=0', 0, {
    '**/ai-worker.js': (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("always broken");' }),
  }, async (p) => {
    // What the C++ side will set to show a notice.
    await p.exposeFunction('recordAiEvent', (kind) => events.push(kind));
    await p.evaluate(() => { Module.pageAiEvent = (kind) => window.recordAiEvent(kind); });
  });
  const random = rng(2);
  let h = await humansTurn(page);
  const before = h.aiDecisions;
  while (h.humanToMove && h.aiDecisions === before) h = await playHumanStep(page, random);
  h = await until(page, (x) => x.humanToMove && x.aiDecisions > before, 'the simple move in the AI\'s place', 60000);
  await until(page, () => events.length >= 3, 'the events to reach the test', 5000).catch(() => {});
  assert.deepEqual(events.slice(0, 3), ['restarted', 'restarted', 'gave-up']);
  assert.equal((await aiState(page)).restarts % 2, 0);
  assert.ok(hits['**/ai-worker.js'] >= 3);
  h = await playHumanStep(page, random);
  assert.equal(h.screen, 'play');
  assert.deepEqual(errors, []);
  await context.close();
});
