import { describe, expect, it } from 'vitest';
import type { Transport } from '../../src/api/transport';
import { ApiError } from '../../src/errors';
import type { BasketItem, FavouriteItem } from '../../src/model';
import { createBasketStore, createFavouritesStore } from '../app/basketStore';
import type { StorefrontServices } from '../app/services';
import { moveToBasket } from './favouritesActions';

const favourite = (key: string, productId: number): FavouriteItem => ({
  key,
  productId,
  productUrl: null,
  productColor: null,
  productSize: null,
  name: `Product ${productId}`,
  image: null,
  price: 10,
});
const line = (key: string): BasketItem => ({
  key,
  quantity: 1,
  name: key,
  priceIncTax: 10,
  image: null,
  options: {},
  productUuid: key,
});

/** Services with the two lists and a transport that answers like the basket routes. */
function servicesAnswering(bulkAdd: () => unknown) {
  const kept = [favourite('1', 1), favourite('2', 2)];
  let favourites = kept;
  const calls: string[] = [];
  const transport: Transport = async (request) => {
    calls.push(request.path);
    if (request.path === '/frontend/product/bulkAddItemsToCart/') return bulkAdd();
    const { key } = request.body as { key: string };
    favourites = favourites.filter((each) => each.key !== key);
    return { items: favourites };
  };
  const services = {
    transport,
    basket: createBasketStore([]),
    favourites: createFavouritesStore(kept),
  } as unknown as StorefrontServices;
  return { services, kept, calls };
}

describe('moving favourites to the basket', () => {
  it('adds them in one bulk add and takes off the list only those that arrived', async () => {
    const { services, kept, calls } = servicesAnswering(() => ({ items: [line('1')] }));
    await expect(moveToBasket(services, kept)).resolves.toBe(1);
    expect(services.basket.getSnapshot().map((item) => item.key)).toStrictEqual(['1']);
    expect(services.favourites.getSnapshot().map((item) => item.key)).toStrictEqual(['2']);
    expect(calls).toStrictEqual(['/frontend/product/bulkAddItemsToCart/', '/basket/remove/']);
  });

  it('says "No items were added to basket" when the server adds none', async () => {
    const { services, kept } = servicesAnswering(() => {
      throw new ApiError('Oops... Looks like this product is no longer available', 400);
    });
    await expect(moveToBasket(services, kept)).rejects.toThrow('No items were added to basket');
    expect(services.favourites.getSnapshot()).toStrictEqual(kept);
  });

  it('says the same when the basket answers without any of them', async () => {
    const { services, kept } = servicesAnswering(() => ({ items: [line('other')] }));
    await expect(moveToBasket(services, kept)).rejects.toThrow('No items were added to basket');
  });
});
