import type { BasketItem } from '../../src/model';

/** Quantities offered in a line's menu: 1 to 10, plus a larger current quantity. */
export const QUANTITY_CHOICES = 10;

export const quantityChoices = (current: number): number[] => {
  const choices = Array.from({ length: QUANTITY_CHOICES }, (_, index) => index + 1);
  return current > QUANTITY_CHOICES ? [...choices, current] : choices;
};

/** The basket's total in GBP: each line's tax-inclusive price times its quantity. */
export const basketSubtotal = (items: readonly BasketItem[]): number =>
  items.reduce((sum, item) => sum + item.priceIncTax * item.quantity, 0);
