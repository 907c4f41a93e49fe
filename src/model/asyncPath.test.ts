import { describe, expect, it } from 'vitest';
import {
  ASYNC_PATH_MESSAGE,
  ASYNC_PATH_NEEDS_DIVISION,
  asyncPathProperty,
  isAsyncPath,
  resolveAsyncPath,
} from './asyncPath';

describe('async block paths (asyncItems, asyncData)', () => {
  it('resolves a relative path, the division placeholder and the query string', () => {
    expect(
      resolveAsyncPath('/division/{division}/products/?collection=summer&limit=8', 7),
    ).toStrictEqual({
      ok: true,
      value: { path: '/division/7/products/', query: { collection: 'summer', limit: '8' } },
    });
  });

  it('drops a pasted /omnis/v3 prefix', () => {
    expect(resolveAsyncPath('/omnis/v3/blog/paginate/', null)).toStrictEqual({
      ok: true,
      value: { path: '/blog/paginate/', query: {} },
    });
  });

  it.each([
    'https://evil.example/products/',
    '//evil.example/products/',
    'javascript:alert(1)',
    'products/',
    '/division/../admin/',
    '/division/%2e%2e/admin/',
    '/a\\b/',
    '/products/{store}/',
    '/products/{division/',
    '/products/ x/',
    '',
  ])('refuses %j', (raw) => {
    expect(isAsyncPath(raw)).toBe(false);
    expect(resolveAsyncPath(raw, 1)).toStrictEqual({ ok: false, error: ASYNC_PATH_MESSAGE });
  });

  it('needs a store for {division}', () => {
    expect(resolveAsyncPath('/division/{division}/products/', null)).toStrictEqual({
      ok: false,
      error: ASYNC_PATH_NEEDS_DIVISION,
    });
  });

  it('is an optional property: empty by default, a bad path refused with its message', () => {
    expect(asyncPathProperty.parse(undefined)).toBe('');
    expect(asyncPathProperty.parse(' /collections/get/{division}/ ')).toBe(
      '/collections/get/{division}/',
    );
    const bad = asyncPathProperty.safeParse('http://x.y/');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ASYNC_PATH_MESSAGE);
  });
});
