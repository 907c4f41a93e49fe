// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findCurrency } from '../../src/currency';
import { ServerError } from '../../src/errors';
import type { ProductSummary } from '../../src/model';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  expectMailSafe,
  makeBlock,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import productList from './index';
import { NO_STORE_REASON } from './load';
import { PRODUCT_LIST_MESSAGES } from './ProductListBlock';

describeBlockContract(productList, { name: 'productList', mail: true });

afterEach(cleanup);

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const tee: ProductSummary = {
  id: 1,
  urlName: 'organic-cotton-tee',
  name: 'Organic Cotton Tee',
  image: {
    original: '/img/tee.png',
    altText: '',
    sizes: { '480': '/img/tee-480.png', '960': '/img/tee-960.png' },
  },
  price: 25,
  salePrice: null,
  manufacturer: { id: 3, name: 'Teemill' },
  description: '',
  reviews: { count: 12, average: 4.5 },
};
const hoodie: ProductSummary = {
  ...tee,
  id: 2,
  urlName: 'hoodie',
  name: 'Hoodie',
  image: null,
  price: 45,
  salePrice: 36,
  reviews: { count: 0, average: 0 },
};
const loaded = (products: ProductSummary[], title?: string) => ({
  ok: true,
  value: title ? { products, title } : { products },
});

describe('productList block', () => {
  it('has the spec defaults: sortBy bestsellerOrder, limit 4', () => {
    expect(productList.properties.parse({})).toMatchObject({ sortBy: 'bestsellerOrder', limit: 4 });
  });

  it('renders limit-sized placeholders while loading (SSR-safe), announced for screen readers', () => {
    const html = renderBlock(productList, { limit: 6 });
    expect(html).toContain(PRODUCT_LIST_MESSAGES.loading);
    expect(html.match(/block-productList__item--loading/g)).toHaveLength(6);
    expect(html).toContain('aria-busy="true"');
  });

  it('renders product cards linking to /product/{urlName}/ with prices', () => {
    const html = renderBlock(productList, {}, { data: loaded([tee, hoodie]) });
    expect(html).toContain('href="/product/organic-cotton-tee/"');
    expect(html).toContain('src="/img/tee-480.png"');
    expect(html).toMatch(/width="480" height="480"/);
    const words = text(html);
    expect(words).toContain('Organic Cotton Tee');
    expect(words).toContain('£25.00');
    expect(words).toContain('Was |£45.00');
    expect(words).toContain('Now |£36.00');
    expect(words).toContain('Rated 4.5 out of 5 from 12 reviews');
  });

  it("formats prices in the shopper's currency", () => {
    const context = { ...nativeContext, currency: findCurrency('USD')! };
    expect(text(renderBlock(productList, {}, { data: loaded([tee]), context }))).toContain(
      '$50.00',
    );
  });

  it('shows the empty and error states; the error reason only in the editor', () => {
    expect(text(renderBlock(productList, {}, { data: loaded([]) }))).toContain(
      PRODUCT_LIST_MESSAGES.empty,
    );
    const failed = { ok: false, error: 'GET /division/1/products/ failed: Server error' };
    const shopper = text(renderBlock(productList, {}, { data: failed }));
    expect(shopper).toContain(PRODUCT_LIST_MESSAGES.error);
    expect(shopper).not.toContain('Server error');
    expect(renderBlock(productList, {}, { data: failed, context: editorContext })).toContain(
      'Server error',
    );
  });

  it('uses the title from asyncData, and links a collection list to its collection', () => {
    const html = text(
      renderBlock(productList, { collection: 'summer' }, { data: loaded([tee], 'Summer picks') }),
    );
    expect(html).toContain('Summer picks');
    expect(renderBlock(productList, { collection: 'summer' }, { data: loaded([tee]) })).toContain(
      'href="/collection/summer/"',
    );
  });

  it('navigates to a product inside the app', () => {
    const navigate = vi.fn();
    render(
      blockElement(
        productList,
        {},
        { data: loaded([tee]), context: { ...nativeContext, navigate } },
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Organic Cotton Tee' }));
    expect(navigate).toHaveBeenCalledWith('/product/organic-cotton-tee/');
  });

  it('renders mail: absolute product links and images, GBP prices, a shop link', async () => {
    const html = await renderMail(
      productList,
      { collection: 'summer' },
      { data: loaded([tee, hoodie]) },
    );
    expectMailSafe(html);
    expect(html).toContain('href="https://store.example/product/organic-cotton-tee/"');
    expect(html).toContain('src="https://store.example/img/tee-480.png"');
    expect(html).toContain('£36.00');
    expect(html).toContain('href="https://store.example/collection/summer/"');
  });
});

describe('productList load', () => {
  const load = (
    properties: Record<string, unknown>,
    get: (path: string, query?: object) => Promise<unknown>,
    divisionId: number | null = 7,
  ) =>
    productList.load!({
      block: makeBlock(productList, properties),
      properties: productList.properties.parse(properties),
      divisionId,
      get,
    });

  it('reads GET /division/{division}/products/ with the spec query', async () => {
    const get = vi.fn().mockResolvedValue([tee]);
    expect(await load({ sortBy: 'newIn', collection: 'summer' }, get)).toStrictEqual(loaded([tee]));
    expect(get).toHaveBeenCalledWith('/division/7/products/', {
      limit: 4,
      collection: 'summer',
      sort: 'new-in',
      removeDuplicates: true,
    });
  });

  it('keeps at most limit products whatever the endpoint answers, from an array or { products }', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ ...tee, id: i + 1 }));
    const result = await load({ limit: 2 }, vi.fn().mockResolvedValue({ products: many }));
    expect(result.ok && result.value.products.map((p) => p.id)).toStrictEqual([1, 2]);
  });

  it('fails on products of the wrong shape', async () => {
    const result = await load({}, vi.fn().mockResolvedValue([{ ...tee, price: 'free' }]));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(
      /^GET \/division\/7\/products\/ answered an unexpected shape/,
    );
  });

  it('fails when the request fails or the page has no store', async () => {
    expect(await load({}, vi.fn().mockRejectedValue(new ServerError()))).toStrictEqual({
      ok: false,
      error: 'GET /division/7/products/ failed: Server error',
    });
    expect(await load({}, vi.fn(), null)).toStrictEqual({ ok: false, error: NO_STORE_REASON });
  });

  it('reads asyncItems and asyncData paths instead', async () => {
    const get = vi.fn(async (path: string) =>
      path === '/picks/7/' ? [tee] : { title: 'Staff picks' },
    );
    const result = await load(
      { asyncItems: '/picks/{division}/', asyncData: '/picks/title/' },
      get,
    );
    expect(result).toStrictEqual(loaded([tee], 'Staff picks'));
    expect(get).toHaveBeenCalledWith('/picks/7/', {});
    expect(get).toHaveBeenCalledWith('/picks/title/', {});
  });
});
