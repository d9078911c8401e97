// What a screen reader finds beside the canvas, read from the DOM as a screen reader reads it
// (never the canvas): the live region (each of the person's actions, each computer turn as one
// sentence, whose turn it is with the prompt, what an undo took back, in the player's language)
// and the text view of the position (headings and lists), for both games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useBrowser, openPage, humanTurn, until, clickSquare, clickTarget, clickMenu, hook, waitForFirstFrame, textView, cli } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

const spoken = (page) => page.evaluate(() => [...document.querySelectorAll('#announcer p')].map((p) => p.textContent));
const liveRegion = (page) =>
  page.evaluate(() => {
    const r = document.getElementById('announcer');
    return r && { live: r.getAttribute('aria-live'), role: r.getAttribute('role'), shown: r.getBoundingClientRect().width > 1 };
  });

// Lays out the first building the page allows, with the mouse: its card, then its square.
async function layOutABuilding(page, h) {
  const [, card, anchor] = h.legal.find((a) => a.startsWith('lay ')).split(' ');
  await clickTarget(page, `hand.${h.seats[h.current].hand.indexOf(card)}`);
  const [dr, dc] = (await until(page, (s) => s.input.card === card, 'the card picked')).handle;
  await clickSquare(page, String.fromCharCode(anchor.charCodeAt(0) + dc) + (Number(anchor.slice(1)) + dr));
}

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
  // The prompt whole the first time; briefly once heard (issue 76: 170 characters every turn).
  assert.equal(lines.at(-1), 'Your turn. Lay out a building (pick a card from your hand) or place workers (click a building).', 'the turn and its prompt');
  assert.match(lines[0], /^Arkadia\. Tab or M: type a move\. Up or Down: the board cursor\. F10: the menus\. F1: /, 'first, the keys');

  // An action, then Undo: said, then said to be taken back, and the prompt again.
  await layOutABuilding(page, h);
  await until(page, (s) => s.actions === h.actions + 1 && s.settled, 'the building laid out');
  await heard(page, /^You: laid out /, 'the action');
  await page.keyboard.press('z');
  await until(page, (s) => s.actions === h.actions && s.settled, 'the action undone');
  await heard(page, /^Taken back: You: laid out /, 'the undo');
  lines = await spoken(page);
  assert.equal(lines.at(-1), 'Your turn. Lay out a building or place workers.', 'after the undo, the turn again, its prompt briefly');
  // The hint (I) is said, not only drawn.
  await page.keyboard.press('i');
  await heard(page, /^Hint \(the computer at Hard\): .+/, 'the hint');

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


// The text view on screen lies beside the game, not over it: the canvas gives it room, and the
// game is laid out again for the canvas's new width.
async function besideTheGame(page, when) {
  const box = await page.evaluate(() => {
    const canvas = document.getElementById('canvas').getBoundingClientRect();
    const view = document.getElementById('position').getBoundingClientRect();
    return { canvasLeft: canvas.left, canvasRight: canvas.right, viewLeft: view.left, viewRight: view.right, width: innerWidth };
  });
  assert.ok(box.viewLeft > 0 && Math.abs(box.viewRight - box.width) < 1, `the panel at the right ${when}: ${JSON.stringify(box)}`);
  assert.ok(box.canvasLeft === 0 && box.canvasRight <= box.viewLeft + 0.5, `the game beside the panel ${when}: ${JSON.stringify(box)}`);
  await until(page, (s) => s.settled && Math.abs(s.display[0] - box.canvasRight) < 1.5, `the game laid out for ${box.canvasRight} px ${when}`);
}

test('the text view of the position follows the game: the board row by row, the cards, the players; on screen when asked for', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&aidelay=0`);
  let h = await humanTurn(page);
  let view = await textView(page);
  assert.equal(view.className, 'visually-hidden', 'out of sight unless asked for');
  assert.equal(view.title, 'The position in words');
  // The computer began (seed 5): its turn comes first, then the position.
  assert.deepEqual(Object.keys(view.parts), ['Since your last turn', 'Board, row by row', 'Cards and seal values', 'The castle', 'Players']);
  // The castle: the floor being built, the pieces left for each floor, every castle square's top.
  const castle = view.parts['The castle'];
  assert.equal(castle[0], 'Castle pieces left (building floor 1)');
  for (const floor of [1, 2, 3]) assert.match(castle[floor], new RegExp(`^Floor ${floor}: red \\d+, olive \\d+, black \\d+, silver \\d+$`));
  const tops = castle[4].replace(/^Top seal of each castle square: /, '').split('; ');
  assert.equal(tops.length, 10, castle[4]);
  for (const [k, top] of tops.entries()) assert.match(top, new RegExp(`^K${k + 1} ((red|olive|black|silver) \\(printed\\)|blank)$`), 'nothing built yet');
  assert.equal(view.parts['Board, row by row'].length, 12, 'a line per row');
  assert.match(view.parts['Board, row by row'][4], /^Row 5: .*castle lot on g5 h5 i5 j5/, 'the castle lot in its rows');
  const hand = view.parts['Cards and seal values'].find((l) => l.startsWith('Your hand: '));
  assert.equal(hand.split(', ').length, h.seats[h.current].hand.length, `the hand, card by card: ${hand}`);
  assert.match(view.parts.Players[0], /^You \(to move\); Gold: 0; seals red 0, olive 0, black 0, silver 0; Workers: /);

  // A building laid out appears on the row of its first square.
  const built = h.buildings.length;
  await layOutABuilding(page, h);
  h = await until(page, (s) => s.buildings.length === built + 1 && s.settled, 'the building laid out');
  const first = h.buildings[built];
  await page.waitForFunction((row) => [...document.querySelectorAll('#position li')].some((li) => li.textContent.startsWith(row) && / on .*(free squares? around it|completed)/.test(li.textContent)),
                             `Row ${first.slice(1)}: `, { timeout: 10000, polling: 50 });

  // Settings > the position in words: on screen, and still after a reload.
  await clickMenu(page, 'menu.view', 'menu.settings');
  await until(page, (s) => s.settingsOpen && s.settled, 'the settings');
  await clickTarget(page, 'settings.text_view');
  await page.waitForFunction(() => document.getElementById('position').className === 'text-view', null, { timeout: 10000, polling: 50 });
  await besideTheGame(page, 'when Settings shows it');
  await page.reload();
  await waitForFirstFrame(page);
  await humanTurn(page);
  view = await textView(page);
  assert.equal(view.className, 'text-view', 'shown when Settings asks for it');
  await besideTheGame(page, 'after a reload');
  // The menus at the left of the page still take a click (the panel once lay over them).
  await clickMenu(page, 'menu.view', 'menu.settings');
  await until(page, (s) => s.settingsOpen && s.settled, 'the settings, opened beside the text view');
  await page.keyboard.press('Escape');
  // The new-game form: no position is left standing in the text view.
  await clickMenu(page, 'menu.game', 'menu.new_game');
  await until(page, (s) => s.screen === 'new-game' && s.settled, 'the new-game form');
  await page.waitForFunction(() => !document.getElementById('position').textContent.includes('row by row'), null, { timeout: 10000, polling: 50 });
  view = await textView(page);
  assert.deepEqual(view.parts, { 'New game / saved games': ['No game is at the table: the new-game form is open, with your saved games.'] });
  assert.deepEqual(errors, []);
  await context.close();
});

test('ArkantiS\'s text view, in German: the board\'s tokens and circles row by row, the piles, and no other hand', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=de`);
  await humanTurn(page);
  const view = await textView(page);
  assert.deepEqual(Object.keys(view.parts), ['Seit deinem letzten Zug', 'Spielplan, Reihe für Reihe', 'Karten', 'Spieler']);
  // Every card with its points, every pile with its price.
  const faceUp = view.parts.Karten.filter((l) => /offen/i.test(l) && /\(\d+ Punkte?\)/.test(l));
  assert.ok(faceUp.length >= 1, `a face-up card with its points: ${view.parts.Karten}`);
  assert.ok(view.parts.Karten.filter((l) => /Preis [12] Marken?$/.test(l)).length >= 2, `the piles' prices: ${view.parts.Karten}`);
  const rows = view.parts['Spielplan, Reihe für Reihe'];
  assert.equal(rows.length, 7);
  for (const row of rows) assert.match(row, /^Reihe \d: blaue Steine auf .*; rote Kreise auf /, row);
  assert.ok(view.parts.Karten.some((l) => l.startsWith('Deine Kartenhand: ')), `the hand: ${view.parts.Karten}`);
  const computer = view.parts.Spieler.find((l) => l.startsWith('Computer'));
  assert.match(computer, /\d Karten? auf der Hand/, 'another hand is a number');
  assert.doesNotMatch(computer.replace(/; beansprucht: .*/, ''), /\b[A-Z]\d\b/, `no card of another hand is named: ${computer}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// What the others did since the person last played heads the text view, a turn a line.
test('the text view begins with what the others did since your last turn, a turn a line', async () => {
  // The computer begins this game (seed 4).
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=de`);
  const since = async () => {
    await page.waitForFunction(() => document.getElementById('position').textContent.includes('Seit deinem letzten Zug'), null, { timeout: 10000, polling: 50 });
    const view = await textView(page);
    assert.equal(Object.keys(view.parts)[0], 'Seit deinem letzten Zug', JSON.stringify(Object.keys(view.parts)));
    return view.parts['Seit deinem letzten Zug'];
  };
  let h = await humanTurn(page);
  const first = await since();
  assert.equal(first.length, 1, `the computer's first turn: ${JSON.stringify(first)}`);
  assert.match(first[0], /^Computer: .+\.$/);
  // The person's turn (its first legal steps, never a pass), then the computer's: only that one is listed.
  const actions = h.actions;
  for (let step = ''; step !== 'end';) {
    step = h.legal.find((a) => a === 'end') ?? h.legal.find((a) => !a.startsWith('pass'));
    await page.evaluate((m) => Module.ccall('page_move_entered', null, ['string'], [m]), step);
    const before = h.actions;
    h = await until(page, (x) => x.actions !== before && x.settled, 'the step played');
  }
  h = await humanTurn(page);
  assert.ok(h.actions > actions + 2, 'both played');
  const second = await since();
  assert.equal(second.length, 1, `the computer's latest turn alone: ${JSON.stringify(second)}`);
  assert.match(second[0], /^Computer: .+\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a first visit hears the game chooser and its games, and chooses one with the keys alone', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?lang=de`);
  await heard(page, /^Spiel wählen: Arkadia, ArkantiS\. Die Pfeiltasten gehen von Element zu Element/, 'the welcome');
  // The arrows go from button to button, each said with its game; Enter presses it.
  let h = await until(page, (x) => x.screen === 'chooser' && x.settled, 'the chooser');
  // The text view says where the page is and what each game is.
  await page.waitForFunction(() => document.getElementById('position').textContent.includes('Spielauswahl'), null, { timeout: 10000, polling: 50 });
  const view = await textView(page);
  assert.deepEqual(Object.keys(view.parts), ['Spiel wählen']);
  assert.match(view.parts['Spiel wählen'][0], /^Kein Spiel liegt auf dem Tisch: die Spielauswahl ist offen/);
  assert.match(view.parts['Spiel wählen'][1], /^Arkadia: Gebäude anlegen/);
  assert.match(view.parts['Spiel wählen'][2], /^ArkantiS: Deckt das Brett/);
  await page.keyboard.press('ArrowDown');
  await heard(page, /^Arkadia: Neues Spiel$/, 'the first game\'s button said with its game');
  await page.keyboard.press('ArrowRight');
  await heard(page, /^ArkantiS: Neues Spiel$/, 'the next game\'s button');
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), page.keyboard.press('Enter')]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  h = await until(page, (x) => x.game === 'arkantis' && x.screen === 'new-game' && x.language === 'de' && x.settled, 'ArkantiS\'s form, still in German');
  assert.deepEqual(errors, []);
  await context.close();
});

test('played by keyboard, the prompt and the keys line say keys, not clicks; with the mouse, clicks', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=en`);
  let h = await humanTurn(page);
  h = await until(page, (x) => x.settled && x.texts['status.keys'], 'the keys line');
  assert.match(h.texts['status.keys'], /^Click a token/, 'the mouse\'s words before any key');
  await page.keyboard.press('ArrowDown');
  h = await until(page, (x) => x.settled && x.queuedInputs === 0 && /^The arrows move the board cursor/.test(x.texts['status.keys'] ?? ''), 'the keys\' words');
  assert.doesNotMatch(JSON.stringify(h.texts), /[Cc]lick/, `no click said to a keyboard player: ${JSON.stringify(h.texts)}`);
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 76, Low: "(click it)" was said again after a reload to a player who plays by keys, and
// the help's first ArkantiS key was "Click".
test('a keyboard player still hears keys after a reload, and the help lists a key first', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=en`);
  await humanTurn(page);
  await page.waitForFunction(() => document.querySelector('#help h1')?.textContent.startsWith('ArkantiS'), null, { timeout: 10000, polling: 50 });
  const keys = (await textView(page, 'help')).parts['Keyboard shortcuts'];
  assert.doesNotMatch(keys[0], /^(Click|Tap)/, `the first key is a key: ${keys.join(' | ')}`);
  await page.keyboard.press('ArrowDown');
  await until(page, (x) => x.settled && x.queuedInputs === 0 && /^The arrows move the board cursor/.test(x.texts['status.keys'] ?? ''), 'the keys\' words');
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForFirstFrame(page);
  let h = await humanTurn(page);
  h = await until(page, (x) => x.settled && x.texts['status.keys'], 'the keys line after the reload');
  assert.match(h.texts['status.keys'], /^The arrows move the board cursor/, 'still the keys\' words');
  assert.doesNotMatch(JSON.stringify(h.texts), /[Cc]lick/, `no click on screen: ${JSON.stringify(h.texts)}`);
  await heard(page, /^Your turn/, 'the turn said after the reload');
  assert.doesNotMatch((await spoken(page)).join(' | '), /[Cc]lick/, 'no click said');
  // A click gives the mouse's words back, after a reload too.
  await clickTarget(page, 'tab.1');
  await page.reload();
  await waitForFirstFrame(page);
  await humanTurn(page);
  h = await until(page, (x) => x.settled && x.texts['status.keys'], 'the keys line after the second reload');
  assert.match(h.texts['status.keys'], /^Click a token/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules and the keys are written out in the page for a screen reader, in its language, and follow it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=fr`);
  await page.waitForFunction(() => document.querySelector('#help h1')?.textContent.startsWith('ArkantiS'), null, { timeout: 10000, polling: 50 });
  let help = await textView(page, 'help');
  assert.equal(help.title, 'ArkantiS\u00a0: les règles et les touches');
  assert.equal(help.className, 'visually-hidden');
  const headings = Object.keys(help.parts);
  assert.equal(headings.length, 7, `six sections and the keys: ${headings}`);
  assert.equal(headings.at(-1), 'Raccourcis clavier');
  for (const heading of headings.slice(0, -1)) assert.ok(help.parts[heading][0].length > 60, `${heading} has its text`);
  const cards = Object.values(help.parts).find((lines) => lines.some((l) => l.startsWith('X5 ')));
  assert.equal(cards.filter((l) => /^[A-Z]\d /.test(l)).length, 17, 'the 17 cards, a line each');
  assert.ok(help.parts['Raccourcis clavier'].some((l) => /^Entrée/.test(l) || /Entrée/.test(l)), 'the keys, each with what it does');
  // The page's own keys too: F10 reaches the menus (issue 50: #help lacked it).
  assert.ok(help.parts['Raccourcis clavier'].some((l) => /^F10 ou Alt/.test(l)), `F10 in the keys: ${help.parts['Raccourcis clavier'].join(' | ')}`);
  // In the page's language when it changes.
  await clickMenu(page, 'menu.language', 'language.de');
  await page.waitForFunction(() => document.querySelector('#help h1')?.textContent === 'ArkantiS: die Regeln und die Tasten', null, { timeout: 10000, polling: 50 });
  help = await textView(page, 'help');
  assert.ok(Object.keys(help.parts).includes('Tastenkürzel'), Object.keys(help.parts).join(', '));
  assert.ok(help.parts['Tastenkürzel'].some((l) => /^F10 oder Alt/.test(l)), help.parts['Tastenkürzel'].join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page opened on the new-game form says so first, and the keys that reach the rest, in its language', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=fr`);
  await heard(page, /^ArkantiS\. Le formulaire de nouvelle partie\u00a0: les flèches vont de contrôle en contrôle/, 'the welcome');
  assert.equal((await spoken(page)).length, 1, 'said once');
  assert.deepEqual(errors, []);
  await context.close();
});

// After a pass the computer plays on alone for dozens of turns: heard as one short sentence, how
// many turns and what they brought it, never a list of every move (one was 2,129 characters).
test('a computer playing on alone after a pass is summed up in one short sentence', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=en&seats=human,easy&seed=9&aidelay=0`);
  await page.evaluate(() => {
    window.allSaid = [];
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => window.allSaid.push(n.textContent))))
      .observe(document.getElementById('announcer'), { childList: true });
  });
  await humanTurn(page);
  await clickTarget(page, 'pass');
  await until(page, (x) => x.confirmPass && x.passOutlook.finalScores.length === 2 && x.settled, 'the pass\'s question', 120000);
  await clickTarget(page, 'pass.confirm');
  const h = await until(page, (x) => x.screen === 'score' && x.settled, 'the computer alone to the end', 300000);
  await page.waitForFunction(() => window.allSaid.some((s) => /^Game over/.test(s)), null, { timeout: 20000, polling: 50 });
  const said = await page.evaluate(() => window.allSaid);
  const run = said.find((s) => /^Computer \(Easy\) played \d+ turns in a row: /.test(s));
  assert.ok(run, `the run summed up: ${said.join(' | ').slice(0, 600)}`);
  assert.match(run, /points? claimed/);
  assert.match(run, /Each move is in the log\.$/);
  const turns = Number(run.match(/played (\d+) turns/)[1]);
  assert.ok(turns > 10, `${turns} turns alone`);
  assert.ok(h.logLines === 0 || h.logLines > turns, 'the log keeps every move');
  for (const s of said) assert.ok(s.length < 600, `nothing said is that long: ${s.length} characters: ${s.slice(0, 120)}…`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in French the text view names the seats as a sentence needs them: "votre ouvrier", "de l\'ordinateur"', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&aidelay=0&lang=fr`);
  const random = rng(3);
  let mine = null, theirs = null;
  for (let step = 0; step < 120 && !(mine && theirs); ++step) {
    const h = await humanTurn(page);
    if (h.screen !== 'play') break;
    mine = h.workers.find((w) => w.seat === 0) ?? null;
    theirs = h.workers.find((w) => w.seat === 1) ?? null;
    if (!(mine && theirs)) await playHumanStep(page, random);
  }
  assert.ok(mine && theirs, 'both seats have a worker on the board');
  const text = () => page.evaluate(() => document.getElementById('position').textContent);
  await page.waitForFunction((square) => document.getElementById('position').textContent.includes(`votre ouvrier en ${square}`), mine.square,
                             { timeout: 10000, polling: 50 })
    .catch(async () => { throw new Error(`"votre ouvrier en ${mine.square}" not in ${await text()}`); });
  assert.ok((await text()).includes(`ouvrier de l'ordinateur en ${theirs.square}`), await text());
  assert.doesNotMatch(await text(), /de (Vous|Ordinateur)\b/);
  assert.deepEqual(errors, []);
  await context.close();
});

// No stray key costs a turn (issue 76): T asks first, said; any other key keeps the turn, said,
// and does nothing else; T twice takes the turn back, said each time, even twice in a row. The
// move field says so when it gives the keys back to the board.
test('T takes a turn back only when pressed twice, each step said; leaving the move field is said', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=8&aidelay=0`);
  const random = rng(9);
  const playATurn = async () => {
    const start = await humanTurn(page);
    for (let h = start; h.turn === start.turn; h = await humanTurn(page)) await playHumanStep(page, random);
  };
  await playATurn();
  let h = await humanTurn(page);
  assert.ok(h.canTakeBack, 'a turn to take back');
  await page.keyboard.press('Shift+T');
  await heard(page, /^Take back your last turn\? Press T again/, 'the question');
  await page.keyboard.press('a');  // a stray letter: keeps the turn, and is not a shortcut
  await heard(page, /^Your turn stays as it was\.$/, 'the turn kept');
  let now = await hook(page);
  assert.equal(now.actions, h.actions, 'nothing taken back');
  assert.equal(now.record, h.record);
  for (let time = 1; time <= 2; ++time) {
    const before = (await spoken(page)).filter((l) => /^Your last turn was taken back/.test(l)).length;
    await page.keyboard.press('Shift+T');
    await heard(page, /^Take back your last turn\? Press T again/, 'the question again');
    await page.keyboard.press('Shift+T');
    now = await until(page, (x) => x.actions < h.actions && x.settled && x.humanToMove, `take-back ${time}`);
    await page.waitForFunction((n) => [...document.querySelectorAll('#announcer p')].filter((p) => /^Your last turn was taken back/.test(p.textContent)).length > n,
                               before, { timeout: 30000, polling: 50 });
    if (time === 1) {
      await playATurn();
      h = await humanTurn(page);
    }
  }
  // The move field, left with Escape: the board's keys are said.
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
  await page.keyboard.press('Escape');
  await heard(page, /^Board: keys act on the board now \(T takes back a turn, after asking; Z undoes\)\. Tab: type a move\. Shift\+Tab: the controls on screen\.$/, 'the keys back at the board');
  assert.deepEqual(errors, []);
  await context.close();
});

// A castle piece's family picked by its key is said (issue 76): a family with no piece left for
// the floor says so and picks nothing; one that can be placed is said with what comes next. The
// castle lesson's position: floor 1 has olive and silver pieces left, no red.
test('picking a castle piece\'s family by key is said, and a family with none left says why', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia&lesson=examples/lessons/arkadia/04-castle-piece.json&lang=en&aidelay=0`);
  await until(page, (x) => x.humanToMove && x.settled && x.phase === 'castle', 'the castle piece to place');
  await page.keyboard.press('1');
  await heard(page, /^No red piece can be placed now: none is left for this floor\.$/, 'red refused');
  assert.equal((await hook(page)).input.castleFamily, -1, 'nothing picked');
  await page.keyboard.press('4');
  await heard(page, /^A silver piece\. Now .*castle square outlined in green/, 'silver picked');
  assert.equal((await hook(page)).input.castleFamily, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

// After a lesson's verdict the keys are said as they act where the keys are (issue 76: "Z tries
// again" was said while they were in the move field, where Z types "z"): from the field, Escape
// first; on the board, Z.
test('after a lesson\'s verdict, the keys said are the ones that work where the keys are', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia&lesson=examples/lessons/arkadia/04-castle-piece.json&lang=en&aidelay=0`);
  await until(page, (x) => x.humanToMove && x.settled && x.phase === 'castle', 'the castle piece to place');
  await page.keyboard.press('m');
  await page.waitForFunction(() => document.activeElement?.id === 'move-text');
  await page.keyboard.insertText('castle S K6');
  await page.keyboard.press('Enter');
  await heard(page, /^Right!.* Escape leaves the move field, then Z tries again and N opens the next lesson\.$/, 'the keys from the field');
  const asked = async () => (await spoken(page)).filter((l) => l.startsWith('Lesson: Which castle piece? ')).length;
  const before = await asked();
  await page.keyboard.press('Escape');
  await page.keyboard.press('z');
  await page.waitForFunction((n) => [...document.querySelectorAll('#announcer p')].filter((p) => p.textContent.startsWith('Lesson: Which castle piece? ')).length > n,
                             before, { timeout: 30000, polling: 50 });
  // Answered on the board: the family by its key, the square by a click, Enter to end the turn.
  await until(page, (x) => x.humanToMove && x.settled && x.phase === 'castle' && x.input.castleFamily === -1, 'the question again');
  await page.keyboard.press('4');
  const h = await until(page, (x) => x.input.castleFamily === 3 && x.settled, 'silver picked');
  await clickSquare(page, h.castleSquares[5]);
  await page.keyboard.press('Enter');
  await heard(page, /^Right!.* Z tries again, N opens the next lesson\.$/, 'the keys on the board');
  assert.ok(!(await spoken(page)).at(-1).includes('Escape'), 'no Escape from the board');
  assert.deepEqual(errors, []);
  await context.close();
});

// Closing a window is said with where the keys act now, and the rules window (F1) says each
// section it shows, whole, not only its name (issue 76).
test('the rules window says its sections whole, and closing it, the settings or the new-game form is said', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=en`);
  await humanTurn(page);
  const help = await textView(page, 'help');
  const sections = Object.entries(help.parts);
  const whole = ([heading, lines]) => `${heading}. ${lines[0]}`;
  await page.keyboard.press('F1');
  const heardLine = async (pattern, what) => {
    await heard(page, pattern, what);
    return (await spoken(page)).findLast((l) => pattern.test(l));
  };
  let line = await heardLine(new RegExp(`^${sections[0][0]}\\. `), 'the first section');
  assert.ok(line.startsWith(whole(sections[0])), `the section's text, not only its name: ${line}`);
  await page.keyboard.press('ArrowDown');
  line = await heardLine(new RegExp(`^${sections[1][0]}\\. `), 'the second section');
  assert.ok(line.startsWith(whole(sections[1])), line);
  const board = 'Board: keys act on the board now \\(T takes back a turn, after asking; Z undoes\\)\\. Tab: type a move\\. Shift\\+Tab: the controls on screen\\.$';
  await page.keyboard.press('Escape');
  await heard(page, new RegExp(`^Rules closed\\. ${board}`), 'the rules closed');
  await clickMenu(page, 'menu.view', 'menu.settings');
  await until(page, (x) => x.settingsOpen && x.settled, 'the settings');
  await page.keyboard.press('Escape');
  await heard(page, new RegExp(`^Settings closed\\. ${board}`), 'the settings closed');
  await clickMenu(page, 'menu.game', 'menu.new_game');
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  await page.keyboard.press('Escape');
  await heard(page, new RegExp(`^New game closed: back to the game\\. ${board}`), 'the form closed');
  assert.deepEqual(errors, []);
  await context.close();
});

// The replay viewer closes by Esc as by its button, said with where the keys are now (issue 76:
// closing a window was silent; Esc did nothing in the replay).
test('Esc closes the replay, and its closing is said with where the keys act', async () => {
  const file = join(tmpdir(), `announce-replay-${process.pid}.json`);
  execFileSync(cli, ['play', '--seats', 'easy,easy', '--seed', '9', '--record', file, '--quiet']);
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=4&aidelay=0&lang=en`);
  await humanTurn(page);
  const chooser = page.waitForEvent('filechooser');
  await clickMenu(page, 'menu.game', 'menu.import');
  await (await chooser).setFiles(file);
  // The browser reads the file when the page asks for it, which may come after setFiles returns.
  await until(page, (x) => x.screen === 'replay' && x.settled, 'the replay');
  rmSync(file);
  await page.keyboard.press('Escape');
  await until(page, (x) => x.screen === 'play' && x.settled, 'the game again');
  await heard(page, /^Replay closed: back to the game\. Board: keys act on the board now .* Tab: type a move\. Shift\+Tab: the controls on screen\.$/,
              'the replay closed');
  assert.deepEqual(errors, []);
  await context.close();
});

// ArkantiS's pass asks first; the question is said when it opens, and Cancel is heard too: the
// turn's prompt again (issue 76: a question opened and closed in silence).
test('the pass\'s question is said when it opens, and its Cancel brings the turn\'s prompt back', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=en&seats=human,easy&seed=9&aidelay=0`);
  await humanTurn(page);
  await clickTarget(page, 'pass');
  await until(page, (x) => x.confirmPass && x.settled, 'the pass\'s question');
  await heard(page, /^Pass for good\? A pass is final: you take no more turns this game\. .*Cancel keeps you playing\.$/, 'the question');
  // Its figures, drawn beside it, are said when the play-outs bring them.
  await until(page, (x) => x.passOutlook?.finalScores?.length === 2 && x.settled, 'the pass\'s figures', 120000);
  await heard(page, /^Computer \(Easy\) (will probably take \d+ to \d+|can still take about \d+) more points.* Your score stays \d+\./, 'the figures');
  const before = (await spoken(page)).length;
  await clickTarget(page, 'pass.cancel');
  await until(page, (x) => !x.confirmPass && x.settled, 'the question closed');
  await page.waitForFunction((n) => [...document.querySelectorAll('#announcer p')].slice(n).some((p) => /^Remove a token \(click it\)/.test(p.textContent)),
                             before, { timeout: 30000, polling: 50 })
    .catch(async () => { throw new Error(`the prompt not said again: ${JSON.stringify((await spoken(page)).slice(before))}`); });
  assert.deepEqual(errors, []);
  await context.close();
});
