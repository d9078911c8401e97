// Languages, help and access: the browser's language, switching at any time, the rules with
// their diagrams, the guided first game, the colour-blind palette, the interface size, and a
// phone held upright played by touch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, hook, until, clickTarget, clickMenu, clickSquare, shot, humanTurn, squareCentre, waitForFirstFrame } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

test('the page speaks the browser\'s language, switches at any time and remembers it', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url, { contextOptions: { locale: 'de-DE' } });
  let h = await hook(page);
  assert.equal(h.language, 'de');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  h = await until(page, (x) => x.screen === 'chooser' && x.settled, 'the game chooser');
  assert.equal(h.texts['chooser.arkadia.tagline'], 'Gebäude anlegen, mit Arbeitern umschließen, Siegel verdienen, das Kastell bauen, rechtzeitig einlösen.');
  await shot(page, 'chooser-de.png');
  await clickMenu(page, 'menu.language', 'language.fr');
  h = await until(page, (x) => x.language === 'fr' && x.settled, 'French');
  assert.match(h.texts['chooser.arkantis.tagline'], /^Découvrez le plateau/);
  await clickTarget(page, 'chooser.arkadia.new');
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  await clickTarget(page, 'newgame.start');
  h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  await shot(page, 'play-fr.png');
  await page.reload();
  await waitForFirstFrame(page);
  await until(page, (x) => x.language === 'fr', 'French after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the names the page gave follow the language, in the game and after a reload', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=8&aidelay=0`);
  let h = await humanTurn(page);
  assert.deepEqual(h.seats.map((x) => x.name), ['You', 'Computer']);
  await clickMenu(page, 'menu.language', 'language.fr');
  h = await until(page, (x) => x.language === 'fr' && x.settled, 'French');
  assert.deepEqual(h.seats.map((x) => x.name), ['Vous', 'Ordinateur']);
  await page.reload();
  await waitForFirstFrame(page);
  h = await until(page, (x) => x.screen === 'play' && x.language === 'fr' && x.settled, 'the game again');
  assert.deepEqual(h.seats.map((x) => x.name), ['Vous', 'Ordinateur']);
  await shot(page, 'names-fr.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a click right after closing a menu with Esc is not lost', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  for (const menu of ['menu.game', 'menu.help']) {
    await clickTarget(page, menu);
    await until(page, (x) => x.settled && Object.keys(x.targets).some((id) => id.startsWith(menu === 'menu.game' ? 'menu.new_game' : 'menu.rules')), `the ${menu} open`);
    await page.keyboard.press('Escape');
    await until(page, (x) => x.settled && x.queuedInputs === 0 && !x.targets['menu.new_game'] && !x.targets['menu.rules'], 'the menu closed');
  }
  // One click starts the game.
  await clickTarget(page, 'newgame.start');
  const h = await hook(page);
  assert.equal(h.screen, 'play', 'the first click after Esc starts the game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page\'s messages follow the language: "Welcome back" after a reload, then in French', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=12&aidelay=0`);
  await humanTurn(page);
  await page.goto(env.url + '?aidelay=0');
  await waitForFirstFrame(page);
  let h = await until(page, (x) => x.screen === 'play' && x.info !== '' && x.settled, 'the game resumed');
  assert.match(h.info, /^Welcome back/);
  await clickMenu(page, 'menu.language', 'language.fr');
  h = await until(page, (x) => x.language === 'fr' && x.settled, 'French');
  assert.match(h.info, /^Bon retour/, h.info);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game form keeps the last game\'s choices, in the next game and the next visit', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  await clickTarget(page, 'newgame.players.3');
  await clickTarget(page, 'seat1.level.2');
  await clickTarget(page, 'newgame.start');
  await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  await clickMenu(page, 'menu.game', 'menu.new_game');
  let h = await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form again');
  assert.equal(h.form.players, 3);
  assert.equal(h.form.seats[1].level, 2, 'Hard, as chosen');
  await page.goto(`${env.url}?lang=fr&aidelay=0`);
  await waitForFirstFrame(page);
  await clickMenu(page, 'menu.game', 'menu.new_game');
  h = await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form on the next visit');
  assert.equal(h.form.players, 3);
  assert.equal(h.form.seats[1].level, 2);
  assert.deepEqual(h.form.seats.map((s) => s.name), ['Vous', 'Ordinateur', 'Ordinateur 2'], 'default names in the language of the visit');
  await shot(page, 'new-game-remembered-fr.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no card tooltip floats over the rules window', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&aidelay=0`);
  let h = await humanTurn(page);
  const card = h.targets['hand.3'];
  const at = { x: card[0] + card[2] * 0.75, y: card[1] + card[3] / 2 };
  await page.mouse.move(at.x, at.y);
  h = await until(page, (x) => x.settled && x.texts.tooltip, 'the card\'s tooltip');
  assert.ok(h.texts.tooltip.length > 2, 'a tooltip names the card');
  await page.mouse.move(5, 400);
  await page.keyboard.press('h');
  await until(page, (x) => x.rulesOpen && x.settled, 'the rules');
  await page.mouse.move(at.x, at.y);
  await page.mouse.move(at.x + 1, at.y);
  h = await until(page, (x) => x.settled && x.queuedInputs === 0, 'the pointer on the card');
  assert.equal(h.texts.tooltip, undefined, 'the table shows no tooltip while the rules are open');
  assert.deepEqual(errors, []);
  await context.close();
});

test('pointing at the board names what is there: a building and how far it is from completed, a tent', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=5&setup=beginner&lang=fr&aidelay=0`);
  let h = await humanTurn(page);
  assert.ok(h.buildings.length > 0, 'the beginner set-up has buildings');
  const building = squareCentre(h, h.buildings[0]);
  await page.mouse.move(building.x, building.y);
  h = await until(page, (x) => x.settled && x.texts.tooltip, 'the building\'s tooltip');
  // "édifice achevé", never "ferme … achevé": the building's name has its own gender.
  assert.match(h.texts.tooltip, /\u00a0: édifice (encore ouvert, \d+ cases? libres? autour|achevé)$/, 'the building and its state, in French');
  // A tent camp left free: its tooltip says what it gives.
  const tents = ['c1', 'j1', 'o1', 'f2', 'm2', 'a3', 'i3', 'd4', 'n4', 'p5', 'b6', 'l6'];
  let tip = '';
  for (const tent of tents) {
    const at = squareCentre(h, tent);
    await page.mouse.move(at.x, at.y);
    h = await until(page, (x) => x.settled && x.queuedInputs === 0, 'the pointer on a tent');
    if ((h.texts.tooltip ?? '').startsWith('Campement')) { tip = h.texts.tooltip; break; }
  }
  assert.match(tip, /ouvrier neutre/, 'a free tent camp says it brings a neutral worker');
  // Workers say whose they are from the name's grammar: "Votre ouvrier", "Ouvrier de l'ordinateur
  // (Facile)", never "Ouvrier de Vous".
  const random = rng(3);
  for (let step = 0; step < 40 && !(h.workers.some((w) => w.seat === 0) && h.workers.some((w) => w.seat === 1)); ++step) {
    await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  for (const [seat, expected] of [[0, /^Votre ouvrier$/], [1, /^Ouvrier de l'ordinateur \(Facile\)$/]]) {
    const worker = h.workers.find((w) => w.seat === seat);
    assert.ok(worker, `a worker of seat ${seat + 1} on the board`);
    const at = squareCentre(h, worker.square);
    await page.mouse.move(at.x, at.y);
    const pointed = await until(page, (x) => x.settled && x.queuedInputs === 0 && x.texts.tooltip, 'the worker\'s tooltip');
    assert.match(pointed.texts.tooltip, expected);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the settings\' sliders show their values beside them, where the handle cannot cover them', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`);
  await clickMenu(page, 'menu.view', 'menu.settings');
  const h = await until(page, (x) => x.settingsOpen && x.settled && x.targets['settings.scale'], 'the settings');
  assert.equal(h.texts['settings.scale'], '100 %');
  await shot(page, 'settings.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('names left at the new-game form\'s defaults follow the language too', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?lang=fr&aidelay=0`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form in French');
  await clickTarget(page, 'newgame.start');
  let h = await humanTurn(page);
  assert.deepEqual(h.seats.map((x) => x.name), ['Vous', 'Ordinateur']);
  await clickMenu(page, 'menu.language', 'language.en');
  h = await until(page, (x) => x.language === 'en' && x.settled, 'English');
  assert.deepEqual(h.seats.map((x) => x.name), ['You', 'Computer'], 'not "Vous" or "Ordinateur" in English');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a refused move says why, in the player\'s language', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=41&lang=fr&aidelay=0`);
  let h = await humanTurn(page);
  assert.equal(h.phase, 'must');
  await clickTarget(page, 'hand.0');
  h = await until(page, (x) => x.input.card !== '' && x.input.card !== undefined, 'a card selected');
  // The building put down on the castle lot: the engine's own reason, in French.
  await clickSquare(page, h.castleSquares[0]);
  h = await until(page, (x) => x.notice !== '', 'the refusal');
  assert.equal(h.notice, "L'édifice ne peut pas aller là\u00a0: l'édifice couvrirait le site de la forteresse.");
  await shot(page, 'refused-fr.png');
  await clickMenu(page, 'menu.language', 'language.de');
  await until(page, (x) => x.language === 'de' && x.settled, 'German');
  await clickSquare(page, h.castleSquares[0]);
  h = await until(page, (x) => x.notice.startsWith('Das Gebäude'), 'the refusal in German');
  assert.equal(h.notice, 'Das Gebäude kann nicht dorthin: das Gebäude würde den Bauplatz des Kastells bedecken.');
  // Esc drops the card and the message with it.
  await page.keyboard.press('Escape');
  h = await until(page, (x) => x.notice === '' && x.settled, 'the message gone with Esc');
  assert.equal(h.input.card, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules are one key away, with diagrams, and list the keyboard shortcuts', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await page.keyboard.press('h');
  let h = await until(page, (x) => x.rulesOpen && x.targets['rules.section.3'], 'the rules');
  await clickTarget(page, 'rules.section.3');
  await page.waitForTimeout(200);
  await shot(page, 'rules-layout.png');
  await clickTarget(page, 'rules.section.keys');
  await page.waitForTimeout(200);
  await shot(page, 'rules-keys.png');
  await page.keyboard.press('Escape');
  h = await until(page, (x) => !x.rulesOpen, 'the rules closed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('shortcuts act on the table, never through the rules or the settings window', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?seats=human:Ada,hard&seed=11&aidelay=0');
  let h = await until(page, (x) => x.humanToMove && x.phase === 'must' && x.settled, 'Ada to lay out');
  assert.equal(h.input.card, '');
  const played = h.actions;
  await page.keyboard.press('h');
  await until(page, (x) => x.rulesOpen && x.settled, 'the rules');
  for (const key of ['2', 'r', 'Enter', 'z']) await page.keyboard.press(key);
  h = await until(page, (x) => x.settled, 'a frame after the keys');
  assert.equal(h.input.card, '', 'a key pressed over the rules picked a card');
  assert.equal(h.actions, played);
  await page.keyboard.press('Escape');
  await until(page, (x) => !x.rulesOpen && x.settled, 'the rules closed');
  await clickMenu(page, 'menu.view', 'menu.settings');
  await until(page, (x) => x.settingsOpen && x.settled, 'the settings');
  await page.keyboard.press('3');
  h = await until(page, (x) => x.settled, 'a frame after the key');
  assert.equal(h.input.card, '', 'a key pressed over the settings picked a card');
  await page.keyboard.press('Escape');
  await until(page, (x) => !x.settingsOpen && x.settled, 'the settings closed');
  // On the table itself the same key does pick the card.
  await page.keyboard.press('2');
  h = await until(page, (x) => x.input.card !== '' && x.settled, 'the second card picked by its key');
  assert.equal(h.input.card, h.seats[h.handShown].hand[1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the guided first game explains each step as it comes', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + '?aidelay=0');
  await clickTarget(page, 'newgame.guided');
  let h = await humanTurn(page);
  // The computer may have started (and laid out a building already).
  assert.equal(JSON.parse(h.record).options.beginner, true, 'the beginner set-up');
  assert.ok(h.buildings.length >= 7, 'its seven buildings are out');
  assert.equal(h.guide, 'start');
  await shot(page, 'guided-start.png');
  await clickTarget(page, 'hand.0');
  h = await until(page, (x) => x.guide === 'layout', 'the lay-out explained');
  await page.keyboard.press('Escape');
  await until(page, (x) => x.guide === 'start', 'back');
  const seen = new Set(['start']);
  const random = rng(4);
  for (let i = 0; i < 12 && h.screen === 'play'; ++i) {
    await playHumanStep(page, random);
    h = await humanTurn(page);
    seen.add(h.guide);
  }
  assert.ok(seen.size >= 3, `several steps explained: ${[...seen].join(' ')}`);
  await clickTarget(page, 'guide.hide');
  await until(page, (x) => x.guide === '', 'the guide hidden');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the colour-blind palette and a larger interface keep the game playable', async () => {
  const bigger = () => localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: 1.25 }));
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human,easy&seed=12&aidelay=0`, { initScript: bigger });
  let h = await humanTurn(page);
  assert.equal(h.uiScale, 1.25);
  await clickMenu(page, 'menu.view', 'menu.settings');
  await clickTarget(page, 'settings.palette.colourblind');
  h = await until(page, (x) => x.palette === 'colour-blind', 'the palette');
  await clickTarget(page, 'settings.close');
  await playHumanStep(page, rng(1));  // clicks land where the larger interface draws
  h = await humanTurn(page);
  // Every building says its kind in letters, open ones too, on a square of its own (the sign
  // takes the first, an open building's seal the last): they were on completed buildings only.
  const random = rng(5);
  for (let i = 0; i < 8 && !h.buildingCodes.some((b) => b.seal); ++i) {
    await playHumanStep(page, random);
    h = await humanTurn(page);
  }
  assert.ok(h.buildingCodes.some((b) => b.seal), `an open building with its seal: ${JSON.stringify(h.buildingCodes)}`);
  for (const b of h.buildingCodes) {
    assert.notEqual(b.code, '', `${b.building} has its kind's letters`);
    assert.notEqual(b.code, b.building, `${b.building}: not over the sign`);
  }
  await shot(page, 'colour-blind.png');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arkadia.settings')));
  assert.equal(saved.palette, 'colour-blind');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on an upright phone a turn is played by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?aidelay=0`,
    { viewport, deviceScaleFactor: 3, hasTouch: true, contextOptions: { isMobile: true } });
  const tap = async (id) => {
    const t = (await until(page, (x) => x.settled && x.targets[id], id)).targets[id];
    await page.touchscreen.tap(t[0] + t[2] / 2, t[1] + t[3] / 2);
  };
  await shot(page, 'phone-new-game.png');
  await tap('newgame.start');
  let h = await humanTurn(page);
  assert.equal(h.narrow, true);
  assert.ok(h.board.x >= 0 && h.board.x + h.board.across * h.board.cell + 4 <= viewport.width, 'the board and its frame fit the width');
  // Upright, the board is turned so that its 12 rows run across: squares a third larger.
  assert.equal(h.board.turned, true);
  assert.equal(h.board.across, 12);
  assert.ok(h.board.cell >= 26, `squares big enough for a finger (${h.board.cell} px)`);
  // Lay out a building: tap the card, tap the board (the building appears there), tap it again.
  const lay = h.legal.find((a) => a.startsWith('lay ') && a.endsWith(' r0'));
  const [, card, anchor] = lay.split(' ');
  const start = h.actions;  // the computer may have played first
  const me = h.current, myTurn = h.turn;
  await tap(`hand.${h.seats[h.current].hand.indexOf(card)}`);
  h = await until(page, (x) => x.input.card === card && x.touch, 'the card picked by touch');
  const square = String.fromCharCode(anchor.charCodeAt(0) + h.handle[1]) + (Number(anchor.slice(1)) + h.handle[0]);
  const p = squareCentre(h, square);
  await page.touchscreen.tap(p.x, p.y);
  h = await until(page, (x) => x.input.pinned === square, 'the building shown where the finger tapped');
  assert.equal(h.actions, start, 'nothing is built by the first tap');
  await shot(page, 'phone-ghost.png');
  await page.touchscreen.tap(p.x, p.y);
  h = await until(page, (x) => x.actions === start + 1 && x.settled, 'the building laid by the second tap');
  while (h.current === me && h.turn === myTurn && ['castle', 'refill', 'banner'].includes(h.phase)) {
    const before = h.actions;
    if (h.phase === 'castle') {
      const [, family, k] = h.legal[0].split(' ');
      await tap(`castle.family.${family}`);
      await until(page, (x) => x.input.castleFamily >= 0, 'the family');
      const c = squareCentre(await hook(page), h.castleSquares[Number(k.slice(1)) - 1]);
      await page.touchscreen.tap(c.x, c.y);
    } else if (h.phase === 'refill') {
      await tap('deck');
    } else {
      await tap('banner.skip');
    }
    h = await until(page, (x) => x.actions > before && x.settled, 'the next step');
  }
  await shot(page, 'phone-play.png');
  assert.ok(h.turn > myTurn, 'the turn is over: the computer plays');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the worker help says what the next click does as the workers run out', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?seats=human:Ada,easy&seed=3&setup=beginner&aidelay=0`);
  let h = await humanTurn(page);
  const me = h.seats[h.current];
  assert.equal(me.own, 3);
  const neutral = me.neutral > 0;
  // A building with at least three free squares around it.
  let building = null;
  for (const b of h.legal.filter((a) => a.startsWith('workers ')).map((a) => a.split(' ')[1])) {
    await clickSquare(page, b);
    h = await until(page, (x) => x.input.building >= 0 && x.settled, 'the building chosen');
    if (h.workerTargets.length >= 3) { building = b; break; }
    await page.keyboard.press('Escape');
    await until(page, (x) => x.input.building < 0 && x.settled, 'the choice dropped');
  }
  assert.ok(building, 'a building with three free neighbours');
  assert.equal(h.workersHelp, neutral ? 'arkadia.workers.help' : 'arkadia.workers.help_own_only');
  // Three own workers: the next click on a free square places a neutral one, if any is left.
  for (const t of h.workerTargets.slice(0, 3)) await clickSquare(page, t);
  const next = neutral ? 'arkadia.workers.help_neutral_next' : 'arkadia.workers.help_all_planned';
  h = await until(page, (x) => x.workersHelp === next && x.settled, 'the own workers all planned');
  await shot(page, 'workers-own-planned.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no rules diagram is drawn over its caption, in any language', async () => {
  const overlap = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
  for (const lang of ['en', 'fr', 'de']) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?lang=${lang}`);
    await page.keyboard.press('h');
    await until(page, (x) => x.rulesOpen && x.targets['rules.section.3'], 'the rules');
    for (const section of [1, 3, 4, 5, 6]) {
      await clickTarget(page, `rules.section.${section}`);
      const h = await until(page, (x) => x.settled && x.targets['rules.caption.0'], `the diagrams of section ${section}`);
      const ids = Object.keys(h.targets);
      const diagrams = ids.filter((k) => k.startsWith('rules.diagram.')).map((k) => h.targets[k]);
      const captions = ids.filter((k) => k.startsWith('rules.caption.')).map((k) => [k, h.targets[k]]);
      assert.ok(diagrams.length > 0, `section ${section} has a diagram`);
      for (const [id, caption] of captions)
        for (const diagram of diagrams) assert.ok(!overlap(caption, diagram), `${lang}: ${id} of section ${section} lies under no diagram`);
    }
    if (lang === 'de') await shot(page, 'rules-completion-de.png');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('names and the seed are typed in the browser\'s own fields: selection, composed letters, no shortcuts', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the new-game screen');
  const fieldValue = (id) => page.evaluate((f) => document.querySelector(`input[data-field="${f}"]`)?.value ?? null, id);
  // A real <input> lies over each field, so a phone's keyboard can reach it.
  assert.equal(await fieldValue('seat0.name'), 'You');
  await clickTarget(page, 'seat0.name');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.field), 'seat0.name');
  // Each box names its seat (issue 76: both were "Player name").
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Seat 1: name');
  assert.equal(await page.evaluate(() => document.querySelector('input[data-field="seat1.name"]')?.getAttribute('aria-label')), 'Seat 2: name');
  // Ctrl+A selects the whole name; "h" and "2" are letters here, not the rules' and a card's keys;
  // "ü" arrives composed (a dead key, then the letter), as a keyboard's input method gives it.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Zoë h2 M');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '¨', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.insertText', { text: 'ü' });
  await page.keyboard.type('ller');
  let h = await until(page, (x) => x.settled, 'the name read');
  assert.equal(h.rulesOpen, false);
  assert.equal(await fieldValue('seat0.name'), 'Zoë h2 Müller');
  // Shift+End selects to the end of the line: the computer's name replaced.
  await clickTarget(page, 'seat1.name');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('Bob');
  // The seed keeps digits only.
  await clickTarget(page, 'newgame.seed');
  await page.keyboard.type('12a3');
  assert.equal(await fieldValue('newgame.seed'), '123');
  await shot(page, 'names-typed.png');
  // A window over the screen takes the fields' place: they would cover it.
  await clickMenu(page, 'menu.view', 'menu.settings');
  await until(page, (x) => x.settingsOpen && x.settled, 'the settings');
  assert.equal(await page.evaluate(() => document.querySelectorAll('input.text-field').length), 0);
  await page.keyboard.press('Escape');
  await until(page, (x) => !x.settingsOpen && x.settled, 'the settings closed');
  assert.equal(await fieldValue('seat0.name'), 'Zoë h2 Müller');
  await clickTarget(page, 'newgame.start');
  h = await until(page, (x) => x.screen === 'play' && x.settled, 'the game');
  assert.deepEqual(h.seats.map((x) => x.name), ['Zoë h2 Müller', 'Bob']);
  assert.equal(JSON.parse(h.record).tags.seed, '123');
  assert.equal(await page.evaluate(() => document.querySelectorAll('input.text-field').length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// The canvas is one element to a screen reader; NVDA's and JAWS's browse mode keep the arrows
// from it. So the controls on screen are also buttons in the DOM (web/control_mirror.js): in the
// accessibility tree, named as the focus names them, with their state, and pressed there as on
// the page (issue 50).
test('the controls on screen are in the accessibility tree, named and with their state, and pressing one there presses it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia&lang=en`);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  const cdp = await context.newCDPSession(page);
  // Only what Chromium gives a screen reader: role, name and "checked", from the DOM section.
  const tree = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const controls = new Map();
    for (const n of nodes) {
      if (n.ignored || !['button', 'checkbox', 'radio', 'tab'].includes(n.role?.value)) continue;
      const checked = (n.properties ?? []).find((p) => p.name === 'checked')?.value.value;
      const popup = (n.properties ?? []).find((p) => p.name === 'hasPopup')?.value.value;
      const selected = (n.properties ?? []).find((p) => p.name === 'selected')?.value.value;
      const focusable = (n.properties ?? []).find((p) => p.name === 'focusable')?.value.value;
      // A radio's group: the radiogroup it is in, by its name.
      let up = byId.get(n.parentId);
      while (up && up.role?.value !== 'radiogroup' && up.role?.value !== 'region') up = byId.get(up.parentId);
      const group = up?.role?.value === 'radiogroup' ? up.name?.value : undefined;
      controls.set(n.name?.value, { role: n.role.value, checked, popup, ...(selected === undefined ? {} : { selected }),
                                    ...(group === undefined ? {} : { group }), focusable });
    }
    return controls;
  };
  const press = async (name) => {
    // What a screen reader's browse mode does with Enter on a button: a click on the element.
    const found = await page.evaluate((n) => {
      const b = [...document.querySelectorAll('#controls button')].find((e) => e.textContent === n);
      if (b) b.click();
      return !!b;
    }, name);
    assert.ok(found, `a control named "${name}"`);
  };
  let controls = await tree();
  assert.deepEqual(controls.get('Start the game'), { role: 'button', checked: undefined, popup: undefined, focusable: true });
  assert.equal(controls.get('Game')?.popup, 'menu', 'the menus say they open');
  assert.equal(controls.get('Players: 2')?.checked, 'true');
  assert.equal(controls.get('Players: 3')?.checked, 'false', 'a choice not taken says so');
  assert.equal(controls.get('Seat 2: Computer')?.checked, 'true');
  assert.equal(controls.get('Seat 2: Normal')?.checked, 'true');
  assert.equal(controls.get('Seat 2: Easy')?.checked, 'false');
  // One-of choices are radios, each in its named group (issue 76: they were checkboxes); the
  // tick boxes stay checkboxes.
  const radio = (name) => { const c = controls.get(name); return c && [c.role, c.group]; };
  assert.deepEqual(radio('Players: 3'), ['radio', 'Players']);
  assert.deepEqual(radio('Game: ArkantiS'), ['radio', 'Game']);
  assert.deepEqual(radio('Seat 2: Human'), ['radio', 'Seat 2']);
  assert.deepEqual(radio('Seat 2: Hard'), ['radio', 'Seat 2: level'], 'the levels are a group of their own beside the kind');
  assert.deepEqual(radio('Set-up: Standard'), ['radio', 'Set-up']);
  assert.deepEqual(radio([...controls.keys()].find((n) => /^Seat 1, colour: /.test(n))), ['radio', 'Seat 1, colour']);
  assert.equal(controls.get([...controls.keys()].find((n) => /mirrored/i.test(n)))?.role, 'checkbox', 'a tick box stays one');
  // Pressed in the tree, pressed on the page; the tree follows.
  await press('Players: 3');
  await until(page, (x) => x.form.players === 3 && x.settled, 'three players chosen');
  await page.waitForFunction(() => document.querySelector('#controls [aria-checked="true"]') && [...document.querySelectorAll('#controls button')].some((b) => b.textContent === 'Seat 3: Computer'), null, { timeout: 10000, polling: 50 });
  controls = await tree();
  assert.equal(controls.get('Players: 3')?.checked, 'true');
  assert.equal(controls.get('Players: 2')?.checked, 'false');
  // A menu opens and lists its items; one of them acts.
  await press('View');
  await page.waitForFunction(() => [...document.querySelectorAll('#controls button')].some((b) => /^Settings/.test(b.textContent)), null, { timeout: 10000, polling: 50 });
  const viewItems = await page.evaluate(() => [...document.querySelectorAll('#controls button')].map((b) => b.textContent));
  await press(viewItems.find((n) => /^Settings/.test(n)));
  await until(page, (x) => x.settingsOpen && x.settled, 'the settings from the menu');
  await page.keyboard.press('Escape');
  await until(page, (x) => !x.settingsOpen && x.settled, 'the settings closed');
  // The game starts from the tree, and the table's controls are there too.
  await press('Start the game');
  await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled, 'the game');
  await page.waitForFunction(() => [...document.querySelectorAll('#controls button')].some((b) => b.textContent === 'Hint'), null, { timeout: 10000, polling: 50 });
  controls = await tree();
  assert.equal(controls.get('Hint')?.role, 'button');
  // The panels' tabs, the one shown said so (the first tab was missing from the tree), and a tab
  // pressed there is shown.
  assert.deepEqual([controls.get('Play'), controls.get('Players'), controls.get('Log')].map((c) => c && [c.role, c.selected]),
                   [['tab', true], ['tab', false], ['tab', false]]);
  await press('Log');
  await page.waitForFunction(() => [...document.querySelectorAll('#controls [role=tab]')].some((b) => b.textContent === 'Log' && b.getAttribute('aria-selected') === 'true'),
                             null, { timeout: 10000, polling: 50 });
  controls = await tree();
  assert.deepEqual([controls.get('Play')?.selected, controls.get('Log')?.selected], [false, true], 'the tab pressed in the tree is shown');
  // In the Tab order (issue 76: tabindex -1 left them to browse mode): every button, and one radio
  // in each group, the chosen one.
  const stops = await page.evaluate(() => [...document.querySelectorAll('#controls button')].filter((b) => b.tabIndex >= 0).map((b) => b.textContent));
  assert.ok(stops.includes('Hint') && stops.includes('Log'), stops.join(' | '));
  assert.ok(stops.every((n) => controls.get(n)?.focusable), 'each stop is focusable to the reader');
  // The language menu's items are one-of choices too, in a group named Language.
  await press('English');
  await page.waitForFunction(() => [...document.querySelectorAll('#controls [role=radio]')].some((b) => b.textContent === 'Français'), null, { timeout: 10000, polling: 50 });
  controls = await tree();
  assert.deepEqual([controls.get('English')?.role, controls.get('English')?.checked, controls.get('English')?.group], ['radio', 'true', 'Language']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Arkadia's castle: the family buttons show a letter on the family's colour, and the controls'
// mirror named them by it ("R", "O", "B"): named in words there, pressed there as by the key, said
// (issue 76). The new-game form's castle lot, a combo Dear ImGui names nowhere, was missing from
// the mirror: it is a control that opens its list, and a position chosen there is chosen.
test('the castle\'s family buttons and the castle lot\'s list are in the controls\' mirror, named in words', async () => {
  const mirror = (page) => page.evaluate(() => [...document.querySelectorAll('#controls button')].map((b) => ({
    name: b.textContent, role: b.getAttribute('role'), popup: b.getAttribute('aria-haspopup'),
    group: b.closest('[role=radiogroup]')?.getAttribute('aria-label') ?? null })));
  const press = (page, name) => page.evaluate((n) => [...document.querySelectorAll('#controls button')].find((b) => b.textContent === n).click(), name);
  const named = (page, test, what) =>
    page.waitForFunction((source) => [...document.querySelectorAll('#controls button')].some((b) => new RegExp(source).test(b.textContent)),
                         test.source, { timeout: 10000, polling: 50 })
      .catch(async () => { throw new Error(`no control for ${what}: ${JSON.stringify((await mirror(page)).map((c) => c.name))}`); });
  // The castle lesson's position: floor 1 has olive and silver pieces left, no red.
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkadia&lesson=examples/lessons/arkadia/04-castle-piece.json&lang=en&aidelay=0`);
  await until(page, (x) => x.humanToMove && x.settled && x.phase === 'castle', 'the castle piece to place');
  await named(page, /^Silver \(silversmiths\): \d+ left for floor 1$/, 'the silver family');
  const names = (await mirror(page)).map((c) => c.name);
  assert.ok(names.some((n) => /^Olive \(spice merchants\): \d+ left for floor 1$/.test(n)), names.join(' | '));
  assert.ok(!names.some((n) => /^[ROBS]$/.test(n)), `no family named by its letter: ${names.join(' | ')}`);
  assert.ok(!names.some((n) => n.startsWith('Red ')), 'a family with none left cannot be pressed, and is not listed');
  await press(page, names.find((n) => n.startsWith('Silver ')));
  await until(page, (x) => x.input.castleFamily === 3 && x.settled, 'silver picked from the mirror');
  await page.waitForFunction(() => [...document.querySelectorAll('#announcer p')].some((p) => /^A silver piece\. Now /.test(p.textContent)),
                             null, { timeout: 10000, polling: 50 });
  assert.deepEqual(errors, []);

  // The new-game form's castle lot: a control that opens its list of positions, each a radio.
  await page.goto(`${env.url}?game=arkadia&lang=en`);
  await waitForFirstFrame(page);
  await until(page, (x) => x.screen === 'new-game' && x.settled, 'the form');
  await named(page, /^Castle lot \(top-left square\): g5$/, 'the castle lot');
  const lot = (await mirror(page)).find((c) => c.name === 'Castle lot (top-left square): g5');
  assert.equal(lot.popup, 'menu', 'it says it opens');
  await press(page, lot.name);
  await named(page, /^e3$/, 'the positions listed');
  const positions = (await mirror(page)).filter((c) => c.group === 'Castle lot (top-left square)');
  assert.equal(positions.length, 14, positions.map((c) => c.name).join(' | '));
  assert.ok(positions.every((c) => c.role === 'radio'));
  await press(page, 'e3');
  await named(page, /^Castle lot \(top-left square\): e3$/, 'e3 chosen');
  assert.deepEqual(errors, []);
  await context.close();
});

// ArkantiS's four Buy buttons read alike on the canvas (their piles are above them): in the tree
// each says its pile, and the card on top of a face-up one (issue 50).
test('ArkantiS\'s Buy buttons say which pile they buy from', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&seats=human,easy&seed=5&aidelay=0&lang=en`);
  await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled, 'the game');
  await page.waitForFunction(() => [...document.querySelectorAll('#controls button')].some((b) => /Buy/.test(b.textContent)), null, { timeout: 10000, polling: 50 });
  const buys = await page.evaluate(() => [...document.querySelectorAll('#controls button')].map((b) => b.textContent).filter((n) => /Buy/.test(n)));
  assert.ok(buys.length >= 2, buys.join(' | '));
  assert.equal(new Set(buys).size, buys.length, `no two alike: ${buys.join(' | ')}`);
  for (const b of buys) assert.match(b, /^(Orange|Emerald), face (up, [A-Z]\d .+|down): Buy \(costs \d\)$/);
  assert.deepEqual(errors, []);
  await context.close();
});

// The tab's title names the game, in the page's language on the chooser (issue 50).
test('the tab\'s title names the game, or says the page is choosing one', async () => {
  for (const [query, title] of [['game=arkantis&lang=en', 'ArkantiS'], ['game=arkadia&lang=de', 'Arkadia'], ['lang=fr', 'Choisissez un jeu']]) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?${query}`);
    await until(page, (x) => (x.screen === 'new-game' || x.screen === 'chooser') && x.settled, 'the first screen');
    await page.waitForFunction((t) => document.title === t, title, { timeout: 10000, polling: 50 }).catch(() => {});
    assert.equal(await page.title(), title, query);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// A saved game's buttons name the game they act on (for the keys and screen readers: "Resume"
// alone said nothing of which game), and resuming says which game came back (issue 50).
test('a saved game\'s buttons name the game, and resuming says which game came back', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=en&seats=human,easy&seed=5&aidelay=0`);
  await humanTurn(page);
  await page.evaluate(() => {
    window.allSaid = [];
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => window.allSaid.push(n.textContent))))
      .observe(document.getElementById('announcer'), { childList: true });
  });
  await clickMenu(page, 'menu.game', 'menu.new_game');
  await until(page, (x) => x.screen === 'new-game' && x.targets['saved.0.open'] && x.settled, 'the form with the saved game');
  const names = await page.evaluate(() => [...document.querySelectorAll('#controls button')].map((b) => b.textContent));
  const resume = names.find((n) => /: Resume$/.test(n));
  assert.match(resume ?? '', /^ArkantiS, You 0, Computer 0, turn 1 - .+: Resume$/, names.join(' | '));
  assert.ok(names.some((n) => n === resume.replace(/Resume$/, 'Discard')), 'Discard names it too');
  await page.evaluate((n) => [...document.querySelectorAll('#controls button')].find((b) => b.textContent === n).click(), resume);
  await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled, 'the game resumed');
  await page.waitForFunction(() => window.allSaid.some((s) => /^Resumed: ArkantiS, You 0, Computer 0, turn 1 - /.test(s)), null, { timeout: 10000, polling: 50 });
  assert.deepEqual(errors, []);
  await context.close();
});
