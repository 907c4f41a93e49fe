import {
  CHUNK_RELOAD_STORAGE_KEY,
  chunkReloadDecision,
  dayOf,
  isChunkLoadError,
  parseChunkReloadLog,
} from './chunkReload';
import { sendToCollector } from './collector';

export interface ChunkRecoveryDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  report: (message: string) => void;
  now: () => number;
  /**
   * Whether this page has already acted on a failed chunk. One missing file surfaces
   * several ways (Vite's preload event, the rejected import, the route's error), and one
   * page view must count once.
   */
  page: { acted: boolean };
}

const thisPage = { acted: false };

/** Reports through the event collector, which is sent without credentials. */
function reportToCollector(message: string): void {
  sendToCollector('chunk-load-failed', { message });
  console.error(message);
}

const browserDeps = (): ChunkRecoveryDeps => ({
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  reload: () => window.location.reload(),
  report: reportToCollector,
  now: Date.now,
  page: thisPage,
});

/** What the chunk-load rule did about an error. */
export type ChunkRecovery = 'not-a-chunk-failure' | 'reloading' | 'reported' | 'handled-already';

/**
 * Applies the chunk-load rule (chunkReload.ts) to an error: reloads the page or reports
 * the failure, once per page view, and says which.
 */
export function recoverFromChunkFailure(
  error: unknown,
  deps: ChunkRecoveryDeps = browserDeps(),
): ChunkRecovery {
  if (!isChunkLoadError(error)) return 'not-a-chunk-failure';
  if (deps.page.acted) return 'handled-already';
  deps.page.acted = true;
  const message = error instanceof Error ? error.message : String(error);
  const decision = chunkReloadDecision(
    parseChunkReloadLog(deps.storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? null),
    message,
    dayOf(deps.now()),
  );
  try {
    deps.storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(decision.log));
  } catch {
    // Storage full or refused: without a count the page must not reload again.
    deps.report(message);
    return 'reported';
  }
  if (decision.action === 'reload') {
    deps.reload();
    return 'reloading';
  }
  deps.report(message);
  return 'reported';
}

/**
 * Watches for chunks that fail to load: every dynamic import of the build
 * announces its failure with Vite's `vite:preloadError` event (scripts/vite/
 * plainDynamicImports.ts), and any import nobody catches ends as an unhandled rejection.
 * While the page reloads the import is told to wait (preventDefault); once the failure is
 * reported it goes on to its caller (a route shows the failed-to-load screen).
 */
export function watchChunkFailures(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (recoverFromChunkFailure(payload) === 'reloading') event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (recoverFromChunkFailure(event.reason) !== 'not-a-chunk-failure') event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
