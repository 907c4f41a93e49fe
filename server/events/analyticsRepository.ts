import { sql, type Kysely } from 'kysely';
import {
  ANALYTICS_EVENT_CODES,
  daysOf,
  type AnalyticsEvent,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '../../src/events/analyticsEvents';
import type { Database } from '../db/schema';

/** Orders that count as placed: paid or further along, not cancelled. */
const NOT_PLACED = ['new', 'to_be_paid', 'cancelled'];
const TOP_PAGES = 20;
const TOP_PRODUCTS = 10;

const dayStart = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Storage of the analytics events and their daily roll-up (migration 025). */
export interface AnalyticsRepository {
  record(divisionId: number, at: Date, events: AnalyticsEvent[]): Promise<void>;
  /**
   * Rebuilds one store's roll-up rows for one day from its events (UTC days). Idempotent:
   * the day's rows are replaced in one transaction, so running it twice changes nothing.
   */
  rollUpDay(divisionId: number, day: string): Promise<void>;
  /** Stores with events in [from, to] days (what the roll-up job walks). */
  divisionsWithEvents(from: string, to: string): Promise<number[]>;
  summary(divisionId: number, range: AnalyticsQuery): Promise<AnalyticsSummary>;
}

export function createAnalyticsRepository(db: Kysely<Database>): AnalyticsRepository {
  return {
    async record(divisionId, at, events) {
      if (events.length === 0) return;
      const seconds = Math.floor(at.getTime() / 1000);
      await db
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            division_id: divisionId,
            at: seconds,
            code: event.code,
            visitor: event.visitor,
            path: event.path,
            ref: event.ref,
            ref2: event.ref2,
          })),
        )
        .execute();
    },

    async rollUpDay(divisionId, day) {
      const start = dayStart(day);
      const end = dayStart(nextDay(day));
      await db.transaction().execute(async (trx) => {
        const inDay = () =>
          trx
            .selectFrom('analytics_events')
            .where('division_id', '=', divisionId)
            .where('at', '>=', start)
            .where('at', '<', end);
        const pv = ANALYTICS_EVENT_CODES.page_view;
        const totals = await inDay()
          .select((eb) => [
            eb.fn
              .sum<number>(eb.case().when('code', '=', pv).then(1).else(0).end())
              .as('page_views'),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when(eb.and([eb('code', '=', pv), eb('ref', '=', 1)]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('visits'),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when('code', '=', ANALYTICS_EVENT_CODES.add_to_basket)
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('add_to_basket'),
            eb.fn
              .sum<number>(
                eb.case().when('code', '=', ANALYTICS_EVENT_CODES.checkout).then(1).else(0).end(),
              )
              .as('checkout'),
          ])
          .executeTakeFirstOrThrow();
        const visitors = await inDay()
          .where('code', '=', pv)
          .select(sql<number>`count(distinct visitor)`.as('n'))
          .executeTakeFirstOrThrow();
        const pages = await inDay()
          .where('code', '=', pv)
          .where('path', 'is not', null)
          .select(['path', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('path')
          .execute();
        const products = await inDay()
          .where('code', '=', ANALYTICS_EVENT_CODES.add_to_basket)
          .where('ref', 'is not', null)
          .select(['ref', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('ref')
          .execute();
        const rows = [
          { metric: 'page_views', key: '', value: Number(totals.page_views ?? 0) },
          { metric: 'visits', key: '', value: Number(totals.visits ?? 0) },
          { metric: 'visitors', key: '', value: Number(visitors.n ?? 0) },
          { metric: 'add_to_basket', key: '', value: Number(totals.add_to_basket ?? 0) },
          { metric: 'checkout', key: '', value: Number(totals.checkout ?? 0) },
          ...pages.map((row) => ({ metric: 'page', key: row.path ?? '', value: Number(row.n) })),
          ...products.map((row) => ({
            metric: 'product',
            key: String(row.ref),
            value: Number(row.n),
          })),
        ].filter((row) => row.value > 0);
        await trx
          .deleteFrom('analytics_daily')
          .where('division_id', '=', divisionId)
          .where('day', '=', day)
          .execute();
        for (let i = 0; i < rows.length; i += 500)
          await trx
            .insertInto('analytics_daily')
            .values(rows.slice(i, i + 500).map((row) => ({ division_id: divisionId, day, ...row })))
            .execute();
      });
    },

    async divisionsWithEvents(from, to) {
      const rows = await db
        .selectFrom('analytics_events')
        .select('division_id')
        .distinct()
        .where('at', '>=', dayStart(from))
        .where('at', '<', dayStart(nextDay(to)))
        .execute();
      return rows.map((row) => row.division_id);
    },

    async summary(divisionId, { from, to }) {
      const daily = await db
        .selectFrom('analytics_daily')
        .select(['day', 'metric', 'key', 'value'])
        .where('division_id', '=', divisionId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const byDay = new Map(
        daysOf(from, to).map((day) => [day, { day, visits: 0, visitors: 0, pageViews: 0 }]),
      );
      const pages = new Map<string, number>();
      const products = new Map<number, number>();
      let addToBasket = 0;
      let checkout = 0;
      for (const row of daily) {
        const value = Number(row.value);
        const day = byDay.get(row.day);
        if (row.metric === 'visits' && day) day.visits += value;
        else if (row.metric === 'visitors' && day) day.visitors += value;
        else if (row.metric === 'page_views' && day) day.pageViews += value;
        else if (row.metric === 'add_to_basket') addToBasket += value;
        else if (row.metric === 'checkout') checkout += value;
        else if (row.metric === 'page') pages.set(row.key, (pages.get(row.key) ?? 0) + value);
        else if (row.metric === 'product')
          products.set(Number(row.key), (products.get(Number(row.key)) ?? 0) + value);
      }
      const topProducts = [...products]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP_PRODUCTS);
      const names = topProducts.length
        ? await db
            .selectFrom('products')
            .select(['id', 'name'])
            .where(
              'id',
              'in',
              topProducts.map(([id]) => id),
            )
            .execute()
        : [];
      const nameOf = new Map(names.map((row) => [row.id, row.name]));
      const orders = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('division_id', '=', divisionId)
        .where('status', 'not in', NOT_PLACED)
        .where('deleted_at', 'is', null)
        .where('created_at', '>=', `${from}T00:00:00`)
        .where('created_at', '<', `${nextDay(to)}T00:00:00`)
        .executeTakeFirstOrThrow();
      const days = [...byDay.values()];
      return {
        from,
        to,
        days,
        pages: [...pages]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, TOP_PAGES)
          .map(([path, views]) => ({ path, views })),
        products: topProducts.map(([productId, added]) => ({
          productId,
          name: nameOf.get(productId) ?? `Product ${productId}`,
          added,
        })),
        funnel: { addToBasket, checkout, orders: Number(orders.n) },
        totals: {
          visits: days.reduce((sum, day) => sum + day.visits, 0),
          visitors: days.reduce((sum, day) => sum + day.visitors, 0),
          pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
        },
      };
    },
  };
}
