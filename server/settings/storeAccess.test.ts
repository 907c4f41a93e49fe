import { describe, expect, it } from 'vitest';
import { storeAccessProof, unlocksStore, withProof } from './storeAccess';

describe('store access proof', () => {
  const store = { id: 7, storePasswordHash: '$argon2id$v=19$first' };
  it('unlocks only the store whose current password made it', () => {
    const cookie = withProof(null, storeAccessProof(7, store.storePasswordHash));
    expect(unlocksStore(cookie, store)).toBe(true);
    expect(unlocksStore(cookie, { ...store, id: 8 })).toBe(false);
    // A new password (a new hash) ends the proof.
    expect(unlocksStore(cookie, { ...store, storePasswordHash: '$argon2id$v=19$second' })).toBe(
      false,
    );
    expect(unlocksStore(cookie, { ...store, storePasswordHash: null })).toBe(false);
    expect(unlocksStore('7.forged', store)).toBe(false);
    expect(unlocksStore(undefined, store)).toBe(false);
  });

  it('keeps one proof per store in the cookie', () => {
    const first = withProof(null, storeAccessProof(7, 'a'));
    const both = withProof(first, storeAccessProof(8, 'b'));
    const replaced = withProof(both, storeAccessProof(7, 'c'));
    expect(replaced.split(' ')).toHaveLength(2);
    expect(unlocksStore(replaced, { id: 7, storePasswordHash: 'c' })).toBe(true);
    expect(unlocksStore(replaced, { id: 8, storePasswordHash: 'b' })).toBe(true);
  });
});
