import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it('shows the spec example in DD/MM/YY hh:mm a', () => {
    expect(formatDate(new Date(Date.UTC(2026, 2, 5, 14, 7)), utc)).toBe('05/03/26 02:07 pm');
  });

  it('shows midnight and noon as 12 on the twelve-hour clock', () => {
    expect(formatDate('2026-03-05T00:07:00Z', utc)).toBe('05/03/26 12:07 am');
    expect(formatDate('2026-03-05T12:30:00Z', utc)).toBe('05/03/26 12:30 pm');
  });

  it('reads epoch milliseconds and converts to the given time zone', () => {
    const instant = Date.UTC(2025, 11, 31, 23, 59);
    expect(formatDate(instant, utc)).toBe('31/12/25 11:59 pm');
    expect(formatDate(instant, { timeZone: 'Europe/Paris' })).toBe('01/01/26 12:59 am');
  });

  it('gives an empty string for a date that cannot be read', () => {
    expect(formatDate('not a date', utc)).toBe('');
  });
});
