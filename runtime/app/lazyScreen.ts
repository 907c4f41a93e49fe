import { lazyRouteComponent } from '@tanstack/react-router';
import { recoverFromChunkFailure, type ChunkRecovery } from './recoverChunk';

/** The error a screen whose code failed to load ends in once the chunk-load rule has reported it. */
export const SCREEN_CODE_UNAVAILABLE = 'The code of this screen could not be loaded';

/**
 * What a screen's failed import becomes, given what the chunk-load rule did: a wait that
 * never ends while the page reloads, or an error the router shows as the failed-to-load
 * screen. The failed import itself never reaches TanStack's lazyRouteComponent, which
 * would reload once more on its own outside the rule's count of 3 a day.
 */
export function afterScreenImportFailed(error: unknown, outcome: ChunkRecovery): Promise<never> {
  if (outcome === 'reloading') return new Promise<never>(() => undefined);
  if (outcome === 'not-a-chunk-failure') return Promise.reject(error);
  return Promise.reject(new Error(SCREEN_CODE_UNAVAILABLE, { cause: error }));
}

/** A route's screen, loaded with the route under the chunk-load rule (chunkReload.ts). */
export function lazyScreen<
  Module extends Record<string, unknown>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, exportName: Name) {
  return lazyRouteComponent<Module, Name>(
    () =>
      load().catch((error: unknown) =>
        afterScreenImportFailed(error, recoverFromChunkFailure(error)),
      ),
    exportName,
  );
}
