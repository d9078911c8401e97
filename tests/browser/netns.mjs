// Runs a browser test file inside a private network namespace that the test makes itself, so no
// traffic leaves the machine (play between devices, issue 49; docs/remote-transport.md):
//
//   import { runInNetns } from './netns.mjs';
//   if (await runInNetns(import.meta.url)) {
//     ... the file's tests: here they run inside the namespace ...
//   }
//
// Outside (ARKADIA_NETNS unset), runInNetns registers one test that re-runs the same file with
// `unshare -n` (`unshare -rn`, a user namespace too, when not root) and returns false; that test
// repeats each of the inner run's top-level results as a subtest of its own (passed, failed with
// the inner message, or skipped) and relays the inner run's report to stderr. Where no namespace
// can be made (no unshare, not allowed in this container, no `ip`), the test is SKIPPED and says
// why: never passed silently. Inside, it returns true and the file's tests run.
//
// The namespace: `lo` up (127.0.0.1 for the test's servers), and an interface with a private
// address and the default route on it, because WebRTC gathers no candidate without a default
// route (Chromium asks the kernel which address would reach the internet, and loopback
// candidates are off): a veth pair rtc0/rtc1, rtc0 10.213.0.1/24, `default dev rtc0`; where veth
// cannot be made, a dummy interface does the same. Packets for the outside go into rtc0 and are
// dropped at rtc1: nothing can leave, nothing can come in. Browsers in the namespace reach each
// other at 10.213.0.1 (their host candidates).
import { spawn, spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

export const NETNS_ENV = 'ARKADIA_NETNS';
export const NETNS_ADDRESS = '10.213.0.1';

export const insideNetns = () => process.env[NETNS_ENV] === '1';

// The shell commands that make the namespace's network, run as the namespace's root.
const setup = [
  'set -e',
  'ip link set lo up',
  `if ip link add rtc0 type veth peer name rtc1 2>/dev/null; then ip link set rtc1 up; else ip link add rtc0 type dummy; fi`,
  `ip addr add ${NETNS_ADDRESS}/24 dev rtc0`,
  'ip link set rtc0 up',
  'ip route add default dev rtc0',
  'exec "$@"',
].join('\n');

// How to enter a new network namespace here, or why not.
export function netnsCommand() {
  const which = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
  if (!which('unshare')) return { reason: 'unshare (util-linux) is not installed' };
  if (!which('ip')) return { reason: 'ip (iproute2) is not installed' };
  const tries = process.getuid?.() === 0 ? [['-n'], ['-rn']] : [['-rn']];
  const failures = [];
  for (const flags of tries) {
    const probe = spawnSync('unshare', [...flags, 'sh', '-c', setup, 'sh', 'true'], { encoding: 'utf8' });
    if (probe.status === 0) return { argv: ['unshare', ...flags, 'sh', '-c', setup, 'sh'] };
    failures.push(`unshare ${flags.join(' ')}: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim()}`);
  }
  return { reason: `no network namespace can be made here (${failures.join('; ')})` };
}

// Node's TAP report: each top-level result, with the YAML block that follows a failure.
export function topLevelResults(tap) {
  const results = [];
  const lines = tap.split('\n');
  for (let i = 0; i < lines.length; ++i) {
    const m = /^(not ok|ok) \d+ - (.*?)(?: # (SKIP|TODO)\b ?(.*))?$/.exec(lines[i]);
    if (!m) continue;
    const r = { ok: m[1] === 'ok', name: m[2], directive: m[3], reason: m[4] ?? '' };
    const detail = [];
    for (let j = i + 1; j < lines.length && /^ {2}\S|^ {2,}|^ {2}---|^ {2}\.\.\./.test(lines[j]); ++j) detail.push(lines[j]);
    r.detail = detail.join('\n');
    results.push(r);
  }
  return results;
}

export async function runInNetns(fileUrl, { timeoutMs = 15 * 60 * 1000 } = {}) {
  if (insideNetns()) return true;
  const file = fileURLToPath(fileUrl);
  test('inside a private network namespace (no traffic leaves the machine)', { timeout: timeoutMs }, async (t) => {
    const how = netnsCommand();
    if (!how.argv) { t.skip(how.reason); return; }
    // The inner run reports in TAP on its own (not to the outer runner, whose variable it drops).
    const env = { ...process.env, [NETNS_ENV]: '1' };
    delete env.NODE_TEST_CONTEXT;
    // A name pattern given to the outer run (which must match this test's name too, e.g.
    // "namespace|joins") picks the inner tests as well.
    const patterns = process.execArgv.filter((a) => a.startsWith('--test-name-pattern'));
    const child = spawn(how.argv[0], [...how.argv.slice(1), process.execPath, '--test-reporter=tap', ...patterns, file],
                        { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; process.stderr.write(d); });
    child.stderr.on('data', (d) => process.stderr.write(d));
    const code = await new Promise((ok) => child.on('close', (c, signal) => ok(signal ?? c)));
    const results = topLevelResults(out);
    for (const r of results) {
      await t.test(r.name, (st) => {
        if (r.directive === 'SKIP') st.skip(r.reason || 'skipped inside the namespace');
        else if (r.directive === 'TODO') st.todo(r.reason);
        else if (!r.ok) throw new Error(`failed inside the namespace:\n${r.detail}`);
      });
    }
    if (results.length === 0) throw new Error(`the run inside the namespace reported no test (exit ${code})`);
    if (code !== 0 && results.every((r) => r.ok)) throw new Error(`the run inside the namespace exited with ${code}`);
  });
  return false;
}
