import { z } from 'zod';
import { iconSchema } from '../../src/media';

export const actionProperties = z.object({
  text: z.string().trim().min(1).max(60).default('Chat with us'),
  /** The in-page action to raise (`open-chat`, or `@open-chat`). */
  action: z
    .string()
    .trim()
    .transform((name) => name.replace(/^@/, ''))
    .pipe(z.string().regex(/^[\w.:-]*$/, 'Invalid action name'))
    .default('open-chat'),
  primary: z.boolean().default(true),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  icon: iconSchema.default(''),
});

export type ActionProperties = z.output<typeof actionProperties>;
