// Finishes dist/ at build time (run by the CMake `dist` target, after every other file is in
// place): `node web/make-sw.mjs DIST_DIR SW_TEMPLATE`.
//
// 1. drops the manifest's icons whose files are not there (the PNG icons are drawn from
//    icon.svg by rsvg-convert when the build machine has it);
// 2. writes DIST_DIR/sw.js from SW_TEMPLATE (web/sw.js) with the list of every file of dist/,
//    each with its SHA-256 as a subresource-integrity string, and the version: the first 16 hex
//    digits of a SHA-256 over all the names and contents. Same files, same sw.js (byte for
//    byte, so browsers see no update); any change to any file, a new version.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function listFiles(dir, sub = '') {
  const out = [];
  for (const name of readdirSync(join(dir, sub)).sort()) {
    const path = sub ? `${sub}/${name}` : name;
    if (statSync(join(dir, path)).isDirectory()) out.push(...listFiles(dir, path));
    else if (path !== 'sw.js') out.push(path);
  }
  return out;
}

export function precacheList(dir) {
  const all = createHash('sha256');
  const files = listFiles(dir).map((path) => {
    const bytes = readFileSync(join(dir, path));
    all.update(`${path}\0${bytes.length}\0`).update(bytes);
    return { path, integrity: 'sha256-' + createHash('sha256').update(bytes).digest('base64') };
  });
  return { version: all.digest('hex').slice(0, 16), files };
}

function pruneManifestIcons(dir) {
  const file = join(dir, 'manifest.webmanifest');
  if (!existsSync(file)) return;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const icons = (manifest.icons ?? []).filter((icon) => existsSync(join(dir, icon.src)));
  if (icons.length === (manifest.icons ?? []).length) return;
  manifest.icons = icons;
  writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
}

export function makeServiceWorker(dir, template) {
  pruneManifestIcons(dir);
  const precache = precacheList(dir);
  const source = readFileSync(template, 'utf8');
  const marker = /\/\*PRECACHE\*\/ \{[^}]*\}/;
  if (!marker.test(source)) throw new Error(`${template} has no /*PRECACHE*/ marker`);
  writeFileSync(join(dir, 'sw.js'), source.replace(marker, () => JSON.stringify(precache, null, 2)));
  return precache;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, template] = process.argv.slice(2);
  if (!dir || !template) {
    console.error('usage: node web/make-sw.mjs DIST_DIR SW_TEMPLATE');
    process.exit(2);
  }
  const { version, files } = makeServiceWorker(dir, template);
  console.log(`sw.js: version ${version}, ${files.length} files precached`);
}
