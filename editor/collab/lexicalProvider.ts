import type { Provider, ProviderAwareness, UserState } from '@lexical/yjs';

/**
 * What the adapter needs of the editor's one HocuspocusProvider (structurally: a fake in
 * tests). `synced` is Hocuspocus's event ({ state }); `status` its socket status.
 */
export interface SharedProvider {
  readonly isSynced: boolean;
  readonly awareness: SharedAwareness | null;
  on(event: 'synced' | 'status', listener: (payload: never) => void): unknown;
  off(event: 'synced' | 'status', listener: (payload: never) => void): unknown;
}

export interface SharedAwareness {
  getLocalState(): Record<string, unknown> | null;
  getStates(): Map<number, Record<string, unknown>>;
  setLocalStateField(field: string, value: unknown): void;
  on(event: 'update', listener: () => void): void;
  off(event: 'update', listener: () => void): void;
}

/** Awareness key Lexical's cursor state lives under (the rest belongs to presence.ts). */
export const LEXICAL_FIELD = 'lexical';

type LexicalState = UserState & { blockId: string };

const lexicalStateOf = (state: Record<string, unknown> | null | undefined): LexicalState | null => {
  const value = state?.[LEXICAL_FIELD];
  return typeof value === 'object' && value !== null ? (value as LexicalState) : null;
};

/**
 * Lexical's awareness, kept out of the way of everything else in the shared awareness:
 * Lexical replaces its whole local state, so it gets one field of ours (`lexical`), and it
 * sees only the cursors of people in the same block (a cursor in another block's text
 * means nothing in this editor).
 */
function namespacedAwareness(awareness: SharedAwareness, blockId: string): ProviderAwareness {
  const getLocalState = (): UserState | null => {
    const state = lexicalStateOf(awareness.getLocalState());
    // A copy: Lexical mutates what it gets before setting it back.
    return state ? { ...state } : null;
  };
  const setLocalState = (state: UserState | null) =>
    awareness.setLocalStateField(LEXICAL_FIELD, state === null ? null : { ...state, blockId });
  return {
    getLocalState,
    setLocalState,
    setLocalStateField(field, value) {
      const current = getLocalState();
      if (current) setLocalState({ ...current, [field]: value });
    },
    getStates() {
      const states = new Map<number, UserState>();
      for (const [clientId, state] of awareness.getStates()) {
        const lexical = lexicalStateOf(state);
        if (lexical?.blockId === blockId) states.set(clientId, lexical);
      }
      return states;
    },
    on: (_type, listener) => awareness.on('update', listener),
    off: (_type, listener) => awareness.off('update', listener),
  };
}

/**
 * The provider a text block's binding (SharedTextPlugin.tsx) gets: the editor's single
 * HocuspocusProvider, adapted (STACK.md gotcha):
 * - The binding waits for `sync` (a boolean) to seed; Hocuspocus emits `synced`
 *   ({ state }). It is re-emitted, and emitted at once on connect when the document is
 *   already synced (the editor opens text blocks long after the first sync).
 * - `connect`/`disconnect` only (un)subscribe: the connection belongs to the whole page
 *   editor, and a text editor unmounting must not close it.
 */
export function createLexicalProvider(shared: SharedProvider, blockId: string): Provider {
  const syncListeners = new Set<(synced: boolean) => void>();
  const statusListeners = new Set<(status: { status: string }) => void>();
  const onSynced = ({ state }: { state: boolean }) => {
    for (const listener of [...syncListeners]) listener(state);
  };
  const onStatus = (status: { status: string }) => {
    for (const listener of [...statusListeners]) listener(status);
  };
  let connected = false;
  if (!shared.awareness) throw new Error('Collaborative text needs the provider’s awareness');
  const awareness = namespacedAwareness(shared.awareness, blockId);

  const provider = {
    awareness,
    connect() {
      if (connected) return;
      connected = true;
      shared.on('synced', onSynced as (payload: never) => void);
      shared.on('status', onStatus as (payload: never) => void);
      if (shared.isSynced) queueMicrotask(() => onSynced({ state: true }));
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      shared.off('synced', onSynced as (payload: never) => void);
      shared.off('status', onStatus as (payload: never) => void);
    },
    on(type: string, listener: (payload: never) => void) {
      if (type === 'sync') syncListeners.add(listener as (synced: boolean) => void);
      if (type === 'status') statusListeners.add(listener as (status: { status: string }) => void);
      // 'update' and 'reload' are never emitted: the document is never swapped under Lexical.
    },
    off(type: string, listener: (payload: never) => void) {
      if (type === 'sync') syncListeners.delete(listener as (synced: boolean) => void);
      if (type === 'status')
        statusListeners.delete(listener as (status: { status: string }) => void);
    },
  };
  return provider as Provider;
}
