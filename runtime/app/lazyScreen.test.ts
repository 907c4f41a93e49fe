import { describe, expect, it } from 'vitest';
import { afterScreenImportFailed, SCREEN_CODE_UNAVAILABLE } from './lazyScreen';

const failure = new TypeError(
  'Failed to fetch dynamically imported module: /assets/BasketScreen-x.js',
);

describe('afterScreenImportFailed', () => {
  it('waits for the reload the rule started, never settling', async () => {
    const settled = await Promise.race([
      afterScreenImportFailed(failure, 'reloading').then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 20)),
    ]);
    expect(settled).toBe('waiting');
  });

  it('ends a reported failure in an error the router does not take for a missing module', async () => {
    for (const outcome of ['reported', 'handled-already'] as const) {
      const error = await afterScreenImportFailed(failure, outcome).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(SCREEN_CODE_UNAVAILABLE);
      expect((error as Error).cause).toBe(failure);
    }
  });

  it('passes any other error on as it is', async () => {
    const other = new Error('boom');
    await expect(afterScreenImportFailed(other, 'not-a-chunk-failure')).rejects.toBe(other);
  });
});
