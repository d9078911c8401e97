// The whole game by keyboard, as a blind player plays it: a game of each game against Easy on the
// site players get (no test hook), moves typed in the "type a move" field with the completions it
// offers, what happens read from the live region and the text view only. Never the canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startServer, openPage, site, listen, pressUntilHeard, heardLine } from './browser.mjs';
import { rng } from './human.mjs';

const legalNow = { en: /\. Enter plays it\.$/, fr: /\. Entrée pour le jouer\.$/, de: /\. Die Eingabetaste spielt ihn\.$/ };
const gameOver = { en: 'Game over.', fr: 'Partie terminée.', de: 'Spiel vorbei.' };
const scoreTitle = { en: 'Game over', fr: 'Fin de la partie', de: 'Spielende' };
const scoreWords = {
  arkadia: { en: /: \d+ gold \(\d+ before the final sale, \d+ from (it|selling \d+ (red|olive|black|silver)(, \d+ (red|olive|black|silver))*)\)/ },
  arkantis: { fr: /\u00a0?: -?\d+ points \(cartes réclamées \d+, jetons de compte \d+, cartes en main -?\d+\)/ },
};
const resultButtons = { en: ['New game', 'Replay the game'], fr: ['Nouvelle partie', 'Revoir la partie'] };
const winner = { en: /^Game over\. (Winner|Shared win): /, fr: /^Partie terminée\. Victoire( partagée)?\u00a0: /, de: /^Spiel vorbei\. (Geteilter )?Sieg: / };

// What a screen reader finds: the field's state, the live region, the text view.
const field = (page) =>
  page.evaluate(() => ({
    focused: document.activeElement?.id === 'move-text',
    value: document.getElementById('move-text').value,
    readback: document.getElementById('move-readback').textContent,
    said: document.getElementById('move-said').textContent,  // the field's live part
    options: [...document.querySelectorAll('#move-options option')].map((o) => o.value),
    label: document.getElementById('move-label').textContent,
  }));
const spoken = (page) => page.evaluate(() => [...document.querySelectorAll('#announcer p')].map((p) => p.textContent));
const textView = (page) =>
  page.evaluate(() => [...document.querySelectorAll('#position h2')].map((h) => ({ heading: h.textContent,
                                                                                  lines: [...(h.nextElementSibling?.children ?? [])].map((li) => li.textContent) })));

// Waits until the move field has the keys (the board hands them over in its next frame).
const hasTheKeys = (page, what) =>
  page.waitForFunction(() => document.activeElement?.id === 'move-text', null, { timeout: 10000, polling: 20 })
    .catch(() => { throw new Error(`${what}: the keys never reached the field`); });

// Waits, in the page, until the field offers moves (the person's turn) or says the game is over.
const yourTurnOrOver = (page, over) =>
  page.waitForFunction(
    (overText) => document.querySelectorAll('#move-options option').length > 0 ||
                  document.getElementById('move-readback').textContent === overText,
    over, { timeout: 120000, polling: 50 })
    .catch(async () => { throw new Error(`neither the person's turn nor the end: ${JSON.stringify({ field: await field(page), said: (await spoken(page)).slice(-4) })}`); });

// Plays the person's moves until the game ends: each move built word by word from the field's
// suggestions, chosen at random, and played with Enter once the read-back says it is a whole move.
async function playToTheEnd(page, lang, seed) {
  const random = rng(seed);
  let moves = 0;
  for (;;) {
    await yourTurnOrOver(page, gameOver[lang]);
    let f = await field(page);
    if (f.readback === gameOver[lang]) {
      assert.notEqual(f.said, gameOver[lang], 'the end is said once, by the announcer');
      return moves;
    }
    if (!f.focused) {
      await page.keyboard.press('m');  // the board's key for the field
      await hasTheKeys(page, 'M hands the keys to the field');
      f = await field(page);
    }
    for (let words = 0; ; ++words) {
      assert.ok(words < 12, `a move is whole within 12 words: ${JSON.stringify(f)}`);
      assert.ok(f.options.length > 0, `suggestions while composing: ${JSON.stringify(f)}`);
      // Never the leaving kind of pass (ArkantiS's passes for the rest of the game) while anything else is offered.
      const choices = f.options.some((o) => !o.startsWith('pass')) ? f.options.filter((o) => !o.startsWith('pass')) : f.options;
      const pick = choices[Math.floor(random() * choices.length)];
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(pick);
      f = await field(page);
      if (legalNow[lang].test(f.readback)) break;
    }
    // What the typed move would do is said; what follows it the announcer says, the field not
    // again (issue 50: the prompt and "Game over." were heard twice).
    assert.equal(f.said, f.readback, 'the read-back of what was typed is said');
    await page.keyboard.press('Enter');
    ++moves;
    const before = f;
    f = await field(page);
    assert.equal(f.value, '', 'the field is empty again after a move');
    assert.doesNotMatch(f.readback, legalNow[lang]);
    assert.equal(f.said, before.said, `the field says nothing of the game's own change: ${f.readback}`);
  }
}

async function wholeGame(game, lang, seed) {
  const browser = await launch();
  const { server, url } = await startServer(site);
  try {
    const { page, errors } = await openPage(browser, `${url}?game=${game}&seats=human,easy&seed=${seed}&aidelay=0&lang=${lang}`,
                                            { noHook: true });
    // Tab from the page's start reaches the field first.
    await page.keyboard.press('Tab');
    await hasTheKeys(page, 'Tab reaches the move field');
    const before = await textView(page);
    assert.ok(before.length >= 3 && before.every((part) => part.lines.length > 0), `the text view has its parts: ${JSON.stringify(before)}`);
    const moves = await playToTheEnd(page, lang, seed);
    assert.ok(moves > 10, `the person played a whole game (${moves} moves)`);
    await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#announcer p:last-child')?.textContent),
                               winner[lang].source, { timeout: 30000, polling: 50 })
      .catch(async () => { throw new Error(`the result is said last: ${JSON.stringify((await spoken(page)).slice(-3))}`); });
    // With each seat's score and how it was made, in the text view too.
    const result = (await spoken(page)).at(-1);
    const scored = scoreWords[game][lang];
    assert.equal(result.match(new RegExp(scored.source, 'g'))?.length, 2, `both seats' scores are said: ${result}`);
    const over = (await textView(page)).find((part) => part.heading === scoreTitle[lang]);
    assert.ok(over && over.lines.length === 2 && over.lines.every((l) => scored.test(l)), `the text view has the result: ${JSON.stringify(over)}`);
    assert.notDeepEqual(await textView(page), before, 'the text view followed the game');
    // The result's buttons are in the accessibility tree, named, where browse mode reaches them.
    await page.waitForFunction((want) => want.every((n) => [...document.querySelectorAll('#controls button')].some((b) => b.textContent === n)),
                               resultButtons[lang], { timeout: 10000, polling: 50 })
      .catch(async () => { throw new Error(`the result's buttons in the DOM: ${await page.evaluate(() => [...document.querySelectorAll('#controls button')].map((b) => b.textContent).join(' | '))}`); });
    const { nodes } = await (await page.context().newCDPSession(page)).send('Accessibility.getFullAXTree');
    for (const name of resultButtons[lang])
      assert.ok(nodes.some((n) => !n.ignored && n.role?.value === 'button' && n.name?.value === name), `"${name}" is a button in the accessibility tree`);
    // Escape gives the keys back to the board.
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'canvas', 'Escape hands the keys back to the board');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
}

test('a whole game of Arkadia against Easy by keyboard only, in English', { timeout: 600000 }, () => wholeGame('arkadia', 'en', 4));
test('a whole game of ArkantiS against Easy by keyboard only, in French', { timeout: 600000 }, () => wholeGame('arkantis', 'fr', 6));

test('the field reads a move back before Enter, refuses what is not legal, and waits for the computer', async () => {
  const browser = await launch();
  const { server, url } = await startServer(site);
  try {
    const { page, errors } = await openPage(browser, `${url}?seats=human,easy&seed=5&aidelay=0&lang=de`, { noHook: true });
    await page.keyboard.press('m');
    await hasTheKeys(page, 'M hands the keys to the field');
    await yourTurnOrOver(page, gameOver.de);
    let f = await field(page);
    assert.equal(f.label, 'Zug eingeben');
    assert.match(f.readback, /^Lege ein Gebäude an .* mögliche Züge, sie beginnen mit: lay/, 'the prompt, then how many moves and their first words');
    await page.keyboard.type('LAY');  // case is forgiven
    f = await field(page);
    assert.ok(f.options.length > 1 && f.options.every((o) => o.startsWith('lay ')), `the cards to lay: ${f.options}`);
    const full = f.options[0] + ' ';
    await page.keyboard.insertText(full.slice(3));
    f = await field(page);
    const square = f.options[0];
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(square);
    f = await field(page);
    const whole = f.options[0];
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(whole);
    f = await field(page);
    assert.match(f.readback, /^\S.*\. Die Eingabetaste spielt ihn\.$/, `read back in German: ${f.readback}`);
    const readBack = f.readback;
    const saidBefore = (await spoken(page)).length;  // a few lines: the live region keeps 30
    // Something that is not legal: refused with the rule it breaks, nothing played, the legal
    // moves named (issue 76: no reason was said).
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('banner');
    await page.keyboard.press('Enter');
    f = await field(page);
    assert.match(f.readback, /^Dieser Zug ist jetzt nicht möglich: jetzt ist dran: ein Gebäude legen, Arbeiter einsetzen oder passen\. Nichts wurde gespielt\. Jetzt möglich: .*lay/);
    assert.equal(f.value, 'banner', 'the text stays to be mended');
    assert.equal(f.said, f.readback, 'the refusal is said');
    // A whole lay far from everything: the rule is read back as it is typed, before Enter.
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(whole.replace(/ [a-p]\d+ /, ' a1 '));
    f = await field(page);
    assert.match(f.readback, /^Kein möglicher Zug: das Gebäude muss mit einer Seite ein Gebäude, den Bauplatz des Kastells oder einen Arbeiter berühren/);
    // A text that is no move at all: what is wrong with it, once Enter asks.
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('fly e5');
    f = await field(page);
    assert.match(f.readback, /^Kein möglicher Zug beginnt so\./, 'not said before Enter: it may be unfinished');
    await page.keyboard.press('Enter');
    f = await field(page);
    assert.match(f.readback, /^Das ist kein Zug: unbekannte Aktion „fly“.*\. Nichts wurde gespielt\. Jetzt möglich: /);
    assert.equal((await spoken(page)).length, saidBefore, 'nothing was played, nothing said');
    // The whole move: played, and said by the live region.
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(whole);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#announcer p').length > n, saidBefore);
    const said = (await spoken(page)).slice(saidBefore);
    assert.ok(said.some((l) => l.startsWith('Du: ') && readBack.includes(l.split(' ')[3])), `the move said as read back: ${said}`);
    // Tab in the field gives the keys back to the board (the browser once moved the focus on to
    // nothing, and typed letters became shortcuts); Tab on the board brings them back.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'canvas', 'Tab hands the keys back to the board');
    await page.keyboard.press('Tab');
    await hasTheKeys(page, 'Tab on the board hands the keys to the field again');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

// Presses `key` and waits for the next line said that matches `pattern`.
async function pressAndHear(page, key, pattern, what) {
  const from = await page.evaluate(() => window.heardLines.length);
  await page.keyboard.press(key);
  return page.waitForFunction(([n, source]) => window.heardLines.slice(n).find((l) => new RegExp(source).test(l)),
                              [from, pattern.source], { timeout: 30000, polling: 20 })
    .then((handle) => handle.jsonValue())
    .catch(async () => { throw new Error(`${key}: never heard ${what}: ${JSON.stringify((await spoken(page)).slice(-3))}`); });
}

// Walks the board cursor row by row (left along one row, down, right along the next) from the
// square last said, `heard`, until a square said matches `pattern`; returns that line.
async function walkUntil(page, heard, pattern, what) {
  for (let step = 0; !pattern.test(heard); ++step) {
    assert.ok(step < 200, `${what}: ${heard}`);
    const row = Math.floor(step / 16);
    const key = step % 16 === 15 ? 'ArrowDown' : row % 2 ? 'ArrowRight' : 'ArrowLeft';
    heard = await pressAndHear(page, key, /^[a-p]\d+: /, 'the next square');
  }
  return heard;
}

test('the board cursor: the arrows walk the board saying each square, Space acts on it as a click', async () => {
  const browser = await launch();
  const { server, url } = await startServer(site);
  try {
    // Arkadia: a card picked (1), the cursor brought on (Down), walked row by row until the
    // building fits, laid out with Space.
    let { page, errors } = await openPage(browser, `${url}?seats=human,easy&seed=5&aidelay=0&lang=en`, { noHook: true });
    await yourTurnOrOver(page, gameOver.en);
    await listen(page);
    // The card a key picks is said, and each turn of it with the squares it covers at the cursor.
    await pressAndHear(page, '1', /^.+ in hand, upright$/, 'the card picked');
    let heard = await pressAndHear(page, 'ArrowDown', /^[a-p]\d+: /, 'a square');
    assert.match(heard, /^i7: .*; your building (does not fit|fits) here/, 'the cursor starts mid-board, with whether the building fits');
    const turned = await pressAndHear(page, 'r', /^.+ in hand, turned a quarter right; at i7 it (covers [a-p]\d+( [a-p]\d+)*|leaves the board); your building (does not fit|fits) here/,
                                      'the card turned, with its squares at the cursor');
    assert.ok(/covers .*\bi7\b/.test(turned) || /leaves the board/.test(turned), turned);
    heard = await walkUntil(page, heard, /your building fits here/, 'a square where the building fits');
    assert.match(heard, /; your building fits here: Space lays it out\.$/);
    const square = heard.split(':')[0];
    await pressAndHear(page, 'Space', new RegExp(`^You: laid out .*${square}`), `the building laid out on ${square} by Space`);
    assert.deepEqual(errors, []);
    await page.context().close();

    // ArkantiS: Down, Space selects the token under the cursor (said, with what Enter plays), Enter takes it.
    ({ page, errors } = await openPage(browser, `${url}?game=arkantis&seats=human,easy&seed=3&aidelay=0&lang=en`, { noHook: true }));
    await yourTurnOrOver(page, gameOver.en);
    await listen(page);
    // The hint (I) is said on the players' site too, not only drawn.
    await pressAndHear(page, 'i', /^Hint \(the computer at Hard\): .+/, 'the hint');
    await pressAndHear(page, 'ArrowDown', /^d4: a blue token\.$/, 'the middle square');
    // Space selects, and says so with what Enter will play, before anything is played.
    const selected = await pressAndHear(page, 'Space', /^d4: a blue token; selected; Enter: /, 'the selection and what Enter plays');
    assert.match(selected, /Enter: .*\bd4\b/i, selected);
    await pressAndHear(page, 'ArrowUp', /^d3: /, 'the square above');
    await pressAndHear(page, 'ArrowDown', /^d4: a blue token; selected; Enter: /, 'the square said selected');
    await pressAndHear(page, 'Enter', /^You: removed the token on d4/, 'the token taken');
    assert.deepEqual(errors, []);
    await page.context().close();

    // Arkadia's workers by keys (a beginner game has buildings from the start): Space on a
    // building chooses it, the cursor names the squares beside it that take a worker, Space on
    // one plans a worker there (said), and Enter plays the plan.
    ({ page, errors } = await openPage(browser, `${url}?seats=human,easy&seed=5&setup=beginner&aidelay=0&lang=en`, { noHook: true }));
    await yourTurnOrOver(page, gameOver.en);
    await listen(page);
    heard = await pressAndHear(page, 'ArrowDown', /^[a-p]\d+: /, 'a square');
    heard = await walkUntil(page, heard, /: still open, ([3-9]|\d\d) free squares around it\.$/, 'a building with free squares around it');
    const building = heard.split(':')[0];
    await pressAndHear(page, 'Space', new RegExp(`^${building}: .*; chosen for workers: Space on a free square around it plans one, Enter plays the plan\\.$`),
                       'the building chosen for workers');
    // The green squares a mouse player sees are said as such: walk from three rows above to one.
    await pressAndHear(page, 'ArrowUp', /^[a-p]\d+: /, 'the square above');
    await pressAndHear(page, 'ArrowUp', /^[a-p]\d+: /, 'the square above');
    heard = await pressAndHear(page, 'ArrowUp', /^[a-p]\d+: /, 'the square above');
    heard = await walkUntil(page, heard, /: free, beside the building chosen for workers: Space plans a worker here\.$/,
                            'a square beside the chosen building');
    const planned = heard.split(':')[0];
    await pressAndHear(page, 'Space', new RegExp(`^${planned}: your worker, planned here\\.$`), 'the worker planned');
    // Space again makes it neutral, a third time takes it off: each said, as a click shows it.
    await pressAndHear(page, 'Space', new RegExp(`^${planned}: a neutral worker, planned here\\.$`), 'the worker made neutral');
    await pressAndHear(page, 'Space', new RegExp(`^${planned}: free, beside the building chosen for workers: Space plans a worker here\\.$`),
                       'the worker taken off');
    await pressAndHear(page, 'Space', new RegExp(`^${planned}: your worker, planned here\\.$`), 'the worker planned again');
    await pressAndHear(page, 'Enter', new RegExp(`^You: .*${planned}`), `the plan played, with ${planned}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});


test('the language menu opened by the keys starts on the language in use, said', async () => {
  const browser = await launch();
  const { server, url } = await startServer(site);
  try {
    const { page, errors } = await openPage(browser, `${url}?game=arkantis&seats=human,easy&seed=3&aidelay=0&lang=fr`, { noHook: true });
    await yourTurnOrOver(page, gameOver.fr);
    await listen(page);
    await pressAndHear(page, 'F10', /^Partie, menu$/, 'the menu bar');
    await pressUntilHeard(page, 'ArrowRight', /^Français, menu$/, 'the language menu');
    await pressAndHear(page, 'Enter', /^Français, choisi$/, 'the menu opened on French, in use');
    await pressAndHear(page, 'ArrowUp', /^English, non choisi$/, 'the language above it, one of the languages');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('the new-game form, the menus and the windows by keyboard alone: the focused control is said', async () => {
  const browser = await launch();
  const { server, url } = await startServer(site);
  try {
    // A first visit: the new-game form. The arrows go through it, each control said with its choice.
    const { page, errors } = await openPage(browser, `${url}?lang=en&aidelay=0`, { noHook: true });
    await listen(page);
    await pressUntilHeard(page, 'ArrowDown', /^Players: 2, chosen$/, 'the number of players');
    await pressAndHear(page, 'ArrowRight', /^Players: 3, not chosen$/, 'three players, not chosen yet, and said so');
    await pressAndHear(page, 'Space', /^Players: 3, chosen$/, 'three players chosen by Space');
    await pressUntilHeard(page, 'ArrowDown', /^Seat 3, colour: /, 'the third seat Space added');
    await pressUntilHeard(page, 'ArrowDown', /^Start the game$/, 'the start button');
    await pressAndHear(page, 'Enter', /^Your turn\./, 'the game started by Enter, the person first');
    const players = (await textView(page)).find((part) => part.heading === 'Players');
    assert.equal(players?.lines.length, 3, `three players in the text view: ${JSON.stringify(players)}`);

    // At the table the arrows are the board's; F10 takes them to the menu bar.
    // The cursor starts on the castle lot (g5 to j7), which says its castle square, never "empty".
    await pressAndHear(page, 'ArrowDown', /^i7: castle square K7 olive \(printed\)\.$/, 'the board cursor');
    await pressAndHear(page, 'F10', /^Game, menu$/, 'the menu bar');
    await pressAndHear(page, 'ArrowRight', /^View, menu$/, 'the next menu');
    await pressAndHear(page, 'ArrowRight', /^Help, menu$/, 'the help menu');
    await pressAndHear(page, 'Enter', /^Rules$/, 'the help menu opened, its first item');
    await pressAndHear(page, 'Enter', /^The goal, chosen$/, 'the rules window, its first section');
    await pressAndHear(page, 'ArrowDown', /^Board, tents and castle, chosen$/, 'the next section, shown as it is reached');
    // Esc closes the window: the arrows are the board's again.
    await page.keyboard.press('Escape');
    await pressAndHear(page, 'ArrowDown', /^i8: /, 'the board cursor after the rules closed');

    // Alt alone also reaches the bar; Esc closes a menu, then leaves the bar.
    await pressAndHear(page, 'Alt', /^Game, menu$/, 'the menu bar by Alt');
    await pressAndHear(page, 'ArrowDown', /^New game/, 'the game menu opened');
    await pressAndHear(page, 'Escape', /^Game, menu$/, 'the menu closed, back on its name');
    await page.keyboard.press('Escape');
    await pressAndHear(page, 'ArrowDown', /^i9: /, 'the board cursor after the bar was left');

    // The new-game form opened over the game: Esc goes back to the game.
    await pressAndHear(page, 'Alt', /^Game, menu$/, 'the menu bar by Alt, again');
    await pressAndHear(page, 'ArrowDown', /^New game/, 'the game menu opened again');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('position').textContent.includes('new-game form'), null, { timeout: 10000, polling: 20 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.getElementById('position').textContent.includes('row by row'), null, { timeout: 10000, polling: 20 });
    await pressAndHear(page, 'ArrowDown', /^i10: /, 'the board cursor, back at the game');

    // The settings: a checkbox ticked by Space shows the text view.
    await pressAndHear(page, 'F10', /^Game, menu$/, 'the menu bar again');
    await pressAndHear(page, 'ArrowRight', /^View, menu$/, 'the view menu');
    await pressAndHear(page, 'Enter', /^Move log, ticked$/, 'the view menu opened, its tick box said so');
    await pressAndHear(page, 'ArrowDown', /^Settings/, 'its settings item');
    await pressAndHear(page, 'Enter', /^Language: English, chosen$/, 'the settings window, its first control');
    await pressUntilHeard(page, 'ArrowDown', /^Show the position in words.*, unticked$/, 'the text view checkbox, unticked');
    assert.equal(await page.evaluate(() => document.getElementById('position').className), 'visually-hidden', 'the text view is for screen readers only');
    await pressAndHear(page, 'Space', /^Show the position in words.*, ticked$/, 'the checkbox ticked');
    await page.waitForFunction(() => document.getElementById('position').className === 'text-view', null, { timeout: 10000, polling: 20 });
    await page.keyboard.press('Escape');
    await pressAndHear(page, 'ArrowDown', /^i11: /, 'the board cursor after the settings closed');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

// The controls' mirror in the Tab order (issue 76: tabindex -1 left it to browse mode): Shift+Tab on
// the board brings the keys to it, Tab goes from control to control and Enter presses one, the
// arrows choose among a group's radios, letters typed there never reach the game, and Escape or
// Tab past the last control gives the keys back, said. The board's own keys work as before.
test('the controls on screen are in the Tab order: Shift+Tab reaches them, Enter presses one, Escape gives the board its keys back', async () => {
  const browser = await launch();
  const { server, url } = await startServer(site);
  const active = (page) => page.evaluate(() => {
    const el = document.activeElement;
    return { id: el?.id, inControls: !!el?.closest?.('#controls'), name: el?.textContent, role: el?.getAttribute?.('role'),
             checked: el?.getAttribute?.('aria-checked'), selected: el?.getAttribute?.('aria-selected') };
  });
  try {
    // The form: Shift+Tab, Tab to the number of players, the arrows choose among them.
    let { page, errors } = await openPage(browser, `${url}?game=arkadia&lang=en`, { noHook: true });
    await page.waitForFunction(() => [...document.querySelectorAll('#controls [role=radio]')].length > 0, null, { timeout: 20000, polling: 50 });
    await listen(page);
    await page.keyboard.press('Shift+Tab');
    let now = await active(page);
    assert.ok(now.inControls, `Shift+Tab on the board reaches the controls: ${JSON.stringify(now)}`);
    for (let i = 0; i < 12 && !/^Players: /.test(now.name); ++i) {
      await page.keyboard.press('Tab');
      now = await active(page);
      assert.ok(now.inControls, `Tab goes on through the controls: ${JSON.stringify(now)}`);
    }
    assert.deepEqual([now.name, now.role, now.checked], ['Players: 2', 'radio', 'true'], 'one stop for the group, on the chosen radio');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Players: 3' && document.activeElement.getAttribute('aria-checked') === 'true',
                               null, { timeout: 10000, polling: 20 });
    assert.ok(await page.evaluate(() => [...document.querySelectorAll('#controls button')].some((b) => b.textContent === 'Seat 3: Human' || b.textContent === 'Seat 3: Computer')),
              'three players chosen by the arrow: the third seat is on the form');
    assert.ok((await active(page)).inControls, 'the keys stay on the radio as the list changes');
    // Tab past the last control: back to the page's own keys, said.
    for (let i = 0; i < 40 && (await active(page)).inControls; ++i) await page.keyboard.press('Tab');
    assert.equal((await active(page)).id, 'canvas', 'Tab past the last control gives the keys back to the canvas');
    await heardLine(page, /^The arrows go from control to control, Enter or Space presses one\.$/, 'where the keys are');
    await page.context().close();

    // At the table: a tab pressed by Enter, a letter typed there ignored, Escape back to the board.
    ({ page, errors } = await openPage(browser, `${url}?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=en`, { noHook: true }));
    await listen(page);
    await heardLine(page, /^Your turn\./, 'the person\'s turn');
    await page.waitForFunction(() => [...document.querySelectorAll('#controls [role=tab]')].some((b) => b.textContent === 'Log'), null, { timeout: 30000, polling: 50 });
    await page.keyboard.press('Shift+Tab');
    now = await active(page);
    for (let i = 0; i < 40 && now.name !== 'Log'; ++i) {
      await page.keyboard.press('Tab');
      now = await active(page);
      assert.ok(now.inControls, `Tab goes on through the controls: ${JSON.stringify(now)}`);
    }
    assert.deepEqual([now.role, now.selected], ['tab', 'false']);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Log' && document.activeElement.getAttribute('aria-selected') === 'true',
                               null, { timeout: 10000, polling: 20 });
    const heardBefore = await page.evaluate(() => window.heardLines.length);
    await page.keyboard.press('Shift+T');
    await page.keyboard.press('i');
    await page.keyboard.press('Escape');
    assert.equal((await active(page)).id, 'canvas', 'Escape gives the keys back to the canvas');
    const back = await heardLine(page, /^Board: keys act on the board now/, 'the board taking the keys');
    assert.match(back, /Shift\+Tab: the controls on screen\.$/);
    const said = await page.evaluate((n) => window.heardLines.slice(n), heardBefore);
    assert.deepEqual(said.filter((l) => !/^Board: /.test(l)), [], 'keys typed at the controls (T, I) never reached the game');
    // The board's keys as before: Down brings the cursor on, said.
    await pressUntilHeard(page, 'ArrowDown', /^[a-g]\d: /, 'a square of the board', 3);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
