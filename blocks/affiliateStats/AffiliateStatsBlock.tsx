import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import type { BlockComponentProps } from '../../src/registry';
import type { AffiliateStatsData } from './load';
import type { AffiliateStatsProperties } from './properties';
import { monthLabel, statTiles, type AffiliateStats } from './stats';

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
    const money = (gbp: number) => formatPrice(gbp, currency);
    body = (
      <>
        <dl className="block-affiliateStats__tiles">
          {statTiles(data.value, money).map((tile) => (
            <div
              key={tile.key}
              className={`block-affiliateStats__tile block-affiliateStats__tile--${tile.key}`}
            >
              <dt>{tile.label}</dt>
              <dd>{tile.value}</dd>
            </div>
          ))}
        </dl>
        {data.value.months.length > 0 && <MonthTable months={data.value.months} money={money} />}
      </>
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

/** The figures month by month, newest first: earnings are confirmed, pending apart. */
function MonthTable({
  months,
  money,
}: {
  months: AffiliateStats['months'];
  money: (gbp: number) => string;
}) {
  return (
    <div className="block-affiliateStats__months">
      <table>
        <caption>By month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Clicks</th>
            <th scope="col">Orders</th>
            <th scope="col">Sales</th>
            <th scope="col">Your earnings</th>
            <th scope="col">Pending earnings</th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel(row.month)}</th>
              <td>{row.clicks}</td>
              <td>{row.orders}</td>
              <td>{money(row.sales)}</td>
              <td>{money(row.commission)}</td>
              <td>{money(row.pending)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
