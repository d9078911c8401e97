// A frame redraws only what changed since the last one (web/logic/damage_grid.hpp) and the canvas
// keeps the rest: what it shows must be, pixel for pixel, what a frame drawn whole shows, through
// the person's moves, the pieces' motion, the computer's turns and the panels that follow them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { useBrowser, openPage, until, humanTurn, artifacts } from './browser.mjs';
import { playHumanStep, playArkantisDecision, rng } from './human.mjs';

const env = useBrowser();

// The screen as the frames drawn in parts left it, then drawn whole: the two pictures are equal.
async function sameAsDrawnWhole(page, viewport, name) {
  // The pointer off every control, so nothing it hovers changes between the two pictures.
  await page.mouse.move(1, viewport.height - 1);
  const still = await until(page, (x) => x.settled && !x.motion.moving && x.queuedInputs === 0, 'a still screen');
  const inParts = await page.screenshot();
  await page.evaluate(() => Module.ccall('page_redraw_whole', null, [], []));
  await until(page, (x) => x.frames >= still.frames + 2 && x.settled, 'frames drawn whole');
  const whole = await page.screenshot();
  if (!inParts.equals(whole)) {
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(resolve(artifacts, `${name}-in-parts.png`), inParts);
    writeFileSync(resolve(artifacts, `${name}-whole.png`), whole);
    assert.fail(`${name}: the canvas drawn in parts differs from the same frame drawn whole (pictures in ${artifacts})`);
  }
}

// The interface at 110% puts the tiles' edges between the canvas's pixels.
for (const [game, query, viewport, uiScale] of [
  ['Arkadia', 'seats=human,normal&seed=7', { width: 1280, height: 800 }, 1],
  ['Arkadia at 110%', 'seats=human,normal&seed=9', { width: 1280, height: 800 }, 1.1],
  ['ArkantiS', 'game=arkantis&seats=human,normal&seed=7', { width: 1280, height: 800 }, 1],
  ['ArkantiS on a phone', 'game=arkantis&seats=human,normal&seed=8', { width: 390, height: 844 }, 1],
]) {
  test(`${game}: what is redrawn in parts is what a whole frame shows`, async () => {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?${query}&aidelay=0`, {
      viewport, hasTouch: viewport.width < 500,
      initScript: `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${uiScale} }))`,
    });
    const random = rng(11);
    await humanTurn(page);
    await sameAsDrawnWhole(page, viewport, `${game}-start`);
    for (let check = 1; check <= 4; ++check) {
      for (let step = 0; step < 3; ++step) {
        const h = await humanTurn(page);
        if (h.screen !== 'play') break;
        if (query.includes('arkantis')) await playArkantisDecision(page, h);
        else await playHumanStep(page, random);
      }
      const h = await humanTurn(page);
      await sameAsDrawnWhole(page, viewport, `${game}-${check}`);
      if (h.screen !== 'play') break;
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
