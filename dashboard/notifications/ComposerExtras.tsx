import {
  MAX_NOTIFICATION_ACTIONS,
  MAX_NOTIFICATION_FORM_FIELDS,
  NOTIFICATION_FIELD_TYPES,
  type NotificationAction,
} from '../../src/notifications';
import { Button, Field } from '../../src/ui';

/** A form field as the seller writes it: its label and kind (its name comes from the label). */
export interface DraftField {
  label: string;
  type: (typeof NOTIFICATION_FIELD_TYPES)[number];
}

/** The optional dismiss and footer actions: no label means none. */
export interface DraftExtras {
  actions: NotificationAction[];
  formFields: DraftField[];
  dismissAction: { text: string; href: string };
  footerAction: { text: string; href: string };
}

export const EMPTY_EXTRAS: DraftExtras = {
  actions: [],
  formFields: [],
  dismissAction: { text: '', href: '' },
  footerAction: { text: '', href: '' },
};

/** A labelled dismiss or footer action counts; an empty one is none. */
export const optionalAction = (action: { text: string; href: string }) =>
  action.text.trim() === '' ? null : { ...action, primary: false };

const FIELD_TYPE_LABELS: Record<DraftField['type'], string> = {
  text: 'Text',
  email: 'Email',
  number: 'Number',
};

/**
 * The builder's buttons and questions: action buttons (label, link, primary), form fields
 * whose answers an http(s) action receives, the dismiss button and the footer link.
 */
export function ComposerExtras({
  value,
  onChange,
}: {
  value: DraftExtras;
  onChange: (next: DraftExtras) => void;
}) {
  const setAction = (index: number, patch: Partial<NotificationAction>) =>
    onChange({
      ...value,
      actions: value.actions.map((action, i) => (i === index ? { ...action, ...patch } : action)),
    });
  const setField = (index: number, patch: Partial<DraftField>) =>
    onChange({
      ...value,
      formFields: value.formFields.map((field, i) =>
        i === index ? { ...field, ...patch } : field,
      ),
    });

  return (
    <>
      <fieldset className="notify-builder__group notify-builder__extras">
        <legend>Buttons</legend>
        {value.actions.map((action, index) => (
          <div key={index} className="notify-builder__row">
            <Field label={`Button ${index + 1} label`}>
              {(control) => (
                <input
                  {...control}
                  value={action.text}
                  maxLength={40}
                  onChange={(e) => setAction(index, { text: e.target.value })}
                />
              )}
            </Field>
            <Field label={`Button ${index + 1} link`}>
              {(control) => (
                <input
                  {...control}
                  value={action.href}
                  onChange={(e) => setAction(index, { href: e.target.value })}
                />
              )}
            </Field>
            <label>
              <input
                type="checkbox"
                checked={action.primary}
                onChange={(e) => setAction(index, { primary: e.target.checked })}
              />{' '}
              Primary
            </label>
            <Button
              size="small"
              onClick={() =>
                onChange({ ...value, actions: value.actions.filter((_, i) => i !== index) })
              }
            >
              Remove button {index + 1}
            </Button>
          </div>
        ))}
        {value.actions.length < MAX_NOTIFICATION_ACTIONS ? (
          <Button
            size="small"
            onClick={() =>
              onChange({
                ...value,
                actions: [...value.actions, { text: '', href: '', primary: false }],
              })
            }
          >
            Add button
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="notify-builder__group notify-builder__extras">
        <legend>Questions</legend>
        <p className="ui-field__hint">
          Answers are sent with the notification&apos;s data when a button links to a web address.
        </p>
        {value.formFields.map((field, index) => (
          <div key={index} className="notify-builder__row">
            <Field label={`Question ${index + 1}`}>
              {(control) => (
                <input
                  {...control}
                  value={field.label}
                  maxLength={60}
                  onChange={(e) => setField(index, { label: e.target.value })}
                />
              )}
            </Field>
            <Field label={`Question ${index + 1} answer type`}>
              {(control) => (
                <select
                  {...control}
                  value={field.type}
                  onChange={(e) => setField(index, { type: e.target.value as DraftField['type'] })}
                >
                  {NOTIFICATION_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {FIELD_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button
              size="small"
              onClick={() =>
                onChange({ ...value, formFields: value.formFields.filter((_, i) => i !== index) })
              }
            >
              Remove question {index + 1}
            </Button>
          </div>
        ))}
        {value.formFields.length < MAX_NOTIFICATION_FORM_FIELDS ? (
          <Button
            size="small"
            onClick={() =>
              onChange({ ...value, formFields: [...value.formFields, { label: '', type: 'text' }] })
            }
          >
            Add question
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="notify-builder__group notify-builder__extras">
        <legend>Dismiss and footer</legend>
        <div className="notify-builder__row">
          <Field label="Dismiss button label" hint="Puts the notification away.">
            {(control) => (
              <input
                {...control}
                value={value.dismissAction.text}
                maxLength={40}
                onChange={(e) =>
                  onChange({
                    ...value,
                    dismissAction: { ...value.dismissAction, text: e.target.value },
                  })
                }
              />
            )}
          </Field>
          <Field label="Dismiss button link" hint="Optional.">
            {(control) => (
              <input
                {...control}
                value={value.dismissAction.href}
                onChange={(e) =>
                  onChange({
                    ...value,
                    dismissAction: { ...value.dismissAction, href: e.target.value },
                  })
                }
              />
            )}
          </Field>
        </div>
        <div className="notify-builder__row">
          <Field label="Footer link label">
            {(control) => (
              <input
                {...control}
                value={value.footerAction.text}
                maxLength={40}
                onChange={(e) =>
                  onChange({
                    ...value,
                    footerAction: { ...value.footerAction, text: e.target.value },
                  })
                }
              />
            )}
          </Field>
          <Field label="Footer link">
            {(control) => (
              <input
                {...control}
                value={value.footerAction.href}
                onChange={(e) =>
                  onChange({
                    ...value,
                    footerAction: { ...value.footerAction, href: e.target.value },
                  })
                }
              />
            )}
          </Field>
        </div>
      </fieldset>
    </>
  );
}
