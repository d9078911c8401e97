// The page, played for real in Debian's chromium: it loads cleanly, a human plays a whole game
// against the AI with the mouse and keyboard, hot-seat hides hands, resizing and high-DPI screens
// keep the board fitting and clickable. Screenshots go to build/browser-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { useBrowser, openPage, waitForFirstFrame, hook, until, clickTarget, clickMenu, clickSquare, shot, artifacts, repo, spyOnWorker, humanTurn, laidOutFor } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

async function typeSeed(page, seed) {
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type(String(seed));
  await page.keyboard.press('Enter');
}

test('the page loads without console errors on the game chooser; a game\'s card opens its form, and the form comes back to the chooser', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  let h = await hook(page);
  assert.equal(h.screen, 'chooser', 'a first visit chooses the game first');
  assert.ok(h.frames >= 1, 'a frame was drawn');
  const firstFrame = await page.evaluate(() => window.pageFirstFrameMs);
  console.log(`# time to first frame: ${Math.round(firstFrame)} ms`);
  h = await until(page, (x) => x.settled, 'a settled frame');
  // Every game with its picture, what it is and "New game"; nothing to continue yet.
  for (const game of ['arkadia', 'arkantis']) {
    for (const part of ['picture', 'new']) assert.ok(h.targets[`chooser.${game}.${part}`], `${game}'s ${part} on screen`);
    assert.ok(h.texts[`chooser.${game}.tagline`].length > 40, `${game} says what it is`);
    assert.equal(h.targets[`chooser.${game}.continue`], undefined, 'no game in progress to continue');
  }
  const [pic, button] = [h.targets['chooser.arkadia.picture'], h.targets['chooser.arkantis.new']];
  assert.ok(pic[2] > 300 && pic[3] > 200, `the pictures are large at 1280x800 (${pic[2]}x${pic[3]})`);
  assert.ok(button[1] + button[3] <= 800, 'the buttons are on the screen');
  await shot(page, 'chooser.png');
  // Idle: with nothing happening, the page stops drawing.
  const f1 = (await hook(page)).frames;
  await page.waitForTimeout(600);
  const f2 = (await hook(page)).frames;
  assert.ok(f2 - f1 <= 1, `an idle page should not redraw (drew ${f2 - f1} frames in 0.6 s)`);
  // This page's game opens its form at once; the form's "All games" comes back.
  await clickTarget(page, 'chooser.arkadia.new');
  h = await until(page, (x) => x.screen === 'new-game' && x.settled && x.targets['newgame.start'], 'Arkadia\'s form');
  assert.equal(h.game, 'arkadia');
  await shot(page, 'new-game.png');
  await clickTarget(page, 'newgame.all_games');
  await until(page, (x) => x.screen === 'chooser' && x.settled, 'the chooser again');
  // The other game's card opens that game's page, on its form.
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), clickTarget(page, 'chooser.arkantis.picture')]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  await until(page, (x) => x.game === 'arkantis' && x.screen === 'new-game' && x.settled, 'ArkantiS\'s form');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a human plays a whole 2-player game against the AI through the UI', { timeout: 15 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0', { initScript: spyOnWorker });
  await clickTarget(page, 'seat1.level.0');
  await typeSeed(page, 20261122);
  await clickTarget(page, 'newgame.start');
  let h = await until(page, (x) => x.screen === 'play', 'the game to start');
  assert.equal(h.handShown, 0, 'the single human sees their own hand');
  const random = rng(7);
  let steps = 0, midShot = false;
  while (h.screen === 'play') {
    if (h.humanToMove) {
      h = await playHumanStep(page, random);
      ++steps;
    } else {
      h = await until(page, (x) => x.humanToMove || x.screen !== 'play', 'the AI to play', 120000);
    }
    if (!midShot && h.buildings.length >= 8 && h.screen === 'play') {
      await shot(page, 'mid-game.png');
      midShot = true;
    }
  }
  assert.equal(h.screen, 'score');
  assert.ok(steps > 10, `the human played (${steps} decisions)`);
  // The last turn plays out on the board before the result covers it (issue 77), and the
  // result's first line says what that turn did. Polled: the result is never drawn while the
  // board still moves.
  let sawLastTurnMove = false;
  for (;;) {
    const x = await hook(page);
    sawLastTurnMove ||= x.motion.moving;
    assert.ok(!(x.motion.moving && x.texts['score.last_turn']), 'the result drawn over the last turn as it played out');
    if (x.scoreShown && x.settled && x.texts['score.last_turn']) { h = x; break; }
    await page.waitForTimeout(20);
  }
  assert.match(h.texts['score.last_turn'], /^(You|Computer \(Easy\)) ended the game: \S.*\.$/);
  console.log(`the last turn seen moving before the result: ${sawLastTurnMove}`);
  await shot(page, 'score.png');
  assert.equal(h.scoreShown, true);
  // The result can be put aside to look at the final board, and brought back.
  await page.keyboard.press('Escape');
  h = await until(page, (x) => !x.scoreShown && x.settled && x.targets['score.show'], 'the final board');
  await shot(page, 'score-hidden.png');
  await clickTarget(page, 'score.show');
  h = await until(page, (x) => x.scoreShown && x.settled, 'the result again');
  // The record the page kept replays in the native engine to the same winners.
  const recordFile = resolve(artifacts, 'ui-game.json');
  writeFileSync(recordFile, h.record);
  const cli = resolve(repo, 'build/native-release/cli/bg-cli');
  if (existsSync(cli)) {
    const out = execFileSync(cli, ['replay', recordFile], { encoding: 'utf8' });
    const colours = ['yellow', 'orange', 'green', 'violet'];
    const line = out.split('\n').find((l) => /^winners?( \(tie\))?:/.test(l));
    assert.ok(line, `replay names the winner:\n${out}`);
    const engineWinners = line.split(':')[1].trim().split(/\s+/).map((c) => colours.indexOf(c));
    assert.deepEqual(engineWinners, h.winners, 'the native engine agrees on the winners');
  }
  assert.ok(h.winners.length >= 1);
  // The worker only ever saw the AI seat's view: the human's unknown cards and the deck order
  // never left the page.
  const sent = await page.evaluate(() => window.sentToWorker);
  assert.ok(sent.length > 10, `the AI was asked ${sent.length} times`);
  assert.equal(h.aiFallbacks, 0, 'every answer of the worker was a legal action');
  for (const message of sent) {
    const view = JSON.parse(message.view);
    assert.equal(view.format, 'arkadia-view');
    assert.equal(view.seat, 1);
    const human = view.players[0];
    for (const card of human.hand) assert.ok(card === '??' || human.known.includes(card), `leaked ${card}`);
    assert.deepEqual(Object.keys(view.deck).sort(), ['drawn', 'size']);
  }
  // The review after the game: the worker looks at each of the person's decisions (from their own
  // view, the game being over) while the page keeps drawing a progress bar; the costliest open
  // the replay at their position with both choices drawn.
  await clickTarget(page, 'review.start');
  h = await until(page, (x) => x.review?.running && x.targets['review.progress'], 'the review under way', 30000);
  await shot(page, 'review-running.png');
  h = await until(page, (x) => x.review?.finished && x.settled, 'the review', 300000);
  assert.ok(h.review.decisions > 5, `decisions reviewed: ${h.review.decisions}`);
  const reviewed = (await page.evaluate(() => window.sentToWorker)).slice(sent.length);
  assert.equal(reviewed.length, h.review.decisions, 'one request per decision');
  for (const message of reviewed) {
    assert.equal(typeof message.played, 'string');
    assert.equal(JSON.parse(message.view).seat, 0, "the person's own view");
  }
  assert.ok(h.review.costliest.length >= 1, 'a random player makes costly decisions');
  await shot(page, 'review.png');
  const worst = h.review.costliest[0];
  // Arkadia's losses come from the evaluation, with no spread to show: no interval is claimed.
  assert.equal(worst.lossRange, undefined);
  assert.match(worst.words, /\(estimated loss: \d+ gold\)$/, worst.words);
  await clickTarget(page, 'review.item.0');
  h = await until(page, (x) => x.screen === 'replay' && x.reviewShown && x.settled, 'the costliest decision in the replay');
  assert.equal(h.replay.cursor, worst.at);
  assert.equal(h.reviewShown.at, worst.at);
  assert.ok(h.reviewShown.preferred.length >= 1 && h.reviewShown.chosen.length >= 1);
  // It says why, in words: the parts of its own number, which add up to it (issue 48), unless
  // the decision ended the game (its worth is then the gold alone).
  assert.ok(h.texts['review.why']?.length > 10, `the review says why: ${h.texts['review.why']}`);
  assert.doesNotMatch(h.texts['review.why'], /\[|\{/, 'every word found');
  const { terms, gains } = h.reviewShown;
  if (worst.at + h.reviewShown.chosen.length < h.replay.moves) {
    assert.equal(terms.length, 7, `the review's parts: ${JSON.stringify(terms)}`);
    const sum = terms.reduce((total, t) => total + t.worth, 0);
    assert.ok(Math.abs(sum - (gains[0] - gains[1])) < 0.05, `the parts add up: ${sum} against ${gains[0] - gains[1]}`);
    assert.match(h.texts['review.why'], /^As the computer values the position right after each choice/);
  }
  // What the rest of the game made of a banner the person kept (issue 48: "over time").
  const keptBanner = h.reviewShown.chosen.includes('no-banner') && h.reviewShown.preferred.includes('banner');
  if (keptBanner && worst.at + h.reviewShown.chosen.length < h.replay.moves)
    assert.match(h.texts['review.why'], /In the rest of this game: \| The computer's banner would have brought \d workers? at once; you gave up (your next banner|no other banner)/);
  await shot(page, 'review-replay.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('hot-seat: the pass-the-device screen hides the next hand until that player clicks', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia`);
  await clickTarget(page, 'seat1.human');
  await typeSeed(page, 5);
  await clickTarget(page, 'newgame.start');
  let h = await until(page, (x) => x.screen === 'pass' && x.settled, 'the pass screen');
  assert.equal(h.handShown, -1, 'no hand is shown before the click');
  // Two people at one device: neither is "You" ("You's hand", "Pass the device to You").
  assert.deepEqual(h.seats.map((x) => x.name), ['Player 1', 'Player 2']);
  assert.equal(h.targets['hand.0'], undefined, 'no hand card is drawn');
  const first = h.passTo;
  await shot(page, 'hot-seat-pass.png');
  await clickTarget(page, 'pass.ready');
  h = await until(page, (x) => x.screen === 'play' && x.handShown === first && x.texts['status.turn'], 'the first hand to show');
  // The turn line names the seat as the table shows it: "Player 1 to play.", not "Your turn.".
  assert.equal(h.texts['status.turn'], `Player ${first + 1} to play.`);
  const random = rng(3);
  while (h.screen === 'play' && h.current === first) h = await playHumanStep(page, random);
  h = await until(page, (x) => x.settled, 'the frame after the move');
  assert.equal(h.screen, 'pass', 'the device is passed to the other player');
  assert.equal(h.handShown, -1);
  assert.notEqual(h.passTo, first);
  assert.equal(h.targets['hand.0'], undefined);
  await clickTarget(page, 'pass.ready');
  h = await until(page, (x) => x.handShown === 1 - first, 'the second hand to show');
  assert.deepEqual(errors, []);
  await context.close();
});

async function assertBoardFits(page, viewport) {
  const h = await hook(page);
  const size = { w: h.board.cell * h.board.across, h: h.board.cell * h.board.down };
  assert.ok(h.board.x >= 0 && h.board.y >= 0, 'board starts inside the window');
  assert.ok(h.board.x + size.w <= viewport.width && h.board.y + size.h <= viewport.height, 'board ends inside the window');
  return h;
}

// Lays out the first legal building by pointer and checks the engine took it.
async function layOutByPointer(page) {
  const h = await hook(page);
  const lay = h.legal.find((a) => a.startsWith('lay ') && a.endsWith(' r0'));
  const [, card, anchor] = lay.split(' ');
  await clickTarget(page, `hand.${h.seats[h.current].hand.indexOf(card)}`);
  const x = await until(page, (s) => s.input.card === card, 'card selected');
  const square = String.fromCharCode(anchor.charCodeAt(0) + x.handle[1]) + (Number(anchor.slice(1)) + x.handle[0]);
  await clickSquare(page, square);
  const y = await until(page, (s) => s.actions === h.actions + 1 || s.notice, 'the building to be laid');
  assert.equal(y.actions, h.actions + 1, `lay-out refused: ${y.notice}`);
}

test('resizing and a high-DPI screen keep the board fitting, crisp and clickable', async () => {
  const viewport = { width: 1000, height: 700 };
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0', { viewport, deviceScaleFactor: 2 });
  const canvas = await page.evaluate(() => ({ w: document.getElementById('canvas').width, css: innerWidth }));
  assert.equal(canvas.w, canvas.css * 2, 'the backbuffer has device pixels');
  await typeSeed(page, 11);
  await clickTarget(page, 'newgame.start');
  await until(page, (x) => x.humanToMove, 'the human to move');
  await assertBoardFits(page, viewport);
  await layOutByPointer(page);
  await shot(page, 'high-dpi.png');
  const small = { width: 820, height: 560 };
  await page.setViewportSize(small);
  await page.waitForTimeout(300);
  await page.mouse.move(10, 10);
  await laidOutFor(page, small, 'the small layout');
  await assertBoardFits(page, small);
  const resized = await page.evaluate(() => ({ w: document.getElementById('canvas').width, css: innerWidth }));
  assert.equal(resized.w, resized.css * 2);
  await shot(page, 'resized.png');
  // Back to the wide layout: the move log still follows the game (every line was rewrapped).
  await page.setViewportSize(viewport);
  const wide = await laidOutFor(page, viewport, 'the wide layout again');
  assert.equal(wide.narrow, false);
  const random = rng(7);
  for (let i = 0; i < 3; ++i) {
    await humanTurn(page);
    await playHumanStep(page, random);
  }
  await until(page, (x) => x.settled, 'the steps drawn');
  assert.equal((await hook(page)).logFollowing, true, 'the log follows the newest line');
  assert.deepEqual(errors, []);
  await context.close();
});

// A castle piece that ends the turn at once (no banner left) waits for the player's word: it
// shows in place and can still be undone. The game file stops where Ada must add a castle piece
// with no banner left (a greedy game, seed 1, found with the engine).
test('the last castle piece of a turn without banners can be undone before the turn ends', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0');
  const chooser = page.waitForEvent('filechooser');
  await clickMenu(page, 'menu.game', 'menu.import');
  await (await chooser).setFiles(resolve(repo, 'tests/browser/data/arkadia-last-castle-piece.json'));
  let h = await until(page, (x) => x.screen === 'play' && x.phase === 'castle' && x.humanToMove && x.settled, 'Ada to add a castle piece');
  const actions = h.actions;
  const place = async () => {
    const [, family, square] = h.legal.find((a) => a.startsWith('castle ')).split(' ');
    await clickTarget(page, `castle.family.${family}`);
    await clickSquare(page, h.castleSquares[Number(square.slice(1)) - 1]);
    return `castle ${family} ${square}`;
  };
  let piece = await place();
  h = await until(page, (x) => x.heldPiece !== '' && x.settled, 'the piece held');
  assert.equal(h.heldPiece, piece);
  assert.equal(h.actions, actions, 'nothing played yet');
  assert.equal(h.canUndo, true);
  await shot(page, 'castle-piece-held.png');
  await clickTarget(page, 'undo');
  h = await until(page, (x) => x.heldPiece === '' && x.settled, 'the piece taken back');
  assert.equal(h.actions, actions);
  assert.equal(h.phase, 'castle');
  piece = await place();
  await until(page, (x) => x.heldPiece === piece && x.settled, 'the piece held again');
  await clickTarget(page, 'castle.end_turn');
  h = await until(page, (x) => x.actions > actions && x.settled, 'the turn ended');
  assert.equal(JSON.parse(h.record).actions[actions], piece, 'the piece held is the one played');
  assert.equal(h.heldPiece, '');
  assert.deepEqual(errors, []);
  await context.close();
});

// A banner with no seals to sell brings 2 workers and ends the turn at once; at a hot-seat table
// the device is then passed and nothing takes it back. The page asks once more (issue 48).
test('hot-seat: a banner with nothing to sell is asked about before it ends the turn', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?seats=human,human&seed=5&aidelay=0');
  let h = await until(page, (x) => x.screen === 'pass' && x.settled, 'the pass screen');
  await clickTarget(page, 'pass.ready');
  h = await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled, 'the first player to move');
  const random = rng(11);
  const first = h.current;
  while (h.phase !== 'banner') {
    assert.equal(h.current, first, 'the banner step comes before the turn ends');
    h = await playHumanStep(page, random);
    h = await until(page, (x) => x.settled, 'the step drawn');
  }
  assert.equal(h.seats[first].seals, 0, 'nothing to sell in the first turn');
  const actions = h.actions;
  await clickTarget(page, 'banner.use');
  h = await until(page, (x) => x.confirmBanner && x.settled, 'the question');
  assert.equal(h.actions, actions, 'nothing played yet');
  assert.match(h.texts['banner.nothing_to_sell'], /nothing to sell.*2 workers.*turn ends/);
  await shot(page, 'banner-nothing-to-sell.png');
  await clickTarget(page, 'banner.cancel');
  h = await until(page, (x) => !x.confirmBanner && x.settled && x.targets['banner.use'], 'the choice again');
  assert.equal(h.actions, actions);
  // The key B asks too; Escape cancels, and B twice uses it.
  await page.keyboard.press('b');
  h = await until(page, (x) => x.confirmBanner && x.settled, 'the question again');
  await page.keyboard.press('Escape');
  h = await until(page, (x) => !x.confirmBanner && x.settled, 'the question put away');
  assert.equal(h.actions, actions);
  await page.keyboard.press('b');
  await until(page, (x) => x.confirmBanner && x.settled, 'the question once more');
  await page.keyboard.press('b');
  h = await until(page, (x) => x.actions > actions && x.settled, 'the banner used');
  assert.equal(JSON.parse(h.record).actions[actions], 'banner');
  assert.equal(h.confirmBanner, false);
  assert.deepEqual(errors, []);
  await context.close();
});

// Clicking a planned worker's square again turns it neutral, then takes it off: each change is
// said, so a quick double click never undoes a worker unseen (issue 48).
test('a second and a third click on a planned worker say what they changed', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?seats=human,easy&seed=5&aidelay=0');
  let h = await humanTurn(page);
  const random = rng(5);
  while (!h.legal.some((a) => a.startsWith('workers '))) {
    h = await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  const building = h.legal.find((a) => a.startsWith('workers ')).split(' ')[1];
  await clickSquare(page, building);
  h = await until(page, (x) => x.input.building >= 0 && x.workerTargets.length > 0 && x.settled, 'worker targets');
  const me = h.seats[h.current];
  const square = h.workerTargets[0];
  await clickSquare(page, square);
  h = await until(page, (x) => x.input.workers === 1 && x.settled, 'a worker planned');
  assert.equal(h.info, '', 'the first click needs no words: the worker shows');
  if (me.neutral > 0) {
    await clickSquare(page, square);
    h = await until(page, (x) => x.info !== '' && x.settled, 'the second click said');
    assert.equal(h.input.workers, 1);
    assert.match(h.info, new RegExp(`^${square}: a neutral worker now`));
  }
  await clickSquare(page, square);
  h = await until(page, (x) => x.input.workers === 0 && x.settled, 'the worker taken off');
  assert.equal(h.info, `${square}: the worker is taken off the plan.`);
  await shot(page, 'worker-taken-off.png');
  assert.deepEqual(errors, []);
  await context.close();
});

// Z while planning workers takes the plan back a step at a time (the last worker, then the
// building chosen for them), each said; with nothing left to take back it says so (issue 77: Z
// during worker planning did nothing and said nothing).
test('Z while planning workers takes the plan back step by step, said, and says when nothing is left', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?seats=human,easy&seed=5&aidelay=0');
  const heard = (line, what) =>
    page.waitForFunction((text) => [...document.querySelectorAll('#announcer p')].some((p) => p.textContent === text), line,
                         { timeout: 30000, polling: 50 })
      .catch(() => { throw new Error(`never heard ${what}: ${line}`); });
  let h = await humanTurn(page);
  const random = rng(5);
  while (!h.legal.some((a) => a.startsWith('workers '))) {
    h = await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  const played = h.actions;
  await clickSquare(page, h.legal.find((a) => a.startsWith('workers ')).split(' ')[1]);
  h = await until(page, (x) => x.input.building >= 0 && x.workerTargets.length > 0 && x.settled, 'worker targets');
  const square = h.workerTargets[0];
  await clickSquare(page, square);
  await until(page, (x) => x.input.workers === 1 && x.settled, 'a worker planned');
  await page.keyboard.press('z');
  h = await until(page, (x) => x.input.workers === 0 && x.settled, 'Z took the worker back');
  assert.ok(h.input.building >= 0, 'the building stays chosen');
  await heard(`${square}: the worker is taken off the plan.`, 'the worker taken back');
  await page.keyboard.press('z');
  h = await until(page, (x) => x.input.building < 0 && x.settled, 'Z took the building back');
  await heard('No building chosen for workers any more: choose one, or lay out a building.', 'the building taken back');
  assert.equal(h.actions, played, 'nothing played was undone');
  await page.keyboard.press('z');
  await heard('Nothing to undo now.', 'nothing left');
  assert.equal((await hook(page)).actions, played);
  assert.deepEqual(errors, []);
  await context.close();
});
