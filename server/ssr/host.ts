import type { FastifyInstance } from 'fastify';
import type { SsrRender } from '../../src/ssr/contract';
import type { AppContext } from '../context';

/** Placeholder until the SSR host lands: unknown paths answer 404. */
export async function registerSsrHost(app: FastifyInstance, _ctx: AppContext, _ssr: SsrRender | undefined): Promise<void> {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
