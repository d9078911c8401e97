// Screenshots of the whole-turn hint (issue 74) in both games, each language, at 1280×800, at
// 150% interface size and on a 390×844 phone: node tests/browser/hint-shots.mjs [OUT_DIR]. Not a
// test: pictures to look at, as a new player would see the hint.
import { resolve } from 'node:path';
import { launch, startServer, openPage, until } from './browser.mjs';

const out = resolve(process.argv[2] ?? 'build/browser-artifacts/hints');
const forms = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'scale150', viewport: { width: 1280, height: 800 }, scale: 1.5 },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
];
const browser = await launch();
const { server, url } = await startServer();
try {
  for (const game of ['arkadia', 'arkantis'])
    for (const lang of ['en', 'fr', 'de'])
      for (const form of forms) {
        const initScript = form.scale ? `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${form.scale} }))` : undefined;
        const { page, context } = await openPage(browser, `${url}?game=${game}&seats=human:Ada,easy&seed=4&aidelay=0&lang=${lang}`,
                                                 { viewport: form.viewport, hasTouch: form.hasTouch, deviceScaleFactor: 1, initScript });
        await until(page, (x) => x.humanToMove && x.settled, 'the human to move');
        await page.keyboard.press('i');
        await until(page, (x) => x.hint !== '' && x.settled, 'the hint');
        await page.screenshot({ path: resolve(out, `${game}-${lang}-${form.name}.png`) });
        await context.close();
      }
} finally {
  await browser.close();
  server.close();
}
