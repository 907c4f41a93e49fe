import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { stressPage } from '../../fixtures/pages/stressPage';
import { seededRandom } from '../../editor/doc/testing/seededRandom';
import { pageSchema, type Block, type Page } from '../../src/model';
import { applyCommandToDoc, createPageDoc } from '../../editor/doc/pageDoc';
import { createSnapshotStore, richTextOf } from '../../src/pageDoc';
import { preparePageForSave } from '../../src/rules/preparePageForSave';
import { encodeStoredState } from '../../server/collab/storedState';
import { percentile } from './stats';

const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...allBlocks(block.items)]);

/**
 * The stress page (300 blocks) after `edits` seeded random edits of the kinds a seller
 * makes: property changes (most), typing in rich text, resizes and reorders.
 */
export function editedPageDocument(edits: number, seed = 7): Y.Doc {
  const random = seededRandom(seed);
  const doc = createPageDoc(stressPage());
  const store = createSnapshotStore(doc);
  const ids = allBlocks(store.get().blocks);
  const textIds = ids.filter((block) => block.type === 'textBlock').map((block) => block.id);
  for (let n = 0; n < edits; n += 1) {
    const roll = random.next();
    if (roll < 0.25 && textIds.length > 0) {
      const text = richTextOf(doc, random.pick(textIds));
      text.insert(random.int(text.length + 1), random.pick(['a', 'b', 'c', ' ', 'e']));
      continue;
    }
    const block = random.pick(ids);
    const command =
      roll < 0.85
        ? ({
            type: 'setProperty',
            id: block.id,
            key: random.pick(['title', 'text', 'alt']),
            value: `edit ${n}`,
          } as const)
        : roll < 0.93
          ? ({ type: 'resizeBlock', id: block.id, width: 3 + random.int(10) } as const)
          : ({
              type: 'moveBlock',
              id: block.id,
              parentId: block.parent,
              index: random.int(8),
            } as const);
    applyCommandToDoc(doc, store, command, { accepts: () => true });
  }
  store.destroy();
  return doc;
}

export interface LoadMeasure {
  /** Bytes of the document state as Yjs v1 (Y.encodeStateAsUpdate: the wire's format). */
  stateBytes: number;
  /** Bytes of the state as page_documents keeps it (v2, deflated: server/collab/storedState.ts). */
  storedBytes: number;
  /** Bytes of the page's JSON snapshot as it is saved. */
  jsonBytes: number;
  /** Median ms to load the state into a new document and derive the page JSON. */
  loadMs: number;
  /** Median ms to parse the JSON snapshot with the page schema (what an HTTP load does). */
  jsonParseMs: number;
}

/** Size and load time of a document's state against its JSON snapshot (median of `rounds`). */
export function measureLoad(doc: Y.Doc, rounds = 15): LoadMeasure {
  const state = Y.encodeStateAsUpdate(doc);
  const store = createSnapshotStore(doc);
  const json = JSON.stringify(preparePageForSave(store.get()));
  store.destroy();
  const loads: number[] = [];
  const parses: number[] = [];
  let shown: Page | undefined;
  for (let i = 0; i < rounds; i += 1) {
    const startedAt = performance.now();
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, state);
    const loadedStore = createSnapshotStore(loaded);
    shown = loadedStore.get();
    loads.push(performance.now() - startedAt);
    loadedStore.destroy();
    loaded.destroy();
    const parseStart = performance.now();
    pageSchema.parse(JSON.parse(json));
    parses.push(performance.now() - parseStart);
  }
  if (!shown || shown.blocks.length === 0) throw new Error('The loaded document shows no page');
  return {
    stateBytes: state.byteLength,
    storedBytes: encodeStoredState(state).bytes.byteLength,
    jsonBytes: Buffer.byteLength(json),
    loadMs: percentile(loads, 50),
    jsonParseMs: percentile(parses, 50),
  };
}
