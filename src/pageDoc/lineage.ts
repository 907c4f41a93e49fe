import type * as Y from 'yjs';

/**
 * A page document's lineage: which load of page JSON its history starts from.
 *
 * Two Yjs documents filled independently from page JSON hold the same blocks as
 * DIFFERENT Yjs items. Merged, every block map and every rich text collides with its twin
 * and Yjs keeps one of each: edits made inside the loser (an offline edit, a collaborator's
 * bound Lexical editor) are silently dropped. Two rules prevent that:
 *
 * 1. Loading is deterministic: `createPageDoc` writes with a client id derived from the
 *    page JSON, so two peers that load the same JSON make the very same items, and their
 *    documents merge as one (an offline copy made from version 5 merges with the server's
 *    document made from version 5).
 * 2. The lineage (a hash of that JSON) is stored in the document, and the collaboration
 *    server refuses to merge a non-empty document of another lineage (see
 *    `src/collab/lineageClaim.ts`): such a client starts from the server's document instead.
 */

/** Root map for the document's own bookkeeping; never part of the page JSON. */
export const DOC_META_MAP = 'docMeta';
const LINEAGE_KEY = 'lineage';

export const docMetaOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap(DOC_META_MAP);

/** The lineage a document was loaded with; null for an empty document or one made before lineages. */
export function lineageOf(doc: Y.Doc): string | null {
  const lineage = docMetaOf(doc).get(LINEAGE_KEY);
  return typeof lineage === 'string' ? lineage : null;
}

/** Records the lineage; part of the deterministic load, so it must run inside that transaction. */
export function writeLineage(doc: Y.Doc, lineage: string): void {
  docMetaOf(doc).set(LINEAGE_KEY, lineage);
}

/** 32-bit FNV-1a of a string, with a seed so two independent hashes can be made. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const SECOND_SEED = 0x9e3779b9;

export interface LoadIdentity {
  /** 16 hex digits: two independent 32-bit hashes of the JSON. */
  lineage: string;
  /** The Yjs client id the load writes with: never 0, and below 2^31 like Yjs's own. */
  clientId: number;
}

/**
 * The identity of a load of `json` (the page's JSON text, key order included: the same
 * text makes the same writes in the same order, and different text never shares a
 * lineage). The lineage is 64 bits, so a client id shared by chance is still told apart.
 */
export function loadIdentity(json: string): LoadIdentity {
  const first = fnv1a(json, FNV_OFFSET);
  const second = fnv1a(json, SECOND_SEED);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return { lineage: `${hex(first)}${hex(second)}`, clientId: first & 0x7fffffff || 1 };
}
