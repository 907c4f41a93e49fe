import { useEffect, useState } from 'react';
import { HexAlphaColorPicker } from 'react-colorful';
import { parseHexColor } from '../../src/color';
import { Button, Field, type FieldControlProps } from '../../src/ui';
import { fontNames, fontStack, fontStylesheets } from '../../themes';
import { themeValueProblem } from '../../themes/themeValue';
import { fontStylesheetUrl } from '../../runtime/render/theme';
import { CommitInput } from './CommitInput';
import type { ThemeField } from './themeFields';

export interface ThemeFieldRowProps {
  field: ThemeField;
  /** The value in effect (references resolved). */
  value: string;
  /** What the key inherits from the preset, as declared (`{primary.color}` when it follows a seed). */
  inherited: string;
  changed: boolean;
  presetName: string;
  /** `live` while a control is still moving (a picker being dragged). */
  onChange: (value: string, live: boolean) => void;
  onSettle: () => void;
  onReset: () => void;
}

/** Shadows a seller can pick by name, as the spec names image-tile shadows. */
export const SHADOWS: readonly (readonly [label: string, value: string])[] = [
  ['None', 'none'],
  ['Light', '0 1px 3px rgba(0, 0, 0, 0.12)'],
  ['Medium', '0 4px 12px rgba(0, 0, 0, 0.16)'],
  ['Heavy', '0 12px 32px rgba(0, 0, 0, 0.24)'],
];

const FONT_SAMPLE = 'The quick brown fox jumps over the lazy dog';

/** Loads a font's self-hosted stylesheets into the dashboard, for the picker's sample. */
function useFontStylesheets(font: string): void {
  useEffect(() => {
    for (const href of fontStylesheets([font]).map(fontStylesheetUrl)) {
      if (document.head.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, [font]);
}

function inheritedHint(field: ThemeField, inherited: string, changed: boolean, preset: string) {
  const follows = /^\{([^}]+)\}$/.exec(inherited)?.[1];
  const source = follows ? `follows ${follows}` : `${inherited} from ${preset}`;
  return changed ? `Changed. Inherits ${source}.` : `Inherited: ${source}.`;
}

function ColourControl({
  control,
  field,
  value,
  onChange,
  onSettle,
  onInvalid,
}: {
  control: FieldControlProps;
  field: ThemeField;
  value: string;
  onChange: (value: string, live: boolean) => void;
  onSettle: () => void;
  onInvalid: (message: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const hex = parseHexColor(value).ok ? value : '#00000000';
  return (
    <div className="themes-colour">
      <span className="themes-swatch" style={{ background: value }} aria-hidden="true" />
      <CommitInput
        key={value}
        {...control}
        value={value}
        spellCheck={false}
        autoComplete="off"
        onCommit={(next) => {
          const problem = themeValueProblem(field.key, next.trim());
          onInvalid(problem);
          if (!problem) onChange(next.trim(), false);
        }}
      />
      <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close picker' : 'Picker'}{' '}
        <span className="ui-visually-hidden">for {field.key}</span>
      </Button>
      {open ? (
        // react-colorful's sliders are labelled ("Color", "Alpha") and move with the arrow keys.
        <div
          role="group"
          aria-label={`${field.key} picker`}
          className="themes-picker"
          onPointerUp={onSettle}
          onKeyUp={onSettle}
          onBlur={onSettle}
        >
          <HexAlphaColorPicker color={hex} onChange={(next) => onChange(next, true)} />
        </div>
      ) : null}
    </div>
  );
}

function FontControl({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string, live: boolean) => void;
}) {
  useFontStylesheets(value);
  const known = fontNames.includes(value);
  return (
    <div className="themes-font">
      <select {...control} value={value} onChange={(event) => onChange(event.target.value, false)}>
        {known ? null : <option value={value}>{value}</option>}
        {fontNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className="themes-font-sample" style={{ fontFamily: fontStack(value) }}>
        {FONT_SAMPLE}
      </p>
    </div>
  );
}

function RadiusControl({
  control,
  value,
  onChange,
  onSettle,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string, live: boolean) => void;
  onSettle: () => void;
}) {
  const pixels = /^(\d+)px$/.exec(value)?.[1];
  return (
    <span className="themes-radius">
      <input
        {...control}
        type="number"
        min={0}
        max={999}
        value={pixels ?? ''}
        placeholder={pixels === undefined ? value : undefined}
        onChange={(event) => {
          if (event.target.value !== '') onChange(`${Number(event.target.value)}px`, true);
        }}
        onBlur={onSettle}
      />{' '}
      px
    </span>
  );
}

function ShadowControl({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string, live: boolean) => void;
}) {
  const named = SHADOWS.some(([, shadow]) => shadow === value);
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value, false)}>
      {named ? null : <option value={value}>Custom: {value}</option>}
      {SHADOWS.map(([label, shadow]) => (
        <option key={label} value={shadow}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** One theme key: its control, where its value comes from, and a reset when changed. */
export function ThemeFieldRow(props: ThemeFieldRowProps) {
  const { field, value, inherited, changed, presetName, onChange, onSettle, onReset } = props;
  const [error, setError] = useState<string | null>(null);
  const control = (wiring: FieldControlProps) => {
    switch (field.kind) {
      case 'colour':
        return (
          <ColourControl
            control={wiring}
            field={field}
            value={value}
            onChange={onChange}
            onSettle={onSettle}
            onInvalid={setError}
          />
        );
      case 'font':
        return <FontControl control={wiring} value={value} onChange={onChange} />;
      case 'radius':
        return (
          <RadiusControl control={wiring} value={value} onChange={onChange} onSettle={onSettle} />
        );
      case 'shadow':
        return <ShadowControl control={wiring} value={value} onChange={onChange} />;
      default:
        return (
          <CommitInput
            key={value}
            {...wiring}
            value={value}
            onCommit={(next) => onChange(next, false)}
          />
        );
    }
  };
  return (
    <div className="themes-field" data-changed={changed || undefined}>
      <Field
        label={field.key}
        hint={inheritedHint(field, inherited, changed, presetName)}
        error={error}
      >
        {control}
      </Field>
      {changed ? (
        <Button size="small" variant="quiet" onClick={onReset}>
          Reset <span className="ui-visually-hidden">{field.key} to the inherited value</span>
        </Button>
      ) : null}
    </div>
  );
}
