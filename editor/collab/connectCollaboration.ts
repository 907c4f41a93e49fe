import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import {
  COLLAB_PATH,
  encodeLineageClaim,
  pageDocumentName,
  parseServerMessage,
  type CollabRefusal,
} from '../../src/collab';
import { collabStatus, type CollabStatus } from './collabStatus';
import { lineageClaimFor } from './lineageClaim';
import {
  collaboratorsFrom,
  colourFor,
  PRESENCE_FIELD,
  type Collaborator,
  type EditingField,
  type PresenceState,
  type PresenceUser,
} from './presence';
import { onNetworkReturn, RECONNECT_BACKOFF, safeNodeWebSocket } from './reconnect';
import { watchRemoteVersion } from './remoteVersion';
import { createSaveTracker } from './saveTracker';

export interface CollabUser {
  id: number;
  name: string;
  avatar?: string | null;
}

export interface ConnectOptions {
  /** The editor's page document (editor/doc); the provider syncs it in place. */
  doc: Y.Doc;
  divisionId: number;
  pageId: number;
  user: CollabUser;
  /** Default: `/collab` on the page's own host (`ws:`/`wss:` as the page). */
  url?: string;
  /** Node has no global WebSocket: pass `WebSocket` from `ws` (the browser needs nothing). */
  WebSocketPolyfill?: unknown;
  /** The opened copy already held edits the server has not stored (openPageDoc: not 'server'). */
  unsavedAtStart?: boolean;
  onStatus?: (status: CollabStatus) => void;
  onAwareness?: (collaborators: Collaborator[]) => void;
}

export interface CollabConnection {
  /** The Hocuspocus provider (CollaborativeTextEditor adapts it for Lexical). */
  readonly provider: HocuspocusProvider;
  readonly doc: Y.Doc;
  /** This editor's own presence user (name, colour, avatar): Lexical's cursor uses it. */
  readonly self: PresenceUser;
  status(): CollabStatus;
  /** Why the server refused this client (sign-in, permission, lineage...), or null. */
  refusal(): CollabRefusal | null;
  /** Staff watch read-only: their edits are not accepted. */
  readOnly(): boolean;
  /** Saving through this channel is possible now (connected, synced, may write). */
  canSave(): boolean;
  /**
   * Asks the server to store the document now; resolves with the page's new version once
   * it is durable, rejects like an HTTP save (typed errors; TypeError for a lost connection).
   */
  save(): Promise<number>;
  /** A save request is waiting for the server. */
  isServerSaving(): boolean;
  /** Listens to status changes (also `isServerSaving`); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Listens to presence changes (who is here, selections, editing); returns the unsubscribe. */
  subscribePresence(listener: () => void): () => void;
  /** A collaborator's save (or the server's merge) changed the page's version. */
  onRemoteVersion(listener: (version: number) => void): () => void;
  setSelection(blockIds: readonly string[]): void;
  setEditing(field: EditingField | null): void;
  collaborators(): Collaborator[];
  /** Disconnects; the document stays as it is. */
  destroy(): void;
}

/** The collaboration server's address on the page's own host. */
export function defaultCollabUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${COLLAB_PATH}`;
}

/**
 * Connects the editor's page document to the collaboration server (issue 7): a
 * HocuspocusProvider over the existing Y.Doc (y-indexeddb keeps persisting it; offline
 * edits are sent on reconnect), the four-state status, presence through awareness, and
 * saving through the channel. The token is the document's lineage claim
 * (src/collab/lineageClaim.ts), read at every (re)connect.
 */
export function connectCollaboration(options: ConnectOptions): CollabConnection {
  const { doc, user } = options;
  const socket = new HocuspocusProviderWebsocket({
    url: options.url ?? defaultCollabUrl(),
    ...RECONNECT_BACKOFF,
    ...(options.WebSocketPolyfill
      ? {
          WebSocketPolyfill: safeNodeWebSocket(
            options.WebSocketPolyfill as new (...args: never[]) => object,
          ),
        }
      : {}),
  });
  const stopWatchingNetwork = onNetworkReturn(() => {
    if (socket.status !== 'connected') void socket.connect();
  });
  let online = false;
  let synced = false;
  let readOnly = false;
  let refusal: CollabRefusal | null = null;
  let current: CollabStatus = 'connecting';
  const listeners = new Set<() => void>();

  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: pageDocumentName(options),
    document: doc,
    token: () => encodeLineageClaim({ lineage: lineageClaimFor(doc) }),
  });
  const tracker = createSaveTracker((payload) => provider.sendStateless(payload), {
    unsavedAtStart: options.unsavedAtStart,
  });

  const notify = () => {
    const next = collabStatus({ online, synced, unsaved: tracker.hasUnsaved() });
    if (next !== current) {
      current = next;
      options.onStatus?.(next);
    }
    for (const listener of [...listeners]) listener();
  };

  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin !== provider) tracker.noteLocalChange();
  };
  doc.on('update', onUpdate);
  const stopTracker = tracker.onChange(notify);

  provider.on('status', ({ status }: { status: string }) => {
    online = status === 'connected';
    if (!online) {
      synced = false;
      tracker.disconnected();
    }
    notify();
  });
  provider.on('authenticated', ({ scope }: { scope: string }) => {
    refusal = null;
    readOnly = scope === 'readonly';
  });
  provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
    refusal = reason as CollabRefusal;
    notify();
  });
  provider.on('synced', () => {
    synced = true;
    notify();
  });
  provider.on('stateless', ({ payload }: { payload: string }) => {
    const message = parseServerMessage(payload);
    if (message) tracker.receive(message);
  });

  const presence: PresenceState = {
    user: { id: user.id, name: user.name, colour: colourFor(user.id), avatar: user.avatar ?? null },
    selection: [],
    editing: null,
  };
  const publishPresence = () => provider.setAwarenessField(PRESENCE_FIELD, { ...presence });
  publishPresence();
  const collaborators = (): Collaborator[] =>
    provider.awareness
      ? collaboratorsFrom(
          provider.awareness.getStates() as Map<number, Record<string, unknown>>,
          doc.clientID,
        )
      : [];
  const presenceListeners = new Set<() => void>();
  provider.on('awarenessChange', () => {
    options.onAwareness?.(collaborators());
    for (const listener of [...presenceListeners]) listener();
  });

  provider.attach();

  return {
    provider,
    doc,
    self: presence.user,
    status: () => current,
    refusal: () => refusal,
    readOnly: () => readOnly,
    canSave: () => online && synced && !readOnly && refusal === null,
    save: () =>
      online && synced
        ? tracker.request()
        : Promise.reject(new TypeError('The collaboration server is not connected')),
    isServerSaving: () => tracker.isSaving(),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscribePresence(listener) {
      presenceListeners.add(listener);
      return () => {
        presenceListeners.delete(listener);
      };
    },
    onRemoteVersion: (listener) =>
      watchRemoteVersion(doc, (origin) => origin === provider, listener),
    setSelection(blockIds) {
      presence.selection = [...blockIds];
      publishPresence();
    },
    setEditing(field) {
      presence.editing = field;
      publishPresence();
    },
    collaborators,
    destroy() {
      stopWatchingNetwork();
      doc.off('update', onUpdate);
      stopTracker();
      tracker.disconnected();
      listeners.clear();
      presenceListeners.clear();
      provider.destroy();
      socket.destroy();
    },
  };
}
