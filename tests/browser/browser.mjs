// Shared helpers of the browser tests: serve dist/, start Debian's chromium through
// playwright-core (never a downloaded browser), read the page's test hook, click squares.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repo = resolve(here, '../..');
// The site the wasm preset assembled for the tests: the page with the test hook (ARKADIA_DIST
// overrides it). `site` is what players get, without the hook (ARKADIA_SITE overrides it).
export const dist = resolve(process.env.ARKADIA_DIST ?? resolve(repo, 'build/wasm/dist-test'));
export const site = resolve(process.env.ARKADIA_SITE ?? resolve(repo, 'build/wasm/dist'));
export const artifacts = resolve(process.env.ARKADIA_ARTIFACTS ?? resolve(repo, 'build/browser-artifacts'));
mkdirSync(artifacts, { recursive: true });

// The test file's web server and browser, started before its tests and closed after them.
// By default the server serves dist/ at `url`. With `subfolder`, the game lives in
// games/arkadia/ of a scratch host (`root`), where `subfolder(root)` may put other files:
// `url` is then the game's address in it.
export function useBrowser({ subfolder } = {}) {
  const env = {};
  before(async () => {
    let path = '';
    if (subfolder) {
      env.root = mkdtempSync(join(tmpdir(), 'arkadia-host-'));
      mkdirSync(join(env.root, 'games'));
      symlinkSync(dist, join(env.root, 'games', 'arkadia'));
      await subfolder(env.root);
      path = 'games/arkadia/';
    }
    env.server = await serve(env.root ?? dist, 0);
    env.url = `http://127.0.0.1:${env.server.address().port}/${path}`;
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
    if (env.root) rmSync(env.root, { recursive: true, force: true });
  });
  return env;
}

// The value at quantile q (0.5: the median, the upper of the middle two) of numbers, unsorted.
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function startServer(root = dist) {
  const server = await serve(root, 0);
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
           '--no-first-run', '--disable-quic', '--use-gl=angle', '--use-angle=swiftshader',
           '--enable-unsafe-swiftshader'],
  });
}

// The device pixel ratio a test's page has unless it sets its own: 0.5, a quarter of the pixels.
// SwiftShader's cost is the pixels (docs/ai-log.md, "where the browser stage's time goes"), and
// the page lays out in CSS pixels with fonts scaled linearly, so what the tests read (targets,
// texts, layout) is the same as at 1; the tests of crisp, high-DPI and phone screens set theirs.
// ARKADIA_TEST_SCALE=1 gives full-size screenshots; the benchmarks and look scripts set it, so
// their figures and pictures are the screen's own (read at each page, after they set it).
export const testScale = () => Number(process.env.ARKADIA_TEST_SCALE ?? 0.5);

// A page that records console errors and uncaught exceptions, so tests can require none.
// options.contextOptions go to browser.newContext; options.setup(page, context) runs before the
// page is opened (e.g. to route requests); options.initScript runs in every document it opens.
//
// Each page starts with nothing stored: no saved game, setting, cache or service worker of an
// earlier test. A page whose test closed its context (the usual end) is kept for the next
// test that asks for the same kind of page (CI time: a new tab cost about 1.4 s more per page
// than a new document in a kept one, over about 80 pages). It is kept only if its test used it
// plainly: opened without `setup` or `initScript`, its context used for nothing but close(), no
// listener of its own left on the page; everything stored on the sites it opened is cleared
// before it opens the next address, in a new document. `newTab: true` asks for a new context
// and tab, never kept: what a player's first visit gets (the benchmarks' figures).
const keptPages = new WeakMap();  // browser -> Map(kind of page -> [kept page])
export async function openPage(browser, url, options = {}) {
  const contextOptions = { viewport: options.viewport ?? { width: 1280, height: 800 },
                           deviceScaleFactor: options.deviceScaleFactor ?? testScale(),
                           hasTouch: options.hasTouch ?? false,
                           ...(options.contextOptions ?? {}) };
  const keepable = !options.setup && !options.initScript && !options.newTab;
  const kind = JSON.stringify(contextOptions);
  const byKind = keptPages.get(browser) ?? keptPages.set(browser, new Map()).get(browser);
  const kept = byKind.get(kind) ?? byKind.set(kind, []).get(kind);
  let entry = keepable ? kept.pop() : undefined;
  while (entry && entry.page.isClosed()) entry = kept.pop();
  if (!entry) {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    entry = { context, page, viewport: contextOptions.viewport, errors: [], origins: new Set() };
    const e = entry;
    page.on('console', (m) => { if (m.type() === 'error') e.errors.push(m.text()); });
    page.on('pageerror', (x) => e.errors.push(String(x)));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) e.origins.add(new URL(frame.url()).origin);
    });
    if (options.initScript) await page.addInitScript(options.initScript);
    if (options.setup) await options.setup(page, context);
  } else {
    entry.errors = [];
  }
  const { context, page } = entry;
  // The test's handle on the context: close() hands a plain page back for the next test;
  // anything else the test does with the context makes its page its own (closed at the end).
  let plain = keepable;
  const handle = new Proxy(context, {
    get(target, name) {
      if (name === 'close') return () => release(kept, entry, plain);
      const value = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      plain = false;
      return value.bind(target);
    },
  });
  await page.goto(url);
  await waitForFirstFrame(page, options.noHook);
  return { page, context: handle, errors: entry.errors };
}

// The page events a test may listen to, with the listeners openPage puts on them: one more (a
// test's own) and the page is not kept. (Playwright's own waits listen to others.)
const ownListeners = { console: 1, pageerror: 1, framenavigated: 1, dialog: 0, popup: 0, request: 0, response: 0,
                       requestfinished: 0, requestfailed: 0, load: 0, domcontentloaded: 0, download: 0,
                       filechooser: 0, worker: 0, websocket: 0 };
async function release(kept, entry, plain) {
  const { context, page } = entry;
  const listened = page.isClosed() ? [] : Object.keys(ownListeners).filter((n) => page.listenerCount(n) > ownListeners[n]);
  if (!plain || page.isClosed() || listened.length > 0 || context.pages().length !== 1) {
    await context.close();
    return;
  }
  try {
    // Leave the site first, so nothing the page does as it goes is stored after the clearing.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    for (const origin of entry.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    entry.origins.clear();
    const now = page.viewportSize();
    if (now.width !== entry.viewport.width || now.height !== entry.viewport.height) await page.setViewportSize(entry.viewport);
    kept.push(entry);
  } catch {
    await context.close().catch(() => {});
  }
}

// `noHook`: the site players get, which has no test hook.
// A page that never draws says what its boot screen shows instead (web/boot.js's #status).
export async function waitForFirstFrame(page, noHook = false) {
  try {
    await page.waitForFunction((hookless) => (hookless || typeof window.pageTest === 'function') && window.pageFirstFrameMs > 0,
                               noHook, { timeout: 60000 });
  } catch (error) {
    const shown = await page.evaluate(() => `${document.readyState}; status '${document.getElementById('status')?.textContent ?? ''}'`).catch((e) => String(e));
    throw new Error(`no first frame at ${page.url()} (${shown}): ${error.message}`);
  }
}

export const hook = (page) => page.evaluate(() => window.pageTest());

// The text view (#position) or the rules and keys (#help) as a screen reader browses them:
// headings, then the lines of each.
export const textView = (page, id = 'position') =>
  page.evaluate((where) => {
    const view = document.getElementById(where);
    const parts = {};
    let heading = null;
    for (const node of view.children) {
      if (node.tagName === 'H2') parts[(heading = node.textContent)] = [];
      else if (node.tagName === 'UL' && heading) parts[heading] = [...node.children].map((li) => li.textContent);
    }
    return { className: view.className, title: view.querySelector('h1')?.textContent, parts };
  }, id);

// Waits until the hook satisfies `predicate` (polling; the page draws only on change).
// `between(hook)`, if given, runs after each look that did not find it, with what that look saw
// (e.g. to press a control again).
export async function until(page, predicate, what, timeoutMs = 60000, between = null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const h = await hook(page);
    if (predicate(h)) return h;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; hook: ${JSON.stringify({ ...h, record: undefined, legal: h.legal?.slice(0, 5) })}`);
    if (between) await between(h);
    await page.waitForTimeout(50);
  }
}

// Waits for a settled frame laid out for `viewport` (CSS pixels): after a resize the page keeps
// describing the old layout until a frame has been drawn at the new size, and a wait on what
// both layouts share (a board that fits) would return early.
export function laidOutFor(page, viewport, what) {
  return until(page, (x) => x.settled && Math.abs(x.display[0] - viewport.width) < 1 && Math.abs(x.display[1] - viewport.height) < 1,
               what);
}

export function targetCentre(h, id) {
  const t = h.targets[id];
  if (!t) throw new Error(`no target ${id} on screen ${h.screen}; targets: ${Object.keys(h.targets).join(' ')}`);
  return { x: t[0] + t[2] / 2, y: t[1] + t[3] / 2 };
}

// Waits until the page has taken in the input just given and drawn the frames that follow it, so
// the next step reads a hook that has seen it: until then the hook still says "settled" about
// the frame before the input, and a target read from it may have moved (a seat turned human
// shortens the form). A click that reloads the page ends the wait.
export async function afterInput(page, timeoutMs = 20000) {
  try {
    await until(page, (x) => x.queuedInputs === 0 && x.settled, 'the page to take the input in', timeoutMs);
  } catch (e) {
    // A click that reloads the page (a game picked on the first screen): the old page is gone,
    // and the new one may not have its hook yet.
    if (/Execution context was destroyed|navigation|Target closed|pageTest is not a function/.test(String(e))) return;
    throw e;
  }
}

// Waits for a frame that shows the present state and has the target on it, points at it, clicks
// it, and waits for the page to take the click in. Pointing first, as a hand does.
export async function clickTarget(page, id) {
  let h = await until(page, (x) => x.settled && x.targets[id], `target ${id} on screen`, 20000);
  // A target scrolled out of its panel (or below the window's edge): the wheel over the panel
  // brings it into view first, as a hand would.
  const height = page.viewportSize().height;
  for (let i = 0; i < 12; ++i) {
    const [x, y, , ht, top = 0, bottom = height] = h.targets[id];
    const shownTop = Math.max(top, 0), shownBottom = Math.min(bottom, height);
    const below = y + ht > shownBottom + 0.5, above = y < shownTop - 0.5;
    if (!below && !above) break;
    await page.mouse.move(x + 4, Math.min(Math.max(y + ht / 2, shownTop + 10), shownBottom - 10));
    await page.mouse.wheel(0, below ? 150 : -150);
    await afterInput(page);
    h = await until(page, (z) => z.settled && z.targets[id], `target ${id} on screen`, 20000);
  }
  const p = targetCentre(h, id);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
  await afterInput(page);
}

// A square's centre on screen. An upright phone turns Arkadia's board a quarter clockwise
// (board.turned): row 1 is then on the right and column a at the top.
export function squareCentre(h, name) {
  const col = name.charCodeAt(0) - 97, row = Number(name.slice(1)) - 1;
  const [x, y] = h.board.turned ? [h.board.across - 1 - row, col] : [col, row];
  return { x: h.board.x + (x + 0.5) * h.board.cell, y: h.board.y + (y + 0.5) * h.board.cell };
}

export async function clickSquare(page, name) {
  const p = squareCentre(await until(page, (x) => x.settled && x.board, 'the board on screen', 20000), name);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
  await afterInput(page);
}

// The hint's tag on the board lies beside the squares it tells of, not over them (hook targets
// 'hint.tag' and 'hint.square.N': x, y, width, height in CSS pixels).
export function assertHintTagBeside(h) {
  const tag = h.targets['hint.tag'];
  const squares = Object.entries(h.targets).filter(([id]) => id.startsWith('hint.square.')).map(([, r]) => r);
  assert.ok(tag && squares.length > 0, `the hint's tag and squares on screen: ${JSON.stringify([tag, squares])}`);
  for (const square of squares) {
    const apart = tag[0] + tag[2] <= square[0] || square[0] + square[2] <= tag[0] ||
                  tag[1] + tag[3] <= square[1] || square[1] + square[3] <= tag[1];
    assert.ok(apart, `the tag ${JSON.stringify(tag.slice(0, 4))} covers no hinted square: ${JSON.stringify(square.slice(0, 4))}`);
  }
}

export async function shot(page, name) {
  const file = resolve(artifacts, name);
  await page.screenshot({ path: file });
  return file;
}

// Opens a menu of the menu bar and clicks one of its items.
export async function clickMenu(page, menu, item) {
  await clickTarget(page, menu);
  await clickTarget(page, item);
}

// The native CLI (built by the native-release preset before the browser tests run).
export const cli = resolve(repo, 'build/native-release/cli/bg-cli');

// Waits for the human to be able to move (the AI seats having played), or the game to end (its
// last turn played out on the board).
export const humanTurn = (page, what = 'the human to move') =>
  until(page, (x) => (x.humanToMove || x.screen === 'score') && x.settled, what, 120000);

// Records what the page sends the AI worker (an init script: window.sentToWorker).
export const spyOnWorker = () => {
  window.sentToWorker = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    window.sentToWorker.push(message);
    return post.call(this, message, ...rest);
  };
};

// The tests of play between devices: a broker, a site of their own and several browsers in `env`
// ({ browsers: [] }). The n-th browser (0, 1, 2) is a separate Chromium, launched when first needed.
export const browserOnDemand = (env) => async (n) => (env.browsers[n] ??= await launch());
// Closes what such a test started: its browsers, server, broker and scratch folder.
export async function closeSharedTable(env) {
  for (const b of env.browsers) await b?.close();
  env.server?.close();
  await env.broker?.close();
  if (env.root) rmSync(env.root, { recursive: true, force: true });
}

// Each line the live region says from now on, in order (the region itself keeps only the last 30).
export const listen = (page) =>
  page.evaluate(() => {
    window.heardLines = [];
    new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach((n) => window.heardLines.push(n.textContent))))
      .observe(document.getElementById('announcer'), { childList: true });
  });
// Presses `key` until a line said matches `pattern` (each press moves the focus and says the
// control it reaches); at most `presses` times.
export async function pressUntilHeard(page, key, pattern, what, presses = 30) {
  for (let i = 0; i < presses; ++i) {
    const from = await page.evaluate(() => window.heardLines.length);
    await page.keyboard.press(key);
    const line = await page.waitForFunction((n) => window.heardLines[n], from, { timeout: 10000, polling: 20 })
      .then((handle) => handle.jsonValue())
      .catch(async () => { throw new Error(`${key}: nothing said on the way to ${what}: ${JSON.stringify((await page.evaluate(() => window.heardLines)).slice(-3))}`); });
    if (pattern.test(line)) return line;
  }
  throw new Error(`${key} ${presses} times never reached ${what}: ${JSON.stringify((await page.evaluate(() => window.heardLines)).slice(-5))}`);
}
// Waits until a line said since listen() matches `pattern`; returns it.
export const heardLine = (page, pattern, what) =>
  page.waitForFunction((source) => window.heardLines.find((l) => new RegExp(source).test(l)), pattern.source, { timeout: 60000, polling: 20 })
    .then((handle) => handle.jsonValue())
    .catch(async () => { throw new Error(`never heard ${what}: ${JSON.stringify((await page.evaluate(() => window.heardLines)).slice(-5))}`); });
