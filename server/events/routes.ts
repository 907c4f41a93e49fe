import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int32 } from '../../src/model';
import type { AppContext } from '../context';

/**
 * Analytics intake. Both answer 202 Accepted with no body of
 * interest: the client does not wait on them. /event-collector/ is sent without
 * credentials (and so is CSRF-exempt, see http/csrf.ts); /events/logEvent/ batches.
 */
const EVENT_BODY_LIMIT = 64 * 1024;

const collectorSchema = z.object({
  event: z.string().min(1).max(200),
  payload: z.unknown().optional(),
  metadata: z
    .object({
      environment: z.string().max(50).optional(),
      location: z.string().max(2000).optional(),
      userAgent: z.string().max(1000).optional(),
      currency: z.string().max(10).optional(),
      division: z
        .object({
          id: z.coerce.number().pipe(int32).nullable().optional(),
          name: z.string().optional(),
        })
        .partial()
        .optional(),
    })
    .optional(),
});

const logSchema = z.object({
  events: z
    .array(z.object({ name: z.string().min(1).max(200), data: z.unknown().optional() }))
    .min(1)
    .max(500),
  division: z.coerce.number().pipe(int32).optional(),
});

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/event-collector/', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    const body = collectorSchema.parse(request.body);
    await ctx.repos.records.recordEvents('collector', [
      {
        name: body.event,
        payload: { payload: body.payload ?? null, metadata: body.metadata ?? {} },
        divisionId: body.metadata?.division?.id ?? null,
      },
    ]);
    return reply.status(202).send({ message: 'Accepted' });
  });

  app.post('/events/logEvent/', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    const body = logSchema.parse(request.body);
    await ctx.repos.records.recordEvents(
      'log',
      body.events.map((event) => ({
        name: event.name,
        payload: event.data ?? null,
        divisionId: body.division ?? null,
      })),
    );
    return reply.status(202).send({ message: 'Accepted' });
  });
}
