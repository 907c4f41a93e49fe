import type * as Y from 'yjs';
import { UNKNOWN_LINEAGE } from '../../src/collab';
import { blocksOf, lineageOf, pageMapOf, pagePropertiesOf } from '../../src/pageDoc';

/**
 * The lineage this browser's document claims when it connects (src/collab/lineageClaim):
 * null for an empty document (it takes the server's as it is), its recorded lineage
 * otherwise, and UNKNOWN for a non-empty document that records none (made before
 * lineages), which the server never merges.
 */
export function lineageClaimFor(doc: Y.Doc): string | null {
  const lineage = lineageOf(doc);
  if (lineage !== null) return lineage;
  const empty =
    pageMapOf(doc).size === 0 && pagePropertiesOf(doc).size === 0 && blocksOf(doc).size === 0;
  return empty ? null : UNKNOWN_LINEAGE;
}
