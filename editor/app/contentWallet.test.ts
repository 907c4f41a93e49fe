import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../src/model';
import {
  CONTENT_WALLET_KEY,
  CONTENT_WALLET_LIMIT,
  addToWallet,
  parseWallet,
  readWallet,
  removeFromWallet,
  writeWallet,
} from './contentWallet';

const block = (id: string, flags: string[] = []) =>
  blockSchema.parse({
    id,
    uid: id,
    type: 'button',
    size: { x: 6, y: 1 },
    properties: { text: 'Shop now', template: 'v2' },
    flags,
  });
const save = (wallet: ReturnType<typeof parseWallet>, id: string, name = '') =>
  addToWallet(wallet, {
    id,
    name,
    fallbackName: 'Button',
    savedAt: '2026-11-27T10:00:00.000Z',
    blocks: [block(`b-${id}`)],
  });

describe('content wallet', () => {
  it('saves the blocks newest first, named by the seller or else by the block', () => {
    const wallet = save(save([], 'one', ' Sale buttons '), 'two');
    expect(wallet.map(({ id, name }) => ({ id, name }))).toStrictEqual([
      { id: 'two', name: 'Button' },
      { id: 'one', name: 'Sale buttons' },
    ]);
  });

  it('leaves deleted blocks out and saves nothing when only deleted blocks are given', () => {
    const wallet = addToWallet([], {
      id: 'x',
      name: 'Gone',
      fallbackName: 'Button',
      savedAt: '2026-11-27T10:00:00.000Z',
      blocks: [block('deleted', ['deleted'])],
    });
    expect(wallet).toStrictEqual([]);
  });

  it(`keeps the newest ${CONTENT_WALLET_LIMIT} entries`, () => {
    let wallet = parseWallet(null);
    for (let i = 0; i < CONTENT_WALLET_LIMIT + 1; i += 1) wallet = save(wallet, `e${i}`);
    expect(wallet).toHaveLength(CONTENT_WALLET_LIMIT);
    expect(wallet[0]?.id).toBe(`e${CONTENT_WALLET_LIMIT}`);
    expect(wallet.at(-1)?.id).toBe('e1');
  });

  it('removes an entry by id', () => {
    expect(removeFromWallet(save(save([], 'a'), 'b'), 'a').map((entry) => entry.id)).toEqual(['b']);
  });

  it('round-trips through storage and reads anything unreadable as an empty wallet', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const wallet = save([], 'a', 'Hero');
    writeWallet(wallet, storage);
    expect(readWallet(storage)).toStrictEqual(wallet);
    stored.set(CONTENT_WALLET_KEY, '{not json');
    expect(readWallet(storage)).toStrictEqual([]);
    expect(parseWallet('[{"id":1}]')).toStrictEqual([]);
  });
});
