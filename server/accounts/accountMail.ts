import nodemailer from 'nodemailer';
import type { RecordsRepository } from '../db/repos';
import type { MailSettings } from '../mail/settings';

/**
 * Account mails (verification, password reset): a short page with one button, as HTML and
 * plain text. With SMTP_URL they are sent; without, they are kept in the outbox table
 * (kind `account-verification` / `password-reset`, body `{ link, html, text }`) where the
 * end-to-end tests and a developer read them.
 */
export type AccountMailKind = 'account-verification' | 'account-exists' | 'password-reset';

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  subject: string;
  link: string;
  html: string;
  text: string;
}

const COPY: Record<
  AccountMailKind,
  { subject: string; intro: string; action: string; note: string }
> = {
  'account-verification': {
    subject: 'Verify your email address',
    intro: 'Confirm that this is your email address to finish setting up your account.',
    action: 'Verify email address',
    note: 'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  },
  'account-exists': {
    subject: 'You already have an account',
    intro:
      'Someone tried to create an account with this email address, which already has one. If it was you, sign in, or reset your password from the sign-in page.',
    action: 'Sign in',
    note: 'If it was not you, ignore this mail: nothing has changed.',
  },
  'password-reset': {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account.',
    action: 'Choose a new password',
    note: 'The link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.',
  },
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail for `kind` with its one link, as email-safe HTML (tables, inline styles) and text. */
export function composeAccountMail(kind: AccountMailKind, to: string, link: string): AccountMail {
  const copy = COPY[kind];
  const href = escapeHtml(link);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${copy.subject}</title></head><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px"><table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff"><tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${copy.subject}</h1><p style="font-size:16px;line-height:24px;margin:0 0 24px">${copy.intro}</p><p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#1a1a1a;color:#ffffff;text-decoration:none;padding:12px 20px;font-size:16px">${copy.action}</a></p><p style="font-size:14px;line-height:20px;color:#555555;margin:0 0 12px">${copy.note}</p><p style="font-size:12px;line-height:18px;color:#555555;margin:0;word-break:break-all">${href}</p></td></tr></table></td></tr></table></body></html>`;
  const text = `${copy.subject}\n\n${copy.intro}\n\n${copy.action}: ${link}\n\n${copy.note}\n`;
  return { kind, to, subject: copy.subject, link, html, text };
}

export interface AccountMailer {
  send(mail: AccountMail): Promise<void>;
  close(): void;
}

export function createAccountMailer(
  settings: MailSettings,
  records: RecordsRepository,
): AccountMailer {
  if (!settings.smtpUrl) {
    return {
      send: (mail) =>
        records.enqueueMail({
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          body: { link: mail.link, html: mail.html, text: mail.text },
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
      });
    },
    close: () => transport.close(),
  };
}
