/**
 * The benchmark convention and the combined report (issue 9).
 *
 * Convention: each benchmark lives in `bench/<name>/run.ts` and exports
 * `run(): Promise<BenchResult[]>`, one row per measure. `npm run bench` (bench/run.ts)
 * finds them all, runs them one after another, and writes bench/results/latest.json and
 * latest.md. A benchmark may still be run on its own (`node --import tsx bench/<name>/run.ts`)
 * and write its own detail file in bench/results/, which git ignores.
 */
import { z } from 'zod';

const bound = z.object({ min: z.number().optional(), max: z.number().optional() });

export const benchResultSchema = z.object({
  /** What is measured, as a reader of the table says it: `page GET throughput`. */
  measure: z.string().min(1),
  /** `req/s`, `ms`, `score`... */
  unit: z.string(),
  ours: z.number(),
  /** The same measure for what we compare with (a bare Fastify route, Puck...). */
  peer: z.object({ name: z.string().min(1), value: z.number() }).optional(),
  /** Whether a higher number (throughput, score) or a lower one (latency, time) is better. */
  better: z.enum(['higher', 'lower']),
  /** Good enough: bounds on ours / peer (`ratio`) or on ours itself (`value`). */
  target: bound.extend({ on: z.enum(['ratio', 'value']) }).optional(),
  /**
   * ours / peer when both were measured in pairs, round by round: the median of the
   * rounds' ratios, which machine drift between rounds does not move. Used as the ratio
   * instead of the ratio of the two medians.
   */
  pairedRatio: z.number().positive().optional(),
  note: z.string().optional(),
});
export type BenchResult = z.infer<typeof benchResultSchema>;
export type BenchTarget = NonNullable<BenchResult['target']>;

export interface BenchRow extends BenchResult {
  /** The folder under bench/ the row came from. */
  benchmark: string;
  /** ours / peer, 3 decimals; null without a peer. */
  ratio: number | null;
  /** null when the measure has no target. */
  met: boolean | null;
}

export interface BenchRun {
  benchmark: string;
  /** When it started, ISO. */
  date: string;
  seconds: number;
}

export interface BenchReport {
  date: string;
  node: string;
  machine: string;
  /** One entry per benchmark in the report: when it ran and for how long. */
  runs: BenchRun[];
  rows: BenchRow[];
  /** Benchmarks that threw or broke the convention, with why. */
  failures: Array<{ benchmark: string; error: string }>;
}

const round = (value: number, places: number): number =>
  Math.round(value * 10 ** places) / 10 ** places;

export function ratioOf(result: Pick<BenchResult, 'ours' | 'peer' | 'pairedRatio'>): number | null {
  if (result.peer && result.pairedRatio !== undefined) return round(result.pairedRatio, 3);
  return result.peer && result.peer.value !== 0 ? round(result.ours / result.peer.value, 3) : null;
}

export function targetMet(
  target: BenchTarget | undefined,
  ours: number,
  ratio: number | null,
): boolean | null {
  if (!target) return null;
  const value = target.on === 'ratio' ? ratio : ours;
  if (value === null) return false;
  return (
    (target.min === undefined || value >= target.min) &&
    (target.max === undefined || value <= target.max)
  );
}

export function toRows(benchmark: string, results: readonly BenchResult[]): BenchRow[] {
  return results.map((result) => {
    const ratio = ratioOf(result);
    return { ...result, benchmark, ratio, met: targetMet(result.target, result.ours, ratio) };
  });
}

/** `ratio >= 0.5`, `>= 90 score`, `<= 200 ms`, `0.9 to 1.1 x peer`. */
export function describeTarget(target: BenchTarget | undefined, unit: string): string {
  if (!target) return '';
  const subject = target.on === 'ratio' ? 'ratio ' : '';
  const suffix = target.on === 'value' && unit ? ` ${unit}` : '';
  if (target.min !== undefined && target.max !== undefined)
    return `${subject}${target.min} to ${target.max}${suffix}`;
  if (target.min !== undefined) return `${subject}>= ${target.min}${suffix}`;
  if (target.max !== undefined) return `${subject}<= ${target.max}${suffix}`;
  return '';
}

/** Whole numbers from 100 up, 3 significant figures below. */
export function formatValue(value: number, unit: string): string {
  const shown =
    Math.abs(value) >= 100 ? String(Math.round(value)) : String(Number(value.toPrecision(3)));
  return unit ? `${shown} ${unit}` : shown;
}

/**
 * The report after re-running some benchmarks only (`npm run bench -- server`): their
 * runs, rows and failures replace the previous ones; the others are kept as they were.
 */
export function mergeReports(previous: BenchReport, next: BenchReport): BenchReport {
  const rerun = new Set(next.runs.map((run) => run.benchmark));
  const kept = <T extends { benchmark: string }>(items: readonly T[]) =>
    items.filter((item) => !rerun.has(item.benchmark));
  const order = (a: { benchmark: string }, b: { benchmark: string }) =>
    a.benchmark.localeCompare(b.benchmark);
  return {
    ...next,
    runs: [...kept(previous.runs), ...next.runs].sort(order),
    rows: [...kept(previous.rows), ...next.rows].sort(order),
    failures: [...kept(previous.failures), ...next.failures].sort(order),
  };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function renderMarkdown(report: BenchReport): string {
  const lines = [
    '# Benchmarks',
    '',
    `By \`npm run bench\` on ${report.machine}, Node ${report.node}. Ratio is ours / peer; whether higher or lower is better is in the measure's row.`,
  ];
  const benchmarks = [
    ...new Set([...report.runs, ...report.rows, ...report.failures].map((item) => item.benchmark)),
  ];
  for (const benchmark of benchmarks) {
    lines.push('', `## ${benchmark}`, '');
    const run = report.runs.find((each) => each.benchmark === benchmark);
    if (run) lines.push(`Ran ${run.date} (${Math.round(run.seconds)} s).`, '');
    const failure = report.failures.find((each) => each.benchmark === benchmark);
    if (failure) lines.push(`Failed: ${cell(failure.error)}`);
    const rows = report.rows.filter((row) => row.benchmark === benchmark);
    if (rows.length === 0) continue;
    if (failure) lines.push('');
    lines.push('| measure | ours | peer | ratio | target | met? |', '|---|---|---|---|---|---|');
    for (const row of rows) {
      const peer = row.peer ? `${formatValue(row.peer.value, row.unit)} (${row.peer.name})` : '';
      const met = row.met === null ? '' : row.met ? 'yes' : 'NO';
      const measure = `${row.measure} (${row.better} is better)${row.note ? `: ${row.note}` : ''}`;
      lines.push(
        `| ${cell(measure)} | ${formatValue(row.ours, row.unit)} | ${cell(peer)} | ${row.ratio ?? ''} | ${describeTarget(row.target, row.unit)} | ${met} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
