import './analytics.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  analyticsQuerySchema,
  isEmptySummary,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '../../src/events/analyticsEvents';
import { DataTable, EmptyState, InlineError, Loading, PageHeader, type Column } from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { fetchAnalytics } from './analyticsApi';
import { BarList, ColumnChart } from './Charts';
import { percentOf } from './charts';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; summary: AnalyticsSummary };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days are UTC days (as rolled up), so they are shown as such. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/** The last `days` days up to today (UTC days, as the events are rolled up). */
export function lastDays(days: number, now = Date.now()): AnalyticsQuery {
  return { from: isoDay(now - (days - 1) * 86_400_000), to: isoDay(now) };
}

const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

type Day = AnalyticsSummary['days'][number];
const DAY_COLUMNS: readonly Column<Day>[] = [
  { key: 'day', header: 'Day', cell: (row) => dayLabel(row.day), rowHeader: true },
  { key: 'visits', header: 'Visits', cell: (row) => row.visits, className: 'analytics-num' },
  {
    key: 'visitors',
    header: 'Visitors',
    cell: (row) => row.visitors,
    className: 'analytics-num',
  },
  {
    key: 'pageViews',
    header: 'Page views',
    cell: (row) => row.pageViews,
    className: 'analytics-num',
  },
];

type PageRow = AnalyticsSummary['pages'][number];
const PAGE_COLUMNS: readonly Column<PageRow>[] = [
  { key: 'path', header: 'Page', cell: (row) => row.path, rowHeader: true },
  { key: 'views', header: 'Views', cell: (row) => row.views, className: 'analytics-num' },
];

type ProductRow = AnalyticsSummary['products'][number];
const PRODUCT_COLUMNS: readonly Column<ProductRow>[] = [
  { key: 'name', header: 'Product', cell: (row) => row.name, rowHeader: true },
  {
    key: 'added',
    header: 'Added to basket',
    cell: (row) => row.added,
    className: 'analytics-num',
  },
];

interface FunnelRow {
  step: string;
  count: number;
  rate: string;
}
const FUNNEL_COLUMNS: readonly Column<FunnelRow>[] = [
  { key: 'step', header: 'Step', cell: (row) => row.step, rowHeader: true },
  { key: 'count', header: 'Count', cell: (row) => row.count, className: 'analytics-num' },
  { key: 'rate', header: 'From the step before', cell: (row) => row.rate },
];

function Panel({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const headingId = useId();
  return (
    <section className="analytics-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="analytics-panel__body">
        <div className="analytics-panel__chart">{chart}</div>
        <div className="analytics-panel__table">{table}</div>
      </div>
    </section>
  );
}

/**
 * /dashboard/analytics/: what the store's visitors did in a range of days: visits per day,
 * page views by page, the products most added to baskets, and the add to basket, checkout,
 * order funnel. Each chart has its numbers in a table beside it.
 */
export function AnalyticsScreen({
  divisionId,
  now = Date.now,
}: {
  divisionId: number;
  now?: () => number;
}) {
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState<AnalyticsQuery>(() => lastDays(30, now()));
  const [draft, setDraft] = useState<AnalyticsQuery>(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    fetchAnalytics(divisionId, range).then(
      (summary) => current && setLoad({ state: 'ready', summary }),
      (error: unknown) => current && setLoad({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [divisionId, range, attempt]);

  const apply = (next: AnalyticsQuery) => {
    setDraft(next);
    const parsed = analyticsQuerySchema.safeParse(next);
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message ?? 'Check the dates');
      return;
    }
    setRangeError(null);
    setRange(parsed.data);
  };

  const summary = load.state === 'ready' ? load.summary : null;
  return (
    <main
      className="dash-screen analytics"
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading'}
    >
      <PageHeader
        title="Analytics"
        titleId={headingId}
        description="Visits, pages, products and orders on your store. Shoppers who refuse analytics cookies and bots are not counted."
      />
      <form
        className="analytics-range"
        aria-label="Date range"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <div className="analytics-range__presets" role="group" aria-label="Quick ranges">
          {PRESETS.map((preset) => (
            <button
              key={preset.days}
              type="button"
              className="ui-button"
              onClick={() => apply(lastDays(preset.days, now()))}
            >
              {preset.label}
            </button>
          ))}
        </div>
        <label htmlFor={fromId}>From</label>
        <input
          id={fromId}
          type="date"
          value={draft.from}
          max={draft.to}
          aria-invalid={rangeError ? true : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <label htmlFor={toId}>To</label>
        <input
          id={toId}
          type="date"
          value={draft.to}
          aria-invalid={rangeError ? true : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="submit" className="ui-button ui-button--primary">
          Show
        </button>
        {rangeError ? (
          <p className="analytics-range__error" role="alert">
            {rangeError}
          </p>
        ) : null}
      </form>
      <p className="analytics-range__shown" aria-live="polite">
        {dayLabel(range.from)} to {dayLabel(range.to)}
      </p>
      {load.state === 'loading' ? <Loading label="Loading analytics…" skeletonLines={6} /> : null}
      {load.state === 'error' ? (
        <InlineError message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {summary && isEmptySummary(summary) ? (
        <EmptyState
          icon="📈"
          title="No visits in these dates"
          text="Visits appear here a few seconds after shoppers who accept analytics cookies browse your store. Try a longer range, or share your store's link."
          action={
            <a className="ui-button" href="/" target="_blank" rel="noreferrer">
              View store
            </a>
          }
        />
      ) : summary ? (
        <Report summary={summary} />
      ) : null}
    </main>
  );
}

function Report({ summary }: { summary: AnalyticsSummary }) {
  const { totals, funnel } = summary;
  const funnelRows: FunnelRow[] = [
    { step: 'Visits', count: totals.visits, rate: '–' },
    {
      step: 'Added to basket',
      count: funnel.addToBasket,
      rate: percentOf(funnel.addToBasket, totals.visits),
    },
    {
      step: 'Checkout',
      count: funnel.checkout,
      rate: percentOf(funnel.checkout, funnel.addToBasket),
    },
    { step: 'Orders', count: funnel.orders, rate: percentOf(funnel.orders, funnel.checkout) },
  ];
  const busiest = summary.days.reduce<Day | null>(
    (best, day) => (best === null || day.visits > best.visits ? day : best),
    null,
  );
  return (
    <>
      <dl className="analytics-totals">
        <div>
          <dt>Visits</dt>
          <dd>{totals.visits.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Page views</dt>
          <dd>{totals.pageViews.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{funnel.orders.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Visit to order</dt>
          <dd>{percentOf(funnel.orders, totals.visits)}</dd>
        </div>
      </dl>
      <Panel
        title="Visits per day"
        chart={
          <ColumnChart
            items={summary.days.map((day) => ({ label: dayLabel(day.day), value: day.visits }))}
            summary={`Visits per day from ${dayLabel(summary.from)} to ${dayLabel(summary.to)}: ${totals.visits} in all${busiest && busiest.visits > 0 ? `, most on ${dayLabel(busiest.day)} (${busiest.visits})` : ''}. The numbers are in the table.`}
          />
        }
        table={
          // Scrolls on its own, so it takes focus for keyboard scrolling.
          <div
            className="analytics-table--scroll"
            tabIndex={0}
            role="region"
            aria-label="Visits per day, newest first"
          >
            <DataTable
              caption="Visits per day"
              captionHidden
              columns={DAY_COLUMNS}
              rows={[...summary.days].reverse()}
              rowKey={(row) => row.day}
              empty={null}
              className="analytics-table"
            />
          </div>
        }
      />
      <Panel
        title="Page views by page"
        chart={
          <BarList
            items={summary.pages.map((page) => ({ label: page.path, value: page.views }))}
            summary={`Page views by page: ${summary.pages.length} pages, the most viewed ${summary.pages[0]?.path ?? 'none'}. The numbers are in the table.`}
          />
        }
        table={
          <DataTable
            caption="Page views by page"
            captionHidden
            columns={PAGE_COLUMNS}
            rows={summary.pages}
            rowKey={(row) => row.path}
            empty={<p>No page views in these dates.</p>}
            className="analytics-table"
          />
        }
      />
      <Panel
        title="Top products"
        chart={
          <BarList
            items={summary.products.map((product) => ({
              label: product.name,
              value: product.added,
            }))}
            summary={`Products most added to baskets: ${summary.products[0]?.name ?? 'none yet'}${summary.products.length > 1 ? ' first' : ''}. The numbers are in the table.`}
          />
        }
        table={
          <DataTable
            caption="Top products"
            captionHidden
            columns={PRODUCT_COLUMNS}
            rows={summary.products}
            rowKey={(row) => String(row.productId)}
            empty={<p>Nothing was added to a basket in these dates.</p>}
            className="analytics-table"
          />
        }
      />
      <Panel
        title="From visit to order"
        chart={
          <BarList
            items={funnelRows.map((row) => ({ label: row.step, value: row.count }))}
            summary={`Funnel: ${totals.visits} visits, ${funnel.addToBasket} added to basket, ${funnel.checkout} checkouts, ${funnel.orders} orders. The numbers are in the table.`}
          />
        }
        table={
          <DataTable
            caption="From visit to order"
            captionHidden
            columns={FUNNEL_COLUMNS}
            rows={funnelRows}
            rowKey={(row) => row.step}
            empty={null}
            className="analytics-table"
          />
        }
      />
    </>
  );
}
