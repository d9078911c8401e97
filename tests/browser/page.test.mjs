// The page as a static site: served from a subfolder, with a clear message where WebGL2 is
// missing, and undo inside a turn until a card is drawn from the deck.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, hook, until, clickTarget, clickSquare, shot, waitForFirstFrame, assertHintTagBeside } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

// A host where the game lives in a subfolder, next to other things.
const env = useBrowser({ subfolder: () => {} });

test('the site works from a subfolder of any static host', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  assert.equal((await hook(page)).screen, 'chooser');
  assert.deepEqual(errors, []);
  await context.close();
});

test('without WebGL2 the page says so instead of failing silently', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
    };
  });
  await page.goto(env.url);
  // The game finds out when it makes its context, once its module has loaded.
  await page.waitForFunction(() => document.getElementById('status').className === 'failed', null, { timeout: 30000 });
  const text = await page.locator('#status-text').textContent();
  assert.match(text, /WebGL 2/);
  await context.close();
});

test('undo after confirming workers goes back to the choice; a hot-seat game stored inside a worker plan goes on after a reload', async () => {
  const url = `${env.url}?seats=human:Ada,human:Bo&setup=beginner&seed=31&aidelay=0`;
  const { page, context, errors } = await openPage(env.browser, url);
  let h = await until(page, (x) => x.passTo >= 0 && x.targets['pass.ready'], 'the pass screen');
  await clickTarget(page, 'pass.ready');
  h = await until(page, (x) => x.humanToMove && x.phase === 'must' && x.settled, 'the first player to move');
  const start = h.actions;
  const building = h.legal.find((a) => a.startsWith('workers ')).split(' ')[1];
  await clickSquare(page, building);
  h = await until(page, (x) => x.input.building >= 0 && x.workerTargets.length > 0, 'worker targets');
  const target = h.workerTargets[0];
  await clickSquare(page, target);
  await until(page, (x) => x.input.workers === 1, 'one worker planned');
  await clickTarget(page, 'workers.confirm');
  h = await until(page, (x) => x.actions >= start + 3 && x.settled, 'the workers confirmed');
  // One undo takes back the whole plan: the choice is open again, with its controls.
  assert.ok(h.canUndo, 'the turn goes on (the banner step): the plan can be undone');
  await clickTarget(page, 'undo');
  h = await until(page, (x) => x.actions === start && x.settled, 'the plan undone');
  assert.equal(h.phase, 'must');
  assert.ok(h.legal.some((a) => a.startsWith('workers ')));
  await clickSquare(page, building);
  h = await until(page, (x) => x.input.building >= 0 && x.workerTargets.includes(target), 'the building chosen again');
  // A save made inside the plan (an older build saved after every action): after a reload the
  // chosen building's squares are offered and Confirm finishes the plan.
  const record = JSON.parse(h.record);
  record.actions = [...record.actions.slice(0, start), `workers ${building}`, `worker ${target}`];
  await page.evaluate((text) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('arkadia.game.')) localStorage.removeItem(k);
    localStorage.setItem('arkadia.game.inside-plan', text);
  }, JSON.stringify(record));
  await page.goto(env.url + '?aidelay=0');
  await waitForFirstFrame(page);
  h = await until(page, (x) => x.gameId === 'inside-plan' && x.targets['pass.ready'], 'the stored game resumed, hands hidden');
  await clickTarget(page, 'pass.ready');
  h = await until(page, (x) => x.phase === 'workers' && x.humanToMove && x.settled, 'inside the worker plan');
  assert.ok(h.targets['workers.confirm'], 'Confirm is offered');
  assert.equal(h.input.building, h.buildings.indexOf(building), 'the chosen building is the one in the record');
  await shot(page, 'inside-worker-plan.png');
  const placed = h.actions;
  if (h.workerTargets.length > 0) {
    await clickSquare(page, h.workerTargets[0]);
    await until(page, (x) => x.input.workers === 1, 'a second worker planned');
  }
  await clickTarget(page, 'workers.confirm');
  h = await until(page, (x) => x.actions > placed && x.phase !== 'workers' && x.settled, 'the plan finished');
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo takes back this turn\'s actions until a card comes off the deck', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0');
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type('424242');
  await clickTarget(page, 'newgame.start');
  let h = await until(page, (x) => x.humanToMove && x.phase === 'must', 'the human to move');
  const start = h.actions;
  const lay = h.legal.find((a) => a.startsWith('lay ') && a.endsWith(' r0'));
  const [, card, anchor] = lay.split(' ');
  await clickTarget(page, `hand.${h.seats[h.current].hand.indexOf(card)}`);
  h = await until(page, (x) => x.input.card === card, 'card selected');
  await clickSquare(page, String.fromCharCode(anchor.charCodeAt(0) + h.handle[1]) + (Number(anchor.slice(1)) + h.handle[0]));
  h = await until(page, (x) => x.actions === start + 1, 'the building to be laid');
  assert.ok(h.canUndo, 'the lay-out can be taken back');
  const handAfterLay = h.seats[h.current].hand.length;
  await clickTarget(page, 'undo');
  h = await until(page, (x) => x.actions === start, 'the undo');
  assert.equal(h.phase, 'must');
  assert.ok(h.seats[h.current].hand.includes(card), 'the card is back in the hand');
  assert.equal(h.seats[h.current].hand.length, handAfterLay + 1);
  // Lay it again, then draw from the deck: a revealed card cannot be taken back.
  await clickTarget(page, `hand.${h.seats[h.current].hand.indexOf(card)}`);
  h = await until(page, (x) => x.input.card === card, 'card selected');
  await page.keyboard.press('z');  // the keyboard undo has nothing to undo yet; the card stays selected
  await clickSquare(page, String.fromCharCode(anchor.charCodeAt(0) + h.handle[1]) + (Number(anchor.slice(1)) + h.handle[0]));
  h = await until(page, (x) => x.actions === start + 1, 'the building to be laid again');
  while (h.phase === 'castle') {
    const [, family, k] = h.legal[0].split(' ');
    await clickTarget(page, `castle.family.${family}`);
    await clickSquare(page, h.castleSquares[Number(k.slice(1)) - 1]);
    h = await until(page, (x) => x.phase !== 'castle' || x.actions > h.actions, 'the castle piece');
  }
  if (h.phase === 'refill') {
    await clickTarget(page, 'deck');
    h = await until(page, (x) => x.phase !== 'refill', 'the card from the deck');
    if (h.current === 0 && h.phase !== 'must') assert.equal(h.canUndo, false, 'no undo after a deck card was seen');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('four players fit a 1366x768 screen with their gold and the log a tab away, their moves can be stepped through, and a sale fits 1280x800 with its Undo', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy,easy,easy&seed=12&aidelay=0`,
                                                   { viewport: { width: 1366, height: 768 } });
  let h = await until(page, (x) => x.humanToMove && x.settled, 'the human to move');
  // The board takes the window's height; the players and the log are tabs of the column beside it.
  await clickTarget(page, 'tab.1');
  h = await until(page, (x) => x.settled && x.targets['player.3.gold'], 'the players tab');
  // Every player's gold is in view (the players panel scrolls no one's away).
  for (let p = 0; p < 4; ++p) {
    const gold = h.targets[`player.${p}.gold`];
    assert.ok(gold && gold[1] >= 0 && gold[1] + gold[3] <= 768, `player ${p}'s gold in view: ${JSON.stringify(gold)}`);
  }
  await clickTarget(page, 'tab.2');
  h = await until(page, (x) => x.settled && x.targets['log.area'], 'the log tab');
  const log = h.targets['log.area'];
  assert.ok(log && log[3] >= 100, `the log has room: ${JSON.stringify(log)}`);
  assert.ok(log[1] + log[3] <= 768, 'the log ends on screen');
  await clickTarget(page, 'tab.0');
  // After the human's turn, every computer's turn since then stays marked, each in its colour.
  const turn = h.turn;
  const random = rng(2);
  while (h.turn === turn) {
    await playHumanStep(page, random);
    h = await until(page, (x) => (x.humanToMove || x.screen !== 'play') && x.settled, 'the human again');
  }
  const colours = h.recentMoves.map((m) => m.colour);
  assert.ok(colours.length >= 2, `the computers' moves are marked: ${JSON.stringify(h.recentMoves)}`);
  assert.ok(!colours.includes(0), 'not the human\'s own');
  assert.ok(new Set(colours).size >= 2, 'in each mover\'s colour');
  await shot(page, 'four-players-1366.png');

  // Stepping back through the others' moves: Left shows the position before the last action,
  // the arrows and the log's lines step, Esc returns to the present; nothing is played meanwhile.
  const moves = h.actions, present = h.hash;
  await page.keyboard.press('ArrowLeft');
  h = await until(page, (x) => x.lookBack === moves - 1 && x.settled, 'one move back');
  assert.equal(h.humanToMove, false, 'nothing is played from the past');
  assert.notEqual(h.hash, present, 'the board shows the position before the last move');
  assert.ok(h.recentMoves.length <= 1, 'only the move that led there is marked');
  await clickTarget(page, 'lookback.previous');
  h = await until(page, (x) => x.lookBack === moves - 2 && x.settled, 'two moves back');
  await clickTarget(page, 'tab.2');
  await clickTarget(page, `log.${moves - 3}`);
  h = await until(page, (x) => x.lookBack === moves - 3 && x.settled, 'the position after a log line');
  await clickTarget(page, 'lookback.next');
  h = await until(page, (x) => x.lookBack === moves - 2 && x.settled, 'a move forward');
  assert.ok(h.targets['lookback.present'], 'a button returns to the game');
  await shot(page, 'look-back-1366.png');
  await page.keyboard.press('Escape');
  h = await until(page, (x) => x.lookBack === -1 && x.humanToMove && x.settled, 'the present again');
  assert.equal(h.hash, present);
  assert.equal(h.actions, moves);
  await context.close();

  // A sale: use a banner as soon as the human holds seals, at 1280x800.
  const second = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=14&aidelay=0`);
  h = await until(second.page, (x) => x.humanToMove && x.settled, 'the human to move');
  for (let i = 0; i < 80 && h.phase !== 'sell'; ++i) {
    if (h.phase === 'banner') {
      const before = h.actions;
      await clickTarget(second.page, h.legal.includes('banner') && h.seats[h.current].seals > 0 ? 'banner.use' : 'banner.skip');
      await until(second.page, (x) => x.actions !== before, 'the banner decision');
    } else {
      await playHumanStep(second.page, random);
    }
    h = await until(second.page, (x) => (x.humanToMove || x.screen !== 'play') && x.settled, 'the human again');
  }
  assert.equal(h.phase, 'sell', 'a sale was reached');
  h = await until(second.page, (x) => x.settled && x.targets.undo && x.targets['sell.confirm'], 'the sale controls');
  for (const id of ['sell.confirm', 'undo']) {
    const [, y, , height] = h.targets[id];
    assert.ok(y >= 0 && y + height <= 800 - 8, `${id} is on screen: ${JSON.stringify(h.targets[id])}`);
  }
  await shot(second.page, 'sale-1280.png');
  assert.deepEqual([...errors, ...second.errors], []);
  await second.context.close();
});

test('a hint shows what the computer would play, never plays it, and is counted with the game', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=8&aidelay=0`);
  let h = await until(page, (x) => x.humanToMove && x.settled, 'the human to move');
  const me = h.current, actions = h.actions;
  assert.equal(h.hint, '');
  await clickTarget(page, 'hint');
  h = await until(page, (x) => x.hint !== '' && x.settled, 'the hint');
  assert.ok(h.legal.includes(h.hint), `a legal action: ${h.hint}`);
  assert.equal(h.actions, actions, 'shown, not played');
  assert.equal(h.hints[me], 1);
  assert.ok(h.info.startsWith('Hint'), h.info);
  // With its estimated worth, in gold, in the status line and on a tag beside it on the board.
  assert.match(h.hintWorth, /^[+\-\u00b1]\d+ gold$/);
  // Said as a lead or a gap, never a signed figure (issue 77: "About -1 gold for you over ...").
  const gold = h.hintWorth.replace(/^[+\-\u00b1]/, '');
  const lead = h.hintWorth.startsWith('+') ? `About ${gold} ahead of the best other player.`
    : h.hintWorth.startsWith('-') ? `About ${gold} behind the best other player.` : 'About level with the best other player.';
  assert.ok(h.info.includes(lead), h.info);
  // Where following it leads, as a range (ai/margin_range.hpp), said in the same words.
  assert.match(h.hintRange, /^Played on as the computer would, 8 games in 10 end between [+\-\u00b1]\d+ gold and [+\-\u00b1]\d+ gold for you/);
  assert.ok(h.info.includes(h.hintRange), h.info);
  // The whole decision in words and in notation, as the move field takes it.
  assert.equal(h.hintRest[0], h.hint);
  assert.ok(h.info.includes(`To type it, one action at a time: ${h.hintRest.join('; ')}.`), h.info);
  assertHintTagBeside(h);
  await shot(page, 'hint.png');
  // Asked by its key too; the count is kept with the saved game.
  await page.keyboard.press('i');
  h = await until(page, (x) => x.hints[me] === 2 && x.hint !== '' && x.settled, 'the second hint');
  await page.goto(env.url);  // without the link's set-up: the game left last is resumed
  await waitForFirstFrame(page);
  h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game again');
  assert.equal(h.actions, actions);
  assert.equal(h.hints[me], 2);
  assert.equal(h.hint, '', 'a hint is for the moment it was asked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('two computers watched are not told of keys: the status line names none, and says who thinks in French grammar', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=easy,easy&seed=3&aidelay=3000&lang=fr`);
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the computers playing');
  assert.equal(h.texts['status.keys'], undefined, `no keys to press: ${h.texts['status.keys']}`);
  // "L'ordinateur (Facile) réfléchit", not "Ordinateur (Facile) réfléchit" (issue 48).
  assert.match(h.texts['status.first'], /^L'ordinateur( \d)? \(Facile\) réfléchit/);
  await context.close();
  const person = await openPage(env.browser, `${env.url}?seats=human,easy&seed=3&aidelay=0`);
  h = await until(person.page, (x) => x.humanToMove && x.settled, 'the human to move');
  assert.match(h.texts['status.keys'], /Esc cancels/);
  assert.deepEqual(errors, []);
  assert.deepEqual(person.errors, []);
  await person.context.close();
});
