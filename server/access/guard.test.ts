import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestAuth } from '../accounts/session';
import { errorHandler } from '../http/errors';
import { testUser } from '../accounts/testing/users';
import { ANY_DASHBOARD, divisionNeed } from './decide';
import { accessHook, assertAccess, mayAccess, signedInUser } from './guard';

const user = (internal = false) =>
  testUser({ id: 4, email: 'seller@demo.test', internal, dashboardAccess: true });
const visitor: RequestAuth = { session: null, user: null, divisions: [] };
const customer: RequestAuth = { session: null, user: user(), divisions: [] };
const seller: RequestAuth = { session: null, user: user(), divisions: [7] };
const staff: RequestAuth = { session: null, user: user(true), divisions: [] };

/** A bare app whose requests carry `auth`, answering errors as the API does. */
function appAs(auth: RequestAuth) {
  const app = Fastify();
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.addHook('onRequest', async (request) => {
    request.auth = auth;
  });
  app.setErrorHandler(errorHandler);
  app.get('/dashboard-only', { preHandler: accessHook(ANY_DASHBOARD) }, async () => ({ ok: 1 }));
  app.post('/stores/:id/images', async (request) => {
    const id = Number((request.params as { id: string }).id);
    assertAccess(request.auth, divisionNeed(id, 'write', 'store'));
    return { ok: 1 };
  });
  return app;
}

describe('the access guard in routes', () => {
  const answer = async (auth: RequestAuth, method: 'GET' | 'POST', url: string) => {
    const app = appAs(auth);
    const reply = await app.inject({ method, url });
    await app.close();
    return [reply.statusCode, reply.json()];
  };

  it('answers 401 with the sign-in message before any other check', async () => {
    expect(await answer(visitor, 'GET', '/dashboard-only')).toStrictEqual([
      401,
      { message: 'Please sign in to continue' },
    ]);
    expect(await answer(visitor, 'POST', '/stores/7/images')).toStrictEqual([
      401,
      { message: 'Please sign in to continue' },
    ]);
  });

  it('answers 403 with the message the need names', async () => {
    expect(await answer(customer, 'GET', '/dashboard-only')).toStrictEqual([
      403,
      { message: 'Permission denied' },
    ]);
    expect(await answer(seller, 'POST', '/stores/8/images')).toStrictEqual([
      403,
      { message: 'Insufficient permissions to access this store' },
    ]);
  });

  it('lets the allowed through to the handler', async () => {
    expect(await answer(staff, 'GET', '/dashboard-only')).toStrictEqual([200, { ok: 1 }]);
    expect(await answer(seller, 'POST', '/stores/7/images')).toStrictEqual([200, { ok: 1 }]);
  });

  it('tells routes what to show without refusing, and hands over the signed-in user', () => {
    expect(mayAccess(staff, divisionNeed(7, 'read'))).toBe(true);
    expect(mayAccess(staff, divisionNeed(7, 'write'))).toBe(false);
    expect(signedInUser(customer)).toBe(customer.user);
    expect(() => signedInUser(visitor)).toThrow('Please sign in to continue');
  });
});
