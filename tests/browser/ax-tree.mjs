// What a screen reader finds on each screen (issue 76): the accessibility tree Chromium builds,
// printed as Markdown, one section per screen: the game chooser, the new-game form, a game at the
// table, the review after it and a friend's invitation. Not a test (access.test.mjs and the Orca
// test check the parts that matter); the list in docs/accessibility.md is its output:
//   node tests/browser/ax-tree.mjs > docs/accessibility-tree.md
// Only nodes a reader meets: not ignored, with a role that is not a mere container; long names
// are cut; a list of more than 12 like items (the rules, a board's rows) is summed up.
import { launch, startServer, openPage, until, clickTarget } from './browser.mjs';

const containers = new Set(['generic', 'none', 'InlineTextBox', 'StaticText', 'LineBreak', 'paragraph', 'listitem', 'ListMarker', 'RootWebArea']);
const cut = (text, n = 90) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

async function tree(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const lines = [];
  const walk = (node, depth) => {
    const role = node.role?.value ?? '';
    const shown = !node.ignored && !containers.has(role);
    if (shown) {
      const props = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
      const state = ['checked', 'selected', 'expanded', 'focused', 'live', 'hasPopup'].filter((k) => props[k] !== undefined && props[k] !== false && props[k] !== 'false')
        .map((k) => (props[k] === true || props[k] === 'true' ? k : `${k}=${props[k]}`));
      lines.push(`${'  '.repeat(depth)}- ${role}${node.name?.value ? ` "${cut(node.name.value)}"` : ''}${state.length ? ` (${state.join(', ')})` : ''}`);
    }
    const children = (node.childIds ?? []).map((id) => byId.get(id)).filter(Boolean);
    let same = 0;
    for (const [i, child] of children.entries()) {
      if (i > 0 && child.role?.value === children[i - 1].role?.value && child.role?.value === 'listitem') ++same;
      if (same >= 12) continue;
      walk(child, shown ? depth + 1 : depth);
    }
    if (same >= 12) lines.push(`${'  '.repeat(depth + 1)}- … ${children.length - 12} more of the same`);
  };
  walk(nodes[0], 0);
  return lines.join('\n');
}

const browser = await launch();
const { server, url } = await startServer();
const section = async (title, address, ready) => {
  const { page, context } = await openPage(browser, `${url}${address}`);
  await ready(page);
  console.log(`## ${title}\n\n\`${address}\`\n\n${await tree(page)}\n`);
  return { page, context };
};
try {
  console.log('# The accessibility tree, screen by screen\n\nPrinted by `node tests/browser/ax-tree.mjs` on the site with the test hook (the players\' site has the same tree). What Chromium gives a screen reader: roles, names, states.\n');
  let s = await section('The game chooser (a first visit)', '?lang=en', (page) => until(page, (x) => x.screen === 'chooser' && x.settled, 'the chooser'));
  await s.context.close();
  s = await section('The new-game form', '?game=arkantis&lang=en', (page) => until(page, (x) => x.screen === 'new-game' && x.settled, 'the form'));
  await s.context.close();
  s = await section('A game at the table (ArkantiS, the person to move)', '?game=arkantis&seats=human,easy&seed=4&aidelay=0&lang=en',
                    (page) => until(page, (x) => x.humanToMove && x.settled, 'the person to move'));
  // The review: the person passes at once, the computer plays on alone, the review runs.
  const { page } = s;
  await clickTarget(page, 'pass');
  await until(page, (x) => x.confirmPass && x.settled, 'the pass asked');
  await clickTarget(page, 'pass.confirm');
  await until(page, (x) => x.scoreShown && x.settled, 'the result', 240000);
  await clickTarget(page, 'review.start');
  await until(page, (x) => x.review?.finished && x.settled, 'the review', 300000);
  console.log(`## The result and the review after the game\n\n(the same game, after a pass)\n\n${await tree(page)}\n`);
  await s.context.close();
  s = await section('A friend\'s invitation (the host\'s side)', '?lang=en&aidelay=0', async (p) => {
    await until(p, (x) => x.settled, 'the page');
    await clickTarget(p, 'seat1.friend');
    await clickTarget(p, 'newgame.start');
    await until(p, (x) => x.screen === 'play' && x.settled, 'the table with its invitation');
  });
  await s.context.close();
} finally {
  await browser.close();
  server.close();
}
