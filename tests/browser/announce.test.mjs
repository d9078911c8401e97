// What the page says aloud for screen readers, read from the live region beside the canvas (the
// DOM, as a screen reader reads it; never the canvas): each of the person's actions, each
// computer turn as one sentence, whose turn it is with the prompt, what an undo took back, in
// the player's language, for both games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, humanTurn, until, clickSquare, clickTarget, hook } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

const spoken = (page) => page.evaluate(() => [...document.querySelectorAll('#announcer p')].map((p) => p.textContent));
const liveRegion = (page) =>
  page.evaluate(() => {
    const r = document.getElementById('announcer');
    return r && { live: r.getAttribute('aria-live'), role: r.getAttribute('role'), shown: r.getBoundingClientRect().width > 1 };
  });

// Waits until a line of the live region matches `pattern` (waiting in the page for the state).
const heard = (page, pattern, what) =>
  page
    .waitForFunction((source) => [...document.querySelectorAll('#announcer p')].some((p) => new RegExp(source).test(p.textContent)),
                     pattern.source, { timeout: 30000, polling: 50 })
    .catch(async () => { throw new Error(`never heard ${what}: ${JSON.stringify(await spoken(page))}`); });

// The lines since the last "Your turn." that comes before `lines`' end, and that one.
function sinceLastTurn(lines, turn) {
  const at = lines.slice(0, -1).map((l) => l.startsWith(turn)).lastIndexOf(true);
  return lines.slice(at + 1);
}

test('Arkadia is said aloud: the person\'s actions, each computer turn in one sentence, the turn and prompt, an undo', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&aidelay=0`);
  let h = await humanTurn(page);
  assert.deepEqual(await liveRegion(page), { live: 'polite', role: 'log', shown: false }, 'a polite live region, out of sight');
  let lines = await spoken(page);
  assert.match(lines.at(-1), /^Your turn\. Lay out a building/, 'the turn and its prompt');

  // An action, then Undo: said, then said to be taken back, and the prompt again.
  const lay = h.legal.find((a) => a.startsWith('lay '));
  const [, card, anchor] = lay.split(' ');
  await clickTarget(page, `hand.${h.seats[h.current].hand.indexOf(card)}`);
  const x = await until(page, (s) => s.input.card === card, 'the card picked');
  const [dr, dc] = x.handle;
  await clickSquare(page, String.fromCharCode(anchor.charCodeAt(0) + dc) + (Number(anchor.slice(1)) + dr));
  await until(page, (s) => s.actions === h.actions + 1 && s.settled, 'the building laid out');
  await heard(page, /^You: laid out /, 'the action');
  await page.keyboard.press('z');
  await until(page, (s) => s.actions === h.actions && s.settled, 'the action undone');
  await heard(page, /^Taken back: You: laid out /, 'the undo');
  lines = await spoken(page);
  assert.match(lines.at(-1), /^Your turn\. Lay out a building/, 'after the undo, the turn again');

  // Turns played: between two of the person's turns, the computer's turn is one sentence.
  const random = rng(3);
  let computerTurns = 0;
  let joined = false;
  for (let step = 0; step < 8 && computerTurns < 2; ++step) {
    h = await humanTurn(page);
    const before = h.actions;
    const turnBefore = h.turn;
    await playHumanStep(page, random);
    h = await humanTurn(page);
    if (h.turn === turnBefore || h.actions === before) continue;
    lines = await spoken(page);
    const since = sinceLastTurn(lines, 'Your turn.');
    const computer = since.filter((l) => l.startsWith('Computer: '));
    if (!computer.length) continue;
    ++computerTurns;
    assert.equal(computer.length, 1, `one sentence for the computer's turn: ${JSON.stringify(since)}`);
    joined ||= computer[0].includes('; ');
    assert.match(lines.at(-1), /^Your turn\./, 'then the person\'s turn');
  }
  assert.equal(computerTurns, 2, 'two computer turns were heard');
  assert.ok(joined, 'a computer turn of several actions was said as one sentence');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the announcements are in the player\'s language, and ArkantiS is said aloud too', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&aidelay=0&lang=fr`);
  await humanTurn(page);
  assert.match((await spoken(page)).at(-1), /^À vous de jouer\. /);
  await context.close();

  const opened = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=de`);
  let h = await humanTurn(opened.page);
  assert.match((await spoken(opened.page)).at(-1), /^Du bist am Zug\. /);
  const take = h.legal.find((a) => /^take \S+$/.test(a));
  await clickSquare(opened.page, take.split(' ')[1]);
  await until(opened.page, (s) => s.selected.length === 1 && s.settled, 'the token picked');
  await clickTarget(opened.page, 'confirm');
  await until(opened.page, (s) => s.actions > h.actions && s.settled, 'the token taken');
  if ((await hook(opened.page)).legal.includes('end')) await clickTarget(opened.page, 'end');
  h = await humanTurn(opened.page);
  const lines = await spoken(opened.page);
  const since = sinceLastTurn(lines, 'Du bist am Zug.');
  assert.ok(lines.some((l) => /^Du: /.test(l)), `the person's action said: ${JSON.stringify(lines)}`);
  assert.equal(since.filter((l) => l.startsWith('Computer: ')).length, 1, `the computer's turn in one sentence: ${JSON.stringify(since)}`);
  assert.deepEqual([...errors, ...opened.errors], []);
  await opened.context.close();
});
