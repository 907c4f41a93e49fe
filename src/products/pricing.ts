/**
 * Price rules for a seller's product: what the shopper pays must be above the base
 * product's cost (we never sell at a loss), and the dashboard shows the seller's margin.
 * Money is in pounds with two decimals; sums are done in pence so 0.1 + 0.2 stays exact.
 */
const pence = (pounds: number): number => Math.round(pounds * 100);

export const PRICE_MESSAGES = {
  priceAboveBaseCost: (baseCost: number) =>
    `The price must be above the base cost of £${baseCost.toFixed(2)}`,
  salePriceAboveBaseCost: (baseCost: number) =>
    `The sale price must be above the base cost of £${baseCost.toFixed(2)}`,
  salePriceBelowPrice: 'The sale price must be below the price',
} as const;

export interface PriceInput {
  price: number;
  salePrice: number | null;
  baseCost: number;
}

/** The first broken price rule, as `{ field, message }`, or null when the prices are fine. */
export function checkPrices({
  price,
  salePrice,
  baseCost,
}: PriceInput): { field: 'price' | 'salePrice'; message: string } | null {
  if (pence(price) <= pence(baseCost))
    return { field: 'price', message: PRICE_MESSAGES.priceAboveBaseCost(baseCost) };
  if (salePrice === null) return null;
  if (pence(salePrice) <= pence(baseCost))
    return { field: 'salePrice', message: PRICE_MESSAGES.salePriceAboveBaseCost(baseCost) };
  if (pence(salePrice) >= pence(price))
    return { field: 'salePrice', message: PRICE_MESSAGES.salePriceBelowPrice };
  return null;
}

export interface Margin {
  /** What the seller keeps per item, in pounds. */
  amount: number;
  /** The amount as a share of the selling price, in percent with one decimal. */
  percent: number;
}

/** The seller's margin on one item at the price the shopper pays (the sale price when set). */
export function productMargin({ price, salePrice, baseCost }: PriceInput): Margin {
  const selling = pence(salePrice ?? price);
  const amount = selling - pence(baseCost);
  const percent = selling === 0 ? 0 : Math.round((amount / selling) * 1000) / 10;
  return { amount: amount / 100, percent };
}
