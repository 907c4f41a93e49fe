import './splitTests.css';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { StorePageSummary } from '../../src/model';
import { percent, splitTestResults, verdicts } from '../../src/splitTests/statistics';
import type {
  SplitTestBlockView,
  SplitTestResultsView,
  SplitTestView,
} from '../../src/splitTests/schemas';
import { DataTable, EmptyState, InlineError, Loading, PageHeader, type Column } from '../../src/ui';
import { useEditorApi } from '../../editor/app/api';
import { failureMessage } from '../../src/errors';
import { CreateBlockTest } from './CreateBlockTest';
import { splitTestsApi } from './splitTestsApi';

type Load<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

const STATUS_LABEL = { draft: 'Not started', running: 'Running', stopped: 'Stopped' } as const;

/**
 * /dashboard/split-tests/: the store's split tests. A seller creates a homepage test (Old
 * is the homepage, New a page of theirs shown at / instead) or a block test (from a
 * split-test block on one of their pages), starts and stops it, and
 * reads the results: visitors, adds to basket and orders per variation, with intervals
 * and the chance each is best, in plain words.
 */
export function SplitTestsScreen({ divisionId }: { divisionId: number }) {
  const api = useMemo(() => splitTestsApi(divisionId), [divisionId]);
  const editorApi = useEditorApi();
  const headingId = useId();
  const [tests, setTests] = useState<Load<SplitTestView[]>>({ state: 'loading' });
  const [pages, setPages] = useState<StorePageSummary[]>([]);
  const [blocks, setBlocks] = useState<SplitTestBlockView[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setTests({ state: 'loading' });
    api.list().then(
      (value) => current && setTests({ state: 'ready', value }),
      (error: unknown) => current && setTests({ state: 'error', message: failureMessage(error) }),
    );
    editorApi.listPages(divisionId).then(
      (value) => current && setPages(value.filter((page) => !page.isMailPage && !page.isHomepage)),
      () => undefined,
    );
    api.blocks().then(
      (value) => current && setBlocks(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, editorApi, divisionId, attempt]);

  const replace = (test: SplitTestView) =>
    setTests((load) =>
      load.state === 'ready'
        ? { state: 'ready', value: load.value.map((each) => (each.id === test.id ? test : each)) }
        : load,
    );

  const act = async (work: () => Promise<SplitTestView>) => {
    setActionError(null);
    try {
      replace(await work());
    } catch (error) {
      // A stale screen (409) or a failure: say so and show the tests as they are now.
      setActionError(failureMessage(error));
      setAttempt((n) => n + 1);
    }
  };

  const columns: readonly Column<SplitTestView>[] = [
    { key: 'name', header: 'Name', cell: (test) => test.name, rowHeader: true },
    {
      key: 'kind',
      header: 'On',
      cell: (test) => (test.kind === 'homepage' ? 'Homepage' : 'Block'),
    },
    {
      key: 'variations',
      header: 'Variations',
      cell: (test) =>
        test.variations.map((v) => `${v.name}${v.default ? ' (default)' : ''}`).join(', '),
    },
    { key: 'status', header: 'Status', cell: (test) => STATUS_LABEL[test.status] },
  ];

  const list = tests.state === 'ready' ? tests.value : [];
  const prepend = (created: SplitTestView) =>
    setTests((load) =>
      load.state === 'ready' ? { state: 'ready', value: [created, ...load.value] } : load,
    );
  const untested = blocks.filter((block) => !list.some((test) => test.name === block.name));
  const shown = list.find((test) => test.id === selected) ?? null;
  return (
    <main
      className="dash-screen split-tests"
      aria-labelledby={headingId}
      aria-busy={tests.state === 'loading'}
    >
      <PageHeader
        title="Split tests"
        titleId={headingId}
        description="Show visitors different versions of your store and learn which one sells more. Each visitor keeps the version they first saw."
      />
      <CreateHomepageTest
        pages={pages}
        onCreate={async (name, newPageId) =>
          prepend(await api.create({ kind: 'homepage', name, newPageId }))
        }
      />
      <CreateBlockTest
        blocks={untested}
        onCreate={async (block) =>
          prepend(
            await api.create({ kind: 'block', name: block.name, variations: block.variations }),
          )
        }
      />
      {actionError ? (
        <p className="split-tests__error" role="alert">
          {actionError}
        </p>
      ) : null}
      <DataTable
        caption="Your split tests"
        columns={columns}
        rows={list}
        rowKey={(test) => String(test.id)}
        loading={tests.state === 'loading' ? 'Loading split tests…' : false}
        error={
          tests.state === 'error'
            ? { message: tests.message, onRetry: () => setAttempt((n) => n + 1) }
            : null
        }
        actionsHeader="Actions"
        rowActions={(test) => (
          <>
            {test.status === 'draft' ? (
              <button
                type="button"
                className="ui-button"
                onClick={() => void act(() => api.start(test))}
              >
                Start {test.name}
              </button>
            ) : null}
            {test.status === 'running' ? (
              <button
                type="button"
                className="ui-button"
                onClick={() => void act(() => api.stop(test))}
              >
                Stop {test.name}
              </button>
            ) : null}
            {test.status !== 'draft' ? (
              <button type="button" className="ui-button" onClick={() => setSelected(test.id)}>
                Results of {test.name}
              </button>
            ) : null}
          </>
        )}
        empty={
          <EmptyState
            icon="⚖"
            title="No split tests yet"
            text="Create one above: choose a page to try as your new homepage, or a split-test block on one of your pages."
          />
        }
      />
      {shown ? (
        <Results
          key={`${shown.id}:${shown.version}`}
          test={shown}
          load={() => api.results(shown)}
        />
      ) : null}
    </main>
  );
}

function CreateHomepageTest({
  pages,
  onCreate,
}: {
  pages: StorePageSummary[];
  onCreate: (name: string, newPageId: number) => Promise<void>;
}) {
  const nameId = useId();
  const pageId = useId();
  const headingId = useId();
  const [name, setName] = useState('');
  const [page, setPage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="split-tests__create" aria-labelledby={headingId}>
      <h2 id={headingId}>New homepage test</h2>
      <p>
        Old is your homepage; New is the page you choose, shown at your store’s address instead.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (!name.trim()) return setError('Enter a name for the test');
          if (!page) return setError('Choose the page to show as the new homepage');
          setBusy(true);
          setError(null);
          onCreate(name.trim(), Number(page)).then(
            () => {
              setName('');
              setPage('');
              setBusy(false);
            },
            (failure: unknown) => {
              setError(failureMessage(failure));
              setBusy(false);
            },
          );
        }}
      >
        <div className="split-tests__field">
          <label htmlFor={nameId}>Test name</label>
          <input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
          />
        </div>
        <div className="split-tests__field">
          <label htmlFor={pageId}>New homepage</label>
          <select id={pageId} value={page} onChange={(event) => setPage(event.target.value)}>
            <option value="">Choose a page</option>
            {pages.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title} ({each.url})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
          Create test
        </button>
        {error ? (
          <p className="split-tests__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

interface ResultRow {
  name: string;
  visitors: number;
  basket: string;
  order: string;
  best: string;
}

const RESULT_COLUMNS: readonly Column<ResultRow>[] = [
  { key: 'name', header: 'Variation', cell: (row) => row.name, rowHeader: true },
  { key: 'visitors', header: 'Visitors', cell: (row) => row.visitors },
  { key: 'basket', header: 'Added to basket (95% interval)', cell: (row) => row.basket },
  { key: 'order', header: 'Ordered (95% interval)', cell: (row) => row.order },
  { key: 'best', header: 'Chance of most orders', cell: (row) => row.best },
];

function Results({
  test,
  load,
}: {
  test: SplitTestView;
  load: () => Promise<SplitTestResultsView>;
}) {
  const headingId = useId();
  const [state, setState] = useState<Load<SplitTestResultsView>>({ state: 'loading' });
  const fetchResults = useCallback(() => {
    setState({ state: 'loading' });
    load().then(
      (value) => setState({ state: 'ready', value }),
      (error: unknown) => setState({ state: 'error', message: failureMessage(error) }),
    );
    // The results of this test at this version: `load` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [test.id, test.version]);
  useEffect(fetchResults, [fetchResults]);

  const cell = (count: number, visitors: number, low: number, high: number) =>
    `${count} (${percent(visitors ? count / visitors : 0)}, ${percent(low)} to ${percent(high)})`;
  let body: ReactNode;
  if (state.state === 'loading') body = <Loading label="Loading results…" skeletonLines={3} />;
  else if (state.state === 'error')
    body = <InlineError message={state.message} onRetry={fetchResults} />;
  else {
    const variations = state.value.variations;
    const ordersOf = variations.map((v) => ({
      name: v.name,
      visitors: v.visitors,
      conversions: v.ordered,
    }));
    const basketsOf = variations.map((v) => ({
      name: v.name,
      visitors: v.visitors,
      conversions: v.addedToBasket,
    }));
    const orders = splitTestResults(ordersOf);
    const baskets = splitTestResults(basketsOf);
    const rows: ResultRow[] = variations.map((v, i) => ({
      name: v.name,
      visitors: v.visitors,
      basket: cell(
        v.addedToBasket,
        v.visitors,
        baskets[i]!.interval.low,
        baskets[i]!.interval.high,
      ),
      order: cell(v.ordered, v.visitors, orders[i]!.interval.low, orders[i]!.interval.high),
      best: percent(orders[i]!.probabilityBest),
    }));
    body = (
      <>
        <ul className="split-tests__verdicts">
          {verdicts(ordersOf).map((words) => (
            <li key={`o-${words}`}>Orders: {words}</li>
          ))}
          {verdicts(basketsOf).map((words) => (
            <li key={`b-${words}`}>Adds to basket: {words}</li>
          ))}
        </ul>
        <DataTable
          caption={`Results of ${test.name}`}
          captionHidden
          columns={RESULT_COLUMNS}
          rows={rows}
          rowKey={(row) => row.name}
          empty={null}
        />
      </>
    );
  }
  return (
    <section
      className="split-tests__results"
      aria-labelledby={headingId}
      aria-busy={state.state === 'loading'}
    >
      <h2 id={headingId}>Results of {test.name}</h2>
      {body}
    </section>
  );
}
