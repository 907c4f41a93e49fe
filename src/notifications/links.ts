import type { Notification, NotificationPosition } from './entity';

/**
 * What opening a notification does, from its href (spec page-builder §4 "Notifications"):
 * - `{address}`: runs the client's handler registered under that name;
 * - `http(s)://…`: posts the notification's data to that address;
 * - no link: nothing to run; the notification moves to the header position.
 * Anything else (a relative path) is an ordinary navigation.
 */
export type NotificationLink =
  | { kind: 'handler'; name: string }
  | { kind: 'post'; url: string }
  | { kind: 'navigate'; href: string }
  | { kind: 'none' };

const HANDLER = /^\{([A-Za-z0-9_.-]+)\}$/;
const HTTP = /^https?:\/\//i;

export function notificationLink(href: string | null | undefined): NotificationLink {
  const value = (href ?? '').trim();
  if (value === '') return { kind: 'none' };
  const handler = HANDLER.exec(value);
  if (handler) return { kind: 'handler', name: handler[1]! };
  if (HTTP.test(value)) return { kind: 'post', url: value };
  return { kind: 'navigate', href: value };
}

/** Where the notification is shown: a notification with no link goes to the header. */
export function notificationPosition(
  notification: Pick<Notification, 'href' | 'position'>,
): NotificationPosition {
  return notificationLink(notification.href).kind === 'none' ? 'header' : notification.position;
}

/**
 * What an http(s) link posts: the notification's data, with the shopper's answers to its
 * form fields under the fields' names (only the notification's own fields; empty ones are
 * sent empty, so the receiver sees every field it asked for).
 */
export function notificationSubmission(
  notification: Pick<Notification, 'data' | 'formFields'>,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const answers = Object.fromEntries(
    notification.formFields.map((field) => [field.name, values[field.name] ?? '']),
  );
  return { ...notification.data, ...answers };
}
