import { describe, expect, it, vi } from 'vitest';
import { findCurrency } from '../../src/currency';
import { ServerError } from '../../src/errors';
import {
  describeBlockContract,
  editorContext,
  makeBlock,
  nativeContext,
  renderBlock,
} from '../testing';
import priceBreakdown from './index';
import { PRICE_BREAKDOWN_MESSAGES } from './PriceBreakdownBlock';

describeBlockContract(priceBreakdown, { name: 'priceBreakdown', mail: false });

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

describe('priceBreakdown block', () => {
  it('shows base cost, print cost, VAT, profit and price from its defaults, in GBP', () => {
    const html = text(renderBlock(priceBreakdown));
    expect(html).toContain('Base cost||£7.50');
    expect(html).toContain('Print cost||£3.50');
    expect(html).toContain('VAT (20%)||£4.17');
    expect(html).toContain('Your profit||£9.83');
    expect(html).toContain('Price||£25.00');
  });

  it("formats in the shopper's currency", () => {
    const html = text(
      renderBlock(
        priceBreakdown,
        {},
        { context: { ...nativeContext, currency: findCurrency('USD')! } },
      ),
    );
    expect(html).toContain('Price||$50.00');
  });

  it('draws bar segments as shares of the price and warns on a loss', () => {
    expect(renderBlock(priceBreakdown)).toContain('style="width:39.3%"');
    const loss = renderBlock(priceBreakdown, { price: 12, baseCost: 8, printCost: 3 });
    expect(loss).toContain(PRICE_BREAKDOWN_MESSAGES.loss);
    expect(loss).not.toContain('segment--profit" style');
  });

  it('reads saved numbers kept as strings', () => {
    expect(text(renderBlock(priceBreakdown, { price: '30', vatRate: '0' }))).toContain(
      'Your profit||£19.00',
    );
  });

  it('with an asyncData path: loading, then the loaded figures, or an error', () => {
    const props = { asyncData: '/division/{division}/price/' };
    expect(renderBlock(priceBreakdown, props)).toContain(PRICE_BREAKDOWN_MESSAGES.loading);
    const loaded = { ok: true, value: { price: 40, baseCost: 10, printCost: 5, vatRate: 20 } };
    expect(text(renderBlock(priceBreakdown, props, { data: loaded }))).toContain('Price||£40.00');
    const failed = { ok: false, error: 'GET /division/1/price/ failed: Server error' };
    const shopper = text(renderBlock(priceBreakdown, props, { data: failed }));
    expect(shopper).toContain(PRICE_BREAKDOWN_MESSAGES.error);
    expect(shopper).not.toContain('Server error');
    expect(renderBlock(priceBreakdown, props, { data: failed, context: editorContext })).toContain(
      'Server error',
    );
  });
});

describe('priceBreakdown load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) => {
    const block = makeBlock(priceBreakdown, properties);
    return priceBreakdown.load!({
      block,
      properties: priceBreakdown.properties.parse(properties),
      divisionId: 5,
      get,
    });
  };

  it('requests nothing without an asyncData path', async () => {
    const get = vi.fn();
    expect(await load({}, get)).toStrictEqual({ ok: true, value: null });
    expect(get).not.toHaveBeenCalled();
  });

  it('reads and validates the figures from the path', async () => {
    const get = vi.fn().mockResolvedValue({ price: '40', baseCost: 10, printCost: 5, vatRate: 20 });
    expect(await load({ asyncData: '/division/{division}/price/' }, get)).toStrictEqual({
      ok: true,
      value: { price: 40, baseCost: 10, printCost: 5, vatRate: 20 },
    });
    expect(get).toHaveBeenCalledWith('/division/5/price/', {});
  });

  it('fails on a response of the wrong shape or a failed request', async () => {
    const wrong = await load({ asyncData: '/price/' }, vi.fn().mockResolvedValue({ price: -1 }));
    expect(wrong.ok).toBe(false);
    const down = await load({ asyncData: '/price/' }, vi.fn().mockRejectedValue(new ServerError()));
    expect(down).toStrictEqual({ ok: false, error: 'GET /price/ failed: Server error' });
  });
});
