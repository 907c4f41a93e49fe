import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  probabilityBest,
  splitTestResults,
  verdicts,
  wilsonInterval,
} from './statistics';

describe('split-test statistics', () => {
  it('computes the normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('gives Wilson 95% intervals (checked against published values)', () => {
    // 10 of 100: 0.0552 to 0.1744.
    const interval = wilsonInterval(10, 100);
    expect(interval.low).toBeCloseTo(0.0552, 3);
    expect(interval.high).toBeCloseTo(0.1744, 3);
    expect(wilsonInterval(0, 0)).toStrictEqual({ low: 0, high: 1 });
    expect(wilsonInterval(0, 20).low).toBe(0);
  });

  it('says how likely each variation is the best', () => {
    const even = probabilityBest([
      { name: 'A', visitors: 100, conversions: 10 },
      { name: 'B', visitors: 100, conversions: 10 },
    ]);
    expect(even[0]).toBeCloseTo(0.5, 3);
    const [a, b] = probabilityBest([
      { name: 'A', visitors: 1000, conversions: 100 },
      { name: 'B', visitors: 1000, conversions: 130 },
    ]);
    // Normal approximation: z = 0.03 / sqrt(2 * var) ≈ 2.10, so P(B > A) ≈ 0.98.
    expect(b).toBeGreaterThan(0.97);
    expect(b).toBeLessThan(0.99);
    expect(a! + b!).toBeCloseTo(1, 6);
    const three = probabilityBest([
      { name: 'A', visitors: 500, conversions: 50 },
      { name: 'B', visitors: 500, conversions: 50 },
      { name: 'C', visitors: 500, conversions: 50 },
    ]);
    for (const p of three) expect(p).toBeCloseTo(1 / 3, 2);
  });

  it('states the verdict in plain words', () => {
    expect(
      verdicts([
        { name: 'A', visitors: 1000, conversions: 100 },
        { name: 'B', visitors: 1000, conversions: 125 },
      ]),
    ).toStrictEqual(['B is better than A with 96% probability']);
    expect(
      verdicts([
        { name: 'Old', visitors: 0, conversions: 0 },
        { name: 'New', visitors: 0, conversions: 0 },
      ]),
    ).toStrictEqual(['No visitors yet: the results appear once shoppers see the test.']);
    expect(
      verdicts([
        { name: 'Old', visitors: 0, conversions: 0 },
        { name: 'New', visitors: 1, conversions: 0 },
      ]),
    ).toStrictEqual([
      'Not enough visitors yet: every variation needs visitors before they can be compared.',
    ]);
  });

  it('puts it together per variation', () => {
    const [a] = splitTestResults([
      { name: 'A', visitors: 100, conversions: 10 },
      { name: 'B', visitors: 0, conversions: 0 },
    ]);
    expect(a!.rate).toBe(0.1);
    expect(a!.interval.low).toBeCloseTo(0.0552, 3);
  });
});
