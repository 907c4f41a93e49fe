import { describe, expect, it } from 'vitest';
import type { Transport } from '../../src/api/transport';
import { ApiError } from '../../src/errors';
import type { HistoryOrder } from '../../src/commerce/orderHistory';
import type { BasketItem } from '../../src/model';
import { createBasketStore } from '../app/basketStore';
import type { StorefrontServices } from '../app/services';
import { reorder } from './reorder';

const line = (key: string): BasketItem => ({
  key,
  quantity: 2,
  name: key,
  priceIncTax: 10,
  image: null,
  options: {},
  productUuid: key,
});

function servicesAnswering(bulkAdd: (body: unknown) => unknown) {
  const sent: unknown[] = [];
  const transport: Transport = async (request) => {
    sent.push(request.body);
    expect(request.path).toBe('/frontend/product/bulkAddItemsToCart/');
    return bulkAdd(request.body);
  };
  const services = { transport, basket: createBasketStore([]) } as unknown as StorefrontServices;
  return { services, sent };
}

const order: Pick<HistoryOrder, 'items'> = {
  items: [
    { name: 'Tee', quantity: 2, productId: 1, options: { colour: 'Black', size: 'M' } },
    { name: 'Hoodie', quantity: 1, productId: 2, options: {} },
  ],
};

describe('Buy again', () => {
  it("bulk-adds the order's items and passes on the note about those left out", async () => {
    const { services, sent } = servicesAnswering(() => ({
      items: [line('tee')],
      message: 'Some products are no longer available and were not added',
    }));
    await expect(reorder(services, order)).resolves.toBe(
      'Some products are no longer available and were not added',
    );
    expect(sent).toStrictEqual([
      {
        name: 'main',
        items: [
          { productId: 1, quantity: 2, productColor: 'Black', productSize: 'M', bundleOptions: {} },
          { productId: 2, quantity: 1, bundleOptions: {} },
        ],
      },
    ]);
    expect(services.basket.getSnapshot().map((item) => item.key)).toStrictEqual(['tee']);
  });

  it('resolves with no note when everything was added', async () => {
    const { services } = servicesAnswering(() => ({ items: [line('tee'), line('hoodie')] }));
    await expect(reorder(services, order)).resolves.toBeNull();
  });

  it("rejects with the server's unavailable message when none could be added", async () => {
    const { services } = servicesAnswering(() => {
      throw new ApiError('Oops... Looks like this product is no longer available', 400);
    });
    await expect(reorder(services, order)).rejects.toThrow(
      'Oops... Looks like this product is no longer available',
    );
    expect(services.basket.getSnapshot()).toStrictEqual([]);
  });

  it('sends nothing for an order whose products are all gone', async () => {
    const { services, sent } = servicesAnswering(() => ({ items: [] }));
    await expect(
      reorder(services, { items: [{ name: 'Old', quantity: 1, productId: null, options: {} }] }),
    ).rejects.toThrow('Oops... Looks like this product is no longer available');
    expect(sent).toStrictEqual([]);
  });
});
