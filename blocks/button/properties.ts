import { z } from 'zod';
import { iconSchema } from '../../src/media';

/** A button is at most 300px wide. */
export const BUTTON_MAX_WIDTH = 300;

/** button: text, href, primary; its default width is 6 columns. */
export const buttonProperties = z.object({
  text: z.string().trim().max(60).default('Shop now'),
  /** A link target: `/route`, a URL, `@action` or `#`. */
  href: z.string().trim().default('/'),
  /** Primary uses the theme's button colours; secondary its secondary button colours. */
  primary: z.boolean().default(true),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  /** Optional Font Awesome icon drawn before the text. */
  icon: iconSchema.default(''),
});

export type ButtonProperties = z.output<typeof buttonProperties>;
