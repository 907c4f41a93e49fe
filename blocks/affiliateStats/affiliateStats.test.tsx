import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../src/errors';
import { describeBlockContract, editorContext, makeBlock, renderBlock } from '../testing';
import { AFFILIATE_STATS_MESSAGES } from './AffiliateStatsBlock';
import affiliateStats from './index';

describeBlockContract(affiliateStats, { name: 'affiliateStats', mail: false });

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
const stats = { clicks: 1200, orders: 30, sales: 750, commission: 75, pending: 0, months: [] };

describe('affiliateStats block', () => {
  it('shows loading, then the stats as labelled figures', () => {
    expect(renderBlock(affiliateStats)).toContain(AFFILIATE_STATS_MESSAGES.loading);
    const html = text(renderBlock(affiliateStats, {}, { data: { ok: true, value: stats } }));
    expect(html).toContain('Clicks||1,200');
    expect(html).toContain('Conversion rate||2.5%');
    expect(html).toContain('Your earnings||£75.00');
    expect(html).toContain('Last 30 days');
    expect(html).not.toContain('By month');
  });

  it('shows pending earnings and the figures month by month, newest first', () => {
    const month = (name: string, orders: number) => ({
      month: name,
      clicks: 10,
      orders,
      sales: orders * 25,
      commission: orders * 2.5,
      pending: 1.25,
    });
    const value = { ...stats, pending: 2.5, months: [month('2026-10', 1), month('2026-11', 2)] };
    const html = text(renderBlock(affiliateStats, {}, { data: { ok: true, value } }));
    expect(html).toContain('Pending earnings||£2.50');
    expect(html).toContain('By month');
    expect(html.indexOf('November 2026')).toBeLessThan(html.indexOf('October 2026'));
    expect(html).toContain('November 2026||10||2||£50.00||£5.00||£1.25');
  });

  it('shows the empty state, with the setup hint only in the editor', () => {
    const data = { ok: true, value: null };
    expect(text(renderBlock(affiliateStats, {}, { data }))).toContain(
      AFFILIATE_STATS_MESSAGES.empty,
    );
    expect(text(renderBlock(affiliateStats, {}, { data }))).not.toContain(
      AFFILIATE_STATS_MESSAGES.noSource,
    );
    expect(text(renderBlock(affiliateStats, {}, { data, context: editorContext }))).toContain(
      AFFILIATE_STATS_MESSAGES.noSource,
    );
  });

  it('shows the error state, with the reason only in the editor', () => {
    const data = { ok: false, error: 'GET /s/ failed: Not found' };
    expect(text(renderBlock(affiliateStats, {}, { data }))).toContain(
      AFFILIATE_STATS_MESSAGES.error,
    );
    expect(renderBlock(affiliateStats, {}, { data })).not.toContain('Not found');
    expect(renderBlock(affiliateStats, {}, { data, context: editorContext })).toContain(
      'Not found',
    );
  });
});

describe('affiliateStats load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) =>
    affiliateStats.load!({
      block: makeBlock(affiliateStats, properties),
      properties: affiliateStats.properties.parse(properties),
      divisionId: 2,
      get,
    });

  it('reads nothing without a path, and the stats from one', async () => {
    const get = vi.fn().mockResolvedValue(stats);
    expect(await load({}, get)).toStrictEqual({ ok: true, value: null });
    expect(get).not.toHaveBeenCalled();
    expect(
      await load({ asyncData: '/divisions/{division}/affiliates/me/stats/' }, get),
    ).toStrictEqual({ ok: true, value: stats });
    expect(get).toHaveBeenCalledWith('/divisions/2/affiliates/me/stats/', {});
  });

  it('fails on stats of the wrong shape or a failed request', async () => {
    expect(
      (await load({ asyncData: '/s/' }, vi.fn().mockResolvedValue({ clicks: 'many' }))).ok,
    ).toBe(false);
    expect(
      await load({ asyncData: '/s/' }, vi.fn().mockRejectedValue(new NotFoundError())),
    ).toStrictEqual({
      ok: false,
      error: 'GET /s/ failed: Not found',
    });
  });
});
