import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded images and generated files live: one interface, two places. Local disk
 * (under a root folder) by default; an S3 bucket (server/storage/s3Storage.ts) when
 * S3_BUCKET is set, so every server process on every machine sees the same files.
 * Keys are slash-separated relative paths (`12/ab34cd.webp`); they never start with `/`
 * and never contain `..`.
 */
export interface ObjectStorage {
  /** `disk` or `s3`: what the deploy docs and the start-up line name. */
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream with its type and size, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  close(): void;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** A key as storage accepts it: relative, slash-separated, no empty, `.` or `..` segment. */
export function assertObjectKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    segments.some((each) => each === '' || each === '.' || each === '..' || each.includes('\\')) ||
    key.includes('\0')
  )
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The content type of a key by its extension (application/octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Files under `root`, at `root/{key}`. A write goes to a temporary name first and is then
 * renamed, so a reader (or another process) never sees half a file.
 */
export function localDiskStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(join(base, assertObjectKey(key)));
    if (!path.startsWith(base + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    close() {},
  };
}
