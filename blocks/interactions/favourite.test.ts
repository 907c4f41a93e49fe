import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { favouriteFailureMessage, favouritePayload } from './favourite';

describe('favourite (like) rules', () => {
  it('adds the product to the favourites basket', () => {
    expect(favouritePayload('sunrise-tee')).toStrictEqual({
      item: { productUrl: 'sunrise-tee' },
      name: 'favourites',
    });
  });

  it("shows the failure's own message, else the general one", () => {
    expect(
      favouriteFailureMessage(
        new ApiError('Oops... Looks like this product is no longer available', 400),
      ),
    ).toBe('Oops... Looks like this product is no longer available');
    expect(favouriteFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });
});
