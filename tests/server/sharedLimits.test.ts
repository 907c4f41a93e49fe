import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/accounts/accountLimiter';
import { startTestServer, type TestServer } from './support/server';

/**
 * Sign-in limits shared by several server processes through Redis (issue 23, section 4):
 * two servers on the same REDIS_URL count one address's attempts, and one account's
 * failures, together, so N processes do not allow N times the attempts.
 */
const redisUrl = process.env.REDIS_URL_TEST;

describe.skipIf(!redisUrl)('sign-in limits shared through Redis', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** Two server processes sharing one Redis namespace of their own. */
  async function twoProcesses(): Promise<[TestServer, TestServer]> {
    const config = {
      redisUrl: redisUrl!,
      redisPrefix: `test-shared-limits-${randomBytes(6).toString('hex')}`,
      loginPerIp: { max: 4, windowMs: 60_000 },
      loginPerAccount: { max: 3, windowMs: 60_000 },
    };
    const pair: [TestServer, TestServer] = [
      await startTestServer({ config }),
      await startTestServer({ config }),
    ];
    servers.push(...pair);
    return pair;
  }

  const attempt = async (server: TestServer, email: string) => {
    const browser = server.browser();
    await browser.visit();
    return browser.post<{ message: string }>('/omnis/v3/dashboard/secure/login/', {
      email,
      password: 'not the password',
    });
  };
  const someone = () => `someone-${randomBytes(4).toString('hex')}@example.com`;

  it("counts one address's attempts on every process", async () => {
    const [a, b] = await twoProcesses();
    // Four attempts, two on each: each process alone has seen only two.
    for (const server of [a, b, a, b]) expect((await attempt(server, someone())).status).toBe(422);
    const blocked = await attempt(a, someone());
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it("counts one account's failures on every process", async () => {
    const [a, b] = await twoProcesses();
    const email = someone();
    for (const server of [a, b, a]) expect((await attempt(server, email)).status).toBe(422);
    const blocked = await attempt(b, email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });
});
