/**
 * Collaboration benchmark (issue 7, Performance). Writes bench/results/collab.json:
 * - propagation latency between two clients through the server on loopback, idle and
 *   while other clients keep loading large page documents (targets: idle p50 2 ms and p99
 *   4 ms; storm p99 under 20 ms), beside a bare ws relay (the floor);
 * - the server's memory and CPU with 100 clients on one page, idle and while one types;
 * - updates delivered per second with two server processes over Redis (REDIS_URL, default
 *   redis://127.0.0.1:6379), beside one process;
 * - a page document after 10,000 edits: its size and load time against its JSON snapshot;
 * - a longer convergence run than `npm test` (BENCH_CONVERGENCE_SEEDS, default 1000).
 * The server runs in its own process; so do the storm and the relay.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { convergenceProblems, runConvergence } from '../../editor/doc/testing/convergenceHarness';
import { cookieOf, openClient, type TestClient } from '../../tests/collab/support';
import type { BenchResult } from '../report';
import { BENCH_SELLER } from './benchUser';
import { editedPageDocument, measureLoad, type LoadMeasure } from './docGrowth';
import { deliveredPerSecond, documentLatencies, relayLatencies } from './latency';
import { startBenchProcess, type BenchProcess } from './processes';
import { percentile, round } from './stats';

const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 400);
const CROWD = Number(process.env.BENCH_CROWD ?? 100);
const STORM_CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 6);
const BURST = Number(process.env.BENCH_BURST ?? 2_000);
const EDITS = 10_000;
const CONVERGENCE_SEEDS = Number(process.env.BENCH_CONVERGENCE_SEEDS ?? 1_000);
export const LATENCY_TARGETS = { idleP50Ms: 2, idleP99Ms: 4, stormP99Ms: 20 };

interface TargetInfo {
  url: string;
  divisionId: number;
  smallPageId: number;
  stormPageIds: number[];
}
interface ServerStats {
  rss: number;
  heapUsed: number;
  cpuPercent: number;
  connections: number;
}
interface Latency {
  p50Ms: number;
  p99Ms: number;
  samples: number;
}

export interface CollabBenchReport {
  benchmark: 'collab';
  date: string;
  node: string;
  latency: {
    relay: Latency;
    idle: Latency;
    storm: Latency & { documentsLoadedDuringStorm: number };
    targets: typeof LATENCY_TARGETS;
    met: boolean;
  };
  crowd: {
    clients: number;
    baseline: ServerStats;
    idle: ServerStats;
    typing: ServerStats & { editsPerSecond: number };
  };
  redis:
    | { url: string; oneProcessPerSecond: number; twoProcessesPerSecond: number }
    | { skipped: string };
  document: LoadMeasure & { edits: number; sizeRatio: number; loadRatio: number };
  convergence: { seeds: number; failures: number[]; seconds: number };
}

const summary = (values: number[]): Latency => ({
  p50Ms: round(percentile(values, 50)),
  p99Ms: round(percentile(values, 99)),
  samples: values.length,
});
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectAll(
  target: TargetInfo,
  cookie: string,
  count: number,
  pageId = target.smallPageId,
): Promise<TestClient[]> {
  const clients = Array.from({ length: count }, () =>
    openClient({ url: target.url, divisionId: target.divisionId, pageId, cookie }),
  );
  await Promise.all(clients.map((client) => client.synced));
  return clients;
}

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function measureRedis(
  dataDir: string,
  cookieFor: (url: string) => Promise<string>,
): Promise<CollabBenchReport['redis']> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisReachable(url))) return { skipped: `no Redis at ${url}` };
  const env = {
    DATA_DIR: dataDir,
    REDIS_URL: url,
    REDIS_PREFIX: `collab-bench-${randomBytes(4).toString('hex')}`,
  };
  const servers: BenchProcess<TargetInfo>[] = [];
  const clients: TestClient[] = [];
  try {
    servers.push(await startBenchProcess<TargetInfo>('target.ts', env));
    servers.push(await startBenchProcess<TargetInfo>('target.ts', env));
    const [one, two] = servers.map((server) => server.info) as [TargetInfo, TargetInfo];
    const cookie = await cookieFor(one.url);
    const open = (target: TargetInfo) => {
      const client = openClient({
        url: target.url,
        divisionId: target.divisionId,
        pageId: target.smallPageId,
        cookie,
      });
      clients.push(client);
      return client;
    };
    const [a, sameB, otherB] = [open(one), open(one), open(two)];
    await Promise.all(clients.map((client) => client.synced));
    await deliveredPerSecond(a, otherB, 100);
    const oneProcessPerSecond = round(await deliveredPerSecond(a, sameB, BURST), 0);
    const twoProcessesPerSecond = round(await deliveredPerSecond(a, otherB, BURST), 0);
    return { url, oneProcessPerSecond, twoProcessesPerSecond };
  } finally {
    for (const client of clients) client.destroy();
    for (const server of servers) await server.stop();
  }
}

/** Runs every measure and writes bench/results/collab.json. */
export async function runCollabBench(): Promise<CollabBenchReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'omnis-collab-bench-'));
  const processes: BenchProcess<unknown>[] = [];
  const clients: TestClient[] = [];
  try {
    const server = await startBenchProcess<TargetInfo>('target.ts', { DATA_DIR: dataDir });
    const relay = await startBenchProcess<{ url: string }>('relay.ts');
    processes.push(server as BenchProcess<unknown>, relay as BenchProcess<unknown>);
    const target = server.info;
    const cookieFor = (url: string) => cookieOf(url, BENCH_SELLER.email, BENCH_SELLER.password);
    const cookie = await cookieFor(target.url);

    // Latency: warm up, then idle, then under the storm.
    const relayLatency = summary(await relayLatencies(relay.info.url, SAMPLES));
    const [sender, receiver] = await connectAll(target, cookie, 2);
    clients.push(sender!, receiver!);
    await documentLatencies(sender!, receiver!, 50);
    const idle = summary(await documentLatencies(sender!, receiver!, SAMPLES));
    const storm = await startBenchProcess<{ started: number }>('storm.ts', {}, [
      target.url,
      String(target.divisionId),
      cookie,
      target.stormPageIds.join(','),
      String(STORM_CLIENTS),
    ]);
    processes.push(storm as BenchProcess<unknown>);
    await pause(1_000);
    const stormLatency = summary(await documentLatencies(sender!, receiver!, SAMPLES));
    const { loaded } = await storm.ask<{ loaded: number }>('count');
    await storm.stop();

    // 100 clients on one page: memory and CPU, idle and while one of them types.
    await pause(500);
    await server.ask<ServerStats>('stats');
    await pause(1_000);
    const baseline = await server.ask<ServerStats>('stats');
    const crowd = await connectAll(target, cookie, CROWD);
    clients.push(...crowd);
    await pause(500);
    await server.ask<ServerStats>('stats');
    await pause(2_000);
    const crowdIdle = await server.ask<ServerStats>('stats');
    const typist = crowd[0]!;
    const typingStart = performance.now();
    let edits = 0;
    while (performance.now() - typingStart < 3_000) {
      typist.doc.getMap('pageProperties').set('description', `typing ${edits}`);
      edits += 1;
      await pause(50);
    }
    const typing = await server.ask<ServerStats>('stats');
    const editsPerSecond = round(edits / ((performance.now() - typingStart) / 1000), 1);
    for (const client of crowd) client.destroy();
    await server.stop();

    const redis = await measureRedis(dataDir, cookieFor);

    const measure = measureLoad(editedPageDocument(EDITS));
    const convergenceStart = performance.now();
    const failures: number[] = [];
    for (let seed = 1; seed <= CONVERGENCE_SEEDS; seed += 1) {
      if (
        convergenceProblems(runConvergence({ seed: 100_000 + seed, peers: 5, steps: 80 })).length >
        0
      )
        failures.push(100_000 + seed);
    }

    const report: CollabBenchReport = {
      benchmark: 'collab',
      date: new Date().toISOString(),
      node: process.version,
      latency: {
        relay: relayLatency,
        idle,
        storm: { ...stormLatency, documentsLoadedDuringStorm: loaded },
        targets: LATENCY_TARGETS,
        met:
          idle.p50Ms <= LATENCY_TARGETS.idleP50Ms &&
          idle.p99Ms <= LATENCY_TARGETS.idleP99Ms &&
          stormLatency.p99Ms < LATENCY_TARGETS.stormP99Ms,
      },
      crowd: { clients: CROWD, baseline, idle: crowdIdle, typing: { ...typing, editsPerSecond } },
      redis,
      document: {
        ...measure,
        edits: EDITS,
        sizeRatio: round(measure.storedBytes / measure.jsonBytes),
        loadRatio: round(measure.loadMs / measure.jsonParseMs),
      },
      convergence: {
        seeds: CONVERGENCE_SEEDS,
        failures,
        seconds: round((performance.now() - convergenceStart) / 1000, 1),
      },
    };
    mkdirSync(join('bench', 'results'), { recursive: true });
    writeFileSync(join('bench', 'results', 'collab.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    for (const client of clients) client.destroy();
    for (const child of processes) await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows `npm run bench` reports (bench/report.ts). */
export async function run(): Promise<BenchResult[]> {
  const report = await runCollabBench();
  const { latency, crowd, redis, document, convergence } = report;
  const relay = (value: number) => ({ name: 'bare ws relay', value });
  const rows: BenchResult[] = [
    {
      measure: 'collab propagation p50, idle',
      unit: 'ms',
      ours: latency.idle.p50Ms,
      peer: relay(latency.relay.p50Ms),
      better: 'lower',
      target: { on: 'value', max: LATENCY_TARGETS.idleP50Ms },
    },
    {
      measure: 'collab propagation p99, idle',
      unit: 'ms',
      ours: latency.idle.p99Ms,
      peer: relay(latency.relay.p99Ms),
      better: 'lower',
      target: { on: 'value', max: LATENCY_TARGETS.idleP99Ms },
    },
    {
      measure: 'collab propagation p99, load storm',
      unit: 'ms',
      ours: latency.storm.p99Ms,
      peer: { name: 'idle', value: latency.idle.p99Ms },
      better: 'lower',
      target: { on: 'value', max: LATENCY_TARGETS.stormP99Ms },
      note: `${latency.storm.documentsLoadedDuringStorm} large documents loaded meanwhile`,
    },
    {
      measure: `server memory, ${crowd.clients} clients on one page`,
      unit: 'MB',
      ours: mb(crowd.idle.rss),
      peer: { name: 'no clients', value: mb(crowd.baseline.rss) },
      better: 'lower',
    },
    {
      measure: `server CPU, ${crowd.clients} clients, one typing`,
      unit: '%',
      ours: round(crowd.typing.cpuPercent, 1),
      peer: { name: 'idle crowd', value: round(crowd.idle.cpuPercent, 1) },
      better: 'lower',
      note: `${crowd.typing.editsPerSecond} edits/s`,
    },
    {
      measure: `page document after ${document.edits} edits: stored size`,
      unit: 'bytes',
      ours: document.storedBytes,
      peer: { name: 'JSON snapshot', value: document.jsonBytes },
      better: 'lower',
      target: { on: 'ratio', max: 1.5 },
      note: `${document.stateBytes} bytes as a v1 update (the wire's format)`,
    },
    {
      measure: `page document after ${document.edits} edits: load`,
      unit: 'ms',
      ours: round(document.loadMs),
      peer: { name: 'JSON parse with the page schema', value: round(document.jsonParseMs) },
      better: 'lower',
    },
    {
      measure: 'convergence seeds failing (5 peers, 80 steps)',
      unit: 'seeds',
      ours: convergence.failures.length,
      better: 'lower',
      target: { on: 'value', max: 0 },
      note: `${convergence.seeds} seeds in ${convergence.seconds} s`,
    },
  ];
  if ('skipped' in redis) {
    rows.push({
      measure: 'updates delivered across two processes over Redis',
      unit: 'msg/s',
      ours: 0,
      better: 'higher',
      note: `skipped: ${redis.skipped}`,
    });
  } else {
    rows.push({
      measure: 'updates delivered across two processes over Redis',
      unit: 'msg/s',
      ours: redis.twoProcessesPerSecond,
      peer: { name: 'one process', value: redis.oneProcessPerSecond },
      better: 'higher',
    });
  }
  return rows;
}

if (process.argv[1]?.endsWith(join('bench', 'collab', 'run.ts'))) {
  const report = await runCollabBench();
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}
