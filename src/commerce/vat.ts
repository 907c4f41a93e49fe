import { money, type Money } from './money';

export interface VatIncludedBreakdown {
  gross: Money;
  net: Money;
  vat: Money;
}

/**
 * Splits a VAT-inclusive price into its net part and the VAT it contains, e.g. 12.00 at
 * 20 % holds 2.00 VAT. The VAT is rounded once and the net is the remainder, so
 * net + vat always equals the price shown to the shopper.
 */
export const vatIncluded = (gross: Money, ratePercent: number): VatIncludedBreakdown => {
  const vat = money((gross.amount * ratePercent) / (100 + ratePercent), gross.currency);
  return { gross, net: money(gross.amount - vat.amount, gross.currency), vat };
};
