import type { Page } from '../../src/model';
import { DEFAULT_THEME_NAME } from '../../themes';
import type { Division } from '../store/divisionsRepository';
import { exportMailPage } from './exportMailPage';
import type { ComposedMail } from './mailer';
import { builtInMailPage, escapeMailHtml } from './mailPage';

/**
 * A short transactional mail (an account link, favourites kept for later, a contact form
 * message): a heading, a few paragraphs, at most one button, and a note. It is composed as
 * a mail page of the builder and rendered like any other, so it wears the store's theme and
 * reads the same in HTML and plain text.
 */
export interface Notice {
  subject: string;
  /** Plain text; escaped into the mail. */
  paragraphs: readonly string[];
  /** The one button; its link is also spelt out under the note for clients without HTML. */
  action?: { label: string; link: string };
  note?: string;
}

/** The store a mail comes from: its name and theme dress the mail; none, the platform's. */
export type MailStore = Pick<Division, 'id' | 'name' | 'theme' | 'pro'>;
export const PLATFORM_MAIL_STORE: MailStore = {
  id: 0,
  name: 'Omnis',
  theme: DEFAULT_THEME_NAME,
  pro: false,
};

const paragraphsHtml = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${escapeMailHtml(line)}</p>`).join('');

export function noticeMailPage(notice: Notice): Page {
  const closing = [notice.note, notice.action?.link].filter(
    (line): line is string => line !== undefined,
  );
  return builtInMailPage({
    prefix: 'notice-mail',
    subject: notice.subject,
    description: notice.paragraphs[0] ?? notice.subject,
    blocks: [
      {
        type: 'textBlock',
        properties: {
          html: `<h1>${escapeMailHtml(notice.subject)}</h1>${paragraphsHtml(notice.paragraphs)}`,
        },
      },
      ...(notice.action
        ? [
            {
              type: 'button',
              properties: {
                text: notice.action.label,
                href: notice.action.link,
                alignment: 'left',
              },
            },
          ]
        : []),
      ...(closing.length > 0
        ? [{ type: 'textBlock', properties: { html: paragraphsHtml(closing) } }]
        : []),
    ],
  });
}

/** The notice as an email to `to`, with links and images on `origin`. */
export async function composeNoticeMail(
  kind: string,
  to: string,
  notice: Notice,
  options: { origin: string; store?: MailStore; replyTo?: string; data?: Record<string, unknown> },
): Promise<ComposedMail> {
  const rendered = await exportMailPage({
    page: noticeMailPage(notice),
    division: options.store ?? PLATFORM_MAIL_STORE,
    origin: options.origin,
    // The blocks of a notice load no data.
    get: async () => ({ status: 404, body: null }),
  });
  return {
    kind,
    to,
    subject: notice.subject,
    html: rendered.html,
    text: rendered.text,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    ...(options.data ? { data: options.data } : {}),
  };
}
