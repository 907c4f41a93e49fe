/**
 * `npm run baselines`: records the visual baselines deliberately (after a change meant to
 * alter how pages look). Builds the client bundles, then runs the visual suite with
 * UPDATE_BASELINES=1: every shot that differs is rewritten in tests/visual/baselines/, a
 * new fixture gets its baselines, and those of removed fixtures go. Review the PNGs in
 * the diff before committing them.
 */
import { spawnSync } from 'node:child_process';

const steps: Array<{ name: string; args: string[]; env?: Record<string, string> }> = [
  { name: 'build', args: ['vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'visual baselines',
    args: ['vitest', 'run', '-c', 'vitest.e2e.config.ts', 'tests/visual'],
    env: { UPDATE_BASELINES: '1' },
  },
];

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync('npx', step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  '\nBaselines recorded in tests/visual/baselines/: review them with git diff before committing.',
);
