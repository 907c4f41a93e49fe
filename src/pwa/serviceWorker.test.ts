import { describe, expect, it } from 'vitest';
import {
  CACHE_PREFIX,
  INITIAL_UPDATE_STATE,
  INSTALLED_TO_WAITING_DELAY_MS,
  OFFLINE_PATH,
  UPDATE_FOUND_WINDOW_MS,
  UPDATE_INTERVAL_MS,
  buildVersion,
  fetchStrategy,
  isNeverCached,
  isStaleRegistration,
  nextUpdateState,
  precacheList,
  shouldReloadOnRouteChange,
  staleCaches,
} from './serviceWorker';

const ORIGIN = 'https://demo.example';
const shell = {
  scripts: ['/assets/runtime-abc.js'],
  styles: ['/assets/runtime-abc.css'],
  preload: ['/assets/framework-1.js', '/assets/runtime-abc.css', 'https://cdn.example/x.js'],
};

describe('service worker constants (spec §9)', () => {
  it('checks hourly, watches an update 60 s and waits 200 ms after installed', () => {
    expect(UPDATE_INTERVAL_MS).toBe(3_600_000);
    expect(UPDATE_FOUND_WINDOW_MS).toBe(60_000);
    expect(INSTALLED_TO_WAITING_DELAY_MS).toBe(200);
  });
});

describe('precacheList', () => {
  it('holds the build shell and the offline page, once each, sorted', () => {
    expect(precacheList(shell)).toEqual([
      '/assets/framework-1.js',
      '/assets/runtime-abc.css',
      '/assets/runtime-abc.js',
      OFFLINE_PATH,
    ]);
  });
  it('leaves out other origins and paths outside /assets/', () => {
    expect(
      precacheList({
        scripts: ['/api/me.js', '/assets/../dashboard/x.js'],
        styles: [],
        preload: [],
      }),
    ).toEqual([OFFLINE_PATH]);
  });
  it('changes its version only when the build does', () => {
    const a = buildVersion(precacheList(shell));
    expect(buildVersion(precacheList({ ...shell }))).toBe(a);
    expect(buildVersion(precacheList({ ...shell, scripts: ['/assets/runtime-new.js'] }))).not.toBe(
      a,
    );
    expect(a).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('what is never cached', () => {
  it.each([
    '/omnis/v3/notifications/',
    '/api/x',
    '/dashboard/',
    '/atlas/',
    '/account/orders/',
    '/checkout/',
    '/sw.js',
  ])('%s', (path) => expect(isNeverCached(path)).toBe(true));
  it('storefront assets and pages are not on the list', () => {
    expect(isNeverCached('/assets/runtime-abc.js')).toBe(false);
    expect(isNeverCached('/about/')).toBe(false);
  });
});

describe('fetchStrategy', () => {
  const precached = new Set(precacheList(shell));
  const get = (path: string, mode = 'no-cors') => ({
    method: 'GET',
    url: `${ORIGIN}${path}`,
    mode,
  });
  it('answers precached shell assets from the cache', () => {
    expect(fetchStrategy(get('/assets/runtime-abc.js'), ORIGIN, precached)).toBe('cache-first');
  });
  it('sends navigations to the network with the offline page as fallback', () => {
    expect(fetchStrategy(get('/about/', 'navigate'), ORIGIN, precached)).toBe(
      'network-offline-fallback',
    );
    expect(fetchStrategy(get('/dashboard/', 'navigate'), ORIGIN, precached)).toBe(
      'network-offline-fallback',
    );
  });
  it('never answers the API, other origins, other methods or unlisted files from a cache', () => {
    expect(fetchStrategy(get('/omnis/v3/session/'), ORIGIN, precached)).toBe('network');
    expect(fetchStrategy(get('/assets/other-1.js'), ORIGIN, precached)).toBe('network');
    expect(fetchStrategy(get('/assets/runtime-abc.js?x=1'), ORIGIN, precached)).toBe('network');
    expect(
      fetchStrategy({ ...get('/assets/runtime-abc.js'), method: 'POST' }, ORIGIN, precached),
    ).toBe('network');
    expect(
      fetchStrategy(
        { method: 'GET', url: 'https://cdn.example/assets/runtime-abc.js', mode: 'cors' },
        ORIGIN,
        precached,
      ),
    ).toBe('network');
  });
});

describe('staleCaches and stale registrations', () => {
  it('deletes only our caches of other builds', () => {
    expect(
      staleCaches(
        [`${CACHE_PREFIX}old`, `${CACHE_PREFIX}new`, 'someone-else'],
        `${CACHE_PREFIX}new`,
      ),
    ).toEqual([`${CACHE_PREFIX}old`]);
  });
  it('a registration whose script is not /sw.js is stale', () => {
    expect(isStaleRegistration(`${ORIGIN}/sw.js`, ORIGIN)).toBe(false);
    expect(isStaleRegistration(`${ORIGIN}/service-worker.js`, ORIGIN)).toBe(true);
    expect(isStaleRegistration(`${ORIGIN}/sw.js?v=1`, ORIGIN)).toBe(false);
    expect(isStaleRegistration(null, ORIGIN)).toBe(false);
  });
});

describe('the update rule (spec §4)', () => {
  it('a waiting worker sets the update-needed flag', () => {
    expect(nextUpdateState(INITIAL_UPDATE_STATE, { type: 'waiting' })).toEqual({
      updateNeeded: true,
      reloadPending: false,
    });
  });
  it('the first install taking control does not reload', () => {
    const state = nextUpdateState(INITIAL_UPDATE_STATE, {
      type: 'controllerchange',
      hadController: false,
    });
    expect(state.reloadPending).toBe(false);
    expect(shouldReloadOnRouteChange(state, '/', '/about/')).toBe(false);
  });
  it('after a controller change the next route change to another path reloads', () => {
    const state = nextUpdateState(nextUpdateState(INITIAL_UPDATE_STATE, { type: 'waiting' }), {
      type: 'controllerchange',
      hadController: true,
    });
    expect(state).toEqual({ updateNeeded: false, reloadPending: true });
    expect(shouldReloadOnRouteChange(state, '/', '/about/')).toBe(true);
    expect(shouldReloadOnRouteChange(state, '/about/', '/about/?page=2')).toBe(false);
    expect(shouldReloadOnRouteChange(state, '/about/', '/about')).toBe(false);
    expect(shouldReloadOnRouteChange(state, '/', '/about/', false)).toBe(false);
  });
  it('without a controller change no route change reloads', () => {
    expect(shouldReloadOnRouteChange(INITIAL_UPDATE_STATE, '/', '/about/')).toBe(false);
  });
});
