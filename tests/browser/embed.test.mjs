// Embedding: the example page in web/examples drives the game in an iframe with postMessage and
// hears its events; malformed, oversized and foreign messages change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { useBrowser, shot } from './browser.mjs';

const env = useBrowser();

async function until(fn, what, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const gameFrame = (page) => page.frames().find((f) => /\/index\.html\?.*embed=1/.test(f.url()));
const frameHook = (frame) => frame.evaluate(() => (typeof window.pageTest === 'function' ? window.pageTest() : null));
const events = (page) => page.evaluate(() => window.exampleEvents);
const eventOf = async (page, type, from = 0) => (await events(page)).slice(from).find((e) => e.type === type);

test('the example page loads a record, goes to moves, starts games and hears the events', { timeout: 10 * 60 * 1000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url + 'examples/embed.html?aidelay=0');
  assert.equal((await until(() => eventOf(page, 'game:ready'), 'the game to be ready')).version, 2);
  const frame = gameFrame(page);
  assert.ok(frame, 'the game is in the iframe');
  const iframeWidth = () => page.evaluate(() => document.getElementById('game').getBoundingClientRect().width);
  const widthAtStart = await iframeWidth();
  assert.ok(widthAtStart >= 880, `the game gets most of a 1280 px page: ${widthAtStart}`);

  await page.click('#load');
  const loaded = await until(() => eventOf(page, 'game:loaded'), 'the record to load');
  assert.equal(loaded.move, 0);
  assert.ok(loaded.moves > 100);
  let h = await until(async () => { const x = await frameHook(frame); return x?.screen === 'replay' && x.settled && x.targets['replay.export'] && x; }, 'the replay');
  assert.equal(h.replay.cursor, 0);
  // The replay's buttons are whole inside the frame.
  const frameWidth = await frame.evaluate(() => window.innerWidth);
  for (const id of ['replay.close', 'replay.export']) {
    const [x, , w] = h.targets[id];
    assert.ok(x + w <= frameWidth - 8, `${id} is not cut off: ${JSON.stringify(h.targets[id])} in ${frameWidth}`);
  }
  assert.equal(h.narrow, false, 'the wide layout');
  await page.fill('#move', '10');
  await page.click('#goto');
  await until(async () => (await eventOf(page, 'game:position'))?.move === 10, 'the event for move 10');
  assert.equal((await frameHook(frame)).replay.cursor, 10);
  await page.click('#next');
  await until(async () => (await events(page)).some((e) => e.type === 'game:position' && e.move === 11), 'the event for move 11');
  assert.equal((await frameHook(frame)).replay.cursor, 11);
  await shot(page, 'embed-example.png');

  await page.click('[data-lang="de"]');
  await until(async () => (await frameHook(frame)).language === 'de', 'German');

  // Two computers play a whole game; every action is announced, then the end.
  const before = (await events(page)).length;
  await page.click('#watch');
  // A game in progress is described without the cards nobody has seen; the whole record only
  // once it is over.
  await until(() => eventOf(page, 'game:move', before), 'the first move');
  await page.evaluate(() => window.exampleSend({ type: 'game:get-state' }));
  await page.evaluate(() => window.exampleSend({ type: 'game:get-state', full: true }));
  const during = await until(() => eventOf(page, 'game:state', before), 'the state of the game in progress');
  assert.ok(typeof during.record.sealed === 'string' && during.record.deck === undefined, 'the deck is sealed');
  assert.match((await until(() => eventOf(page, 'game:error', before), 'the refusal')).message, /once the game is over/);
  const over = await until(() => eventOf(page, 'game:game-over', before), 'the game to end', 8 * 60 * 1000);
  const moves = (await events(page)).slice(before).filter((e) => e.type === 'game:move');
  h = await frameHook(frame);
  assert.equal(moves.length, h.actions, 'one event per action');
  assert.deepEqual(moves.map((e) => e.move), moves.map((_, i) => i + 1));
  assert.deepEqual(over.winners, h.winners);
  assert.ok(Array.isArray(over.scores) && over.scores.length === h.seats.length && over.gold === undefined,
    `the scores are "scores" in the current version: ${JSON.stringify(over)}`);
  assert.equal(await iframeWidth(), widthAtStart, 'the events listed never squeeze the game');
  const afterGame = (await events(page)).length;
  await page.evaluate(() => window.exampleSend({ type: 'game:get-state', full: true }));
  const finished = await until(() => eventOf(page, 'game:state', afterGame), 'the state of the finished game');
  assert.equal(finished.record.deck.length > 0, true, 'a finished game is sent whole');

  // Bad messages from the allowed page: each refused with an error event, nothing changes.
  const state = h.hash;
  const bad = [
    { type: 'game:goto', move: 3 },  // no record loaded now
    { type: 'game:goto', move: 'x' },
    { type: 'game:new-game', seats: ['human'] },
    { type: 'game:load-record', record: { format: 'arkadia-record', version: 2 } },
    { type: 'game:eval', code: 'alert(1)' },
    'not json',
    [1, 2, 3],
    { type: 'game:load-record', record: 'x'.repeat(2 * 1024 * 1024) },
  ];
  const start = (await events(page)).length;
  for (const message of bad) await page.evaluate((m) => window.exampleSend(m), message);
  const errorsBack = await until(async () => {
    const list = (await events(page)).slice(start).filter((e) => e.type === 'game:error');
    return list.length >= bad.length && list;
  }, 'an error event for every bad message');
  assert.ok(errorsBack.every((e) => typeof e.message === 'string' && e.message.length > 0));
  h = await frameHook(frame);
  assert.equal(h.hash, state, 'the game is unchanged');
  assert.equal(h.screen, 'score');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the example page switches to ArkantiS and teaches with its sample game', { timeout: 5 * 60 * 1000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url + 'examples/embed.html?aidelay=0');
  await until(() => eventOf(page, 'game:ready'), 'Arkadia to be ready');
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), page.click('#game-arkantis')]);
  await until(() => eventOf(page, 'game:ready'), 'ArkantiS to be ready');
  const frame = gameFrame(page);
  assert.match(frame.url(), /[?&]game=arkantis/);
  assert.match(page.url(), /aidelay=0/, 'the switch keeps the page\'s other parameters');
  let h = await until(async () => { const x = await frameHook(frame); return x?.game === 'arkantis' && x; }, 'ArkantiS in the frame');

  await page.click('#load');
  const loaded = await until(() => eventOf(page, 'game:loaded'), 'the ArkantiS record to load');
  assert.equal(loaded.move, 0);
  assert.ok(loaded.moves > 100);
  await page.fill('#move', '12');
  await page.click('#goto');
  await until(async () => (await eventOf(page, 'game:position'))?.move === 12, 'the event for move 12');
  h = await frameHook(frame);
  assert.equal(h.screen, 'replay');
  assert.equal(h.replay.cursor, 12);
  await shot(page, 'embed-example-arkantis.png');

  // A game against the computer starts in the frame, on ArkantiS.
  await page.click('#play');
  h = await until(async () => { const x = await frameHook(frame); return x?.screen === 'play' && x.settled && x; }, 'the game');
  assert.equal(h.game, 'arkantis');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embedded board keeps its own storage: the player\'s own game and language stay as they were', { timeout: 5 * 60 * 1000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const own = await context.newPage();
  await own.goto(env.url + '?seats=human:Ada,human:Bob&seed=5&aidelay=0');
  let h = await until(async () => { const x = await own.evaluate(() => window.pageTest?.()); return ['play', 'pass'].includes(x?.screen) && x.settled && x; }, 'the hot-seat game');
  const mine = h.hash;
  await own.close();

  // The embedding example: another language, and two computers playing.
  const page = await context.newPage();
  await page.goto(env.url + 'examples/embed.html?aidelay=0');
  await until(() => eventOf(page, 'game:ready'), 'the game to be ready');
  const frame = gameFrame(page);
  await page.click('[data-lang="de"]');
  await until(async () => (await frameHook(frame)).language === 'de', 'German in the frame');
  const before = (await events(page)).length;
  await page.click('#watch');
  await until(() => eventOf(page, 'game:move', before), 'the computers playing');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((k) => k.startsWith('embedded.arkadia.game.')), `the embed saved its game under its own keys: ${keys}`);
  await page.close();

  // The site's own page: the hot-seat game, in English.
  const back = await context.newPage();
  await back.goto(env.url + '?aidelay=0');
  h = await until(async () => { const x = await back.evaluate(() => window.pageTest?.()); return ['play', 'pass'].includes(x?.screen) && x.settled && x; }, 'the player\'s game');
  assert.equal(h.hash, mine, 'the same game as before the embed was opened');
  assert.deepEqual(h.seats.map((s) => s.name), ['Ada', 'Bob']);
  assert.equal(h.language, 'en', 'the embed\'s language choice stayed in the embed');
  await context.close();
});

test('messages from a page the game was not told to trust are ignored', async () => {
  const allowed = new URL(env.url).origin;
  // A page on another origin that embeds the game (whose link allows only `allowed`) and sends it commands.
  const hostile = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><iframe id="g" src="${env.url}index.html?embed=1&origin=${encodeURIComponent(allowed)}"></iframe>
      <script>
        window.heard = [];
        addEventListener('message', (e) => window.heard.push(e.data));
        window.attack = () => {
          const w = document.getElementById('g').contentWindow;
          w.postMessage({ type: 'arkadia:new-game', seats: ['easy', 'easy'] }, '*');
          w.postMessage(JSON.stringify({ type: 'arkadia:set-language', lang: 'de' }), '*');
        };
      </script>`);
  });
  await new Promise((ok) => hostile.listen(0, '127.0.0.1', ok));
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${hostile.address().port}/`);
  const frame = await until(() => page.frames().find((f) => /embed=1/.test(f.url())), 'the iframe');
  await until(async () => (await frameHook(frame))?.frames > 0, 'the game to draw');
  await page.evaluate(() => window.attack());
  await until(() => frame.evaluate(() => (window.Module.pageRejectedMessages | 0) >= 2), 'both messages to be rejected');
  const h = await frameHook(frame);
  assert.equal(h.embedMessages, 0, 'nothing reached the game');
  assert.equal(h.screen, 'new-game');
  assert.equal(h.language, 'en');
  assert.deepEqual(await page.evaluate(() => window.heard), [], 'and nothing was told to the stranger');
  await context.close();
  hostile.close();
});

test('a page written for the first version of the messages still works: arkadia:* names, scores as "gold"', { timeout: 5 * 60 * 1000 }, async () => {
  // Another origin, allowed by the link, that speaks version 1 (no protocol=2 in its link).
  const site = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><iframe id="g" style="width:900px;height:600px"></iframe>
      <script>
        window.heard = [];
        addEventListener('message', (e) => window.heard.push(e.data));
        document.getElementById('g').src = '${env.url}index.html?embed=1&aidelay=0&origin=' + encodeURIComponent(location.origin);
        window.send = (m) => document.getElementById('g').contentWindow.postMessage(m, '${new URL(env.url).origin}');
      </script>`);
  });
  await new Promise((ok) => site.listen(0, '127.0.0.1', ok));
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${site.address().port}/`);
  const heard = () => page.evaluate(() => window.heard);
  const heardOf = async (type) => (await heard()).find((e) => e.type === type);
  assert.equal((await until(() => heardOf('arkadia:ready'), 'the game to be ready')).version, 1);
  await page.evaluate(() => window.send({ type: 'arkadia:new-game', seats: ['easy', 'easy'], seed: 3 }));
  await until(() => heardOf('arkadia:move'), 'the computers playing');
  // The current names are read too, and answered in the page's version.
  await page.evaluate(() => window.send({ type: 'game:get-state' }));
  const state = await until(() => heardOf('arkadia:state'), 'the state');
  assert.ok(Array.isArray(state.gold) && state.gold.length === 2 && state.scores === undefined, JSON.stringify(state.gold));
  assert.ok((await heard()).every((e) => typeof e.type === 'string' && e.type.startsWith('arkadia:')), 'every event in version 1');
  await context.close();
  site.close();
});
