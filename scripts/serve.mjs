// A small static file server for the site (build/wasm/dist/) (no dependencies):
// `node scripts/serve.mjs [dir] [port] [address]`. Prints the URL. It listens on 127.0.0.1 (this
// computer only) unless given an address: 0.0.0.0 serves every network of this computer (a
// club's Wi-Fi: docs/club-setup.md), and it prints the URL of each. Serves .wasm as
// application/wasm so browsers can stream-compile it, never lists folders, and refuses paths
// that leave the served folder. Sends the page's Content-Security-Policy as a header too (the
// same as the <meta> of the served index.html, read at each request; a browser test checks they
// agree), so the AI worker and the service worker, which the page's <meta> does not cover, get
// it as well; and tells browsers not to guess content types. Run as a command it compresses what
// it sends, as a web host does (Brotli where the browser takes it, else gzip): a phone on a
// club's Wi-Fi downloads about a third of the page's bytes.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'build/wasm/dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
const address = process.argv[4] ?? '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
  '.json': 'application/json', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json', '.ttf': 'font/ttf',
};

export const contentSecurityPolicy = [
  "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self'", "connect-src 'self' https://0.peerjs.com wss://0.peerjs.com",
  "img-src 'self'", "style-src 'self'", "manifest-src 'self'", "base-uri 'none'", "form-action 'none'",
  "object-src 'none'",
].join('; ');

// The served site's own policy, its index.html's <meta>: a site built naming its own broker
// (ARKADIA_BROKER) allows that broker instead of the public one. Without one, the default above.
export function sitePolicy(dir) {
  try {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(readFileSync(join(dir, 'index.html'), 'utf8'));
    if (meta) return meta[1];
  } catch { /* no index.html: the default */ }
  return contentSecurityPolicy;
}

// Compressed bodies, made once per file version. Brotli at its best takes seconds for page.wasm,
// so it is made in the background: until it is ready the file goes out gzipped.
const compressible = new Set(['.html', '.js', '.mjs', '.wasm', '.data', '.json', '.css', '.svg', '.webmanifest', '.ttf']);
const compressed = new Map();  // `${encoding} ${file} ${mtime} ${size}` -> Buffer, or a Promise while made
const brotli = promisify(brotliCompress), gzipped = promisify(gzip);
async function compressedBody(file, info, body, accepted, brotliToo) {
  if (!compressible.has(extname(file)) || body.length < 1024) return null;
  const version = `${file} ${info.mtimeMs} ${info.size}`;
  if (brotliToo && /\bbr\b/.test(accepted)) {
    const made = compressed.get(`br ${version}`);
    if (Buffer.isBuffer(made)) return { encoding: 'br', body: made };
    if (!made) {
      compressed.set(`br ${version}`, brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        .then((b) => compressed.set(`br ${version}`, b), () => compressed.delete(`br ${version}`)));
    }
  }
  if (!/\bgzip\b/.test(accepted)) return null;
  let made = compressed.get(`gzip ${version}`);
  if (!made) compressed.set(`gzip ${version}`, made = await gzipped(body, { level: 9 }));
  return { encoding: 'gzip', body: made };
}

// `options.compress`: send bodies compressed as the browser accepts them (the command does; the
// tests' servers send them as they are, sparing each test process the compression); 'gzip': as a
// host that has no Brotli.
export function serve(dir = root, listenPort = port, listenAddress = '127.0.0.1', options = {}) {
  const base = resolve(dir);
  const server = createServer(async (req, res) => {
    // The policy as index.html says now: a site pointed at another broker while it is served
    // (scripts/point-broker) is served with its new policy at once.
    const securityHeaders = {
      'Content-Security-Policy': sitePolicy(base),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) throw new Error('outside');
      let info = await stat(file);
      if (info.isDirectory()) info = await stat(file = join(file, 'index.html'));
      const body = await readFile(file);
      const packed = options.compress ? await compressedBody(file, info, body, String(req.headers['accept-encoding'] ?? ''), options.compress !== 'gzip') : null;
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream',
                           'Cache-Control': 'no-cache', ...securityHeaders,
                           ...(options.compress && compressible.has(extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
                           ...(packed ? { 'Content-Encoding': packed.encoding } : {}) });
      res.end(packed ? packed.body : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
      res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(listenPort, listenAddress, () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serve(root, port, address, { compress: true });
  const at = server.address().port;
  if (address !== '0.0.0.0' && address !== '::') {
    console.log(`Arkadia is served from ${root}\nOpen http://${address === '127.0.0.1' ? 'localhost' : address}:${at}/ in a browser (Ctrl+C stops).`);
  } else {
    const { networkInterfaces } = await import('node:os');
    const urls = Object.entries(networkInterfaces()).flatMap(([name, list]) => list
      .filter((a) => (a.family === 'IPv4' || a.family === 4) && !a.internal).map((a) => `  http://${a.address}:${at}/   (${name})`));
    console.log(`Arkadia is served from ${root} on every address of this computer (Ctrl+C stops). Open on this computer`);
    console.log(`  http://localhost:${at}/\nand on the other devices of its networks:\n${urls.join('\n') || '  (none: this computer is on no network)'}`);
    console.log('Over plain http on an address other than localhost, browsers play but keep nothing offline (docs/club-setup.md).');
  }
}
