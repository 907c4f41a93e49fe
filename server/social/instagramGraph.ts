import { z } from 'zod';
import { graphMediaSchema, type GraphMedia } from '../../src/social';

/**
 * The two reads of Instagram's Graph API the feed needs (Instagram API with Instagram
 * Login): whose token it is, and that account's latest media. `baseUrl` is
 * https://graph.instagram.com in production (INSTAGRAM_GRAPH_URL; tests use a local one).
 */
export interface InstagramGraph {
  profile(accessToken: string): Promise<{ id: string; username: string }>;
  media(accessToken: string, limit: number): Promise<GraphMedia[]>;
}

/** Instagram answered, and said no: the token is expired, revoked or not a token. */
export class InstagramRefusedError extends Error {}
/** Instagram could not be asked (network, timeout, an answer that is not the API's). */
export class InstagramUnreachableError extends Error {}

const TIMEOUT_MS = 5_000;
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink';

const profileSchema = z.object({
  user_id: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  username: z.string(),
});
const mediaPageSchema = z.object({ data: z.array(graphMediaSchema) });
const graphErrorSchema = z.object({ error: z.object({ message: z.string() }) });

export function httpInstagramGraph(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): InstagramGraph {
  async function read<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>) {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let answer: Response;
    try {
      answer = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new InstagramUnreachableError(`Instagram did not answer: ${String(error)}`);
    }
    const body: unknown = await answer.json().catch(() => null);
    if (!answer.ok) {
      const refusal = graphErrorSchema.safeParse(body);
      if (refusal.success && answer.status < 500)
        throw new InstagramRefusedError(refusal.data.error.message);
      throw new InstagramUnreachableError(`Instagram answered ${answer.status}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new InstagramUnreachableError('Instagram answered something else');
    return parsed.data;
  }
  return {
    async profile(accessToken) {
      const profile = await read(
        '/me',
        { fields: 'user_id,username', access_token: accessToken },
        profileSchema,
      );
      return { id: String(profile.user_id ?? profile.id ?? ''), username: profile.username };
    },
    async media(accessToken, limit) {
      const page = await read(
        '/me/media',
        { fields: MEDIA_FIELDS, limit: String(limit), access_token: accessToken },
        mediaPageSchema,
      );
      return page.data;
    },
  };
}
