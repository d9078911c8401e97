// A PeerJS broker of one's own (npm `peer`), for play between devices (issue 49). `scripts/broker`
// runs it; its header says how. `startBroker(options)` is its API (the transport's browser test
// starts one inside its network namespace): resolves to { server, settings, close() } once it
// listens. The broker only introduces two browsers (their offers, answers and ICE candidates
// pass through it); the moves go directly between them and never through it.
import { PeerServer } from 'peer';

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
        const publicHost = o.publicHost ?? (o.host === '0.0.0.0' || o.host === '::' ? '127.0.0.1' : o.host);
        const settings = siteSettings({ publicHost, publicPort: o.publicPort ?? (o.publicHost ? undefined : address.port),
                                        secure: o.secure ?? !!o.ssl, path, key: o.key });
        ok({ server, app, listening, settings,
             close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }) });
      });
    } catch (e) { fail(e); return; }
    app.on('error', (e) => console.error(`broker: ${e?.message ?? e}`));
  });
}

// The broker in a process of its own (the command line below), for tests: resolves once it listens
// to { settings, child, close() }. `args` are the command line's.
export async function spawnBroker(args = []) {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '';
    const exited = (code) => fail(new Error(`scripts/broker exited (${code}) before listening: ${out}`));
    child.on('exit', exited);
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.trim().startsWith('{"host"'));
      if (!line) return;
      child.off('exit', exited);
      child.stdout.resume();
      ok({ child, settings: { broker: JSON.parse(line) },
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
  const b = await startBroker(o);
  const scheme = o.ssl ? 'https' : 'http';
  console.log(`PeerJS broker listening on ${scheme}://${b.listening.host}:${b.listening.port}${b.settings.broker.path} (Ctrl+C stops)`);
  console.log('');
  console.log('A site that uses it names it in the page (RemoteTransport broker setting):');
  console.log(`  ${JSON.stringify(b.settings.broker)}`);
  console.log('and allows it in its Content-Security-Policy (the page\'s <meta> and the server\'s header):');
  console.log(`  connect-src 'self' ${b.settings.connectSrc.join(' ')}`);
  if (!b.settings.broker.secure) {
    console.log('');
    console.log('Note: a page served over https can only reach a broker over https/wss: put this broker behind a');
    console.log('TLS proxy (--public broker.example.org --proxied) or give it a certificate (--ssl-key, --ssl-cert).');
  }
  const stop = () => { b.close().then(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((e) => { console.error(`scripts/broker: ${e.message}`); process.exit(2); });
}
