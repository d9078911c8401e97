// The service worker (→ dist/sw.js): after one visit the game loads and plays with no network.
// web/make-sw.mjs writes dist/sw.js from this file at build time, filling in PRECACHE: every
// file of dist/ with its SHA-256 (checked when it is fetched), and a version that is a hash of
// all of them, so any change to any file makes a new service worker with a new cache.
//
// - install: fetches every file (bypassing stale HTTP caches; a file whose content does not
//   match its hash, e.g. half-way through a deploy, fails the install, and the previous version
//   stays in charge) into a cache named after the scope and the version;
// - activate: deletes this scope's caches of other versions (never another scope's: two copies
//   of the game in two folders of one host keep their own) and takes charge of open pages;
// - fetch: answers requests for the site's own files from the cache, falling back to the
//   network; anything else (other folders, other hosts, non-GET) is left to the browser and
//   nothing is ever added to the cache at run time.
//
// No skipWaiting(): a new version waits until no page runs the old one, so a running game never
// loads its AI worker from a different version than its page.
'use strict';

const PRECACHE = /*PRECACHE*/ { version: 'dev', files: [] };

const SCOPE = self.registration.scope;  // ends with '/'
const CACHE_PREFIX = 'arkadia ' + SCOPE + ' ';
const CACHE = CACHE_PREFIX + PRECACHE.version;
const FILES = new Set(PRECACHE.files.map((f) => f.path));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.files.map(async (file) => {
      const url = new URL(file.path, SCOPE).href;
      const response = await fetch(new Request(url, { cache: 'no-cache', integrity: file.integrity }));
      if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
      // A host that redirects (e.g. index.html to its folder) must not leave a redirected
      // response in the cache: browsers refuse those for navigations.
      await cache.put(url, response.redirected ? new Response(await response.blob(), response) : response);
    }));
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys())
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The precached file a request is for, or null: the scope's folder itself is index.html, and
// query strings (the page's settings, e.g. ?aidelay=0) do not name another file.
function precachedUrl(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const base = SCOPE.replace(/[?#].*$/, '');
  const href = url.origin + url.pathname;
  if (!href.startsWith(base)) return null;
  let path = href.slice(base.length);
  if (path === '') path = 'index.html';
  return FILES.has(path) ? new URL(path, SCOPE).href : null;
}

self.addEventListener('fetch', (event) => {
  const url = precachedUrl(event.request);
  if (!url) return;  // not one of ours: the browser fetches it as if there were no service worker
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(url, { ignoreVary: true });
    return hit ?? fetch(event.request);
  })());
});
