import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

/** The health check's path: load balancers and orchestrators ask it (docs/deploy.md). */
export const HEALTH_PATH = '/healthz';

/**
 * GET /healthz: 200 `{ status: 'ok' }` when this process answers and its database does;
 * 503 `{ status: 'unavailable' }` otherwise, so a load balancer stops sending it traffic.
 * Never cached, never logged as an error, no detail for strangers.
 */
export function registerHealth<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get(HEALTH_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database did not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
