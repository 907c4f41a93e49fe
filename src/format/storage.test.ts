import { describe, expect, it } from 'vitest';
import { checkCookieEntry, checkStorageEntry, type StorageLimitError } from './storage';

function errorOf(result: ReturnType<typeof checkStorageEntry>): StorageLimitError {
  if (result.ok) throw new Error('expected the check to fail');
  return result.error;
}

describe('checkStorageEntry', () => {
  it('accepts a key of 256 and a value of 16384 characters', () => {
    expect(checkStorageEntry('k'.repeat(256), 'v'.repeat(16384)).ok).toBe(true);
  });

  it('refuses a key of 257 characters', () => {
    const error = errorOf(checkStorageEntry('k'.repeat(257), 'v'));
    expect(error.limit).toBe('key');
    expect(error.message).toBe('Storage key is 257 characters long; the limit is 256');
  });

  it('refuses a value of 16385 characters', () => {
    const error = errorOf(checkStorageEntry('basket', 'v'.repeat(16385)));
    expect(error.limit).toBe('value');
    expect(error.length).toBe(16385);
  });
});

describe('checkCookieEntry', () => {
  it('accepts a cookie value of 3584 characters and refuses 3585', () => {
    expect(checkCookieEntry('currency', 'v'.repeat(3584)).ok).toBe(true);
    expect(errorOf(checkCookieEntry('currency', 'v'.repeat(3585))).limit).toBe('cookie');
  });

  it('measures the value as written, after percent-encoding', () => {
    // 600 x "é" is 600 characters but 3600 once encoded (%C3%A9).
    const error = errorOf(checkCookieEntry('split-tests', 'é'.repeat(600)));
    expect(error.length).toBe(3600);
  });

  it('applies the key limit to the cookie name', () => {
    expect(errorOf(checkCookieEntry('c'.repeat(257), 'GBP')).limit).toBe('key');
  });
});
