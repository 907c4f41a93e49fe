import { notificationLink, type Notification } from '../../src/notifications';

export interface OpenDeps {
  /** Runs a named handler ({address} links): the storefront's in-page actions. */
  runHandler: (name: string) => void;
  navigate: (href: string) => void;
  /** Posts the notification's data to an http(s) address. */
  post: (url: string, data: unknown) => Promise<void>;
}

/** Carries out what opening a notification means for its link (src/notifications/links). */
export async function openNotification(notification: Notification, deps: OpenDeps): Promise<void> {
  const link = notificationLink(notification.href);
  switch (link.kind) {
    case 'handler':
      deps.runHandler(link.name);
      return;
    case 'post':
      await deps.post(link.url, notification.data);
      return;
    case 'navigate':
      deps.navigate(link.href);
      return;
    case 'none':
      return;
  }
}
