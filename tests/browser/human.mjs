// A scripted human for the browser tests: picks one of the legal actions the hook lists and
// carries it out the way a person would, with the mouse and the keyboard.
import { hook, until, clickTarget, clickSquare, squareCentre } from './browser.mjs';

export function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

const ORIENTATIONS = ['r0', 'r1', 'r2', 'r3', 'r0m', 'r1m', 'r2m', 'r3m'];
const pick = (list, random) => list[Math.floor(random() * list.length)];

function offsetSquare(name, dr, dc) {
  return String.fromCharCode(name.charCodeAt(0) + dc) + (Number(name.slice(1)) + dr);
}

// Plays the human's current decision through the UI; resolves once the game has moved on.
export async function playHumanStep(page, random) {
  const h = await hook(page);
  const before = h.actions;
  const legal = h.legal;
  const moved = (x) => x.actions !== before || x.screen !== 'play';
  if (h.phase === 'must') {
    const lays = legal.filter((a) => a.startsWith('lay '));
    const workers = legal.filter((a) => a.startsWith('workers '));
    if (legal.includes('pass')) {
      await clickTarget(page, 'pass');
    } else if (workers.length && (random() < 0.55 || !lays.length)) {
      const building = pick(workers, random).split(' ')[1];
      await clickSquare(page, building);
      const chosen = await until(page, (x) => x.input.building >= 0 && x.workerTargets.length > 0, 'worker targets');
      const me = chosen.seats[chosen.current];
      const count = Math.min(1 + Math.floor(random() * 3), chosen.workerTargets.length, me.own + me.neutral);
      const targets = [...chosen.workerTargets].sort(() => random() - 0.5).slice(0, count);
      for (const t of targets) await clickSquare(page, t);
      await clickTarget(page, 'workers.confirm');
    } else {
      const [, card, anchor, orientation] = pick(lays, random).split(' ');
      const index = h.seats[h.current].hand.indexOf(card);
      await clickTarget(page, `hand.${index}`);
      const want = ORIENTATIONS.indexOf(orientation);
      let x = await until(page, (s) => s.input.card === card, 'card selected');
      for (let turns = 0; x.input.orientation !== want && turns < 8; ++turns) {
        const was = x.input.orientation;
        await page.keyboard.press('r');
        x = await until(page, (s) => s.input.orientation !== was, 'the tile to turn');
      }
      if (x.input.orientation !== want) throw new Error(`could not turn ${card} to ${orientation}`);
      const [dr, dc] = x.handle;
      await clickSquare(page, offsetSquare(anchor, dr, dc));
    }
  } else if (h.phase === 'castle') {
    const [, family, k] = pick(legal, random).split(' ');
    await clickTarget(page, `castle.family.${family}`);
    await until(page, (x) => x.input.castleFamily >= 0, 'castle family chosen');
    await clickSquare(page, h.castleSquares[Number(k.slice(1)) - 1]);
    // A piece that would end the turn (no banner left) waits for the player's word.
    const placed = await until(page, (x) => moved(x) || x.heldPiece !== '' || x.notice !== '', 'the castle piece placed', 20000);
    if (!moved(placed) && placed.heldPiece !== '') await clickTarget(page, 'castle.end_turn');
  } else if (h.phase === 'refill') {
    const choice = pick(legal, random).split(' ')[1];
    await clickTarget(page, choice === 'deck' ? 'deck' : `display.${Number(choice) - 1}`);
  } else if (h.phase === 'banner') {
    const use = legal.includes('banner') && random() < 0.35;
    await clickTarget(page, use ? 'banner.use' : 'banner.skip');
    // A banner with nothing to sell ends the turn at once: the page asks once more.
    if (use && (await until(page, (x) => moved(x) || x.confirmBanner, 'the banner used or asked about', 20000)).confirmBanner)
      await clickTarget(page, 'banner.confirm');
  } else if (h.phase === 'sell') {
    for (const f of ['R', 'O', 'B', 'S'])
      if (random() < 0.5 && h.targets[`sell.${f}.all`]) await clickTarget(page, `sell.${f}.all`);
    await clickTarget(page, 'sell.confirm');
  } else {
    throw new Error(`unexpected phase ${h.phase} for a human`);
  }
  const after = await until(page, (x) => moved(x) || x.notice !== '', 'the move to be played', 20000);
  if (!moved(after)) throw new Error(`the page refused the move: ${after.notice}`);
  return after;
}

export { squareCentre };

// One of the person's decisions in ArkantiS: a token taken and confirmed, then a claim if one is
// open, else the end of the turn.
export async function playArkantisDecision(page, h) {
  if (h.phase === 'action') {
    const take = h.legal.find((a) => /^take \S+$/.test(a));
    await clickSquare(page, take.split(' ')[1]);
    await until(page, (x) => x.selected.length === 1 && x.settled, 'the token selected');
    await clickTarget(page, 'confirm');
  } else {
    const claim = h.legal.find((a) => a.startsWith('claim '));
    await clickTarget(page, claim ? `claim.${claim.split(' ')[2]}` : 'end');
  }
  await until(page, (x) => x.actions > h.actions && x.settled, 'the decision played');
}
