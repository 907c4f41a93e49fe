/**
 * `npm run bench`: runs every benchmark that follows the convention of bench/report.ts
 * (`bench/<name>/run.ts` exporting `run(): Promise<BenchResult[]>`), one after another so
 * they do not compete for the machine, and writes bench/results/latest.json and
 * bench/results/latest.md. `npm run bench -- server lighthouse` runs only those and
 * updates their part of latest.*, keeping the others' last results.
 * A benchmark that throws, or answers rows that break the convention, is reported as
 * failed in both files and makes the exit code 1; the others still run.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, arch } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  benchResultSchema,
  mergeReports,
  renderMarkdown,
  toRows,
  type BenchReport,
  type BenchResult,
} from './report';

const BENCH_DIR = join(process.cwd(), 'bench');
const RESULTS_DIR = join(BENCH_DIR, 'results');

/** Folders of `dir` holding a run.ts, sorted; `only` (names) narrows them when not empty. */
export function discoverBenchmarks(dir: string, only: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'run.ts')))
    .map((entry) => entry.name)
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
}

type Runner = () => Promise<unknown>;

/** `run`, or else the named `run<Name>Bench` a benchmark written before the convention exports. */
export function pickRunner(name: string, module: Record<string, unknown>): Runner | string {
  const named = `run${name.charAt(0).toUpperCase()}${name.slice(1)}Bench`;
  const runner = module.run ?? module[named];
  return typeof runner === 'function'
    ? (runner as Runner)
    : `bench/${name}/run.ts exports neither run() nor ${named}()`;
}

/** The rows a runner answered, or why they break the convention. */
export function readResults(name: string, answer: unknown): BenchResult[] | string {
  const parsed = z.array(benchResultSchema).safeParse(answer);
  if (parsed.success) return parsed.data;
  return `bench/${name}/run.ts must resolve to BenchResult[] (bench/report.ts): ${parsed.error.issues[0]?.message ?? 'not an array'}`;
}

export async function runBenchmarks(
  names: readonly string[],
  load: (name: string) => Promise<Record<string, unknown>>,
): Promise<BenchReport> {
  const report: BenchReport = {
    date: new Date().toISOString(),
    node: process.version,
    machine: `${platform()} ${arch()}, ${cpus().length} CPUs`,
    runs: [],
    rows: [],
    failures: [],
  };
  for (const name of names) {
    console.log(`\n▶ bench/${name}`);
    const started = Date.now();
    report.runs.push({ benchmark: name, date: new Date(started).toISOString(), seconds: 0 });
    try {
      const runner = pickRunner(name, await load(name));
      const results = typeof runner === 'string' ? runner : readResults(name, await runner());
      if (typeof results === 'string') report.failures.push({ benchmark: name, error: results });
      else report.rows.push(...toRows(name, results));
    } catch (error) {
      report.failures.push({
        benchmark: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    report.runs[report.runs.length - 1]!.seconds = (Date.now() - started) / 1000;
  }
  return report;
}

/** The last report, when there is one to merge a partial run into. */
function previousReport(path: string): BenchReport | null {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8')) as BenchReport;
    return Array.isArray(report.runs) ? report : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const names = discoverBenchmarks(BENCH_DIR, only);
  const fresh = await runBenchmarks(
    names,
    (name) =>
      import(pathToFileURL(join(BENCH_DIR, name, 'run.ts')).href) as Promise<
        Record<string, unknown>
      >,
  );
  const latestJson = join(RESULTS_DIR, 'latest.json');
  const previous = only.length > 0 ? previousReport(latestJson) : null;
  const report = previous ? mergeReports(previous, fresh) : fresh;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(latestJson, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderMarkdown(report);
  writeFileSync(join(RESULTS_DIR, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  if (report.failures.length > 0) process.exitCode = 1;
}

if (process.argv[1]?.endsWith(join('bench', 'run.ts'))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
