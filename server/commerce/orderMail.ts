import { formatMinor } from '../../src/commerce/formatMinor';
import type { Block, Page } from '../../src/model';
import { exportMailPage } from '../mail/exportMailPage';
import { builtInMailPage } from '../mail/mailPage';
import type { MailStore } from '../accounts/accountMail';
import type { StoredOrder } from './ordersRepository';

/**
 * The order confirmation mail is a mail page of the builder. A store may keep its own at
 * ORDER_CONFIRMATION_URL (the demo store is seeded with one, which sellers edit in the
 * dashboard like any mail page); without one the built-in page below is used. Two
 * conventions tie a template to the order it is sent for:
 * - a Summary block whose asyncData is ORDER_SUMMARY_PATH shows the order's lines and
 *   totals (in the editor it shows its typed sample figures);
 * - a button linking to RECEIPT_LINK opens this order's receipt, and one linking to
 *   HISTORY_LINK the shopper's order history (by its unguessable customer hash).
 */
export const ORDER_CONFIRMATION_URL = '/order-confirmation/';
export const ORDER_DISPATCHED_URL = '/order-dispatched/';

export type OrderMailKind = 'order-confirmation' | 'order-dispatched';

/** Each order mail's template URL and built-in words. */
export const ORDER_MAILS: Record<
  OrderMailKind,
  { url: string; subject: (store: string) => string; intro: string }
> = {
  'order-confirmation': {
    url: ORDER_CONFIRMATION_URL,
    subject: (store) => `Your ${store} order is confirmed`,
    intro:
      '<h1>Thank you for your order</h1><p>We have received your payment and are getting your order ready. We will email you again when it is on its way.</p>',
  },
  'order-dispatched': {
    url: ORDER_DISPATCHED_URL,
    subject: (store) => `Your ${store} order is on its way`,
    intro:
      '<h1>Your order is on its way</h1><p>Your order has left us. The tracking code below follows it to your door.</p>',
  },
};
export const ORDER_SUMMARY_PATH = '/mail/order-summary/';
export const RECEIPT_LINK = '/receipt/';
export const HISTORY_LINK = '/order-history/';

export interface OrderMail {
  kind: OrderMailKind;
  to: string;
  subject: string;
  link: string;
  html: string;
  text: string;
}

/** The order as the Summary block's figures: a row per line, then shipping, discount, total, VAT. */
export function orderSummaryData(order: StoredOrder) {
  const money = (minor: number) => formatMinor(minor, order.currency);
  const discount = order.items.reduce((sum, item) => sum + item.discountTaxIncluded, 0);
  return {
    heading: 'Order summary',
    items: [
      ...order.items.map((item) => ({
        label: `${item.quantity} × ${item.name}`,
        value: money(item.priceTaxIncluded),
        caption: Object.values(item.options).join(', '),
      })),
      ...(discount > 0
        ? [
            {
              label: `Discount${order.coupon ? ` (${order.coupon})` : ''}`,
              value: `−${money(discount)}`,
              caption: '',
            },
          ]
        : []),
      {
        label: 'Shipping',
        value: money(order.shipping + order.shippingTax),
        caption: order.shippingMethod ?? '',
      },
      { label: 'Total', value: money(order.total), caption: '' },
      {
        label: 'Includes VAT',
        value: money(order.goodsTax - order.taxDiscount + order.shippingTax),
        caption: '',
      },
      ...order.trackingCodes.map((code) => ({
        label: 'Tracking code',
        value: code.slice(0, 30),
        caption: order.shippingMethod ?? '',
      })),
    ],
  };
}

/** The built-in confirmation page, and the one the demo store is seeded with. */
export const defaultOrderConfirmationPage = (storeName: string): Page =>
  defaultOrderMailPage('order-confirmation', storeName);

/** The built-in page of an order mail (the demo store is seeded with each). */
export function defaultOrderMailPage(kind: OrderMailKind, storeName: string): Page {
  const mail = ORDER_MAILS[kind];
  const subject = mail.subject(storeName);
  return builtInMailPage({
    prefix: 'order-mail',
    url: mail.url,
    subject,
    description: subject,
    blocks: [
      { type: 'textBlock', properties: { html: mail.intro } },
      {
        type: 'summary',
        properties: {
          heading: 'Order summary',
          asyncData: ORDER_SUMMARY_PATH,
          items: [
            { label: '1 × Your product', value: '£20.00', caption: 'Colour, size' },
            { label: 'Shipping', value: '£3.95', caption: 'Standard delivery' },
            { label: 'Total', value: '£23.95', caption: '' },
          ],
        },
      },
      {
        type: 'button',
        properties: { text: 'View your receipt', href: RECEIPT_LINK, alignment: 'left' },
      },
      {
        type: 'button',
        properties: {
          text: 'Your order history',
          href: HISTORY_LINK,
          alignment: 'left',
          primary: false,
        },
      },
    ],
  });
}

/**
 * Points every button that links to RECEIPT_LINK (at any depth) at this order's receipt,
 * and every one linking to HISTORY_LINK at the shopper's history (when there is one).
 */
export function withOrderLinks(page: Page, hash: string, historyHash: string | null = null): Page {
  const target = (href: unknown) =>
    href === RECEIPT_LINK
      ? `${RECEIPT_LINK}${hash}`
      : href === HISTORY_LINK && historyHash
        ? `${HISTORY_LINK}${historyHash}`
        : href;
  const relink = (blocks: Block[]): Block[] =>
    blocks.map((each) => ({
      ...each,
      properties:
        each.type === 'button'
          ? { ...each.properties, href: target(each.properties.href) }
          : each.properties,
      items: each.items ? relink(each.items) : each.items,
    }));
  return { ...page, blocks: relink(page.blocks) };
}

/** A stored page is a usable template when it is a mail page. */
export const isOrderTemplate = (page: Page | null | undefined): page is Page =>
  Boolean(page?.properties.isMailPage.value);

export async function composeOrderMail(
  order: StoredOrder,
  store: MailStore,
  origin: string,
  template?: Page | null,
  kind: OrderMailKind = 'order-confirmation',
  historyHash: string | null = null,
): Promise<OrderMail> {
  const page = withOrderLinks(
    isOrderTemplate(template) ? template : defaultOrderMailPage(kind, store.name),
    order.hash,
    historyHash,
  );
  const summary = orderSummaryData(order);
  const rendered = await exportMailPage({
    page,
    division: store,
    origin,
    // Data blocks read the order's figures; nothing else is answered for an order mail.
    get: async (path) => {
      if (path === ORDER_SUMMARY_PATH) return summary;
      throw new Error(`An order mail answers only ${ORDER_SUMMARY_PATH}`);
    },
  });
  const subject = page.properties.title.value || ORDER_MAILS[kind].subject(store.name);
  return {
    kind,
    to: order.billingEmail,
    subject,
    link: `${origin}${RECEIPT_LINK}${order.hash}`,
    html: rendered.html,
    text: rendered.text,
  };
}
