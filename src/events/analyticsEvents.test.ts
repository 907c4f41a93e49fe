import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  ANALYTICS_ENABLE_DELAY_MS,
  daysOf,
  EVENT_FLUSH_INTERVAL_MS,
  toAnalyticsEvent,
} from './analyticsEvents';

describe('analytics events', () => {
  it('uses the spec’s timings', () => {
    expect(EVENT_FLUSH_INTERVAL_MS).toBe(30_000);
    expect(ANALYTICS_ENABLE_DELAY_MS).toBe(5_000);
  });

  it('keeps page views compactly, landing as a flag', () => {
    expect(
      toAnalyticsEvent('page_view', { visitor: 'abcdefgh', path: '/', landing: true }),
    ).toStrictEqual({ code: 1, visitor: 'abcdefgh', path: '/', ref: 1, ref2: null });
    expect(toAnalyticsEvent('add_to_basket', { visitor: 'abcdefgh', productId: 7 })).toStrictEqual({
      code: 2,
      visitor: 'abcdefgh',
      path: null,
      ref: 7,
      ref2: null,
    });
  });

  it('refuses what does not fit', () => {
    expect(toAnalyticsEvent('page_view', { visitor: 'x', path: '/' })).toBeNull();
    expect(toAnalyticsEvent('page_view', { visitor: 'abcdefgh', path: 'http://evil/' })).toBeNull();
    expect(toAnalyticsEvent('something_else', {})).toBeNull();
  });

  it('checks date ranges', () => {
    expect(
      analyticsQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]
        ?.message,
    ).toBe('The start date must be on or before the end date');
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
