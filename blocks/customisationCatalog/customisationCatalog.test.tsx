import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/errors';
import type { ProductSummary } from '../../src/model';
import {
  describeBlockContract,
  editorContext,
  expectMailSafe,
  makeBlock,
  renderBlock,
  renderMail,
} from '../testing';
import { CATALOG_MESSAGES } from './CustomisationCatalogBlock';
import customisationCatalog from './index';
import { CATALOG_NO_STORE_REASON } from './load';

describeBlockContract(customisationCatalog, { name: 'customisationCatalog', mail: true });

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const blankTee: ProductSummary = {
  id: 9,
  urlName: 'blank-organic-tee',
  name: 'Organic Tee',
  image: { original: '/img/blank-tee.png', altText: '', sizes: {} },
  price: 18,
  salePrice: null,
  manufacturer: null,
  description: '',
  reviews: { count: 0, average: 0 },
};

describe('customisationCatalog block', () => {
  it('shows placeholders while loading', () => {
    const html = renderBlock(customisationCatalog, { limit: 3 });
    expect(html).toContain(CATALOG_MESSAGES.loading);
    expect(html.match(/__image--none/g)).toHaveLength(3);
  });

  it('lists products opening the studio on each, with a from-price', () => {
    const html = renderBlock(customisationCatalog, {}, { data: { ok: true, value: [blankTee] } });
    expect(html).toContain('href="/studio/blank-organic-tee/"');
    expect(html).toContain('src="/img/blank-tee.png"');
    expect(text(html)).toContain('Organic Tee||From £18.00||Customise');
  });

  it('shows empty and error states; the reason only in the editor', () => {
    expect(
      text(renderBlock(customisationCatalog, {}, { data: { ok: true, value: [] } })),
    ).toContain(CATALOG_MESSAGES.empty);
    const failed = { ok: false, error: 'GET /division/1/products/ failed: Server error' };
    expect(text(renderBlock(customisationCatalog, {}, { data: failed }))).toContain(
      CATALOG_MESSAGES.error,
    );
    expect(renderBlock(customisationCatalog, {}, { data: failed })).not.toContain('Server error');
    expect(
      renderBlock(customisationCatalog, {}, { data: failed, context: editorContext }),
    ).toContain('Server error');
  });

  it('renders mail with absolute studio links', async () => {
    const html = await renderMail(
      customisationCatalog,
      {},
      { data: { ok: true, value: [blankTee] } },
    );
    expectMailSafe(html);
    expect(html).toContain('href="https://store.example/studio/blank-organic-tee/"');
    expect(html).toContain('src="https://store.example/img/blank-tee.png"');
  });
});

describe('customisationCatalog load', () => {
  const load = (
    properties: Record<string, unknown>,
    get: (path: string, query?: object) => Promise<unknown>,
    divisionId: number | null = 6,
  ) =>
    customisationCatalog.load!({
      block: makeBlock(customisationCatalog, properties),
      properties: customisationCatalog.properties.parse(properties),
      divisionId,
      get,
    });

  it('reads the store products of a collection, at most the limit', async () => {
    const get = vi
      .fn()
      .mockResolvedValue(Array.from({ length: 5 }, (_, i) => ({ ...blankTee, id: i })));
    const result = await load({ collection: 'blanks', limit: 2 }, get);
    expect(get).toHaveBeenCalledWith('/division/6/products/', {
      limit: 2,
      collection: 'blanks',
      removeDuplicates: true,
    });
    expect(result.ok && result.value.map((p) => p.id)).toStrictEqual([0, 1]);
  });

  it('fails on a response of the wrong shape, a failed request or a page without a store', async () => {
    expect((await load({}, vi.fn().mockResolvedValue([{ id: 'x' }]))).ok).toBe(false);
    expect(await load({}, vi.fn().mockRejectedValue(new ServerError()))).toStrictEqual({
      ok: false,
      error: 'GET /division/6/products/ failed: Server error',
    });
    expect(await load({}, vi.fn(), null)).toStrictEqual({
      ok: false,
      error: CATALOG_NO_STORE_REASON,
    });
  });

  it('reads asyncItems instead when set', async () => {
    const get = vi.fn().mockResolvedValue({ products: [blankTee] });
    expect(await load({ asyncItems: '/blanks/{division}/' }, get)).toStrictEqual({
      ok: true,
      value: [blankTee],
    });
    expect(get).toHaveBeenCalledWith('/blanks/6/', {});
  });
});
