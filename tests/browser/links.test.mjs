// Links: a configured game, a record opened at a move, the compact embed mode; and malformed
// parameters, which fall back to the defaults with a visible notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { useBrowser, openPage, until, clickTarget, shot, cli, waitForFirstFrame } from './browser.mjs';

// The game in a subfolder, a lesson's record beside it.
const env = useBrowser({
  subfolder: (root) => execFileSync(cli, ['play', '--seats', 'easy,easy', '--seed', '9', '--record', join(root, 'games', 'lesson.json'), '--quiet']),
});

test('a link starts a configured game, in its language, the same for everyone who opens it', async () => {
  // The computer waits 10 s before it moves: the position read is the set-up.
  const link = `${env.url}?seats=human:Ada,hard:Bob&seed=5&setup=beginner&lang=fr&aidelay=10000`;
  const one = await openPage(env.browser, link);
  const h = await until(one.page, (x) => x.screen === 'play' && x.settled, 'the game');
  assert.equal(h.language, 'fr');
  assert.deepEqual(h.seats.map((s) => s.name), ['Ada', 'Bob']);
  assert.deepEqual(h.seats.map((s) => s.human), [true, false]);
  assert.equal(h.buildings.length, 7, 'the beginner set-up');
  const record = JSON.parse(h.record);
  assert.equal(record.tags['seat.1.level'], 'hard');
  assert.equal(record.tags.seed, '5');
  await shot(one.page, 'link-game-fr.png');
  const two = await openPage(env.browser, link);
  const h2 = await until(two.page, (x) => x.screen === 'play', 'the same game');
  assert.deepEqual(JSON.parse(h2.record).deck, record.deck, 'the same seed deals the same cards');
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
  await one.context.close();
  await two.context.close();
});

test('a malformed link falls back to the defaults and says so', async () => {
  const { page, context, errors } = await openPage(env.browser,
    `${env.url}?seats=human,wizard&lang=xx&seed=abc&move=-1&embed=perhaps&origin=javascript:1`);
  const h = await until(page, (x) => x.settled && x.targets['banner.link.dismiss'], 'the notice');
  assert.equal(h.screen, 'new-game', 'no game from a broken link');
  assert.equal(h.linkProblems, 6);
  assert.equal(h.language, 'en');
  assert.equal(h.embed, false);
  await shot(page, 'bad-link.png');
  await clickTarget(page, 'banner.link.dismiss');
  await until(page, (x) => x.linkProblems === 0 && x.settled, 'the notice dismissed');
  await clickTarget(page, 'newgame.start');
  await until(page, (x) => x.screen === 'play', 'a game with the defaults');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed link leaves the game in progress as it was', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=8&aidelay=0`);
  const before = await until(page, (x) => x.humanToMove && x.settled, 'the game');
  await page.goto(`${env.url}?seats=human;drop%20table&seed=1e99&lang=%F0%9F%98%80&move=x`);
  await waitForFirstFrame(page);
  const after = await until(page, (x) => x.screen === 'play' && x.settled, 'the game resumed');
  assert.equal(after.linkProblems, 4);
  assert.equal(after.hash, before.hash, 'the game is unchanged');
  assert.equal(after.gameId, before.gameId);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link opens a record at a given move in the replay viewer', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?record=../lesson.json&move=12`);
  const h = await until(page, (x) => x.screen === 'replay' && x.settled, 'the replay');
  assert.equal(h.replay.cursor, 12);
  // A record that is not there: a message, and the page is usable.
  const missing = await openPage(env.browser, `${env.url}?record=../nothing.json`);
  const m = await until(missing.page, (x) => x.notice !== '' && x.settled, 'the message');
  assert.equal(m.screen, 'new-game');
  assert.deepEqual(errors, []);
  await context.close();
  await missing.context.close();
});

test('the embed mode shows the board and the essentials, with the rules one click away', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?embed=1&seats=human,easy&seed=3&aidelay=0`);
  let h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  assert.equal(h.embed, true);
  assert.equal(h.targets['menu.game'], undefined, 'no menus');
  await shot(page, 'embed.png');
  await clickTarget(page, 'embed.rules');
  h = await until(page, (x) => x.rulesOpen, 'the rules');
  assert.deepEqual(errors, []);
  await context.close();
});
