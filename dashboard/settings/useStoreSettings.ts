import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../src/errors';
import type { StoreSettingsView } from '../../src/settings';
import { failureMessage } from '../../src/errors';
import type { SettingsApi } from './settingsApi';

export type SettingsLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; settings: StoreSettingsView };

/**
 * The store's settings for a screen: loaded once, replaced by each save's answer. A save
 * that fails says why (`saveError`); a stale one (409) offers to load the current settings.
 */
export function useStoreSettings(api: SettingsApi, divisionId: number) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<SettingsLoad>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; stale: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    setSaveError(null);
    api.load(divisionId).then(
      (settings) => current && setLoad({ state: 'ready', settings }),
      (error: unknown) => current && setLoad({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Runs a save; true when it worked (the screen then shows the saved settings). */
  const save = useCallback(
    async (run: (version: number) => Promise<StoreSettingsView>) => {
      if (load.state !== 'ready') return false;
      setSaving(true);
      setSaveError(null);
      try {
        const settings = await run(load.settings.version);
        setLoad({ state: 'ready', settings });
        return true;
      } catch (error) {
        setSaveError({
          message: failureMessage(error),
          stale: error instanceof ApiError && error.status === 409,
        });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [load],
  );

  return { load, reload, save, saving, saveError };
}
