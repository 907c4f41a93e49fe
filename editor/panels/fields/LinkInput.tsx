import { useState } from 'react';
import { LINK_TYPE_LABELS, linkTypeOf } from '../linkChoices';
import { SelectLinkOverlay } from '../SelectLinkOverlay';
import { FieldShell } from './FieldShell';
import { textOf } from './TextInput';
import type { FieldInputProps, StoreScoped } from './types';

export type LinkInputProps = FieldInputProps<'link'> & StoreScoped;

/**
 * A link property (an href): shows the current link and its kind, "Choose link" opens
 * the select-link overlay on the current link's tab (types in the field's `exclude` are
 * not offered), and "Remove link" clears it. The stored value is the choice's href.
 */
export function LinkInput({ field, value, onChange, divisionId }: LinkInputProps) {
  const [open, setOpen] = useState(false);
  const href = textOf(value);
  return (
    <FieldShell label={field.label} help={field.help} as="group">
      {() => (
        <>
          {href ? (
            <p className="field__row">
              <span className="field__help">{LINK_TYPE_LABELS[linkTypeOf(href)]}</span>
              <span className="link-field__current">{href}</span>
            </p>
          ) : (
            <p className="field__help">No link</p>
          )}
          <div className="button-row">
            <button type="button" className="button" onClick={() => setOpen(true)}>
              Choose link
            </button>
            {href ? (
              <button type="button" className="button button--danger" onClick={() => onChange('')}>
                Remove link
              </button>
            ) : null}
          </div>
          {open ? (
            <SelectLinkOverlay
              open
              divisionId={divisionId}
              exclude={field.exclude}
              initialType={href ? linkTypeOf(href) : undefined}
              onClose={() => setOpen(false)}
              onSelect={(choice) => {
                setOpen(false);
                onChange(choice.href);
              }}
            />
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
