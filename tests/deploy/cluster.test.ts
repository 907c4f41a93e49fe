import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { needsRedisMessage } from '../../server/cluster/workers';
import { freePort, untilListening } from '../server/support/process';

/**
 * `WORKERS=N npm start` (issue 23, section 4): several processes without Redis are refused
 * with a clear message; with Redis, N workers on SQLite serve one port. (A killed worker
 * is replaced by the primary: checked by hand, see docs/deploy.md; not automated yet.)
 */
const redisUrl = process.env.REDIS_URL_TEST;
const dataDir = mkdtempSync(join(tmpdir(), 'omnis-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>, port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
};

describe('WORKERS', () => {
  it('refuses several processes without REDIS_URL, and says why', async () => {
    const server = start({ WORKERS: '2', REDIS_URL: '' }, await freePort());
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(server.output()).toContain(needsRedisMessage(2));
  });

  it.skipIf(!redisUrl)(
    'serves one port from three workers on SQLite',
    async () => {
      const port = await freePort();
      const server = start(
        {
          WORKERS: '3',
          REDIS_URL: redisUrl!,
          REDIS_PREFIX: `test-cluster-${randomBytes(6).toString('hex')}`,
        },
        port,
      );
      try {
        await untilListening(server.child, server.output, 150_000);
        const workers = async () => {
          const { execFileSync } = await import('node:child_process');
          return execFileSync('ps', ['-o', 'pid=,cmd=', '--ppid', String(server.child.pid)])
            .toString()
            .split('\n')
            .filter((line) => line.includes('server/main.ts'))
            .map((line) => Number(line.trim().split(' ')[0]));
        };
        await expect.poll(async () => (await workers()).length, { timeout: 60_000 }).toBe(3);
        const health = () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => answer.status);
        for (let index = 0; index < 6; index += 1) expect(await health()).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      }
    },
    240_000,
  );
});
