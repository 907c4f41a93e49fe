import type { Page } from '../../../src/model';
import { orderReference } from '../../../src/commerce/afterSales';
import { exportMailPage } from '../../mail/exportMailPage';
import { builtInMailPage, escapeMailHtml } from '../../mail/mailPage';
import type { LinkMail, MailStore } from '../../accounts/accountMail';
import type { StoredOrder } from '../ordersRepository';
import type { StoredReturn } from './afterSalesRepository';

/**
 * The "return received" mail, composed as a mail page of the builder (like the order
 * confirmation in ../orderMail.ts): what came back, and a link to the order's returns page.
 */

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
      return `<li>${line.quantity} × ${escapeMailHtml(item?.name ?? 'Item')}</li>`;
    })
    .join('');
  const subject = returnReceivedSubject(storeName, reference);
  return builtInMailPage({
    prefix: 'return-mail',
    subject,
    description: 'Your return has arrived.',
    blocks: [
      {
        type: 'textBlock',
        properties: {
          html: `<h1>Your return has arrived</h1><p>We have received the items you sent back for order ${escapeMailHtml(reference)} and are checking them now.</p>`,
        },
      },
      { type: 'textBlock', properties: { html: `<h2>What we received</h2><ul>${lines}</ul>` } },
      { type: 'button', properties: { text: 'View your order', href: link, alignment: 'left' } },
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
