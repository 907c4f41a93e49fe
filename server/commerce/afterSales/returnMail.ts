import { pageSchema, type Page } from '../../../src/model';
import { orderReference } from '../../../src/commerce/afterSales';
import { exportMailPage } from '../../mail/exportMailPage';
import type { LinkMail, MailStore } from '../../accounts/accountMail';
import type { StoredOrder } from '../ordersRepository';
import type { StoredReturn } from './afterSalesRepository';

/**
 * The "return received" mail, composed as a mail page of the builder (like the order
 * confirmation in ../orderMail.ts): what came back, and a link to the order's returns page.
 */
const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const returnReceivedSubject = (storeName: string, reference: string) =>
  `We have received your return for ${storeName} order ${reference}`;

export function returnMailPage(
  order: StoredOrder,
  received: StoredReturn,
  storeName: string,
  link: string,
): Page {
  const reference = orderReference(order.hash);
  const lines = received.lines
    .map((line) => {
      const item = order.items.find((each) => each.id === line.itemId);
      return `<li>${line.quantity} × ${escapeHtml(item?.name ?? 'Item')}</li>`;
    })
    .join('');
  const block = (position: number, type: string, properties: Record<string, unknown>) => ({
    id: `return-mail-${position}`,
    uid: `return-mail-${position}`,
    type,
    order: position,
    properties: { template: 'v2', ...properties },
  });
  const subject = returnReceivedSubject(storeName, reference);
  return pageSchema.parse({
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: subject },
      description: { value: 'Your return has arrived.' },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: [
      block(0, 'textBlock', {
        html: `<h1>Your return has arrived</h1><p>We have received the items you sent back for order ${escapeHtml(reference)} and are checking them now.</p>`,
      }),
      block(1, 'textBlock', { html: `<h2>What we received</h2><ul>${lines}</ul>` }),
      block(2, 'button', { text: 'View your order', href: link, alignment: 'left' }),
    ],
  });
}

export async function composeReturnReceivedMail(
  order: StoredOrder,
  received: StoredReturn,
  store: MailStore,
  link: string,
): Promise<LinkMail> {
  const rendered = await exportMailPage({
    page: returnMailPage(order, received, store.name, link),
    division: store,
    origin: new URL(link).origin,
    get: async () => ({ status: 404, body: null }),
  });
  return {
    kind: 'return-received',
    to: order.billingEmail,
    subject: returnReceivedSubject(store.name, orderReference(order.hash)),
    link,
    html: rendered.html,
    text: rendered.text,
  };
}
