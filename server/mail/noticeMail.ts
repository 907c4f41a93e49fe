import { pageSchema, type Page } from '../../src/model';
import { DEFAULT_THEME_NAME } from '../../themes';
import type { Division } from '../store/divisionsRepository';
import { exportMailPage } from './exportMailPage';
import type { ComposedMail } from './mailer';

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

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphsHtml = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

export function noticeMailPage(notice: Notice): Page {
  const block = (order: number, type: string, properties: Record<string, unknown>) => ({
    id: `notice-mail-${order}`,
    uid: `notice-mail-${order}`,
    type,
    order,
    properties: { template: 'v2', ...properties },
  });
  const closing = [notice.note, notice.action?.link].filter(
    (line): line is string => line !== undefined,
  );
  const blocks = [
    block(0, 'textBlock', {
      html: `<h1>${escapeHtml(notice.subject)}</h1>${paragraphsHtml(notice.paragraphs)}`,
    }),
    ...(notice.action
      ? [
          block(1, 'button', {
            text: notice.action.label,
            href: notice.action.link,
            alignment: 'left',
          }),
        ]
      : []),
    ...(closing.length > 0 ? [block(2, 'textBlock', { html: paragraphsHtml(closing) })] : []),
  ];
  return pageSchema.parse({
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: notice.subject },
      description: { value: notice.paragraphs[0] ?? notice.subject },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks,
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
