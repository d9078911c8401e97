// The board at the centre of the table and the player's controls in view, in both games: at
// 1280x800 the board takes at least 55% of the window; the hand and the prompt stay in the
// window at 150% interface size, with four players at 1366x768 and on a phone held upright.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { useBrowser, openPage, humanTurn, laidOutFor, shot, until, clickMenu, repo } from './browser.mjs';
import { playHumanStep, rng } from './human.mjs';

const env = useBrowser();

const games = [['Arkadia', ''], ['ArkantiS', 'game=arkantis&']];

async function tableAt(viewport, query, { scale = 1, touch = false } = {}) {
  const initScript = `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${scale} }))`;
  const opened = await openPage(env.browser, `${env.url}?${query}aidelay=0`, { viewport, hasTouch: touch, initScript });
  await laidOutFor(opened.page, viewport, 'the table laid out');
  return { ...opened, h: await humanTurn(opened.page) };
}

// The board's squares as a share of the window.
const boardShare = (h, viewport) => (h.board.cell * h.board.across * h.board.cell * h.board.down) / (viewport.width * viewport.height);

// The hand's cards and the prompt lie inside the window and in view in their panels, the cards
// below the prompt (a card scrolled up out of its panel would still have a rectangle, under the
// status).
function assertInView(h, viewport, what) {
  const prompt = h.targets['status.prompt'];
  assert.ok(prompt, `${what}: the prompt is on screen`);
  assert.ok(prompt[1] >= 0 && prompt[1] + prompt[3] <= viewport.height, `${what}: the prompt is in the window`);
  const cards = Object.keys(h.targets).filter((id) => /^hand\.\d+$/.test(id));
  assert.ok(cards.length > 0, `${what}: the hand is drawn`);
  for (const id of cards) {
    const [x, y, w, ht, top, bottom] = h.targets[id];
    assert.ok(x >= 0 && x + w <= viewport.width + 0.5 && y + ht <= viewport.height + 0.5, `${what}: ${id} inside the window (${[x, y, w, ht]})`);
    // ... and inside the part of its panel that shows: the turn starts with the hand in view.
    assert.ok(y >= top - 0.5 && y + ht <= bottom + 0.5, `${what}: ${id} in view in its panel (${[y, ht]} in ${[top, bottom]})`);
    if (!h.narrow) assert.ok(y >= prompt[1] + prompt[3], `${what}: ${id} below the prompt, not scrolled away`);
  }
}

test('at 1280x800 the board takes at least 55% of the window in both games', async () => {
  const viewport = { width: 1280, height: 800 };
  for (const [game, query] of games) {
    const { page, context, errors, h } = await tableAt(viewport, `${query}seats=human,hard&seed=5&`);
    const share = boardShare(h, viewport);
    assert.ok(share >= 0.55, `${game}: the board takes ${(100 * share).toFixed(1)}% of the window`);
    await shot(page, `layout-${game.toLowerCase()}-1280x800.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the hand and the prompt stay in view at 150% interface size, with four players, and on a phone', async () => {
  const cases = [
    ['150%', { width: 1280, height: 800 }, 'seats=human,hard&seed=5&', { scale: 1.5 }],
    ['four players, 1366x768', { width: 1366, height: 768 }, 'seats=human,easy,easy,easy&seed=9&', {}],
    ['four players, 1366x768, 125%', { width: 1366, height: 768 }, 'seats=human,easy,easy,easy&seed=9&', { scale: 1.25 }],
    ['phone', { width: 390, height: 844 }, 'seats=human,hard&seed=5&', { touch: true }],
  ];
  for (const [game, gameQuery] of games) {
    for (const [what, viewport, query, options] of cases) {
      const { page, context, errors, h } = await tableAt(viewport, gameQuery + query, options);
      assertInView(h, viewport, `${game}, ${what}`);
      await shot(page, `layout-${game.toLowerCase()}-${what.replace(/[^a-z0-9]+/gi, '-')}.png`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

// A target lies in the part of its panel that shows.
function assertShown(h, id, what) {
  const [, y, , ht, top, bottom] = h.targets[id];
  assert.ok(y >= top - 0.5 && y + ht <= bottom + 0.5, `${what}: ${id} in view in its panel (${[y, ht]} in ${[top, bottom]})`);
}

test('at 150% in French and German and on a phone, Arkadia\'s hand and every decision\'s controls stay in view, turn after turn', async () => {
  const desk = { width: 1280, height: 800 }, phone = { width: 390, height: 844 };
  for (const [lang, viewport, options] of [['fr', desk, { scale: 1.5 }], ['de', desk, { scale: 1.5 }], ['en', phone, { touch: true }]]) {
    const { page, context, errors } = await tableAt(viewport, `lang=${lang}&seats=human,hard&seed=5&`, options);
    const random = rng(11);
    const seen = new Set();
    for (let step = 0; step < 16; ++step) {
      const h = await humanTurn(page);
      if (h.screen === 'score') break;
      const what = `${lang}, ${viewport.width}x${viewport.height}, step ${step}, ${h.phase}`;
      seen.add(h.phase);
      // A phone's panel has no room for the hand and every decision's controls: the hand is in view
      // when it is the decision (laying out), the controls when they are.
      if (viewport !== phone || h.phase === 'must') assertInView(h, viewport, what);
      // The decision's own controls: the cards to take, the banner's buttons, the sale's.
      if (h.phase === 'refill') for (const id of ['display.0', 'deck']) assertShown(h, id, what);
      if (h.phase === 'banner') for (const id of ['banner.use', 'banner.skip']) assertShown(h, id, what);
      if (h.phase === 'sell') assertShown(h, 'sell.confirm', what);
      // A finger has no keys to be told of (issue 77: the phone said "Keys: 1, 2, 3 or D").
      if (h.phase === 'refill' && viewport === phone) assert.match(h.texts['refill.help'] ?? '', /^Take a face-up card .*: tap it\.$/, what);
      if (h.phase === 'refill') await shot(page, `layout-arkadia-${viewport === phone ? 'phone' : '150'}-${lang}-refill.png`);
      await playHumanStep(page, random);
    }
    assert.ok(seen.has('must') && seen.has('refill'), `${lang}: the turns went through laying out and refilling (${[...seen]})`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('on a phone a finger dragged over a panel scrolls it, and lifting it taps nothing', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, context, errors, h } = await tableAt(viewport, 'seats=human,hard&seed=5&', { touch: true });
  // The Play tab's panel: the cards on offer and the hand, more than its height on a phone.
  const ids = Object.keys(h.targets).filter((id) => /^(display\.\d|deck|hand\.\d)$/.test(id));
  const last = ids.reduce((a, b) => (h.targets[a][1] >= h.targets[b][1] ? a : b));
  const [x, y, w, ht, top, bottom] = h.targets[last];
  assert.ok(y + ht > bottom || y < top, `the panel has more than it shows (${last} at ${y}, panel ${top}..${bottom})`);
  // A drag that starts on a card: up by 120 px in steps, each waited for by a drawn frame.
  const cdp = await context.newCDPSession(page);
  const start = ids.map((id) => h.targets[id]).find((t) => t[1] >= t[4] && t[1] + t[3] <= t[5]);
  assert.ok(start, "a card in view in the panel (the finger may leave the panel as it drags)");
  const fx = start[0] + start[2] / 2;
  let fy = start[1] + start[3] / 2;
  const frame = async (type, points) => {
    const before = (await page.evaluate(() => window.pageFrames())).frames;
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await page.waitForFunction((n) => window.pageFrames().frames > n, before, { polling: 20 });
  };
  await frame('touchStart', [{ x: fx, y: fy }]);
  for (let step = 0; step < 6; ++step) await frame('touchMove', [{ x: fx, y: (fy -= 20) }]);
  await frame('touchEnd', []);
  const after = await until(page, (s) => s.settled, 'the page settled');
  const moved = h.targets[last][1] - after.targets[last][1];
  assert.ok(moved > 60, `the panel scrolled with the finger (by ${moved} px)`);
  assert.equal(after.actions, h.actions, 'no move was played');
  assert.equal(after.input.card, '', 'no card was picked by the drag');
  assert.deepEqual(errors, []);
  await context.close();
});

// Arkadia's final round: "Final round: 1 turn left." decides how the last turn is played, so it is
// never cut at the status box's edge (it once showed as "Fi…"): wrapped, in each language, at
// 1280x800, at 150% and on a phone. The game file stops in the final round with Ada to move.
test('Arkadia\'s final-round warning is whole in English, French and German, at 150% and on a phone', async () => {
  const cases = [['en', { width: 1280, height: 800 }, 1, false], ['fr', { width: 1280, height: 800 }, 1.5, false],
                 ['de', { width: 390, height: 844 }, 1, true]];
  for (const [lang, viewport, scale, touch] of cases) {
    const what = `${lang}, ${viewport.width}x${viewport.height} at ${scale * 100}%`;
    const initScript = `localStorage.setItem('arkadia.settings', JSON.stringify({ ui_scale: ${scale} }))`;
    const { page, context, errors } = await openPage(env.browser, `${env.url}?lang=${lang}&aidelay=0`, { viewport, hasTouch: touch, initScript });
    const chooser = page.waitForEvent('filechooser');
    await clickMenu(page, 'menu.game', 'menu.import');
    await (await chooser).setFiles(resolve(repo, 'tests/browser/data/arkadia-final-round.json'));
    const h = await until(page, (x) => x.screen === 'play' && x.humanToMove && x.settled && x.targets['status.warning'],
                          `${what}: Ada to move in the final round`);
    const [x, y, w, ht, top, bottom, left, right] = h.targets['status.warning'];
    assert.match(h.texts['status.warning'], /[12]/, `${what}: the warning counts the turns left`);
    assert.ok(x >= left - 0.5 && x + w <= right + 0.5, `${what}: the warning is not cut at the side (${[x, w]} in ${[left, right]})`);
    assert.ok(y >= top - 0.5 && y + ht <= bottom + 0.5, `${what}: the warning is not cut at the bottom (${[y, ht]} in ${[top, bottom]})`);
    const prompt = h.targets['status.prompt'];
    assert.ok(prompt[1] + prompt[3] <= prompt[5] + 0.5, `${what}: the prompt under it is whole too (${[prompt[1], prompt[3]]} in ${prompt[5]})`);
    await shot(page, `final-round-${lang}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the tabs under the status stay where the pointer left them, turn after turn, in both games', async () => {
  // At 1280x800 the players and the log are tabs under the status; its text changes with the
  // turn, the phase and the prompt, and the tabs must not move with it (a click meant for "Log"
  // landed in the status).
  for (const [name, query] of games) {
    const viewport = { width: 1280, height: 800 };
    const { page, context, errors, h: first } = await tableAt(viewport, `${query}lang=fr&seats=human,easy&`);
    assert.ok(first.targets['tab.0'], `${name}: the panels are in tabs`);
    const tops = [];
    const note = (top) => { if (tops[tops.length - 1] !== top) tops.push(top); };
    const random = rng(8);
    let h = first;
    for (let i = 0; i < 30 && h.screen === 'play'; ++i) {
      note(Math.round(h.targets['tab.0'][1]));
      if (name === 'Arkadia') await playHumanStep(page, random);
      else {
        await page.evaluate((m) => Module.ccall('page_move_entered', null, ['string'], [m]), h.legal[Math.floor(random() * h.legal.length)]);
        await until(page, (x, n = h.actions) => x.actions !== n && x.settled, 'the move played');
      }
      // Every frame on the way to the next turn, the computer's included.
      h = await until(page, (x) => { if (x.settled && x.targets['tab.0']) note(Math.round(x.targets['tab.0'][1])); return x.settled && (x.humanToMove || x.screen !== 'play'); },
                      'the next turn');
    }
    // The status grows to the tallest text it has needed (early in a game, a few times at most);
    // it never shrinks, so the tabs never come back up under the pointer.
    assert.ok(tops.length <= 3 && tops.every((t, i) => i === 0 || t > tops[i - 1]),
              `${name}: the tabs stayed put or only moved down, rarely (they were at ${tops.join(', ')})`);
    await shot(page, `tabs-still-${name.toLowerCase()}-fr.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// A quick click lands where it is made (issue 77: a trackpad's quick click lit the Players or Log
// tab and left the panel as it was): the move to a tab and the press in one frame (Dear ImGui's tab
// takes a press only where the pointer hovered the frame before, and the pointer was on the
// board), or a press and release with no move to them at all (SDL put the press where the last
// move had left the pointer). The tab's panel shows, and nothing happens on the board.
test('a quick click switches the tab it is made on, also with no pause or no move before it, in both games', async () => {
  for (const [name, query] of games) {
    const { page, context, errors, h: first } = await tableAt({ width: 1280, height: 800 }, `${query}seats=human,easy&seed=5&`);
    const cdp = await context.newCDPSession(page);
    const mouse = (type, x, y) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: 1 });
    const log = (z) => z.targets['log.area'], play = (z) => !z.targets['log.area'] && z.targets['hand.0'];
    let h = first;
    for (const [tab, shows, withMove] of [['tab.2', log, true], ['tab.0', play, true], ['tab.2', log, false], ['tab.0', play, false]]) {
      // The pointer rests on the board, then the tab is clicked at once.
      await mouse('mouseMoved', h.board.x + h.board.cell * 2.5, h.board.y + h.board.cell * 2.5);
      h = await until(page, (z) => z.settled && z.queuedInputs === 0, 'the pointer on the board');
      const [x, y, w, ht] = h.targets[tab];
      const at = [x + w / 2, y + ht / 2];
      await Promise.all([...(withMove ? [mouse('mouseMoved', ...at)] : []), mouse('mousePressed', ...at), mouse('mouseReleased', ...at)]);
      const what = `${name}: a quick click on ${tab} ${withMove ? 'with its move' : 'with no move'}`;
      h = await until(page, (z) => z.settled && z.queuedInputs === 0 && shows(z), `${what} to show its panel`, 10000);
      assert.equal(h.actions, first.actions, `${what}: nothing played on the board`);
      assert.deepEqual(h.selected ?? [], [], `${what}: nothing picked on the board`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// A tooltip sits beside what it explains, never over it (issue 48: at the pointer it covered the
// hint button's word and the card names it explains), and inside the window: the Hint button in
// both games, a card in Arkadia's hand and in ArkantiS's, at 1280x800 and at 150%.
test('a tooltip sits beside what it explains and inside the window, in both games', async () => {
  const overlap = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
  for (const scale of [1, 1.5]) {
    for (const [name, query] of games) {
      const viewport = { width: 1280, height: 800 };
      const { page, context, errors } = await tableAt(viewport, `${query}lang=en&seats=human,easy&seed=4&`, { scale });
      for (const id of ['hint', 'hand.0']) {
        const shown = await until(page, (x) => x.settled && x.targets[id], `${name}: ${id} on screen`);
        const [x, y, w, ht] = shown.targets[id];
        await page.mouse.move(x + w / 2, y + ht / 2);
        const h = await until(page, (z) => z.settled && z.tooltipRect, `${name}: the tooltip of ${id}`);
        const tip = h.tooltipRect, item = h.targets[id];
        const what = `${name} at ${scale * 100}%: the tooltip of ${id} (${tip.map(Math.round)}) and the item (${item.map(Math.round)})`;
        assert.ok(!overlap(tip, item), `${what} do not overlap`);
        assert.ok(tip[0] >= -0.5 && tip[1] >= -0.5 && tip[0] + tip[2] <= viewport.width + 0.5 && tip[1] + tip[3] <= viewport.height + 0.5,
                  `${what}: inside the window`);
        if (scale === 1 && id === 'hint') await shot(page, `tooltip-${name}.png`);
        await page.mouse.move(2, viewport.height - 2);
        await until(page, (z) => z.settled && !z.tooltipRect, `${name}: the tooltip gone`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

// The new-game form never moves under the pointer when a seat changes kind: a computer's levels
// on a line of their own (a phone) keep their place for a person too, unseen (issue 48: the form
// shifted under the cursor, and the next tap landed on another control).
test('the new-game form keeps still when a seat changes kind, on a phone', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, context, errors } = await openPage(env.browser, `${env.url}?game=arkantis&lang=en`, { viewport, hasTouch: true });
  const tap = async (id) => {
    const h = await until(page, (x) => x.settled && x.targets[id], `${id} on screen`);
    const [x, y, w, ht] = h.targets[id];
    await page.touchscreen.tap(x + w / 2, y + ht / 2);
  };
  let h = await until(page, (x) => x.screen === 'new-game' && x.settled && x.targets['seat1.level.0'], 'the form, seat 2 the computer\'s');
  const below = ['seat1.colour.0', 'newgame.seed'];
  const before = below.map((id) => h.targets[id]?.slice(0, 2));
  await tap('seat1.human');
  h = await until(page, (x) => x.settled && !x.form.seats[1].ai, 'seat 2 a person');
  assert.equal(h.targets['seat1.level.0'], undefined, 'no levels to choose for a person');
  assert.deepEqual(below.map((id) => h.targets[id]?.slice(0, 2)), before, 'nothing below moved');
  await tap('seat1.ai');
  h = await until(page, (x) => x.settled && x.form.seats[1].ai && x.targets['seat1.level.0'], 'seat 2 the computer\'s again');
  assert.deepEqual(below.map((id) => h.targets[id]?.slice(0, 2)), before, 'nothing below moved back');
  assert.deepEqual(errors, []);
  await context.close();
});

// ArkantiS's status on a phone: the prompt and what happened since the last turn are whole in
// every language (issue 48: the phone's status line was cut, "... Computer (Leicht) -3"), also
// at 150%, where the turn's line keeps clear of the Hint button (issue 77: "Du bist am Zug." ran
// under it) and the box grows to its last line (it was cut).
test('ArkantiS\'s status line is whole on a phone in English, French and German, at 100% and 150%', async () => {
  const viewport = { width: 390, height: 844 };
  for (const [lang, scale] of [['en', 1], ['fr', 1], ['de', 1], ['en', 1.5], ['fr', 1.5], ['de', 1.5]]) {
    const { page, context, errors, h } = await tableAt(viewport, `game=arkantis&lang=${lang}&seats=human,easy&seed=4&`, { touch: true, scale });
    const [fx, fy, fw, fh] = h.targets['status.first'];
    const [bx, by, bw, bh] = h.targets.hint;
    assert.ok(fx + fw <= bx || bx + bw <= fx || fy + fh <= by || by + bh <= fy,
              `${lang} at ${scale * 100}%: the turn's line (${[fx, fy, fw, fh]}) clear of the Hint button (${[bx, by, bw, bh]})`);
    const whole = (x, id, what) => {
      const [tx, ty, w, ht, top, bottom, left, right] = x.targets[id];
      assert.ok(tx >= left - 0.5 && tx + w <= right + 0.5, `${what}: ${id} not cut at the side (${[tx, w]} in ${[left, right]})`);
      assert.ok(ty >= top - 0.5 && ty + ht <= bottom + 0.5, `${what}: ${id} not cut at the bottom (${[ty, ht]} in ${[top, bottom]})`);
      assert.ok(tx + w <= viewport.width + 0.5, `${what}: ${id} inside the window`);
    };
    whole(h, 'status.prompt', `${lang}, the turn's first step`);
    // What the computer did since: whole too, however many lines it takes (German was cut).
    assert.ok(h.targets['status.since'], `${lang}: the computer played first, and the status says what it did`);
    whole(h, 'status.since', `${lang}, since the last turn`);
    await shot(page, `arkantis-status-phone-${lang}${scale === 1 ? '' : '-150'}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Issue 77, "player boards, not text lists": each seat has a board in its colour beside the
// board (the side column at 1280x800 and 150%, a strip under the board on a phone), inside the
// window, clear of the board's squares and of each other, and the whose-turn marker sits on the
// board of the player to move, in both games, with two players and with four.
test('each player has a board beside the board, clear of it and of the others, the marker on the player to move\'s', async () => {
  const desk = { width: 1280, height: 800 }, phone = { width: 390, height: 844 };
  const cases = [
    ['1280x800', desk, 'seats=human,hard&seed=5&', {}],
    ['1280x800, four players, German', desk, 'lang=de&seats=human,easy,easy,easy&seed=9&', {}],
    ['150%, French', desk, 'lang=fr&seats=human,hard&seed=5&', { scale: 1.5 }],
    ['phone', phone, 'seats=human,hard&seed=5&', { touch: true }],
    ['phone, four players', phone, 'seats=human,easy,easy,easy&seed=9&', { touch: true }],
  ];
  const overlap = (a, b) => a[0] < b[0] + b[2] - 0.5 && b[0] < a[0] + a[2] - 0.5 && a[1] < b[1] + b[3] - 0.5 && b[1] < a[1] + a[3] - 0.5;
  const inside = (inner, outer) => inner[0] >= outer[0] - 0.5 && inner[1] >= outer[1] - 0.5 &&
    inner[0] + inner[2] <= outer[0] + outer[2] + 0.5 && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5;
  for (const [game, gameQuery] of games) {
    for (const [what, viewport, query, options] of cases) {
      // Arkadia's board turned on an upright phone keeps every pixel of its height (squares for a
      // finger): no strip there yet.
      if (game === 'Arkadia' && viewport === phone) continue;
      const { page, context, errors, h } = await tableAt(viewport, gameQuery + query, options);
      const where = `${game}, ${what}`;
      const squares = [h.board.x, h.board.y, h.board.cell * h.board.across, h.board.cell * h.board.down];
      const boards = h.seats.map((_, p) => h.targets[`board.${p}`]);
      boards.forEach((b, p) => {
        assert.ok(b, `${where}: seat ${p} has a board`);
        assert.ok(inside(b, [0, 0, viewport.width, viewport.height]), `${where}: board ${p} inside the window (${b})`);
        assert.ok(b[1] >= b[4] - 0.5 && b[1] + b[3] <= b[5] + 0.5, `${where}: board ${p} whole in its part of the screen`);
        assert.ok(!overlap(b, squares), `${where}: board ${p} (${b}) clear of the board's squares (${squares})`);
        assert.match(h.texts[`board.${p}`] ?? '', /: (-?\d+|\?)$/, `${where}: board ${p} says a name and a score`);
        boards.forEach((c, q) => assert.ok(q === p || !overlap(b, c), `${where}: boards ${p} and ${q} apart`));
        for (const id of ['status.prompt', 'tab.0']) {
          if (h.targets[id]) assert.ok(!overlap(b, h.targets[id]), `${where}: board ${p} clear of ${id}`);
        }
      });
      const marker = h.targets['board.turn'];
      assert.ok(marker, `${where}: the whose-turn marker is drawn`);
      assert.ok(inside(marker, boards[h.current]), `${where}: the marker (${marker}) on the board of seat ${h.current} (${boards[h.current]})`);
      await shot(page, `boards-${game.toLowerCase()}-${what.replace(/[^a-z0-9]+/gi, '-')}.png`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
