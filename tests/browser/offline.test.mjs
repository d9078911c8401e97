// Offline play: after one visit the service worker has every file of the site, and the game
// loads and plays (the AI in its worker too) with the network off. Served from a subfolder of a
// host, next to files the service worker must leave alone. Each test has a browser context of
// its own, so no service worker or cache carries over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { listFiles, makeServiceWorker, precacheList } from '../../web/make-sw.mjs';
import { useBrowser, openPage, waitForFirstFrame, hook, until, clickTarget, shot, repo, dist } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

// A host where the game lives in a subfolder, next to a file the service worker must leave alone.
const env = useBrowser({ subfolder: (root) => writeFileSync(join(root, 'games', 'other.txt'), 'not part of the game') });

// Waits until the async `predicate(arg)`, evaluated in the page, is true (page.waitForFunction
// takes a returned promise for a true value).
async function waitInPage(page, predicate, arg, what, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(100);
  }
}

// Waits until the service worker is active and controls the page; returns its cache names.
async function waitForServiceWorker(page) {
  await waitInPage(page, async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  }, null, 'the service worker to be active and in charge');
  return page.evaluate(() => caches.keys());
}

test('the service worker\'s version is a hash of the files, and sw.js lists every file', () => {
  const precache = precacheList(dist);
  assert.match(precache.version, /^[0-9a-f]{16}$/);
  assert.deepEqual(precache, precacheList(dist), 'the same files give the same version');
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  assert.ok(sw.includes(`"version": "${precache.version}"`), 'dist/sw.js carries the version of dist/');
  const files = listFiles(dist);
  for (const f of ['index.html', 'boot.js', 'page.css', 'manifest.webmanifest', 'icon.svg', 'page.js',
                   'page.wasm', 'page.data', 'ai-worker.js', 'ai.js', 'ai.wasm'])
    assert.ok(files.includes(f), `${f} is precached`);
  assert.ok(!files.includes('sw.js'), 'sw.js is not in its own list');
  assert.deepEqual(precache.files.map((f) => f.path), files);
  // One changed byte anywhere, a new version.
  const copy = mkdtempSync(join(tmpdir(), 'arkadia-dist-'));
  try {
    cpSync(dist, copy, { recursive: true });
    appendFileSync(join(copy, 'page.css'), ' ');
    assert.notEqual(precacheList(copy).version, precache.version);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  // Every icon the manifest names is there.
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.equal(manifest.display, 'standalone');
  for (const icon of manifest.icons) assert.ok(files.includes(icon.src), `icon ${icon.src}`);
});

test('after one visit the game loads and plays against the AI with no network', { timeout: 5 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0');
  const names = await waitForServiceWorker(page);
  assert.equal(names.length, 1, `one cache: ${names}`);
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), names[0]);
  assert.deepEqual(cached.sort(), listFiles(dist).map((f) => env.url + f).sort(), 'every file of dist/ is in the cache');

  // Nothing outside the scope is touched: fetched online, it does not go into the cache, and
  // offline it fails instead of coming from a cache.
  assert.equal(await page.evaluate(() => fetch('../other.txt').then((r) => r.text())), 'not part of the game');
  assert.equal(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, names[0]), cached.length);

  await context.setOffline(true);
  assert.equal(await page.evaluate(() => fetch('../other.txt').then(() => 'fetched', () => 'failed')), 'failed');
  await page.reload();
  await waitForFirstFrame(page);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  let h = await hook(page);
  assert.equal(h.screen, 'new-game');
  await shot(page, 'offline-new-game.png');

  // A 2-player game, human against the AI: a human turn through the UI, then the AI's answer.
  await clickTarget(page, 'seat1.level.1');
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type('31337');
  await clickTarget(page, 'newgame.start');
  h = await until(page, (x) => x.screen === 'play', 'the game to start');
  const random = rng(5);
  if (!h.humanToMove) h = await until(page, (x) => x.humanToMove, 'the AI to open the game', 60000);
  const firstHumanSeat = h.current;
  // One turn of the human: the AI may answer before the last click's frames are drawn.
  const aiBefore = h.aiDecisions;
  while (h.humanToMove && h.aiDecisions === aiBefore) h = await playHumanStep(page, random);
  h = await until(page, (x) => x.humanToMove && x.aiDecisions > aiBefore, 'the AI to answer offline', 60000);
  assert.equal(h.current, firstHumanSeat);
  assert.equal(h.notice, '', 'the AI answered itself (no simple move instead)');
  assert.equal(await page.evaluate(() => Module.pageAiRestarts), 0);
  await shot(page, 'offline-play.png');
  assert.deepEqual(errors.filter((e) => !/other\.txt|ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
});

test('a new build replaces the cache of the old one', { timeout: 3 * 60 * 1000 }, async () => {
  // A copy of the site that can be rebuilt, in a folder of its own.
  const root = mkdtempSync(join(tmpdir(), 'arkadia-update-'));
  const site = join(root, 'arkadia');
  cpSync(dist, site, { recursive: true });
  writeFileSync(join(root, 'blank.html'), '<!doctype html><title>another page of the host</title>');
  const local = await serve(root, 0);
  const siteUrl = `http://127.0.0.1:${local.address().port}/arkadia/`;
  try {
    const { page, context } = await openPage(env.browser, siteUrl);
    const [oldCache] = await waitForServiceWorker(page);
    // Rebuild: one file changes, sw.js gets a new version.
    appendFileSync(join(site, 'page.css'), '\n/* build 2 */\n');
    const { version } = makeServiceWorker(site, resolve(repo, 'web/sw.js'));
    assert.ok(!oldCache.endsWith(version));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await waitInPage(page, async () => (await navigator.serviceWorker.getRegistration()).waiting !== null,
                     null, 'the new version to be installed');
    // The old version stays in charge while a page runs it (the new one has filled its cache
    // and waits); with that page closed, the new one takes over and deletes the old cache.
    assert.ok((await page.evaluate(() => caches.keys())).includes(oldCache));
    assert.doesNotMatch(await page.evaluate(() => fetch('page.css').then((r) => r.text())), /build 2/);
    // (Watched from a page of the same host outside the game's folder, which no version controls.)
    const watcher = await context.newPage();
    await watcher.goto(new URL('../blank.html', siteUrl).href);
    await page.close();
    await waitInPage(watcher, async (v) => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0].endsWith(' ' + v);
    }, version, 'the new version to take over and delete the old cache');
    assert.equal(await watcher.evaluate(() => navigator.serviceWorker.controller), null);
    const second = await context.newPage();
    await second.goto(siteUrl);
    await waitForFirstFrame(second);
    assert.notEqual(await second.evaluate(() => navigator.serviceWorker.controller), null);
    assert.match(await second.evaluate(() => fetch('page.css').then((r) => r.text())), /build 2/);
    await context.close();
  } finally {
    local.close();
    rmSync(root, { recursive: true, force: true });
  }
});
