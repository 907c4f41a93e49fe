import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { failureMessage } from '../../errors';

/** Something a screen loads: on its way, failed with a message to show, or here. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

export interface LoadedControls<T> {
  loaded: Loaded<T>;
  /** Loads again (the error state's "Try again"). */
  retry: () => void;
  /** Replaces what was loaded with what a later call answered (a save, say). */
  set: (value: T) => void;
}

/**
 * Loads `load()` when the component mounts and whenever `deps` change, and again on
 * `retry()`. An answer that arrives after the component moved on (new deps, unmounted) is
 * dropped, so a slow first request never overwrites a later one.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): LoadedControls<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => current && setLoaded({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `deps` say when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((value: T) => setLoaded({ state: 'ready', value }), []);
  return { loaded, retry, set };
}
