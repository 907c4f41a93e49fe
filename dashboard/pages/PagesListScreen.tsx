import './pages.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { DELETE_PAGE_CONFIRMATION } from '../../src/errors';
import { formatDate } from '../../src/format';
import type { PageInput, StorePageSummary } from '../../src/model';
import { PAGES_LIST_PUBLISHING } from '../../src/publishing/rules';
import { isDeletable } from '../../src/rules';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  EmptyState,
  PageHeader,
  type Column,
  type SnackbarStore,
} from '../../src/ui';
import { useEditorApi } from '../../editor/app/api';
import { failureMessage } from '../../src/errors';
import { blankPage, copyOfPage, copyTitle } from './newPages';
import { PAGE_TEMPLATES } from './pageTemplates';

export interface PagesListScreenProps {
  divisionId: number;
  /** Open a page in the editor (after a click on Edit, or once a new page exists). */
  onOpen: (pageId: number) => void;
  /** Where failures and confirmations are shown. */
  snackbar: Pick<SnackbarStore, 'push' | 'pushError'>;
  /**
   * Wraps each editing action (Edit, New page, Duplicate, Delete) in the user's permission
   * to edit the store's pages: without it the click is prevented and a permission request
   * offered instead (src/ui/permissions). Absent, every action runs.
   */
  gate?: (action: () => void) => () => void;
}

const ungated = (action: () => void) => action;

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; pages: StorePageSummary[] };

/** The homepage first, then the rest in the server's order. */
const homepageFirst = (pages: readonly StorePageSummary[]): StorePageSummary[] => [
  ...pages.filter((page) => page.isHomepage),
  ...pages.filter((page) => !page.isHomepage),
];

/**
 * The store's pages: title, url, published state and last edit, with Edit, Duplicate
 * and Delete (never for the homepage) on each, and "New page" (blank, or from a
 * template). Deleting asks first with the spec's confirmation. Failures go to the
 * snackbar; a failed load shows in place with a retry.
 */
export function PagesListScreen({
  divisionId,
  onOpen,
  snackbar,
  gate = ungated,
}: PagesListScreenProps) {
  const api = useEditorApi();
  const headingId = useId();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<StorePageSummary | null>(null);

  const load = useCallback(() => {
    let current = true;
    setListing({ state: 'loading' });
    api.listPages(divisionId).then(
      (pages) => current && setListing({ state: 'ready', pages: homepageFirst(pages) }),
      (error: unknown) => current && setListing({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId]);
  useEffect(load, [load]);

  const pages = listing.state === 'ready' ? listing.pages : [];
  const takenUrls = pages.map((page) => page.url);

  /** Runs one change at a time; a failure goes to the snackbar. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      snackbar.pushError(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const create = (input: PageInput) =>
    run(async () => {
      const page = await api.createPage(divisionId, input);
      setCreating(false);
      if (page.id !== undefined) onOpen(page.id);
    });

  const duplicate = (summary: StorePageSummary) =>
    run(async () => {
      const source = await api.getPage(divisionId, summary.id);
      const title = copyTitle(source.properties.title.value);
      await api.createPage(divisionId, copyOfPage(source, { title, divisionId, takenUrls }));
      snackbar.push({ message: `${title} created`, kind: 'success' });
      load();
    });

  const confirmDelete = (summary: StorePageSummary) =>
    run(async () => {
      try {
        await api.deletePage(divisionId, summary.id);
        setListing((current) =>
          current.state === 'ready'
            ? { ...current, pages: current.pages.filter((page) => page.id !== summary.id) }
            : current,
        );
      } finally {
        setDeleting(null);
      }
    });

  const columns: Column<StorePageSummary>[] = [
    { key: 'title', header: 'Title', rowHeader: true, cell: pageName },
    {
      key: 'url',
      header: 'Url',
      className: 'pages-table__url',
      cell: (page) => page.url ?? '—',
    },
    { key: 'status', header: 'Status', cell: (page) => <PageStatus page={page} /> },
    // The last draft edit: the server stamps it on every save (HTTP and collaboration).
    {
      key: 'edited',
      header: 'Edited',
      cell: (page) =>
        page.edited ? <time dateTime={page.edited}>{formatDate(page.edited)}</time> : '—',
    },
    { key: 'published', header: 'Published', cell: (page) => <PublishedCell page={page} /> },
  ];

  return (
    <section
      className="dash-screen pages-screen"
      aria-labelledby={headingId}
      aria-busy={busy || listing.state === 'loading'}
    >
      <PageHeader
        title="Pages"
        titleId={headingId}
        actions={
          <Button variant="primary" onClick={gate(() => setCreating(true))}>
            New page
          </Button>
        }
      />
      <DataTable
        caption="Pages"
        captionHidden
        columns={columns}
        rows={pages}
        rowKey={(page) => String(page.id)}
        rowData={(page) => ({ 'data-page-id': page.id })}
        rowActions={(page) => {
          const name = pageName(page);
          return (
            <>
              <Button
                size="small"
                aria-label={`Edit ${name}`}
                onClick={gate(() => onOpen(page.id))}
              >
                Edit
              </Button>
              <Button
                size="small"
                aria-label={`Duplicate ${name}`}
                disabled={busy}
                onClick={gate(() => void duplicate(page))}
              >
                Duplicate
              </Button>
              {isDeletable(page) ? (
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Delete ${name}`}
                  disabled={busy}
                  onClick={gate(() => setDeleting(page))}
                >
                  Delete
                </Button>
              ) : null}
            </>
          );
        }}
        loading={listing.state === 'loading' && 'Loading pages…'}
        error={listing.state === 'error' ? { message: listing.message, onRetry: load } : null}
        empty={<EmptyState text="This store has no pages yet. Create one to get started." />}
      />
      <Dialog
        open={creating}
        title="New page"
        onClose={() => setCreating(false)}
        preventClose={busy}
      >
        <ul className="template-list" aria-label="Start from">
          <li>
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && void create(blankPage(divisionId, takenUrls))}
            >
              <span>Blank page</span>
              <small>Start with an empty page.</small>
            </button>
          </li>
          {PAGE_TEMPLATES.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                aria-disabled={busy || undefined}
                onClick={() =>
                  !busy &&
                  void create(
                    copyOfPage(template.page, { title: template.title, divisionId, takenUrls }),
                  )
                }
              >
                <span>{template.title}</span>
                <small>{`Template with ${template.page.blocks.length} blocks`}</small>
              </button>
            </li>
          ))}
        </ul>
        <div className="ui-dialog__actions">
          <Button onClick={() => !busy && setCreating(false)}>Cancel</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_PAGE_CONFIRMATION.title}
        text={DELETE_PAGE_CONFIRMATION.text}
        confirmLabel={DELETE_PAGE_CONFIRMATION.confirm}
        cancelLabel={DELETE_PAGE_CONFIRMATION.cancel}
        destructive
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}

/** The page's name in its row and its buttons' labels. */
const pageName = (page: StorePageSummary) => page.title || page.url || 'Untitled page';

/** Published or not, and whether it is a mail page. */
function PageStatus({ page }: { page: StorePageSummary }) {
  return (
    <span
      className={
        page.published
          ? 'page-status page-status--published'
          : 'page-status page-status--unpublished'
      }
    >
      {page.published ? 'Published' : 'Unpublished'}
      {page.isMailPage ? ' · Mail' : ''}
    </span>
  );
}

/**
 * When shoppers' version of the page was published, and whether the draft has changes they
 * do not see yet: "Never" for a page only its editors have seen.
 */
function PublishedCell({ page }: { page: StorePageSummary }) {
  if (!page.lastPublished)
    return (
      <span className="page-status page-status--unpublished">{PAGES_LIST_PUBLISHING.never}</span>
    );
  return (
    <>
      <time dateTime={page.lastPublished}>{formatDate(page.lastPublished)}</time>
      {page.draftState === 'changes' ? (
        <span className="page-draft-note"> · {PAGES_LIST_PUBLISHING.changes}</span>
      ) : null}
    </>
  );
}
