import { z } from 'zod';
import type { SocialMedia } from '../model';

/**
 * A store's Instagram connection (the feed block's instagram source). The seller pastes
 * an Instagram access token (Instagram API with Instagram Login: a long-lived user token
 * from their Meta app); the server checks it against the Graph API, keeps it, and reads
 * the account's media with it. The token never leaves the server again.
 */

/** Tokens are opaque; Meta's are about 200 characters, so this leaves room. */
export const INSTAGRAM_TOKEN_MAX = 1000;
/** The feed's default for instagram is 20 (spec); a block may ask for up to this many. */
export const INSTAGRAM_MEDIA_MAX = 50;

export const INSTAGRAM_MESSAGES = {
  tokenRequired: 'Paste the access token from your Meta app',
  tokenTooLong: `An access token has at most ${INSTAGRAM_TOKEN_MAX} characters`,
  tokenRefused:
    'Instagram did not accept this access token. Create a new one in your Meta app and try again.',
  unreachable: 'We could not reach Instagram. Please try again in a few minutes.',
  connected: (username: string) => `Connected to @${username}. Feed blocks now show its posts.`,
  disconnected: 'Disconnected. Feed blocks no longer show Instagram posts.',
  notConnected: 'Instagram is not connected. Connect an account in Settings, Instagram.',
} as const;

export const instagramConnectSchema = z.object({
  accessToken: z
    .string({ error: INSTAGRAM_MESSAGES.tokenRequired })
    .trim()
    .min(1, INSTAGRAM_MESSAGES.tokenRequired)
    .max(INSTAGRAM_TOKEN_MAX, INSTAGRAM_MESSAGES.tokenTooLong),
});

/** What the seller's settings show; never the token. */
export const instagramStatusSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** Why the last read of the account's posts failed (an expired token, say), or null. */
  problem: z.string().nullable(),
});
export type InstagramStatus = z.infer<typeof instagramStatusSchema>;

/** One media object as the Graph API's `/me/media` answers it (the fields we ask for). */
export const graphMediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string().optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  permalink: z.string().optional(),
});
export type GraphMedia = z.infer<typeof graphMediaSchema>;

/**
 * A Graph media object as a feed tile's source: a video shows its thumbnail; one with
 * no picture or no link (a copyright-muted reel) is left out rather than drawn broken.
 */
export function socialMediaOf(media: GraphMedia): SocialMedia | null {
  const picture = media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url;
  if (!picture || !media.permalink) return null;
  if (!/^https:\/\//.test(picture) || !/^https:\/\//.test(media.permalink)) return null;
  return {
    id: media.id,
    mediaUrl: picture,
    permalink: media.permalink,
    caption: media.caption ?? '',
  };
}

/** The number of posts a request may ask for: 20 by default, between 1 and 50. */
export function instagramLimitOf(requested: unknown): number {
  const limit = Number(requested);
  if (!Number.isInteger(limit) || limit < 1) return 20;
  return Math.min(limit, INSTAGRAM_MEDIA_MAX);
}
