// The member site's service worker (docs/decisions/018-app-download.md): what makes the site an
// installable app that opens without a network.
//
// - On install it keeps the shell: index.html (the page every route of the app starts from, as the
//   build wrote it, not a page the server rendered with its data), the scripts and style sheets the
//   first page needs and the site's texts in both languages (the build's list, below), the offline
//   page, the manifest and the icons.
// - A navigation goes to the network first, so that a member always gets the current page; without
//   a network it gets the kept shell (the app then says that it cannot reach the server and offers to
//   try again), and failing that the offline page.
// - The build's files under /assets/ are named by their content, so they are answered from the cache
//   first and kept when first fetched (the pages loaded on demand).
// - Nothing else is ever kept or answered from the cache: API calls (/api/, /house/api/), WebSockets,
//   other origins and anything but GET go to the network untouched, so no stale data is ever shown.
// - Each build has its own cache (its version is in the name); activating a new build's worker
//   deletes the caches of the ones before.
//
// The build (apps/web/vite-plugins/service-worker.ts) replaces the line below with the build's
// version and the files of the first page and of the texts; as it is (the development server) the
// worker has nothing to keep, and it is only ever registered by a production build anyway.
const BUILD = /* playdeck:build */ { version: 'development', precache: [] };

const CACHE = `playdeck-${BUILD.version}`;
const CACHE_PREFIX = 'playdeck-';
const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const STATIC_FILES = [
  OFFLINE_URL,
  '/offline.js',
  '/pwa.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
/** Paths never answered from the cache nor kept: the API, the house games' API, the health check. */
const NETWORK_ONLY_PREFIXES = ['/api/', '/house/api/', '/healthz'];
/** Files kept on first fetch (pages loaded on demand) at most, beyond the shell's own. */
const RUNTIME_ENTRIES_MAX = 300;

const precached = new Set([SHELL_URL, ...STATIC_FILES, ...BUILD.precache]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: past the browser's HTTP cache, so that the files kept are this build's.
      await cache.addAll([...precached].map((url) => new Request(url, { cache: 'reload' })));
      // A new build's worker takes over at once: pages load the current build's files from the
      // network first anyway, and its files are all kept.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The navigation's request starts while the worker itself starts, so that a worker woken up by
      // a navigation does not delay the page.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      // The page that registered the worker (and every other open tab) is controlled from now on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, true));
  } else if (precached.has(url.pathname) && url.search === '') {
    event.respondWith(cacheFirst(event, false));
  }
});

/** The network's page; without a network, the kept shell, else the offline page. */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const cache = await caches.open(CACHE);
    const fallback = (await cache.match(SHELL_URL)) ?? (await cache.match(OFFLINE_URL));
    if (fallback) return fallback;
    throw error;
  }
}

/**
 * The kept answer; else the network's, kept (after it has been answered) when `keep` says it is a
 * content-named build file and it came back whole.
 */
async function cacheFirst(event, keep) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keep && response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => trim(cache)));
  }
  return response;
}

/** Drops the oldest files kept on first fetch beyond the limit; the shell's own stay. */
async function trim(cache) {
  const runtime = (await cache.keys()).filter((kept) => !precached.has(new URL(kept.url).pathname));
  const excess = runtime.length - RUNTIME_ENTRIES_MAX;
  for (const kept of runtime.slice(0, Math.max(0, excess))) await cache.delete(kept);
}
