// The board at the centre of the table and the player's controls in view, in both games: at
// 1280x800 the board takes at least 55% of the window; the hand and the prompt stay in the
// window at 150% interface size, with four players at 1366x768 and on a phone held upright.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, humanTurn, laidOutFor, shot } from './browser.mjs';

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

// The hand's cards and the prompt lie inside the window, the cards below the prompt (a card
// scrolled up out of its panel would still have a rectangle, under the status).
function assertInView(h, viewport, what) {
  const prompt = h.targets['status.prompt'];
  assert.ok(prompt, `${what}: the prompt is on screen`);
  assert.ok(prompt[1] >= 0 && prompt[1] + prompt[3] <= viewport.height, `${what}: the prompt is in the window`);
  const cards = Object.keys(h.targets).filter((id) => /^hand\.\d+$/.test(id));
  assert.ok(cards.length > 0, `${what}: the hand is drawn`);
  for (const id of cards) {
    const [x, y, w, ht] = h.targets[id];
    assert.ok(x >= 0 && x + w <= viewport.width + 0.5 && y + ht <= viewport.height + 0.5, `${what}: ${id} inside the window (${[x, y, w, ht]})`);
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
