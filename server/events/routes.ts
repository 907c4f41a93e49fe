import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  MAX_EVENTS_PER_BATCH,
  toAnalyticsEvent,
  type AnalyticsEvent,
} from '../../src/events/analyticsEvents';
import { ValidationError } from '../../src/errors';
import { isBotUserAgent } from '../../src/flags/bots';
import { CONSENT_COOKIE, consentFromCookieValue } from '../../src/rules/consent';
import { int32 } from '../../src/model';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { storeFromRequest } from '../store/storeFromRequest';
import { createAnalyticsRepository, type AnalyticsRepository } from './analyticsRepository';
import { registerRollupJob, rollUpRecentDays } from './rollupJob';
import { registerSplitTestRoutes } from './splitTestRoutes';
import { createSplitTestsRepository } from './splitTestsRepository';

/**
 * Analytics intake. Both answer 202 Accepted with no body of
 * interest: the client does not wait on them. /event-collector/ is sent without
 * credentials; /events/logEvent/ batches (every 30 s, and by sendBeacon on page hide, which
 * can carry no CSRF header). Neither changes anyone's state, so both are CSRF-exempt
 * (http/csrf.ts). Bots' analytics events are not counted, whatever the client decided, and
 * neither are the events of a visitor whose consent cookie does not grant analytics (the
 * split-test results and the seller's numbers are of consenting visitors only).
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
    .max(MAX_EVENTS_PER_BATCH),
  division: z.coerce.number().pipe(int32).optional(),
});

/** sendBeacon posts a string as text/plain: the JSON is read here. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ValidationError('The request body is not valid JSON', []);
  }
}

/**
 * Whether the request's consent cookie grants analytics. The storefront sends events only
 * then; this holds the rule for any other sender too (a page open in two tabs, one of
 * which withdrew, or a script calling the route).
 */
function analyticsGranted(cookies: Record<string, string | undefined>): boolean {
  return consentFromCookieValue(cookies[CONSENT_COOKIE])?.analytics === 'granted';
}

/** How stale today's numbers on the analytics screen may be. */
export const TODAY_REBUILD_MS = 60_000;

export function registerEventRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsRepository = createAnalyticsRepository(ctx.db),
): void {
  const rebuiltAt = new Map<number, number>();
  const rollups = registerRollupJob(ctx.jobs, {
    run: rollUpRecentDays(analytics, ctx.config.clock),
  });
  app.addHook('onReady', rollups.scheduleNext);

  app.post('/event-collector/', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    const body = collectorSchema.parse(jsonBody(request.body));
    // Kept as sent, never counted in the analytics store: a credential-less call carries no
    // consent cookie, so nothing here may count a visitor (see analyticsGranted).
    const divisionId = body.metadata?.division?.id ?? null;
    await ctx.repos.records.recordEvents('collector', [
      {
        name: body.event,
        payload: { payload: body.payload ?? null, metadata: body.metadata ?? {} },
        divisionId,
      },
    ]);
    return reply.status(202).send({ message: 'Accepted' });
  });

  app.post('/events/logEvent/', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    const body = logSchema.parse(jsonBody(request.body));
    // A bot's analytics events are dropped (the seller's numbers are people), and so are
    // those of a visitor who has not granted analytics consent; the rest are kept.
    const counted =
      !isBotUserAgent(request.headers['user-agent']) && analyticsGranted(request.cookies);
    const known: AnalyticsEvent[] = [];
    const others: typeof body.events = [];
    for (const event of body.events) {
      const compact = toAnalyticsEvent(event.name, event.data);
      if (compact) {
        if (counted) known.push(compact);
      } else others.push(event);
    }
    if (known.length > 0) {
      // The store the page named (as the subscribe call does), else the one whose host it is.
      const division = await storeFromRequest(ctx, request, body.division);
      await analytics.record(division.id, new Date(ctx.config.clock()), known);
    }
    if (others.length > 0)
      await ctx.repos.records.recordEvents(
        'log',
        others.map((event) => ({
          name: event.name,
          payload: event.data ?? null,
          divisionId: body.division ?? null,
        })),
      );
    return reply.status(202).send({ message: 'Accepted' });
  });

  registerSplitTestRoutes(app, ctx, createSplitTestsRepository(ctx.db));

  app.get<{ Params: { division: string } }>('/divisions/:division/analytics/', async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    const range = analyticsQuerySchema.parse(request.query);
    // Today's roll-up is rebuilt on read (at most once a minute per store: at 100,000
    // events a day a rebuild takes about a second), so this morning's visits show.
    const now = ctx.config.clock();
    const today = new Date(now).toISOString().slice(0, 10);
    const last = rebuiltAt.get(division.id) ?? -Infinity;
    if (range.from <= today && today <= range.to && now - last >= TODAY_REBUILD_MS) {
      await analytics.rollUpDay(division.id, today);
      rebuiltAt.set(division.id, now);
    }
    return analytics.summary(division.id, range);
  });
}
