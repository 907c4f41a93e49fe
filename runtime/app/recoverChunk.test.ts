import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from './chunkReload';
import { recoverFromChunkFailure, type ChunkRecoveryDeps } from './recoverChunk';

function deps(
  stored: Record<string, string> = {},
): ChunkRecoveryDeps & { values: Map<string, string> } {
  const values = new Map(Object.entries(stored));
  return {
    values,
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    },
    reload: vi.fn(),
    report: vi.fn(),
    now: () => Date.UTC(2026, 2, 15, 12),
    page: { acted: false },
  };
}
/** The next page view after a reload: same storage, nothing acted on yet. */
const nextPageView = (d: ReturnType<typeof deps>) => Object.assign(d, { page: { acted: false } });
const failure = new TypeError(
  'Failed to fetch dynamically imported module: /assets/BasketScreen-x.js',
);

describe('recoverFromChunkFailure', () => {
  it('reloads three times, keeping count in storage, then reports', () => {
    const d = deps();
    const outcomes = [0, 1, 2, 3].map(() => recoverFromChunkFailure(failure, nextPageView(d)));
    expect(outcomes).toEqual(['reloading', 'reloading', 'reloading', 'reported']);
    expect(d.reload).toHaveBeenCalledTimes(3);
    expect(d.report).toHaveBeenCalledWith(failure.message);
    expect(JSON.parse(d.values.get(CHUNK_RELOAD_STORAGE_KEY) ?? '{}')).toStrictEqual({
      [failure.message]: { day: '2026-03-15', count: 3 },
    });
  });

  it('acts once per page view however many ways the failure surfaces', () => {
    const d = deps();
    expect(recoverFromChunkFailure(failure, d)).toBe('reloading');
    expect(recoverFromChunkFailure(failure, d)).toBe('handled-already');
    expect(recoverFromChunkFailure(new TypeError('Importing a module script failed.'), d)).toBe(
      'handled-already',
    );
    expect(d.reload).toHaveBeenCalledOnce();
    expect(JSON.parse(d.values.get(CHUNK_RELOAD_STORAGE_KEY) ?? '{}')).toStrictEqual({
      [failure.message]: { day: '2026-03-15', count: 1 },
    });
  });

  it('leaves other errors alone', () => {
    const d = deps();
    expect(recoverFromChunkFailure(new Error('boom'), d)).toBe('not-a-chunk-failure');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reports rather than risk a reload loop when the count cannot be stored', () => {
    const d = deps();
    d.storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recoverFromChunkFailure(failure, d)).toBe('reported');
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.report).toHaveBeenCalledOnce();
  });
});
