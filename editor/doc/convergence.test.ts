import { describe, expect, it } from 'vitest';
import { convergenceProblems, runConvergence } from './testing/convergenceHarness';

/**
 * Five peers, random commands and text edits, random delivery order, random disconnects:
 * every seed must end with identical, valid pages and every block exactly once. A failing
 * seed replays exactly: `runConvergence({ seed })`. The benchmark runs many more seeds.
 */
const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

describe('convergence of five peers editing one page', () => {
  it.each(SEEDS)('seed %i converges', (seed) => {
    const result = runConvergence({ seed, peers: 5, steps: 60 });
    expect(convergenceProblems(result)).toStrictEqual([]);
  });

  it('does real work: commands apply, blocks are created, peers go offline and come back', () => {
    const results = SEEDS.slice(0, 20).map((seed) => runConvergence({ seed }));
    const applied = results.reduce((sum, result) => sum + result.applied, 0);
    const created = results.reduce((sum, result) => sum + result.createdIds.length, 0);
    expect(applied).toBeGreaterThan(20 * 30);
    expect(created).toBeGreaterThan(20 * 5);
  });
});
