// The rules corrections of 2026-11-25 in the page: a beginner game (its smithy turned, not
// mirrored), a game with the castle lot at e3 chosen in the new-game form (a position the tents
// leave free), the refill right after a lay-out and before its castle pieces, and a game saved by
// the build before the corrections, which is listed, resumed and played on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useBrowser, openPage, until, clickTarget, shot, repo } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

// Plays the human's decisions (the computer answers between them) until `enough(state)` or the
// game ends; takes `refill.png`-style pictures through `onStep`.
async function playUntil(page, random, enough, onStep = async () => {}) {
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  for (let step = 0; step < 300 && h.screen === 'play' && !enough(h); ++step) {
    if (!h.humanToMove) {
      h = await until(page, (x) => (x.humanToMove && x.settled) || x.screen !== 'play', "the human's turn");
      continue;
    }
    h = await playHumanStep(page, random);
    h = await until(page, (x) => x.settled, 'the page to settle');
    await onStep(h);
  }
  return h;
}

// In a record of version 3 the refill follows its lay-out at once, before any castle line.
function checkTurnOrder(record) {
  assert.equal(record.version, 3);
  let laysRefilled = 0;
  record.actions.forEach((a, i) => {
    const next = record.actions[i + 1] ?? '';
    if (a.startsWith('castle')) assert.ok(!next.startsWith('take'), `action ${i + 2} "${next}" comes after a castle line`);
    if (a.startsWith('lay') && next.startsWith('take')) ++laysRefilled;
  });
  return laysRefilled;
}

test('a beginner game: the smithy lies turned at m3, and a lay-out refills the hand before anything else', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=3&setup=beginner&aidelay=0`);
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the beginner game');
  assert.equal(h.buildings.length, 7, 'the beginner set-up');
  assert.ok(h.buildings.includes('m3'), 'the smithy starts at m3 (turned, rules §4)');
  assert.ok(!h.buildings.includes('k3'), 'not at k3 (the mirrored shape of earlier builds)');
  await shot(page, 'beginner-start.png');
  let refillShot = false;
  h = await playUntil(page, rng(11), (x) => JSON.parse(x.record).actions.length > 120, async (x) => {
    const actions = JSON.parse(x.record).actions;
    if (!refillShot && x.humanToMove && x.phase === 'refill' && actions.at(-1).startsWith('lay')) {
      assert.ok(x.legal.every((a) => a.startsWith('take')), 'only the refill is legal right after a lay-out');
      await shot(page, 'beginner-refill-after-lay.png');
      refillShot = true;
    }
  });
  assert.ok(refillShot, 'the human laid out a building and refilled');
  const record = JSON.parse(h.record);
  assert.ok(checkTurnOrder(record) > 3);
  assert.equal(record.options.rules, 2);
  await shot(page, 'beginner-mid-game.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game form offers all 14 lot positions; a game with the lot at e3 plays', { timeout: 10 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the new-game form');
  await clickTarget(page, 'seat1.level.0');
  // The combo's box is at the left of its target; its label is to the right.
  const form = await until(page, (x) => x.settled, 'the form to settle');
  const [x, y, , height] = form.targets['newgame.lot'];
  await page.mouse.click(x + 20, y + height / 2);
  const open = await until(page, (x) => x.settled && x.targets['newgame.lot.e3'] && x.targets['newgame.lot.k7'], 'the lot list');
  const listed = Object.keys(open.targets).filter((t) => t.startsWith('newgame.lot.')).map((t) => t.slice(12));
  assert.deepEqual(listed.sort(), ['e3', 'e4', 'f4', 'f5', 'f6', 'f7', 'g4', 'g5', 'g6', 'h4', 'h5', 'h6', 'j3', 'k7']);
  await shot(page, 'new-game-lot-positions.png');
  await clickTarget(page, 'newgame.lot.e3');
  await until(page, (x) => x.settled && !x.targets['newgame.lot.k7'], 'the list closed');
  await clickTarget(page, 'newgame.start');
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  assert.equal(h.lot, 'e3');
  assert.equal(h.castleSquares[0], 'e3');
  h = await playUntil(page, rng(5), (x) => JSON.parse(x.record).actions.length > 60);
  const record = JSON.parse(h.record);
  assert.equal(record.options.lot, 'e3');
  checkTurnOrder(record);
  await shot(page, 'lot-e3-game.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game saved before the corrections is listed, resumes at its refill and plays on', async () => {
  const saved = readFileSync(resolve(repo, 'tests/arkadia/data/old_records/v2-page-strict-3p-saved-mid-turn.json'), 'utf8');
  const plant = (text) => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem('arkadia.game.1764030000000-4242', text);
  };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`, { initScript: { content: `(${plant})(${JSON.stringify(saved)})` } });
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the saved game resumed');
  assert.equal(h.phase, 'refill', 'the castle line saved before the refill waits for it');
  assert.ok(h.humanToMove);
  await shot(page, 'old-save-resumed.png');
  h = await playUntil(page, rng(3), (x) => x.phase === 'banner' || x.phase === 'must' && !x.humanToMove);
  const stored = await page.evaluate(() => localStorage.getItem('arkadia.game.1764030000000-4242'));
  const record = JSON.parse(stored);
  assert.equal(record.version, 3, 'saved again by this build');
  assert.equal(record.options.rules, 1, 'still the rules it was played by');
  assert.equal(record.options.strict_screens, true, 'the strict-screens tag became the option');
  checkTurnOrder(record);
  assert.deepEqual(errors, []);
  await context.close();
});
