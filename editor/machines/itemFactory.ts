import { assign, emit, enqueueActions, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { ApiError, GENERAL_ERROR_MESSAGE } from '../../src/errors';
import type { Block } from '../../src/model';
import {
  markFactoryResolved,
  needsFactoryResolution,
  pendingFactoryBlocks,
  REGISTRY_MESSAGES,
  resolveItemFactory,
  type GeneratedItem,
  type ResolvedFactories,
} from '../../src/registry';
import { BLOCK_FLAGS, hasFlag } from '../../src/rules';
import type { PageChangedEvent } from './events';
import { notProvided } from './notProvided';

/** What `fetchSource` receives: the factory block (its itemFactory names factory and source). */
export interface FetchSourceInput {
  block: Block;
}

/**
 * `fetchSource` reads the block's source and returns the items its factory builds from it
 * (the block type's `itemFactories[factory]`: GET the source's path, then `build`).
 */
export type FetchSourceOutput = readonly GeneratedItem[];

export type BlockFactoryEvent =
  | { type: 'factory.retry' }
  /** The block changed on the page: resolve against the latest one (its shadow items). */
  | { type: 'factory.blockChanged'; block: Block };

export interface BlockFactoryContext {
  block: Block;
  /** The resolved block, between the fetch and the report to the parent. */
  resolved: Block | null;
  /** Shown on the block in `failed`. */
  error: string | null;
}

/** The message a block shows when its source could not be read. */
const fetchErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : GENERAL_ERROR_MESSAGE;

/**
 * One factory block's resolution (one per block uid; itemFactoryMachine starts them):
 * - `idle`: decides at once: a block whose itemFactory names no source -> `failed` with
 *   'Factory has no source' (no request is made); else -> `loading`.
 * - `loading`: `fetchSource` reads the source; its items replace the block's generated
 *   items (resolveItemFactory: shadow items kept, shadow properties copied) and the
 *   resolved block goes to the parent as `factory.generated` -> `resolved`. A failed read
 *   -> `failed` with the error's message.
 * - `failed`: `factory.retry` -> `idle` (so a source set meanwhile is picked up).
 */
export const blockFactoryMachine = setup({
  types: {
    context: {} as BlockFactoryContext,
    input: {} as { block: Block },
    events: {} as BlockFactoryEvent,
  },
  actors: {
    fetchSource: notProvided<FetchSourceOutput, FetchSourceInput>('fetchSource'),
  },
  guards: {
    hasSource: ({ context }) => Boolean(context.block.properties.itemFactory?.source),
    isResolved: ({ context }) => context.resolved !== null,
  },
  actions: {
    followBlock: assign(({ event }) =>
      event.type === 'factory.blockChanged' ? { block: event.block } : {},
    ),
    failWithoutSource: assign({ error: REGISTRY_MESSAGES.factoryNoSource }),
    startLoading: assign({ error: null, resolved: null }),
    resolveItems: assign(({ context }, params: { items: FetchSourceOutput }) => {
      const result = resolveItemFactory(context.block, params.items);
      return result.ok
        ? { resolved: result.value, error: null }
        : { resolved: null, error: result.error.message };
    }),
    recordFetchError: assign((_, params: { error: unknown }) => ({
      error: fetchErrorMessage(params.error),
    })),
    reportResolved: sendParent(({ context }) => ({
      type: 'factory.generated',
      uid: context.block.uid,
      block: context.resolved,
    })),
  },
}).createMachine({
  id: 'blockFactory',
  context: ({ input }) => ({ block: input.block, resolved: null, error: null }),
  on: { 'factory.blockChanged': { actions: 'followBlock' } },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'hasSource', target: 'loading' },
        { target: 'failed', actions: 'failWithoutSource' },
      ],
    },
    loading: {
      entry: 'startLoading',
      invoke: {
        src: 'fetchSource',
        input: ({ context }) => ({ block: context.block }),
        onDone: {
          target: 'afterFetch',
          actions: { type: 'resolveItems', params: ({ event }) => ({ items: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFetchError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Never rests here. */
    afterFetch: {
      always: [
        { guard: 'isResolved', target: 'resolved', actions: 'reportResolved' },
        { target: 'failed' },
      ],
    },
    resolved: {},
    failed: {
      on: { 'factory.retry': 'idle' },
    },
  },
});

export type BlockFactoryStatus = 'idle' | 'loading' | 'resolved' | 'failed';

export interface BlockFactoryState {
  status: BlockFactoryStatus;
  /** 'Factory has no source', or why the source could not be read. */
  error: string | null;
}

/** What the canvas shows on a factory block: a spinner while loading, the error when failed. */
export function blockFactoryState(
  snapshot: SnapshotFrom<typeof blockFactoryMachine>,
): BlockFactoryState {
  const status: BlockFactoryStatus = snapshot.matches('afterFetch')
    ? 'loading'
    : (snapshot.value as BlockFactoryStatus);
  return { status, error: snapshot.context.error };
}

/** The child id of a block uid's resolution, for `snapshot.children`. */
export const factoryChildId = (uid: string): string => `factory:${uid}`;

export interface ItemFactoryContext {
  /** The latest page blocks. */
  blocks: readonly Block[];
  /** Uids whose resolution has started: each is resolved once, retries included. */
  startedUids: ResolvedFactories;
}

export type ItemFactoryEvent =
  | PageChangedEvent
  | { type: 'factory.retry'; uid: string }
  /** From a block's resolution: its resolved block. */
  | { type: 'factory.generated'; uid: string; block: Block };

/** The resolved block, for the editor to write into the document with FACTORY_ORIGIN. */
export interface FactoryResolvedEvent {
  type: 'factory.resolved';
  uid: string;
  block: Block;
}

const NONE_STARTED: ResolvedFactories = new Set();

/**
 * Item factories of a page (a factory resolves once per block uid). On start and on every `page.changed`, each factory block whose uid has not
 * started gets its own blockFactoryMachine child (`factoryChildId(uid)`); blocks already
 * started get the latest copy of themselves. Deleted blocks are not resolved.
 *
 * A resolved block goes out through the `applyResolved` action: by default it emits
 * `factory.resolved`; provide another to write into the document directly. Either way the
 * write is not undoable (FACTORY_ORIGIN) and does not count as an unsaved edit.
 *
 * `fetchSource` belongs to the children: provide it with
 * `provideItemFactories({ fetchSource })` (below), or by providing `blockFactory`.
 */
export const itemFactoryMachine = setup({
  types: {
    context: {} as ItemFactoryContext,
    input: {} as { blocks: readonly Block[] },
    events: {} as ItemFactoryEvent,
    emitted: {} as FactoryResolvedEvent,
  },
  actors: { blockFactory: blockFactoryMachine },
  guards: {
    hasStarted: ({ context, event }) =>
      event.type === 'factory.retry' && context.startedUids.has(event.uid),
  },
  actions: {
    followPage: assign(({ event }) =>
      event.type === 'page.changed' ? { blocks: event.page.blocks } : {},
    ),
    startPending: enqueueActions(({ context, enqueue }) => {
      let started = context.startedUids;
      for (const block of pendingFactoryBlocks(context.blocks, NONE_STARTED)) {
        if (hasFlag(block.flags, BLOCK_FLAGS.deleted)) continue;
        const id = factoryChildId(block.uid);
        if (needsFactoryResolution(started, block)) {
          enqueue.spawnChild('blockFactory', { id, input: { block } });
          started = markFactoryResolved(started, block.uid);
        } else {
          enqueue.sendTo(id, { type: 'factory.blockChanged', block });
        }
      }
      if (started !== context.startedUids) enqueue.assign({ startedUids: started });
    }),
    forwardRetry: sendTo(
      ({ event }) => factoryChildId(event.type === 'factory.retry' ? event.uid : ''),
      { type: 'factory.retry' },
    ),
    applyResolved: emit((_, params: { uid: string; block: Block }) => ({
      type: 'factory.resolved' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'itemFactories',
  context: ({ input }) => ({ blocks: input.blocks, startedUids: NONE_STARTED }),
  entry: 'startPending',
  on: {
    'page.changed': { actions: ['followPage', 'startPending'] },
    'factory.retry': { guard: 'hasStarted', actions: 'forwardRetry' },
    'factory.generated': {
      actions: {
        type: 'applyResolved',
        params: ({ event }) => ({ uid: event.uid, block: event.block }),
      },
    },
  },
});

/** The item-factory machine with its children's `fetchSource` plugged in. */
export const provideItemFactories = (
  fetchSource: ReturnType<typeof notProvided<FetchSourceOutput, FetchSourceInput>>,
) =>
  itemFactoryMachine.provide({
    actors: { blockFactory: blockFactoryMachine.provide({ actors: { fetchSource } }) },
  });
