// Points a built site (build/wasm/dist/, or a copy of it, or one downloaded) at a PeerJS broker,
// in place: `scripts/point-broker` runs it; its header says how. What a build with
// -DARKADIA_BROKER=ADDRESS -DARKADIA_BROKER_KEY=KEY would have written, without building:
//
// 1. index.html: its <meta name="arkadia-broker"> names the broker (and its key, data-key), and
//    its Content-Security-Policy's connect-src names that broker instead of the one it named
//    before (web/make-index.mjs's pointIndex: the public one, or another of one's own);
// 2. sw.js: the service worker's list of files and its version again (web/make-sw.mjs's
//    makeServiceWorker), so it has the new index.html's hash. Without it, the service worker of
//    a visit before could not install any more (index.html no longer matches its hash) and
//    offline play would stop without a word. The service worker's code is the site's own: the
//    template is taken back from the site's sw.js, so a site built from an older checkout keeps
//    the service worker it was built with.
//
// Everything is checked before anything is written (a folder that is not a built site, an
// address, a key: nothing changes); the new files are written beside the old ones and renamed
// over them, index.html then sw.js.
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync,
         statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_KEY, pointIndex, readBroker } from '../web/make-index.mjs';
import { makeServiceWorker, precacheList } from '../web/make-sw.mjs';

const PRECACHE = /const PRECACHE = (\{\n[\s\S]*?\n\});/;

// The site's service worker: its precache list ({version, files}) and its code with the list
// taken out again (a template for makeServiceWorker), or an Error.
export function readServiceWorker(dir) {
  const file = join(dir, 'sw.js');
  if (!existsSync(file)) return new Error(`${dir} has no sw.js: not a built site (build/wasm/dist/ is one)`);
  const source = readFileSync(file, 'utf8');
  const m = PRECACHE.exec(source);
  let precache;
  try { precache = m && JSON.parse(m[1]); } catch { precache = null; }
  if (!precache || typeof precache.version !== 'string' || !Array.isArray(precache.files))
    return new Error(`${file} has no list of files (PRECACHE): not a built site's service worker`);
  return { precache, template: source.replace(PRECACHE, () => "const PRECACHE = /*PRECACHE*/ { version: 'dev', files: [] };") };
}

// What the built site in `dir` names now: { address, key, entries, connectSrc, version,
// upToDate (sw.js lists the files as they are) }. Throws when `dir` is not a built site.
export function readSite(dir) {
  const index = join(dir, 'index.html');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  if (!existsSync(index)) throw new Error(`${dir} has no index.html: not a built site (build/wasm/dist/ is one)`);
  const left = readdirSync(dir).find((name) => name.endsWith('.point-broker.tmp'));
  if (left) throw new Error(`${join(dir, left)} was left by an interrupted point-broker: remove it first`);
  const broker = readBroker(readFileSync(index, 'utf8'));
  const sw = readServiceWorker(dir);
  if (sw instanceof Error) throw sw;
  const now = precacheList(dir);
  return { ...broker, version: sw.precache.version, upToDate: now.version === sw.precache.version };
}

// Writes `text` over `file` through a file beside it, renamed (keeps the file's mode).
function replaceFile(file, text) {
  const temporary = `${file}.point-broker.tmp`;
  writeFileSync(temporary, text);
  try {
    chmodSync(temporary, statSync(file).mode & 0o7777);
    renameSync(temporary, file);
  } catch (e) {
    try { unlinkSync(temporary); } catch { /* gone */ }
    throw e;
  }
}

// Points the built site in `dir` at `broker` (an address; '' for PeerJS's public one) with `key`.
// Returns { before, after, index, sw, changed } (before and after as readSite gives them; index
// and sw whether each file changed). Throws an Error saying what is wrong, having changed nothing.
export function pointSite(dir, broker = '', key = DEFAULT_KEY) {
  dir = resolve(dir);
  const before = readSite(dir);
  const sw = readServiceWorker(dir);
  const oldIndex = readFileSync(join(dir, 'index.html'), 'utf8');
  const newIndex = pointIndex(oldIndex, broker, key, { what: 'the broker\'s address', keyWhat: '--key' });
  const oldSw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const oldManifest = existsSync(join(dir, 'manifest.webmanifest')) ? readFileSync(join(dir, 'manifest.webmanifest'), 'utf8') : null;

  // The new sw.js, made in a scratch folder that holds the new index.html and links to every
  // other file of the site (the manifest copied: makeServiceWorker may rewrite it); the template
  // in another, as it is no file of the site.
  const scratch = mkdtempSync(join(tmpdir(), 'arkadia-point-broker-'));
  const templateDir = mkdtempSync(join(tmpdir(), 'arkadia-point-broker-sw-'));
  let newSw, newManifest;
  try {
    for (const name of readdirSync(dir)) {
      if (name === 'index.html' || name === 'sw.js') continue;
      if (name === 'manifest.webmanifest') copyFileSync(join(dir, name), join(scratch, name));
      else symlinkSync(join(dir, name), join(scratch, name));
    }
    writeFileSync(join(scratch, 'index.html'), newIndex);
    const template = join(templateDir, 'sw.js');
    writeFileSync(template, sw.template);
    makeServiceWorker(scratch, template);
    newSw = readFileSync(join(scratch, 'sw.js'), 'utf8');
    newManifest = oldManifest === null ? null : readFileSync(join(scratch, 'manifest.webmanifest'), 'utf8');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(templateDir, { recursive: true, force: true });
  }

  const changed = { index: newIndex !== oldIndex, sw: newSw !== oldSw, manifest: newManifest !== oldManifest };
  if (changed.index) replaceFile(join(dir, 'index.html'), newIndex);
  try {
    if (changed.manifest) replaceFile(join(dir, 'manifest.webmanifest'), newManifest);
    if (changed.sw) replaceFile(join(dir, 'sw.js'), newSw);
  } catch (e) {
    // The site as it was: index.html and sw.js go together.
    if (changed.index) replaceFile(join(dir, 'index.html'), oldIndex);
    if (changed.manifest) replaceFile(join(dir, 'manifest.webmanifest'), oldManifest);
    throw e;
  }
  return { before, after: readSite(dir), ...changed };
}

const describe = (address, key) => address ? `${address}${key === DEFAULT_KEY ? '' : ` (key ${key})`}` : 'PeerJS\'s public broker (0.peerjs.com)';
const isLoopback = (host) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

// The command line: node scripts/point-broker.mjs DIST (ADDRESS [--key KEY] | --public)
export function main(argv, out = console.log) {
  let dir, address, key, toPublic = false;
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    if (a === '--key') {
      if (i + 1 >= argv.length) throw new Error('--key needs a value');
      key = argv[++i];
    } else if (a === '--public') toPublic = true;
    else if (a === '-h' || a === '--help') {
      out('usage: scripts/point-broker DIST ADDRESS [--key KEY]   point the built site DIST at the broker at ADDRESS');
      out('       scripts/point-broker DIST --public             back to PeerJS\'s public broker');
      out('       scripts/point-broker DIST                      say which broker DIST names');
      return 0;
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a} (--help lists them)`);
    else if (dir === undefined) dir = a;
    else if (address === undefined) address = a;
    else throw new Error(`one address only: "${a}"`);
  }
  if (dir === undefined) throw new Error('which built site? e.g. scripts/point-broker build/wasm/dist http://192.168.1.20:9000/ (--help)');
  if (toPublic && address !== undefined) throw new Error('an address or --public, not both');
  if (toPublic && key !== undefined && key !== DEFAULT_KEY) throw new Error(`--key ${key} with --public: PeerJS's public broker takes the key ${DEFAULT_KEY}`);
  if (!toPublic && address === undefined) {
    if (key !== undefined) throw new Error('--key goes with an address');
    const site = readSite(dir);
    out(`${dir} names the broker ${describe(site.address, site.key)}`);
    out(`  connect-src ${site.connectSrc}`);
    out(site.upToDate ? `  sw.js: version ${site.version}, up to date`
                      : `  sw.js: version ${site.version}, OUT OF DATE (its list is not the site's files: offline play fails): point the site again to write it`);
    return 0;
  }
  const r = pointSite(dir, toPublic ? '' : address.trim(), key ?? DEFAULT_KEY);
  const { before, after } = r;
  out(`${dir} now names the broker ${describe(after.address, after.key)}; it named ${describe(before.address, before.key)}`);
  out(`  index.html: ${r.index ? 'written' : 'unchanged'}: connect-src ${after.connectSrc}`);
  out(`  sw.js: ${r.sw ? `written, version ${before.version} -> ${after.version}` : `unchanged, version ${after.version}`}`);
  if (r.manifest) out('  manifest.webmanifest: the icons that are not there taken out');
  out('A server that sends its own Content-Security-Policy header must allow the same connect-src');
  out('(scripts/serve.mjs sends the page\'s own).');
  if (after.address) {
    const url = new URL(after.address);
    if (isLoopback(url.hostname)) out(`Note: ${url.hostname} is this computer: other devices cannot reach the broker there. Phones on the Wi-Fi need this computer's address on it (scripts/broker prints them).`);
    if (url.protocol === 'http:') out('Note: an http broker: a page served over https cannot reach it (only https/wss): serve this site over http too, or give the broker TLS (docs/club-setup.md).');
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`point-broker: ${e.message}; nothing was changed`);
    process.exitCode = 1;
  }
}
