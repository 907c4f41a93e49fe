import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NotFoundError } from '../errors';
import { getAsyncPath, getValidated, listResponse } from './blockData';

const item = z.object({ id: z.number(), name: z.string() });

describe('block data loading', () => {
  it('returns the validated body and passes path and query to get', async () => {
    const get = vi.fn().mockResolvedValue([{ id: 1, name: 'Tee' }]);
    const result = await getValidated(get, '/division/7/products/', { limit: 4 }, z.array(item));
    expect(result).toStrictEqual({ ok: true, value: [{ id: 1, name: 'Tee' }] });
    expect(get).toHaveBeenCalledWith('/division/7/products/', { limit: 4 });
  });

  it('turns a body of the wrong shape into a failure naming where', async () => {
    const get = vi.fn().mockResolvedValue([{ id: 'one', name: 'Tee' }]);
    const result = await getValidated(get, '/x/', undefined, z.array(item));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(
      /^GET \/x\/ answered an unexpected shape at 0\.id: /,
    );
  });

  it('turns a failed request into a failure, never a throw', async () => {
    const get = vi.fn().mockRejectedValue(new NotFoundError());
    expect(await getValidated(get, '/x/', undefined, item)).toStrictEqual({
      ok: false,
      error: 'GET /x/ failed: Not found',
    });
  });

  it('checks a seller path before requesting it', async () => {
    const get = vi.fn();
    const bad = await getAsyncPath('https://evil.example/', 1, get, item);
    expect(bad.ok).toBe(false);
    expect(get).not.toHaveBeenCalled();
    get.mockResolvedValue({ id: 2, name: 'Hoodie' });
    expect(await getAsyncPath('/division/{division}/things/?a=1', 9, get, item)).toStrictEqual({
      ok: true,
      value: { id: 2, name: 'Hoodie' },
    });
    expect(get).toHaveBeenCalledWith('/division/9/things/', { a: '1' });
  });

  it('reads a list from a bare array or from an object holding it', () => {
    const schema = listResponse(item, 'posts');
    expect(schema.parse([{ id: 1, name: 'a' }])).toStrictEqual([{ id: 1, name: 'a' }]);
    expect(schema.parse({ posts: [{ id: 1, name: 'a' }], total: 1 })).toStrictEqual([
      { id: 1, name: 'a' },
    ]);
    expect(schema.safeParse({ items: [] }).success).toBe(false);
  });
});
