import { pageSchema, type Page } from '../../src/model';
import { orderReference } from '../../src/commerce/afterSales';
import { formatMinor } from '../../src/commerce/formatMinor';
import { exportMailPage } from '../mail/exportMailPage';
import type { LinkMail, MailStore } from '../accounts/accountMail';
import type { QuoteRow } from './quotesRepository';

/**
 * The mails staff's answers send the shopper, composed as mail pages of the builder (like
 * the order mails): a reply with the price and note, a bespoke order with its pay link,
 * or a decline with the reason. They go through the outbox, or SMTP when it is set.
 */
export type QuoteMailKind = 'quote-reply' | 'quote-order' | 'quote-declined';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

export const quoteMailSubject = (kind: QuoteMailKind, store: string, reference: string) =>
  ({
    'quote-reply': `Your quote ${reference} from ${store}`,
    'quote-order': `Your order ${reference} from ${store} is ready to pay`,
    'quote-declined': `About your quote ${reference} from ${store}`,
  })[kind];

function quoteMailPage(kind: QuoteMailKind, quote: QuoteRow, store: string, link: string): Page {
  const reference = orderReference(quote.orderHash);
  const price = quote.price === null ? '' : formatMinor(quote.price, quote.currency);
  const what = `${quote.quantity} × ${escapeHtml(quote.product)}`;
  const copy = {
    'quote-reply': {
      body: `<h1>Your quote</h1><p>Thank you for asking about ${what}. We can make it for ${price}, VAT included.</p>${paragraphs(quote.note)}<p>Accept the terms${quote.mockupUrl ? ' and approve the mockup' : ''} on your quote's page, then pay to start production.</p>`,
      action: 'See your quote',
    },
    'quote-order': {
      body: `<h1>Your order is ready to pay</h1><p>We have made your quote an order: ${what} for ${price}, VAT included. Pay for it to start production.</p>${quote.note ? paragraphs(quote.note) : ''}`,
      action: 'Pay now',
    },
    'quote-declined': {
      body: `<h1>About your quote</h1><p>We are sorry: we cannot make ${what} for you.</p>${paragraphs(quote.declineReason)}`,
      action: null,
    },
  }[kind];
  const block = (position: number, type: string, properties: Record<string, unknown>) => ({
    id: `quote-mail-${position}`,
    uid: `quote-mail-${position}`,
    type,
    order: position,
    properties: { template: 'v2', ...properties },
  });
  const subject = quoteMailSubject(kind, store, reference);
  return pageSchema.parse({
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: subject },
      description: { value: subject },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: [
      block(0, 'textBlock', { html: copy.body }),
      ...(copy.action
        ? [block(1, 'button', { text: copy.action, href: link, alignment: 'left' })]
        : []),
      block(2, 'textBlock', {
        html: `<p>Quote reference ${escapeHtml(reference)}</p>${copy.action ? `<p>${escapeHtml(link)}</p>` : ''}`,
      }),
    ],
  });
}

/**
 * `link` is the quote's page for a reply, the pay page for an order, else the store's home;
 * its origin is the store's.
 */
export async function composeQuoteMail(
  kind: QuoteMailKind,
  quote: QuoteRow,
  store: MailStore,
  link: string,
): Promise<LinkMail> {
  const rendered = await exportMailPage({
    page: quoteMailPage(kind, quote, store.name, link),
    division: store,
    origin: new URL(link).origin,
    get: async () => ({ status: 404, body: null }),
  });
  return {
    kind,
    to: quote.email,
    subject: quoteMailSubject(kind, store.name, orderReference(quote.orderHash)),
    link,
    html: rendered.html,
    text: rendered.text,
  };
}
