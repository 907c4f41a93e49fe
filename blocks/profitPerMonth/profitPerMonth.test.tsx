import { describe, expect, it, vi } from 'vitest';
import { findCurrency } from '../../src/currency';
import {
  describeBlockContract,
  editorContext,
  makeBlock,
  nativeContext,
  renderBlock,
} from '../testing';
import profitPerMonth from './index';
import { PROFIT_PER_MONTH_MESSAGES } from './ProfitPerMonthBlock';

describeBlockContract(profitPerMonth, { name: 'profitPerMonth', mail: false });

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const months = [
  { month: '2026-01', profit: 150 },
  { month: '2026-02', profit: -20.5 },
  { month: '2026-03', profit: 310.25 },
];

describe('profitPerMonth block', () => {
  it('shows an SSR-safe loading state before its data arrives', () => {
    const html = renderBlock(profitPerMonth);
    expect(html).toContain(PROFIT_PER_MONTH_MESSAGES.loading);
    expect(html).toContain('aria-busy="true"');
  });

  it('shows the empty state, with a hint for sellers in the editor when no path is set', () => {
    const data = { ok: true, value: [] };
    expect(text(renderBlock(profitPerMonth, {}, { data }))).toContain(
      PROFIT_PER_MONTH_MESSAGES.empty,
    );
    expect(text(renderBlock(profitPerMonth, {}, { data }))).not.toContain(
      PROFIT_PER_MONTH_MESSAGES.noSource,
    );
    expect(text(renderBlock(profitPerMonth, {}, { data, context: editorContext }))).toContain(
      PROFIT_PER_MONTH_MESSAGES.noSource,
    );
  });

  it('shows the error state, with the reason only in the editor', () => {
    const data = { ok: false, error: 'GET /p/ failed: Server error' };
    const shopper = text(renderBlock(profitPerMonth, {}, { data }));
    expect(shopper).toContain(PROFIT_PER_MONTH_MESSAGES.error);
    expect(shopper).not.toContain('Server error');
    expect(renderBlock(profitPerMonth, {}, { data, context: editorContext })).toContain(
      'Server error',
    );
  });

  it('charts the last months with a total and a table of figures', () => {
    const html = text(
      renderBlock(profitPerMonth, { months: 3 }, { data: { ok: true, value: months } }),
    );
    expect(html).toContain('£439.75 from Jan 2026 to Mar 2026');
    expect(html).toContain('Feb 2026||-£20.50');
    const svg = renderBlock(profitPerMonth, { months: 3 }, { data: { ok: true, value: months } });
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toContain('block-profitPerMonth__bar--loss');
  });

  it("formats in the shopper's currency", () => {
    const context = { ...nativeContext, currency: findCurrency('USD')! };
    const html = text(
      renderBlock(profitPerMonth, { months: 3 }, { data: { ok: true, value: months }, context }),
    );
    expect(html).toContain('$879.50 from Jan 2026 to Mar 2026');
  });
});

describe('profitPerMonth load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) =>
    profitPerMonth.load!({
      block: makeBlock(profitPerMonth, properties),
      properties: profitPerMonth.properties.parse(properties),
      divisionId: 3,
      get,
    });

  it('reads nothing without a path', async () => {
    const get = vi.fn();
    expect(await load({}, get)).toStrictEqual({ ok: true, value: [] });
    expect(get).not.toHaveBeenCalled();
  });

  it('reads a bare list or { months } from the path', async () => {
    const path = { asyncData: '/divisions/{division}/profit/' };
    expect(await load(path, vi.fn().mockResolvedValue(months))).toStrictEqual({
      ok: true,
      value: months,
    });
    const get = vi.fn().mockResolvedValue({ months });
    expect(await load(path, get)).toStrictEqual({ ok: true, value: months });
    expect(get).toHaveBeenCalledWith('/divisions/3/profit/', {});
  });

  it('fails on months not written YYYY-MM', async () => {
    const result = await load(
      { asyncData: '/p/' },
      vi.fn().mockResolvedValue([{ month: 'March', profit: 1 }]),
    );
    expect(result).toStrictEqual({
      ok: false,
      error: 'GET /p/ answered an unexpected shape at 0.month: A month is written YYYY-MM',
    });
  });
});
