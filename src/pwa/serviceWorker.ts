/**
 * The service worker's rules, pure so the worker, the page and the server share them
 * (spec page-builder.md §4 "Service worker" and §9): what is precached, what is never
 * cached, how a request is answered, and when a new worker makes the page reload.
 */

/** The worker's address: the site root, so its scope is the whole store. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** The branded page a navigation gets when the network is gone. */
export const OFFLINE_PATH = '/offline/';
/** The store's web app manifest (the spec names no path; this is the standard one). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_MESSAGE =
  'This page needs a connection. Check your connection, then try again.';
export const OFFLINE_RETRY = 'Try again';

/** Spec §9: update check every 1 hour; update-found window 60 s; installed-to-waiting 200 ms. */
export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;
export const UPDATE_FOUND_WINDOW_MS = 60 * 1000;
export const INSTALLED_TO_WAITING_DELAY_MS = 200;

/** The message the page sends a waiting worker so that it takes over. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
export const CACHE_PREFIX = 'omnis-shell-';

/**
 * Paths never cached and never precached: the API and anything that carries a session or
 * personal data (account, basket, checkout, orders), the dashboard and atlas apps, the
 * notification and chat streams, uploads' private areas and the worker itself.
 */
export const NEVER_CACHED_PREFIXES = [
  '/api/',
  '/omnis/',
  '/dashboard',
  '/atlas',
  '/marketing-tools',
  '/plugins',
  '/notifications/',
  '/live-chat/',
  '/account',
  '/basket',
  '/cart',
  '/checkout',
  '/orders',
  '/login',
  '/logout',
  '/register',
  '/events/',
  '/event-collector/',
  '/collaboration',
  SERVICE_WORKER_PATH,
] as const;

export function isNeverCached(path: string): boolean {
  return NEVER_CACHED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface ShellAssets {
  scripts: readonly string[];
  styles: readonly string[];
  preload: readonly string[];
}

/**
 * What the worker precaches: the storefront entry of the current build (its script, its
 * stylesheets and the chunks it imports statically, all hashed and immutable) and the
 * offline page. Only same-site paths under /assets/ besides the offline page; nothing on
 * the never-cached list; no duplicates; sorted so the list (and so the worker) changes
 * only when the build does.
 */
export function precacheList(shell: ShellAssets): string[] {
  const assets = [...shell.scripts, ...shell.styles, ...shell.preload].filter(
    (path) => path.startsWith('/assets/') && !path.includes('..') && !isNeverCached(path),
  );
  return [...new Set([...assets, OFFLINE_PATH])].sort();
}

/** A short stable version of a precache list (FNV-1a, hex): the worker's cache name. */
export function buildVersion(list: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of list.join('\n')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export type FetchStrategy = 'cache-first' | 'network-offline-fallback' | 'network';

export interface WorkerRequest {
  method: string;
  /** The request's full URL. */
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/**
 * How the worker answers: precached shell assets from the cache; page navigations from
 * the network with the offline page when it fails (the page itself is never stored);
 * everything else (API, other origins, non-GET, never-cached paths) straight to the network.
 */
export function fetchStrategy(
  request: WorkerRequest,
  origin: string,
  precached: ReadonlySet<string>,
): FetchStrategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'network-offline-fallback';
  if (isNeverCached(url.pathname)) return 'network';
  if (url.search === '' && precached.has(url.pathname)) return 'cache-first';
  return 'network';
}

/** Caches a new worker deletes on activation: ours from other builds (never others'). */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/** A registration is stale when its worker's script is not the current one: unregister it. */
export function isStaleRegistration(scriptUrl: string | null | undefined, origin: string): boolean {
  if (!scriptUrl) return false;
  try {
    const url = new URL(scriptUrl);
    return url.origin !== origin || url.pathname !== SERVICE_WORKER_PATH;
  } catch {
    return true;
  }
}

/** The page's view of the worker's update (spec §4). */
export interface UpdateState {
  /** A new worker is waiting: an update is needed. */
  updateNeeded: boolean;
  /** The controller changed after the page had one: reload at the next route change. */
  reloadPending: boolean;
}

export const INITIAL_UPDATE_STATE: UpdateState = { updateNeeded: false, reloadPending: false };

export type UpdateEvent =
  | { type: 'waiting' }
  /** `hadController`: the page was controlled when it loaded (false on first install). */
  | { type: 'controllerchange'; hadController: boolean };

export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.type) {
    case 'waiting':
      return { ...state, updateNeeded: true };
    case 'controllerchange':
      // Not on first load: a first install taking control is not an update.
      return event.hadController ? { updateNeeded: false, reloadPending: true } : state;
  }
}

/**
 * Whether a route change reloads the page: only once the controller has changed, only to
 * a different path (a query or hash change is not one), and only where the route's
 * metadata allows the installed web app to reload.
 */
export function shouldReloadOnRouteChange(
  state: UpdateState,
  fromPath: string,
  toPath: string,
  allowReload = true,
): boolean {
  return state.reloadPending && allowReload && normalisePath(fromPath) !== normalisePath(toPath);
}

const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
};
