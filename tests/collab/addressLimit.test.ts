import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';
import { seedStoreWithSeller } from '../server/support/stores';
import { freePort, waitForExit } from '../server/support/process';
import { spawnServerOn, wsUrl, type SpawnedServer } from './support';

/**
 * Collaboration connections per client address are counted across processes through
 * Redis (issue 23, section 4): two real server processes on one Redis, a limit of three
 * per address; three sockets held through the first process leave no room on the second,
 * and closing one makes room there. Without Redis each process counted alone, so the
 * second process let the fourth in.
 */
const redisUrl = process.env.REDIS_URL_TEST;
const LIMIT = 3;

describe.skipIf(!redisUrl)('collaboration connections per address across processes', () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    await seedStoreWithSeller(
      database,
      { code: 'limits', name: 'Limits' },
      { email: 'seller@limits.test', password: 'limits password' },
    );
    const env = {
      ...database.env,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `collab-limit-${randomBytes(6).toString('hex')}`,
      COLLAB_CONNECTIONS_PER_ADDRESS: String(LIMIT),
    };
    const [one, two] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([spawnServerOn(one, env), spawnServerOn(two, env)])));
  }, 320_000);

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database?.dispose();
  });

  /** Opens a websocket: the socket once open, or the handshake's refusal status. */
  const connect = (url: string) =>
    new Promise<{ socket: WebSocket } | { refused: number }>((resolve, reject) => {
      const socket = new WebSocket(wsUrl(url));
      socket.once('open', () => {
        sockets.push(socket);
        resolve({ socket });
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve({ refused: response.statusCode ?? 0 });
        socket.terminate();
      });
      socket.once('error', reject);
    });

  it('refuses one over the limit on another process, and makes room when one closes', async () => {
    const [one, two] = servers as [SpawnedServer, SpawnedServer];
    const held = [];
    for (let n = 0; n < LIMIT; n += 1) {
      const answer = await connect(one.url);
      expect(answer).toHaveProperty('socket');
      held.push((answer as { socket: WebSocket }).socket);
    }
    expect(await connect(two.url)).toEqual({ refused: 429 });
    expect(await connect(one.url)).toEqual({ refused: 429 });

    const closing = held[0]!;
    await new Promise<void>((resolve) => {
      closing.once('close', () => resolve());
      closing.close();
    });
    await expect
      .poll(async () => {
        const answer = await connect(two.url);
        return 'socket' in answer ? 'open' : answer.refused;
      })
      .toBe('open');
  }, 60_000);
});
