import type { RecordsRepository } from '../db/repos';
import type { Page } from '../../src/model';
import { createMailer } from '../mail/mailer';
import {
  composeNoticeMail,
  noticeMailPage,
  PLATFORM_MAIL_STORE,
  type MailStore,
  type Notice,
} from '../mail/noticeMail';
import type { MailSettings } from '../mail/settings';

/**
 * Account mails (verification, an address that already has an account, password reset):
 * a short notice mail with one button (server/mail/noticeMail.ts). With SMTP_URL they are
 * sent; without, they are kept in the outbox table
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

export type { MailStore };

/**
 * The mail for `kind` as a mail page, composed and rendered like any mail page of the
 * builder: the heading and the words, a button with the one link, and the note with the
 * link spelt out, in the store's theme.
 */
export function accountMailPage(kind: AccountMailKind, link: string): Page {
  return noticeMailPage(noticeOf(kind, link));
}

const noticeOf = (kind: AccountMailKind, link: string): Notice => ({
  subject: COPY[kind].subject,
  paragraphs: [COPY[kind].intro],
  action: { label: COPY[kind].action, link },
  note: COPY[kind].note,
});

/** The mail for `kind` with its one link, rendered as email-safe HTML and plain text. */
export async function composeAccountMail(
  kind: AccountMailKind,
  to: string,
  link: string,
  store: MailStore = PLATFORM_MAIL_STORE,
): Promise<AccountMail> {
  const mail = await composeNoticeMail(kind, to, noticeOf(kind, link), {
    origin: new URL(link).origin,
    store,
  });
  return { kind, to, subject: mail.subject, link, html: mail.html, text: mail.text };
}

/** Any composed mail with one link: account mails, and the order mails of server/commerce. */
export type LinkMail = Omit<AccountMail, 'kind'> & { kind: string };

export interface AccountMailer {
  send(mail: LinkMail): Promise<void>;
  close(): void;
}

/** The product's mailer for mails with one link: the link is kept in the outbox row. */
export function createAccountMailer(
  settings: MailSettings,
  records: RecordsRepository,
): AccountMailer {
  const mailer = createMailer(settings, records);
  return {
    send: ({ link, ...mail }) => mailer.send({ ...mail, data: { link } }),
    close: () => mailer.close(),
  };
}
