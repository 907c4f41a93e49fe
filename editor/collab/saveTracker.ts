import {
  encodeCollabMessage,
  type CollabClientMessage,
  type CollabServerMessage,
} from '../../src/collab';
import { errorFromResponse } from '../../src/errors';

/**
 * Saving through the collaboration channel, client side. Local edits are counted as
 * revisions; a save request remembers the revision it covers, and the server's answer
 * (sent only after its transaction committed) marks everything up to it as stored. The
 * promise a save returns settles the way the saving machine's `savePage` actor expects:
 * the new version; the typed error an HTTP save would have thrown (`errorFromResponse` of
 * the same status and body); or a TypeError, the machine's "network failure, retry"
 * signal, when the connection drops before the answer.
 */
export interface SaveTracker {
  /** A local edit (anything not received from the server). */
  noteLocalChange(): void;
  /** Asks the server to store the document now; resolves with the page's new version. */
  request(): Promise<number>;
  /** Feeds a server message in; other messages are ignored. */
  receive(message: CollabServerMessage): void;
  /** The connection dropped: outstanding requests fail as network failures. */
  disconnected(): void;
  /** Local edits the server has not acknowledged as stored. */
  hasUnsaved(): boolean;
  /** A save request is waiting for its answer. */
  isSaving(): boolean;
  /** Called when `hasUnsaved` or `isSaving` may have changed. */
  onChange(listener: () => void): () => void;
}

export const CONNECTION_LOST_MESSAGE = 'The connection closed before the save was confirmed';

interface Pending {
  revision: number;
  resolve: (version: number) => void;
  reject: (error: Error) => void;
}

export function createSaveTracker(
  send: (payload: string) => void,
  options: { unsavedAtStart?: boolean } = {},
): SaveTracker {
  let revision = options.unsavedAtStart ? 1 : 0;
  let stored = 0;
  let sequence = 0;
  const pending = new Map<string, Pending>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    noteLocalChange() {
      revision += 1;
      if (revision === stored + 1) changed();
    },
    request() {
      sequence += 1;
      const id = `save-${Date.now().toString(36)}-${sequence}`;
      const message: CollabClientMessage = { type: 'save.request', id };
      const answer = new Promise<number>((resolve, reject) =>
        pending.set(id, { revision, resolve, reject }),
      );
      send(encodeCollabMessage(message));
      changed();
      return answer;
    },
    receive(message) {
      if (message.type === 'page.stored') return;
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.type === 'save.done') {
        stored = Math.max(stored, waiting.revision);
        waiting.resolve(message.version);
      } else {
        waiting.reject(errorFromResponse(message.status, message.body));
      }
      changed();
    },
    disconnected() {
      if (pending.size === 0) return;
      for (const { reject } of pending.values()) reject(new TypeError(CONNECTION_LOST_MESSAGE));
      pending.clear();
      changed();
    },
    hasUnsaved: () => revision > stored,
    isSaving: () => pending.size > 0,
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
