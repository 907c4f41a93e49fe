import { useState } from 'react';
import { Button, DataTable, PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import type { AuditEntry } from '../types';
import { useLoad } from '../useLoad';

const show = (value: unknown): string => (value === null ? '-' : JSON.stringify(value));

/** The audit log, newest first, searchable by staff email, action or subject id. */
export function AuditScreen() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const log = useLoad(
    () => atlasGet<{ entries: AuditEntry[]; hasMore: boolean }>('/audit/', { q: search, page }),
    `${search}|${page}`,
  );
  return (
    <section aria-labelledby="audit-title">
      <PageHeader title="Audit log" titleId="audit-title" description="Every staff action." />
      <form
        className="atlas__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setSearch(query);
        }}
      >
        <label htmlFor="audit-search">Search the audit log</label>
        <input
          id="audit-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Audit log entries"
        captionHidden
        columns={[
          {
            key: 'when',
            header: 'When',
            cell: (entry) => entry.createdAt.replace('T', ' ').slice(0, 19),
          },
          { key: 'who', header: 'Who', cell: (entry) => entry.staffEmail },
          { key: 'action', header: 'Action', rowHeader: true, cell: (entry) => entry.action },
          {
            key: 'subject',
            header: 'Subject',
            cell: (entry) => `${entry.subjectType} ${entry.subjectId}`,
          },
          { key: 'before', header: 'Before', cell: (entry) => show(entry.before) },
          { key: 'after', header: 'After', cell: (entry) => show(entry.after) },
        ]}
        rows={log.data?.entries ?? []}
        rowKey={(entry) => String(entry.id)}
        loading={log.loading && !log.data ? 'Loading the audit log' : false}
        error={log.error ? { message: log.error, onRetry: log.reload } : null}
        empty={<p>No actions match.</p>}
      />
      <Pager page={page} hasMore={log.data?.hasMore ?? false} onPage={setPage} />
    </section>
  );
}

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
