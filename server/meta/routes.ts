import type { FastifyInstance } from 'fastify';
import { RELEASE_VERSION } from '../../src/release/version';

/** GET /meta/ -> `{ version }`: the release the server runs. Public, read-only. */
export function registerMetaRoutes(app: FastifyInstance): void {
  app.get('/meta/', async () => ({ version: RELEASE_VERSION }));
}
