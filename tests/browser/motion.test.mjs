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

// Issue 77: the result came 0.4 s after the computer's decisive action, and the rest of that turn
// played out under it. In both games the last turn is seen on the board first (a backlog before
// it skipped), the result waits for it, and its first line says who ended the game and how.
test('at the end of either game the last turn plays out on the board before the result, which says what it did', { timeout: 10 * 60 * 1000 }, async () => {
  for (const game of ['arkadia', 'arkantis']) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?game=${game}&seats=easy,easy&seed=3&aidelay=0`,
                                                     { initScript: withPace('slow') });
    let lastTurnSeen = 0, coveredWhileMoving = 0;
    const h = await until(page, (x) => {
      if (x.screen !== 'score') return false;
      if (x.motion.moving && x.motion.action >= x.lastTurnFrom) lastTurnSeen += 1;
      if (x.motion.moving && (x.scoreShown || x.texts['score.last_turn'])) coveredWhileMoving += 1;
      return x.scoreShown && x.settled;
    }, `${game}: the result`, 8 * 60 * 1000);
    assert.equal(coveredWhileMoving, 0, `${game}: the result was never drawn while the last turn played out`);
    assert.ok(lastTurnSeen > 0, `${game}: the last turn was seen moving on the score screen`);
    assert.equal(h.motion.shown, h.actions, `${game}: the board shows the end`);
    assert.match(h.texts['score.last_turn'], /^Computer [12] \(Easy\) ended the game: \S.*\.$/, `${game}: the first line`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Issue 77: after a pass the computers played on alone for minutes, every square they touched
// marked. Only the latest turn is marked now, and "Skip to the end" plays the rest at once: no
// pause, nothing moving, the game's end shown with a summary of what the computer did alone.
test('after the person passes, only the latest turn is marked and the rest can be skipped to its end, summed up', { timeout: 5 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4`,
                                                   { initScript: withPace('slow') });
  let h = await humanTurn(page);
  assert.equal(h.skip.offered, false, 'no skip while the person plays');
  assert.equal(h.targets.skip, undefined);
  await clickTarget(page, 'pass');
  await until(page, (x) => x.confirmPass && x.settled, 'the pass asked to be confirmed');
  await clickTarget(page, 'pass.confirm');
  h = await until(page, (x) => x.seats[0].passed && x.skip.offered && x.targets.skip && x.settled, 'the skip offered');
  const passTurn = h.turn;
  // The board is never at rest while the computer plays on (its pause is shorter than the motion).
  h = await until(page, (x) => x.turn >= passTurn + 3 && x.settled, 'three of the computer\'s turns alone', 120000);
  assert.ok(h.recentMoves.length <= 1, `only the latest turn marked (${JSON.stringify(h.recentMoves)})`);
  assert.ok(h.recentMoves.every((r) => r.seat === 1));
  const playedOut = h.motion.playedOut;
  await clickTarget(page, 'skip');
  let movedWhileSkipping = 0, skipping = 0;
  h = await until(page, (x) => {
    if (x.skip.skipping) skipping += 1;
    if (x.skip.skipping && x.motion.moving) movedWhileSkipping += 1;
    return x.screen === 'score' && x.scoreShown && x.settled;
  }, 'the end, skipped to', 180000);
  assert.equal(movedWhileSkipping, 0, 'nothing moves while skipping');
  assert.ok(h.motion.playedOut <= playedOut + 1, 'no action played out after the skip');
  assert.equal(h.motion.shown, h.actions);
  assert.ok(h.skip.from > 0 && !h.skip.skipping && !h.skip.offered);
  assert.match(h.texts['score.last_turn'], /^Computer \(Easy\) ended the game: \S.*\.$/);
  // The summary counts the same turns as the line about the pass, and says its figures in words.
  const after = Number(h.texts['score.after_pass.0'].match(/(\d+) turns? (was|were) played/)[1]);
  assert.match(h.texts['score.alone.0'], new RegExp(`^Computer \\(Easy\\): ${after} turns? alone(, \\d+ (points? claimed|counters? (earned|spent)|more cards? in hand|cards? fewer in hand|fewer cards in hand))*$`));
  assert.equal(h.texts['score.alone.1'], undefined, 'one computer, one line');
  assert.deepEqual(errors, []);
  await context.close();
});
