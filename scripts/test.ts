/**
 * `npm test`: every check, in order, stopping at the first failure.
 * typecheck -> lint -> format -> unit and integration (Vitest) -> rules and storage suites
 * again on Node 22 -> production build -> end-to-end
 * (Chromium). The storage and collaboration suites join in when DATABASE_URL_TEST and
 * REDIS_URL_TEST are set (CI sets both).
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  // Unformatted code fails the run: `npm run format` writes it.
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'unit and integration', command: 'npx', args: ['vitest', 'run'] },
  // The lowest supported LTS (22) runs the rules and the storage suite too.
  {
    name: 'node 22',
    command: 'node',
    args: ['--import', 'tsx', 'scripts/test/lowestLts.ts'],
  },
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  { name: 'end-to-end', command: 'npx', args: ['vitest', 'run', '-c', 'vitest.e2e.config.ts'] },
];

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
