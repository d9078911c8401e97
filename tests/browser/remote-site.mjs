// The site for tests of play between devices, inside the network namespace (netns.mjs): a PeerJS
// broker of our own (scripts/broker.mjs) and the tests' site served as if built naming it
// (web/make-index.mjs writes it into index.html and the policy), so no traffic leaves the machine.
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { spawnBroker } from '../../scripts/broker.mjs';
import { makeIndex } from '../../web/make-index.mjs';

export const brokerAddress = 'http://127.0.0.1:9000/broker/';

// Fills env.broker, env.root, env.server and env.url (closed by browser.mjs's closeSharedTable).
export async function openRemoteSite(env) {
  env.broker = await spawnBroker(['--host', '127.0.0.1', '--port', '9000', '--path', '/broker/', '--key', 'peerjs']);
  env.root = mkdtempSync(join(tmpdir(), 'arkadia-remote-'));
  for (const name of readdirSync(dist)) if (name !== 'index.html') symlinkSync(join(dist, name), join(env.root, name));
  writeFileSync(join(env.root, 'index.html'), makeIndex(readFileSync(join(dist, 'index.html'), 'utf8'), brokerAddress));
  env.server = await serve(env.root, 0);
  env.url = `http://127.0.0.1:${env.server.address().port}/`;
}
