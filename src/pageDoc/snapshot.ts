import * as Y from 'yjs';
import type { Page } from '../model';
import { readBlockRecord } from './blockMaps';
import { createDerivedTree } from './derivedTree';
import { readPageFields, type PageFields } from './pageFields';
import { BLOCK_KEYS, blocksOf, pageMapOf, pagePropertiesOf } from './schema';

/**
 * The page JSON derived from a page document, for the canvas and for saving. Shaped for
 * React's `useSyncExternalStore`: `get()` returns the same object until the document
 * changes, and after a change only the changed blocks and their ancestors are new objects.
 */
export interface SnapshotStore {
  get(): Page;
  /** Called once after each transaction that changed the page; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops observing the document. */
  destroy(): void;
}

/** Block map keys that place a block in the tree; any other key is the block's content. */
const PLACEMENT_KEYS: ReadonlySet<string> = new Set([BLOCK_KEYS.parent, BLOCK_KEYS.order]);

export function createSnapshotStore(doc: Y.Doc): SnapshotStore {
  const blocks = blocksOf(doc);
  const pageMap = pageMapOf(doc);
  const propertiesMap = pagePropertiesOf(doc);
  const tree = createDerivedTree((id) => {
    const block = blocks.get(id);
    return block instanceof Y.Map ? readBlockRecord(id, block) : undefined;
  });

  // Work collected by the observers and done lazily on the next get().
  let content = new Set<string>(blocks.keys());
  let structure = new Set<string>(blocks.keys());
  let fieldsStale = true;
  let changedInTransaction = false;

  let fields: PageFields | undefined;
  let current: Page | undefined;

  const onBlocks = (events: Y.YEvent<Y.AbstractType<unknown>>[]): void => {
    for (const event of events) {
      if (event.target === blocks && event instanceof Y.YMapEvent) {
        for (const id of event.keysChanged) {
          content.add(id);
          structure.add(id);
        }
        changedInTransaction = true;
        continue;
      }
      const [id, key] = event.path;
      if (typeof id !== 'string') continue;
      if (event.path.length === 1 && event instanceof Y.YMapEvent) {
        for (const changed of event.keysChanged) {
          if (changed === BLOCK_KEYS.richText || changed === BLOCK_KEYS.richTextSource) continue;
          (PLACEMENT_KEYS.has(changed) ? structure : content).add(id);
          changedInTransaction = true;
        }
      } else if (key === BLOCK_KEYS.properties || key === BLOCK_KEYS.flags) {
        content.add(id);
        changedInTransaction = true;
      }
      // Rich text edits are Lexical's: the snapshot shows properties.html, which the
      // editor's Lexical plugin writes on each local change.
    }
  };
  const onPageFields = (): void => {
    fieldsStale = true;
    changedInTransaction = true;
  };

  const listeners = new Set<() => void>();
  const afterTransaction = (): void => {
    if (!changedInTransaction) return;
    changedInTransaction = false;
    for (const listener of [...listeners]) listener();
  };

  blocks.observeDeep(onBlocks);
  pageMap.observeDeep(onPageFields);
  propertiesMap.observe(onPageFields);
  doc.on('afterTransaction', afterTransaction);

  /** The fields object `current` was made from: a new one means the page fields changed. */
  let currentFields: PageFields | undefined;

  function get(): Page {
    if (current && content.size === 0 && structure.size === 0 && !fieldsStale) return current;
    const topBlocks = tree.update({ content, structure });
    content = new Set();
    structure = new Set();
    if (fieldsStale || !fields) fields = readPageFields(pageMap, propertiesMap);
    fieldsStale = false;
    if (!current || current.blocks !== topBlocks || currentFields !== fields) {
      current = { ...fields, blocks: topBlocks };
      currentFields = fields;
    }
    return current;
  }

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      blocks.unobserveDeep(onBlocks);
      pageMap.unobserveDeep(onPageFields);
      propertiesMap.unobserve(onPageFields);
      doc.off('afterTransaction', afterTransaction);
      listeners.clear();
    },
  };
}
