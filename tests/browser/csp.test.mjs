// The Content-Security-Policy: the page allows only its own files (and compiling its own wasm),
// the server sends the same policy as the page's <meta>, the built scripts need no eval, and
// loading, playing against the AI (in its worker), the service worker and a saved-game
// download raise no violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '../../scripts/serve.mjs';
import { useBrowser, openPage, until, clickTarget, dist, site, startServer, launch } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();


test('the page\'s <meta> policy and the server\'s header are the same, with nosniff', async () => {
  const html = await (await fetch(env.url)).text();
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  assert.ok(meta, 'index.html has a CSP <meta>');
  assert.equal(meta[1], contentSecurityPolicy);
  assert.doesNotMatch(contentSecurityPolicy, /'unsafe-inline'|'unsafe-eval'|\*|data:|blob:/);
  for (const file of ['', 'index.html', 'boot.js', 'page.js', 'ai-worker.js', 'ai.wasm', 'sw.js', 'nothing-here']) {
    const response = await fetch(env.url + file);
    assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy, file);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', file);
  }
  // No inline script, style or event handler is left for the policy to block.
  assert.doesNotMatch(html, /<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\son[a-z]+=|style=/);
});

test('the built scripts contain no eval or new Function', () => {
  for (const root of [site, dist]) {
    const scripts = readdirSync(root).filter((f) => f.endsWith('.js'));
    for (const name of ['page.js', 'ai.js', 'ai-worker.js', 'boot.js', 'sw.js'])
      assert.ok(scripts.includes(name), `${root}/${name} exists`);
    for (const name of scripts) {
      const text = readFileSync(resolve(root, name), 'utf8');
      assert.doesNotMatch(text, /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(\s*['"`]/, `${root}/${name}`);
    }
  }
});

test('the site players get has no test hook: nothing lists the hands', async () => {
  assert.doesNotMatch(readFileSync(resolve(site, 'page.js'), 'utf8'), /page_test_json|pageTest|pageFrames/);
  const { server, url } = await startServer(site);
  const browser = await launch();
  try {
    const { page, context, errors } = await openPage(browser, `${url}?seats=human,easy`, { noHook: true });
    assert.equal(await page.evaluate(() => typeof window.pageTest), 'undefined');
    assert.equal(await page.evaluate(() => typeof window.pageFrames), 'undefined', 'no test hook, not even the light one');
    assert.ok(await page.evaluate(() => window.pageFirstFrameMs > 0), 'the page runs');
    // Play between devices loads its scripts from the site when asked, under the policy.
    assert.deepEqual(await page.evaluate(() => window.pageLoadRemote().then(() => [typeof Peer, typeof qrcode, typeof RemoteTransport])),
                     ['function', 'function', 'object']);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
});

// Collects violations in the page (securitypolicyviolation events) and any "Content Security
// Policy" message on the console of the page or one of its workers.
const recordViolations = () => {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

test('loading the page and playing against the AI raise no CSP violation', { timeout: 5 * 60 * 1000 }, async () => {
  const consoleCsp = [];
  const watch = (source) => (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) consoleCsp.push(`${source}: ${m.text()}`); };
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0', {
    initScript: recordViolations,
    setup: (p, c) => {
      p.on('console', watch('page'));
      p.on('worker', (w) => w.on('console', watch(`worker ${w.url()}`)));
      c.on('serviceworker', (w) => w.on('console', watch(`service worker ${w.url()}`)));
    },
  });
  // The service worker runs under the policy too: let it install and take charge of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  await clickTarget(page, 'seat1.level.2');  // Hard: the search, in its worker
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type('777');
  await clickTarget(page, 'newgame.start');
  let h = await until(page, (x) => x.screen === 'play', 'the game to start');
  const random = rng(11);
  let humanSteps = 0;
  while (humanSteps < 6 && h.screen === 'play') {
    if (h.humanToMove) {
      h = await playHumanStep(page, random);
      ++humanSteps;
    } else {
      h = await until(page, (x) => x.humanToMove || x.screen !== 'play', 'the AI to play', 60000);
    }
  }
  assert.ok(h.aiDecisions >= 2, `the AI played (${h.aiDecisions} decisions)`);
  assert.equal(h.notice, '', 'every AI answer was accepted');
  assert.equal(await page.evaluate(() => Module.pageAiRestarts), 0, 'the AI worker never had to be restarted');

  // Exporting a saved game: a Blob URL downloaded through <a download>, as the page will do.
  const download = page.waitForEvent('download');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob(['{"format":"arkadia-record"}'], { type: 'application/json' }));
    a.download = 'arkadia-game.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
  });
  assert.equal((await download).suggestedFilename(), 'arkadia-game.json');

  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(consoleCsp, []);
  assert.deepEqual(errors, []);

  // The detector works: something the policy forbids is reported.
  await page.evaluate(() => { const img = new Image(); img.src = 'https://example.invalid/x.png'; });
  await page.waitForFunction(() => window.cspViolations.length > 0, null, { timeout: 5000 });
  assert.match((await page.evaluate(() => window.cspViolations))[0], /^img-src blocked https:\/\/example\.invalid/);
  await context.close();
});

test('the policy names exactly the broker the site uses: PeerJS\'s public one, or the one it was built with', async () => {
  const { makeIndex, brokerEntries } = await import('../../web/make-index.mjs');
  const connectSrc = (html) => /connect-src ([^;"]*)/.exec(html)[1];
  const built = readFileSync(resolve(site, 'index.html'), 'utf8');
  assert.equal(connectSrc(built), "'self' https://0.peerjs.com wss://0.peerjs.com");
  assert.match(built, /<meta name="arkadia-broker" content="">/);
  const shell = readFileSync(resolve(import.meta.dirname, "../../shell.html"), "utf8");
  const own = makeIndex(shell, 'https://broker.example.org:8443/peerjs');
  assert.equal(connectSrc(own), "'self' https://broker.example.org:8443 wss://broker.example.org:8443");
  assert.match(own, /<meta name="arkadia-broker" content="https:\/\/broker.example.org:8443\/peerjs">/);
  assert.equal(connectSrc(makeIndex(shell, 'http://127.0.0.1:9000/broker/')), "'self' http://127.0.0.1:9000 ws://127.0.0.1:9000");
  for (const bad of ['ftp://x', 'broker.example.org', 'https://a.org/?key=x'])
    assert.ok(brokerEntries(bad) instanceof Error, bad);
  // The site loads the transport's scripts from itself, on demand.
  for (const name of ['peerjs.min.js', 'qrcode.js', 'remote_transport.js'])
    assert.ok(readdirSync(site).includes(name), name);
});
