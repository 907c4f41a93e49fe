import { useEffect, useState } from 'react';
import {
  addNotification,
  notificationListSchema,
  notificationSchema,
  titleWithUnread,
  type Notification,
} from '../../src/notifications';

export const NOTIFICATIONS_STREAM_URL = '/omnis/v3/notifications/stream/';

/**
 * The signed-in user's notifications: the list once, then the live stream (server-sent
 * events; the browser reconnects by itself). Keeps the unread count in the tab title, also
 * after the router changes the title on navigation.
 */
export function useNotifications({
  get,
}: {
  get: (path: string) => Promise<{ status: number; body: unknown }>;
}) {
  const [list, setList] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let current = true;
    void get('/notifications/').then((answer) => {
      if (!current || answer.status !== 200) return;
      const parsed = notificationListSchema.safeParse(answer.body);
      if (!parsed.success) return;
      setList(parsed.data.notifications);
      setUnread(parsed.data.unread);
    });
    // No EventSource (tests' DOM, very old browsers): the list alone, without live updates.
    if (typeof EventSource === 'undefined')
      return () => {
        current = false;
      };
    const stream = new EventSource(NOTIFICATIONS_STREAM_URL);
    stream.addEventListener('notification', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as {
        notification: unknown;
        unread: number;
      };
      const parsed = notificationSchema.safeParse(data.notification);
      if (parsed.success) setList((items) => addNotification(items, parsed.data));
      setUnread(data.unread);
    });
    stream.addEventListener('unread', (event) => {
      setUnread((JSON.parse((event as MessageEvent<string>).data) as { unread: number }).unread);
    });
    return () => {
      current = false;
      stream.close();
    };
  }, [get]);

  useEffect(() => {
    const apply = () => {
      const next = titleWithUnread(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    // The router rewrites (or replaces) <title> on navigation: put the count back.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = titleWithUnread(document.title, 0);
    };
  }, [unread]);

  return { list, setList, unread, setUnread };
}
