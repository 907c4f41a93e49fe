import { z } from 'zod';
import { email, zodCheck } from '../../src/validation';

/** Mail contact form: title, copy, contactEmail. */
export const mailContactFormProperties = z.object({
  title: z.string().default('Get in touch'),
  copy: z
    .string()
    .default("Questions about an order or a design? Send us a message and we'll reply by email."),
  /**
   * Where messages go. Read by the server from the saved block only; never rendered into
   * the page, so it is not harvested by spam bots.
   */
  contactEmail: z.string().trim().check(zodCheck(email)).default(''),
  buttonText: z.string().default('Send message'),
});

export type MailContactFormProperties = z.output<typeof mailContactFormProperties>;
