import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRollupJob } from '../../server/events/rollupJob';
import { databaseJobQueue, redisJobQueue, type JobQueue } from '../../server/jobs';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';

/**
 * The analytics roll-up is a repeating job on the durable queue, not a timer in each
 * process (issue 23, section 4): two processes (two queues with their own owner and
 * connections over one database, or one Redis) run one roll-up per period between them.
 */
const EVERY_MS = 250;
const PERIODS = 4;
const redisUrl = process.env.REDIS_URL_TEST;

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.dispose();
});

type MakeQueues = () => Promise<[JobQueue, JobQueue]>;
const kinds: [string, MakeQueues][] = testDatabaseKinds().map((kind) => [
  kind.dialect,
  async () => {
    const database = await kind.open();
    databases.push(database);
    const make = () => databaseJobQueue({ db: database.handle.db, pollMs: 50 });
    return [make(), make()];
  },
]);
if (redisUrl)
  kinds.push([
    'redis',
    async () => {
      const prefix = `test-rollup-${randomBytes(6).toString('hex')}`;
      return [redisJobQueue({ url: redisUrl, prefix }), redisJobQueue({ url: redisUrl, prefix })];
    },
  ]);

describe.each(kinds)('the roll-up job in %s', (_kind, makeQueues) => {
  it('runs once per period across two processes, and idle() does not wait for its next run', async () => {
    const queues = await makeQueues();
    const runs: { process: number; period: number }[] = [];
    const schedules = queues.map((queue, process) =>
      registerRollupJob(queue, {
        everyMs: EVERY_MS,
        run: async (period) => void runs.push({ process, period }),
      }),
    );
    try {
      for (const queue of queues) await queue.start();
      // Both processes start and ask for the next period's run.
      for (const schedule of schedules) await schedule.scheduleNext();
      await expect
        .poll(() => runs.length, { timeout: 20_000, interval: 50 })
        .toBeGreaterThanOrEqual(PERIODS);
      // The queue has nothing due: the next roll-up waits for its period.
      await Promise.all(queues.map((queue) => queue.idle()));
    } finally {
      for (const queue of queues) await queue.close();
    }
    const periods = runs.map((run) => run.period);
    expect(new Set(periods).size).toBe(periods.length);
    // Periods are aligned for every process (a late run may skip one: no catching up).
    for (const period of periods) expect(period % EVERY_MS).toBe(0);
  });
});
