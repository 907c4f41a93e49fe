import { z } from 'zod';

export {
  ANALYTICS_ENABLE_DELAY_MS,
  EVENT_FLUSH_INTERVAL_MS,
  MAX_EVENTS_PER_BATCH,
  pageViewEvent,
} from './browserEvents';

/**
 * The events the storefront sends to /events/logEvent/ that the analytics store keeps
 * (compactly, migration 025). Names are the storage contract: their codes never change.
 */
export const ANALYTICS_EVENT_CODES = {
  page_view: 1,
  add_to_basket: 2,
  checkout: 3,
  split_test_discovered: 4,
  order: 5,
} as const;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_CODES;

const visitorId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const path = z.string().min(1).max(500).startsWith('/');

/** What each analytics event carries in `data`; anything else in it is ignored. */
export const analyticsEventDataSchemas = {
  page_view: z.object({ visitor: visitorId, path, landing: z.boolean().default(false) }),
  add_to_basket: z.object({
    visitor: visitorId,
    path: path.optional(),
    productId: z.number().int().positive().max(2_147_483_647),
  }),
  checkout: z.object({ visitor: visitorId, path: path.optional() }),
  split_test_discovered: z.object({
    visitor: visitorId,
    splitTestId: z.number().int().positive().max(2_147_483_647),
    variationId: z.number().int().positive().max(2_147_483_647),
  }),
  order: z.object({ visitor: visitorId, orderId: z.string().min(1).max(100) }),
} as const;

export interface AnalyticsEvent {
  code: number;
  visitor: string;
  path: string | null;
  /** A product (add to basket) or a split test's variation (split_test_discovered). */
  ref: number | null;
  /** The split test (split_test_discovered). */
  ref2: number | null;
}

/**
 * An incoming `{name, data}` as the analytics store keeps it, or null when it is not one
 * of the analytics events or its data does not fit (such events are stored as sent).
 */
export function toAnalyticsEvent(name: string, data: unknown): AnalyticsEvent | null {
  switch (name) {
    case 'page_view': {
      const parsed = analyticsEventDataSchemas.page_view.safeParse(data);
      if (!parsed.success) return null;
      return {
        code: ANALYTICS_EVENT_CODES.page_view,
        visitor: parsed.data.visitor,
        path: parsed.data.path,
        ref: parsed.data.landing ? 1 : 0,
        ref2: null,
      };
    }
    case 'add_to_basket': {
      const parsed = analyticsEventDataSchemas.add_to_basket.safeParse(data);
      if (!parsed.success) return null;
      return {
        code: ANALYTICS_EVENT_CODES.add_to_basket,
        visitor: parsed.data.visitor,
        path: parsed.data.path ?? null,
        ref: parsed.data.productId,
        ref2: null,
      };
    }
    case 'checkout': {
      const parsed = analyticsEventDataSchemas.checkout.safeParse(data);
      if (!parsed.success) return null;
      return {
        code: ANALYTICS_EVENT_CODES.checkout,
        visitor: parsed.data.visitor,
        path: parsed.data.path ?? null,
        ref: null,
        ref2: null,
      };
    }
    case 'split_test_discovered': {
      const parsed = analyticsEventDataSchemas.split_test_discovered.safeParse(data);
      if (!parsed.success) return null;
      return {
        code: ANALYTICS_EVENT_CODES.split_test_discovered,
        visitor: parsed.data.visitor,
        path: null,
        ref: parsed.data.variationId,
        ref2: parsed.data.splitTestId,
      };
    }
    case 'order': {
      // The shopper's own receipt says an order was placed (split-test conversions); the
      // funnel's order count comes from the orders table, not from this.
      const parsed = analyticsEventDataSchemas.order.safeParse(data);
      if (!parsed.success) return null;
      return {
        code: ANALYTICS_EVENT_CODES.order,
        visitor: parsed.data.visitor,
        path: null,
        ref: null,
        ref2: null,
      };
    }
    default:
      return null;
  }
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

/** Longest range the analytics screen asks for at once. */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

export const analyticsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, 'The start date must be on or before the end date')
  .refine(
    (range) => daysBetween(range.from, range.to) < MAX_ANALYTICS_RANGE_DAYS,
    `Choose a range of at most ${MAX_ANALYTICS_RANGE_DAYS} days`,
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i <= daysBetween(from, to); i++)
    days.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return days;
}

export const analyticsSummarySchema = z.object({
  from: isoDay,
  to: isoDay,
  days: z.array(
    z.object({ day: isoDay, visits: z.number(), visitors: z.number(), pageViews: z.number() }),
  ),
  pages: z.array(z.object({ path: z.string(), views: z.number() })),
  products: z.array(z.object({ productId: z.number(), name: z.string(), added: z.number() })),
  funnel: z.object({ addToBasket: z.number(), checkout: z.number(), orders: z.number() }),
  totals: z.object({ visits: z.number(), visitors: z.number(), pageViews: z.number() }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** True when the range holds nothing to show (the screen's empty state). */
export function isEmptySummary(summary: AnalyticsSummary): boolean {
  return (
    summary.totals.pageViews === 0 &&
    summary.funnel.addToBasket === 0 &&
    summary.funnel.checkout === 0 &&
    summary.funnel.orders === 0
  );
}
