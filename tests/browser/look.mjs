// Screenshots of a game in progress for looking at the page (not a test): each game against
// the computer at 1280x800, at 150% interface size and on a 390x844 phone, in the languages
// asked, at the person's first turn and again some turns later (`-later`), when the board has
// filled. `node tests/browser/look.mjs [OUT_DIR] [en,fr,de] [TURNS]`; prints each file and the
// board's share of the window.
import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, humanTurn, laidOutFor } from './browser.mjs';
import { playHumanStep, playArkantisDecision, rng } from './human.mjs';
process.env.ARKADIA_TEST_SCALE ??= '1';  // the screen's own pixels: figures and pictures as players get them (browser.mjs)

const out = resolve(process.argv[2] ?? 'build/look');
const languages = (process.argv[3] ?? 'en').split(',');
const laterTurns = Number(process.argv[4] ?? 10);
mkdirSync(out, { recursive: true });

const { server, url } = await startServer();
const browser = await launch();
const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 100 },
  { name: '150pc', viewport: { width: 1280, height: 800 }, scale: 150 },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 100, touch: true },
];
try {
  for (const [game, query] of [['arkadia', 'seats=human,hard&seed=5'], ['arkantis', 'game=arkantis&seats=human,hard&seed=5']]) {
    for (const lang of languages) {
      for (const size of sizes) {
        const scale = `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${size.scale / 100} }))`;
        const { page, context } = await openPage(browser, `${url}?${query}&lang=${lang}&aidelay=0`,
                                                 { viewport: size.viewport, hasTouch: !!size.touch, initScript: scale });
        await laidOutFor(page, size.viewport, 'the layout');
        const h = await humanTurn(page);
        const file = resolve(out, `${game}-${size.name}-${lang}.png`);
        await page.screenshot({ path: file });
        const b = h.board && { w: h.board.cell * h.board.across, h: h.board.cell * h.board.down };
        const share = b ? (100 * b.w * b.h) / (size.viewport.width * size.viewport.height) : NaN;
        console.log(`${file}: board ${b ? `${Math.round(b.w)}x${Math.round(b.h)}` : '?'} = ${share.toFixed(0)}% of the window`);
        if (laterTurns > 0) {
          const random = rng(7);
          for (let turn = 0; turn < laterTurns; ++turn) {
            const x = await humanTurn(page);
            if (x.screen !== 'play' || x.over) break;
            if (game === 'arkadia') await playHumanStep(page, random);
            else await playArkantisDecision(page, x);
          }
          await humanTurn(page).catch(() => {});
          const later = resolve(out, `${game}-${size.name}-${lang}-later.png`);
          await page.screenshot({ path: later });
          console.log(later);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
