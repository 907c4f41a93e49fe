import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledPublishRecord } from './versionsRepository';
import { createPublishScheduler } from './publishScheduler';

/** The scheduled-publish timer on a simulated clock: it wakes when a publish is due, never before. */
describe('publish scheduler', () => {
  let pending: ScheduledPublishRecord[];
  let published: number[];
  const start = Date.parse('2026-11-26T12:00:00.000Z');

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    pending = [];
    published = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () =>
    createPublishScheduler({
      versions: {
        pendingSchedules: async () => [...pending],
        claimSchedule: async (pageId, publishAt) => {
          const before = pending.length;
          pending = pending.filter((s) => !(s.pageId === pageId && s.publishAt === publishAt));
          return pending.length < before;
        },
      },
      now: () => Date.now(),
      publish: async (schedule) => {
        published.push(schedule.pageId);
      },
      timers: {
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (handle) => clearTimeout(handle as number),
      },
    });
  const at = (pageId: number, offsetMs: number): ScheduledPublishRecord => ({
    pageId,
    divisionId: 1,
    publishAt: new Date(start + offsetMs).toISOString(),
    scheduledBy: null,
  });

  it('publishes each schedule when its time comes, in order, and only once', async () => {
    pending = [at(2, 90_000), at(1, 30_000)];
    const scheduler = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(published).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(published).toEqual([1, 2]);
    scheduler.stop();
  });

  it('sees a schedule made later when poked, and one made elsewhere within a minute', async () => {
    const scheduler = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    pending = [at(3, 5_000)];
    scheduler.poke();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(published).toEqual([3]);
    // Another process's schedule, no poke: the minute's look finds it.
    pending = [at(4, 10_000)];
    await vi.advanceTimersByTimeAsync(60_000);
    expect(published).toEqual([3, 4]);
    scheduler.stop();
  });

  it('does nothing once stopped', async () => {
    pending = [at(5, 1_000)];
    const scheduler = make();
    scheduler.start();
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(published).toEqual([]);
  });
});
