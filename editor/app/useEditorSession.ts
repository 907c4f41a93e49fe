import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { registry } from '../../blocks';
import { createEditorSession, type EditorSession } from './editorSession';
import { useDashboard } from './services';

/**
 * Pages are edited together live by default. `?collab=off` edits alone over HTTP only
 * (a seller on a network that blocks websockets; tests of the HTTP save path).
 */
export const collaborationWanted = (search: string): boolean =>
  new URLSearchParams(search).get('collab') !== 'off';

/** Opens the page's editing session for the screen's lifetime (null until it exists). */
export function useEditorSession(pageId: number): EditorSession | null {
  const { api, divisionId, snackbar, user } = useDashboard();
  const [session, setSession] = useState<EditorSession | null>(null);
  useEffect(() => {
    const opened = createEditorSession({
      api,
      divisionId,
      pageId,
      registry,
      snackbar,
      user: { id: user.userId, name: user.name || user.email },
      collaborate: collaborationWanted(window.location.search),
    });
    setSession(opened);
    return () => opened.destroy();
  }, [api, divisionId, pageId, snackbar, user]);
  return session;
}

export type EditorPhase =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/** The editor machine's top state: loading, ready, or failed with the page-load message. */
export function useEditorPhase(session: EditorSession): EditorPhase {
  return useSelector(
    session.editor,
    (snapshot): EditorPhase => {
      if (snapshot.matches('ready')) return { status: 'ready' };
      if (snapshot.matches('failed')) {
        return {
          status: 'failed',
          message:
            snapshot.context.loadError ??
            'Oops... Looks like something went wrong loading this page',
        };
      }
      return { status: 'loading' };
    },
    (a, b) => a.status === b.status,
  );
}
