import { describe, expect, it } from 'vitest';
import {
  clusterProblem,
  MAX_WORKERS,
  needsRedisMessage,
  restartDelayMs,
  workersOf,
} from './workers';

describe('WORKERS', () => {
  it('is one process unless asked, one per core for auto, or the number given', () => {
    expect(workersOf(undefined, 8)).toBe(1);
    expect(workersOf('', 8)).toBe(1);
    expect(workersOf('1', 8)).toBe(1);
    expect(workersOf('3', 8)).toBe(3);
    expect(workersOf('auto', 8)).toBe(8);
    expect(workersOf('auto', 1)).toBe(1);
    expect(workersOf(String(MAX_WORKERS), 2)).toBe(MAX_WORKERS);
  });

  it('refuses what is not a number of processes', () => {
    for (const value of ['0', '-2', '1.5', 'two', '0x2', ' 2', String(MAX_WORKERS + 1)])
      expect(() => workersOf(value, 4)).toThrow(/WORKERS is not a number of processes/);
  });

  it('needs Redis for more than one process, and says why', () => {
    expect(clusterProblem(1, null)).toBeNull();
    expect(clusterProblem(3, 'redis://127.0.0.1:6379')).toBeNull();
    expect(clusterProblem(3, null)).toBe(needsRedisMessage(3));
    expect(needsRedisMessage(3)).toContain('WORKERS=3 needs REDIS_URL');
  });

  it('replaces a dead worker at once, and backs off while they keep dying', () => {
    expect(restartDelayMs(1)).toBe(0);
    expect(restartDelayMs(2)).toBe(500);
    expect(restartDelayMs(3)).toBe(1000);
    expect(restartDelayMs(20)).toBe(30_000);
  });
});
