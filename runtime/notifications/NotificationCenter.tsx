import { useId, useState } from 'react';
import {
  NotificationCard,
  notificationCardStyles,
  NotificationControls,
  notificationControlsStyles,
  notificationPosition,
  notificationSubmission,
  RELAY_MESSAGES,
  type Notification,
  type NotificationAction,
} from '../../src/notifications';
import { GotItDialog } from '../../src/ui/overlays/GotItDialog';
import { turnOnPush, type PushOutcome } from './pushSubscription';
import { openNotification } from './openNotification';
import { useNotifications } from './useNotifications';

export interface NotificationCenterProps {
  /** GET under /omnis/v3 as `{ status, body }`. */
  get: (path: string) => Promise<{ status: number; body: unknown }>;
  /** POST under /omnis/v3 with CSRF; absent where nothing may be written. */
  post?: (path: string, body: unknown) => Promise<unknown>;
  navigate: (href: string) => void;
  /** Runs a named handler ({address} links). */
  runHandler: (name: string) => void;
}

/**
 * A bell for a signed-in user: the unread count, and a panel listing notifications, each
 * opened (marked read, then its link carried out) or deleted. Notifications without a
 * link sit in the header group at the top. The storefront header and the dashboard bar
 * each give it their own way to call the API and to navigate.
 */
export function NotificationCenter({ get, post, navigate, runHandler }: NotificationCenterProps) {
  const { list, setList, unread, setUnread } = useNotifications({ get });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [push, setPush] = useState<PushOutcome | 'working' | null>(null);
  /** What became of the last post to an address: announced, as the panel stays open. */
  const [relayed, setRelayed] = useState('');

  async function enablePush() {
    if (!post) return;
    setPush('working');
    setPush(await turnOnPush({ get, post }));
  }

  /**
   * Opens the notification, or one of its actions (the action's href instead of its own);
   * an http(s) link posts the data with the shopper's answers to the form fields.
   */
  async function openOne(
    notification: Notification,
    href: string | null = notification.href,
    values: Record<string, string> = {},
  ) {
    if (post && notification.openedAt === null) {
      const answer = (await post(`/notifications/${notification.id}/read/`, {})) as {
        unread?: number;
      };
      if (typeof answer?.unread === 'number') setUnread(answer.unread);
      const openedAt = new Date().toISOString();
      setList((items) =>
        items.map((item) => (item.id === notification.id ? { ...item, openedAt } : item)),
      );
    }
    await openNotification(
      { ...notification, href, data: notificationSubmission(notification, values) },
      {
        runHandler,
        navigate: (href) => {
          setOpen(false);
          navigate(href);
        },
        // Through our server: it posts the data with the answers to the address
        // (the page's CSP keeps the browser on its own origin).
        post: async (url) => {
          if (!post) return;
          setRelayed('');
          try {
            const answer = (await post(`/notifications/${notification.id}/relay/`, {
              href: url,
              values,
            })) as { delivered?: boolean };
            setRelayed(answer?.delivered ? RELAY_MESSAGES.sent : RELAY_MESSAGES.unreachable);
          } catch {
            setRelayed(RELAY_MESSAGES.unreachable);
          }
        },
      },
    );
  }
  /** The dismiss action: its link carried out, if it has one, then the notification put away. */
  async function dismiss(notification: Notification, action: NotificationAction) {
    if (action.href.trim() !== '') await openOne(notification, action.href);
    await remove(notification);
  }
  async function remove(notification: Notification) {
    if (!post) return;
    const answer = (await post(
      `/notifications/dashboard/mark-as-deleted/${notification.id}/`,
      {},
    )) as {
      unread?: number;
    };
    if (typeof answer?.unread === 'number') setUnread(answer.unread);
    setList((items) => items.filter((item) => item.id !== notification.id));
  }

  const header = list.filter((n) => notificationPosition(n) === 'header');
  const others = list.filter((n) => notificationPosition(n) !== 'header');
  const item = (notification: Notification) => (
    <li
      key={notification.id}
      className="sf-notifications__item"
      data-position={notificationPosition(notification)}
    >
      <button
        type="button"
        className="sf-notifications__open"
        onClick={() => void openOne(notification)}
      >
        <NotificationCard notification={notification} unread={notification.openedAt === null} />
      </button>
      <NotificationControls
        notification={notification}
        onAction={(action, values) => void openOne(notification, action.href, values)}
        onDismiss={(action) => void dismiss(notification, action)}
      />
      <button
        type="button"
        className="sf-notifications__delete"
        aria-label={`Delete notification: ${notification.title}`}
        onClick={() => void remove(notification)}
      >
        ×
      </button>
    </li>
  );

  return (
    <div className="sf-notifications">
      <style>{notificationCardStyles + notificationControlsStyles + BELL_STYLES}</style>
      <button
        type="button"
        className="sf-icon-button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 ? (
          <span className="sf-badge" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className="sf-notifications__panel" aria-label="Notifications">
          {list.length === 0 ? <p>No notifications yet.</p> : null}
          {header.length > 0 ? (
            <ul className="sf-notifications__header">{header.map(item)}</ul>
          ) : null}
          {others.length > 0 ? (
            <ul className="sf-notifications__list">{others.map(item)}</ul>
          ) : null}
          <p role="status" className="sf-notifications__relayed">
            {relayed}
          </p>
          <div className="sf-notifications__push">
            <button
              type="button"
              onClick={() => void enablePush()}
              aria-disabled={push === 'working' || undefined}
            >
              Get notifications on this device
            </button>
            <p role="status">{push ? PUSH_STATUS[push] : ''}</p>
          </div>
        </section>
      ) : null}
      <GotItDialog
        open={push === 'not-supported'}
        title="Push notifications not supported"
        text="This browser cannot show notifications from the store. You will still find them here."
        onClose={() => setPush(null)}
      />
    </div>
  );
}

const PUSH_STATUS: Record<PushOutcome | 'working', string> = {
  working: 'Turning on notifications…',
  'not-supported': '',
  denied: 'Notifications are blocked for this store in your browser settings.',
  subscribed: 'Notifications are on for this device.',
  failed: 'Notifications could not be turned on. Please try again later.',
};

const BELL_STYLES = `
.sf-notifications__push{border-top:1px solid #d0d0d0;margin-top:.5rem;padding-top:.5rem}
.sf-notifications__push button{font:inherit;background:none;border:1px solid currentColor;border-radius:4px;padding:.25rem .5rem;cursor:pointer}
.sf-notifications__push p{margin:.25rem 0 0;font-size:.875rem}
.sf-notifications{position:relative}
.sf-notifications__panel{position:absolute;right:0;top:100%;width:min(22rem,90vw);max-height:70vh;overflow:auto;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0;border-radius:4px;padding:.5rem;z-index:50;box-shadow:0 4px 16px rgba(0,0,0,.15)}
.sf-notifications__panel ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.sf-notifications__header{border-bottom:1px solid #d0d0d0;padding-bottom:.5rem!important;margin-bottom:.5rem!important}
.sf-notifications__item{display:flex;flex-wrap:wrap;gap:.25rem;align-items:flex-start}
.sf-notifications__open{flex:1;text-align:left;background:none;border:0;padding:0;cursor:pointer;font:inherit}
.sf-notifications__delete{background:none;border:0;font-size:1.25rem;cursor:pointer;min-width:2rem;min-height:2rem}
`;
