import nodemailer from 'nodemailer';
import type { MailDelivery } from '../../src/mail';
import type { RecordsRepository } from '../db/repos';
import { storeTestMail, type TestMail } from './outbox';
import type { MailSettings } from './settings';

export interface DeliveryResult {
  delivery: MailDelivery;
  /** The outbox id, when stored. */
  outboxId?: number;
}

/** Sends a mail page's mail (a test, or one of a list send): over SMTP when configured, else into the outbox. */
export interface MailDeliverer {
  readonly delivery: MailDelivery;
  deliver(mail: TestMail & { fromName: string }): Promise<DeliveryResult>;
  /** Closes the SMTP connection pool (nothing for the outbox). */
  close(): void;
}

/**
 * The deliverer the settings ask for. With SMTP, one nodemailer transport is created for
 * the process (it pools connections); the message is multipart/alternative (text and
 * HTML), so clients that cannot show HTML show the text.
 */
export function createMailDeliverer(
  settings: MailSettings,
  records: RecordsRepository,
): MailDeliverer {
  if (!settings.smtpUrl) {
    return {
      delivery: 'outbox',
      deliver: async (mail) => ({
        delivery: 'outbox',
        outboxId: await storeTestMail(records, mail),
      }),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    delivery: 'smtp',
    async deliver(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: settings.fromAddress },
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      return { delivery: 'smtp' };
    },
    close: () => transport.close(),
  };
}
