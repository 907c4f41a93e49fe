import { z } from 'zod';
import { colourProperty, fontNameSchema } from '../../src/model/styleValues';

/** Newsletter sign-up: title, copy, font, backgroundColor, mailingList. */
export const newsletterSubscribeProperties = z.object({
  title: z.string().default('Join our mailing list'),
  copy: z.string().default('Be the first to hear about new designs, drops and offers.'),
  /** A font family; '' uses the theme's text font. */
  font: fontNameSchema.default(''),
  /** '' uses the theme's newsletter background. */
  backgroundColor: colourProperty(),
  /** The mailing list shoppers join; '' lets the server use the store's default list. */
  mailingList: z.string().trim().max(100).default(''),
  buttonText: z.string().default('Subscribe'),
  /** Mail only: where the "Subscribe" button of an email leads (a page with this form). */
  mailLink: z.string().trim().default('/'),
});

export type NewsletterSubscribeProperties = z.output<typeof newsletterSubscribeProperties>;
