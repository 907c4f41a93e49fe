import { useEffect, useId, useState } from 'react';
import type { SubscriberPageView, SubscriberView } from '../../src/mailingLists/subscribers';
import { formatDate } from '../../src/format';
import { DataTable, EmptyState, PageHeader, type Column } from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { fetchSubscribers, subscribersCsvHref } from './subscribersApi';

const PER_PAGE = 25;

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: SubscriberPageView };

const COLUMNS: readonly Column<SubscriberView>[] = [
  { key: 'email', header: 'Email', cell: (row) => row.email, rowHeader: true },
  { key: 'firstName', header: 'First name', cell: (row) => row.firstName },
  { key: 'list', header: 'List', cell: (row) => row.mailingList },
  { key: 'verifiedAt', header: 'Confirmed', cell: (row) => formatDate(row.verifiedAt) },
];

/**
 * /dashboard/subscribers/: the store's confirmed mailing-list subscribers, newest first,
 * searched and paged on the server (a list can be long), with the whole list as CSV.
 */
export function SubscribersScreen({ divisionId }: { divisionId: number }) {
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setListing({ state: 'loading' });
    // Typing settles before the server is asked.
    const timer = setTimeout(() => {
      fetchSubscribers(divisionId, { search, page, perPage: PER_PAGE }).then(
        (result) => current && setListing({ state: 'ready', result }),
        (error: unknown) =>
          current && setListing({ state: 'error', message: failureMessage(error) }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [divisionId, search, page, attempt]);

  const result = listing.state === 'ready' ? listing.result : null;
  const pages = result ? Math.max(1, Math.ceil(result.total / PER_PAGE)) : 1;

  return (
    <main
      className="dash-screen"
      aria-labelledby={headingId}
      aria-busy={listing.state === 'loading'}
    >
      <PageHeader
        title="Subscribers"
        titleId={headingId}
        description="Shoppers who joined your mailing lists and confirmed their address."
        actions={
          <a className="ui-button" href={subscribersCsvHref(divisionId)} download>
            Export CSV
          </a>
        }
      />
      <p className="subscribers__search">
        <label htmlFor={searchId}>Search by email or name</label>{' '}
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </p>
      <DataTable
        caption="Subscribers"
        captionHidden
        columns={COLUMNS}
        rows={result?.subscribers ?? []}
        rowKey={(row) => `${row.mailingList}:${row.email}`}
        loading={listing.state === 'loading' ? 'Loading subscribers…' : false}
        error={
          listing.state === 'error'
            ? { message: listing.message, onRetry: () => setAttempt((n) => n + 1) }
            : null
        }
        empty={
          <EmptyState
            icon="✉"
            title={search ? 'No subscriber matches' : 'No subscribers yet'}
            text={
              search
                ? 'Try another email or name.'
                : 'Shoppers join from the subscriber offer and the newsletter block, and appear here once they confirm their address.'
            }
          />
        }
      />
      {result && result.total > PER_PAGE ? (
        <nav aria-label="Subscriber pages" className="subscribers__pages">
          <button
            type="button"
            className="ui-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            Page {page} of {pages} ({result.total} subscribers)
          </span>
          <button
            type="button"
            className="ui-button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : result ? (
        <p aria-live="polite">
          {result.total === 1 ? '1 subscriber' : `${result.total} subscribers`}
        </p>
      ) : null}
    </main>
  );
}
