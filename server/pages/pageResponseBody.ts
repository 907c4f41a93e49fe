import type { Page } from '../../src/model';
import { compressOnce, type ContentEncoding } from '../http/encoding';

/**
 * A page as response bytes, made once per stored page object: the repository hands out
 * the same object for the same row version, so repeated reads send the same string, and
 * each encoding a client asks for is compressed once, not on every request.
 */
interface PageBodies {
  json: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

const bodies = new WeakMap<Page, PageBodies>();

/** The page JSON in `encoding` (null: as text). */
export function pageResponseBody(page: Page, encoding: ContentEncoding | null): string | Buffer {
  let kept = bodies.get(page);
  if (kept === undefined) {
    kept = { json: JSON.stringify(page), encoded: {} };
    bodies.set(page, kept);
  }
  if (encoding === null) return kept.json;
  return (kept.encoded[encoding] ??= compressOnce(kept.json, encoding));
}
