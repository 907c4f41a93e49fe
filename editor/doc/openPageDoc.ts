import * as Y from 'yjs';
import type { Page } from '../../src/model';
import { chooseCopyOnOpen, type CopyOnOpen } from './chooseCopyOnOpen';
import { createPageDoc } from './pageDoc';
import { persistLocally, type LocalPersistence } from './persistence';

export interface OpenedPageDoc {
  doc: Y.Doc;
  persistence: LocalPersistence;
  /** `conflict`: the local copy was kept; the caller tells the seller a newer version exists. */
  opened: CopyOnOpen;
}

/**
 * Opens a page for editing: the browser's stored copy when it should win (see
 * `chooseCopyOnOpen`), otherwise a fresh document filled from the server's page, which
 * then becomes the stored copy. The fresh document is a new Y.Doc rather than the old one
 * emptied: deleting everything would be a change that merges into a collaborator's copy.
 */
export async function openPageDoc(serverPage: Page, key: string): Promise<OpenedPageDoc> {
  const stored = new Y.Doc();
  const storedPersistence = persistLocally(stored, key);
  await storedPersistence.whenSynced;
  const opened = chooseCopyOnOpen(await storedPersistence.localCopy(), serverPage);
  if (opened !== 'server') return { doc: stored, persistence: storedPersistence, opened };

  await storedPersistence.clear();
  stored.destroy();
  const doc = createPageDoc(serverPage);
  const persistence = persistLocally(doc, key);
  await persistence.markSaved(serverPage.version);
  return { doc, persistence, opened };
}
