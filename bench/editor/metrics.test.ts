import { describe, expect, it } from 'vitest';
import {
  longestMainThreadTask,
  percentile,
  workPerPointerStep,
  rendersPerMove,
  round,
  timeToInteractive,
  type TraceEvent,
} from './metrics';

describe('percentile', () => {
  it('takes the nearest rank: p95 of 1..20 is 19, p50 of 1..4 is 2, p100 the largest', () => {
    const oneToTwenty = Array.from({ length: 20 }, (_, n) => 20 - n);
    expect(percentile(oneToTwenty, 95)).toBe(19);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 100)).toBe(4);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('timeToInteractive', () => {
  it('is the first block frame when no long task follows it', () => {
    expect(timeToInteractive(1200, [[300, 900]], 2000)).toBe(1200);
  });

  it('moves to the end of each long task that starts within 500 ms of the last candidate', () => {
    // 1200 -> task at 1400-1500 -> task at 1900-2100 (within 500 ms of 1500) -> quiet after 2100.
    expect(
      timeToInteractive(
        1200,
        [
          [1400, 1500],
          [1900, 2100],
          [2700, 2800],
        ],
        3000,
      ),
    ).toBe(2100);
  });

  it('counts a long task running when the first block showed', () => {
    expect(timeToInteractive(1000, [[950, 1180]], 2000)).toBe(1180);
  });

  it('is null until the 500 ms after the candidate have passed', () => {
    expect(timeToInteractive(1200, [], 1600)).toBeNull();
    expect(timeToInteractive(1200, [], 1700)).toBe(1200);
  });
});

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
});
const inner = (name: string, ts: number, dur: number): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 10,
  ts,
  dur,
});

describe('longestMainThreadTask', () => {
  it('takes the longest RunTask of the busiest renderer main thread, in ms, and what it was busy with', () => {
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      meta(1, 11, 'Compositor'),
      task(1, 10, 0, 40_000),
      task(1, 10, 100_000, 72_500),
      inner('FunctionCall', 100_100, 30_000),
      inner('Layout', 140_000, 25_000),
      inner('UpdateLayoutTree', 166_000, 5_000),
      inner('Layout', 300_000, 99_000),
      task(1, 11, 0, 500_000),
      task(2, 20, 0, 60_000),
    ];
    expect(longestMainThreadTask(events)).toStrictEqual({
      ms: 72.5,
      inside: [
        { name: 'FunctionCall', ms: 30 },
        { name: 'Layout', ms: 25 },
        { name: 'UpdateLayoutTree', ms: 5 },
      ],
    });
  });

  it('is 0 for a trace without renderer tasks', () => {
    expect(longestMainThreadTask([meta(1, 11, 'Compositor'), task(1, 11, 0, 9000)])).toStrictEqual({
      ms: 0,
      inside: [],
    });
  });
});

describe('workPerPointerStep', () => {
  const move = (pid: number, tid: number, ts: number, type = 'pointermove'): TraceEvent => ({
    name: 'EventDispatch',
    ph: 'X',
    pid,
    tid,
    ts,
    dur: 100,
    args: { data: { type } },
  });

  it("sums the main thread's task time between one pointer step and the next, in ms", () => {
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      move(1, 10, 0),
      move(1, 10, 500, 'mousemove'),
      move(1, 10, 800),
      task(1, 10, 0, 4_000),
      task(1, 10, 6_000, 2_000),
      move(1, 10, 16_000),
      // Runs past the next step: only its part before that step counts for this one.
      task(1, 10, 20_000, 20_000),
      move(1, 10, 32_000),
      task(1, 10, 33_000, 1_000),
      move(1, 10, 48_000),
      // An idle tab's thread, its tasks and moves, are not the page's.
      task(2, 20, 0, 1_000),
      move(2, 20, 8_000),
    ];
    expect(workPerPointerStep(events)).toStrictEqual([6, 12, 9]);
  });

  it('is empty without a renderer main thread or without steps', () => {
    expect(workPerPointerStep([meta(1, 11, 'Compositor'), task(1, 11, 0, 9000)])).toStrictEqual([]);
    expect(
      workPerPointerStep([meta(1, 10, 'CrRendererMain'), task(1, 10, 0, 9000), move(1, 10, 10)]),
    ).toStrictEqual([]);
  });
});

describe('rendersPerMove', () => {
  it('sums the commits and divides by the pointer moves', () => {
    expect(
      rendersPerMove(
        [
          { blocks: 1, renders: 2 },
          { blocks: 500, renders: 567 },
          { blocks: 9, renders: 13 },
        ],
        60,
      ),
    ).toStrictEqual({ blocks: 8.5, renders: 9.7 });
  });

  it('is NaN without moves', () => {
    expect(rendersPerMove([{ blocks: 1, renders: 1 }], 0).blocks).toBeNaN();
  });
});

describe('round', () => {
  it('keeps 2 decimals below 100 and whole numbers from 100', () => {
    expect([round(16.6666), round(99.996), round(186.634), round(Number.NaN)]).toStrictEqual([
      16.67,
      100,
      187,
      Number.NaN,
    ]);
  });
});
