/**
 * The page being edited, as a Yjs document (see README.md). The convergence harness
 * (`convergenceHarness.ts`) is Node-only and is imported directly by tests and benchmarks.
 */
export * from './origins';
export {
  BLOCKS_MAP,
  BLOCK_KEYS,
  PAGE_MAP,
  PAGE_PROPERTIES_MAP,
  blocksOf,
  hasRichText,
  pageMapOf,
  pagePropertiesOf,
  richTextOf,
  type BlockMap,
} from './schema';
export { createPageDoc } from './createPageDoc';
export { createSnapshotStore, type SnapshotStore } from './snapshot';
export { applyCommandToDoc, applyPageToDoc, type DocCommandOptions } from './binding';
export { createUndoManager, type UndoOptions } from './undo';
export { localPageKey, persistLocally, type LocalPersistence } from './persistence';
export { chooseCopyOnOpen, type CopyOnOpen, type LocalCopy } from './chooseCopyOnOpen';
export { openPageDoc, type OpenedPageDoc } from './openPageDoc';
