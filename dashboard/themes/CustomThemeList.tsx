import { useEffect, useId, useRef, useState } from 'react';
import { ConflictError, NotFoundError } from '../../src/errors';
import { CUSTOM_THEME_NAME_MAX, customThemeNameProblem } from '../../src/settings';
import { Button, ConfirmDialog } from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { useDashboard } from '../../editor/app/services';
import { presetLabel } from './presetVariant';
import { conflictCustomTheme, useThemesApi, type CustomTheme } from './themesApi';

export const IN_USE_NOTE =
  'Your store uses this theme. Save another theme for your store to delete it.';
export const DELETE_CUSTOM_THEME_CONFIRMATION = {
  title: 'Delete theme',
  text: (name: string) => `Are you sure you want to delete "${name}"? This cannot be undone.`,
  confirm: 'Delete',
  cancel: 'Cancel',
};
export const customThemeDeletedMessage = (name: string) => `Deleted "${name}"`;
export const customThemeRenamedMessage = (name: string) => `Renamed to "${name}"`;

export interface CustomThemeListProps {
  themes: readonly CustomTheme[];
  /** The custom theme the saved store theme came from: marked "In use", not deletable. */
  inUseId: number | null;
  onApply: (theme: CustomTheme) => void;
  /** The list after a rename or delete (or after learning a theme changed or went). */
  onChange: (themes: CustomTheme[]) => void;
}

/** The store's saved custom themes: use one, rename it in place, or delete it after asking. */
export function CustomThemeList({ themes, inUseId, onApply, onChange }: CustomThemeListProps) {
  const { divisionId, snackbar } = useDashboard();
  const api = useThemesApi();
  const [deleting, setDeleting] = useState<CustomTheme | null>(null);
  const [busy, setBusy] = useState(false);

  const replace = (theme: CustomTheme) =>
    onChange(themes.map((each) => (each.id === theme.id ? theme : each)));
  const remove = (id: number) => onChange(themes.filter((each) => each.id !== id));

  const confirmDelete = async (theme: CustomTheme) => {
    setBusy(true);
    try {
      await api.deleteCustom(divisionId, theme);
      remove(theme.id);
      snackbar.push({ message: customThemeDeletedMessage(theme.name) });
    } catch (error) {
      const current = error instanceof ConflictError ? conflictCustomTheme(error.body) : null;
      if (current) replace(current);
      if (error instanceof NotFoundError) remove(theme.id);
      snackbar.pushError(failureMessage(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <ul className="themes-custom">
        {themes.map((theme) => (
          <CustomThemeRow
            key={theme.id}
            theme={theme}
            inUse={theme.id === inUseId}
            otherNames={themes.filter((each) => each.id !== theme.id).map((each) => each.name)}
            onApply={() => onApply(theme)}
            onDelete={() => setDeleting(theme)}
            onRename={async (name) => {
              try {
                const renamed = await api.renameCustom(divisionId, theme, name);
                replace(renamed);
                snackbar.push({ message: customThemeRenamedMessage(renamed.name) });
                return null;
              } catch (error) {
                const current =
                  error instanceof ConflictError ? conflictCustomTheme(error.body) : null;
                if (current) replace(current);
                if (error instanceof NotFoundError) remove(theme.id);
                return failureMessage(error);
              }
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_CUSTOM_THEME_CONFIRMATION.title}
        text={deleting ? DELETE_CUSTOM_THEME_CONFIRMATION.text(deleting.name) : ''}
        confirmLabel={DELETE_CUSTOM_THEME_CONFIRMATION.confirm}
        cancelLabel={DELETE_CUSTOM_THEME_CONFIRMATION.cancel}
        destructive
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </>
  );
}

interface RowProps {
  theme: CustomTheme;
  inUse: boolean;
  otherNames: string[];
  onApply: () => void;
  onDelete: () => void;
  /** Resolves with the problem to show, or null once renamed. */
  onRename: (name: string) => Promise<string | null>;
}

function CustomThemeRow({ theme, inUse, otherNames, onApply, onDelete, onRename }: RowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(theme.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const ids = { input: useId(), problem: useId(), note: useId() };

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) renameRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
    setProblem(null);
    setName(theme.name);
  };
  const submit = async () => {
    const local = customThemeNameProblem(name, otherNames);
    if (local) return setProblem(local);
    if (name.trim() === theme.name) return stop();
    setSaving(true);
    const failure = await onRename(name.trim());
    setSaving(false);
    if (failure) {
      setProblem(failure);
      inputRef.current?.focus();
    } else {
      returnFocus.current = true;
      setEditing(false);
      setProblem(null);
    }
  };

  if (editing) {
    return (
      <li className="themes-custom-row">
        <form
          className="themes-custom-rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void submit();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              stop();
            }
          }}
        >
          <label htmlFor={ids.input}>New name for {theme.name}</label>
          <input
            id={ids.input}
            ref={inputRef}
            value={name}
            maxLength={CUSTOM_THEME_NAME_MAX + 20}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          <Button size="small" type="submit" variant="primary" busy={saving}>
            Save name
          </Button>
          <Button size="small" onClick={stop}>
            Cancel
          </Button>
          {problem ? (
            <p id={ids.problem} role="alert" className="ui-field__error">
              {problem}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  return (
    <li className="themes-custom-row">
      <span className="themes-custom-name">
        {theme.name} ({presetLabel(theme.base)})
      </span>
      {inUse ? <span className="themes-in-use">In use</span> : null}
      <span className="themes-custom-actions">
        <Button size="small" onClick={onApply}>
          Use <span className="ui-visually-hidden">{theme.name}</span>
        </Button>
        <Button
          size="small"
          ref={renameRef}
          onClick={() => {
            setName(theme.name);
            setEditing(true);
          }}
        >
          Rename <span className="ui-visually-hidden">{theme.name}</span>
        </Button>
        <Button
          size="small"
          variant="danger"
          disabled={inUse}
          aria-describedby={inUse ? ids.note : undefined}
          onClick={onDelete}
        >
          Delete <span className="ui-visually-hidden">{theme.name}</span>
        </Button>
      </span>
      {inUse ? (
        <p id={ids.note} className="themes-note">
          {IN_USE_NOTE}
        </p>
      ) : null}
    </li>
  );
}
