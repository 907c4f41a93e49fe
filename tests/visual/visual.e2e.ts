/**
 * Visual baselines (issue 9): every fixture page, created in the demo store through the
 * API, rendered by the real storefront in Chromium at xs, md and xl (theme variants: a
 * phone's first screen, see plan.ts) and compared with tests/visual/baselines/. Shots run
 * a few at a time: most of a shot is waiting for the server and the browser. A difference fails and writes
 * `<shot>.actual.png`, `.expected.png` and `.diff.png` under test-results/visual/.
 * `npm run baselines` (UPDATE_BASELINES=1) records the current rendering instead.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLibrary } from '../../fixtures/pages/library';
import { captureStill, openStill } from './capture';
import { compareScreenshots, comparisonMessage } from './compare';
import { staleBaselines, visualPlan, type Shot } from './plan';
import { startFixtureStore, type FixtureStore } from './storeFixtures';

const BASELINES = join(process.cwd(), 'tests', 'visual', 'baselines');
const RESULTS = join(process.cwd(), 'test-results', 'visual');
const UPDATE = process.env.UPDATE_BASELINES === '1';

const library = fixtureLibrary();
const plan = visualPlan(library);

let store: FixtureStore;
beforeAll(async () => {
  store = await startFixtureStore(library);
  rmSync(RESULTS, { recursive: true, force: true });
});
afterAll(async () => {
  await store?.e2e.close();
});

const readOrNull = (path: string): Buffer | null => {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
};

const write = (path: string, bytes: Buffer) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
};

async function shoot(shot: Shot): Promise<Buffer> {
  const stored = store.stored.get(shot.fixture);
  if (!stored) throw new Error(`fixture ${shot.fixture} was not loaded into the store`);
  const page = await openStill(
    store.e2e.browser,
    store.e2e.server.origin,
    stored.target,
    shot.width,
    shot.maxHeight,
  );
  try {
    return await captureStill(page, shot.maxHeight);
  } finally {
    await page.context().close();
  }
}

describe('visual baselines', () => {
  it.concurrent.for(
    plan.map((shot) => [`${shot.fixture} at ${shot.breakpoint} (${shot.width}px)`, shot] as const),
  )('%s', async ([label, shot], { expect }) => {
    const actual = await shoot(shot);
    const baselinePath = join(BASELINES, shot.baseline);
    const comparison = compareScreenshots(readOrNull(baselinePath), actual);
    if (UPDATE) {
      if (comparison.verdict !== 'same') write(baselinePath, actual);
      return;
    }
    const message = comparisonMessage(label, comparison);
    if (message) {
      const base = join(RESULTS, shot.baseline.replace(/\.png$/, ''));
      write(`${base}.actual.png`, actual);
      const expected = readOrNull(baselinePath);
      if (expected) write(`${base}.expected.png`, expected);
      if (comparison.verdict === 'different') write(`${base}.diff.png`, comparison.diff);
    }
    expect(message).toBeNull();
  });

  it('keeps no baseline that no fixture uses (npm run baselines removes them)', () => {
    const files = readdirSync(BASELINES, { recursive: true, encoding: 'utf8' }).map((file) =>
      relative(BASELINES, join(BASELINES, file)),
    );
    const stale = staleBaselines(files, plan);
    if (UPDATE) for (const file of stale) rmSync(join(BASELINES, file));
    else expect(stale).toStrictEqual([]);
  });
});
