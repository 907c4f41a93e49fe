import { pageSchema, type Page } from '../../src/model';
import { formatMinor } from '../../src/commerce/formatMinor';
import { exportMailPage } from '../mail/exportMailPage';
import type { MailStore } from '../accounts/accountMail';
import type { StoredOrder } from './ordersRepository';

/**
 * The order confirmation mail, composed as a mail page of the builder (a heading, the
 * order's lines and totals, a button to the receipt) and rendered to HTML and text like
 * every mail page, in the store's theme.
 */
export interface OrderMail {
  kind: 'order-confirmation';
  to: string;
  subject: string;
  link: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function orderMailPage(
  order: StoredOrder,
  storeName: string,
  receiptLink: string,
  historyLink: string | null = null,
): Page {
  const money = (minor: number) => escapeHtml(formatMinor(minor, order.currency));
  const lines = order.items
    .map(
      (item) =>
        `<li>${item.quantity} × ${escapeHtml(item.name)}${
          Object.keys(item.options).length
            ? ` (${escapeHtml(Object.values(item.options).join(', '))})`
            : ''
        }: ${money(item.priceTaxIncluded - item.discountTaxIncluded)}</li>`,
    )
    .join('');
  const vat = order.goodsTax - order.taxDiscount + order.shippingTax;
  const block = (order: number, type: string, properties: Record<string, unknown>) => ({
    id: `order-mail-${order}`,
    uid: `order-mail-${order}`,
    type,
    order,
    properties: { template: 'v2', ...properties },
  });
  const subject = `Your ${storeName} order is confirmed`;
  return pageSchema.parse({
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: subject },
      description: { value: 'Thank you for your order.' },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: [
      block(0, 'textBlock', {
        html: `<h1>Thank you for your order</h1><p>We have received your payment and are getting your order ready. We will email you again when it is on its way.</p>`,
      }),
      block(1, 'textBlock', {
        html: `<h2>Order summary</h2><ul>${lines}</ul><p>Shipping: ${money(order.shipping + order.shippingTax)}</p><p><strong>Total: ${money(order.total)}</strong></p><p>Includes VAT of ${money(vat)}</p>`,
      }),
      block(2, 'button', { text: 'View your receipt', href: receiptLink, alignment: 'left' }),
      ...(historyLink
        ? [
            block(3, 'textBlock', {
              html: `<p>Follow this order and your others in <a href="${escapeHtml(historyLink)}">your order history</a>.</p>`,
            }),
          ]
        : []),
    ],
  });
}

export async function composeOrderMail(
  order: StoredOrder,
  store: MailStore,
  receiptLink: string,
  historyLink: string | null = null,
): Promise<OrderMail> {
  const page = orderMailPage(order, store.name, receiptLink, historyLink);
  const rendered = await exportMailPage({
    page,
    division: store,
    origin: new URL(receiptLink).origin,
    get: async () => ({ status: 404, body: null }),
  });
  return {
    kind: 'order-confirmation',
    to: order.billingEmail,
    subject: `Your ${store.name} order is confirmed`,
    link: receiptLink,
    html: rendered.html,
    text: rendered.text,
  };
}
