import { describe, expect, it } from 'vitest';
import { bars, niceMax, percentOf } from './charts';

describe('analytics chart geometry', () => {
  it('rounds the axis top to a readable number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(240)).toBe(250);
    expect(niceMax(5000)).toBe(5000);
  });
  it('gives each bar its share of the axis', () => {
    expect(
      bars([
        { label: 'a', value: 5 },
        { label: 'b', value: 10 },
      ]),
    ).toStrictEqual({
      top: 10,
      bars: [
        { label: 'a', value: 5, share: 0.5 },
        { label: 'b', value: 10, share: 1 },
      ],
    });
  });
  it('states conversion as a percentage', () => {
    expect(percentOf(1, 8)).toBe('12.5%');
    expect(percentOf(1, 0)).toBe('–');
  });
});
