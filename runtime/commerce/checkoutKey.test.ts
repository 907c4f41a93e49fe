import { describe, expect, it } from 'vitest';
import { checkoutKeyFor, forgetCheckoutKey, type KeyStorage } from './checkoutKey';

function memoryStorage(): KeyStorage {
  const values = new Map<string, string>();
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}

describe('checkout keys', () => {
  it('reuses the key for the same details (double click, retry, second tab)', () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => `key-${++n}`;
    expect(checkoutKeyFor('basket A, address 1', storage, next)).toBe('key-1');
    expect(checkoutKeyFor('basket A, address 1', storage, next)).toBe('key-1');
    expect(checkoutKeyFor('basket B, address 1', storage, next)).toBe('key-2');
    forgetCheckoutKey(storage);
    expect(checkoutKeyFor('basket B, address 1', storage, next)).toBe('key-3');
  });

  it('still makes a key without storage or with a corrupt entry', () => {
    const storage = memoryStorage();
    storage.setItem('omnis-checkout-key', '{not json');
    expect(checkoutKeyFor('x', storage, () => 'fresh')).toBe('fresh');
    expect(checkoutKeyFor('x', null, () => 'other')).toBe('other');
  });
});
