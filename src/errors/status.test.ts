import { describe, expect, it } from 'vitest';
import { isAcceptedStatus, isCancelledStatus, matchesStatus } from './status';

describe('matchesStatus', () => {
  it('matches an exact code', () => {
    expect(matchesStatus(404, '404')).toBe(true);
    expect(matchesStatus(403, '404')).toBe(false);
  });

  it('reads x as a digit wildcard, in either case', () => {
    expect(matchesStatus(404, '4xx')).toBe(true);
    expect(matchesStatus(422, '42x')).toBe(true);
    expect(matchesStatus(503, '5XX')).toBe(true);
    expect(matchesStatus(500, '4xx')).toBe(false);
    expect(matchesStatus(432, '42x')).toBe(false);
  });

  it('reads * as any code, including 0', () => {
    expect(matchesStatus(500, '*')).toBe(true);
    expect(matchesStatus(0, '*')).toBe(true);
  });

  it('never matches a pattern of another length', () => {
    expect(matchesStatus(0, 'x')).toBe(true);
    expect(matchesStatus(0, 'xxx')).toBe(false);
    expect(matchesStatus(404, 'xx')).toBe(false);
  });
});

describe('special statuses', () => {
  it('reads 0 as a cancelled request and 202 as accepted', () => {
    expect([isCancelledStatus(0), isCancelledStatus(200)]).toEqual([true, false]);
    expect([isAcceptedStatus(202), isAcceptedStatus(200)]).toEqual([true, false]);
  });
});
