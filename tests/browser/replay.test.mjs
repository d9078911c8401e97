// The move log, taking back a turn against the computer, and the replay viewer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { useBrowser, openPage, until, clickTarget, clickMenu, shot, artifacts, cli, humanTurn, textView } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

test('the log tells every action in words, and a turn against the computer can be taken back', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=71&aidelay=0`);
  const random = rng(11);
  let h = await humanTurn(page);
  // Play until the human has finished a turn and the computer has answered with its own.
  const turnAtStart = h.turn;
  while (h.turn < turnAtStart + 2 && h.screen === 'play') {
    await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  // The log is a tab of the column beside the board.
  await clickTarget(page, 'tab.2');
  h = await until(page, (x) => x.settled && x.logLines === x.actions, 'the log to list every action');
  assert.ok(h.logText.length > 0);
  assert.doesNotMatch(h.logText, /\[/, 'no missing text');
  assert.ok(h.canTakeBack, 'a human against computers may take back a turn');
  await shot(page, 'log.png');
  await clickTarget(page, 'tab.0');
  const record = JSON.parse(h.record);
  await clickTarget(page, 'takeback');
  const back = await until(page, (x) => x.actions < h.actions && x.settled, 'the take-back');
  assert.ok(back.humanToMove, 'it is the human\'s turn again');
  assert.equal(back.current, 0);
  // The position is the one before the human's last turn: the record is cut there.
  const kept = JSON.parse(back.record).actions;
  assert.deepEqual(kept, record.actions.slice(0, kept.length));
  assert.ok(back.info.length > 0);
  // It is played again from there.
  await playHumanStep(page, random);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the replay viewer steps through a finished game, jumps to a move, and ends on the engine\'s result', async () => {
  const file = resolve(artifacts, 'replay-game.json');
  execFileSync(cli, ['play', '--seats', 'easy,normal', '--seed', '77', '--record', file, '--quiet']);
  const out = execFileSync(cli, ['replay', file], { encoding: 'utf8' });
  const colours = ['yellow', 'orange', 'green', 'violet'];
  const engineWinners = out.split('\n').find((l) => /^winners?( \(tie\))?:/.test(l)).split(':')[1].trim().split(/\s+/)
    .map((c) => colours.indexOf(c));
  const { page, context, errors } = await openPage(env.browser, env.url);
  const chooser = page.waitForEvent('filechooser');
  await clickMenu(page, 'menu.game', 'menu.import');
  await (await chooser).setFiles(file);
  let h = await until(page, (x) => x.screen === 'replay' && x.settled, 'the replay viewer');
  const moves = h.replay.moves;
  assert.equal(h.replay.cursor, moves, 'a finished game opens at its end');
  // The log follows the position: the line of the move shown is on screen.
  const height = page.viewportSize().height;
  const onScreen = (x, n) => { const t = x.targets[`log.${n}`]; return t && t[1] >= 0 && t[1] + t[3] <= height; };
  h = await until(page, (x) => x.settled && onScreen(x, moves), 'the log at the last move');
  assert.deepEqual(h.winners, engineWinners, 'the same winners as the engine');
  await clickTarget(page, 'replay.start');
  h = await until(page, (x) => x.replay.cursor === 0 && x.settled, 'the start');
  assert.equal(h.buildings.length, 0, 'an empty board at the start');
  for (let i = 1; i <= 3; ++i) {
    await clickTarget(page, 'replay.forward');
    await until(page, (x) => x.replay.cursor === i, `move ${i}`);
  }
  await page.keyboard.press('ArrowLeft');
  await until(page, (x) => x.replay.cursor === 2, 'one back with the keyboard');
  await page.keyboard.press('End');
  await until(page, (x) => x.replay.cursor === moves && x.settled && onScreen(x, moves), 'the end, its line on screen');
  await page.keyboard.press('Home');
  h = await until(page, (x) => x.replay.cursor === 0 && x.settled && onScreen(x, 1), 'the start again, the log at its top');
  // The text view follows the replay's cursor: which move, in words, then the position (no hand).
  const pastView = async (n) => {
    await page.waitForFunction((heading) => [...document.querySelectorAll('#position h2')].some((e) => e.textContent === heading),
                               `Move ${n} of ${moves}`, { timeout: 10000, polling: 50 });
    return (await textView(page)).parts;
  };
  let parts = await pastView(0);
  assert.deepEqual(parts[`Move 0 of ${moves}`], ['The start of the game, before the first move.']);
  assert.ok(parts['Board, row by row'].every((row) => !/ on .*free squares? around it/.test(row)), 'no building at the start');
  assert.ok(!(parts['Cards and seal values'] ?? []).some((l) => l.startsWith('Your hand')), 'no hand in words');
  // A line of the log jumps to the position after its action.
  const line = Object.keys(h.targets).filter((k) => k.startsWith('log.')).map((k) => Number(k.slice(4)))
    .filter((n) => n > 3).sort((a, b) => a - b)[0];
  await clickTarget(page, `log.${line}`);
  h = await until(page, (x) => x.replay.cursor === line && x.settled, 'the jump from the log');
  parts = await pastView(line);
  assert.match(parts[`Move ${line} of ${moves}`][0], /^[^:]+: ./, `the move in the log's words: ${parts[`Move ${line} of ${moves}`]}`);
  await shot(page, 'replay.png');
  await clickTarget(page, 'replay.close');
  await until(page, (x) => x.screen === 'chooser', 'back to the game chooser, where the file was imported');
  assert.deepEqual(errors, []);
  await context.close();
});

// The column's tabs keep their whole labels, in German at 150% too ("Wiederholung" was cut to
// "Wiederho…" on the replay's tab), at the table and in the replay.
test('the tabs beside the board show their whole labels, in German at 150%, at the table and in the replay', async () => {
  const file = resolve(artifacts, 'replay-tabs.json');
  execFileSync(cli, ['play', '--seats', 'easy,easy', '--seed', '78', '--record', file, '--quiet']);
  const bigger = () => localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: 1.5 }));
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia&seats=human,easy&seed=5&aidelay=0&lang=de`,
                                                   { initScript: bigger });
  const cut = (x) => Object.keys(x.texts).filter((k) => /^tab\.\d\.cut$/.test(k)).map((k) => `${k}: ${x.texts[k]}`);
  let h = await humanTurn(page);
  assert.ok(h.targets['tab.0'] && h.targets['tab.2'], 'the tabs on screen');
  assert.deepEqual(cut(h), [], 'at the table');
  const chooser = page.waitForEvent('filechooser');
  await clickMenu(page, 'menu.game', 'menu.import');
  await (await chooser).setFiles(file);
  h = await until(page, (x) => x.screen === 'replay' && x.settled && x.targets['tab.0'], 'the replay');
  assert.deepEqual(cut(h), [], 'in the replay');
  assert.deepEqual(errors, []);
  await context.close();
});
