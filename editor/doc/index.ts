/**
 * The page being edited, as a Yjs document (see README.md). The convergence harness
 * (`testing/convergenceHarness.ts`) is Node-only and is imported directly by tests and benchmarks.
 */
// The document's shape, load, snapshot and binding live in src/pageDoc (the collaboration
// server builds the same documents); the editor adds undo, local persistence and opening.
export * from '../../src/pageDoc';
export { createUndoManager, type UndoOptions } from './undo';
export { localPageKey, persistLocally, type LocalPersistence } from './persistence';
export { chooseCopyOnOpen, type CopyOnOpen, type LocalCopy } from './chooseCopyOnOpen';
export { openPageDoc, type OpenedPageDoc } from './openPageDoc';
// Blocks are written through the functions bound to the product's block types.
export { editorPageDoc, createPageDoc, applyPageToDoc, applyCommandToDoc } from './pageDoc';
