// The page on a phone over a mobile network (a benchmark, not a test; issue 78):
// `node tests/browser/bench-mobile.mjs`. Chromium emulates Lighthouse's mobile profile through
// CDP: the CPU 4x slower, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up. The players' site
// is served compressed as a web host serves it (scripts/serve.mjs: Brotli where the browser asks
// for it, else gzip). Printed, each the median of 3 fresh loads (and the slowest):
//   first visit, the game chooser                         target <= 5 s to the first frame
//   first visit, a friend's table from an invitation link target <= 5 s
//   first visit, the game chooser, from a host with gzip only
//   second visit (the service worker's copy)              target <= 1.5 s
// A friend's link would reach for the public broker, so the whole run is inside a network
// namespace of its own (netns.mjs): nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { insideNetns, netnsCommand, NETNS_ENV } from './netns.mjs';

if (!insideNetns()) {
  const how = netnsCommand();
  if (!how.argv) {
    console.log(`bench-mobile: not measured: ${how.reason}`);
    process.exit(0);
  }
  const run = spawnSync(how.argv[0], [...how.argv.slice(1), process.execPath, fileURLToPath(import.meta.url)],
                        { stdio: 'inherit', env: { ...process.env, [NETNS_ENV]: '1' } });
  process.exit(run.status ?? 1);
}

const { launch, site, quantile } = await import('./browser.mjs');
const { serve } = await import('../../scripts/serve.mjs');

const kMobile = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const server = await serve(site, 0, '127.0.0.1', { compress: true });
const url = `http://127.0.0.1:${server.address().port}/`;
const gzipOnly = await serve(site, 0, '127.0.0.1', { compress: 'gzip' });  // a host without Brotli

// Brotli at its best is made in the background on the first request: asked for and waited for
// here, so that the loads measured get what a host with the files compressed ahead would send.
for (const name of ['page.wasm', 'page.js', 'page.data', 'ai.wasm']) {
  for (;;) {
    const response = await fetch(url + name, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') === 'br') break;
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

const browser = await launch();
// A fresh phone-sized page (a new profile each: nothing cached) with the mobile profile on.
async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...kMobile });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const fetched = { bytes: 0, encodings: new Set() };
  cdp.on('Network.loadingFinished', (e) => { fetched.bytes += e.encodedDataLength; });
  page.on('response', (r) => { if (/\.wasm$/.test(r.url())) fetched.encodings.add(r.headers()['content-encoding'] ?? 'none'); });
  return { context, page, fetched };
}
const firstFrame = (page) => page.waitForFunction(() => window.pageFirstFrameMs > 0, null, { timeout: 120000, polling: 100 })
  .then(() => page.evaluate(() => window.pageFirstFrameMs));
const row = (label, times, target, extra = '') => {
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${(quantile(times, 0.5) / 1000).toFixed(2)} s, slowest ${(times[times.length - 1] / 1000).toFixed(2)} s` +
              ` of ${times.length} loads${extra} (target <= ${target} s)`);
};

const invitation = `${url}?join=arkadia#v=1&p=bench-host&s=1&n=2&h=Anna&d=player%3A1&k=${'ab'.repeat(16)}`;
try {
  for (const [label, address] of [['first visit on a phone, the game chooser', url], ["first visit on a phone, a friend's table from an invitation link", invitation],
                                  ['first visit on a phone, the game chooser, from a host without Brotli', `http://127.0.0.1:${gzipOnly.address().port}/`]]) {
    const times = [];
    let fetched = null;
    for (let i = 0; i < 3; ++i) {
      const p = await phone();
      await p.page.goto(address);
      times.push(await firstFrame(p.page));
      fetched = p.fetched;
      await p.context.close();
    }
    row(label, times, 5, `; ${(fetched.bytes / 1048576).toFixed(2)} MiB fetched by the first frame or soon after, .wasm sent ${[...fetched.encodings].join('/')}`);
  }
  // The second visit: the service worker has kept every file once the first visit's frame showed.
  const times = [];
  for (let i = 0; i < 3; ++i) {
    const p = await phone();
    await p.page.goto(url);
    await firstFrame(p.page);
    // Installed with every file kept, it takes the page over (sw.js: clients.claim()).
    await p.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 180000, polling: 500 });
    await p.page.reload();
    times.push(await firstFrame(p.page));
    await p.context.close();
  }
  row('second visit on a phone (the service worker\'s copy)', times, 1.5);
} finally {
  await browser.close();
  server.close();
  gzipOnly.close();
}
