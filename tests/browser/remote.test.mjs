// Play between devices at the page (issue 49), the host's side: a table with a friend's seat
// started from the new-game form opens the host's peer and shows the friend's invitation (the
// link, Copy, the QR code); a friend in a second Chromium browser joins with the link's seat and
// secret through the transport and hears the welcome and its seat's view, never another hand;
// the host sees the friend joined, then away when it leaves. Run inside a network namespace the
// test makes (netns.mjs) with a PeerJS broker of our own (scripts/broker.mjs) that the site
// names as if built with ARKADIA_BROKER (web/make-index.mjs): no traffic leaves the machine.
// Every wait is for a state. The friend's own page (joining from ?join=) is still to come.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNetns } from './netns.mjs';
import { dist, openPage, clickTarget, until, shot, browserOnDemand, closeSharedTable } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { spawnBroker } from '../../scripts/broker.mjs';
import { makeIndex } from '../../web/make-index.mjs';

if (await runInNetns(import.meta.url)) {
  const brokerAddress = 'http://127.0.0.1:9000/broker/';
  const env = { browsers: [] };

  before(async () => {
    env.broker = await spawnBroker(['--host', '127.0.0.1', '--port', '9000', '--path', '/broker/', '--key', 'peerjs']);
    // The tests' site as a site built naming this broker: its index.html and policy name it.
    env.root = mkdtempSync(join(tmpdir(), 'arkadia-remote-'));
    for (const name of readdirSync(dist)) if (name !== 'index.html') symlinkSync(join(dist, name), join(env.root, name));
    writeFileSync(join(env.root, 'index.html'), makeIndex(readFileSync(join(dist, 'index.html'), 'utf8'), brokerAddress));
    env.server = await serve(env.root, 0);
    env.url = `http://127.0.0.1:${env.server.address().port}/`;
  });
  after(() => closeSharedTable(env));
  const browser = browserOnDemand(env);

  // The friend's end, by hand: the transport in a page of the site, the protocol's messages
  // written here; every string it hears kept in window.heard.
  async function friendJoins(link) {
    const url = new URL(link);
    const fragment = new URLSearchParams(url.hash.slice(1));
    const { page, context } = await openPage(await browser(1), env.url + '?lang=en');
    await page.evaluate(async ({ peer, seat, secret }) => {
      await window.pageLoadRemote();
      window.heard = [];
      const meta = new URL(document.querySelector('meta[name="arkadia-broker"]').content);
      window.friend = RemoteTransport.join(peer, {
        broker: { host: meta.hostname, port: Number(meta.port), path: meta.pathname, secure: false, key: 'peerjs' },
        onOpen: () => window.friend.send(JSON.stringify({ v: 1, type: 'join', seat, secret, language: 'en' })),
        onMessage: (text) => window.heard.push(text),
      });
    }, { peer: fragment.get('p'), seat: Number(fragment.get('s')), secret: fragment.get('k') });
    return { page, context };
  }

  test('the host invites a friend with a link and a QR code; the friend joins and hears only its seat', { timeout: 180000 }, async () => {
    const host = await openPage(await browser(0), env.url + '?lang=en&aidelay=0');
    await clickTarget(host.page, 'seat1.friend');
    await clickTarget(host.page, 'newgame.start');
    let h = await until(host.page, (x) => x.screen === 'play' && x.settled && x.remote?.invitations[0]?.link && x.remote.invitations[0].qr > 0 && x.texts['remote.1.link'],
                        'the invitation with its link and QR code', 30000);
    const link = h.remote.invitations[0].link;
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/\?join=arkadia#v=1&p=[\w-]+&s=1&n=2&h=[^&]+&k=[0-9a-f]{32}$/);
    assert.equal(h.texts['remote.1.link'], link, 'the link is on screen');
    assert.ok(h.targets['remote.1.copy'] && h.targets['remote.1.qr'] && h.targets['remote.start_now']);
    assert.equal(h.texts['remote.1.presence'], 'Waiting for Player 2…');
    await shot(host.page, 'remote-invitation-en.png');

    const friend = await friendJoins(link);
    h = await until(host.page, (x) => x.remote.seats[1]?.joined && x.remote.seats[1].connected, 'the friend joined', 30000);
    const heard = await friend.page.waitForFunction(() => window.heard.some((t) => JSON.parse(t).type === 'state') && window.heard, null, { timeout: 30000 });
    const messages = (await heard.jsonValue()).map((t) => JSON.parse(t));
    const welcome = messages.find((m) => m.type === 'welcome');
    assert.equal(welcome.seat, 1);
    assert.equal(welcome.game, 'arkadia');
    // What the friend hears is its seat's view (checked whole, against the host's full game, by
    // the native RemotePlay tests); here: states came, and none carries a seed.
    const states = messages.filter((x) => x.type === 'state');
    assert.ok(states.length >= 1);
    for (const m of states) assert.doesNotMatch(JSON.stringify(m), /seed/i, 'no seed before the end');
    // The friend leaves: the host's page says so.
    await friend.context.close();
    await until(host.page, (x) => x.remote.seats[1].away && x.texts['remote.1.away'] === 'Player 2 is away', 'the friend away', 30000);
    await shot(host.page, 'remote-away-en.png');
    await clickTarget(host.page, 'remote.1.computer');
    await until(host.page, (x) => x.remote.seats[1].computerPlays && x.targets['remote.1.give_back'], 'the computer plays the seat', 10000);
    assert.deepEqual(host.errors, []);
    await host.context.close();
  });
}
