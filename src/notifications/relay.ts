import type { Notification } from './entity';
import { notificationLink } from './links';

/**
 * Posting a notification's data to an http(s) address (the spec's rule for such links)
 * goes through our server: the storefront's CSP lets pages talk to their own origin only,
 * and the server, not the browser, decides where a notification may post. The server
 * posts only to an address the notification itself carries, and never to a private,
 * loopback or link-local one (server/notifications/relayPost.ts).
 */
export const RELAY_MESSAGES = {
  notThisNotification: 'This notification does not send anything there',
  unreachable: 'We could not send this. Please try again later.',
  refusedAddress: 'This notification sends to an address we do not post to',
  sent: 'Sent',
} as const;

/** Every http(s) address a notification may post to: its own link and its actions'. */
export function relayTargets(
  notification: Pick<Notification, 'href' | 'actions' | 'dismissAction' | 'footerAction'>,
): string[] {
  const hrefs = [
    notification.href,
    ...notification.actions.map((action) => action.href),
    notification.dismissAction?.href,
    notification.footerAction?.href,
  ];
  const targets = new Set<string>();
  for (const href of hrefs) {
    const link = notificationLink(href);
    if (link.kind === 'post') targets.add(link.url);
  }
  return [...targets];
}
