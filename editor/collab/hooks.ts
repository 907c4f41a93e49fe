import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { CollabStatus } from './collabStatus';
import type { CollabConnection } from './connectCollaboration';
import type { Collaborator } from './presence';

const noSubscription = () => () => undefined;
const noStatus = () => null;

/**
 * The connection's status, re-rendering on change; null when there is no live channel:
 * editing alone (no connection), or the server refused this client (then the editor
 * saves over HTTP, and "connecting" would never end).
 */
export function useCollabStatus(connection: CollabConnection | null): CollabStatus | null {
  const status = connection
    ? () => (connection.refusal() === null ? connection.status() : null)
    : noStatus;
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, status, status);
}

const NOBODY: Collaborator[] = [];

/**
 * Everyone else on the page. The list is rebuilt on each awareness change, so it is kept
 * stable (same array) while nothing a component shows changed.
 */
export function useCollaborators(connection: CollabConnection): Collaborator[] {
  const last = useRef<{ key: string; list: Collaborator[] }>({ key: '', list: NOBODY });
  const read = useCallback(() => {
    const list = connection.collaborators();
    const key = JSON.stringify(list);
    if (key !== last.current.key) last.current = { key, list };
    return last.current.list;
  }, [connection]);
  return useSyncExternalStore(connection.subscribePresence, read, read);
}
