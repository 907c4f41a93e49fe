import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../src/model';
import { parseClipboard, readClipboard, serializeClipboard, writeClipboard } from './clipboard';

const block = blockSchema.parse({
  id: 'a',
  uid: 'a',
  type: 'button',
  properties: { text: 'Shop' },
  items: [{ id: 'b', uid: 'b', type: 'spacer' }],
});

describe('clipboard', () => {
  it('round-trips copied blocks with everything inside them', () => {
    expect(parseClipboard(serializeClipboard([block]))).toStrictEqual([block]);
  });
  it('ignores text that is not copied blocks', () => {
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"kind":"other"}')).toBeNull();
    expect(parseClipboard(null)).toBeNull();
  });
  it('keeps the copy in storage so another page can paste it', () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => void store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
    };
    writeClipboard([block], storage);
    expect(readClipboard(storage)).toStrictEqual([block]);
  });
});
