import { fail, ok, type Result } from '../model';

/**
 * Storage limits: keys up to 256 characters, values up to
 * 16384, cookie values up to 3584. Checked before writing, so an oversized entry is
 * refused with a clear error instead of a browser quota exception (or a silently
 * dropped cookie).
 */
export const STORAGE_LIMITS = { key: 256, value: 16384, cookie: 3584 } as const;

export type StorageLimit = keyof typeof STORAGE_LIMITS;

const LIMIT_LABELS: Record<StorageLimit, string> = {
  key: 'Storage key',
  value: 'Storage value',
  cookie: 'Cookie value',
};

export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  constructor(
    readonly limit: StorageLimit,
    readonly length: number,
  ) {
    super(
      `${LIMIT_LABELS[limit]} is ${length} characters long; the limit is ${STORAGE_LIMITS[limit]}`,
    );
  }
}

function within(limit: StorageLimit, length: number): Result<void, StorageLimitError> {
  return length <= STORAGE_LIMITS[limit]
    ? ok(undefined)
    : fail(new StorageLimitError(limit, length));
}

/** A local or session storage entry: key up to 256, value up to 16384 characters. */
export function checkStorageEntry(key: string, value: string): Result<void, StorageLimitError> {
  const keyCheck = within('key', key.length);
  return keyCheck.ok ? within('value', value.length) : keyCheck;
}

/**
 * A cookie: name up to 256 characters; value up to 3584 as written, that is after
 * percent-encoding (`é` takes 6 characters in a cookie).
 */
export function checkCookieEntry(name: string, value: string): Result<void, StorageLimitError> {
  const nameCheck = within('key', name.length);
  return nameCheck.ok ? within('cookie', encodeURIComponent(value).length) : nameCheck;
}
