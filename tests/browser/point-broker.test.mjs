// Pointing a built site at a broker (issue 75; scripts/point-broker, docs/club-setup.md).
// Outside any browser, on copies of the players' site (build/wasm/dist/): the command rewrites
// index.html as a build naming that broker and key would have (its <meta> and its policy's
// connect-src), and sw.js with the new index.html's hash and a new version; it points the site
// at another broker and back to PeerJS's public one (every byte as built); it says when sw.js is
// out of date and mends it; and a bad folder, address or key changes no byte. Then, inside a
// network namespace the test makes (netns.mjs), as a club would: scripts/broker with a key on
// every address prints the command for the namespace's LAN address, that command points a copy
// of the tests' site, served over plain http on that address (no secure context, as a phone on
// the club's Wi-Fi); a host's page opens a table with a friend, who joins from the link; the
// same copy pointed with the wrong key is refused by the broker (broker-refused).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNetns, insideNetns, NETNS_ADDRESS } from './netns.mjs';
import { repo, site, dist, openPage, clickTarget, until, browserOnDemand, closeSharedTable, textView } from './browser.mjs';
import { serve, sitePolicy } from '../../scripts/serve.mjs';
import { spawnBroker, lanAddresses } from '../../scripts/broker.mjs';
import { readServiceWorker, readSite } from '../../scripts/point-broker.mjs';
import { makeIndex, settingProblem } from '../../web/make-index.mjs';
import { precacheList } from '../../web/make-sw.mjs';

// scripts/point-broker's own command line.
const pointBroker = (...args) => spawnSync('bash', [resolve(repo, 'scripts/point-broker'), ...args], { encoding: 'utf8' });

// Every file of a folder and its bytes' hash (sw.js included).
function snapshot(dir, sub = '') {
  const out = {};
  for (const name of readdirSync(join(dir, sub)).sort()) {
    const path = sub ? `${sub}/${name}` : name;
    if (statSync(join(dir, path)).isDirectory()) Object.assign(out, snapshot(dir, path));
    else out[path] = createHash('sha256').update(readFileSync(join(dir, path))).digest('hex');
  }
  return out;
}

const metaOf = (html) => /<meta name="arkadia-broker"[^>]*>/.exec(html)[0];
const policyOf = (html) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)[1];
const connectSrcOf = (html) => /connect-src ([^;"]*)/.exec(policyOf(html))[1];
const integrity = (bytes) => 'sha256-' + createHash('sha256').update(bytes).digest('base64');

if (!insideNetns()) {
  const shell = readFileSync(resolve(repo, 'shell.html'), 'utf8');
  const built = snapshot(site);
  const builtVersion = readServiceWorker(site).precache.version;
  let scratch;
  before(() => { scratch = mkdtempSync(join(tmpdir(), 'arkadia-point-broker-test-')); });
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const copyOfSite = (name) => {
    const dir = join(scratch, name);
    cpSync(site, dir, { recursive: true });
    return dir;
  };

  // What the site's files are after pointing: index.html as a build with that broker writes it,
  // sw.js listing it as make-sw.mjs writes it from web/sw.js, every other file as built.
  function assertPointed(dir, address, key) {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    assert.equal(html, makeIndex(shell, address, key), 'index.html is what a build naming that broker writes');
    const precache = precacheList(dir);
    const { precache: listed } = readServiceWorker(dir);
    assert.deepEqual(listed, precache, "sw.js lists the site's files as they are");
    assert.equal(listed.files.find((f) => f.path === 'index.html').integrity, integrity(readFileSync(join(dir, 'index.html'))),
                 "sw.js has the new index.html's hash");
    const template = readFileSync(resolve(repo, 'web/sw.js'), 'utf8');
    assert.equal(readFileSync(join(dir, 'sw.js'), 'utf8'), template.replace(/\/\*PRECACHE\*\/ \{[^}]*\}/, () => JSON.stringify(precache, null, 2)),
                 'sw.js is what make-sw.mjs writes from web/sw.js');
    const now = snapshot(dir);
    assert.deepEqual(Object.keys(now), Object.keys(built), 'no file added or taken away');
    for (const path of Object.keys(built))
      if (path !== 'index.html' && path !== 'sw.js') assert.equal(now[path], built[path], `${path} unchanged`);
    assert.equal(sitePolicy(dir), policyOf(html), "scripts/serve.mjs sends the page's new policy");
    return { html, version: precache.version };
  }

  test('a built site pointed at a broker with a key: its page and policy name exactly that broker, sw.js lists the new page; re-pointed, then back to the public broker', () => {
    const dir = copyOfSite('pointed');
    let r = pointBroker(dir, 'http://192.168.1.20:9000/broker/', '--key', 'club');
    assert.equal(r.status, 0, r.stderr);
    const first = assertPointed(dir, 'http://192.168.1.20:9000/broker/', 'club');
    assert.equal(metaOf(first.html), '<meta name="arkadia-broker" content="http://192.168.1.20:9000/broker/" data-key="club">');
    assert.equal(connectSrcOf(first.html), "'self' http://192.168.1.20:9000 ws://192.168.1.20:9000");
    assert.doesNotMatch(first.html, /peerjs\.com/);
    assert.notEqual(first.version, builtVersion, 'a new version of the service worker');
    assert.match(r.stdout, /now names the broker http:\/\/192\.168\.1\.20:9000\/broker\/ \(key club\); it named PeerJS's public broker/);
    assert.ok(r.stdout.includes(`sw.js: written, version ${builtVersion} -> ${first.version}`), r.stdout);
    assert.match(r.stdout, /a page served over https cannot reach it/);

    // Pointed again, elsewhere: the club's broker behind TLS, PeerJS's key.
    r = pointBroker(dir, 'https://broker.example.org:8443/peerjs');
    assert.equal(r.status, 0, r.stderr);
    const second = assertPointed(dir, 'https://broker.example.org:8443/peerjs', 'peerjs');
    assert.equal(metaOf(second.html), '<meta name="arkadia-broker" content="https://broker.example.org:8443/peerjs">');
    assert.equal(connectSrcOf(second.html), "'self' https://broker.example.org:8443 wss://broker.example.org:8443");
    assert.ok(![builtVersion, first.version].includes(second.version));
    assert.doesNotMatch(r.stdout, /Note:/);

    // Said, not changed.
    r = pointBroker(dir);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /names the broker https:\/\/broker\.example\.org:8443\/peerjs\n {2}connect-src 'self' https:\/\/broker\.example\.org:8443 wss:\/\/broker\.example\.org:8443\n {2}sw\.js: version [0-9a-f]{16}, up to date/);

    // Back to PeerJS's public broker: the site as built, every byte.
    r = pointBroker(dir, '--public');
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(snapshot(dir), built);
    assert.ok(r.stdout.includes(`version ${second.version} -> ${builtVersion}`), r.stdout);
    // The same again changes nothing.
    r = pointBroker(dir, '--public');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /index\.html: unchanged.*\n {2}sw\.js: unchanged/);
    assert.deepEqual(snapshot(dir), built);
  });

  test("issue 75's case: index.html rewritten by make-index.mjs alone leaves sw.js out of date; the command says so and mends it", () => {
    const dir = copyOfSite('by-hand');
    writeFileSync(join(dir, 'index.html'), makeIndex(shell, 'http://10.0.0.7:9000/'));
    assert.equal(readSite(dir).upToDate, false);
    let r = pointBroker(dir);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /sw\.js: version [0-9a-f]{16}, OUT OF DATE/);
    r = pointBroker(dir, 'http://10.0.0.7:9000/');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /index\.html: unchanged/);
    assert.match(r.stdout, /sw\.js: written/);
    assertPointed(dir, 'http://10.0.0.7:9000/', 'peerjs');
    assert.equal(readSite(dir).upToDate, true);
  });

  test('a folder that is not a built site, a bad address or key: said, and no byte changes', () => {
    const dir = copyOfSite('refused');
    assert.equal(pointBroker(dir, 'http://10.0.0.7:9000/', '--key', 'club').status, 0);
    const before = snapshot(dir);
    const bare = join(scratch, 'bare');
    mkdirSync(bare);
    writeFileSync(join(bare, 'index.html'), readFileSync(join(dir, 'index.html')));
    const edited = copyOfSite('edited');
    writeFileSync(join(edited, 'index.html'), readFileSync(join(edited, 'index.html'), 'utf8').replace(' wss://0.peerjs.com', ''));
    const editedBefore = snapshot(edited);
    const interrupted = copyOfSite('interrupted');
    writeFileSync(join(interrupted, 'sw.js.point-broker.tmp'), 'half');
    const interruptedBefore = snapshot(interrupted);
    const cases = [
      [[dir, 'ftp://broker.example.org/'], /the broker's address must be an http or https address/],
      [[dir, 'broker.example.org'], /the broker's address is not an address/],
      [[dir, 'https://broker.example.org/?key=club'], /takes a host, port and path only/],
      [[dir, 'http://[fd00::1]:9000/'], /IPv6/],
      [[dir, 'http://10.0.0.7:9000/', '--key', 'cl ub'], /--key must be 1 to 64 letters, digits, '-' or '_'/],
      [[dir, 'http://10.0.0.7:9000/', '--key', 'k'.repeat(65)], /--key must be 1 to 64/],
      [[dir, 'http://10.0.0.7:9000/', '--key', ''], /--key must be 1 to 64/],
      [[dir, 'http://10.0.0.7:9000/', '--key'], /--key needs a value/],
      [[dir, '--public', '--key', 'club'], /public broker takes the key peerjs/],
      [[dir, 'http://10.0.0.7:9000/', '--public'], /an address or --public, not both/],
      [[dir, 'http://10.0.0.7:9000/', 'http://10.0.0.8:9000/'], /one address only/],
      [[dir, 'http://10.0.0.7:9000/', '--colour'], /unknown option --colour/],
      [[dir, '--key', 'club'], /--key goes with an address/],
      [[], /which built site\?/],
      [[join(dir, 'examples'), 'http://10.0.0.7:9000/'], /has no index\.html: not a built site/],
      [[join(scratch, 'nowhere'), 'http://10.0.0.7:9000/'], /is not a folder/],
      [[bare, 'http://10.0.0.7:9000/'], /has no sw\.js: not a built site/],
      [[edited, 'http://10.0.0.7:9000/'], /connect-src \('self' https:\/\/0\.peerjs\.com\) does not name the broker its page uses/],
      [[interrupted, 'http://10.0.0.7:9000/'], /sw\.js\.point-broker\.tmp was left by an interrupted point-broker: remove it first/],
    ];
    for (const [args, said] of cases) {
      const r = pointBroker(...args);
      assert.equal(r.status, 1, `${args.join(' ')}: ${r.stdout}`);
      assert.match(r.stderr, said, args.join(' '));
      assert.match(r.stderr, /^point-broker: .*; nothing was changed\n$/, args.join(' '));
      assert.equal(r.stdout, '', args.join(' '));
    }
    assert.deepEqual(snapshot(dir), before, 'the site unchanged');
    assert.deepEqual(snapshot(edited), editedBefore, 'the edited site unchanged');
    assert.deepEqual(snapshot(interrupted), interruptedBefore, 'the interrupted site unchanged');
    assert.deepEqual(readdirSync(bare), ['index.html']);
    assert.ok(!readdirSync(scratch).includes('nowhere'));
    assert.ok(!readdirSync(tmpdir()).some((n) => n.startsWith('arkadia-point-broker-') && !scratch.endsWith(n)), 'no scratch folder left behind');
  });

  test('the build\'s settings: ARKADIA_BROKER_KEY goes into the page, checked like the command\'s', () => {
    const out = join(scratch, 'index.html');
    const r = spawnSync(process.execPath, [resolve(repo, 'web/make-index.mjs'), resolve(repo, 'shell.html'), out, 'https://b.example.org/p', 'club'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(metaOf(readFileSync(out, 'utf8')), '<meta name="arkadia-broker" content="https://b.example.org/p" data-key="club">');
    assert.equal(makeIndex(shell, 'https://b.example.org/p', 'peerjs'), makeIndex(shell, 'https://b.example.org/p'), 'the default key writes no data-key');
    assert.equal(makeIndex(shell), readFileSync(join(site, 'index.html'), 'utf8'), 'without a broker, the page as built');
    assert.equal(settingProblem('https://b.example.org/p', 'club'), null);
    assert.equal(settingProblem('', 'peerjs'), null);
    assert.match(settingProblem('', 'club').message, /^ARKADIA_BROKER_KEY "club" needs a broker of one's own/);
    assert.match(settingProblem('https://b.example.org/p', 'a/b').message, /^ARKADIA_BROKER_KEY must be 1 to 64/);
    assert.match(settingProblem('b.example.org', 'club').message, /^ARKADIA_BROKER is not an address/);
  });

  test("scripts/broker's addresses: this computer's IPv4 addresses, those of its networks first, loopback last, no IPv6", () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }, { address: '::1', family: 'IPv6', internal: true }],
      wlan0: [{ address: 'fe80::1', family: 'IPv6', internal: false }, { address: '192.168.1.20', family: 'IPv4', internal: false }],
      eth0: [{ address: '10.0.0.5', family: 4, internal: false }],
    };
    assert.deepEqual(lanAddresses(interfaces), [
      { address: '192.168.1.20', name: 'wlan0', internal: false },
      { address: '10.0.0.5', name: 'eth0', internal: false },
      { address: '127.0.0.1', name: 'lo', internal: true },
    ]);
    assert.deepEqual(lanAddresses({}), []);
  });
}

if (await runInNetns(import.meta.url)) {
  const env = { browsers: [] };
  const browser = browserOnDemand(env);
  const serveOnLan = async (dir) => {
    const server = await serve(dir, 0, NETNS_ADDRESS);
    return { server, url: `http://${NETNS_ADDRESS}:${server.address().port}/` };
  };

  before(async () => {
    // The club's broker: scripts/broker's command line, on every address, with a key.
    env.broker = await spawnBroker(['--port', '9000', '--path', '/broker/', '--key', 'club']);
    env.root = mkdtempSync(join(tmpdir(), 'arkadia-club-'));
    for (const name of ['club', 'wrong']) cpSync(dist, join(env.root, name), { recursive: true });
  });
  after(async () => {
    for (const s of [env.club, env.wrong]) s?.server.close();
    await closeSharedTable(env);
  });

  test("scripts/broker on every address prints the namespace's LAN address first and the command that points a site at it", async () => {
    const deadline = Date.now() + 10000;
    while (!/point-broker[^\n]*\n[^\n]*point-broker/.test(env.broker.output()) && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
    const printed = env.broker.output();
    assert.deepEqual(env.broker.settings.broker, { host: NETNS_ADDRESS, port: 9000, path: '/broker/', secure: false, key: 'club' });
    assert.match(printed, /listening on http:\/\/0\.0\.0\.0:9000\/broker\/ \(every address of this computer\)/);
    assert.ok(printed.includes(`connect-src 'self' http://${NETNS_ADDRESS}:9000 ws://${NETNS_ADDRESS}:9000`), printed);
    const commands = printed.split('\n').filter((l) => l.includes('scripts/point-broker'));
    assert.deepEqual(commands.map((l) => l.trim().replace(/ +#/, ' #')), [
      `bash scripts/point-broker build/wasm/dist http://${NETNS_ADDRESS}:9000/broker/ --key club # rtc0`,
      'bash scripts/point-broker build/wasm/dist http://127.0.0.1:9000/broker/ --key club # lo: this computer only',
    ]);
    // That command, on the copies: the club's key, and a wrong one.
    const [, address] = /build\/wasm\/dist (\S+) --key club/.exec(commands[0]);
    let r = pointBroker(join(env.root, 'club'), address, '--key', 'club');
    assert.equal(r.status, 0, r.stderr);
    r = pointBroker(join(env.root, 'wrong'), address, '--key', 'wrong');
    assert.equal(r.status, 0, r.stderr);
    env.club = await serveOnLan(join(env.root, 'club'));
    env.wrong = await serveOnLan(join(env.root, 'wrong'));
  });

  test("a page of the pointed site, over plain http on the LAN address (as a phone on the club's Wi-Fi), opens a table with a friend, who joins from the link", { timeout: 180000 }, async () => {
    assert.ok(env.club, 'the site was pointed (the test before)');
    const host = await openPage(await browser(0), env.club.url + '?lang=en&aidelay=0');
    // What such a page lacks (docs/club-setup.md): no secure context, so no service worker
    // (no offline play) and no clipboard.
    assert.deepEqual(await host.page.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator, typeof navigator.clipboard]),
                     [false, false, 'undefined']);
    await clickTarget(host.page, 'seat1.friend');
    await clickTarget(host.page, 'newgame.start');
    const h = await until(host.page, (x) => x.screen === 'play' && (x.remote?.invitations[0]?.link || x.remote?.error), 'the invitation (or an error)', 30000);
    assert.equal(h.remote.error, '', 'the broker took the club\'s key');
    const link = h.remote.invitations[0].link;
    assert.ok(link.startsWith(`${env.club.url}?join=arkadia#`), link);
    const friend = await openPage(await browser(1), link);
    await until(friend.page, (x) => x.guest?.atTable && x.screen === 'play', 'the friend at the table', 30000);
    await until(host.page, (x) => x.remote.seats[1]?.joined && x.remote.seats[1].connected, 'the friend joined at the host', 30000);
    assert.deepEqual(host.errors, []);
    assert.deepEqual(friend.errors, []);
    await friend.context.close();
    await host.context.close();
  });

  test('the same site pointed with the wrong key: the broker refuses it (broker-refused), said on the page', { timeout: 120000 }, async () => {
    assert.ok(env.wrong, 'the site was pointed (the test before)');
    const host = await openPage(await browser(0), env.wrong.url + '?lang=en&aidelay=0');
    await clickTarget(host.page, 'seat1.friend');
    await clickTarget(host.page, 'newgame.start');
    const h = await until(host.page, (x) => x.screen === 'play' && x.remote?.error, 'an error', 30000);
    assert.equal(h.remote.error, 'broker-refused');
    assert.ok(!h.remote.invitations[0]?.link, 'no invitation without the broker');
    // In words too: the text view's invitations (written a moment after the frame) start with it.
    let said;
    for (const deadline = Date.now() + 20000; Date.now() < deadline; await host.page.waitForTimeout(50)) {
      said = (await textView(host.page)).parts['Invitations']?.[0];
      if (said === 'The broker cannot be reached.') break;
    }
    assert.equal(said, 'The broker cannot be reached.');
    assert.deepEqual(host.errors, []);
    await host.context.close();
  });
}
