// ArkantiS in the page: chosen from the first screen, played for real with the mouse against the
// AI in its worker and between two people at one device, each record replayed by the native CLI
// to the same winners. Screenshots go to build/browser-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { useBrowser, openPage, hook, until, clickTarget, clickSquare, targetCentre, squareCentre, shot, artifacts, repo, spyOnWorker, waitForFirstFrame, assertHintTagBeside,
         listen, pressUntilHeard, heardLine } from './browser.mjs';
import { rng } from './human.mjs';

const env = useBrowser();

// One decision of the human to move, with the mouse: in phase 1 a token (sometimes two) and the
// confirm button, now and then a card bought first; in phase 2 every claim it can make, then
// the end of the turn.
// The first claim is made with the board cursor instead: the square of the spot says what Space
// will claim before Space claims it (issue 50: a Space there claimed with no word).
let claimedByKeys = false, claimOffered = false;
async function claimByKeys(page, h, claim) {
  const [, card, square] = claim.split(' ');
  await page.evaluate(() => {
    window.heard = [];
    new MutationObserver((rs) => rs.forEach((r) => r.addedNodes.forEach((n) => window.heard.push(n.textContent))))
      .observe(document.getElementById('announcer'), { childList: true });
  });
  const column = square.charCodeAt(0) - 97, row = Number(square.slice(1)) - 1;
  const keys = ['ArrowDown'];  // brings the cursor to d4
  for (let c = 3; c !== column; c += Math.sign(column - 3)) keys.push(column > 3 ? 'ArrowRight' : 'ArrowLeft');
  for (let r = 3; r !== row; r += Math.sign(row - 3)) keys.push(row > 3 ? 'ArrowDown' : 'ArrowUp');
  for (const key of keys) {
    const from = await page.evaluate(() => window.heard.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.heard.length > n, from, { timeout: 10000, polling: 20 });
  }
  const said = await page.evaluate(() => window.heard[window.heard.length - 1]);
  assert.match(said, new RegExp(`^${square}: .*; in a spot to claim for ${card}; Space: claim [^;]*\\b${card}\\b`), said);
  await page.keyboard.press('Space');
  await until(page, (x) => x.actions > h.actions && x.settled, 'the claim made by Space');
  assert.equal(JSON.parse((await hook(page)).record).actions.at(-1), claim, 'Space claimed what was said');
  claimedByKeys = true;
}

async function playArkantisStep(page, h, random, decisions) {
  if (h.phase === 'action') {
    if (decisions % 5 === 2 && h.legal.includes('buy emerald face-up')) {
      await clickTarget(page, 'buy.emerald.face-up');
      await until(page, (x) => x.actions > h.actions && x.settled, 'the card bought');
      return;
    }
    const twos = h.legal.filter((a) => /^take \S+ \S+$/.test(a));
    const ones = h.legal.filter((a) => /^take \S+$/.test(a));
    const pick = twos.length && random() < 0.2 ? twos[Math.floor(random() * twos.length)] : ones[Math.floor(random() * ones.length)];
    const squares = pick.split(' ').slice(1);
    for (const s of squares) await clickSquare(page, s);
    await until(page, (x) => x.selected.length === squares.length && x.settled, `${pick} selected`);
    await clickTarget(page, 'confirm');
  } else {
    const claim = h.legal.find((a) => a.startsWith('claim '));
    if (claim && decisions > 0) claimOffered = true;
    if (claim && !claimedByKeys && decisions > 0) {
      await claimByKeys(page, h, claim);
      return;
    } else if (claim) {
      // Pointing at a Claim button singles out its spot on the board.
      const square = claim.split(' ')[2];
      const p = targetCentre(h, `claim.${square}`);
      await page.mouse.move(p.x, p.y);
      const pointed = await until(page, (x) => x.settled && x.spotHover !== '', 'the claimed spot singled out');
      assert.equal(pointed.spotHover, square);
      if (!existsSync(resolve(artifacts, 'arkantis-claim-hover.png'))) await shot(page, 'arkantis-claim-hover.png');
      await clickTarget(page, `claim.${square}`);
    } else {
      await clickTarget(page, 'end');
    }
  }
  await until(page, (x) => x.actions > h.actions && x.settled, 'the decision played');
}

// Runs `check` on the hook while the players panel is drawn: where the table's column shows its
// panels in tabs (the board taking the rest of the window), its Players tab is opened first and
// the Play tab again after.
async function withPlayersShown(page, check) {
  // While the computer plays, the status above the tabs changes height and moves them: a click
  // aimed before the move would miss. The person's turn (or the end) keeps them still.
  const h = await until(page, (x) => (x.humanToMove || x.screen !== 'play') && x.settled, 'the person to move');
  const tabs = !!h.targets['tab.1'];
  if (tabs) await clickTarget(page, 'tab.1');
  await check(await until(page, (x) => x.settled, 'the players panel'));
  if (!tabs) return;
  await clickTarget(page, 'tab.0');
  await until(page, (x) => x.settled && !x.targets['seat.0'], 'the play panel again');
}

// The players panel's line for each seat, as drawn ("… cards in hand: 2 orange, 1 emerald"),
// against the hand: the viewer's cards by colour (orange cards are the 5-square ones), and
// every other hand's size.
function checkHandCounts(h, where) {
  for (let p = 0; p < h.seats.length; ++p) {
    const line = h.texts[`player.${p}.line`];
    assert.ok(line, `${where}: seat ${p}'s panel line is drawn`);
    const m = line.match(/(\d+) orange, (\d+) emerald/);
    assert.ok(m, `${where}: ${line}`);
    const [orange, emerald] = [Number(m[1]), Number(m[2])];
    const seat = h.seats[p];
    assert.equal(orange + emerald, seat.handSize, `${where}: seat ${p}: ${line}`);
    if (p === h.handShown) {
      const known = seat.hand.filter((c) => c.endsWith('5')).length;
      assert.deepEqual([orange, emerald], [known, seat.hand.length - known], `${where}: the viewer's own hand (${seat.hand}): ${line}`);
    }
  }
}

function replayWinners(recordFile) {
  const cli = resolve(repo, 'build/native-release/cli/bg-cli');
  if (!existsSync(cli)) return null;
  const out = execFileSync(cli, ['replay', recordFile], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => /^winners?( \(tie\))?:/.test(l));
  assert.ok(line, `replay names the winner:\n${out}`);
  return [...line.matchAll(/seat (\d)/g)].map((m) => Number(m[1]));
}

test('ArkantiS is picked on Arkadia\'s form and a whole game is played with the mouse against the AI', { timeout: 15 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0', { initScript: spyOnWorker });
  // The choice opens the page again on ArkantiS.
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), clickTarget(page, 'newgame.game.arkantis')]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  let h = await until(page, (x) => x.game === 'arkantis' && x.screen === 'new-game' && x.settled, 'the ArkantiS form');
  await shot(page, 'arkantis-new-game.png');
  await clickTarget(page, 'seat1.level.0');
  await clickTarget(page, 'newgame.start');
  h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  const random = rng(7);
  let decisions = 0, midShot = false, claimShown = false, takeBackGone = 0, outlookShown = false;
  while (h.screen === 'play') {
    if (h.humanToMove && h.settled) {
      // Before a pass, the question says in figures what the computer can still take, played
      // out from the person's view (issue 48); cancelled, the game goes on.
      if (!outlookShown && decisions >= 6 && h.phase === 'action') {
        await clickTarget(page, 'pass');
        const asked = await until(page, (x) => x.confirmPass && x.passOutlook.finalScores.length === 2 && x.settled, 'the pass\'s outlook', 120000);
        const [mine, theirs] = asked.passOutlook.finalScores;
        assert.equal(mine, asked.seats[0].score, 'the passer\'s score stays');
        assert.ok(theirs > asked.seats[1].score, `the computer plays on and scores: ${theirs} from ${asked.seats[1].score}`);
        const text = asked.texts['pass.outlook'];
        // A range, not one figure (issue 74): the play-outs' greedy players take less than the
        // computer at the table, so the range sits above their mean.
        const [low, high] = asked.passOutlook.finalRanges[1];
        const now = asked.seats[1].score, more = (x) => Math.max(0, Math.round(x) - now);
        assert.ok(low >= now && low <= high && high > theirs, `a range above the mean: ${low}..${high}, mean ${theirs}`);
        assert.match(text, new RegExp(`will probably take ${more(low)} to ${more(high)} more points \\(8 times in 10, as the computer reckons\\)`));
        assert.match(text, new RegExp(`Your score stays ${asked.seats[0].score}\\.`));
        await shot(page, 'arkantis-pass-outlook.png');
        await clickTarget(page, 'pass.cancel');
        h = await until(page, (x) => !x.confirmPass && x.humanToMove && x.settled, 'the pass cancelled');
        outlookShown = true;
      }
      // Take-back gone since a card was revealed: said where its button was, never grey alone.
      if (h.texts['takeback.gone']) {
        assert.equal(h.canTakeBack, false, 'the note shows only while take-back is gone');
        assert.match(h.texts['takeback.gone'], /No take-back: a card was revealed/);
        takeBackGone += 1;
      }
      await playArkantisStep(page, h, random, decisions++);
      if (!midShot && decisions === 12) {
        await shot(page, 'arkantis-mid-game.png');
        midShot = true;
      }
      // A claimed card in the players panel shows its figure; pointing at it outlines its spot.
      if (!claimShown && decisions % 3 === 0) {
        await withPlayersShown(page, async (x) => {
          // Each player's score as it stands, in the players tab.
          x.seats.forEach((seat, p) => assert.match(x.texts[`player.${p}.score`], new RegExp(`^Score now: ${seat.score} \\(`)));
          const claimed = Object.keys(x.targets).find((id) => id.startsWith('claimed.'));
          if (!claimed) return;
          const p = targetCentre(x, claimed);
          await page.mouse.move(p.x, p.y);
          const pointed = await until(page, (y) => y.claimHover !== '' && y.settled, 'the claimed spot outlined');
          assert.match(pointed.claimHover, /^[a-g][1-7]$/);
          await shot(page, 'arkantis-claimed-spot.png');
          await page.mouse.move(5, 5);
          claimShown = true;
        });
      }
    }
    h = await until(page, (x) => (x.humanToMove && x.settled) || x.screen !== 'play', 'the AI to play', 120000);
  }
  assert.equal(h.screen, 'score');
  assert.ok(decisions > 10, `the human played (${decisions} decisions)`);
  h = await until(page, (x) => x.scoreShown && x.settled, 'the result, once the last turn played out');
  // Every claim's card in sight: each in a corner of its own, on a square of its spot (a later
  // claim over an older one's squares once hid the older card).
  const claims = h.seats.reduce((n, seat) => n + seat.claimed, 0);
  assert.ok(claims >= 2, `claims were made (${claims})`);
  assert.equal(h.claimCards.length, claims, 'a card drawn for every claim');
  const corners = new Set(h.claimCards.map((c) => `${c.square} ${c.corner}`));
  assert.equal(corners.size, claims, `no two cards in one corner: ${JSON.stringify(h.claimCards)}`);
  for (const c of h.claimCards) assert.ok(c.spot.includes(c.square), `${c.card} lies on its spot`);
  // The cards left in hand cost points; none cost nothing, written "0" (it said "-0").
  for (const [key, text] of Object.entries(h.texts)) if (key.startsWith('score.hand.')) assert.match(text, /^(0|-[1-9]\d*)$/, key);
  assert.ok(h.texts['score.hand.0'] !== undefined, 'the score table says the hands\' cost');
  assert.ok(claimShown, 'a claimed card was pointed at');
  // The computer's play is not the same from run to run: the person may never open a spot.
  assert.equal(claimedByKeys, claimOffered, 'the first claim the person could make was made with the board cursor, said before Space made it');
  assert.ok(takeBackGone > 0, 'a revealed card took take-back away, and the panel said so');
  assert.ok(outlookShown, 'the pass\'s outlook was shown');
  await shot(page, 'arkantis-score.png');
  const recordFile = resolve(artifacts, 'arkantis-ui-game.json');
  writeFileSync(recordFile, h.record);
  const engine = replayWinners(recordFile);
  if (engine) assert.deepEqual(engine, h.winners, 'the native engine agrees on the winners');
  // The worker saw the AI seat's view only, and the person's own for the pass's outlook.
  const sent = await page.evaluate(() => window.sentToWorker);
  assert.ok(sent.length > 5, `the AI was asked ${sent.length} times`);
  assert.equal(h.aiFallbacks, 0, 'every answer of the worker was a legal action');
  for (const message of sent) {
    const view = JSON.parse(message.view);
    assert.equal(view.format, 'arkantis-view');
    assert.equal(view.seat, typeof message.played === 'string' ? 0 : 1);
  }
  // Asked once; the watchdog sends a request again to a new worker if a busy machine delays it.
  assert.ok(sent.some((m) => m.played === 'pass'), 'the outlook was asked');
  // The review after the game: one request per turn of the person, cancelled once half-way and
  // started again; the costliest turn opens in the replay with both actions drawn.
  await clickTarget(page, 'review.start');
  await until(page, (x) => x.review?.running && x.review.progress > 0 && x.targets['review.cancel'], 'the review under way', 60000);
  await clickTarget(page, 'review.cancel');
  h = await until(page, (x) => x.review && !x.review.running && x.targets['review.start'] && x.settled, 'the review cancelled');
  assert.equal(h.review.finished, false);
  // Started again by keyboard alone (issue 76): the arrows reach the button, said; Enter starts
  // it, said; its findings are said when it ends, the keys' focus on the first, which Enter opens
  // on the board, said too.
  await listen(page);
  await pressUntilHeard(page, 'ArrowUp', /^Review my game$/, 'the review button');
  await page.keyboard.press('Enter');
  await heardLine(page, /^The computer is reviewing the game…$/, 'the review started');
  h = await until(page, (x) => x.review?.finished && x.settled, 'the review', 300000);
  assert.ok(h.review.decisions > 5, `turns reviewed: ${h.review.decisions}`);
  const findings = await heardLine(page, /^(The costliest decisions \(Space or Enter on one shows both choices\):|No decision fell clearly short)/, 'the findings');
  await shot(page, 'arkantis-review.png');
  if (h.review.costliest.length > 0) {
    const worst = h.review.costliest[0];
    assert.match(findings, /: Turn \d+, You: .+ \(estimated loss: /, 'the findings in words');
    // ArkantiS's losses are played out over deals: each says how sure it is (an 80% interval),
    // in the words shown and said, unless the interval rounds to the loss itself.
    assert.ok(Array.isArray(worst.lossRange) && worst.lossRange[0] <= worst.loss + 1e-9 && worst.loss <= worst.lossRange[1] + 1e-9,
              `the loss inside its interval: ${JSON.stringify(worst)}`);
    if (Math.round(Math.max(0, worst.lossRange[0])) < Math.round(worst.lossRange[1]))
      assert.match(worst.words, /\(estimated loss: \d+ points?, likely \d+ to \d+ points?\)$/, worst.words);
    await heardLine(page, /^Turn \d+, You: .+ \(estimated loss: [^)]+\)$/, 'the first finding, focused');
    await page.keyboard.press('Enter');
    h = await until(page, (x) => x.screen === 'replay' && x.reviewShown && x.settled, 'the costliest turn in the replay');
    await heardLine(page, /^Your choice: .+ Preferred by the computer at Hard: .+ Both turns played out to the end from here/, 'the reviewed turn said');
    assert.equal(h.replay.cursor, worst.at);
    assert.ok(h.texts['review.why']?.length > 10, `the review says why: ${h.texts['review.why']}`);
    assert.doesNotMatch(h.texts['review.why'], /\[|\{/, 'every word found');
    // The reasons are the parts of the review's own number, played out to the end (issue 48).
    assert.match(h.texts['review.why'], /^Both turns played out to the end from here/);
    const sum = h.reviewShown.terms.reduce((total, t) => total + t.worth, 0);
    assert.ok(Math.abs(sum - (h.reviewShown.gains[0] - h.reviewShown.gains[1])) < 0.05, `the parts add up: ${sum}`);
    assert.ok(Math.abs(h.reviewShown.loss - worst.loss) < 1e-9);
    await shot(page, 'arkantis-review-replay.png');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('two people play ArkantiS at one device: each hand shows only after its player says so', { timeout: 15 * 60 * 1000 }, async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?game=arkantis&seats=human:Ada,human:Bob&seed=5');
  let h = await hook(page);
  const random = rng(11);
  let decisions = 0, passes = 0;
  while (h.screen !== 'score') {
    if (h.screen === 'pass') {
      assert.equal(h.handShown, -1, 'no hand shows while the device is passed');
      await clickTarget(page, 'pass.ready');
      h = await until(page, (x) => x.screen !== 'pass' && x.settled, 'the hand shown');
      assert.equal(h.handShown, h.current);
      ++passes;
      continue;
    }
    // Only the viewer's cards are in the hook's seats (the other hand is known by colour).
    const other = h.seats[1 - h.handShown];
    assert.ok(other.hand.length <= other.handSize);
    // The players panel at every fourth decision (each look is two tab clicks: CI time).
    if (decisions % 4 === 0) await withPlayersShown(page, (x) => checkHandCounts(x, `decision ${decisions}`));
    h = await hook(page);
    await playArkantisStep(page, h, random, decisions++);
    h = await until(page, (x) => x.settled, 'the next screen');
  }
  assert.ok(passes > 5, `the device was passed ${passes} times`);
  const recordFile = resolve(artifacts, 'arkantis-hot-seat.json');
  writeFileSync(recordFile, h.record);
  const engine = replayWinners(recordFile);
  if (engine) assert.deepEqual(engine, h.winners);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on an upright phone ArkantiS is played by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human:Ada,easy&seed=9&aidelay=0`,
    { viewport, deviceScaleFactor: 3, hasTouch: true, contextOptions: { isMobile: true } });
  const tap = async (id) => {
    const t = (await until(page, (x) => x.settled && x.targets[id], id)).targets[id];
    await page.touchscreen.tap(t[0] + t[2] / 2, t[1] + t[3] / 2);
  };
  let h = await until(page, (x) => x.humanToMove && x.settled, 'Ada to move');
  assert.equal(h.narrow, true);
  assert.equal(h.touch, true, 'a phone is told to tap from the first frame, before any touch');
  assert.ok(h.board.x >= 0 && h.board.x + 7 * h.board.cell + 4 <= viewport.width, 'the board and its frame fit the width');
  assert.ok(h.board.cell >= 40, `squares big enough for a finger (${h.board.cell} px)`);
  await shot(page, 'arkantis-phone.png');
  // One token removed by touch: tap it, then the confirm button.
  const take = h.legal.find((a) => /^take \S+$/.test(a));
  const square = take.split(' ')[1];
  const c = squareCentre(h, square);
  const before = h.actions;
  await page.touchscreen.tap(c.x, c.y);
  h = await until(page, (x) => x.selected.length === 1 && x.settled, 'the token selected');
  await shot(page, 'arkantis-phone-selected.png');
  await tap('confirm');
  h = await until(page, (x) => x.actions > before && x.settled, 'the token removed');
  assert.equal(h.actions, before + 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone each claim\'s card is big enough to read, and none covers another', async () => {
  // Two computers play on a phone until several spots are claimed.
  const viewport = { width: 390, height: 844 };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=easy,easy&seed=5&aidelay=0`,
    { viewport, hasTouch: true, contextOptions: { isMobile: true } });
  const h = await until(page, (x) => x.claimCards.length >= 4 || (x.screen !== 'play' && x.settled), 'four claims', 240000);
  assert.ok(h.claimCards.length >= 4, `claims were made (${h.claimCards.length})`);
  const overlap = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
  for (const [i, c] of h.claimCards.entries()) {
    const alone = h.claimCards.filter((o) => o.square === c.square).length === 1;
    // Alone on its square, a card is read at a glance (it was 22 px); two share their square.
    if (alone) assert.ok(c.rect[2] >= 32, `${c.card} on ${c.square} is ${c.rect[2]} px wide (squares ${h.board.cell} px)`);
    assert.ok(c.rect[2] <= h.board.cell && c.rect[3] <= h.board.cell, `${c.card} fits its square`);
    for (const other of h.claimCards.slice(i + 1))
      assert.ok(!overlap(c.rect, other.rect), `${c.card} on ${c.square} and ${other.card} on ${other.square} overlap`);
  }
  await shot(page, 'arkantis-phone-claims.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('ArkantiS\'s rules show their diagrams, drawn with the board\'s pieces, never over a caption', async () => {
  const overlap = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
  for (const lang of ['en', 'fr', 'de']) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=${lang}`);
    await page.keyboard.press('h');
    await until(page, (x) => x.rulesOpen && x.targets['rules.section.3'], 'the rules');
    for (const section of [1, 2, 3]) {  // sets, a turn, spots
      await clickTarget(page, `rules.section.${section}`);
      const h = await until(page, (x) => x.settled && x.targets['rules.caption.0'], `the diagram of section ${section}`);
      const diagram = h.targets['rules.diagram.0'], caption = h.targets['rules.caption.0'];
      assert.ok(diagram && diagram[2] >= 100 && diagram[3] >= 100, `${lang}: section ${section} has a diagram`);
      assert.ok(!overlap(caption, diagram), `${lang}: the caption of section ${section} lies under no diagram`);
      assert.ok(caption[1] >= diagram[1] + diagram[3] - 1, `${lang}: the caption follows its diagram`);
      if (lang === 'en' && section === 2) await shot(page, 'arkantis-rules-turn.png');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('ArkantiS\'s Help > Keyboard shortcuts opens the shortcuts, and the rules list the 17 cards and what follows a pass', async () => {
  for (const lang of ['en', 'fr', 'de']) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=3&lang=${lang}&aidelay=0`);
    await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
    await clickTarget(page, 'menu.help');
    await clickTarget(page, 'menu.keys');
    let h = await until(page, (x) => x.rulesOpen && x.settled && x.targets['rules.keys.table'], 'the shortcuts');
    assert.equal(h.texts['rules.heading'], { en: 'Keyboard shortcuts', fr: 'Raccourcis clavier', de: 'Tastenkürzel' }[lang]);
    // The keys' column is narrow and the descriptions keep the rest of the table.
    await shot(page, `arkantis-keys-${lang}.png`);
    await clickTarget(page, 'rules.section.4');  // the cards
    h = await until(page, (x) => x.settled && x.targets['rules.cards.table'], 'the table of the cards');
    const rows = Object.keys(h.texts).filter((k) => k.startsWith('rules.cards.'));
    assert.equal(rows.length, 17, 'a row for each of the 17 cards');
    assert.equal(h.texts['rules.cards.I5'], '10/2', 'the tower: worth 10, 2 copies');
    await shot(page, `arkantis-cards-${lang}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('ArkantiS\'s guided first game explains each step as it comes', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&aidelay=0`);
  await clickTarget(page, 'newgame.guided');
  let h = await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled, 'the human to move');
  const record = JSON.parse(h.record);
  assert.equal(record.seats.length, 2);
  assert.equal(h.guide, 'start');
  assert.ok(h.targets['guide.hide'], 'the box is on screen');
  await shot(page, 'arkantis-guided-start.png');
  // A token picked: the box explains what the outlines say, before confirming.
  const one = h.legal.find((a) => /^take \S+$/.test(a)).split(' ')[1];
  await clickSquare(page, one);
  h = await until(page, (x) => x.guide === 'compose' && x.settled, 'the composed action explained');
  await clickSquare(page, one);  // picked again: unpicked
  h = await until(page, (x) => x.guide === 'start' && x.selected.length === 0 && x.settled, 'the token unpicked');
  const seen = new Set(['start', 'compose']);
  const random = rng(11);
  for (let i = 0; i < 16 && h.screen === 'play'; ++i) {
    await playArkantisStep(page, h, random, i);
    h = await until(page, (x) => x.settled && (x.humanToMove || x.screen !== 'play'), 'the human again');
    seen.add(h.guide);
  }
  assert.ok(seen.has('after') || seen.has('claim'), `the end of a turn explained: ${[...seen].join(' ')}`);
  assert.ok(seen.size >= 4, `several steps explained: ${[...seen].join(' ')}`);
  await clickTarget(page, 'guide.hide');
  await until(page, (x) => x.guide === '', 'the guide hidden');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an ArkantiS hint is the whole turn, drawn step by step with its estimated worth in points', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human:Ada,easy&seed=4&aidelay=0`);
  let h = await until(page, (x) => x.humanToMove && x.settled, 'the human to move');
  await clickTarget(page, 'hint');
  h = await until(page, (x) => x.hint !== '' && x.settled, 'the hint');
  assert.ok(h.legal.includes(h.hint), `a legal action: ${h.hint}`);
  assert.match(h.hintWorth, /^[+\-\u00b1]\d+ points?$/);
  // Said as a lead or a gap, never a signed figure (issue 77).
  const points = h.hintWorth.replace(/^[+\-\u00b1]/, '');
  const lead = h.hintWorth.startsWith('+') ? `about ${points} ahead of the best other player.`
    : h.hintWorth.startsWith('-') ? `about ${points} behind the best other player.` : 'about level with the best other player.';
  assert.ok(h.info.includes(`By the end, as the computer plays it out, ${lead}`), h.info);
  assert.match(h.hintRange, /^Played on as the computer would, 8 games in 10 end between [+\-\u00b1]\d+ points? and [+\-\u00b1]\d+ points? for you/);
  assert.ok(h.info.includes(h.hintRange), h.info);
  // The whole turn: its first step on the board, every step in the words, in notation too.
  const turn = h.hintRest;
  assert.equal(turn[0], h.hint);
  assert.ok(turn.length >= 2 && turn.at(-1) === 'end', `the turn to its end: ${JSON.stringify(turn)}`);
  assert.ok(h.info.includes(`To type it, one action at a time: ${turn.join('; ')}.`), h.info);
  assertHintTagBeside(h);
  await shot(page, 'arkantis-hint.png');
  // Following it: the first step played, the board shows the next with the same worth.
  const before = h.actions, squares = turn[0].split(' ').slice(1);
  assert.match(turn[0], /^take /);
  for (const square of squares) await clickSquare(page, square);
  await until(page, (x) => x.selected.length === squares.length && x.settled, `${turn[0]} selected`);
  await clickTarget(page, 'confirm');
  h = await until(page, (x) => x.actions > before && x.hint === turn[1] && x.settled, 'the next step of the hint');
  assert.deepEqual(h.hintRest, turn.slice(1));
  assert.match(h.hintWorth, /^[+\-\u00b1]\d+ points?$/);
  assert.deepEqual(errors, []);
  await context.close();
});
