import type { Kysely, Selectable } from 'kysely';
import type { Notification, NotificationAction } from '../../src/notifications';
import type { Database, NotificationsTable } from '../db/schema';

/**
 * Notifications storage: a notification row per composition, a recipient row per user who
 * receives it (the id the client sees), push subscriptions and the VAPID key pair. Both
 * SQLite and PostgreSQL: JSON kept as text, flags as 0/1, times as ISO strings.
 */
export interface NewNotification {
  divisionId: number;
  source: 'builder' | 'order-paid' | 'order-dispatched' | 'staff' | 'live-chat';
  title: string;
  body: string;
  image: string | null;
  href: string | null;
  related: string | null;
  position: Notification['position'];
  data: Record<string, unknown>;
  tag: string | null;
  actions: NotificationAction[];
  formFields?: Notification['formFields'];
  dismissAction?: NotificationAction | null;
  footerAction?: NotificationAction | null;
  template: Notification['template'];
  replacePrevious: boolean;
  mergable: boolean;
  audience: 'all-customers' | 'mailing-list' | 'product-customers' | 'user';
  productId: number | null;
  mailingList: string | null;
  inApp: boolean;
  push: boolean;
  createdBy: number | null;
  createdAt: string;
  scheduledAt: string | null;
}

export type StoredNotification = Selectable<NotificationsTable>;

export interface SentNotificationSummary {
  id: number;
  title: string;
  template: string;
  audience: string;
  createdAt: string;
  scheduledAt: string | null;
  sentAt: string | null;
  version: number;
  delivered: number;
  opened: number;
}

export interface PushSubscriptionRecord {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** One recipient's view of a notification, as the entity in src/notifications. */
export function notificationView(
  row: StoredNotification,
  recipient: {
    id: number;
    created_at: string;
    opened_at: string | null;
    deleted_at: string | null;
  },
): Notification {
  return {
    id: recipient.id,
    title: row.title,
    body: row.body,
    image: row.image,
    href: row.href,
    position: row.position === 'header' ? 'header' : 'top-right',
    data: parse(row.data, {}),
    tag: row.tag,
    formFields: parse(row.form_fields, []),
    actions: parse(row.actions, []),
    dismissAction: parse(row.dismiss_action, null),
    footerAction: parse(row.footer_action, null),
    createdAt: recipient.created_at,
    scheduledAt: row.scheduled_at,
    deletedAt: recipient.deleted_at,
    openedAt: recipient.opened_at,
    template: row.template === 'Shove' || row.template === 'Bag' ? row.template : 'Simple',
    replacePrevious: row.replace_previous === 1,
    mergable: row.mergable === 1,
  };
}

export function createNotificationsRepository(db: Kysely<Database>) {
  const notificationColumns = [
    'notifications.id',
    'notifications.division_id',
    'notifications.source',
    'notifications.title',
    'notifications.body',
    'notifications.image',
    'notifications.href',
    'notifications.related',
    'notifications.position',
    'notifications.data',
    'notifications.tag',
    'notifications.form_fields',
    'notifications.actions',
    'notifications.dismiss_action',
    'notifications.footer_action',
    'notifications.template',
    'notifications.replace_previous',
    'notifications.mergable',
    'notifications.audience',
    'notifications.product_id',
    'notifications.mailing_list',
    'notifications.in_app',
    'notifications.push',
    'notifications.created_by',
    'notifications.created_at',
    'notifications.scheduled_at',
    'notifications.sent_at',
    'notifications.version',
  ] as const;

  const recipientRows = (userId: number) =>
    db
      .selectFrom('notification_recipients as r')
      .innerJoin('notifications', 'notifications.id', 'r.notification_id')
      .select([
        ...notificationColumns,
        'r.id as recipient_id',
        'r.created_at as recipient_created_at',
        'r.opened_at',
        'r.deleted_at',
      ])
      .where('r.user_id', '=', userId);
  type RecipientRow = Awaited<ReturnType<ReturnType<typeof recipientRows>['execute']>>[number];
  const recipientView = (row: RecipientRow): Notification =>
    notificationView(row, {
      id: row.recipient_id,
      created_at: row.recipient_created_at,
      opened_at: row.opened_at,
      deleted_at: row.deleted_at,
    });

  return {
    async create(input: NewNotification): Promise<StoredNotification> {
      const row = await db
        .insertInto('notifications')
        .values({
          division_id: input.divisionId,
          source: input.source,
          title: input.title,
          body: input.body,
          image: input.image,
          href: input.href,
          related: input.related,
          position: input.position,
          data: JSON.stringify(input.data),
          tag: input.tag,
          actions: JSON.stringify(input.actions),
          form_fields: JSON.stringify(input.formFields ?? []),
          dismiss_action: input.dismissAction ? JSON.stringify(input.dismissAction) : null,
          footer_action: input.footerAction ? JSON.stringify(input.footerAction) : null,
          template: input.template,
          replace_previous: input.replacePrevious ? 1 : 0,
          mergable: input.mergable ? 1 : 0,
          audience: input.audience,
          product_id: input.productId,
          mailing_list: input.mailingList,
          in_app: input.inApp ? 1 : 0,
          push: input.push ? 1 : 0,
          created_by: input.createdBy,
          created_at: input.createdAt,
          scheduled_at: input.scheduledAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },

    findById: (id: number) =>
      db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Claims a notification for sending: exactly one caller (of all server processes) sets
     * sent_at, so a scheduled notification is delivered once.
     */
    async claim(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ sent_at: now })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Scheduled, unsent notifications due at `now` (ISO strings compare in time order). */
    due: (now: string) =>
      db
        .selectFrom('notifications')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('scheduled_at', 'is not', null)
        .where('scheduled_at', '<=', now)
        .orderBy('scheduled_at')
        .execute(),

    /** The earliest pending schedule, to know when to wake. */
    async nextScheduled(): Promise<string | null> {
      const row = await db
        .selectFrom('notifications')
        .select('scheduled_at')
        .where('sent_at', 'is', null)
        .where('scheduled_at', 'is not', null)
        .orderBy('scheduled_at')
        .limit(1)
        .executeTakeFirst();
      return row?.scheduled_at ?? null;
    },

    /** Withdraws a scheduled notification at the version the seller saw. */
    async cancel(divisionId: number, id: number, version: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ sent_at: now, scheduled_at: null, version: version + 1, audience: 'cancelled' })
        .where('id', '=', id)
        .where('division_id', '=', divisionId)
        .where('version', '=', version)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Signed-in people subscribed to the store's mailing list (one list, or any), matched by
     * email: a subscriber without an account has no one to notify in-app or by push. Only
     * confirmed subscriptions count (double opt-in), and never an unsubscribed one.
     */
    async mailingListAudience(divisionId: number, mailingList: string | null): Promise<number[]> {
      let query = db
        .selectFrom('mailing_list_subscribers as s')
        .innerJoin('users', (join) =>
          join.on((eb) => eb(eb.fn('lower', ['users.email']), '=', eb.ref('s.email'))),
        )
        .select('users.id')
        .distinct()
        .where('s.division_id', '=', divisionId)
        .where('s.verified_at', 'is not', null)
        .where('s.unsubscribed_at', 'is', null);
      if (mailingList) query = query.where('s.mailing_list', '=', mailingList);
      const rows = await query.execute();
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Users who ordered from the store; with a product, only those who ordered it. */
    async audience(divisionId: number, productId: number | null): Promise<number[]> {
      let query = db
        .selectFrom('orders')
        .select('orders.customer_id')
        .distinct()
        .where('orders.division_id', '=', divisionId)
        .where('orders.customer_id', 'is not', null)
        .where('orders.deleted_at', 'is', null);
      if (productId !== null)
        query = query
          .innerJoin('order_items', 'order_items.order_id', 'orders.id')
          .where('order_items.product_id', '=', productId);
      const rows = await query.execute();
      return rows.map((row) => row.customer_id!).sort((a, b) => a - b);
    },

    /** One recipient row per user (a user already holding it is skipped). */
    async deliver(notificationId: number, userIds: readonly number[], now: string) {
      if (userIds.length === 0) return [];
      await db
        .insertInto('notification_recipients')
        .values(
          userIds.map((userId) => ({
            notification_id: notificationId,
            user_id: userId,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
        .execute();
      return db
        .selectFrom('notification_recipients')
        .select(['id', 'user_id', 'created_at', 'opened_at', 'deleted_at'])
        .where('notification_id', '=', notificationId)
        .where('user_id', 'in', [...userIds])
        .execute();
    },

    async listForUser(userId: number, limit = 50): Promise<Notification[]> {
      const rows = await recipientRows(userId)
        .where('r.deleted_at', 'is', null)
        .where('notifications.in_app', '=', 1)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(recipientView);
    },

    /** One of the user's notifications by its recipient id (deleted ones included), or null. */
    async findForUser(userId: number, recipientId: number): Promise<Notification | null> {
      const row = await recipientRows(userId).where('r.id', '=', recipientId).executeTakeFirst();
      return row ? recipientView(row) : null;
    },

    async unread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notification_recipients as r')
        .innerJoin('notifications', 'notifications.id', 'r.notification_id')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('r.user_id', '=', userId)
        .where('r.deleted_at', 'is', null)
        .where('r.opened_at', 'is', null)
        .where('notifications.in_app', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks the user's own recipient row opened; false when it is not theirs. */
    async markOpened(userId: number, recipientId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notification_recipients')
        .set({ opened_at: now })
        .where('id', '=', recipientId)
        .where('user_id', '=', userId)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return true;
      return Boolean(await ownRow(userId, recipientId));
    },

    async markDeleted(userId: number, recipientId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notification_recipients')
        .set({ deleted_at: now })
        .where('id', '=', recipientId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return true;
      return Boolean(await ownRow(userId, recipientId));
    },

    /** Of these users, those holding an unread (not opened, not deleted) notice with this tag. */
    async holdingUnreadTag(tag: string, userIds: readonly number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('notification_recipients as r')
        .innerJoin('notifications', 'notifications.id', 'r.notification_id')
        .select('r.user_id')
        .distinct()
        .where('notifications.tag', '=', tag)
        .where('r.user_id', 'in', [...userIds])
        .where('r.opened_at', 'is', null)
        .where('r.deleted_at', 'is', null)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Marks every unread notice with this tag opened for the user; how many it marked. */
    async markTagOpened(userId: number, tag: string, now: string): Promise<number> {
      const result = await db
        .updateTable('notification_recipients')
        .set({ opened_at: now })
        .where('user_id', '=', userId)
        .where('opened_at', 'is', null)
        .where('notification_id', 'in', (eb) =>
          eb.selectFrom('notifications').select('id').where('tag', '=', tag),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markPushed(recipientIds: readonly number[], now: string): Promise<void> {
      if (recipientIds.length === 0) return;
      await db
        .updateTable('notification_recipients')
        .set({ pushed_at: now })
        .where('id', 'in', [...recipientIds])
        .execute();
    },

    /** The store's composed notifications with delivered and opened counts, newest first. */
    async summaries(divisionId: number): Promise<SentNotificationSummary[]> {
      const rows = await db
        .selectFrom('notifications')
        .leftJoin('notification_recipients as r', 'r.notification_id', 'notifications.id')
        .select((eb) => [
          'notifications.id',
          'notifications.title',
          'notifications.template',
          'notifications.audience',
          'notifications.created_at',
          'notifications.scheduled_at',
          'notifications.sent_at',
          'notifications.version',
          eb.fn.count<string | number>('r.id').as('delivered'),
          eb.fn.count<string | number>('r.opened_at').as('opened'),
        ])
        .where('notifications.division_id', '=', divisionId)
        .where('notifications.source', '=', 'builder')
        .groupBy([
          'notifications.id',
          'notifications.title',
          'notifications.template',
          'notifications.audience',
          'notifications.created_at',
          'notifications.scheduled_at',
          'notifications.sent_at',
          'notifications.version',
        ])
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        template: row.template,
        audience: row.audience,
        createdAt: row.created_at,
        scheduledAt: row.scheduled_at,
        sentAt: row.sent_at,
        version: row.version,
        delivered: Number(row.delivered),
        opened: Number(row.opened),
      }));
    },

    // Push subscriptions

    subscriptionsOf: (userIds: readonly number[]) =>
      userIds.length === 0
        ? Promise.resolve([] as PushSubscriptionRecord[])
        : db
            .selectFrom('push_subscriptions')
            .select(['id', 'user_id as userId', 'endpoint', 'p256dh', 'auth'])
            .where('user_id', 'in', [...userIds])
            .execute(),

    /** Stores a subscription if its endpoint is new; true when one was created. */
    async addSubscription(input: {
      userId: number;
      endpoint: string;
      p256dh: string;
      auth: string;
      extras: Record<string, unknown>;
      now: string;
    }): Promise<boolean> {
      const result = await db
        .insertInto('push_subscriptions')
        .values({
          user_id: input.userId,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          extras: JSON.stringify(input.extras),
          created_at: input.now,
        })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async removeSubscription(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    // VAPID keys

    vapidKeys: () => db.selectFrom('vapid_keys').selectAll().where('id', '=', 1).executeTakeFirst(),

    /** Keeps the first pair stored (two processes starting together agree on one). */
    async storeVapidKeys(publicKey: string, privateKey: string, now: string) {
      await db
        .insertInto('vapid_keys')
        .values({ id: 1, public_key: publicKey, private_key: privateKey, created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return (await db
        .selectFrom('vapid_keys')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirst())!;
    },
  };

  function ownRow(userId: number, recipientId: number) {
    return db
      .selectFrom('notification_recipients')
      .select('id')
      .where('id', '=', recipientId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
