import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './api';

/** Loads what a screen shows, again whenever `key` changes or `reload` is called. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(messageOf(failure));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { data, error, loading, reload, setData };
}
