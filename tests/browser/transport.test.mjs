// The transport for play between devices (issue 49; web/remote_transport.js,
// docs/remote-transport.md) between two and three separate Chromium browsers, inside a network
// namespace the test makes itself (tests/browser/netns.mjs), so no traffic leaves the machine:
// a PeerJS broker of our own (scripts/broker.mjs) on 127.0.0.1:9000 and the test page
// (tests/browser/data/transport/) under the site's CSP plus the broker's connect-src entries.
// Every wait is for a state (polled), never for a time. The round trip's median is printed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNetns } from './netns.mjs';
import { repo, browserOnDemand, closeSharedTable, quantile } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { spawnBroker } from '../../scripts/broker.mjs';

if (await runInNetns(import.meta.url)) {
  const pageDir = resolve(repo, 'tests/browser/data/transport');
  const broker = { host: '127.0.0.1', port: 9000, path: '/broker/', secure: false, key: 'peerjs' };
  // No STUN or TURN: inside the namespace there is nothing to ask; host candidates suffice.
  const config = { broker, iceServers: [] };
  const env = { browsers: [], pages: [] };

  // The page's policy, as its <meta> says; the static server sends the same as its header.
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(pageDir, 'index.html'), 'utf8'))[1];

  before(async () => {
    // scripts/broker's own command line, in a process of its own.
    env.broker = await spawnBroker(['--host', '127.0.0.1', '--port', String(broker.port), '--path', broker.path, '--key', broker.key]);
    assert.deepEqual(env.broker.settings.broker, broker, 'scripts/broker prints the settings the page uses');
    env.root = mkdtempSync(join(tmpdir(), 'arkadia-transport-'));
    for (const [name, from] of [['index.html', join(pageDir, 'index.html')], ['page.js', join(pageDir, 'page.js')],
                                ['remote_transport.js', resolve(repo, 'web/remote_transport.js')],
                                ['peerjs.min.js', resolve(repo, 'node_modules/peerjs/dist/peerjs.min.js')]]) {
      symlinkSync(from, join(env.root, name));
    }
    env.server = await serve(env.root, 0);
    // scripts/serve.mjs sends the site's policy, which names no broker: this page's names ours.
    const [handler] = env.server.listeners('request');
    env.server.removeAllListeners('request');
    env.server.on('request', (req, res) => {
      const writeHead = res.writeHead;
      res.writeHead = function (status, headers) { return writeHead.call(this, status, { ...headers, 'Content-Security-Policy': policy }); };
      handler(req, res);
    });
    env.url = `http://127.0.0.1:${env.server.address().port}/`;
  });
  after(() => closeSharedTable(env));

  const browser = browserOnDemand(env);

  async function open(n) {
    const context = await (await browser(n)).newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(env.url);
    await page.waitForFunction(() => window.driver && window.RemoteTransport && window.Peer);
    const p = { page, context, errors, close: () => context.close() };
    env.pages.push(p);
    return p;
  }

  // What a page heard so far (window.heard), fetched from where the last look stopped.
  async function heard(p) {
    p.log ??= [];
    p.log.push(...await p.page.evaluate((from) => window.heard.slice(from), p.log.length));
    return p.log;
  }
  // Polls what the page heard until `predicate(list, arg)` holds (a state, never a fixed time).
  async function until(p, predicate, arg, what, timeout = 20000) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const list = await heard(p);
      if (predicate(list, arg)) return list;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; heard: ${JSON.stringify(list.slice(-8).map((e) => ({ ...e, text: e.text?.slice(0, 40) })))}`);
      await new Promise((ok) => setTimeout(ok, 20));
    }
  }
  const messages = (list, peerId) => list.filter((e) => e.type === 'message' && (peerId === undefined || e.peerId === peerId)).map((e) => e.text);
  const countOf = (list, type, key, value) => list.filter((e) => e.type === type && (key === undefined || e[key] === value)).length;

  // A host in browser `n`, and its id on the broker.
  async function startHost(n, extra = {}) {
    const p = await open(n);
    p.id = await p.page.evaluate((c) => window.driver.host(c), { ...config, ...extra });
    assert.ok(p.id, 'the host has an id on the broker');
    return p;
  }
  // A friend in browser `n` joined to `host`; resolves once both sides say so, with its peerId at the host.
  async function joinHost(n, host) {
    const g = await open(n);
    const peersBefore = (await heard(host)).filter((e) => e.type === 'peer').length;
    const t0 = Date.now();
    await g.page.evaluate(({ id, c }) => window.driver.join(id, c), { id: host.id, c: config });
    await until(g, (h) => h.some((e) => e.type === 'open'), null, 'the friend to connect');
    const list = await until(host, (h, n) => h.filter((e) => e.type === 'peer').length > n, peersBefore, 'the host to see the friend');
    g.peerId = list.filter((e) => e.type === 'peer').at(-1).peerId;
    g.joinMs = Date.now() - t0;
    return g;
  }
  const median = (xs) => quantile(xs, 0.5);

  // A text that is large and not only ASCII: accents, CJK, an emoji (a surrogate pair) across
  // the 16 Ki-character frames.
  const bigText = (n) => Array.from({ length: n }, (_, i) => (i % 997 === 0 ? '🂡' : i % 13 === 0 ? 'é' : i % 17 === 0 ? '城' : 'a')).join('');

  test('two browsers: strings both ways arrive intact and in order; the round trip is measured', async () => {
    const host = await startHost(0);
    const friend = await joinHost(1, host);
    console.log(`a friend joined (broker, then the data channel open on both sides) in ${friend.joinMs} ms`);
    const count = 80;
    await friend.page.evaluate((n) => window.driver.burst('to host', 0, n), count);
    await host.page.evaluate(({ n, to }) => window.driver.burst('to friend', 0, n, to), { n: count, to: friend.peerId });
    const big = bigText(150000);
    await friend.page.evaluate((t) => window.driver.guestSend(t), big);
    await host.page.evaluate(({ t, to }) => window.driver.hostSend(to, t), { t: big, to: friend.peerId });

    const atHost = messages(await until(host, (h, n) => h.filter((e) => e.type === 'message').length >= n, count + 1, 'the friend\'s messages'));
    const atFriend = messages(await until(friend, (h, n) => h.filter((e) => e.type === 'message').length >= n, count + 1, 'the host\'s messages'));
    assert.deepEqual(atHost.slice(0, count), Array.from({ length: count }, (_, i) => `to host ${i}`));
    assert.deepEqual(atFriend.slice(0, count), Array.from({ length: count }, (_, i) => `to friend ${i}`));
    assert.ok(atHost[count] === big, 'the big message reached the host intact');
    assert.ok(atFriend[count] === big, 'the big message reached the friend intact');

    const times = await friend.page.evaluate((n) => window.driver.roundTrips(n), 50);
    console.log(`round trip friend -> host -> friend, 2 browsers: median ${median(times).toFixed(2)} ms, ` +
                `min ${Math.min(...times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (50 trips)`);
    assert.deepEqual(friend.errors.concat(host.errors), []);
    await friend.close();
    await host.close();
  });

  test('three browsers: one host, two friends; each friend hears only what is sent to it', async () => {
    const host = await startHost(0);
    const anna = await joinHost(1, host);
    const ben = await joinHost(2, host);
    assert.notEqual(anna.peerId, ben.peerId);
    for (const [p, name] of [[anna, 'anna'], [ben, 'ben']]) await p.page.evaluate((n) => window.driver.burst(n, 0, 20), name);
    await host.page.evaluate(({ a, b }) => { window.driver.burst('for anna', 0, 20, a); window.driver.burst('for ben', 0, 20, b); },
                             { a: anna.peerId, b: ben.peerId });
    const atHost = await until(host, (h) => h.filter((e) => e.type === 'message').length >= 40, null, 'both friends\' messages');
    assert.deepEqual(messages(atHost, anna.peerId), Array.from({ length: 20 }, (_, i) => `anna ${i}`));
    assert.deepEqual(messages(atHost, ben.peerId), Array.from({ length: 20 }, (_, i) => `ben ${i}`));
    for (const [p, name] of [[anna, 'anna'], [ben, 'ben']]) {
      const got = messages(await until(p, (h) => h.filter((e) => e.type === 'message').length >= 20, null, `${name}'s messages`));
      assert.deepEqual(got, Array.from({ length: 20 }, (_, i) => `for ${name} ${i}`));
    }
    const times = await ben.page.evaluate((n) => window.driver.roundTrips(n), 30);
    console.log(`round trip friend -> host -> friend, 3 browsers: median ${median(times).toFixed(2)} ms (30 trips)`);
    for (const p of [host, anna, ben]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('a friend who closes the page and opens it again reconnects; a dropped connection comes back by itself', async () => {
    const host = await startHost(0);
    let friend = await joinHost(1, host);
    const first = friend.peerId;
    let t0 = Date.now();
    await friend.close();
    await until(host, (h, id) => h.some((e) => e.type === 'close' && e.peerId === id), first, 'the host to see the friend leave');
    console.log(`a friend's page closed: the host knew after ${Date.now() - t0} ms`);
    assert.deepEqual(await host.page.evaluate(() => window.driver.hostPeers()), []);

    friend = await joinHost(1, host);
    assert.notEqual(friend.peerId, first, 'a new connection, a new peerId');
    await friend.page.evaluate(() => window.driver.guestSend('back again'));
    await until(host, (h, id) => h.some((e) => e.type === 'message' && e.peerId === id && e.text === 'back again'), friend.peerId, 'the message after the return');

    // The host cuts the connection: the friend's transport reconnects by itself.
    await host.page.evaluate((id) => window.driver.hostSend(id, 'before'), friend.peerId);
    await until(friend, (h) => h.some((e) => e.type === 'message' && e.text === 'before'), null, 'the message before the drop');
    const peersBefore = countOf(await heard(host), 'peer');
    t0 = Date.now();
    await host.page.evaluate((id) => window.driver.hostDisconnect(id), friend.peerId);
    await until(friend, (h) => h.some((e) => e.type === 'close'), null, 'the friend to see the drop');
    await until(friend, (h) => h.some((e) => e.type === 'open' && e.again), null, 'the friend to reconnect by itself');
    console.log(`a dropped connection: the friend was back after ${Date.now() - t0} ms`);
    const list = await until(host, (h, n) => h.filter((e) => e.type === 'peer').length > n, peersBefore, 'the host to see the friend again');
    const again = list.filter((e) => e.type === 'peer').at(-1).peerId;
    await friend.page.evaluate(() => window.driver.guestSend('after the drop'));
    await host.page.evaluate((id) => window.driver.hostSend(id, 'welcome back'), again);
    await until(host, (h, id) => h.some((e) => e.type === 'message' && e.peerId === id && e.text === 'after the drop'), again, 'the message after the drop');
    await until(friend, (h) => h.some((e) => e.type === 'message' && e.text === 'welcome back'), null, 'the host\'s message after the drop');
    for (const p of [host, friend]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('a host who closes the page is gone for its friends, who reconnect when it opens again with its id', async () => {
    let host = await startHost(0);
    const id = host.id;
    const token = await host.page.evaluate(() => window.driver.hostToken());
    const friend = await joinHost(1, host);
    let t0 = Date.now();
    await host.close();
    await until(friend, (h) => h.some((e) => e.type === 'close'), null, 'the friend to see the host leave');
    console.log(`the host's page closed: the friend knew after ${Date.now() - t0} ms`);
    // The broker keeps a message for an unknown host 5 s before it says so: a state, awaited.
    await until(friend, (h) => h.some((e) => e.type === 'error' && e.code === 'host-gone'), null, 'host-gone', 40000);
    assert.equal(await friend.page.evaluate(() => window.driver.guestOpen()), false);

    host = await open(0);
    t0 = Date.now();
    assert.equal(await host.page.evaluate((c) => window.driver.host(c), { ...config, id, token }), id, 'the same id again');
    await until(friend, (h) => h.some((e) => e.type === 'open' && e.again), null, 'the friend to reconnect by itself');
    console.log(`the host's page opened again: the friend was back after ${Date.now() - t0} ms`);
    const list = await until(host, (h) => h.some((e) => e.type === 'peer'), null, 'the host to see the friend');
    await host.page.evaluate((to) => window.driver.hostSend(to, 'the table is back'), list.find((e) => e.type === 'peer').peerId);
    await until(friend, (h) => h.some((e) => e.type === 'message' && e.text === 'the table is back'), null, 'the host\'s message');
    for (const p of [host, friend]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('an oversized message is refused on both sides; a flood is cut down', async () => {
    const host = await startHost(0);
    const friend = await joinHost(1, host);
    // Sending: refused before it leaves, with too-big.
    const sent = await friend.page.evaluate(() => window.driver.guestSend('x'.repeat(256 * 1024 + 1)));
    assert.equal(sent, false);
    await until(friend, (h) => h.some((e) => e.type === 'error' && e.code === 'too-big' && e.detail === 'send'), null, 'too-big on sending');
    // Exactly the cap passes (a multi-byte character counts its UTF-8 bytes).
    assert.equal(await friend.page.evaluate(() => window.driver.guestSend('é'.repeat(128 * 1024))), true);
    assert.equal(await friend.page.evaluate(() => window.driver.guestSend('é'.repeat(128 * 1024) + 'a')), false);
    await until(host, (h) => h.some((e) => e.type === 'message' && e.text.length === 128 * 1024), null, 'the message at the cap');

    // Receiving: a hostile peer that frames a message over the cap itself, then a normal one.
    const frames = [...Array.from({ length: 17 }, () => 'C' + 'y'.repeat(16 * 1024)), 'Mend of the big one', 'Mafter the big one'];
    await friend.page.evaluate(({ id, b, f }) => window.driver.hostile(id, b, f), { id: host.id, b: broker, f: frames });
    let list = await until(host, (h) => h.some((e) => e.type === 'message' && e.text === 'after the big one'), null, 'the message after the big one');
    assert.ok(list.some((e) => e.type === 'error' && e.code === 'too-big'), 'too-big on receiving');
    assert.ok(!list.some((e) => e.type === 'message' && (e.text.startsWith('y') || e.text === 'end of the big one')), 'no part of it delivered');

    // A flood: 1000 messages at once from a hostile peer; the host drops what is over the limit.
    const flood = Array.from({ length: 1000 }, (_, i) => `Mflood ${i}`);
    await friend.page.evaluate(({ id, b, f }) => window.driver.hostile(id, b, f), { id: host.id, b: broker, f: flood });
    list = await until(host, (h) => h.some((e) => e.type === 'error' && e.code === 'flood'), null, 'flood');
    await friend.page.evaluate(({ id, b }) => window.driver.hostile(id, b, ['Mafter the flood']), { id: host.id, b: broker });
    list = await until(host, (h) => h.some((e) => e.type === 'message' && e.text === 'after the flood'), null, 'a message after the flood');
    const delivered = list.filter((e) => e.type === 'message' && e.text.startsWith('flood ')).length;
    console.log(`flood: ${delivered} of 1000 messages sent at once delivered (rate limit ${JSON.stringify(await host.page.evaluate(() => [RemoteTransport.defaults.frameBurst, RemoteTransport.defaults.framesPerSecond]))} burst, per second)`);
    assert.ok(delivered < 1000 && delivered >= 100, `${delivered} delivered`);
    for (const p of [host, friend]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('copy and paste, no broker at all: two browsers connect and talk', async () => {
    const host = await open(0);
    const friend = await open(1);
    assert.equal(await host.page.evaluate(() => window.driver.host({ broker: null, iceServers: [] })), null);
    const offer = await host.page.evaluate(() => window.driver.manualOffer());
    assert.match(offer.text, /^ARK1[zp][A-Za-z0-9_-]+$/);
    const answer = await friend.page.evaluate((t) => window.driver.manualAnswer(t, { iceServers: [], greet: 'at open' }), offer.text);
    assert.match(answer, /^ARK1[zp][A-Za-z0-9_-]+$/);
    console.log(`copy and paste: the invitation is ${offer.text.length} characters, the reply ${answer.length}`);
    // A reply that does not read is refused in words, and the real one still works after it.
    await host.page.evaluate((id) => window.driver.manualAccept(id, 'ARK1zgarbage').catch(() => null), offer.peerId);
    await until(host, (h) => h.some((e) => e.type === 'error' && e.code === 'bad-text'), null, 'bad-text');
    // Wrapped by a chat app: line breaks and spaces are ignored.
    await host.page.evaluate(({ id, t }) => window.driver.manualAccept(id, t.replace(/(.{60})/g, '$1\n ')), { id: offer.peerId, t: answer });
    await until(friend, (h) => h.some((e) => e.type === 'open'), null, 'the friend to connect');
    await until(host, (h, id) => h.some((e) => e.type === 'peer' && e.peerId === id), offer.peerId, 'the host to see the friend');
    await friend.page.evaluate(() => window.driver.burst('pasted', 0, 30));
    await host.page.evaluate((to) => window.driver.burst('back', 0, 30, to), offer.peerId);
    const atHost = messages(await until(host, (h) => h.filter((e) => e.type === 'message').length >= 31, null, 'the friend\'s messages'));
    const atFriend = messages(await until(friend, (h) => h.filter((e) => e.type === 'message').length >= 30, null, 'the host\'s messages'));
    // What the friend sends the moment it opens (a page's join) arrives first, never lost.
    assert.deepEqual(atHost, ['at open', ...Array.from({ length: 30 }, (_, i) => `pasted ${i}`)]);
    assert.deepEqual(atFriend, Array.from({ length: 30 }, (_, i) => `back ${i}`));
    const times = await friend.page.evaluate((n) => window.driver.roundTrips(n), 30);
    console.log(`round trip, copy and paste: median ${median(times).toFixed(2)} ms (30 trips)`);
    for (const p of [host, friend]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('offline, a friend hears no-network; back online, it connects at once', async () => {
    const host = await startHost(0);
    const friend = await open(1);
    await friend.context.setOffline(true);
    await friend.page.evaluate(({ id, c }) => window.driver.join(id, c), { id: host.id, c: config });
    await until(friend, (h) => h.some((e) => e.type === 'error' && e.code === 'no-network'), null, 'no-network');
    const t0 = Date.now();
    await friend.context.setOffline(false);
    await until(friend, (h) => h.some((e) => e.type === 'open'), null, 'the friend to connect once online');
    console.log(`back online: the friend connected after ${Date.now() - t0} ms`);
    await until(host, (h) => h.some((e) => e.type === 'peer'), null, 'the host to see the friend');
    for (const p of [host, friend]) { assert.deepEqual(p.errors, []); await p.close(); }
  });

  test('a broker the page\'s policy does not name is unreachable, said as broker-unreachable', async () => {
    const friend = await open(1);
    await friend.page.evaluate((c) => window.driver.join('nobody', c), { ...config, broker: { ...broker, port: 9001 } });
    await until(friend, (h) => h.some((e) => e.type === 'error' && e.code === 'broker-unreachable'), null, 'broker-unreachable');
    await friend.page.evaluate(() => window.driver.guestClose());
    await friend.close();
  });
}

// Outside the namespace, without a browser: the framing and limits of one channel over a fake
// link, and the copy-and-paste texts (Node has CompressionStream too).
if (!process.env.ARKADIA_NETNS) {
  const { createRequire } = await import('node:module');
  createRequire(import.meta.url)('../../web/remote_transport.js');
  const { Channel, encodeSignal, decodeSignal, utf8Length } = globalThis.RemoteTransport._internals;
  const limits = { ...globalThis.RemoteTransport.defaults };

  // Two channels joined back to back; what each side hears.
  function pair(l = limits) {
    const got = { a: [], b: [], errors: [], closed: [] };
    const sides = {};
    const events = (name) => ({ message: (t) => got[name].push(t), error: (c, d) => got.errors.push(`${name}:${c}:${d ?? ''}`),
                                closed: (why) => got.closed.push(`${name}:${why}`) });
    sides.a = new Channel(l, (f) => sides.b.receive(f), () => {}, events('a'));
    sides.b = new Channel(l, (f) => sides.a.receive(f), () => {}, events('b'));
    return { ...sides, got, end: () => { sides.a.close('silent'); sides.b.close('silent'); } };
  }

  test('framing: long texts cross frames whole (a surrogate pair is never split); the cap counts UTF-8 bytes', () => {
    const p = pair();
    const text = 'a'.repeat(limits.frameChars - 1) + '🂡' + 'é'.repeat(40000);
    assert.equal(p.a.send(text), true);
    assert.equal(p.a.send(''), true);
    assert.deepEqual(p.got.b, [text, '']);
    assert.equal(utf8Length('é🂡a'), 2 + 4 + 1);
    assert.equal(p.a.send('é'.repeat(limits.maxBytes / 2)), true);
    assert.equal(p.a.send('é'.repeat(limits.maxBytes / 2) + 'a'), false);
    assert.deepEqual(p.got.errors, ['a:too-big:send']);
    // A peer that frames past the cap itself: refused, the rest of it skipped, the next one whole.
    for (let i = 0; i < 17; ++i) p.b.receive('C' + 'y'.repeat(16 * 1024));
    p.b.receive('Mtail');
    p.b.receive('Mnext');
    assert.deepEqual(p.got.b.slice(3), ['next']);
    assert.ok(p.got.errors.includes('b:too-big:'));
    p.end();
  });

  test('framing: a flood is dropped past the burst; a goodbye closes the other side at once', () => {
    const p = pair({ ...limits, frameBurst: 10, framesPerSecond: 1 });
    for (let i = 0; i < 50; ++i) p.b.receive(`M${i}`);
    assert.equal(p.got.b.length, 10);
    assert.deepEqual(p.got.errors, ['b:flood:']);
    const q = pair();
    q.a.close('closed');
    assert.deepEqual(q.got.closed.sort(), ['a:closed', 'b:left']);
    p.end();
  });

  test('copy and paste texts: read back, wrapped or not; anything else refused', async () => {
    const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' + 'a=candidate:1 1 udp 1 10.0.0.1 9 typ host\r\n'.repeat(5);
    const offer = await encodeSignal('offer', sdp);
    assert.match(offer, /^ARK1z[A-Za-z0-9_-]+$/);
    assert.equal(await decodeSignal(offer.replace(/(.{30})/g, '$1\n  '), 'offer', limits), sdp);
    await assert.rejects(decodeSignal(offer, 'answer', limits), /not an answer/);
    await assert.rejects(decodeSignal('hello', 'offer', limits), /not an invitation/);
    await assert.rejects(decodeSignal('ARK1z' + 'A'.repeat(limits.maxSignalChars), 'offer', limits), /too long/);
    await assert.rejects(decodeSignal('ARK1zAAAA', 'offer', limits));
  });
}
