import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button, DataTable, EmptyState, PageHeader, type Column } from '../../src/ui';
import { useEditorApi, type QaFixture } from '../../editor/app/api';
import { useDashboard } from '../../editor/app/services';
import { failureMessage } from '../../src/errors';
import { openFixture, storePictures } from './openFixture';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; fixtures: QaFixture[] };

/**
 * The QA screen (issue 9): every fixture page of the library, each opened in the
 * storefront or in the editor from its copy in this store (`/qa/<name>/`).
 */
export function QaScreen() {
  const api = useEditorApi();
  const { divisionId, snackbar } = useDashboard();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  const reload = useCallback(() => {
    let live = true;
    setLoad({ status: 'loading' });
    api.qaFixtures().then(
      (fixtures) => live && setLoad({ status: 'ready', fixtures }),
      (error: unknown) => live && setLoad({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEffect(reload, [reload]);

  const open = async (fixture: QaFixture, where: 'storefront' | 'editor') => {
    setBusy(`${fixture.name}:${where}`);
    // A tab opened now, while the click still counts as the seller's, is not blocked.
    const tab = where === 'storefront' ? window.open('about:blank', '_blank') : null;
    try {
      const page = await openFixture(
        api,
        divisionId,
        fixture,
        await storePictures(api, divisionId),
      );
      if (where === 'editor') {
        await navigate({
          to: '/dashboard/pages/$pageId/edit',
          params: { pageId: String(page.id) },
        });
      } else if (tab) {
        tab.location.href = page.properties.isMailPage.value
          ? `/dashboard/pages/${page.id}/mail/`
          : (page.url ?? '/');
      }
    } catch (error) {
      tab?.close();
      snackbar.pushError(failureMessage(error), 'qa-open');
    } finally {
      setBusy(null);
    }
  };

  const openButton = (fixture: QaFixture, where: 'storefront' | 'editor') => {
    const key = `${fixture.name}:${where}`;
    return (
      <Button
        size="small"
        busy={busy === key}
        disabled={busy !== null && busy !== key}
        onClick={() => void open(fixture, where)}
      >
        {busy === key
          ? 'Opening…'
          : where === 'storefront'
            ? 'Open in storefront'
            : 'Open in editor'}
      </Button>
    );
  };

  return (
    <main className="dash-screen" aria-labelledby={headingId} aria-busy={load.status === 'loading'}>
      <PageHeader
        title="Fixture pages"
        titleId={headingId}
        description={
          <>
            Each opens from its copy in this store, at <code>/qa/&lt;name&gt;/</code>, made or
            brought up to date as you open it.
          </>
        }
      />
      <DataTable
        caption="Fixture pages"
        captionHidden
        columns={COLUMNS}
        rows={load.status === 'ready' ? load.fixtures : []}
        rowKey={(fixture) => fixture.name}
        rowActions={(fixture) => (
          <>
            {openButton(fixture, 'storefront')}
            {openButton(fixture, 'editor')}
          </>
        )}
        actionsHeader="Open"
        loading={load.status === 'loading' && 'Loading the fixture pages…'}
        error={load.status === 'failed' ? { message: load.message, onRetry: reload } : null}
        empty={<EmptyState text="The fixture library is empty." />}
      />
    </main>
  );
}

const COLUMNS: Column<QaFixture>[] = [
  { key: 'name', header: 'Fixture', rowHeader: true, cell: (fixture) => fixture.name },
  { key: 'kind', header: 'Kind', cell: (fixture) => fixture.kind },
  { key: 'description', header: 'What it holds', cell: (fixture) => fixture.description },
];
