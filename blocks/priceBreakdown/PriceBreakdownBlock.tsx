import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import type { BlockComponentProps } from '../../src/registry';
import { breakdownPrice, type PriceFigures, type PricePart } from './breakdown';
import type { PriceBreakdownData } from './load';
import type { PriceBreakdownProperties } from './properties';

export const PRICE_BREAKDOWN_MESSAGES = {
  loading: 'Loading the price breakdown…',
  error: "We couldn't load this price breakdown.",
  loss: 'At this price the costs are more than the price after VAT: each sale loses money.',
} as const;

const PARTS: readonly PricePart[] = ['baseCost', 'printCost', 'vat', 'profit'];

function partLabel(part: PricePart, vatRate: number): string {
  switch (part) {
    case 'baseCost':
      return 'Base cost';
    case 'printCost':
      return 'Print cost';
    case 'vat':
      return `VAT (${vatRate}%)`;
    case 'profit':
      return 'Your profit';
  }
}

/** Figures from the asyncData path when one is set, else the block's own; undefined while loading. */
function chooseFigures(properties: PriceBreakdownProperties, data: PriceBreakdownData | undefined) {
  if (properties.asyncData === '') return { figures: properties };
  if (data === undefined) return { loading: true as const };
  if (!data.ok) return { error: data.error };
  return { figures: data.value ?? properties };
}

export function PriceBreakdownBlock({
  properties,
  data,
  context,
}: BlockComponentProps<PriceBreakdownProperties, PriceBreakdownData>) {
  const titleId = useId();
  const chosen = chooseFigures(properties, data);
  const currency = context.currency ?? DEFAULT_CURRENCY_ENTRY;

  return (
    <section
      className="block-priceBreakdown"
      aria-labelledby={titleId}
      aria-busy={'loading' in chosen}
    >
      <h2 id={titleId} className="block-priceBreakdown__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && <p className="block-priceBreakdown__copy">{properties.copy}</p>}
      {'loading' in chosen && (
        <p className="block-priceBreakdown__status">{PRICE_BREAKDOWN_MESSAGES.loading}</p>
      )}
      {'error' in chosen && (
        <p className="block-priceBreakdown__status" role="alert">
          {PRICE_BREAKDOWN_MESSAGES.error}
          {context.editing && <span className="block-priceBreakdown__reason"> {chosen.error}</span>}
        </p>
      )}
      {chosen.figures && (
        <Breakdown figures={chosen.figures} format={(gbp) => formatPrice(gbp, currency)} />
      )}
    </section>
  );
}

function Breakdown({
  figures,
  format,
}: {
  figures: PriceFigures;
  format: (gbp: number) => string;
}) {
  const { amounts, shares, isLoss } = breakdownPrice(figures);
  return (
    <>
      <div className="block-priceBreakdown__bar" aria-hidden="true">
        {PARTS.filter((part) => shares[part] > 0).map((part) => (
          <span
            key={part}
            className={`block-priceBreakdown__segment block-priceBreakdown__segment--${part}`}
            style={{ width: `${shares[part]}%` }}
          />
        ))}
      </div>
      <dl className="block-priceBreakdown__list">
        {PARTS.map((part) => (
          <div key={part} className="block-priceBreakdown__row">
            <dt>
              <span
                className={`block-priceBreakdown__swatch block-priceBreakdown__segment--${part}`}
                aria-hidden="true"
              />
              {partLabel(part, figures.vatRate)}
            </dt>
            <dd>{format(amounts[part])}</dd>
          </div>
        ))}
        <div className="block-priceBreakdown__row block-priceBreakdown__row--total">
          <dt>Price</dt>
          <dd>{format(amounts.price)}</dd>
        </div>
      </dl>
      {isLoss && (
        <p className="block-priceBreakdown__loss" role="note">
          {PRICE_BREAKDOWN_MESSAGES.loss}
        </p>
      )}
    </>
  );
}
