// The page's figures (a benchmark, not a test): `node tests/browser/bench-page.mjs`.
//   transfer size of dist/ gzipped          target <= 1.5 MB
//   time to first frame, headless chromium  target <= 1.5 s (median of 5 fresh loads, each game)
//   frame rate while the AI thinks          target >= 40 fps (two Expert AI seats, no pause, 10 s),
//                                            beside the most any page gets here: a bare WebGL2
//                                            canvas while a worker keeps a core busy
//   AI decision time in the worker          Hard <= 1.5 s (the same game, 60 decisions)
//   the board's share of the window          target >= 55% at 1280x800 (each game; also a phone)
//   frame rate while the board moves         target >= 30 fps (two Normal seats at the default pause
//                                            between moves, 12 s each game; and with no pause,
//                                            where the game changes nearly every frame)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { startServer, launch, openPage, hook, clickTarget, quantile, site, repo } from './browser.mjs';
process.env.ARKADIA_TEST_SCALE ??= '1';  // the screen's own pixels: figures and pictures as players get them (browser.mjs)

let raw = 0, gz = 0;
const rows = [];
// What players download: the site without the test hook.
for (const name of readdirSync(site).sort()) {
  const file = resolve(site, name);
  if (!statSync(file).isFile()) continue;
  const bytes = readFileSync(file);
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  rows.push(`  ${name.padEnd(20)} ${String(bytes.length).padStart(9)} B  ${String(zipped).padStart(9)} B gzipped`);
}
console.log(`dist/ transfer size: ${(gz / 1048576).toFixed(2)} MiB gzipped (${(raw / 1048576).toFixed(2)} MiB raw; target <= 1.5 MB)`);
console.log(rows.join('\n'));

const { server, url } = await startServer();  // the tests' site: the rest reads the test hook
const shipped = await startServer(site);
const browser = await launch();
try {
  // Each game's first frame, on the site players get: the page loads one code for both, so both
  // are measured, and the game chooser's (a first visit), which draws both games' boards.
  for (const [game, query] of [['the game chooser', ''], ['Arkadia', '?game=arkadia'], ['ArkantiS', '?game=arkantis']]) {
    const times = [];
    for (let i = 0; i < 5; ++i) {
      const { page, context } = await openPage(browser, shipped.url + query, { noHook: true, newTab: true });
      times.push(await page.evaluate(() => window.pageFirstFrameMs));
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`time to first frame, ${game}: median ${Math.round(times[2])} ms (min ${Math.round(times[0])}, max ${Math.round(times[4])}; target <= 1500 ms)`);
  }

  // Two Expert AI seats (the longest thinking: up to about 2 s a decision) without the pause
  // between moves, so the worker is busy nearly all the time; frames are counted only while it
  // is. Then the Hard level's decision times, in a game of its own.
  const expert = await openPage(browser, url + '?seats=expert,expert&seed=3&aidelay=0', { newTab: true });
  const light = (p) => p.evaluate(() => window.pageFrames());
  let previous = await light(expert.page), previousAt = Date.now(), busyFrames = 0, busyMs = 0;
  const started = Date.now();
  while (Date.now() - started < 10000) {
    await expert.page.waitForTimeout(100);
    const now = await light(expert.page), nowAt = Date.now();
    if (previous.aiBusy && now.aiBusy) {
      busyFrames += now.frames - previous.frames;
      busyMs += nowAt - previousAt;
    }
    previous = now;
    previousAt = nowAt;
  }
  const frameMs = (await hook(expert.page)).frameMs;
  console.log(`frame rate while the AI thinks (Expert): ${(busyFrames / (busyMs / 1000)).toFixed(1)} fps over ` +
              `${(busyMs / 1000).toFixed(1)} s of thinking (${frameMs.toFixed(1)} ms of page work per frame; target >= 40 fps)`);
  await expert.context.close();

  // What any page reaches here: with software WebGL each frame drawn costs the browser passes
  // over the whole canvas (the copy a kept drawing buffer needs, then compositing), and while the
  // AI thinks those share the one core its worker leaves.
  const bareSite = await startServer(resolve(repo, 'tests/browser/bare-canvas'));
  const bare = await openPage(browser, bareSite.url, { newTab: true, noHook: true });  // the Expert page's window
  const barePage = bare.page;
  const bareFrames = () => barePage.evaluate(() => window.bareFrames());
  await barePage.waitForFunction(() => window.bareFrames && window.bareFrames() > 30, null, { polling: 100 });
  const bareStart = await bareFrames(), bareAt = Date.now();
  await barePage.waitForTimeout(6000);
  const bareFps = (await bareFrames() - bareStart) / ((Date.now() - bareAt) / 1000);
  console.log(`frame rate of a bare WebGL2 canvas of the same size while a worker keeps a core busy: ${bareFps.toFixed(1)} fps ` +
              `(the most any page reaches while the AI thinks here)`);
  await bare.context.close();
  bareSite.server.close();

  const { page, context } = await openPage(browser, url + '?game=arkadia', { newTab: true });
  await clickTarget(page, 'seat0.ai');
  await clickTarget(page, 'seat0.level.2');
  await clickTarget(page, 'seat1.level.2');
  await clickTarget(page, 'newgame.start');
  // Polled with the light window.pageFrames(): the full test hook serialises the whole game
  // and, called ten times a second, would itself cost the page frames.
  // Decision times of the Hard level in the worker, over the start of the same game.
  await page.waitForFunction(() => (Module.pageAiTimes || []).length >= 60 || window.pageTest().screen !== 'play',
                             null, { timeout: 240000, polling: 500 });
  const decisions = await page.evaluate(() => Module.pageAiTimes);
  console.log(`Hard AI decision time in the worker: median ${Math.round(quantile(decisions, 0.5))} ms, 90th percentile ` +
              `${Math.round(quantile(decisions, 0.9))} ms, max ${Math.round(quantile(decisions, 1))} ms over ${decisions.length} decisions ` +
              `(target <= 1500 ms)`);
  await context.close();

  // Frames while the board plays out actions: two Normal seats keep it moving, at the default
  // pause between moves (what a player watching the computer sees), then with none, where a new
  // action arrives nearly every frame and each frame is drawn whole.
  for (const [pause, seconds, label] of [['', 12, ''], ['&aidelay=0', 8, ' with no pause between moves']]) {
    for (const [game, query] of [['Arkadia', ''], ['ArkantiS', 'game=arkantis&']]) {
      const moving = await openPage(browser, `${url}?${query}seats=normal,normal&seed=5${pause}`,
                                    { initScript: `localStorage.setItem('arkadia.settings', '{"motion": "normal"}')` });
      const light = () => moving.page.evaluate(() => window.pageFrames());
      let before = await light(), beforeAt = Date.now(), frames = 0, ms = 0;
      const began = Date.now();
      while (Date.now() - began < seconds * 1000) {
        await moving.page.waitForTimeout(100);
        const now = await light(), nowAt = Date.now();
        if (before.moving && now.moving) {
          frames += now.frames - before.frames;
          ms += nowAt - beforeAt;
        }
        before = now;
        beforeAt = nowAt;
      }
      console.log(`frame rate while animating${label} (${game}): ${ms > 0 ? (frames / (ms / 1000)).toFixed(1) : 'n/a'} fps over ` +
                  `${(ms / 1000).toFixed(1)} s of motion (target >= 30 fps)`);
      await moving.context.close();
    }
  }

  // The board's squares as a share of the window, once the person is to move.
  for (const [game, query] of [['Arkadia', ''], ['ArkantiS', 'game=arkantis&']]) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const phone = viewport.width < 500;
      const opened = await openPage(browser, `${url}?${query}seats=human,hard&seed=5&aidelay=0`, { viewport, hasTouch: phone, newTab: true });
      const h = await opened.page.waitForFunction(() => {
        const x = window.pageTest();
        return x.humanToMove && x.settled && x.board && Math.abs(x.display[0] - innerWidth) < 1 ? x : null;
      }, null, { timeout: 60000, polling: 100 }).then((handle) => handle.jsonValue());
      const share = (h.board.cell * h.board.across * h.board.cell * h.board.down) / (viewport.width * viewport.height);
      console.log(`board area, ${game}, ${viewport.width}x${viewport.height}: ${(100 * share).toFixed(0)}% of the window ` +
                  `(${Math.round(h.board.cell)} px squares${phone ? '' : '; target >= 55%'})`);
      await opened.context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  shipped.server.close();
}
