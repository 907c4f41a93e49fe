import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { ObjectStorage } from '../storage';
import type { DesignsRepository, StudioFile, StudioFileRow } from './designsRepository';

/**
 * An ordered design's print files: the PNGs in object storage (the disk folder or the S3
 * bucket the store's images use, under `print-files/`, which is never served publicly),
 * one row per file in `studio_print_files` naming its key. The routes that serve them check
 * permissions first. A row from before migration 034 still holds its PNG as base64: it is
 * moved to storage the first time it is read, so old orders keep working without a
 * start-up pass over every file.
 */
export interface PrintFileStore {
  /** Stores a fresh render of an item's files and drops the objects of the previous one. */
  replace(orderItemId: number, files: readonly StudioFile[]): Promise<void>;
  list(orderItemId: number): Promise<StudioFileRow[]>;
  /** The PNG of one of an item's files, or null when the row or its object is missing. */
  read(row: StudioFileRow): Promise<Buffer | null>;
}

export const PRINT_FILES_PREFIX = 'print-files';

/** `print-files/{order item}/{random}-print-front.png`; a moved old row's folder is `moved`. */
const keyFor = (folder: string | number, file: Pick<StudioFile, 'kind' | 'area'>) =>
  `${PRINT_FILES_PREFIX}/${folder}/${randomBytes(9).toString('base64url')}-${file.kind}-${file.area}.png`;

export function createPrintFileStore(
  designs: DesignsRepository,
  storage: ObjectStorage,
): PrintFileStore {
  return {
    async replace(orderItemId, files) {
      const stored = [];
      for (const file of files) {
        const storageKey = keyFor(orderItemId, file);
        await storage.put(storageKey, file.png, 'image/png');
        const { kind, area, width, height } = file;
        stored.push({ kind, area, width, height, storageKey });
      }
      const previous = await designs.replaceFileRows(orderItemId, stored);
      // The rows now name the new objects; the old ones are unreachable, so they go.
      await Promise.all(previous.map((key) => storage.delete(key)));
    },
    list: (orderItemId) => designs.fileRows(orderItemId),
    async read(row) {
      if (row.storageKey) {
        const object = await storage.get(row.storageKey);
        return object ? buffer(object.body) : null;
      }
      if (!row.legacyPng) return null;
      const png = Buffer.from(row.legacyPng, 'base64');
      const storageKey = keyFor('moved', row);
      await storage.put(storageKey, png, 'image/png');
      await designs.movedToStorage(row.id, storageKey);
      return png;
    },
  };
}
