import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from '../../tests/server/support/server';
import { ACCESS_MESSAGES } from '../access';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface FixtureAnswer {
  fixtures: Array<{
    name: string;
    kind: string;
    description: string;
    page: { url: string | null; theme: string | null; blocks: unknown[] };
  }>;
}

describe('GET /omnis/v3/qa/fixtures/', () => {
  it('gives a seller every fixture: name, kind, description and page', async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    const answer = await browser.get<FixtureAnswer>('/omnis/v3/qa/fixtures/');
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.fixtures.map((fixture) => [fixture.name, fixture]));
    expect(byName.get('homepage')).toMatchObject({
      kind: 'page',
      description: 'Home',
      page: { url: '/' },
    });
    expect(byName.get('themes/neonCity')).toMatchObject({
      kind: 'theme',
      page: { url: '/themes/neon-city/', theme: 'neonCity' },
    });
    expect(byName.get('stress-300')?.kind).toBe('stress');
  });

  it('gives staff the list too', async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.staff, PASSWORD);
    expect((await browser.get('/omnis/v3/qa/fixtures/')).status).toBe(200);
  });

  it('refuses a visitor who is not signed in, and a customer without a store', async () => {
    const anonymous = await server.browser().get<{ message: string }>('/omnis/v3/qa/fixtures/');
    expect([anonymous.status, anonymous.body.message]).toStrictEqual([401, ACCESS_MESSAGES.signIn]);
    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    const refused = await customer.get<{ message: string }>('/omnis/v3/qa/fixtures/');
    expect([refused.status, refused.body.message]).toStrictEqual([403, 'Permission denied']);
  });
});
