/**
 * Collaboration document names: one document per page, `page.<divisionId>.<pageId>`.
 * The server reads the store and the page from the name, so the name is parsed strictly:
 * positive decimal ids, no leading zeros, no signs or spaces, nothing before or after.
 */

/** The websocket path on the product's own port. */
export const COLLAB_PATH = '/collab';

export interface PageDocumentRef {
  divisionId: number;
  pageId: number;
}

const ID = '([1-9][0-9]{0,14})';
const NAME = new RegExp(`^page\\.${ID}\\.${ID}$`);

export const pageDocumentName = ({ divisionId, pageId }: PageDocumentRef): string =>
  `page.${divisionId}.${pageId}`;

/** The store and page a document name names, or null when it is not exactly a page document name. */
export function parsePageDocumentName(name: string): PageDocumentRef | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const divisionId = Number(match[1]);
  const pageId = Number(match[2]);
  if (!Number.isSafeInteger(divisionId) || !Number.isSafeInteger(pageId)) return null;
  return { divisionId, pageId };
}
