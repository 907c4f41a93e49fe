import type * as Y from 'yjs';
import { pageMapOf } from '../../src/pageDoc';

/**
 * A collaborator's save changes the page's `version` in the shared document (the server
 * writes it after its transaction commits). That version must become this editor's base
 * version, or its next save over HTTP (offline fallback) would be refused with a 409
 * against a version this editor already holds (editor/machines/README.md).
 *
 * Calls `listener` with the new version after each transaction from `isRemote` origins
 * that changed it; returns the unsubscribe.
 */
export function watchRemoteVersion(
  doc: Y.Doc,
  isRemote: (origin: unknown) => boolean,
  listener: (version: number) => void,
): () => void {
  const page = pageMapOf(doc);
  const observer = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (!event.keysChanged.has('version') || !isRemote(transaction.origin)) return;
    const version = page.get('version');
    if (typeof version === 'number') listener(version);
  };
  page.observe(observer);
  return () => page.unobserve(observer);
}
