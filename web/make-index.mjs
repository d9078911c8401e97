// Writes the site's index.html from shell.html (run by the CMake `dist` target):
// `node web/make-index.mjs SHELL_HTML OUT_HTML [BROKER]`.
//
// BROKER (the cache variable ARKADIA_BROKER) is the PeerJS broker a site names for play between
// devices, as an address: "https://broker.example.org/peerjs", "http://127.0.0.1:9000/broker/".
// Empty: PeerJS's public broker, which shell.html's policy already names. Otherwise the public
// broker's entries in connect-src are replaced by this one's (https+wss or http+ws, with its
// port), and the page's <meta name="arkadia-broker"> carries it, so the policy always names
// exactly the broker the page uses.
import { readFileSync, writeFileSync } from 'node:fs';

const PUBLIC_ENTRIES = 'https://0.peerjs.com wss://0.peerjs.com';

// The broker's connect-src entries, or an Error saying what is wrong with the address.
export function brokerEntries(address) {
  let url;
  try { url = new URL(address); } catch { return new Error(`ARKADIA_BROKER is not an address: "${address}" (e.g. https://broker.example.org/peerjs)`); }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return new Error(`ARKADIA_BROKER must be an http or https address: "${address}"`);
  if (url.search || url.hash || url.username || url.password)
    return new Error(`ARKADIA_BROKER takes a host, port and path only: "${address}"`);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${url.protocol}//${url.host} ${socket}//${url.host}`;
}

export function makeIndex(html, broker = '') {
  if (!html.includes(PUBLIC_ENTRIES)) throw new Error('shell.html\'s connect-src does not name the public broker');
  if (!/<meta name="arkadia-broker" content="">/.test(html)) throw new Error('shell.html has no <meta name="arkadia-broker" content="">');
  if (!broker) return html;
  const entries = brokerEntries(broker);
  if (entries instanceof Error) throw entries;
  const attribute = broker.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(PUBLIC_ENTRIES, entries)
    .replace('<meta name="arkadia-broker" content="">', `<meta name="arkadia-broker" content="${attribute}">`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [source, out, broker = ''] = process.argv.slice(2);
  try {
    writeFileSync(out, makeIndex(readFileSync(source, 'utf8'), broker.trim()));
  } catch (e) {
    console.error(`make-index: ${e.message}`);
    process.exit(1);
  }
}
