// A real screen reader plays: Debian's Orca listens to Debian's Chromium showing the players' site
// (build/wasm/dist, no test hook), in the desktop tests/screen-reader/orca-session makes, and
// every key is a real key press (xdotool), as a blind player's would be. What the test checks is
// what Orca said (its speech log), never the page's own state: the chooser and its games, an
// ArkantiS game started from the new-game form, a turn typed in the move field, a turn played
// with the board's cursor, a pass that ends the game, and the review after it, each in words.
//   bash tests/screen-reader/orca-session node --test tests/screen-reader/orca.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, site } from '../browser/browser.mjs';

const speechLog = process.env.ORCA_SPEECH_LOG;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// What Orca said, in order: "<seconds> SPEECH OUTPUT: '<words>'[ voice=<name>]" (orca-capture.py).
// Its echo of a key ("tab ", "B ") ends with a space: not the page's words.
function said() {
  let text = '';
  try { text = readFileSync(speechLog, 'utf8'); } catch { return []; }
  return text.split('\n').map((line) => /^\d+\.\d+ SPEECH OUTPUT: '(.*)'(?: voice=\S+)?$/.exec(line)?.[1])
    .filter((words) => words !== undefined && !/ $/.test(words));
}

// Orca's words since the last thing a step waited for.
class Listener {
  constructor() { this.from = said().length; }
  // The first line since then that matches; what was said up to it is passed.
  async heard(pattern, what, timeout = 30000) {
    const end = Date.now() + timeout;
    for (;;) {
      const lines = said();
      const at = lines.findIndex((line, i) => i >= this.from && pattern.test(line));
      if (at >= 0) {
        this.from = at + 1;
        return lines[at];
      }
      if (Date.now() > end) throw new Error(`Orca never said ${what} (${pattern}); since the last step: ${JSON.stringify(lines.slice(this.from).slice(-12))}`);
      await sleep(50);
    }
  }
  // Each pattern heard since then, in any order (the page's live region and the field's own
  // words may come in either order); returns the lines.
  async heardAll(patterns, what, timeout = 30000) {
    const end = Date.now() + timeout;
    for (;;) {
      const lines = said();
      const at = patterns.map((p) => lines.findIndex((line, i) => i >= this.from && p.test(line)));
      if (at.every((i) => i >= 0)) {
        this.from = Math.max(...at) + 1;
        return at.map((i) => lines[i]);
      }
      if (Date.now() > end) throw new Error(`Orca never said ${what} (${patterns.filter((_, i) => at[i] < 0).join(', ')}); since the last step: ${JSON.stringify(lines.slice(this.from).slice(-12))}`);
      await sleep(50);
    }
  }
  // Presses `key` until Orca says a line matching `pattern` (each press waits for Orca to speak).
  async pressUntil(key, pattern, what, presses = 30) {
    for (let i = 0; i < presses; ++i) {
      const before = said().length;
      press(key);
      const end = Date.now() + 5000;
      while (said().length === before && Date.now() < end) await sleep(50);
      await sleep(150);  // the rest of what this press made Orca say
      const lines = said();
      const at = lines.findIndex((line, n) => n >= before && pattern.test(line));
      if (at >= 0) {
        this.from = at + 1;
        return lines[at];
      }
    }
    throw new Error(`${key} ${presses} times: Orca never said ${what} (${pattern}); last: ${JSON.stringify(said().slice(-8))}`);
  }
}

// Real key presses and typing, to the window that has the X focus (Chromium's).
const press = (...keys) => execFileSync('xdotool', ['key', '--clearmodifiers', '--delay', '80', ...keys]);
const type = (text) => execFileSync('xdotool', ['type', '--delay', '60', text]);

// Orca started after the browser's window is up; ready once it says it is on.
async function startOrca() {
  const orca = spawn('/usr/bin/python3', [process.env.ORCA_CAPTURE], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  orca.stderr.on('data', (chunk) => { errors += chunk; });
  const end = Date.now() + 30000;
  while (!said().some((line) => /^Screen reader on\.?$/.test(line))) {
    if (orca.exitCode !== null || Date.now() > end) throw new Error(`Orca did not start: ${errors.slice(-2000)}`);
    await sleep(50);
  }
  return orca;
}

// What the move field offers now (the browser's own datalist, as a screen reader lists it) and
// reads back of what is typed.
const field = (page) => page.evaluate(() => ({
  options: [...document.querySelectorAll('#move-options option')].map((o) => o.value),
  readback: document.getElementById('move-readback').textContent,
  value: document.getElementById('move-text').value,
}));

// Types a move as a person picks it from the field's suggestions, one word more each time: the
// first suggestion matching each pattern in turn, typed over what is there, until the field reads
// back a whole move ("… Enter plays it."). Returns the move.
async function compose(page, patterns) {
  let typed = '';
  for (const pattern of patterns) {
    const { options } = await field(page);
    const pick = options.find((o) => pattern.test(o));
    assert.ok(pick, `the field offers ${pattern}: ${JSON.stringify(options)}`);
    press('ctrl+a');
    type(pick);
    typed = pick;
    await waitFor(page, async () => (await field(page)).value === pick, `"${pick}" typed`);
  }
  await waitFor(page, async () => /Enter plays it\.$/.test((await field(page)).readback), `"${typed}" a whole move`);
  return typed;
}

async function waitFor(page, check, what, timeout = 10000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`never ${what}: ${JSON.stringify(await field(page))}`);
    await sleep(50);
  }
}

test('Orca hears a whole short game of ArkantiS played by keys: chooser, form, the move field, the cursor, the result, the review', { timeout: 600000 }, async () => {
  assert.ok(speechLog && process.env.ORCA_CAPTURE && process.env.DISPLAY, 'run inside tests/screen-reader/orca-session');
  const { server, url } = await startServer(site);
  const profile = mkdtempSync(join(tmpdir(), 'orca-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: false,
    viewport: null,
    args: ['--no-sandbox', '--force-renderer-accessibility', '--use-gl=angle', '--use-angle=swiftshader',
           '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update',
           '--disable-sync', '--no-first-run', '--window-position=0,0', '--window-size=1280,900'],
  });
  let orca;
  try {
    const page = context.pages()[0] ?? await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    orca = await startOrca();
    const ear = new Listener();

    // The chooser: its welcome, then each game's button as the arrows reach it; Enter opens it.
    // The address typed in the browser's bar, as a person opens a link: the page then has the keys.
    press('ctrl+l');
    type(`${url}?lang=en`);
    press('Return');
    // A key pressed before Orca has finished loading the page is its own (browse mode's) and
    // keeps it from leaving the keys to the game: a person waits for "Finished loading" too.
    await ear.heardAll([/^Choose a game: Arkadia, ArkantiS\. The arrows go from control to control/, /^Finished loading (?!Omnibox)/],
                       'the chooser\'s welcome and the page loaded');
    await ear.pressUntil('Down', /^Arkadia: New game$/, 'the first game\'s button');
    await ear.pressUntil('Right', /^ArkantiS: New game$/, 'ArkantiS\'s button');
    press('Return');
    // Opened from the game (Orca in focus mode), Orca says nothing of its loading.
    await ear.heard(/^ArkantiS\. The new-game form: the arrows go from control to control/, 'the new-game form\'s welcome');

    // The form by arrows, each control said with its choice, to its start button.
    await ear.pressUntil('Down', /^Players: 2, chosen$/, 'the number of players');
    await ear.pressUntil('Down', /^Start the game$/, 'the start button');
    press('Return');
    await ear.heard(/^Your turn\./, 'the game started, the person first');

    // The first turn typed in the move field: Tab hands it the keys; a move is built word by word
    // from what the field offers, each read back as it is typed; Enter plays it.
    press('Tab');
    await ear.heard(/^Type a move/, 'the move field reached by Tab');
    const take = await compose(page, [/^take$/, /^take [a-g]\d$/]);
    await ear.heard(/Enter plays it\.$/, `the read-back of "${take}"`);
    press('Return');
    await ear.heard(new RegExp(`^You: removed the token on ${take.split(' ')[1]}`), 'the removal said');
    await compose(page, [/^end$/]);
    await ear.heard(/Enter plays it\.$/, 'the read-back of "end"');
    press('Return');
    await ear.heardAll([/^Computer: /, /^Your turn\./], 'the computer\'s turn, then the person\'s second', 120000);

    // The second turn by the board's cursor: Esc gives the board the keys (said), the arrows
    // walk its squares, each said, Space selects a token and Enter takes it.
    press('Escape');
    await ear.heard(/^Board: keys act on the board now/, 'the board taking the keys');
    let square = await ear.pressUntil('Down', /^[a-g]\d: /, 'a square of the board');
    for (let steps = 0; !/: an? [a-z]+ token\.$/.test(square); ++steps) {
      assert.ok(steps < 40, `a token within 40 squares: ${square}`);
      square = await ear.pressUntil(steps % 14 < 7 ? 'Right' : 'Down', /^[a-g]\d: /, 'the next square');
    }
    const name = square.split(':')[0];
    await ear.pressUntil('space', new RegExp(`^${name}: .*; selected; Enter: `), `${name} selected, with what Enter plays`);
    press('Return');
    await ear.heard(new RegExp(`^You: removed the token on ${name}`), `the token on ${name} taken`);

    // A pass ends the person's game; the computer plays on alone, summed up; the result is said.
    press('Tab');
    await ear.heard(/^Type a move/, 'the move field again');
    await compose(page, [/^end$/]);
    await ear.heard(/Enter plays it\.$/, 'the read-back of "end"');
    press('Return');
    await ear.heardAll([/^Computer: /, /^Your turn\./], 'the computer\'s turn, then the person\'s third', 120000);
    await compose(page, [/^pass$/]);
    await ear.heard(/Enter plays it\.$/, 'the read-back of the pass');
    press('Return');
    await ear.heard(/^Game over\. (Winner|Shared win): /, 'the result', 240000);

    // The review by keys: the arrows reach its button, Enter starts it, its findings are said.
    press('Escape');
    await ear.pressUntil('Down', /^Review my game$/, 'the review button');
    press('Return');
    await ear.heard(/^The computer is reviewing the game…$/, 'the review started');
    await ear.heard(/^(The costliest decisions \(Space or Enter on one shows both choices\):|No decision fell clearly short)/, 'the review\'s findings', 240000);
    assert.deepEqual(errors, []);
  } finally {
    orca?.kill('SIGTERM');
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
