import { useMemo, useState } from 'react';
import type { ThemeKey } from '../../themes';
import { changedKeys, inheritedValue, type StoreTheme } from '../../themes/storeTheme';
import { presetLabel } from './presetVariant';
import { ThemeFieldRow } from './ThemeFieldRow';
import { themeFieldGroups } from './themeFields';

export interface ThemeEditorProps {
  theme: StoreTheme;
  /** Every key in effect, references resolved (what the preview shows). */
  values: Readonly<Record<ThemeKey, string>>;
  onChange: (key: ThemeKey, value: string, live: boolean) => void;
  onSettle: () => void;
  onReset: (key: ThemeKey) => void;
}

const GROUPS = themeFieldGroups();

/**
 * Every theme key, in the spec's groups. A group's fields are drawn only while it is
 * open: a hundred colour pickers at once would make the screen slow for nothing.
 */
export function ThemeEditor({ theme, values, onChange, onSettle, onReset }: ThemeEditorProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['primary']));
  const changed = useMemo(() => new Set(changedKeys(theme)), [theme]);
  const preset = presetLabel(theme.base);
  return (
    <div className="themes-groups">
      {GROUPS.map((group) => {
        const isOpen = open.has(group.label);
        const count = group.fields.filter((field) => changed.has(field.key)).length;
        return (
          <details
            key={group.label}
            open={isOpen}
            onToggle={(event) => {
              const now = event.currentTarget.open;
              if (now === isOpen) return;
              const next = new Set(open);
              if (now) next.add(group.label);
              else next.delete(group.label);
              setOpen(next);
            }}
          >
            <summary>
              {group.label}
              {count > 0 ? <span className="themes-count"> ({count} changed)</span> : null}
            </summary>
            {isOpen ? (
              <div role="group" aria-label={group.label} className="themes-group">
                {group.fields.map((field) => (
                  <ThemeFieldRow
                    key={field.key}
                    field={field}
                    value={values[field.key]}
                    inherited={inheritedValue(theme.base, field.key)}
                    changed={changed.has(field.key)}
                    presetName={preset}
                    onChange={(value, live) => onChange(field.key, value, live)}
                    onSettle={onSettle}
                    onReset={() => onReset(field.key)}
                  />
                ))}
              </div>
            ) : null}
          </details>
        );
      })}
    </div>
  );
}
