import { useEffect, useId, useRef, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { parseHexColor } from '../../src/color';
import { Button, Field } from '../../src/ui';

export interface ColourFieldProps {
  label: string;
  /** A CSS colour, or null for the theme's. */
  value: string | null;
  onChange: (value: string | null) => void;
  hint?: string;
}

/**
 * A menu colour: typed as any CSS colour, or picked with react-colorful's picker (its
 * sliders are labelled and move with the arrow keys). "Picker" opens it with the focus on
 * its first slider; Escape or "Done" closes it and gives the focus back. Empty means the
 * theme's colour.
 */
export function ColourField({ label, value, onChange, hint }: ColourFieldProps) {
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const text = value ?? '';
  const hex = parseHexColor(text).ok ? text : '#000000';

  useEffect(() => {
    if (open)
      document.getElementById(pickerId)?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, [open, pickerId]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Field label={label} hint={hint ?? 'A CSS colour such as #ffffff; empty for the theme’s.'}>
      {(control) => (
        <div className="dash-colour">
          <span
            className="dash-colour__swatch"
            style={{ background: text || 'transparent' }}
            aria-hidden="true"
          />
          <input
            {...control}
            value={text}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          />
          <Button
            ref={toggle}
            size="small"
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            onClick={() => (open ? close() : setOpen(true))}
          >
            {open ? 'Close picker' : 'Picker'}
            <span className="ui-visually-hidden"> for {label.toLowerCase()}</span>
          </Button>
          {value !== null ? (
            <Button size="small" variant="quiet" onClick={() => onChange(null)}>
              Theme colour<span className="ui-visually-hidden"> for {label.toLowerCase()}</span>
            </Button>
          ) : null}
          {open ? (
            <div
              id={pickerId}
              role="group"
              aria-label={`${label} picker`}
              className="dash-colour__picker"
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                close();
              }}
            >
              <HexColorPicker color={hex} onChange={onChange} />
              <Button size="small" onClick={close}>
                Done
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
