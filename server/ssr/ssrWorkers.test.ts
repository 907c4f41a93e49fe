import { describe, expect, it } from 'vitest';
import { ssrWorkerCount } from './ssrWorkers';

describe('ssrWorkerCount', () => {
  it('leaves one core to the main thread by default, and runs at least one worker', () => {
    expect(ssrWorkerCount(undefined, 8)).toBe(7);
    expect(ssrWorkerCount('', 2)).toBe(1);
    expect(ssrWorkerCount(undefined, 1)).toBe(1);
  });

  it('takes an explicit count, 0 meaning render in process', () => {
    expect(ssrWorkerCount('0', 8)).toBe(0);
    expect(ssrWorkerCount(' 3 ', 2)).toBe(3);
  });

  it('refuses what is not a whole number', () => {
    expect(() => ssrWorkerCount('two', 2)).toThrow(
      'SSR_WORKERS must be a whole number (0 renders in process), not "two"',
    );
    expect(() => ssrWorkerCount('-1', 2)).toThrow();
    expect(() => ssrWorkerCount('1.5', 2)).toThrow();
  });
});
