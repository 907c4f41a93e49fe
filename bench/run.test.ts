import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverBenchmarks, pickRunner, readResults, runBenchmarks } from './run';

const row = {
  measure: 'page GET throughput',
  unit: 'req/s',
  ours: 2,
  peer: { name: 'bare', value: 4 },
  better: 'higher' as const,
};

describe('discoverBenchmarks', () => {
  it('finds the folders holding a run.ts, sorted, narrowed to the names asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    for (const name of ['server', 'editor', 'results']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'server', 'run.ts'), '');
    writeFileSync(join(dir, 'editor', 'run.ts'), '');
    writeFileSync(join(dir, 'run.ts'), '');
    expect(discoverBenchmarks(dir)).toStrictEqual(['editor', 'server']);
    expect(discoverBenchmarks(dir, ['server', 'nope'])).toStrictEqual(['server']);
  });
});

describe('pickRunner', () => {
  it('takes run(), else the named run<Name>Bench(), else says what is missing', () => {
    const run = async () => [];
    const runRuntimeBench = async () => [];
    expect(pickRunner('server', { run, runServerBench: async () => [] })).toBe(run);
    expect(pickRunner('runtime', { runRuntimeBench })).toBe(runRuntimeBench);
    expect(pickRunner('collab', { something: 1 })).toBe(
      'bench/collab/run.ts exports neither run() nor runCollabBench()',
    );
  });
});

describe('readResults', () => {
  it('accepts BenchResult rows and explains anything else', () => {
    expect(readResults('server', [row])).toStrictEqual([row]);
    expect(readResults('runtime', { bare: 1 })).toMatch(
      /^bench\/runtime\/run\.ts must resolve to BenchResult\[\] \(bench\/report\.ts\): /,
    );
  });
});

describe('runBenchmarks', () => {
  it('runs each benchmark in turn, keeps the rows, and records failures without stopping', async () => {
    const order: string[] = [];
    const modules: Record<string, Record<string, unknown>> = {
      a: { run: async () => (order.push('a'), [row]) },
      b: {
        run: async () => {
          order.push('b');
          throw new Error('Chromium crashed');
        },
      },
      c: { run: async () => (order.push('c'), [{ ...row, measure: 'second' }]) },
    };
    const report = await runBenchmarks(['a', 'b', 'c'], async (name) => modules[name]!);
    expect(order).toStrictEqual(['a', 'b', 'c']);
    expect(report.rows.map((each) => [each.benchmark, each.measure, each.ratio])).toStrictEqual([
      ['a', 'page GET throughput', 0.5],
      ['c', 'second', 0.5],
    ]);
    expect(report.failures).toStrictEqual([{ benchmark: 'b', error: 'Chromium crashed' }]);
    expect(report.runs.map((run) => run.benchmark)).toStrictEqual(['a', 'b', 'c']);
    expect(
      report.runs.every((run) => run.seconds >= 0 && !Number.isNaN(Date.parse(run.date))),
    ).toBe(true);
  });
});
