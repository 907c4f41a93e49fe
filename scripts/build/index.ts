/**
 * `npm run build`: the production build with Vite's warnings and errors only, then a
 * short summary (scripts/build/summary.ts), so `npm start` ends with the URLs and logins.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatBuildSummary, summariseBuild, type BuiltFile } from './summary';

const OUT_DIR = 'dist/client';

function filesUnder(dir: string, root = dir): BuiltFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, root);
    return [{ path: relative(root, path), bytes: statSync(path).size }];
  });
}

const started = Date.now();
const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(formatBuildSummary(summariseBuild(filesUnder(OUT_DIR)), (Date.now() - started) / 1000));
