/**
 * Events benchmark (issue 21). Two measures per database (SQLite always, PostgreSQL when
 * DATABASE_URL_TEST is set):
 * - ingest: POST /omnis/v3/events/logEvent/ through the real app (validation, bot check,
 *   store lookup, compact insert), batches of 50 page views from 8 concurrent senders,
 *   in events/s;
 * - query: with BENCH_EVENTS events (10 million by default) spread over 90 days, the time
 *   of the seller's 30-day summary (read from the daily roll-up, as the screen does), of
 *   rebuilding one day (what a read does for today), and of rolling up all 90 days once.
 * Run alone: `node --import tsx bench/events/run.ts` (writes bench/results/events.json).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { createRepositories } from '../../server/db/repos';
import { createAnalyticsRepository } from '../../server/events/analyticsRepository';
import { rollUp } from '../../server/events/rollupJob';
import type { BenchResult } from '../report';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const INGEST_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const BATCH = 50;
const SENDERS = 8;
const DAYS = 90;
const END_DAY = '2026-11-27';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Opened {
  dialect: 'sqlite' | 'postgres';
  handle: DatabaseHandle;
  dataDir: string;
  dispose: () => Promise<void>;
}

async function openSqlite(): Promise<Opened> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    dialect: 'sqlite',
    handle,
    dataDir,
    dispose: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(adminUrl: string): Promise<Opened> {
  const name = `bench_events_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  const handle = openDatabase({ dataDir, databaseUrl: url.toString() });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    dialect: 'postgres',
    handle,
    dataDir,
    dispose: async () => {
      await handle.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ingest(opened: Opened, divisionId: number): Promise<number> {
  const app = await buildApp({
    db: opened.handle.db,
    config: defaultConfig({ env: 'test', dataDir: opened.dataDir }),
  });
  await app.ready();
  const body = (sender: number, n: number) =>
    JSON.stringify({
      division: divisionId,
      events: Array.from({ length: BATCH }, (_, i) => ({
        name: 'page_view',
        data: { visitor: `visitor-${sender}-${n}`, path: `/page-${i % 20}/`, landing: i === 0 },
      })),
    });
  let sent = 0;
  const started = performance.now();
  const until = started + INGEST_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let n = 0; performance.now() < until; n++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/omnis/v3/events/logEvent/',
          // A consenting visitor's beacon: without the consent cookie nothing is stored.
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': CHROME,
            cookie: 'cookie-consent=granted.granted',
          },
          payload: body(sender, n),
        });
        if (answer.statusCode !== 202) throw new Error(`ingest answered ${answer.statusCode}`);
        sent += BATCH;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  return sent / seconds;
}

/** EVENTS rows straight into the table (generated in SQL), spread evenly over DAYS days. */
async function fill(opened: Opened, divisionId: number): Promise<void> {
  const { db } = opened.handle;
  const start = Date.parse(`${END_DAY}T00:00:00Z`) / 1000 - (DAYS - 1) * 86_400;
  const span = DAYS * 86_400;
  const chunk = 1_000_000;
  for (let offset = 0; offset < EVENTS; offset += chunk) {
    const count = Math.min(chunk, EVENTS - offset);
    if (opened.dialect === 'postgres')
      await sql`INSERT INTO analytics_events (division_id, at, code, visitor, path, ref, ref2)
        SELECT ${divisionId}::int, ${start}::int + ((g * ${span}::bigint) / ${EVENTS}::bigint)::int,
          CASE WHEN g % 10 = 0 THEN 2 WHEN g % 25 = 0 THEN 3 ELSE 1 END,
          'v' || (g % 200000), '/page-' || (g % 50) || '/',
          CASE WHEN g % 10 = 0 THEN 1 + g % 30 WHEN g % 7 = 0 THEN 1 ELSE 0 END, NULL
        FROM generate_series(${offset}::bigint, ${offset + count - 1}::bigint) AS g`.execute(db);
    else
      await sql`WITH RECURSIVE s(g) AS (SELECT ${offset} UNION ALL SELECT g + 1 FROM s WHERE g < ${offset + count - 1})
        INSERT INTO analytics_events (division_id, at, code, visitor, path, ref, ref2)
        SELECT ${divisionId}, ${start} + (g * ${span}) / ${EVENTS},
          CASE WHEN g % 10 = 0 THEN 2 WHEN g % 25 = 0 THEN 3 ELSE 1 END,
          'v' || (g % 200000), '/page-' || (g % 50) || '/',
          CASE WHEN g % 10 = 0 THEN 1 + g % 30 WHEN g % 7 = 0 THEN 1 ELSE 0 END, NULL
        FROM s`.execute(db);
  }
}

const time = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return Math.round((performance.now() - started) * 10) / 10;
};

interface DatabaseMeasures {
  dialect: string;
  ingestEventsPerSecond: number;
  events: number;
  fillMs: number;
  fullRollupMs: number;
  oneDayRollupMs: number;
  summaryMs: number;
}

async function measure(opened: Opened): Promise<DatabaseMeasures> {
  try {
    const repos = createRepositories(opened.handle.db);
    const division = await repos.divisions.create({
      code: 'bench',
      name: 'Bench Store',
      subdomain: 'bench',
      theme: 'naked',
    });
    const ingestEventsPerSecond = Math.round(await ingest(opened, division.id));
    // The query measures start from an empty table of exactly EVENTS rows.
    await opened.handle.db.deleteFrom('analytics_events').execute();
    const fillMs = await time(() => fill(opened, division.id));
    if (opened.dialect === 'postgres')
      await sql`ANALYZE analytics_events`.execute(opened.handle.db);
    const analytics = createAnalyticsRepository(opened.handle.db);
    const days = Array.from({ length: DAYS }, (_, i) =>
      new Date(Date.parse(`${END_DAY}T00:00:00Z`) - (DAYS - 1 - i) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    const fullRollupMs = await time(() => rollUp(analytics, days));
    const oneDayRollupMs = await time(() => analytics.rollUpDay(division.id, END_DAY));
    const from = days[DAYS - 30]!;
    await analytics.summary(division.id, { from, to: END_DAY }); // warm
    const runs: number[] = [];
    for (let i = 0; i < 5; i++)
      runs.push(await time(() => analytics.summary(division.id, { from, to: END_DAY })));
    const summaryMs = runs.sort((a, b) => a - b)[2]!;
    return {
      dialect: opened.dialect,
      ingestEventsPerSecond,
      events: EVENTS,
      fillMs,
      fullRollupMs,
      oneDayRollupMs,
      summaryMs,
    };
  } finally {
    await opened.dispose();
  }
}

export async function runEventsBench(): Promise<DatabaseMeasures[]> {
  const results = [await measure(await openSqlite())];
  const pgUrl = process.env.DATABASE_URL_TEST;
  if (pgUrl) results.push(await measure(await openPostgres(pgUrl)));
  return results;
}

export async function run(): Promise<BenchResult[]> {
  const results = await runEventsBench();
  return results.flatMap((result) => [
    {
      measure: `event ingest, batches of ${BATCH} (${result.dialect})`,
      unit: 'events/s',
      ours: result.ingestEventsPerSecond,
      better: 'higher' as const,
    },
    {
      measure: `analytics 30-day summary at ${result.events.toLocaleString('en-GB')} events (${result.dialect})`,
      unit: 'ms',
      ours: result.summaryMs,
      better: 'lower' as const,
      note: `one day rebuilt on read ${result.oneDayRollupMs} ms; all ${DAYS} days rolled up ${result.fullRollupMs} ms`,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runEventsBench();
  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(join('bench', 'results', 'events.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    '| database | ingest events/s | events | fill ms | roll-up 90 days ms | one day ms | 30-day summary ms |\n|---|---|---|---|---|---|---|',
  );
  for (const r of results)
    console.log(
      `| ${r.dialect} | ${r.ingestEventsPerSecond} | ${r.events} | ${r.fillMs} | ${r.fullRollupMs} | ${r.oneDayRollupMs} | ${r.summaryMs} |`,
    );
}
