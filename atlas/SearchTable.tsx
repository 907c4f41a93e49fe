import { useState, type ReactNode } from 'react';
import { Button, DataTable, type DataTableProps } from '../src/ui';
import { useLoad } from './useLoad';

/** A page of a searched list, as every atlas list call answers it. */
export interface SearchPage<Row> {
  rows: Row[];
  hasMore: boolean;
}

/**
 * The state of a searched, paged list: the typed query, the search that ran (on submit,
 * back to page 1), the page, and the load. `reload` after a change on a row.
 */
export function useSearchTable<Row>(load: (q: string, page: number) => Promise<SearchPage<Row>>) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => load(search, page), `${search}|${page}`);
  return {
    query,
    setQuery,
    submit: () => {
      setPage(1);
      setSearch(query);
    },
    page,
    setPage,
    rows: loaded.data?.rows ?? [],
    hasMore: loaded.data?.hasMore ?? false,
    loading: loaded.loading && !loaded.data,
    error: loaded.error,
    reload: loaded.reload,
  };
}

export type SearchTableState<Row> = ReturnType<typeof useSearchTable<Row>>;

/** Previous and next page of a list paged on the server (it answers whether more exist). */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="atlas__pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>Page {page}</span>
      <Button size="small" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * The atlas search-table screen body: a labelled search form, a status line for what an
 * action did, the shared DataTable (with its loading, error and empty states) and the
 * pager. Stores, Staff, Customers and the Audit log are all this, with their own columns.
 */
export function SearchTable<Row>({
  state,
  searchLabel,
  searchId,
  loadingLabel,
  notice,
  ...table
}: {
  state: SearchTableState<Row>;
  searchLabel: string;
  searchId: string;
  loadingLabel: string;
  /** The status line (undefined: the screen has no actions, so no line). */
  notice?: ReactNode;
} & Omit<DataTableProps<Row>, 'rows' | 'loading' | 'error'>) {
  return (
    <>
      <form
        className="atlas__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          state.submit();
        }}
      >
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={state.query}
          onChange={(event) => state.setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {notice !== undefined ? (
        <p role="status" className="atlas__notice">
          {notice}
        </p>
      ) : null}
      <DataTable
        {...table}
        rows={state.rows}
        loading={state.loading ? loadingLabel : false}
        error={state.error ? { message: state.error, onRetry: state.reload } : null}
      />
      <Pager page={state.page} hasMore={state.hasMore} onPage={state.setPage} />
    </>
  );
}
