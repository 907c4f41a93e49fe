import type { ComposeNotification } from '../../src/notifications';
import type { NotificationHub } from './hub';
import {
  notificationView,
  type NotificationsRepository,
  type StoredNotification,
} from './repository';
import type { PushSender } from './webPush';

/**
 * Sending: a notification is claimed once (sent_at), one recipient row is written per user
 * of its audience, each user's open streams hear of it through the hub, and, when asked,
 * each user's browsers get a web push. Order events send to one user at once.
 */
export interface Notifier {
  /** From the builder: sends now, or stores it for the scheduler when scheduledAt is set. */
  compose(
    divisionId: number,
    createdBy: number,
    input: ComposeNotification,
  ): Promise<StoredNotification>;
  /** Delivers a stored notification if nobody has yet; the number of recipients. */
  send(notification: StoredNotification): Promise<number>;
  /** Order paid / dispatched: the customer who placed it hears of it. */
  orderEvent(event: OrderEvent): Promise<void>;
  /**
   * A notice for named users: live chat's new message for the store's sellers, or staff
   * answering someone's permission request in atlas.
   */
  direct(notice: DirectNotice): Promise<void>;
  /** The user dealt with what the tag is about (read the chat): its notices count as read. */
  readTag(userId: number, tag: string): Promise<void>;
  /** Tells the user's other tabs the unread count changed (read, deleted). */
  unreadChanged(userId: number): Promise<void>;
}

export interface OrderEvent {
  kind: 'order-paid' | 'order-dispatched';
  divisionId: number;
  customerId: number | null;
  orderHash: string;
  reference: string;
}

export interface DirectNotice {
  divisionId: number;
  source: 'live-chat' | 'staff';
  title: string;
  body: string;
  href: string | null;
  /** Same tag replaces the previous notice (one per chat on screen). */
  tag: string;
  userIds: number[];
  /**
   * One notice per tag until it is read: users who still hold an unread notice with this
   * tag are not told again (live chat: one per conversation, not one per message).
   */
  coalesce?: boolean;
}

export interface NotifierDeps {
  repo: NotificationsRepository;
  hub: NotificationHub;
  push: PushSender;
  now: () => number;
  /** A schedule was stored: the scheduler looks again. */
  onScheduled?: () => void;
}

const ORDER_TEXT = {
  'order-paid': { title: 'Order confirmed', body: 'Thanks! Order {reference} is paid.' },
  'order-dispatched': { title: 'Order on its way', body: 'Order {reference} has been dispatched.' },
} as const;

export function createNotifier(deps: NotifierDeps): Notifier {
  const iso = () => new Date(deps.now()).toISOString();

  async function audienceOf(notification: StoredNotification, explicit?: number[]) {
    if (explicit) return explicit;
    if (notification.audience === 'mailing-list')
      return deps.repo.mailingListAudience(notification.division_id, notification.mailing_list);
    return deps.repo.audience(
      notification.division_id,
      notification.audience === 'product-customers' ? notification.product_id : null,
    );
  }

  async function deliver(notification: StoredNotification, userIds?: number[]): Promise<number> {
    const now = iso();
    if (!(await deps.repo.claim(notification.id, now))) return 0;
    const users = await audienceOf(notification, userIds);
    const recipients = await deps.repo.deliver(notification.id, users, now);
    if (notification.in_app === 1) {
      for (const recipient of recipients) {
        const unread = await deps.repo.unread(recipient.user_id);
        await deps.hub.publish(recipient.user_id, {
          type: 'notification',
          notification: notificationView(notification, recipient),
          unread,
        });
      }
    }
    if (notification.push === 1) {
      const subscriptions = await deps.repo.subscriptionsOf(users);
      for (const recipient of recipients) {
        await deps.push.send(
          subscriptions.filter((s) => s.userId === recipient.user_id),
          {
            id: recipient.id,
            title: notification.title,
            body: notification.body,
            image: notification.image,
            href: notification.href,
            tag: notification.tag,
          },
        );
      }
      await deps.repo.markPushed(
        recipients.map((r) => r.id),
        now,
      );
    }
    return recipients.length;
  }

  return {
    async compose(divisionId, createdBy, input) {
      const stored = await deps.repo.create({
        divisionId,
        source: 'builder',
        title: input.title,
        body: input.body,
        image: input.image,
        href: input.href,
        related: input.related,
        position: input.position,
        data: input.related ? { related: input.related } : {},
        tag: input.tag,
        actions: input.actions,
        formFields: input.formFields,
        dismissAction: input.dismissAction,
        footerAction: input.footerAction,
        template: input.template,
        replacePrevious: input.replacePrevious,
        mergable: input.mergable,
        audience: input.audience,
        productId: input.audience === 'product-customers' ? input.productId : null,
        mailingList:
          input.audience === 'mailing-list' && input.mailingList ? input.mailingList : null,
        inApp: input.inApp,
        push: input.push,
        createdBy,
        createdAt: iso(),
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt).toISOString() : null,
      });
      if (stored.scheduled_at) {
        deps.onScheduled?.();
        return stored;
      }
      await deliver(stored);
      return (await deps.repo.findById(stored.id))!;
    },
    send: (notification) => deliver(notification),
    async orderEvent(event) {
      if (event.customerId === null) return;
      const text = ORDER_TEXT[event.kind];
      const stored = await deps.repo.create({
        divisionId: event.divisionId,
        source: event.kind,
        title: text.title,
        body: text.body.replace('{reference}', event.reference),
        image: null,
        href: `/receipt/${event.orderHash}`,
        related: null,
        position: 'top-right',
        data: { orderHash: event.orderHash },
        // One notification per order on screen: dispatched replaces paid.
        tag: `order-${event.orderHash}`,
        actions: [],
        template: 'Bag',
        replacePrevious: true,
        mergable: false,
        audience: 'user',
        productId: null,
        mailingList: null,
        inApp: true,
        push: true,
        createdBy: null,
        createdAt: iso(),
        scheduledAt: null,
      });
      await deliver(stored, [event.customerId]);
    },
    async direct(notice) {
      const holding = notice.coalesce
        ? new Set(await deps.repo.holdingUnreadTag(notice.tag, notice.userIds))
        : new Set<number>();
      const userIds = [...new Set(notice.userIds)].filter((id) => !holding.has(id));
      if (userIds.length === 0) return;
      const stored = await deps.repo.create({
        divisionId: notice.divisionId,
        source: notice.source,
        title: notice.title,
        body: notice.body,
        image: null,
        href: notice.href,
        related: null,
        position: 'top-right',
        data: {},
        tag: notice.tag,
        actions: [],
        template: 'Simple',
        replacePrevious: true,
        mergable: false,
        audience: 'user',
        productId: null,
        mailingList: null,
        inApp: true,
        push: true,
        createdBy: null,
        createdAt: iso(),
        scheduledAt: null,
      });
      await deliver(stored, userIds);
    },
    async readTag(userId, tag) {
      if ((await deps.repo.markTagOpened(userId, tag, iso())) > 0)
        await deps.hub.publish(userId, { type: 'unread', unread: await deps.repo.unread(userId) });
    },
    async unreadChanged(userId) {
      await deps.hub.publish(userId, { type: 'unread', unread: await deps.repo.unread(userId) });
    },
  };
}
