import { describe, expect, it } from 'vitest';
import type { BasketItem, FavouriteItem } from '../../src/model';
import {
  basketInputOf,
  favouritesFromAnswer,
  isFavourite,
  movedFavourites,
} from './favouritesRules';

const favourite = (key: string, extra: Partial<FavouriteItem> = {}): FavouriteItem => ({
  key,
  productId: 7,
  productUrl: 'fox-tee',
  productColor: 'Black',
  productSize: null,
  name: 'Fox Tee',
  image: null,
  price: 20,
  ...extra,
});
const basketLine = (key: string): BasketItem => ({
  key,
  quantity: 1,
  name: 'Fox Tee',
  priceIncTax: 20,
  image: null,
  options: {},
  productUuid: 'u',
});

describe('favourites rules', () => {
  it('adds a favourite by its product id, colour and size, else by its product url', () => {
    expect(basketInputOf(favourite('a', { productSize: 'M' }))).toStrictEqual({
      productId: 7,
      productColor: 'Black',
      productSize: 'M',
    });
    expect(basketInputOf(favourite('b', { productId: null, productColor: null }))).toStrictEqual({
      productUrl: 'fox-tee',
    });
  });

  it('counts as moved only the favourites whose line the basket now holds', () => {
    const kept = [favourite('7|Black'), favourite('8|Red', { productId: 8 })];
    expect(movedFavourites(kept, [basketLine('7|Black'), basketLine('9|Blue')])).toStrictEqual([
      kept[0],
    ]);
    expect(movedFavourites(kept, [])).toStrictEqual([]);
  });

  it('knows a product and colour already kept, whatever the colour’s case', () => {
    const kept = [favourite('7|Black')];
    expect(isFavourite(kept, 7, 'black')).toBe(true);
    expect(isFavourite(kept, 7, 'White')).toBe(false);
    expect(isFavourite(kept, 8, 'Black')).toBe(false);
  });

  it('reads the favourites list from a block’s add-to-favourites answer only', () => {
    const add = '/frontend/product/addItemToCart/';
    const items = [favourite('7|Black')];
    expect(favouritesFromAnswer(add, { name: 'favourites' }, { items })).toStrictEqual(items);
    expect(favouritesFromAnswer(add, { name: 'main' }, { items })).toBeNull();
    expect(favouritesFromAnswer('/forms/submit/', { name: 'favourites' }, { items })).toBeNull();
    expect(favouritesFromAnswer(add, { name: 'favourites' }, 'ok')).toBeNull();
  });
});
