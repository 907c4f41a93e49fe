/**
 * The lineage claim a client makes when it opens a page document (the Hocuspocus token):
 * which lineage its local document has (`src/pageDoc/lineage.ts`), or null when its
 * document is empty. The server merges a client's document only when it is empty or of
 * the server document's own lineage; otherwise it refuses with LINEAGE_MISMATCH and the
 * client starts from the server's document (its unsaved local copy is offered back to the
 * seller, never merged item by item into a document it does not descend from).
 */

export interface LineageClaim {
  lineage: string | null;
}

/** A non-empty document that records no lineage (made before lineages): it matches none. */
export const UNKNOWN_LINEAGE = 'unknown';

export const encodeLineageClaim = (claim: LineageClaim): string => JSON.stringify(claim);

/**
 * Reads a token. No token, or one that is not a claim (a stock client such as
 * `@hocuspocus/provider` with no token), claims nothing: such clients start empty.
 */
export function decodeLineageClaim(token: string | null | undefined): LineageClaim {
  if (!token) return { lineage: null };
  try {
    const parsed: unknown = JSON.parse(token);
    if (typeof parsed === 'object' && parsed !== null && 'lineage' in parsed) {
      const { lineage } = parsed as { lineage: unknown };
      if (lineage === null) return { lineage: null };
      if (typeof lineage === 'string' && lineage.length > 0 && lineage.length <= 64)
        return { lineage };
      return { lineage: UNKNOWN_LINEAGE };
    }
  } catch {
    // Not JSON: not a claim.
  }
  return { lineage: null };
}

/** May a client with this claim merge into a document of `serverLineage`? */
export const claimAccepted = (claim: LineageClaim, serverLineage: string | null): boolean =>
  claim.lineage === null || (claim.lineage !== UNKNOWN_LINEAGE && claim.lineage === serverLineage);
