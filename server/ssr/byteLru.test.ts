import { describe, expect, it } from 'vitest';
import { ByteLru } from './byteLru';

describe('ByteLru', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const lru = new ByteLru<string>({ maxBytes: 10 });
    lru.set('a', 'A', 4, 100);
    lru.set('b', 'B', 4, 100);
    expect(lru.get('a', 0)).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 4, 100);
    expect(lru.get('b', 0)).toBeUndefined();
    expect(lru.get('a', 0)).toBe('A');
    expect(lru.get('c', 0)).toBe('C');
    expect(lru.bytes).toBe(8);
  });

  it('forgets an entry at its expiry', () => {
    const lru = new ByteLru<string>({ maxBytes: 10 });
    lru.set('a', 'A', 4, 100);
    expect(lru.get('a', 99)).toBe('A');
    expect(lru.get('a', 100)).toBeUndefined();
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });

  it('does not keep a value larger than the whole budget, nor lose the others for it', () => {
    const lru = new ByteLru<string>({ maxBytes: 10 });
    lru.set('a', 'A', 4, 100);
    lru.set('huge', 'H', 11, 100);
    expect(lru.get('huge', 0)).toBeUndefined();
    expect(lru.get('a', 0)).toBe('A');
  });

  it('replaces a key without counting it twice, and drops keys by prefix', () => {
    const lru = new ByteLru<string>({ maxBytes: 100 });
    lru.set('1|x', 'one', 5, 100);
    lru.set('1|x', 'two', 7, 100);
    lru.set('2|y', 'other', 3, 100);
    expect(lru.bytes).toBe(10);
    lru.deletePrefix('1|');
    expect(lru.get('1|x', 0)).toBeUndefined();
    expect(lru.get('2|y', 0)).toBe('other');
    expect(lru.bytes).toBe(3);
  });
});
