import { describe, expect, it } from 'vitest';
import { nulFieldOf } from './nul';

describe('nulFieldOf', () => {
  it('names the field holding a NUL character, however deep', () => {
    expect(nulFieldOf({ firstName: 'Fo\u0000x' })).toBe('firstName');
    expect(nulFieldOf({ payload: { deep: ['ok', { key: 'a\u0000b' }] } })).toBe(
      'payload.deep.1.key',
    );
    expect(nulFieldOf({ ['na\u0000me']: 'x' })).toBe('na\u0000me');
    expect(nulFieldOf('\u0000')).toBe('');
  });

  it('finds none in ordinary input', () => {
    expect(nulFieldOf({ name: 'Fox', tags: ['a', 'b'], n: 0, on: null })).toBeNull();
    expect(nulFieldOf(undefined)).toBeNull();
  });

  it('walks a hostile depth without overflowing the stack', () => {
    let value: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(nulFieldOf(value)).not.toBeNull();
  });
});
