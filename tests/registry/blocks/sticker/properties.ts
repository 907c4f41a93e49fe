import { z } from 'zod';

export const stickerProperties = z.object({
  html: z.string().max(200, 'A sticker holds at most 200 characters').default('<p>New</p>'),
  colour: z.string().default('gold'),
});

export type StickerProperties = z.output<typeof stickerProperties>;
