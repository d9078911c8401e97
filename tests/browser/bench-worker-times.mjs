// The computer's time per decision in the page's worker over whole games (a benchmark, not a
// test; not in scripts/test, as a game of Expert seats takes minutes):
//   node tests/browser/bench-worker-times.mjs [LEVEL]      (default expert; target <= 3 s)
// Each game is played by computer seats of that level with no pause between moves, on the
// tests' site (build/wasm/dist-test), so the page draws while the worker thinks as it does for
// players. Whole games, because the costliest decisions come late: a few castle pieces before
// the end, where the search's leaves are played out to the final gold. `bench-page.mjs` times
// only the start of a Hard game.
import { startServer, launch, openPage, quantile } from './browser.mjs';

const level = process.argv[2] ?? 'expert';
if (!['easy', 'normal', 'hard', 'expert'].includes(level)) {
  console.error(`bench-worker-times: unknown level ${level} (easy, normal, hard or expert)`);
  process.exit(2);
}
const games = [{ players: 2, seed: 3 }, { players: 3, seed: 5 }];

const { server, url } = await startServer();
const browser = await launch();
try {
  for (const { players, seed } of games) {
    const seats = Array(players).fill(level).join(',');
    const { page, context } = await openPage(browser, `${url}?game=arkadia&seats=${seats}&seed=${seed}&aidelay=0`, { newTab: true });
    const started = Date.now();
    await page.waitForFunction(() => window.pageTest().screen !== 'play', null, { timeout: 1800000, polling: 1000 });
    const times = await page.evaluate(() => Module.pageAiTimes || []);
    await context.close();
    if (times.length === 0) throw new Error(`no decision was timed in the ${players}-player game`);
    const at = (q) => Math.round(quantile(times, q));
    const over = times.filter((t) => t > 3000).length;
    console.log(`${level}, ${players} players (seed ${seed}): ${times.length} decisions in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
                `median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, max ${at(1)} ms; ` +
                `${over} over 3 s (target: none)`);
  }
} finally {
  await browser.close();
  server.close();
}
