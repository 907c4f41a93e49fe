import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import type { BlockComponentProps } from '../../src/registry';
import type { AffiliateStatsData } from './load';
import type { AffiliateStatsProperties } from './properties';
import { statTiles } from './stats';

export const AFFILIATE_STATS_MESSAGES = {
  loading: 'Loading your stats…',
  empty: 'No stats yet. Share your link to get your first clicks.',
  error: "We couldn't load your stats.",
  noSource: 'Choose where the stats come from (Data → Stats from).',
} as const;

export function AffiliateStatsBlock({
  properties,
  data,
  context,
}: BlockComponentProps<AffiliateStatsProperties, AffiliateStatsData>) {
  const titleId = useId();
  const currency = context.currency ?? DEFAULT_CURRENCY_ENTRY;

  let body;
  if (data === undefined) {
    body = <p className="block-affiliateStats__status">{AFFILIATE_STATS_MESSAGES.loading}</p>;
  } else if (!data.ok) {
    body = (
      <p className="block-affiliateStats__status" role="alert">
        {AFFILIATE_STATS_MESSAGES.error}
        {context.editing && <span className="block-affiliateStats__reason"> {data.error}</span>}
      </p>
    );
  } else if (data.value === null) {
    body = (
      <p className="block-affiliateStats__status">
        {AFFILIATE_STATS_MESSAGES.empty}
        {context.editing && (
          <span className="block-affiliateStats__reason"> {AFFILIATE_STATS_MESSAGES.noSource}</span>
        )}
      </p>
    );
  } else {
    body = (
      <dl className="block-affiliateStats__tiles">
        {statTiles(data.value, (gbp) => formatPrice(gbp, currency)).map((tile) => (
          <div
            key={tile.key}
            className={`block-affiliateStats__tile block-affiliateStats__tile--${tile.key}`}
          >
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section
      className="block-affiliateStats"
      aria-labelledby={titleId}
      aria-busy={data === undefined}
    >
      <div className="block-affiliateStats__header">
        <h2 id={titleId} className="block-affiliateStats__title">
          {properties.title}
        </h2>
        {properties.period !== '' && (
          <p className="block-affiliateStats__period">{properties.period}</p>
        )}
      </div>
      {body}
    </section>
  );
}
