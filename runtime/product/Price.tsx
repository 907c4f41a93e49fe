import { formatPrice, type CurrencyEntry } from '../../src/currency';

/** A GBP price shown in the shopper's currency; a sale shows the old price struck through. */
export function Price({
  price,
  salePrice,
  currency,
}: {
  price: number;
  salePrice: number | null;
  currency: CurrencyEntry;
}) {
  if (salePrice === null || salePrice >= price)
    return <span className="sf-price">{formatPrice(price, currency)}</span>;
  return (
    <span className="sf-price">
      <del>
        <span className="ui-visually-hidden">Was </span>
        {formatPrice(price, currency)}
      </del>{' '}
      <ins>
        <span className="ui-visually-hidden">Now </span>
        {formatPrice(salePrice, currency)}
      </ins>
    </span>
  );
}
