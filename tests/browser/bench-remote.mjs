// Figures of play between devices (issue 49), a benchmark that prints them, not a test:
//   from opening an invitation to the friend's table drawn     target <= 3 s
//   a decision's round trip, the friend's page to the host and back with the new table,
//   median                                                     target <= 50 ms
// Two Chromiums, a host page and a friend's page, talk through a PeerJS broker of our own inside
// a network namespace the script makes (netns.mjs): no traffic leaves the machine.
// `node --test tests/browser/bench-remote.mjs` after a wasm build (build/wasm/dist-test).
import { test, before, after } from 'node:test';
import { runInNetns } from './netns.mjs';
import { openRemoteSite } from './remote-site.mjs';
import { openPage, clickTarget, until, hook, browserOnDemand, closeSharedTable, quantile } from './browser.mjs';
process.env.ARKADIA_TEST_SCALE ??= '1';  // the screen's own pixels: figures and pictures as players get them (browser.mjs)

if (await runInNetns(import.meta.url)) {
  const env = { browsers: [] };
  before(() => openRemoteSite(env));
  after(() => closeSharedTable(env));
  const browser = browserOnDemand(env);
  const median = (xs) => quantile(xs, 0.5);
  const enter = (page, move) => page.evaluate((m) => Module.ccall('page_move_entered', null, ['string'], [m]), move);

  test('figures: joining and a decision\'s round trip', { timeout: 600000 }, async () => {
    for (const game of ['arkadia', 'arkantis']) {
      const host = await openPage(await browser(0), env.url + `?game=${game}&lang=en&aidelay=0`, { newTab: true });
      await clickTarget(host.page, 'seat1.friend');
      await clickTarget(host.page, 'newgame.start');
      const link = (await until(host.page, (x) => x.remote?.invitations[0]?.link, 'the link', 30000)).remote.invitations[0].link;
      // Joining: from opening the link (the page loaded from the local site) to the table drawn, 5 times.
      const joins = [], firstFrames = [];
      let friend = null;
      for (let i = 0; i < 5; ++i) {
        if (friend) await friend.context.close();
        const context = await (await browser(1)).newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const t0 = Date.now();
        await page.goto(link);
        await page.waitForFunction(() => typeof window.pageTest === 'function' && window.pageTest().guest?.atTable, null, { timeout: 30000, polling: 10 });
        joins.push(Date.now() - t0);
        firstFrames.push(Math.round(await page.evaluate(() => window.pageFirstFrameMs)));
        friend = { page, context };
      }
      // Round trips: both seats play at random until 40 of the friend's decisions went there and back.
      let random = 7;
      const pick = (legal) => legal[(random = (random * 1103515245 + 12345) % 2147483648) % legal.length];
      for (let n = 0; n < 400; ++n) {
        const h = await hook(host.page);
        if (h.screen !== 'play') break;
        const trips = await friend.page.evaluate(() => Module.remoteRoundTrips.length);
        if (trips >= 40) break;
        if (h.current === 0) {
          if (!h.humanToMove) { await host.page.waitForTimeout(10); continue; }
          await enter(host.page, pick(h.legal));
          await until(host.page, (x) => x.actions !== h.actions, 'the host played', 10000);
        } else {
          const f = await until(friend.page, (x) => x.humanToMove && x.actions === h.actions, "the friend's turn", 10000);
          await enter(friend.page, pick(f.legal));
          await until(host.page, (x) => x.actions !== h.actions, "the friend's decision at the host's", 10000);
        }
      }
      const trips = await friend.page.evaluate(() => Module.remoteRoundTrips);
      console.log(`${game}: opening an invitation to the friend's table drawn: median ${median(joins)} ms (${joins.join(', ')}; target <= 3000), the page's first frame ${median(firstFrames)} ms of it`);
      console.log(`${game}: a decision's round trip, friend to host and back: median ${median(trips).toFixed(1)} ms over ${trips.length} (min ${Math.min(...trips).toFixed(1)}, max ${Math.max(...trips).toFixed(1)}; target <= 50)`);
      await friend.context.close();
      await host.context.close();
    }
  });
}
