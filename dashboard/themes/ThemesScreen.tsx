import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { ConflictError } from '../../src/errors';
import { Button, InlineError, Loading, TabList, TabPanel, useTabIds } from '../../src/ui';
import type { ThemeKey } from '../../themes';
import { resolveStoreTheme } from '../../themes/storeTheme';
import { CUSTOM_THEME_NAME_REQUIRED_MESSAGE, customThemeNameProblem } from '../../src/settings';
import { failureMessage } from '../../src/errors';
import { useDashboard } from '../../editor/app/services';
import {
  applyTheme,
  canUndo,
  chooseBase,
  resetKey,
  setKey,
  setKeyLive,
  settle,
  startHistory,
  undo,
  type EditHistory,
  type EditedTheme,
} from './editHistory';
import { lowContrastPairs } from '../../themes/contrastPairs';
import { ContrastWarning } from './ContrastWarning';
import { PresetSelector } from './PresetSelector';
import { PreviewPane } from './PreviewPane';
import { previewMessage } from './previewTheme';
import { ThemeEditor } from './ThemeEditor';
import { conflictTheme, useThemesApi, type CustomTheme, type SavedTheme } from './themesApi';

export const THEME_SAVED_MESSAGE = 'Your theme has been saved';
export const customThemeSavedMessage = (name: string) => `Saved as "${name}"`;
export const CUSTOM_NAME_MESSAGE = CUSTOM_THEME_NAME_REQUIRED_MESSAGE;

/** What the editor edits out of what the server saved. */
const editedTheme = (saved: SavedTheme): EditedTheme => ({
  base: saved.base,
  overrides: saved.overrides,
  customThemeId: saved.customThemeId,
});

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; presets: string[]; customThemes: CustomTheme[] };

type Tab = 'edit' | 'choose';
const TABS = [
  { key: 'edit' as const, label: 'Edit' },
  { key: 'choose' as const, label: 'Choose a preset' },
];

/**
 * The theme editor (`/dashboard/themes/`): pick a preset, change keys over it, watch the
 * real storefront change in the preview, undo, save as the store theme (versioned: a save
 * over someone else's gets the conflict message and the choice to load theirs) or as a
 * named custom theme.
 */
export function ThemesScreen({
  LeaveGuard,
}: {
  /** Asks before leaving with unsaved changes (the router's blocker; tests run without one). */
  LeaveGuard?: ComponentType<{ when: boolean }>;
} = {}) {
  const { divisionId, snackbar } = useDashboard();
  const api = useThemesApi();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [history, setHistory] = useState<EditHistory | null>(null);
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState<EditedTheme | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; theirs: SavedTheme | null } | null>(
    null,
  );
  const [customName, setCustomName] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('edit');
  const tabIds = useTabIds();

  useEffect(() => {
    let live = true;
    api.read(divisionId).then(
      (answer) => {
        if (!live) return;
        const theme = editedTheme(answer.theme);
        setHistory(startHistory(theme));
        setSaved(theme);
        setVersion(answer.theme.version);
        setLoad({ status: 'ready', presets: answer.presets, customThemes: answer.customThemes });
      },
      (error: unknown) => live && setLoad({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, divisionId]);

  const current = history?.current ?? null;
  const resolved = useMemo(() => (current ? resolveStoreTheme(current) : null), [current]);
  const message = useMemo(() => (current ? previewMessage(current) : null), [current]);
  const dirty = current !== null && JSON.stringify(current) !== JSON.stringify(saved);

  if (load.status === 'loading' || !history || !current || !resolved || !message) {
    return (
      <main className="themes">
        <h1>Theme</h1>
        {load.status === 'failed' ? (
          <InlineError message={load.message} />
        ) : (
          <Loading label="Loading your theme" />
        )}
      </main>
    );
  }
  if (load.status === 'failed') return <InlineError message={load.message} />;

  // Each step reads the latest history: a picker's change and the key-up that settles it
  // can both arrive before a render, and must not undo each other.
  const change = (step: (latest: EditHistory) => EditHistory) =>
    setHistory((latest) => (latest ? step(latest) : latest));

  const save = async () => {
    setSaving(true);
    setConflict(null);
    try {
      const answer = await api.save(divisionId, version, current);
      setVersion(answer.version);
      setSaved(editedTheme(answer));
      snackbar.push({ message: THEME_SAVED_MESSAGE });
    } catch (error) {
      if (error instanceof ConflictError) {
        setConflict({ message: error.message, theirs: conflictTheme(error.body) });
      } else {
        snackbar.pushError(failureMessage(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const loadTheirs = (theirs: SavedTheme) => {
    const theme = editedTheme(theirs);
    change((latest) => applyTheme(latest, theme));
    setSaved(theme);
    setVersion(theirs.version);
    setConflict(null);
  };

  const saveCustom = async () => {
    const name = customName.trim();
    const problem = customThemeNameProblem(
      name,
      load.customThemes.map((theme) => theme.name),
    );
    if (problem) {
      setCustomError(problem);
      return;
    }
    setCustomError(null);
    try {
      const created = await api.saveCustom(divisionId, name, current);
      setLoad({ ...load, customThemes: [...load.customThemes, created] });
      setCustomName('');
      snackbar.push({ message: customThemeSavedMessage(created.name) });
    } catch (error) {
      setCustomError(failureMessage(error));
    }
  };

  return (
    <main className="themes">
      {LeaveGuard ? <LeaveGuard when={dirty} /> : null}
      <div className="themes-head">
        <h1>Theme</h1>
        <div className="themes-actions">
          <Button disabled={!canUndo(history)} onClick={() => change(undo)}>
            Undo
          </Button>
          <Button variant="primary" busy={saving} onClick={() => void save()}>
            Save theme
          </Button>
          {dirty ? <span className="themes-dirty">Unsaved changes</span> : null}
        </div>
      </div>
      {conflict ? (
        <div role="alert" className="themes-conflict">
          <p>{conflict.message}</p>
          {conflict.theirs ? (
            <Button onClick={() => conflict.theirs && loadTheirs(conflict.theirs)}>
              Load the current theme
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="themes-layout">
        <div className="themes-controls">
          <TabList label="Theme" tabs={TABS} active={tab} onSelect={setTab} ids={tabIds} />
          {tab === 'edit' ? (
            <TabPanel ids={tabIds} tab="edit">
              <ContrastWarning pairs={lowContrastPairs(resolved.values)} />
              <ThemeEditor
                theme={current}
                values={resolved.values}
                onChange={(key: ThemeKey, value, live) =>
                  change((latest) =>
                    live ? setKeyLive(latest, key, value) : setKey(settle(latest), key, value),
                  )
                }
                onSettle={() => change(settle)}
                onReset={(key) => change((latest) => resetKey(settle(latest), key))}
              />
            </TabPanel>
          ) : (
            <TabPanel ids={tabIds} tab="choose">
              <PresetSelector
                presets={load.presets}
                current={current}
                customThemes={load.customThemes}
                inUseId={saved?.customThemeId ?? null}
                onChoose={(preset) => change((latest) => chooseBase(settle(latest), preset))}
                onApplyCustom={(theme) =>
                  change((latest) =>
                    applyTheme(settle(latest), {
                      base: theme.base,
                      overrides: theme.overrides,
                      customThemeId: theme.id,
                    }),
                  )
                }
                onCustomThemesChange={(customThemes) => setLoad({ ...load, customThemes })}
              />
            </TabPanel>
          )}
          <form
            className="themes-save-as"
            onSubmit={(event) => {
              event.preventDefault();
              void saveCustom();
            }}
          >
            <h2>Save as a new theme</h2>
            <label htmlFor="themes-custom-name">Theme name</label>
            <input
              id="themes-custom-name"
              value={customName}
              maxLength={60}
              onChange={(event) => setCustomName(event.target.value)}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? 'themes-custom-name-error' : undefined}
            />
            <Button type="submit">Save as new theme</Button>
            {customError ? (
              <p id="themes-custom-name-error" role="alert" className="ui-field__error">
                {customError}
              </p>
            ) : null}
          </form>
        </div>
        <PreviewPane message={message} />
      </div>
    </main>
  );
}
