import {
  CACHE_PREFIX,
  NEVER_CACHED_PREFIXES,
  OFFLINE_PATH,
  SKIP_WAITING_MESSAGE,
  buildVersion,
} from '../../src/pwa/serviceWorker';
import { PUSH_HANDLERS_SOURCE } from '../notifications/serviceWorker';

/**
 * The service worker's script for one build: its precache list and version are written
 * into it, so a new build changes the script's bytes and browsers install the new worker.
 * The request rules mirror `fetchStrategy` and `staleCaches` in src/pwa/serviceWorker.ts
 * (tested against them in worker.test.ts by running this script in a fake worker scope).
 */
export function serviceWorkerSource(precache: readonly string[]): string {
  const version = buildVersion(precache);
  const cacheName = `${CACHE_PREFIX}${version}`;
  return `'use strict';
const VERSION = ${JSON.stringify(version)};
const CACHE = ${JSON.stringify(cacheName)};
const CACHE_PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const PRECACHE = ${JSON.stringify(precache)};
const PRECACHED = new Set(PRECACHE);
const NEVER_CACHED = ${JSON.stringify(NEVER_CACHED_PREFIXES)};
const OFFLINE_PATH = ${JSON.stringify(OFFLINE_PATH)};

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new worker waits (the page sees it and asks it to take over).
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload', credentials: 'omit' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === ${JSON.stringify(SKIP_WAITING_MESSAGE)}) self.skipWaiting();
  if (event.data && event.data.type === 'VERSION' && event.ports && event.ports[0]) event.ports[0].postMessage(VERSION);
});

function strategy(request) {
  if (request.method !== 'GET') return 'network';
  let url;
  try {
    url = new URL(request.url);
  } catch (error) {
    return 'network';
  }
  if (url.origin !== self.location.origin) return 'network';
  if (request.mode === 'navigate') return 'network-offline-fallback';
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (url.search === '' && PRECACHED.has(url.pathname)) return 'cache-first';
  return 'network';
}

self.addEventListener('fetch', (event) => {
  const how = strategy(event.request);
  if (how === 'cache-first') {
    const path = new URL(event.request.url).pathname;
    event.respondWith(
      caches.open(CACHE).then((cache) => cache.match(path).then((hit) => hit || fetch(event.request))),
    );
  } else if (how === 'network-offline-fallback') {
    // Pages are never stored (they carry the session); only the offline page is.
    event.respondWith(
      fetch(event.request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(OFFLINE_PATH)).then((page) => page || Response.error()),
      ),
    );
  }
});
${PUSH_HANDLERS_SOURCE}`;
}
