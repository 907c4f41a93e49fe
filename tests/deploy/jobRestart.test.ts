import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { fixturePage } from '../mail/renderFixture';
import { Browser } from '../server/support/browser';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';
import { spawnServer, waitForExit, type ServerProcess } from '../server/support/process';
import { seedStoreWithSeller } from '../server/support/stores';

/**
 * Jobs survive a kill without Redis (issue 23, section 4): the real server sends a mail
 * page to a list (paced, 10 a second, so it takes seconds), is killed with SIGKILL in the
 * middle, and started again on the same database. The send is resumed from where it
 * stopped and completes once: every subscriber has the mail, nobody has it twice but
 * possibly the one address being sent at the moment of the kill, and the job is done.
 */
const SUBSCRIBERS = 30;
/** The server is killed once this many mails are out. */
const KILL_AFTER = 6;
const SUBJECT = 'Spring is here: meet the Coastline range';
/** A short lease, so the restarted server takes the killed job over quickly. */
const env = { JOB_LEASE_MS: '2000', REDIS_URL: '' };

describe.each(testDatabaseKinds())('a list send killed mid-way on $dialect', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await kind.open();
    await seedStoreWithSeller(
      database,
      { code: 'jobs', name: 'Jobs' },
      { email: 'seller@jobs.test', password: 'jobs password' },
    );
    const { db } = database.handle;
    const division = await db
      .selectFrom('divisions')
      .select('id')
      .where('code', '=', 'jobs')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('mailing_list_subscribers')
      .values(
        Array.from({ length: SUBSCRIBERS }, (_, n) => ({
          division_id: division.id,
          mailing_list: 'newsletter',
          email: `fan${n}@list.test`,
          first_name: 'Fan',
          created_at: now,
          verify_token_hash: null,
          verified_at: now,
          unsubscribe_token_hash: null,
          unsubscribed_at: null,
        })),
      )
      .execute();
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database?.dispose();
  });

  /** How many list mails each address has in the outbox. */
  const mailed = async (): Promise<Map<string, number>> => {
    const rows = await database.handle.db
      .selectFrom('outbox')
      .select('recipient')
      .where('subject', '=', SUBJECT)
      .execute();
    const counts = new Map<string, number>();
    for (const { recipient } of rows) counts.set(recipient, (counts.get(recipient) ?? 0) + 1);
    return counts;
  };
  const total = async () => [...(await mailed()).values()].reduce((sum, n) => sum + n, 0);

  it('resumes after a restart and reaches every subscriber once', async () => {
    server = await spawnServer({ ...database.env, ...env });
    const seller = new Browser(server.url);
    expect((await seller.signIn('seller@jobs.test', 'jobs password')).status).toBe(200);
    const {
      id: _id,
      uuid: _uuid,
      divisionId: _d,
      version: _v,
      ...page
    } = fixturePage('mail-newsletter.json');
    const created = await seller.post<Page>('/omnis/v3/divisions/jobs/pages/', page);
    expect(created.status).toBe(201);
    const sent = await seller.post<{ recipients: number }>(
      `/omnis/v3/divisions/jobs/pages/${created.body.id}/mail/send-to-list/`,
      { mailingList: 'newsletter' },
    );
    expect(sent.status).toBe(202);

    await expect.poll(total, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(KILL_AFTER);
    server.child.kill('SIGKILL');
    await waitForExit(server.child);
    const beforeRestart = await total();
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);
    const job = () =>
      database.handle.db
        .selectFrom('jobs')
        .select(['status', 'starts', 'failures'])
        .where('name', '=', 'mail-list-send')
        .execute();
    expect(await job()).toEqual([{ status: 'running', starts: 1, failures: 0 }]);

    server = await spawnServer({ ...database.env, ...env });
    await expect
      .poll(job, { timeout: 60_000, interval: 200 })
      .toEqual([{ status: 'done', starts: 2, failures: 0 }]);
    const counts = await mailed();
    expect(counts.size).toBe(SUBSCRIBERS);
    const twice = [...counts.values()].filter((n) => n > 1);
    // At most the one address in flight when the process died is mailed again.
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    // Its steps are gone with it: nothing is left to resume.
    const steps = await database.handle.db.selectFrom('job_steps').select('step').execute();
    expect(steps).toEqual([]);
  }, 180_000);
});
