/**
 * The few lines `npm run build` prints instead of Vite's file-by-file table (about 400
 * lines, which pushed the demo logins of `npm start` off the screen): how many files of
 * each kind were written and their total size, raw and as served (brotli, written beside
 * each file by the build).
 */
export interface BuiltFile {
  /** Path relative to the output directory, e.g. `assets/runtime-abc.js`. */
  path: string;
  bytes: number;
}

export interface BuildSummary {
  kind: 'JavaScript' | 'CSS' | 'other';
  files: number;
  bytes: number;
  /** Sum of the `.br` siblings of these files; null when none was written. */
  brotliBytes: number | null;
}

const COMPRESSED_SUFFIXES = ['.br', '.gz'];

function kindOf(path: string): BuildSummary['kind'] {
  if (path.endsWith('.js')) return 'JavaScript';
  if (path.endsWith('.css')) return 'CSS';
  return 'other';
}

/** Groups the written files by kind; precompressed siblings count towards their original. */
export function summariseBuild(files: readonly BuiltFile[]): BuildSummary[] {
  const brotli = new Map(
    files.filter((f) => f.path.endsWith('.br')).map((f) => [f.path.slice(0, -3), f.bytes]),
  );
  const summaries = new Map<BuildSummary['kind'], BuildSummary>();
  for (const file of files) {
    if (COMPRESSED_SUFFIXES.some((suffix) => file.path.endsWith(suffix))) continue;
    const kind = kindOf(file.path);
    const summary = summaries.get(kind) ?? { kind, files: 0, bytes: 0, brotliBytes: null };
    summary.files += 1;
    summary.bytes += file.bytes;
    const compressed = brotli.get(file.path);
    if (compressed !== undefined) summary.brotliBytes = (summary.brotliBytes ?? 0) + compressed;
    summaries.set(kind, summary);
  }
  const order: BuildSummary['kind'][] = ['JavaScript', 'CSS', 'other'];
  return order.flatMap((kind) => summaries.get(kind) ?? []);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** One line per kind, e.g. `  JavaScript  212 files  2,310 KiB (612 KiB brotli)`. */
export function formatBuildSummary(summaries: readonly BuildSummary[], seconds: number): string {
  const lines = summaries.map((s) => {
    const served = s.brotliBytes === null ? '' : ` (${kib(s.brotliBytes)} brotli)`;
    return `  ${s.kind.padEnd(10)} ${String(s.files).padStart(4)} files  ${kib(s.bytes)}${served}`;
  });
  return [`build: written to dist/ in ${seconds.toFixed(1)} s`, ...lines].join('\n');
}
