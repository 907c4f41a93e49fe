import { z } from 'zod';
import { integer } from '../../src/model';
import { baseTheme } from '../../themes/base';

export const youtubeProperties = z.object({
  /** A video id or any YouTube address; the default video id is set in the base theme. */
  video: z.string().trim().default(baseTheme['video.defaultId']),
  /** The player's accessible name. */
  title: z.string().trim().min(1).max(120).default('YouTube video'),
  /** Seconds into the video to start at. */
  start: integer.pipe(z.number().min(0)).default(0),
});

export type YoutubeProperties = z.output<typeof youtubeProperties>;
