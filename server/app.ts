import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { registry as blockRegistry } from '../blocks';
import type { BlockRegistry } from '../src/registry';
import type { SessionView, SsrRender } from '../src/ssr/contract';
import { createAccountLimiter } from './accounts/accountLimiter';
import { createRedisAccountLimiter } from './accounts/redisAccountLimiter';
import { sharedLimitsClient } from './accounts/sharedLimitsClient';
import { registerSessions, resolveSession } from './accounts/session';
import type { ServerConfig } from './config';
import { mountCollaboration } from './collab/mount';
import type { AppContext } from './context';
import type { Database } from './db/schema';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { registerNulRefusal } from './http/refuseNul';
import { registerRefusedBodyDrain } from './http/refusedBody';
import { RequestLogController } from './http/requestLog';
import { errorHandler, NOT_FOUND_MESSAGE } from './http/errors';
import { API_PREFIX } from './http/paths';
import { registerSecurityHeaders } from './http/securityHeaders';
import { createRepositories, type Repositories } from './db/repos';
import { registerApiRoutes } from './apiRoutes';
import { UPLOADS_URL } from './images/routes';
import { registerSsrHost } from './ssr/host';
import { registerStorageServing } from './storage';
import { jobQueueFor } from './jobs';
import { registerHealth } from './cluster/health';
import { registerPrintJobs } from './designs/queueFor';
import {
  createPublishScheduler,
  noPublishScheduler,
  type PublishScheduler,
} from './pages/publishScheduler';
import { noPageSync, publishDraft } from './pages/publishing';
import { createNotificationsModule } from './notifications';
import { createLiveChatModule } from './liveChat';
import type { NotificationScheduler } from './notifications/scheduler';
import type { Notifier } from './notifications/notifier';
import { setPlatformOrigin } from '../src/links/links';

export { API_PREFIX } from './http/paths';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** The storefront renderer (runtime/entry-server.tsx `render`); tests inject a fake. */
  ssr?: SsrRender;
  logger?: FastifyServerOptions['logger'];
  /** Block types pages are validated against; the product's full registry by default. */
  registry?: BlockRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** The signed-in user behind a raw Cookie header (for the collaboration server). */
    resolveSession: (cookieHeader: string | undefined) => Promise<SessionView | null>;
    /** Scheduled publishing (issue 14); tests call `runDue()` with a fixed clock. */
    publishScheduler: PublishScheduler;
    /** Scheduled notifications (issue 22); tests call `runDue()`. */
    notificationScheduler: NotificationScheduler;
    /** Sends notifications (order events, the builder); the staff dispatch passes it on. */
    notifier: Notifier;
  }
}

/**
 * The whole HTTP surface in one Fastify instance: /omnis/v3 API, SSR storefront, editor
 * shell and assets. Built in-process by tests on a fresh database; `main.ts` listens.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Unsafe links the write sanitiser replaces point at the platform's 404 page.
  setPlatformOrigin(config.platformOrigin);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    // The configured number of hops, never `true` (which believes every X-Forwarded-For
    // entry a client writes). A function: Fastify reads a bare number as trusting none.
    trustProxy:
      config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // One line per client request; none for the API calls a page render makes in-process.
    logController: new RequestLogController(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const repos = createRepositories(options.db);
  // One Redis connection for the limits every process must share (REDIS_URL).
  const limitsRedis = config.redisUrl ? sharedLimitsClient(config.redisUrl) : null;
  if (limitsRedis) app.addHook('onClose', async () => void (await limitsRedis.quit()));
  // Background work (print files, list sends): BullMQ when REDIS_URL is set, else in the database.
  const jobs = jobQueueFor(config, options.db, (message, error) =>
    app.log.error({ err: error }, message),
  );
  const base = {
    repos,
    jobs,
    db: options.db,
    config,
    accountLimiter: limitsRedis
      ? createRedisAccountLimiter({
          redis: limitsRedis,
          prefix: config.redisPrefix,
          ...config.loginPerAccount,
        })
      : createAccountLimiter(config.loginPerAccount),
    pageSync: noPageSync,
    publishScheduler: noPublishScheduler,
  };
  const notifications = createNotificationsModule(app, base);
  const ctx: AppContext = { ...base, notifier: notifications.notifier };
  app.decorate('notificationScheduler', notifications.scheduler);
  app.decorate('notifier', notifications.notifier);
  const liveChat = createLiveChatModule(app, ctx);

  app.decorate('repos', repos);
  app.decorate('resolveSession', (cookieHeader: string | undefined) =>
    resolveSession(repos, cookieHeader),
  );
  app.setErrorHandler(errorHandler);

  await registerCompression(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    https: config.trustProxy > 0,
    // Uploaded images (mail pages show them) and the favicon (server/ssr/host.ts).
    imagePaths: [`${UPLOADS_URL}/`, '/favicon.ico'],
  });
  registerCsrf(app);
  registerNulRefusal(app);
  registerRefusedBodyDrain(app);
  registerSessions(app, repos);
  await app.register(rateLimit, {
    global: false,
    // Per-address limits counted in Redis when several processes serve; a Redis outage
    // lets requests through (logged) rather than refusing every sign-in.
    ...(limitsRedis
      ? { redis: limitsRedis, nameSpace: `${config.redisPrefix}:rate:`, skipOnError: true }
      : {}),
  });

  await app.register(
    async (api) => {
      await registerApiRoutes(api, ctx, options.registry ?? blockRegistry);
      notifications.register(api);
      liveChat.register(api);
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ message: NOT_FOUND_MESSAGE }),
      );
      // The storefront answers every other GET (server/ssr/host.ts); an unknown API path
      // stays an API 404 in JSON, never a storefront page.
      api.get('/*', (_request, reply) => reply.callNotFound());
    },
    { prefix: API_PREFIX },
  );

  registerHealth(app, options.db);
  // Uploads in an S3 bucket are answered from there, before the host's disk folder.
  registerStorageServing(app, config.storage, `${UPLOADS_URL}/`);
  await registerSsrHost(app, ctx, options.ssr);
  // Real-time collaboration (issue 7): Hocuspocus at /collab on this same server and port.
  const collab = mountCollaboration(app, {
    db: options.db,
    repos,
    registry: options.registry ?? blockRegistry,
    resolveSession: app.resolveSession,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    trustedProxies: config.trustProxy,
    limits: { maxConnectionsPerAddress: config.collabConnectionsPerAddress },
  });
  // Drafts (issue 14): restore and discard reach open editors through their documents.
  ctx.pageSync = collab;
  const scheduler = createPublishScheduler({
    versions: repos.pageVersions,
    now: config.clock,
    publish: async (schedule) => {
      await publishDraft(
        { repos, registry: options.registry ?? blockRegistry, sync: collab, now: config.clock },
        schedule.divisionId,
        schedule.pageId,
        schedule.scheduledBy,
      );
    },
    onError: (error) => app.log.error({ err: error }, 'scheduled publish failed'),
  });
  ctx.publishScheduler = scheduler;
  app.decorate('publishScheduler', scheduler);
  registerPrintJobs(ctx);
  app.addHook('onReady', async () => scheduler.start());
  // Every handler is registered by now (route plugins load before onReady).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.close());
  app.addHook('onClose', async () => scheduler.stop());
  app.addHook('onClose', async () => config.captcha.close());
  return app;
}
