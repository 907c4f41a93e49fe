import nodemailer from 'nodemailer';
import type { RecordsRepository } from '../db/repos';
import { pageSchema, type Page } from '../../src/model';
import { DEFAULT_THEME_NAME } from '../../themes';
import { exportMailPage } from '../mail/exportMailPage';
import type { MailSettings } from '../mail/settings';
import type { Division } from '../store/divisionsRepository';

/**
 * Account mails (verification, an address that already has an account, password reset):
 * a short mail page with one button, rendered as HTML and plain text. With SMTP_URL they are sent; without, they are kept in the outbox table
 * (kind `account-verification` / `password-reset`, body `{ link, html, text }`) where the
 * end-to-end tests and a developer read them.
 */
export type AccountMailKind =
  'account-verification' | 'account-exists' | 'password-reset' | 'subscription-verification';

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
  'subscription-verification': {
    subject: 'Confirm your subscription',
    intro: 'Confirm that you want to receive our news and offers at this address.',
    action: 'Confirm subscription',
    note: 'If you did not ask for this, ignore this mail: you will not be subscribed.',
  },
  'password-reset': {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account.',
    action: 'Choose a new password',
    note: 'The link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.',
  },
};

/** The store a mail comes from: its name and theme dress the mail; none, the platform's. */
export type MailStore = Pick<Division, 'id' | 'name' | 'theme' | 'pro'>;
const PLATFORM: MailStore = { id: 0, name: 'Omnis', theme: DEFAULT_THEME_NAME, pro: false };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail for `kind` as a mail page, composed and rendered like any mail page of the
 * builder (src/mail): a text block with the heading and the words, a button with the one
 * link, and a text block with the note and the link spelt out, in the store's theme.
 */
export function accountMailPage(kind: AccountMailKind, link: string): Page {
  const copy = COPY[kind];
  const block = (order: number, type: string, properties: Record<string, unknown>) => ({
    id: `account-mail-${order}`,
    uid: `account-mail-${order}`,
    type,
    order,
    properties: { template: 'v2', ...properties },
  });
  return pageSchema.parse({
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: copy.subject },
      description: { value: copy.intro },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: [
      block(0, 'textBlock', {
        html: `<h1>${escapeHtml(copy.subject)}</h1><p>${escapeHtml(copy.intro)}</p>`,
      }),
      block(1, 'button', { text: copy.action, href: link, alignment: 'left' }),
      block(2, 'textBlock', {
        html: `<p>${escapeHtml(copy.note)}</p><p>${escapeHtml(link)}</p>`,
      }),
    ],
  });
}

/** The mail for `kind` with its one link, rendered as email-safe HTML and plain text. */
export async function composeAccountMail(
  kind: AccountMailKind,
  to: string,
  link: string,
  store: MailStore = PLATFORM,
): Promise<AccountMail> {
  const rendered = await exportMailPage({
    page: accountMailPage(kind, link),
    division: store,
    origin: new URL(link).origin,
    // The blocks of an account mail load no data.
    get: async () => ({ status: 404, body: null }),
  });
  return { kind, to, subject: COPY[kind].subject, link, html: rendered.html, text: rendered.text };
}

/** Any composed mail with one link: account mails, and the order mails of server/commerce. */
export type LinkMail = Omit<AccountMail, 'kind'> & { kind: string };

export interface AccountMailer {
  send(mail: LinkMail): Promise<void>;
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
