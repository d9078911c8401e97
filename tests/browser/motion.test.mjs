// Every action played out on the board (web/logic/motion.hpp), as presentation only: the game's
// state changes at once and the board follows at the chosen pace; a key or a click catches it
// up; the browser's "reduce motion" and the Off setting show actions at once; a reload shows the
// present.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, until, hook, clickSquare, clickTarget, humanTurn, waitForFirstFrame } from './browser.mjs';

const env = useBrowser();

const withPace = (pace) => `localStorage.setItem('arkadia.settings', JSON.stringify({ motion: '${pace}' }))`;

// Takes the first token the rules allow, with the mouse.
async function takeOne(page, h) {
  const take = h.legal.find((a) => /^take \S+$/.test(a));
  await clickSquare(page, take.split(' ')[1]);
  await until(page, (x) => x.selected.length === 1 && x.settled, 'the token picked');
  await clickTarget(page, 'confirm');
}

test('an action plays out on the board after the game has changed, and the computer\'s too', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0`,
                                                   { initScript: withPace('slow') });
  await humanTurn(page);
  let h = await until(page, (x) => x.humanToMove && x.settled && !x.motion.moving, 'the board at rest', 20000);
  const before = h.actions;
  await takeOne(page, h);
  // The game has the action at once; the board is still playing it out.
  h = await until(page, (x) => x.actions === before + 1, 'the action played');
  const during = await until(page, (x) => x.motion.moving || x.actions > before + 1, 'the board in motion');
  assert.ok(during.motion.moving, 'the token is on its way');
  assert.equal(during.motion.action, before, 'the action just played is the one in motion');
  const after = await until(page, (x) => !x.motion.moving && x.settled, 'the motion over', 20000);
  assert.equal(after.motion.shown, after.actions, 'the board caught up with the game');
  // The turn ended, the computer's actions play out in order before the person's next turn.
  // The page counts the actions it played out to their end, so a busy machine's slow looks miss
  // nothing (sampling "moving" missed a quick computer turn once in CI).
  await clickTarget(page, 'end');
  const next = await until(page, (x) => x.humanToMove && x.actions > before + 2 && !x.motion.moving && x.settled, "the person's next turn", 60000);
  const computerActions = next.actions - (before + 2);
  assert.ok(next.motion.playedOut - after.motion.playedOut >= computerActions,
            `the computer's ${computerActions} actions were played out on the board (${next.motion.playedOut - after.motion.playedOut} since the end of the turn)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a key catches the board up at once, a reload shows the present, and "reduce motion" or Off shows actions at once', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=6`,
                                                   { initScript: withPace('slow') });
  await humanTurn(page);
  let h = await until(page, (x) => x.humanToMove && x.settled && !x.motion.moving, 'the board at rest', 20000);
  const before = h.actions;
  await takeOne(page, h);
  await until(page, (x) => x.motion.moving && x.actions === before + 1, 'the board in motion');
  await page.keyboard.press('Shift');
  h = await until(page, (x) => !x.motion.moving, 'the board caught up by a key', 2000);
  assert.equal(h.motion.shown, h.actions);
  // Opened again (the page without a link resumes the game left last).
  await page.goto(`${env.url}?game=arkantis`);
  await waitForFirstFrame(page);
  h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game after a reload');
  assert.equal(h.motion.moving, false, 'a reload shows the present');
  assert.equal(h.actions, before + 1);
  await context.close();

  for (const [what, options] of [['reduce motion', { contextOptions: { reducedMotion: 'reduce' }, initScript: withPace('slow') }],
                                 ['Off', { initScript: withPace('off') }]]) {
    const opened = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=6`, options);
    h = await humanTurn(opened.page);
    if (what === 'reduce motion') assert.equal(h.motion.reduced, true, 'the browser\'s wish is read');
    const n = h.actions;
    await takeOne(opened.page, h);
    let moved = false;
    for (let i = 0; i < 20; ++i) {
      const x = await hook(opened.page);
      moved ||= x.motion.moving;
      await opened.page.waitForTimeout(20);
    }
    h = await until(opened.page, (x) => x.actions === n + 1 && x.settled, 'the action');
    assert.equal(moved, false, `${what}: nothing moves`);
    assert.deepEqual(opened.errors, []);
    await opened.context.close();
  }
  assert.deepEqual(errors, []);
});

test('the status bar sums up what the others gained or spent since the person last played', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0`,
                                                   { initScript: withPace('off') });
  // The computer's counters and cards at the start of each of the person's turns (the person's
  // turn never changes them), and what the line says then: its gains and losses of each kind,
  // told apart, add up to the change.
  let previous = null, mentioned = 0;
  for (let turn = 0; turn < 7; ++turn) {
    let h = await humanTurn(page);
    if (h.screen !== 'play') break;
    const computer = h.seats[1], line = h.texts['status.since'] ?? '';
    if (previous) {
      const at = line.indexOf(computer.name);
      const said = at < 0 ? '' : line.slice(at + computer.name.length).split(';')[0];
      const sum = (unit) => [...said.matchAll(new RegExp(`([+-]\\d+) ${unit}`, 'g'))].reduce((n, m) => n + Number(m[1]), 0);
      assert.equal(sum('counter'), computer.counters - previous.counters, `turn ${turn}: "${line}"`);
      assert.equal(sum('card'), computer.handSize - previous.handSize, `turn ${turn}: "${line}"`);
      // (The hook counts claims; the line, the points they are worth.)
      assert.equal(sum('point') > 0, computer.claimed > previous.claimed, `turn ${turn}: "${line}"`);
      if (said) {
        assert.match(line, new RegExp(`^Since your last turn: ${computer.name}`), `turn ${turn}`);
        ++mentioned;
      }
    }
    previous = computer;
    // The person's turn: one token, then the end (claims left to the computer).
    await takeOne(page, h);
    h = await until(page, (x) => x.settled && x.humanToMove && x.phase === 'after', 'the person\'s action played');
    await clickTarget(page, 'end');
    await until(page, (x) => x.actions > h.actions, 'the turn ended');
  }
  assert.ok(mentioned > 0, 'the computer gained or spent something in some turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('what an action carries flies across the table: a card bought to the hand, the computer\'s cards onto the board', async () => {
  // ArkantiS: the person buys the face-up emerald card; it flies from its pile while the action plays out.
  let { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0`,
                                                 { initScript: withPace('slow') });
  let h = await humanTurn(page);
  h = await until(page, (x) => x.humanToMove && x.settled && !x.motion.moving, 'the board at rest', 20000);
  assert.ok(h.legal.includes('buy emerald face-up'), 'the face-up emerald card can be bought');
  await clickTarget(page, 'buy.emerald.face-up');
  // Counted by the page as it draws them: polling alone can miss a short flight on a busy machine.
  const landed = await until(page, (x) => x.actions > h.actions && !x.motion.moving, 'the card bought in the hand');
  assert.ok(landed.motion.flightsDrawn > h.motion.flightsDrawn, 'the card bought flew to the hand');
  // ... to a place in the hand left empty until it landed: not in the hand twice (issue 48).
  assert.ok(landed.motion.placesKeptEmpty > h.motion.placesKeptEmpty, 'the hand waited for the card');
  assert.deepEqual(errors, []);
  await context.close();
  // Arkadia: two computers; some action of theirs carries a card (laid out, or taken) while it plays out.
  ({ page, context, errors } = await openPage(env.browser, `${env.url}?seats=easy,easy&seed=4`, { initScript: withPace('slow') }));
  const seen = await until(page, (x) => x.motion.flightsDrawn > 0, 'a card in flight', 60000);
  assert.ok(seen.motion.flightsDrawn > 0);
  assert.deepEqual(errors, []);
  await context.close();
});
