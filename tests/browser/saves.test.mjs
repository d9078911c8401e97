// Never losing a game: autosave after every action and resume on reopening, several games kept,
// broken saves reported with the choice to discard them, export and import in the record format
// the CLI replays, and play that goes on when the browser's storage is full or forbidden.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useBrowser, openPage, hook, until, clickTarget, clickMenu, shot, artifacts, cli, humanTurn, waitForFirstFrame } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

const game = (seed) => `${env.url}?seats=human:Ada,easy&seed=${seed}&aidelay=0`;

async function playSteps(page, n, random) {
  let h = await humanTurn(page);
  for (let i = 0; i < n && h.screen === 'play'; ++i) {
    await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  return h;
}

test('every action is saved and reopening the page resumes the game exactly', async () => {
  const { page, context, errors } = await openPage(env.browser, game(31));
  const before = await playSteps(page, 4, rng(1));
  assert.ok(before.actions > 4);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkadia.game.'))
    .map((k) => localStorage.getItem(k)));
  assert.equal(stored.length, 1);
  const record = JSON.parse(stored[0]);
  assert.equal(record.format, 'arkadia-record');
  assert.equal(record.actions.length, before.actions, 'saved after the last action');
  // The saved game is a record the CLI replays.
  const file = resolve(artifacts, 'autosaved.json');
  writeFileSync(file, stored[0]);
  execFileSync(cli, ['replay', file]);
  // Reopen the page without the link's game: the same game, same position, same player to move.
  await page.goto(env.url + '?aidelay=0');
  await waitForFirstFrame(page);
  const after = await until(page, (x) => x.screen === 'play' && x.settled, 'the game to be resumed');
  assert.equal(after.hash, before.hash);
  assert.equal(after.actions, before.actions);
  assert.equal(after.gameId, before.gameId);
  assert.ok(after.info.length > 0, 'the player is told the game continues');
  // And it plays on.
  await playSteps(page, 1, rng(2));
  assert.deepEqual(errors, []);
  await context.close();
});

test('several games in progress are kept and resumed from the list', async () => {
  const { page, context, errors } = await openPage(env.browser, game(41));
  const a = await playSteps(page, 2, rng(3));
  await clickMenu(page, 'menu.game', 'menu.new_game');
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the new-game screen');
  await clickTarget(page, 'newgame.start');
  const b = await playSteps(page, 1, rng(4));
  assert.notEqual(b.gameId, a.gameId);
  await clickMenu(page, 'menu.game', 'menu.new_game');
  const list = await until(page, (x) => x.screen === 'new-game' && x.targets['saved.1.open'], 'two saved games');
  assert.equal(list.targets['saved.2.open'], undefined, 'exactly two games');
  // Each game says who played with their scores, how far it went and when it was saved.
  for (const i of [0, 1]) assert.match(list.texts[`saved.${i}.line`], /^\S.* \d+, .* \d+ \| turn \d+ - .*\d{4}/, list.texts[`saved.${i}.line`]);
  assert.match(list.texts['saved.1.line'], /^Ada /);
  await shot(page, 'saved-games.png');
  await clickTarget(page, 'saved.1.open');  // the older one: newest first
  const resumed = await until(page, (x) => x.screen === 'play' && x.settled, 'game A again');
  assert.equal(resumed.gameId, a.gameId);
  assert.equal(resumed.hash, a.hash);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken or newer saved game is reported, can be discarded, and never blocks a new game', async () => {
  const plant = () => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem('arkadia.game.truncated', '{"format":"arkadia-record","version":2,"options":{"players"');
    localStorage.setItem('arkadia.game.future', JSON.stringify({ format: 'arkadia-record', version: 9, options: { players: 2 },
      seats: ['a', 'b'], deck: [], start_player: 0, actions: [] }));
    localStorage.setItem('arkadia.settings', '{"ui_scale": "huge", "language": 42}');
  };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia`, { initScript: plant });
  let h = await until(page, (x) => x.screen === 'new-game' && x.targets['saved.1.discard'], 'both broken games listed');
  assert.equal(h.uiScale, 1, 'unreadable settings give the defaults');
  await shot(page, 'broken-saves.png');
  await clickTarget(page, 'saved.0.discard');
  h = await until(page, (x) => x.settled && !x.targets['saved.1.discard'], 'one discarded');
  assert.ok(h.targets['saved.0.discard'], 'the other is still listed');
  await clickTarget(page, 'newgame.start');
  await until(page, (x) => x.screen === 'play', 'a new game');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkadia.game.')).sort());
  assert.equal(keys.length, 2, 'the new game and the one broken game left');
  assert.ok(keys.includes('arkadia.game.future') !== keys.includes('arkadia.game.truncated'));
  assert.deepEqual(errors, []);
  await context.close();
});

async function exportGame(page) {
  const download = page.waitForEvent('download');
  await clickMenu(page, 'menu.game', 'menu.export');
  const file = resolve(artifacts, (await download).suggestedFilename());
  await (await download).saveAs(file);
  return file;
}

async function importFile(page, file) {
  const chooser = page.waitForEvent('filechooser');
  await clickMenu(page, 'menu.game', 'menu.import');
  await (await chooser).setFiles(file);
}

test('a game exported as a file is a record the CLI replays, and importing it resumes it', async () => {
  const first = await openPage(env.browser, game(51));
  const h = await playSteps(first.page, 3, rng(5));
  const file = await exportGame(first.page);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(record.format, 'arkadia-record');
  assert.equal(record.version, 3);
  assert.equal(record.actions.length, h.actions);
  assert.equal(record.tags['seat.1.kind'], 'ai');
  // A game in progress: the deck, the hands and the seed are out of sight.
  assert.equal(record.deck, undefined);
  assert.equal(record.tags.seed, undefined);
  assert.match(record.sealed, /^s2:/);
  assert.doesNotMatch(readFileSync(file, 'utf8'), /"deck"/);
  // Each file is sealed with its own nonce: the same game exported twice shares no key stream.
  const again = JSON.parse(readFileSync(await exportGame(first.page), 'utf8'));
  assert.notEqual(again.sealed, record.sealed, 'two exports of one game are sealed apart');
  const info = (await hook(first.page)).info;
  assert.match(info, /from a glance, not from someone determined/, info);
  execFileSync(cli, ['replay', file]);
  await first.context.close();

  // Another browser profile (nothing stored) imports it and plays on.
  const second = await openPage(env.browser, env.url + '?aidelay=0');
  await importFile(second.page, file);
  const imported = await until(second.page, (x) => x.screen === 'play' && x.settled, 'the imported game');
  assert.equal(imported.hash, h.hash);
  assert.equal(imported.seats[0].name, 'Ada');
  assert.ok(imported.humanToMove);
  await playSteps(second.page, 1, rng(6));
  // A file that is not a game is refused with a message, and nothing changes.
  const junk = resolve(artifacts, 'not-a-game.json');
  writeFileSync(junk, '{"format": "chess"}');
  const before = await hook(second.page);
  await importFile(second.page, junk);
  const refused = await until(second.page, (x) => x.notice !== '', 'the refusal');
  assert.equal(refused.hash, before.hash);
  assert.equal(refused.screen, 'play');
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test('with the storage full, the game plays on, says it cannot save, and still exports', async () => {
  const full = () => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  };
  const { page, context, errors } = await openPage(env.browser, game(61), { initScript: full });
  const h = await playSteps(page, 2, rng(7));
  assert.equal(h.storageAvailable, true);
  assert.equal(h.autosaveFailed, true, 'the page knows it could not save');
  await shot(page, 'storage-full.png');
  const file = await exportGame(page);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).actions.length, h.actions);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with storage forbidden (private mode), the game plays, says so, and imports work', async () => {
  const forbidden = () => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  };
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0', { initScript: forbidden });
  let h = await hook(page);
  assert.equal(h.storageAvailable, false);
  assert.equal(h.autosaveFailed, true);
  await clickTarget(page, 'newgame.start');
  h = await playSteps(page, 1, rng(8));
  assert.equal(h.screen, 'play');
  // A finished game from the CLI opens in the replay viewer.
  const file = resolve(artifacts, 'cli-game.json');
  execFileSync(cli, ['play', '--seats', 'easy,normal', '--seed', '2026', '--record', file, '--quiet']);
  await importFile(page, file);
  h = await until(page, (x) => x.screen === 'replay', 'the replay of the imported game');
  assert.equal(h.replay.cursor, h.replay.moves);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a record of the other game, imported, opens on that game's page", async () => {
  const { page, context, errors } = await openPage(env.browser, game(61));
  await playSteps(page, 1, rng(9));
  // A finished ArkantiS game from the CLI, imported on Arkadia's page.
  const file = resolve(artifacts, 'cli-arkantis-game.json');
  execFileSync(cli, ['play', '--game', 'arkantis', '--seats', 'greedy,greedy', '--seed', '12', '--record', file, '--quiet']);
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), importFile(page, file)]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  const h = await until(page, (x) => x.game === 'arkantis' && x.screen === 'replay', 'the ArkantiS replay');
  assert.equal(h.replay.cursor, h.replay.moves);
  assert.equal(h.replay.moves, JSON.parse(readFileSync(file, 'utf8')).actions.length);
  assert.equal(await page.evaluate(() => localStorage.getItem('page.pending-import')), null, 'the hand-over is removed');
  // The Arkadia game played before is still saved, under Arkadia.
  const pageSaves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkadia.game.')).length);
  assert.equal(pageSaves, 1);
  await shot(page, 'import-other-game.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a returning player finds an unfinished game of either game: a plain address continues it, and the other game\'s page lists it', async () => {
  // An ArkantiS game left in progress.
  const first = await openPage(env.browser, `${env.url}?game=arkantis&seats=human:Ada,easy&seed=5&aidelay=0`);
  let h = await humanTurn(first.page);
  await first.page.evaluate((m) => Module.ccall('page_move_entered', null, ['string'], [m]), h.legal[0]);
  h = await until(first.page, (x) => x.actions > 0 && x.settled, 'a move played and saved');
  const id = h.gameId;
  // A new tab on the plain address (or with only the language): that game, continued.
  const page = await first.context.newPage();
  await page.goto(`${env.url}?lang=en`);
  await waitForFirstFrame(page);
  const resumed = await until(page, (x) => x.screen === 'play' && x.settled, 'the game continued');
  assert.equal(resumed.game, 'arkantis');
  assert.equal(resumed.gameId, id);
  // Arkadia's page, asked for by name, lists it with Continue.
  await page.goto(`${env.url}?game=arkadia&lang=en`);
  await waitForFirstFrame(page);
  const form = await until(page, (x) => x.screen === 'new-game' && x.settled && x.texts['saved.other.0'], 'the other game listed');
  assert.match(form.texts['saved.other.0'], /^ArkantiS in progress: Ada, /);
  await shot(page, 'saved-other-game.png');
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), clickTarget(page, 'saved.other.0.open')]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  const opened = await until(page, (x) => x.game === 'arkantis' && x.screen === 'play' && x.settled, 'the chosen game open');
  assert.equal(opened.gameId, id);
  assert.equal(await page.evaluate(() => localStorage.getItem('page.pending-open')), null, 'the hand-over is removed');
  // The game chooser (Game > All games, here from Arkadia's page) offers to continue it too.
  await page.goto(`${env.url}?game=arkadia&lang=fr`);
  await waitForFirstFrame(page);
  await clickMenu(page, 'menu.game', 'menu.all_games');
  const chooser = await until(page, (x) => x.screen === 'chooser' && x.settled && x.texts['chooser.arkantis.continue'], 'the chooser');
  assert.match(chooser.texts['chooser.arkantis.continue'], /^En cours\u00a0: Ada, Ordinateur, tour \d+$/);
  assert.equal(chooser.targets['chooser.arkadia.continue'], undefined, 'no Arkadia game in progress');
  // The longest words (French) end above the buttons.
  for (const game of ['arkadia', 'arkantis']) {
    const [words, button] = [chooser.targets[`chooser.${game}.tagline`], chooser.targets[`chooser.${game}.${game === 'arkantis' ? 'continue_line' : 'new'}`]];
    assert.ok(words[1] + words[3] <= button[1] - 6, `${game}: its words end above the line and buttons under them`);
    const title = chooser.targets[`chooser.${game}.title`];
    assert.ok(title[1] + title[3] <= words[1], `${game}: its name stands above its words`);
  }
  await shot(page, 'chooser-continue-fr.png');
  await Promise.all([page.waitForURL(/[?&]game=arkantis/), clickTarget(page, 'chooser.arkantis.continue')]);
  await page.waitForLoadState('load');
  await waitForFirstFrame(page);
  const continued = await until(page, (x) => x.game === 'arkantis' && x.screen === 'play' && x.settled, 'the game continued from the chooser');
  assert.equal(continued.gameId, id);
  assert.deepEqual(first.errors, []);
  await first.context.close();
});
