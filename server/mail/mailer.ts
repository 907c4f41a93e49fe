import nodemailer from 'nodemailer';
import type { RecordsRepository } from '../db/repos';
import type { MailSettings } from './settings';

/** A mail ready to go: rendered HTML and text, and what the outbox keeps beside them. */
export interface ComposedMail {
  /** The outbox kind (`password-reset`, `contact-form`, ...). */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Kept in the outbox row's body beside the HTML and text (a link, a coupon...). */
  data?: Record<string, unknown>;
}

/**
 * Sends the product's own mail (account links, order mail, contact forms...): over SMTP
 * when `SMTP_URL` is set, else into the outbox table, where a developer and the tests read
 * it. Mail pages and list sends have their own deliverer (delivery.ts), which names the
 * store as the sender.
 */
export interface Mailer {
  send(mail: ComposedMail): Promise<void>;
  /** Closes the SMTP connection pool (nothing for the outbox). */
  close(): void;
}

export function createMailer(settings: MailSettings, records: RecordsRepository): Mailer {
  if (!settings.smtpUrl) {
    return {
      send: (mail) =>
        records.enqueueMail({
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          body: {
            ...mail.data,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          },
        }),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: settings.fromAddress,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    close: () => transport.close(),
  };
}
