import { describe, expect, it } from 'vitest';
import {
  benchResultSchema,
  describeTarget,
  formatValue,
  mergeReports,
  ratioOf,
  renderMarkdown,
  targetMet,
  toRows,
  type BenchReport,
  type BenchResult,
} from './report';

const pageGet: BenchResult = {
  measure: 'page GET throughput',
  unit: 'req/s',
  ours: 17922.67,
  peer: { name: 'bare Fastify route', value: 33354.67 },
  better: 'higher',
  target: { on: 'ratio', min: 0.5 },
};

describe('ratioOf and targetMet', () => {
  it('divides ours by the peer to 3 places, null without a peer', () => {
    expect(ratioOf(pageGet)).toBe(0.537);
    expect(ratioOf({ ours: 94 })).toBeNull();
    expect(ratioOf({ ours: 1, peer: { name: 'x', value: 0 } })).toBeNull();
  });

  it('prefers the paired ratio measured round by round, when there is one', () => {
    expect(ratioOf({ ...pageGet, pairedRatio: 0.51234 })).toBe(0.512);
    expect(ratioOf({ ours: 1, pairedRatio: 0.5 })).toBeNull();
  });

  it('checks a ratio target or a value target, inclusive, and says null when there is none', () => {
    expect(targetMet({ on: 'ratio', min: 0.5 }, 17922, 0.537)).toBe(true);
    expect(targetMet({ on: 'ratio', min: 0.5 }, 10000, 0.3)).toBe(false);
    expect(targetMet({ on: 'ratio', min: 0.5 }, 10000, null)).toBe(false);
    expect(targetMet({ on: 'value', min: 90 }, 90, null)).toBe(true);
    expect(targetMet({ on: 'value', max: 200 }, 250, null)).toBe(false);
    expect(targetMet(undefined, 1, 1)).toBeNull();
  });
});

describe('toRows', () => {
  it('adds the benchmark, ratio and verdict to each result', () => {
    expect(toRows('server', [pageGet])).toStrictEqual([
      { ...pageGet, benchmark: 'server', ratio: 0.537, met: true },
    ]);
  });
});

describe('describeTarget and formatValue', () => {
  it('writes targets the way the table shows them', () => {
    expect(describeTarget({ on: 'ratio', min: 0.5 }, 'req/s')).toBe('ratio >= 0.5');
    expect(describeTarget({ on: 'value', min: 90 }, 'score')).toBe('>= 90 score');
    expect(describeTarget({ on: 'value', max: 200 }, 'ms')).toBe('<= 200 ms');
    expect(describeTarget({ on: 'ratio', min: 0.9, max: 1.1 }, '')).toBe('ratio 0.9 to 1.1');
    expect(describeTarget(undefined, 'ms')).toBe('');
  });

  it('rounds big numbers to whole ones and keeps 3 significant figures of small ones', () => {
    expect([
      formatValue(17922.67, 'req/s'),
      formatValue(1.23456, 'ms'),
      formatValue(0.0123, ''),
      formatValue(94, 'score'),
    ]).toStrictEqual(['17923 req/s', '1.23 ms', '0.0123', '94 score']);
  });
});

describe('benchResultSchema', () => {
  it('accepts a row of the convention and refuses one without a measure or a direction', () => {
    expect(benchResultSchema.safeParse(pageGet).success).toBe(true);
    expect(benchResultSchema.safeParse({ unit: 'ms', ours: 1, better: 'lower' }).success).toBe(
      false,
    );
    expect(benchResultSchema.safeParse({ measure: 'x', unit: 'ms', ours: 1 }).success).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('writes one table per benchmark (measure, ours, peer, ratio, target, met?) and the failures', () => {
    const markdown = renderMarkdown({
      date: '2026-11-25T23:00:00.000Z',
      node: 'v20.20.2',
      machine: 'linux x64, 2 CPUs',
      runs: [
        { benchmark: 'server', date: '2026-11-25T23:00:00.000Z', seconds: 41.4 },
        { benchmark: 'lighthouse', date: '2026-11-25T23:01:00.000Z', seconds: 20 },
      ],
      rows: [
        ...toRows('server', [pageGet]),
        ...toRows('lighthouse', [
          {
            measure: 'performance',
            unit: 'score',
            ours: 86,
            better: 'higher',
            target: { on: 'value', min: 90 },
          },
        ]),
      ],
      failures: [{ benchmark: 'editor', error: 'Chromium | crashed' }],
    });
    expect(markdown).toBe(
      [
        '# Benchmarks',
        '',
        "By `npm run bench` on linux x64, 2 CPUs, Node v20.20.2. Ratio is ours / peer; whether higher or lower is better is in the measure's row.",
        '',
        '## server',
        '',
        'Ran 2026-11-25T23:00:00.000Z (41 s).',
        '',
        '| measure | ours | peer | ratio | target | met? |',
        '|---|---|---|---|---|---|',
        '| page GET throughput (higher is better) | 17923 req/s | 33355 req/s (bare Fastify route) | 0.537 | ratio >= 0.5 | yes |',
        '',
        '## lighthouse',
        '',
        'Ran 2026-11-25T23:01:00.000Z (20 s).',
        '',
        '| measure | ours | peer | ratio | target | met? |',
        '|---|---|---|---|---|---|',
        '| performance (higher is better) | 86 score |  |  | >= 90 score | NO |',
        '',
        '## editor',
        '',
        'Failed: Chromium \\| crashed',
        '',
      ].join('\n'),
    );
  });
});

describe('mergeReports', () => {
  const report = (date: string, names: string[], failed: string[] = []): BenchReport => ({
    date,
    node: 'v20.20.2',
    machine: 'linux x64, 2 CPUs',
    runs: [...names, ...failed].map((benchmark) => ({ benchmark, date, seconds: 1 })),
    rows: names.flatMap((benchmark) =>
      toRows(benchmark, [{ ...pageGet, measure: `${benchmark} at ${date}` }]),
    ),
    failures: failed.map((benchmark) => ({ benchmark, error: `failed at ${date}` })),
  });

  it('replaces what was re-run and keeps the rest, in benchmark order', () => {
    const merged = mergeReports(
      report('t1', ['editor', 'server'], ['lighthouse']),
      report('t2', ['lighthouse']),
    );
    expect(merged.date).toBe('t2');
    expect(merged.runs.map((run) => [run.benchmark, run.date])).toStrictEqual([
      ['editor', 't1'],
      ['lighthouse', 't2'],
      ['server', 't1'],
    ]);
    expect(merged.rows.map((row) => row.measure)).toStrictEqual([
      'editor at t1',
      'lighthouse at t2',
      'server at t1',
    ]);
    expect(merged.failures).toStrictEqual([]);
  });
});
