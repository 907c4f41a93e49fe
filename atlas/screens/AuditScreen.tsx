import { PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { SearchTable, useSearchTable } from '../SearchTable';
import type { AuditEntry } from '../types';

const show = (value: unknown): string => (value === null ? '-' : JSON.stringify(value));

/** The audit log, newest first, searchable by staff email, action or subject id. */
export function AuditScreen() {
  const log = useSearchTable(async (q, page) => {
    const answer = await atlasGet<{ entries: AuditEntry[]; hasMore: boolean }>('/audit/', {
      q,
      page,
    });
    return { rows: answer.entries, hasMore: answer.hasMore };
  });
  return (
    <section aria-labelledby="audit-title">
      <PageHeader title="Audit log" titleId="audit-title" description="Every staff action." />
      <SearchTable
        state={log}
        searchLabel="Search the audit log"
        searchId="audit-search"
        loadingLabel="Loading the audit log"
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
        rowKey={(entry) => String(entry.id)}
        empty={<p>No actions match.</p>}
      />
    </section>
  );
}
