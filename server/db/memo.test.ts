import { describe, expect, it } from 'vitest';
import { boundedMemo } from './memo';

describe('boundedMemo', () => {
  it('makes a value once per key and starts over when full', () => {
    const memo = boundedMemo<string, number>(2);
    let made = 0;
    const make = () => (made += 1);
    expect(memo('a', make)).toBe(1);
    expect(memo('a', make)).toBe(1);
    expect(memo('b', make)).toBe(2);
    expect(memo('c', make)).toBe(3);
    expect(memo('a', make)).toBe(4);
    expect(made).toBe(4);
  });
});
