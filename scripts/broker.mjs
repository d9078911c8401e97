// A PeerJS broker of one's own (npm `peer`), for play between devices (issue 49). `scripts/broker`
// runs it; its header says how. `startBroker(options)` is its API (the transport's browser test
// starts one inside its network namespace): resolves to { server, settings, reachable, close() }
// once it listens (`reachable`: each address the browsers may reach it at, with its settings;
// listening on all addresses, this computer's LAN addresses first, and `settings` the first's). The broker only introduces two browsers (their offers, answers and ICE candidates
// pass through it); the moves go directly between them and never through it.
import { networkInterfaces } from 'node:os';
import { PeerServer } from 'peer';
import { checkKey } from '../web/make-index.mjs';

export const brokerDefaults = { host: '0.0.0.0', port: 9000, path: '/', key: 'peerjs' };

// What a site names in its settings and security policy to use this broker, reached at
// `publicHost`[:`publicPort`] (`secure`: through TLS, https and wss).
export function siteSettings({ publicHost, publicPort, secure, path, key }) {
  const port = Number(publicPort ?? (secure ? 443 : 80));
  const origin = (scheme) => `${scheme}://${publicHost}${port === (secure ? 443 : 80) ? '' : `:${port}`}`;
  return {
    broker: { host: publicHost, port, path, secure: !!secure, key },
    connectSrc: [origin(secure ? 'https' : 'http'), origin(secure ? 'wss' : 'ws')],
  };
}

// This computer's IPv4 addresses, [{address, name (the interface), internal}], those other
// devices can reach first (the LAN's, in the interfaces' order), then loopback. IPv6 ones are
// left out: a security policy's connect-src cannot name an IPv6 address.
export function lanAddresses(interfaces = networkInterfaces()) {
  const all = [];
  for (const [name, list] of Object.entries(interfaces ?? {}))
    for (const a of list ?? [])
      if (a.family === 'IPv4' || a.family === 4) all.push({ address: a.address, name, internal: !!a.internal });
  return [...all.filter((a) => !a.internal), ...all.filter((a) => a.internal)];
}

const wildcard = (host) => host === '0.0.0.0' || host === '::';

// The address to give scripts/point-broker for a broker reached as `settings` say.
export const brokerAddress = (settings) => `${settings.connectSrc[0]}${settings.broker.path}`;

export function startBroker(options = {}) {
  const o = { ...brokerDefaults, ...options };
  let path = o.path.startsWith('/') ? o.path : `/${o.path}`;
  if (!path.endsWith('/')) path += '/';
  const config = {
    host: o.host, port: Number(o.port), path, key: o.key,
    allow_discovery: false,                       // nobody can list who is waiting
    concurrent_limit: Number(o.concurrentLimit ?? 5000),
    alive_timeout: Number(o.aliveTimeoutMs ?? 60000),
    expire_timeout: Number(o.expireTimeoutMs ?? 5000),
    proxied: !!o.proxied,                         // behind a reverse proxy that terminates TLS
    ...(o.ssl ? { ssl: o.ssl } : {}),
  };
  return new Promise((ok, fail) => {
    let app;
    try {
      app = PeerServer(config, (server) => {
        const address = server.address();
        const listening = { host: o.host, port: address.port };
        // Where the browsers reach it: the public name given, else the address it listens on or,
        // listening on all of them, each of this computer's (those of its networks first).
        const hosts = o.publicHost ? [{ address: o.publicHost, name: 'public' }]
          : wildcard(o.host) ? lanAddresses(o.interfaces) : [{ address: o.host, name: '' }];
        if (hosts.length === 0) hosts.push({ address: '127.0.0.1', name: 'lo', internal: true });
        const settingsAt = (host) => siteSettings({ publicHost: host, publicPort: o.publicPort ?? (o.publicHost ? undefined : address.port),
                                                    secure: o.secure ?? !!o.ssl, path, key: o.key });
        const reachable = hosts.map((h) => ({ ...h, settings: settingsAt(h.address) }));
        ok({ server, app, listening, settings: reachable[0].settings, reachable,
             close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }) });
      });
    } catch (e) { fail(e); return; }
    app.on('error', (e) => console.error(`broker: ${e?.message ?? e}`));
  });
}

// The broker in a process of its own (the command line below), for tests: resolves once it listens
// to { settings, child, output() (what it printed so far), close() }. `args` are the command line's.
export async function spawnBroker(args = []) {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '', listening = false;
    const exited = (code) => fail(new Error(`scripts/broker exited (${code}) before listening: ${out}`));
    child.on('exit', exited);
    child.stdout.on('data', (d) => {
      out += d;
      if (listening) return;
      const line = out.split('\n').find((l) => l.trim().startsWith('{"host"'));
      if (!line) return;
      listening = true;
      child.off('exit', exited);
      ok({ child, settings: { broker: JSON.parse(line) }, output: () => out,
           close: () => new Promise((done) => { if (child.exitCode !== null) done(); else { child.on('exit', () => done()); child.kill('SIGTERM'); } }) });
    });
  });
}

// The command line: node scripts/broker.mjs [--port N] [--host ADDR] [--path /P] [--key K]
//   [--public HOST[:PORT]] [--secure] [--proxied] [--ssl-key FILE --ssl-cert FILE]
//   [--concurrent-limit N] [--alive-timeout MS]
async function main(argv) {
  const { readFileSync } = await import('node:fs');
  const o = {};
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i], v = () => { if (i + 1 >= argv.length) throw new Error(`${a} needs a value`); return argv[++i]; };
    switch (a) {
      case '--port': o.port = Number(v()); break;
      case '--host': o.host = v(); break;
      case '--path': o.path = v(); break;
      case '--key': o.key = v(); break;
      case '--public': { const [h, p] = v().split(/:(?=\d+$)/); o.publicHost = h; if (p) o.publicPort = Number(p); break; }
      case '--secure': o.secure = true; break;
      case '--proxied': o.proxied = true; break;
      case '--ssl-key': (o.sslFiles ??= {}).key = v(); break;
      case '--ssl-cert': (o.sslFiles ??= {}).cert = v(); break;
      case '--concurrent-limit': o.concurrentLimit = Number(v()); break;
      case '--alive-timeout': o.aliveTimeoutMs = Number(v()); break;
      case '-h': case '--help':
        console.log('usage: scripts/broker [--port 9000] [--host 0.0.0.0] [--path /] [--key peerjs] [--public HOST[:PORT]] [--secure] [--proxied] [--ssl-key FILE --ssl-cert FILE]');
        return;
      default: throw new Error(`unknown option ${a} (--help lists them)`);
    }
  }
  if (o.sslFiles) {
    if (!o.sslFiles.key || !o.sslFiles.cert) throw new Error('--ssl-key and --ssl-cert go together');
    o.ssl = { key: readFileSync(o.sslFiles.key, 'utf8'), cert: readFileSync(o.sslFiles.cert, 'utf8') };
  }
  if (o.publicHost && o.secure === undefined) o.secure = true;
  if (o.key !== undefined) {
    const key = checkKey(o.key, '--key');
    if (key instanceof Error) throw key;
  }
  const b = await startBroker(o);
  const scheme = o.ssl ? 'https' : 'http';
  const everywhere = wildcard(b.listening.host);
  const lines = [
    `PeerJS broker listening on ${scheme}://${b.listening.host}:${b.listening.port}${b.settings.broker.path}`
      + `${everywhere ? ' (every address of this computer)' : ''} (Ctrl+C stops)`,
    '',
    `A site that uses it names it in the page (RemoteTransport broker setting)${b.reachable.length > 1 ? ', at the first address below' : ''}:`,
    `  ${JSON.stringify(b.settings.broker)}`,
    'and allows it in its Content-Security-Policy (the page\'s <meta> and the server\'s header):',
    `  connect-src 'self' ${b.settings.connectSrc.join(' ')}`,
    '',
    b.reachable.length > 1
      ? 'To point a built site at it (index.html, its policy and sw.js), run the line of the address the players\'\n'
        + 'devices reach (at a club: this computer\'s address on the Wi-Fi):'
      : 'To point a built site at it (index.html, its policy and sw.js):',
  ];
  const key = b.settings.broker.key === 'peerjs' ? '' : ` --key ${b.settings.broker.key}`;
  const commands = b.reachable.map((r) => `bash scripts/point-broker build/wasm/dist ${brokerAddress(r.settings)}${key}`);
  const width = Math.max(...commands.map((c) => c.length));
  b.reachable.forEach((r, i) => {
    const what = r.internal ? `${r.name}: this computer only` : r.name;
    lines.push(`  ${what && b.reachable.length > 1 ? `${commands[i].padEnd(width)}   # ${what}` : commands[i]}`);
  });
  if (everywhere && !o.publicHost) lines.push('(IPv6 addresses are not listed: a security policy cannot name one.)');
  if (!b.settings.broker.secure) {
    lines.push('', 'Note: a page served over https can only reach a broker over https/wss: put this broker behind a',
               'TLS proxy (--public broker.example.org --proxied) or give it a certificate (--ssl-key, --ssl-cert).');
  }
  console.log(lines.join('\n'));
  const stop = () => { b.close().then(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((e) => { console.error(`scripts/broker: ${e.message}`); process.exit(2); });
}
