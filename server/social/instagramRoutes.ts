import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../src/errors';
import {
  INSTAGRAM_MESSAGES,
  instagramConnectSchema,
  instagramLimitOf,
  socialMediaOf,
  type InstagramStatus,
} from '../../src/social';
import type { SocialMedia } from '../../src/model';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { storeWithAccess } from '../store/storeWithAccess';
import { httpInstagramGraph, InstagramRefusedError, type InstagramGraph } from './instagramGraph';
import { createInstagramRepository, type InstagramConnection } from './instagramRepository';

/** Posts are read again after this long: Instagram allows about 200 reads an hour per account. */
export const INSTAGRAM_CACHE_MS = 10 * 60 * 1000;

const params = z.object({ division: z.string().min(1) });

const statusOf = (connection: InstagramConnection | null): InstagramStatus => ({
  connected: connection !== null,
  username: connection?.username ?? null,
  connectedAt: connection?.connectedAt ?? null,
  problem: connection?.problem ?? null,
});

/**
 * The store's Instagram connection (seller settings) and its posts (the feed block's
 * instagram source). Shoppers never see a failure: without a connection, or when
 * Instagram refuses the token, the posts are an empty list with `connected` saying why;
 * the seller sees the reason in the settings.
 */
export function registerInstagramRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  graph: InstagramGraph = httpInstagramGraph(ctx.config.instagramGraphUrl),
): void {
  const connections = createInstagramRepository(ctx.db);
  /** Per store and limit: the posts read with which token, until when. */
  const cache = new Map<string, { token: string; until: number; media: SocialMedia[] }>();
  const forgetStore = (divisionId: number) => {
    for (const key of cache.keys()) if (key.startsWith(`${divisionId}:`)) cache.delete(key);
  };
  const storeOf = (
    params: unknown,
    auth: Parameters<typeof storeWithAccess>[2],
    need: 'read' | 'write',
  ) => storeWithAccess(ctx, params, auth, need);

  app.get('/divisions/:division/social/instagram/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'read');
    return statusOf(await connections.find(division.id));
  });

  app.post('/divisions/:division/social/instagram/connect/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const { accessToken } = instagramConnectSchema.parse(request.body);
    let profile: { id: string; username: string };
    try {
      profile = await graph.profile(accessToken);
    } catch (error) {
      const message =
        error instanceof InstagramRefusedError
          ? INSTAGRAM_MESSAGES.tokenRefused
          : INSTAGRAM_MESSAGES.unreachable;
      // On the token's field: screens show a 422's first field message.
      throw new ValidationError(message, [{ field: 'accessToken', message }]);
    }
    await connections.connect({
      divisionId: division.id,
      accessToken,
      accountId: profile.id,
      username: profile.username,
      connectedAt: new Date(ctx.config.clock()).toISOString(),
    });
    forgetStore(division.id);
    return statusOf(await connections.find(division.id));
  });

  app.post('/divisions/:division/social/instagram/disconnect/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'write');
    await connections.disconnect(division.id);
    forgetStore(division.id);
    return statusOf(null);
  });

  app.get('/divisions/:division/social/instagram/posts', async (request) => {
    const division = await divisionFromParam(ctx, params.parse(request.params).division);
    const limit = instagramLimitOf((request.query as { limit?: unknown }).limit);
    const connection = await connections.find(division.id);
    if (!connection) return { media: [], connected: false };
    const key = `${division.id}:${limit}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.token === connection.accessToken && cached.until > now)
      return { media: cached.media, connected: true };
    try {
      const media = (await graph.media(connection.accessToken, limit))
        .map(socialMediaOf)
        .filter((entry): entry is SocialMedia => entry !== null)
        .slice(0, limit);
      cache.set(key, { token: connection.accessToken, until: now + INSTAGRAM_CACHE_MS, media });
      if (connection.problem !== null)
        await connections.setProblem(division.id, connection.accessToken, null);
      return { media, connected: true };
    } catch (error) {
      const problem =
        error instanceof InstagramRefusedError
          ? `Instagram refused the token: ${error.message}. Connect the account again.`
          : INSTAGRAM_MESSAGES.unreachable;
      await connections.setProblem(division.id, connection.accessToken, problem);
      request.log.warn({ err: error, division: division.id }, 'Instagram posts could not be read');
      // The last posts read, if any, rather than an empty feed while Instagram is away.
      return {
        media: cached?.token === connection.accessToken ? cached.media : [],
        connected: true,
      };
    }
  });
}
