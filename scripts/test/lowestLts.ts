/**
 * The unit (src/) and storage suites on the lowest supported Node.js LTS (22), beside the
 * pinned runtime (24) every other step uses. Node 22 comes from the npm registry as the
 * official build for this platform (`node-<platform>-<arch>`), unpacked once into
 * node_modules/.cache; Vitest's workers inherit it (they start with process.execPath).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const LOWEST_LTS = '22.23.3';
// The pure rules (src/) and the storage suite, on SQLite and, in CI, PostgreSQL: what
// Node's own changes could break (crypto, streams, the native database module), kept
// short so the whole CI run stays well under 30 minutes.
const SUITES = ['src/', 'server/db/', 'tests/server/storage.test.ts'];

function run(command: string, args: string[], cwd?: string): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd, env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The Node 22 binary, fetched and unpacked on first use. */
function lowestLtsNode(): string {
  const name = `node-${process.platform}-${process.arch}`;
  const dir = join('node_modules', '.cache', `${name}-${LOWEST_LTS}`);
  const binary = join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  run('npm', ['pack', `${name}@${LOWEST_LTS}`, '--pack-destination', dir, '--silent']);
  run('tar', ['-xzf', `${name}-${LOWEST_LTS}.tgz`], dir);
  return binary;
}

run(lowestLtsNode(), [join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...SUITES]);
