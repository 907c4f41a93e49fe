// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerCollection, SellerProductPage, SellerProductRow } from '../../src/products';
import { ProductsListScreen } from './ProductsListScreen';
import type { ProductsApi } from './productsApi';

afterEach(cleanup);

const row = (id: number, extra: Partial<SellerProductRow> = {}): SellerProductRow => ({
  id,
  name: `Design ${id}`,
  urlName: `design-${id}`,
  baseSku: 'BASE-TSHIRT',
  price: 25,
  salePrice: null,
  enabled: true,
  approvalStatus: 'pending',
  denialReason: null,
  updatedAt: null,
  version: 1,
  ...extra,
});

const collection = (
  id: number,
  name: string,
  mode: SellerCollection['mode'],
): SellerCollection => ({
  id,
  name,
  urlName: name.toLowerCase().replace(/ /g, '-'),
  banner: null,
  mode,
  rule: mode === 'rule' ? 'newest' : null,
  ruleTag: '',
  productIds: [],
  active: true,
  version: 1,
});

async function setup(total = 2) {
  const page: SellerProductPage = {
    products: [row(1), row(2, { approvalStatus: 'denied', denialReason: 'Blurry print' })],
    total,
    page: 1,
    perPage: 25,
  };
  const api: ProductsApi = {
    list: vi.fn(async () => page),
    bulk: vi.fn(async () => ({ updated: 1 })),
    baseProducts: vi.fn(),
    createProduct: vi.fn(),
    createCollection: vi.fn(),
    getProduct: vi.fn(),
    updateProduct: vi.fn(),
    listCollections: vi.fn(async () => [
      collection(7, 'Water Birds', 'manual'),
      collection(8, 'Newest', 'rule'),
    ]),
    updateCollection: vi.fn(),
    images: vi.fn(),
  };
  await act(async () => {
    render(<ProductsListScreen divisionId={3} api={api} />);
  });
  return api;
}

describe('<ProductsListScreen>', () => {
  it('shows pending approval and a denied product’s reason', async () => {
    await setup();
    expect(screen.getByRole('row', { name: /Design 1/ }).textContent).toContain('Pending approval');
    expect(screen.getByRole('row', { name: /Design 2/ }).textContent).toContain(
      'Denied: Blurry print',
    );
  });

  it('asks the server for the searched, filtered and next pages', async () => {
    const api = await setup(60);
    expect(api.list).toHaveBeenLastCalledWith(3, { page: 1, perPage: 25 });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'fox' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(api.list).toHaveBeenLastCalledWith(3, { page: 1, perPage: 25, search: 'fox' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'pending' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    });
    expect(api.list).toHaveBeenLastCalledWith(3, {
      page: 2,
      perPage: 25,
      search: 'fox',
      filter: 'pending',
    });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('disables the selected products together', async () => {
    const api = await setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Design 1' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disable selected' }));
    });
    expect(api.bulk).toHaveBeenCalledWith(3, { action: 'disable', ids: [1] });
    expect(screen.getByRole('status').textContent).toBe('1 product disabled');
  });

  it('adds the selected products to a hand-picked collection and says so', async () => {
    const api = await setup();
    const select = screen.getByLabelText('Collection');
    // A rule collection follows its rule, so it is not offered.
    expect(
      [...select.querySelectorAll('option')].map((option) => option.textContent),
    ).toStrictEqual(['Choose a collection', 'Water Birds']);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Design 1' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Design 2' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add selected to collection' }));
    });
    expect(api.bulk).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Choose a collection');
    fireEvent.change(select, { target: { value: '7' } });
    (api.bulk as ReturnType<typeof vi.fn>).mockResolvedValueOnce({ updated: 2 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add selected to collection' }));
    });
    expect(api.bulk).toHaveBeenCalledWith(3, {
      action: 'addToCollection',
      ids: [1, 2],
      collectionId: 7,
    });
    expect(screen.getByRole('status').textContent).toBe('2 products added to Water Birds');
    expect(
      (screen.getByRole('checkbox', { name: 'Select Design 1' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
