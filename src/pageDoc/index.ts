/**
 * The page as a Yjs document: its shape, the deterministic load from page JSON, the JSON
 * snapshot derived from it and the binding that writes page changes into it. Shared by the
 * editor (editor/doc re-exports it) and the collaboration server, which builds, stores and
 * versions the same documents. See README.md.
 */
export * from './origins';
export {
  BLOCKS_MAP,
  BLOCK_KEYS,
  PAGE_MAP,
  PAGE_PROPERTIES_MAP,
  blocksOf,
  pageMapOf,
  pagePropertiesOf,
  richTextOf,
  type BlockMap,
} from './schema';
export { DOC_META_MAP, lineageOf, loadIdentity, type LoadIdentity } from './lineage';
export { createSnapshotStore, type SnapshotStore } from './snapshot';
export { type DocCommandOptions } from './binding';
// Blocks are written through functions bound to the block types' schema, never without it.
export type { PageDocSchema } from './pageDocSchema';
export { pageDocBinding, type PageDocBinding } from './pageDocBinding';
