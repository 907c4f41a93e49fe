import {
  INITIAL_UPDATE_STATE,
  INSTALLED_TO_WAITING_DELAY_MS,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  SKIP_WAITING_MESSAGE,
  UPDATE_FOUND_WINDOW_MS,
  UPDATE_INTERVAL_MS,
  isStaleRegistration,
  nextUpdateState,
  shouldReloadOnRouteChange,
  type UpdateEvent,
  type UpdateState,
} from '../../src/pwa/serviceWorker';

/** What the page needs of its router: route changes, and whether a path may reload. */
export interface RouteChanges {
  /** Calls back after each resolved navigation with the previous and new paths. */
  onRouteChange(listener: (fromPath: string, toPath: string) => void): void;
  /** The destination route's "allow reload of the installed web app" flag. */
  allowReload(): boolean;
}

/** The update state, readable by the page (e.g. `window.__omnisSwUpdate` in tests). */
export interface ServiceWorkerHandle {
  state(): UpdateState;
}

/**
 * Registers the root service worker and runs the spec's update rule (page-builder.md §4):
 * a waiting new worker sets the update-needed flag (and is asked to take over); when the
 * controller changes after the page had one, the page reloads at the next route change to
 * a different path (never on first load); registrations whose script is not /sw.js are
 * unregistered; the worker is checked for updates every hour. An installing worker is
 * watched for the update-found window (60 s), and the waiting check runs 200 ms after it
 * reports installed.
 */
export async function registerServiceWorker(
  routes: RouteChanges,
  win: Window = window,
): Promise<ServiceWorkerHandle | null> {
  const container = win.navigator.serviceWorker;
  if (!container) return null;
  let state = INITIAL_UPDATE_STATE;
  const apply = (event: UpdateEvent) => {
    state = nextUpdateState(state, event);
  };
  // Whether the page had a controller before the change: false on first install.
  let controlled = Boolean(container.controller);

  // Stale workers whose script is not current are unregistered.
  for (const registration of await container.getRegistrations()) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (isStaleRegistration(worker?.scriptURL, win.location.origin))
      await registration.unregister();
  }

  const registration = await container.register(SERVICE_WORKER_PATH, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });

  const onWaiting = (worker: ServiceWorker) => {
    apply({ type: 'waiting' });
    worker.postMessage({ type: SKIP_WAITING_MESSAGE });
  };
  // Only an update waits: on first install there is no controller and it activates at once.
  if (registration.waiting && controlled) onWaiting(registration.waiting);

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    const foundAt = Date.now();
    const onState = () => {
      if (Date.now() - foundAt > UPDATE_FOUND_WINDOW_MS) {
        installing.removeEventListener('statechange', onState);
        return;
      }
      if (installing.state !== 'installed') return;
      installing.removeEventListener('statechange', onState);
      win.setTimeout(() => {
        if (registration.waiting && container.controller) onWaiting(registration.waiting);
      }, INSTALLED_TO_WAITING_DELAY_MS);
    };
    installing.addEventListener('statechange', onState);
  });

  container.addEventListener('controllerchange', () => {
    apply({ type: 'controllerchange', hadController: controlled });
    controlled = true;
  });

  routes.onRouteChange((fromPath, toPath) => {
    if (shouldReloadOnRouteChange(state, fromPath, toPath, routes.allowReload()))
      win.location.reload();
  });

  win.setInterval(() => void registration.update().catch(() => undefined), UPDATE_INTERVAL_MS);
  return { state: () => state };
}
