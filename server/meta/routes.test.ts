import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMetaRoutes } from './routes';

describe('GET /meta/', () => {
  it('answers the release version', async () => {
    const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    registerMetaRoutes(app);
    const response = await app.inject({ method: 'GET', url: '/meta/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ version: '2.379.4' });
    await app.close();
  });
});
