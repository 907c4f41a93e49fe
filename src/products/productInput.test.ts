import { describe, expect, it } from 'vitest';
import { collectionInputSchema } from './collectionInput';
import { isOnStorefront } from './approval';
import { PRODUCT_MESSAGES, productBulkSchema, productInputSchema } from './productInput';

const valid = {
  baseSku: 'BASE-TSHIRT',
  name: 'Fox T-Shirt',
  urlName: 'fox-t-shirt',
  options: [
    { colourName: 'Black', sizes: ['S', 'M', 'L'] },
    { colourName: 'White', sizes: ['S', 'M', 'L'] },
  ],
  price: 25,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('product input', () => {
  it('accepts a product from a base product with two colours and three sizes', () => {
    const parsed = productInputSchema.parse(valid);
    expect(parsed.enabled).toBe(true);
    expect(parsed.salePrice).toBeNull();
  });

  it('refuses colours and sizes the base product is not made in', () => {
    expect(
      firstMessage(
        productInputSchema.safeParse({
          ...valid,
          options: [{ colourName: 'Burgundy', sizes: ['S'] }],
        }),
      ),
    ).toBe(PRODUCT_MESSAGES.unknownColour);
    expect(
      firstMessage(
        productInputSchema.safeParse({
          ...valid,
          options: [{ colourName: 'Black', sizes: ['A4'] }],
        }),
      ),
    ).toBe(PRODUCT_MESSAGES.unknownSize);
  });

  it('refuses a price at the base cost and a bad url name', () => {
    expect(firstMessage(productInputSchema.safeParse({ ...valid, price: 9.5 }))).toBe(
      'The price must be above the base cost of £9.50',
    );
    expect(firstMessage(productInputSchema.safeParse({ ...valid, urlName: 'Fox Tee' }))).toBe(
      'Use lower-case letters, numbers and single dashes only',
    );
    expect(firstMessage(productInputSchema.safeParse({ ...valid, price: 25.001 }))).toBe(
      PRODUCT_MESSAGES.twoDecimals,
    );
  });

  it('needs a collection for a bulk add to collection', () => {
    expect(firstMessage(productBulkSchema.safeParse({ action: 'addToCollection', ids: [1] }))).toBe(
      'Choose a collection',
    );
    expect(firstMessage(productBulkSchema.safeParse({ action: 'enable', ids: [] }))).toBe(
      'Select at least one product',
    );
  });

  it('needs a tag for a collection by tag', () => {
    expect(
      firstMessage(
        collectionInputSchema.safeParse({
          name: 'Foxes',
          urlName: 'foxes',
          mode: 'rule',
          rule: 'tag',
        }),
      ),
    ).toBe('Please enter the tag to collect');
  });

  it('shows only enabled, approved products on the storefront', () => {
    expect(isOnStorefront({ enabled: true, approvalStatus: 'approved' })).toBe(true);
    expect(isOnStorefront({ enabled: true, approvalStatus: 'pending' })).toBe(false);
    expect(isOnStorefront({ enabled: false, approvalStatus: 'approved' })).toBe(false);
  });
});
