/**
 * Live chat benchmark (issue 22). Writes bench/results/chat.json:
 * - 1,000 open chat connections (shoppers' event streams) on one server process: the
 *   process's memory before and after, per connection. The clients run in the same process,
 *   so the figure is an upper bound (it includes each client's socket and parser);
 * - message latency from a shopper's POST to the seller's inbox stream, p50 and p99, beside
 *   the collaboration channel's propagation figures of the last full bench run
 *   (bench/results/latest.json), which measure the same path: one client to another
 *   through the server on loopback.
 * Storage is SQLite in a temporary directory; no Redis (one process).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchResult } from '../report';
import { percentile, round } from '../collab/stats';
import { openEventStream, type EventStream } from '../../tests/server/support/eventStream';
import { PASSWORD, startTestServer } from '../../tests/server/support/server';
import { testDatabaseKinds } from '../../tests/server/support/databases';

const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1_000);
const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 300);
const API = '/omnis/v3';

const settle = async () => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 300));
  (globalThis as { gc?: () => void }).gc?.();
};

/** The collaboration channel's figure of the last full bench run, if there is one. */
function collabFigure(measure: string): number | null {
  const file = join(process.cwd(), 'bench/results/latest.json');
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    rows: { benchmark: string; measure: string; ours: number }[];
  };
  return (
    report.rows.find((r) => r.benchmark === 'collab' && r.measure.startsWith(measure))?.ours ?? null
  );
}

export async function run(): Promise<BenchResult[]> {
  const kind = testDatabaseKinds().find((k) => k.dialect === 'sqlite')!;
  const server = await startTestServer({ kind });
  const streams: EventStream[] = [];
  try {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const inbox = await openEventStream(
      `${server.url}${API}/live-chat/inbox/stream?division=demo`,
      seller.cookieHeader(),
    );
    const shopper = server.browser();
    await shopper.visit();
    const { token } = (await shopper.get<{ token: string }>(`${API}/live-chat/token`)).body;
    const headers = { 'x-live-chat-token': token };
    const started = await shopper.post<{ conversation: { id: number } }>(
      `${API}/live-chat/chats/?division=demo`,
      { group: 3, name: 'Bench', body: 'hello' },
      { headers },
    );
    const chatId = started.body.conversation.id;
    await inbox.next('message');

    // Latency: shopper's POST until the seller's inbox stream delivers it.
    const latencies: number[] = [];
    for (let n = 0; n < SAMPLES; n += 1) {
      const began = performance.now();
      // Timed until the inbox hears of it; the POST's own answer also waits for the
      // seller notification, which is not part of the delivery.
      const arrived = (async () => {
        for (;;) {
          const event = await inbox.next<{ message?: { body: string } }>('message');
          if (event.message?.body === `m${n}`) return performance.now();
        }
      })();
      const posted = shopper.post(
        `${API}/live-chat/chat/${chatId}/messages/`,
        { body: `m${n}` },
        { headers },
      );
      const at = await arrived;
      await posted;
      latencies.push(at - began);
    }
    inbox.close();

    // Notices: one per conversation until the seller reads it (before: one per message).
    const noticeRows = await server.database.handle.db
      .selectFrom('notification_recipients as r')
      .innerJoin('notifications', 'notifications.id', 'r.notification_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('notifications.tag', '=', `live-chat-${chatId}`)
      .executeTakeFirstOrThrow();
    const noticesWritten = Number(noticeRows.n);
    const shopperMessages = SAMPLES + 1;

    // Memory per open connection.
    await settle();
    const before = process.memoryUsage();
    for (let n = 0; n < CONNECTIONS; n += 1)
      streams.push(
        await openEventStream(
          `${server.url}${API}/live-chat/chat/${chatId}/stream?token=${token}`,
          shopper.cookieHeader(),
        ),
      );
    await settle();
    const after = process.memoryUsage();
    const perConnectionKb = (after.rss - before.rss) / CONNECTIONS / 1024;
    const heapPerConnectionKb = (after.heapUsed - before.heapUsed) / CONNECTIONS / 1024;

    const p50 = round(percentile(latencies, 50));
    const p99 = round(percentile(latencies, 99));
    const collabP50 = collabFigure('collab propagation p50, idle');
    const collabP99 = collabFigure('collab propagation p99, idle');
    const detail = {
      benchmark: 'chat',
      date: new Date().toISOString(),
      node: process.version,
      connections: CONNECTIONS,
      rssBeforeMb: round(before.rss / 2 ** 20),
      rssAfterMb: round(after.rss / 2 ** 20),
      perConnectionKb: round(perConnectionKb),
      heapPerConnectionKb: round(heapPerConnectionKb),
      latency: { samples: SAMPLES, p50Ms: p50, p99Ms: p99 },
      notices: { shopperMessages, noticesWritten },
      collab: { p50Ms: collabP50, p99Ms: collabP99 },
    };
    mkdirSync(join(process.cwd(), 'bench/results'), { recursive: true });
    writeFileSync(
      join(process.cwd(), 'bench/results/chat.json'),
      `${JSON.stringify(detail, null, 2)}\n`,
    );

    const note = 'shopper POST to the seller inbox stream, SQLite, loopback';
    return [
      {
        measure: `chat message latency p50, shopper to agent (${SAMPLES} messages)`,
        unit: 'ms',
        ours: p50,
        better: 'lower',
        ...(collabP50 !== null
          ? { peer: { name: 'collab propagation p50, idle', value: collabP50 } }
          : {}),
        note,
      },
      {
        measure: `chat message latency p99, shopper to agent (${SAMPLES} messages)`,
        unit: 'ms',
        ours: p99,
        better: 'lower',
        ...(collabP99 !== null
          ? { peer: { name: 'collab propagation p99, idle', value: collabP99 } }
          : {}),
        note,
      },
      {
        measure: `seller notices written for ${shopperMessages} shopper messages in one unread chat`,
        unit: 'notices',
        ours: noticesWritten,
        better: 'lower',
        peer: { name: 'one notice per message (before coalescing)', value: shopperMessages },
        note: 'notification recipient rows with the chat tag; each also means a live event and a push',
      },
      {
        measure: `memory per open chat connection (${CONNECTIONS} on one process)`,
        unit: 'KB',
        ours: round(perConnectionKb),
        better: 'lower',
        note: `process RSS ${detail.rssBeforeMb} MB to ${detail.rssAfterMb} MB; heap ${round(heapPerConnectionKb)} KB per connection; clients in the same process (upper bound)`,
      },
    ];
  } finally {
    for (const stream of streams) stream.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith(join('bench', 'chat', 'run.ts'))) {
  run()
    .then((rows) => console.log(JSON.stringify(rows, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
