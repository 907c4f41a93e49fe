import { useState, type FormEvent } from 'react';
import type { Notification, NotificationAction } from './entity';

export type NotificationControlsContent = Pick<
  Notification,
  'title' | 'formFields' | 'actions' | 'dismissAction' | 'footerAction'
>;

export interface NotificationControlsProps {
  notification: NotificationControlsContent;
  /** An action or the footer action, with the shopper's answers to the form fields. */
  onAction: (action: NotificationAction, values: Record<string, string>) => void;
  /** The dismiss action: carried out (when it has a link) and the notification put away. */
  onDismiss: (action: NotificationAction) => void;
}

/**
 * What a notification offers besides opening it: its form fields, its action buttons
 * (the primary one first in weight, not in order), its dismiss action, and its footer
 * action under the rest. With form fields it is a form: Enter submits with the first
 * action. Drawn by the storefront and dashboard panels and by the builder's preview.
 */
export function NotificationControls({
  notification,
  onAction,
  onDismiss,
}: NotificationControlsProps) {
  const { formFields, actions, dismissAction, footerAction } = notification;
  const [values, setValues] = useState<Record<string, string>>({});
  if (formFields.length === 0 && actions.length === 0 && !dismissAction && !footerAction)
    return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const first = actions[0] ?? footerAction;
    if (first) onAction(first, values);
  }

  return (
    <form
      className="notification-controls"
      aria-label={`Reply to ${notification.title}`}
      onSubmit={submit}
      noValidate
    >
      {formFields.map((field) => (
        <label key={field.name} className="notification-controls__field">
          <span>{field.label}</span>
          <input
            name={field.name}
            type={field.type}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </label>
      ))}
      {actions.length > 0 || dismissAction ? (
        <div className="notification-controls__actions">
          {actions.map((action) => (
            <button
              key={`${action.text}-${action.href}`}
              type="button"
              data-primary={action.primary || undefined}
              onClick={() => onAction(action, values)}
            >
              {action.text}
            </button>
          ))}
          {dismissAction ? (
            <button
              type="button"
              className="notification-controls__dismiss"
              onClick={() => onDismiss(dismissAction)}
            >
              {dismissAction.text}
            </button>
          ) : null}
        </div>
      ) : null}
      {footerAction ? (
        <button
          type="button"
          className="notification-controls__footer"
          onClick={() => onAction(footerAction, values)}
        >
          {footerAction.text}
        </button>
      ) : null}
    </form>
  );
}

export const notificationControlsStyles = `
.notification-controls{display:flex;flex-direction:column;gap:.5rem;flex-basis:100%;padding:0 .75rem .5rem}
.notification-controls__field{display:flex;flex-direction:column;gap:.125rem;font-size:.875rem}
.notification-controls__field input{font:inherit;padding:.25rem .5rem;border:1px solid #8a8a8a;border-radius:4px}
.notification-controls__actions{display:flex;flex-wrap:wrap;gap:.5rem}
.notification-controls button{font:inherit;background:none;border:1px solid currentColor;border-radius:4px;padding:.25rem .5rem;cursor:pointer;color:inherit}
.notification-controls button[data-primary]{background:#1a1a1a;color:#fff}
.notification-controls .notification-controls__footer{border:0;padding:0;text-decoration:underline;align-self:flex-start}
`;
