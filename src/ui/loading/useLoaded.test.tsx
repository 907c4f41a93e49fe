// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../errors';
import { useLoaded } from './useLoaded';

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useLoaded', () => {
  it('goes from loading to ready, and to the error message of a failure, then retries', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { result } = renderHook(() => useLoaded(() => answers[calls++]!.promise, []));
    expect(result.current.loaded).toStrictEqual({ state: 'loading' });
    await act(async () =>
      answers[0]!.reject(new NotFoundError('We were unable to find this store')),
    );
    expect(result.current.loaded).toStrictEqual({
      state: 'error',
      message: 'We were unable to find this store',
    });
    act(() => result.current.retry());
    expect(result.current.loaded).toStrictEqual({ state: 'loading' });
    await act(async () => answers[1]!.resolve('@loopandthread'));
    expect(result.current.loaded).toStrictEqual({ state: 'ready', value: '@loopandthread' });
    act(() => result.current.set('@other'));
    expect(result.current.loaded).toStrictEqual({ state: 'ready', value: '@other' });
  });

  it('drops a slow answer to an earlier request once the deps changed', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) => useLoaded(() => (id === 1 ? slow.promise : fast.promise), [id]),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await act(async () => fast.resolve('second'));
    await act(async () => slow.resolve('first'));
    await waitFor(() =>
      expect(result.current.loaded).toStrictEqual({ state: 'ready', value: 'second' }),
    );
  });
});
