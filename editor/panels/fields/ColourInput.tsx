import { useEffect, useId, useRef, useState } from 'react';
import { HexAlphaColorPicker, HexColorPicker } from 'react-colorful';
import { alphaPercent, pickerHex, readHexText } from './colourValue';
import { FieldShell } from './FieldShell';
import type { FieldInputProps } from './types';

export interface ColourInputProps extends FieldInputProps<'colour'> {
  /** A warning computed by the caller, such as low contrast with a sibling background. */
  warning?: string | null;
}

/**
 * A colour property: a swatch opening a react-colorful picker in a popover, a hex box
 * (3, 4, 6 or 8 digits, src/color's error for anything else), the opacity in percent for
 * fields with alpha, and "Use theme colour" to clear it ('' means the theme's colour).
 * Picker drags and valid typing are reported at once.
 */
export function ColourInput({ field, value, onChange, warning }: ColourInputProps) {
  const stored = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const swatchRef = useRef<HTMLButtonElement>(null);

  // The typed text stays until the stored value changes from elsewhere (picker, undo).
  const text = draft && draft.over === stored ? draft.text : stored;
  const reading = readHexText(text);
  const error = reading.kind === 'invalid' ? reading.message : null;
  const alpha = field.alpha ? alphaPercent(stored) : null;

  const type = (next: string) => {
    const nextReading = readHexText(next);
    const reported =
      nextReading.kind === 'colour'
        ? nextReading.value
        : nextReading.kind === 'empty'
          ? ''
          : stored;
    setDraft({ text: next, over: reported });
    if (reported !== stored) onChange(reported);
  };

  useEffect(() => {
    if (!open) return;
    // Keyboard users land on the picker's first slider (react-colorful's are arrow-key operable).
    document.getElementById(popoverId)?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, [open, popoverId]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    swatchRef.current?.focus();
  };

  const Picker = field.alpha ? HexAlphaColorPicker : HexColorPicker;
  return (
    <FieldShell
      label={field.label}
      help={field.help}
      error={error}
      warning={error ? null : warning}
    >
      {(ids) => (
        <div ref={rootRef} className="colour">
          <div className="field__row">
            <button
              ref={swatchRef}
              type="button"
              className="colour__swatch"
              aria-label={`Pick ${field.label.toLowerCase()}`}
              aria-expanded={open}
              aria-controls={open ? popoverId : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              <span style={{ background: pickerHex(stored) ?? 'transparent' }} />
            </button>
            <input
              id={ids.control}
              type="text"
              value={text}
              placeholder="Theme colour"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              onChange={(event) => type(event.target.value)}
            />
            {alpha !== null ? <span className="colour__alpha">{`Opacity ${alpha}%`}</span> : null}
          </div>
          {stored !== '' ? (
            <div className="button-row">
              <button type="button" className="button button--small" onClick={() => type('')}>
                Use theme colour
              </button>
            </div>
          ) : null}
          {open ? (
            <div
              id={popoverId}
              className="colour__popover"
              role="group"
              aria-label={`${field.label} picker`}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  close();
                }
              }}
            >
              <Picker color={pickerHex(stored) ?? '#000000'} onChange={(hex) => type(hex)} />
              <button type="button" className="button button--small" onClick={close}>
                Done
              </button>
            </div>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
