import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useEditorApi, type QaFixture } from '../../editor/app/api';
import { useDashboard } from '../../editor/app/services';
import { failureMessage } from '../../editor/panels';
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

  useEffect(() => {
    let live = true;
    api.qaFixtures().then(
      (fixtures) => live && setLoad({ status: 'ready', fixtures }),
      (error: unknown) => live && setLoad({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [api]);

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

  if (load.status === 'loading')
    return (
      <main className="dash-message" role="status">
        Loading the fixture pages…
      </main>
    );
  if (load.status === 'failed') {
    return (
      <main className="dash-message" role="alert">
        <h1>{load.message}</h1>
      </main>
    );
  }
  return (
    <main className="qa-screen">
      <h1>Fixture pages</h1>
      <p>
        Each opens from its copy in this store, at <code>/qa/&lt;name&gt;/</code>, made or brought
        up to date as you open it.
      </p>
      <table className="pages-table">
        <thead>
          <tr>
            <th scope="col">Fixture</th>
            <th scope="col">Kind</th>
            <th scope="col">What it holds</th>
            <th scope="col">
              <span className="sf-visually-hidden">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {load.fixtures.map((fixture) => (
            <tr key={fixture.name}>
              <th scope="row">{fixture.name}</th>
              <td>{fixture.kind}</td>
              <td>{fixture.description}</td>
              <td>
                <span className="button-row">
                  <button
                    type="button"
                    className="ed-button"
                    disabled={busy !== null}
                    onClick={() => void open(fixture, 'storefront')}
                  >
                    {busy === `${fixture.name}:storefront` ? 'Opening…' : 'Open in storefront'}
                  </button>
                  <button
                    type="button"
                    className="ed-button"
                    disabled={busy !== null}
                    onClick={() => void open(fixture, 'editor')}
                  >
                    {busy === `${fixture.name}:editor` ? 'Opening…' : 'Open in editor'}
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
