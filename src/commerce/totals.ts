import { fromDecimal, money, type Money } from './money';
import { vatIncluded } from './vat';

/**
 * What an order costs, from the basket the server holds (never from the client's figures).
 * Prices are stored in GBP with VAT included; the shopper pays in their selected currency
 * at its conversion rate, so each unit price is converted once and rounded to minor units,
 * and every sum is of whole minor units. VAT is the part of each VAT-inclusive amount the
 * rate holds (UK standard rate, 20 %, for standard-rated goods and for shipping).
 */
export const STANDARD_VAT_PERCENT = 20;

/** A product's vatRate multiplier: 0 marks zero-rated goods, anything else the standard rate. */
export const vatPercentOf = (vatRate: number): number => (vatRate === 0 ? 0 : STANDARD_VAT_PERCENT);

export interface PricedLine {
  productId: number;
  name: string;
  quantity: number;
  /** Unit price in GBP, VAT included. */
  unitPriceGbp: number;
  vatPercent: number;
  options: Record<string, string>;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  currency: string;
  /** Units of the currency per 1 GBP. */
  conversionRate: number;
  shippingGbp: number;
  /** Coupon discount as a whole percentage of the goods, 0 without a coupon. */
  discountPercent: number;
}

export interface ItemTotals {
  productId: number;
  name: string;
  quantity: number;
  vatRate: number;
  options: Record<string, string>;
  /** Line price without VAT (net), minor units. */
  price: number;
  /** VAT of the line before the discount. */
  tax: number;
  /** Discount without its VAT part. */
  discount: number;
  priceTaxIncluded: number;
  discountTaxIncluded: number;
}

export interface OrderTotals {
  currency: string;
  items: ItemTotals[];
  /** Goods net of VAT, before discount. */
  subtotal: number;
  goodsTax: number;
  discount: number;
  taxDiscount: number;
  shipping: number;
  shippingTax: number;
  /** What the shopper pays: goods with VAT, less the discount with its VAT, plus shipping. */
  total: number;
}

const converted = (gbp: number, input: TotalsInput): Money =>
  fromDecimal(gbp * input.conversionRate, input.currency);

export function orderTotals(input: TotalsInput): OrderTotals {
  const items = input.lines.map((line): ItemTotals => {
    const unit = converted(line.unitPriceGbp, input);
    const gross = money(unit.amount * line.quantity, input.currency);
    const grossSplit = vatIncluded(gross, line.vatPercent);
    const discountGross = money((gross.amount * input.discountPercent) / 100, input.currency);
    const discountSplit = vatIncluded(discountGross, line.vatPercent);
    return {
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      vatRate: line.vatPercent,
      options: line.options,
      price: grossSplit.net.amount,
      tax: grossSplit.vat.amount,
      discount: discountSplit.net.amount,
      priceTaxIncluded: gross.amount,
      discountTaxIncluded: discountGross.amount,
    };
  });
  const sum = (pick: (item: ItemTotals) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const shipping = vatIncluded(converted(input.shippingGbp, input), STANDARD_VAT_PERCENT);
  const goodsGross = sum((item) => item.priceTaxIncluded);
  const discountGross = sum((item) => item.discountTaxIncluded);
  return {
    currency: input.currency,
    items,
    subtotal: sum((item) => item.price),
    goodsTax: sum((item) => item.tax),
    discount: sum((item) => item.discount),
    taxDiscount: sum((item) => item.discountTaxIncluded - item.discount),
    shipping: shipping.net.amount,
    shippingTax: shipping.vat.amount,
    total: goodsGross - discountGross + shipping.gross.amount,
  };
}

/** The VAT the shopper paid, for the "VAT included" line: goods less discount, plus shipping. */
export const vatPaid = (totals: Pick<OrderTotals, 'goodsTax' | 'taxDiscount' | 'shippingTax'>) =>
  totals.goodsTax - totals.taxDiscount + totals.shippingTax;
