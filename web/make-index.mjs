// Writes the site's index.html from shell.html (run by the CMake `dist` target):
// `node web/make-index.mjs SHELL_HTML OUT_HTML [BROKER] [KEY]`.
//
// BROKER (the cache variable ARKADIA_BROKER) is the PeerJS broker a site names for play between
// devices, as an address: "https://broker.example.org/peerjs", "http://127.0.0.1:9000/broker/".
// Empty: PeerJS's public broker, which shell.html's policy already names. Otherwise the public
// broker's entries in connect-src are replaced by this one's (https+wss or http+ws, with its
// port), and the page's <meta name="arkadia-broker"> carries it, so the policy always names
// exactly the broker the page uses. KEY (ARKADIA_BROKER_KEY, default `peerjs`) is the broker's
// key (scripts/broker's --key): any other key goes into the meta as data-key="KEY", which
// web/remote_bridge.js reads (no data-key: `peerjs`).
//
// pointIndex() does the same to an index.html already written, whatever broker it names now:
// scripts/point-broker re-points a built site with it.
import { readFileSync, writeFileSync } from 'node:fs';

export const PUBLIC_ENTRIES = 'https://0.peerjs.com wss://0.peerjs.com';
export const DEFAULT_KEY = 'peerjs';

// The page's broker setting and its security policy's connect-src, as written in index.html.
const META = /<meta name="arkadia-broker" content="([^"]*)"(?: data-key="([^"]*)")?>/;
const CSP = /(<meta http-equiv="Content-Security-Policy" content="[^"]*?\bconnect-src )([^;"]*)/;

// The broker's connect-src entries, or an Error saying what is wrong with the address. `what`
// names the setting in the message (the cache variable, or a command's argument).
export function brokerEntries(address, what = 'ARKADIA_BROKER') {
  let url;
  try { url = new URL(address); } catch { return new Error(`${what} is not an address: "${address}" (e.g. https://broker.example.org/peerjs)`); }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return new Error(`${what} must be an http or https address: "${address}"`);
  if (url.search || url.hash || url.username || url.password)
    return new Error(`${what} takes a host, port and path only: "${address}"`);
  // A Content-Security-Policy cannot name an IPv6 address (its host-source has no brackets).
  if (url.hostname.startsWith('['))
    return new Error(`${what} must name the broker by a host name or an IPv4 address (a security policy cannot name an IPv6 address): "${address}"`);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${url.protocol}//${url.host} ${socket}//${url.host}`;
}

// The key, or an Error: PeerJS's keys here are short, letters, digits, '-' and '_' (the broker
// takes it in its URLs' path and query).
export function checkKey(key, what = 'ARKADIA_BROKER_KEY') {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(key))
    return new Error(`${what} must be 1 to 64 letters, digits, '-' or '_' (a PeerJS key, as given to scripts/broker --key): "${key}"`);
  return key;
}

// What is wrong with a broker setting (an address, '' for the public broker, and a key), as an
// Error, or null. The CMake configure asks it of ARKADIA_BROKER and ARKADIA_BROKER_KEY.
export function settingProblem(broker, key = DEFAULT_KEY, { what = 'ARKADIA_BROKER', keyWhat = 'ARKADIA_BROKER_KEY' } = {}) {
  const checked = checkKey(key, keyWhat);
  if (checked instanceof Error) return checked;
  if (!broker && key !== DEFAULT_KEY)
    return new Error(`${keyWhat} "${key}" needs a broker of one's own: PeerJS's public broker takes the key ${DEFAULT_KEY}`);
  const entries = broker ? brokerEntries(broker, what) : PUBLIC_ENTRIES;
  return entries instanceof Error ? entries : null;
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const readAttribute = (text) => text.replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

// What an index.html names: { address ('' for PeerJS's public broker), key, entries (the
// broker's connect-src entries), connectSrc (the whole directive) }. Throws when the page has
// no broker setting or no policy, or when its policy does not name its broker.
export function readBroker(html) {
  const meta = META.exec(html);
  if (!meta) throw new Error('index.html has no <meta name="arkadia-broker" content="...">');
  const csp = CSP.exec(html);
  if (!csp) throw new Error('index.html has no Content-Security-Policy <meta> with a connect-src');
  const address = readAttribute(meta[1]);
  const entries = address ? brokerEntries(address, 'index.html\'s broker') : PUBLIC_ENTRIES;
  if (entries instanceof Error) throw entries;
  const connectSrc = csp[2].trim();
  if (!` ${connectSrc} `.includes(` ${entries} `))
    throw new Error(`index.html's connect-src (${connectSrc}) does not name the broker its page uses (${entries}): was it edited by hand?`);
  return { address, key: meta[2] === undefined ? DEFAULT_KEY : readAttribute(meta[2]), entries, connectSrc };
}

// index.html (any: shell.html's, or one already pointed elsewhere) naming `broker` with `key`
// instead of what it names now: its broker setting and its connect-src entries. Throws an Error
// that says what is wrong (an address, a key, a page that is not the site's).
export function pointIndex(html, broker = '', key = DEFAULT_KEY, { what = 'ARKADIA_BROKER', keyWhat = 'ARKADIA_BROKER_KEY' } = {}) {
  const current = readBroker(html);
  const problem = settingProblem(broker, key, { what, keyWhat });
  if (problem) throw problem;
  const entries = broker ? brokerEntries(broker, what) : PUBLIC_ENTRIES;
  const meta = broker
    ? `<meta name="arkadia-broker" content="${escapeAttribute(broker)}"${key === DEFAULT_KEY ? '' : ` data-key="${key}"`}>`
    : '<meta name="arkadia-broker" content="">';
  const connectSrc = ` ${current.connectSrc} `.replace(` ${current.entries} `, ` ${entries} `).trim();
  return html.replace(CSP, (all, start) => `${start}${connectSrc}`).replace(META, () => meta);
}

// The site's index.html from shell.html, which names PeerJS's public broker.
export function makeIndex(html, broker = '', key = DEFAULT_KEY) {
  if (!html.includes(PUBLIC_ENTRIES)) throw new Error('shell.html\'s connect-src does not name the public broker');
  if (!/<meta name="arkadia-broker" content="">/.test(html)) throw new Error('shell.html has no <meta name="arkadia-broker" content="">');
  return pointIndex(html, broker, key);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [source, out, broker = '', key = ''] = process.argv.slice(2);
  try {
    writeFileSync(out, makeIndex(readFileSync(source, 'utf8'), broker.trim(), key.trim() || DEFAULT_KEY));
  } catch (e) {
    console.error(`make-index: ${e.message}`);
    process.exit(1);
  }
}
