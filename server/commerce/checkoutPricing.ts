import { availableCurrencies } from '../../src/currency';
import { CHECKOUT_MESSAGES } from '../../src/commerce/checkoutRequest';
import {
  christmasCutoffFor,
  deliveryEstimate,
  shippingMethodsFor,
  type ShippingMethodCode,
} from '../../src/commerce/shipping';
import {
  orderTotals,
  vatPercentOf,
  type OrderTotals,
  type PricedLine,
} from '../../src/commerce/totals';
import { ValidationError } from '../../src/errors';
import type { Product } from '../../src/model';
import type { BasketLine } from '../basket/repository';
import { lineOptions, unitPrice } from '../basket/basketView';
import type { Division } from '../store/divisionsRepository';

/**
 * What a checkout costs, worked out on the server from the basket it holds and the
 * products' current prices: the client's figures are never used. Lines whose product is
 * gone or disabled are left out (the basket page already shows them as unavailable).
 */
export interface CheckoutQuoteInput {
  country: string;
  shippingMethod: ShippingMethodCode;
  currency: string;
  coupon: { code: string; percentOff: number } | null;
}

export interface ShippingChoice {
  code: ShippingMethodCode;
  name: string;
  /** Minor units of the checkout currency, VAT included. */
  price: number;
  estimate: string;
  christmasCutoff: string | null;
}

export interface CheckoutQuote {
  totals: OrderTotals;
  conversionRate: number;
  shippingChoices: ShippingChoice[];
}

export function pricedLines(
  lines: readonly BasketLine[],
  products: readonly Product[],
): PricedLine[] {
  return lines.flatMap((line) => {
    const product = products.find((each) => each.id === line.productId && each.enabled);
    if (!product) return [];
    const options = lineOptions(line);
    return [
      {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        unitPriceGbp: unitPrice(product, line.printCount),
        vatPercent: vatPercentOf(product.vatRate),
        options,
      },
    ];
  });
}

/** The checkout currency's rate, only for a currency the store offers. */
export function conversionRateFor(division: Division, code: string): number {
  const entry = availableCurrencies(division.settings.plugins.currency).find(
    (each) => each.code === code,
  );
  if (!entry) throw new ValidationError('This currency is not available in this store');
  return entry.conversionRate;
}

export function quoteCheckout(
  division: Division,
  lines: readonly PricedLine[],
  input: CheckoutQuoteInput,
  today: Date,
): CheckoutQuote {
  if (lines.length === 0) throw new ValidationError(CHECKOUT_MESSAGES.emptyBasket);
  const conversionRate = conversionRateFor(division, input.currency);
  const subtotalGbp = lines.reduce((sum, line) => sum + line.unitPriceGbp * line.quantity, 0);
  const methods = shippingMethodsFor(input.country, subtotalGbp);
  const method = methods.find((each) => each.code === input.shippingMethod) ?? methods[0]!;
  const totals = orderTotals({
    lines,
    currency: input.currency,
    conversionRate,
    shippingGbp: method.price,
    discountPercent: input.coupon?.percentOff ?? 0,
  });
  const shippingChoices = methods.map((each) => ({
    code: each.code,
    name: each.name,
    price: orderTotals({
      lines: [],
      currency: input.currency,
      conversionRate,
      shippingGbp: each.price,
      discountPercent: 0,
    }).total,
    estimate: deliveryEstimate(each),
    christmasCutoff: christmasCutoffFor(each, division.settings.christmasCutoffDates, today),
  }));
  return { totals, conversionRate, shippingChoices };
}
