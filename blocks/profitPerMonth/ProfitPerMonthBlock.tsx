import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import type { BlockComponentProps } from '../../src/registry';
import { chartGeometry, monthLabel, monthSeries, totalProfit, type MonthProfit } from './chart';
import type { ProfitPerMonthData } from './load';
import type { ProfitPerMonthProperties } from './properties';

export const PROFIT_PER_MONTH_MESSAGES = {
  loading: 'Loading your profit…',
  empty: 'No profit to show yet. Your first sales will appear here.',
  error: "We couldn't load your profit.",
  noSource: 'Choose where the figures come from (Data → Profit from).',
} as const;

const CHART_WIDTH = 600;
const CHART_HEIGHT = 200;

export function ProfitPerMonthBlock({
  properties,
  data,
  context,
}: BlockComponentProps<ProfitPerMonthProperties, ProfitPerMonthData>) {
  const titleId = useId();
  const currency = context.currency ?? DEFAULT_CURRENCY_ENTRY;
  const format = (gbp: number) => formatPrice(gbp, currency);
  const series = data?.ok ? monthSeries(data.value, properties.months) : [];

  let body;
  if (data === undefined) {
    body = <p className="block-profitPerMonth__status">{PROFIT_PER_MONTH_MESSAGES.loading}</p>;
  } else if (!data.ok) {
    body = (
      <p className="block-profitPerMonth__status" role="alert">
        {PROFIT_PER_MONTH_MESSAGES.error}
        {context.editing && <span className="block-profitPerMonth__reason"> {data.error}</span>}
      </p>
    );
  } else if (series.length === 0) {
    body = (
      <p className="block-profitPerMonth__status">
        {PROFIT_PER_MONTH_MESSAGES.empty}
        {context.editing && properties.asyncData === '' && (
          <span className="block-profitPerMonth__reason">
            {' '}
            {PROFIT_PER_MONTH_MESSAGES.noSource}
          </span>
        )}
      </p>
    );
  } else {
    body = <Chart series={series} format={format} />;
  }

  return (
    <section
      className="block-profitPerMonth"
      aria-labelledby={titleId}
      aria-busy={data === undefined}
    >
      <h2 id={titleId} className="block-profitPerMonth__title">
        {properties.title}
      </h2>
      {body}
    </section>
  );
}

/**
 * The bars are drawing only (`aria-hidden`); the same figures are in a table that screen
 * readers read and sighted users can open under "Show figures".
 */
function Chart({ series, format }: { series: MonthProfit[]; format: (gbp: number) => string }) {
  const { bars, zeroY, width, height } = chartGeometry(series, CHART_WIDTH, CHART_HEIGHT);
  const first = series[0]!;
  const last = series[series.length - 1]!;
  return (
    <figure className="block-profitPerMonth__figure">
      <figcaption className="block-profitPerMonth__total">
        {format(totalProfit(series))} from {monthLabel(first.month)} to {monthLabel(last.month)}
      </figcaption>
      <svg
        className="block-profitPerMonth__chart"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((bar) => (
          <rect
            key={bar.month}
            className={
              bar.profit < 0
                ? 'block-profitPerMonth__bar block-profitPerMonth__bar--loss'
                : 'block-profitPerMonth__bar'
            }
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          />
        ))}
        <line className="block-profitPerMonth__zero" x1={0} x2={width} y1={zeroY} y2={zeroY} />
      </svg>
      <div className="block-profitPerMonth__axis" aria-hidden="true">
        <span>{monthLabel(first.month)}</span>
        <span>{monthLabel(last.month)}</span>
      </div>
      <details className="block-profitPerMonth__details">
        <summary>Show figures</summary>
        <table className="block-profitPerMonth__table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Profit</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.month}>
                <th scope="row">{monthLabel(point.month)}</th>
                <td>{format(point.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
