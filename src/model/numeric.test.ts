import { describe, expect, it } from 'vitest';
import { INT32_MAX, integer, recordIdOf } from './numeric';

describe('integer', () => {
  it('reads numbers and numeric strings within 32 bits', () => {
    expect(integer.parse('6')).toBe(6);
    expect(integer.parse(INT32_MAX)).toBe(2147483647);
    expect(integer.parse(-2147483648)).toBe(-2147483648);
  });

  it('refuses integers beyond 32 bits with a clean message', () => {
    const tooLarge = integer.safeParse(2147483648);
    expect(tooLarge.error?.issues[0]?.message).toBe('This field must be 2147483647 or less');
    const tooSmall = integer.safeParse('-2147483649');
    expect(tooSmall.error?.issues[0]?.message).toBe('This field must be -2147483648 or more');
  });
});

describe('recordIdOf', () => {
  it('reads plain decimal ids', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('2147483647')).toBe(2147483647);
  });

  it.each([' 1', '1 ', '+1', '1.0', '0x1', '01', '0', '-1', '1e0', '', '2147483648', '１'])(
    'names no record for %j',
    (segment) => {
      expect(recordIdOf(segment)).toBeNull();
    },
  );

  it('names no record for what is not a string', () => {
    expect(recordIdOf(1)).toBeNull();
    expect(recordIdOf(undefined)).toBeNull();
  });
});
