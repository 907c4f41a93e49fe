import { formatMinor } from '../../src/commerce/formatMinor';

export interface SummaryLine {
  name: string;
  quantity: number;
  options: Record<string, string>;
  priceTaxIncluded: number;
  discountTaxIncluded: number;
}

export interface SummaryTotals {
  currency: string;
  goods: number;
  discount: number;
  shipping: number | null;
  vat: number;
  total: number;
}

/**
 * The order's lines and totals, as the checkout, the pay page and the receipt show them.
 * VAT is shown as included (prices are VAT-inclusive); the discount line only with a coupon.
 */
export function OrderSummary({
  lines,
  totals,
  coupon,
  heading = 'Order summary',
}: {
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  coupon?: string | null;
  heading?: string;
}) {
  const money = (minor: number) => formatMinor(minor, totals.currency);
  return (
    <section className="sf-order-summary" aria-labelledby="sf-order-summary-heading">
      <h2 id="sf-order-summary-heading">{heading}</h2>
      <ul className="sf-order-lines">
        {lines.map((line, index) => (
          <li key={index}>
            <span>
              {line.quantity} × {line.name}
              {Object.keys(line.options).length > 0 ? (
                <span className="sf-order-options">{Object.values(line.options).join(', ')}</span>
              ) : null}
            </span>
            <span>{money(line.priceTaxIncluded)}</span>
          </li>
        ))}
      </ul>
      <dl className="sf-order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(totals.goods)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>Discount{coupon ? ` (${coupon})` : ''}</dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>
            {totals.shipping === null
              ? 'Calculated next'
              : totals.shipping === 0
                ? 'Free'
                : money(totals.shipping)}
          </dd>
        </div>
        <div className="sf-order-total">
          <dt>Total</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <p className="sf-order-vat">Includes VAT of {money(totals.vat)}</p>
    </section>
  );
}
