import { randomUUID } from 'node:crypto';
import { HELP_QUESTION_GROUPS, HELP_REASON_PREFIX, helpQuestionPath } from '../../src/help';

/**
 * The help centre's starting pages, written for a print-on-demand shop (src/help says how
 * the help centre is put together): one store page per question and per reason to get in
 * touch. They agree with the legal pages' terms of sale (made to order, 30 days for a
 * fault, 14 days for a change of mind) and with what the storefront does (the order links
 * in every confirmation mail, the live chat). The seller edits them like any page.
 */
interface HelpCopy {
  name: string;
  title: string;
  html: string;
  /** A button under the words: an in-page action (`@open-chat`) or a storefront path. */
  button?: { text: string; href: string };
}

const QUESTIONS = (store: string): HelpCopy[] => [
  {
    name: 'placing-an-order',
    title: 'How do I place an order?',
    html: `<p>Choose a product, its colour and size, and add it to your basket. When you are ready, open the basket and choose <strong>Checkout</strong>. You can check out as a guest or sign in to use saved details.</p><p>You will get a confirmation email as soon as your payment goes through. It holds the links to follow, change or return your order.</p>`,
  },
  {
    name: 'changing-or-cancelling-an-order',
    title: 'Can I change or cancel my order?',
    html: `<p>Every product is printed when you order it, so changes are possible until we start making it, usually within two working days. Use <strong>Edit order</strong> or <strong>Update address</strong> in your confirmation email to change a size, a colour or the delivery address.</p><p>Once your order is being made, we cannot change it, but you can still return it when it arrives.</p>`,
  },
  {
    name: 'payment-methods',
    title: 'Which payment methods do you accept?',
    html: `<p>${store} accepts Visa, Mastercard and American Express debit and credit cards. Prices include VAT. If you shop in a currency other than pounds sterling, the amount is converted at the rate shown at checkout.</p>`,
  },
  {
    name: 'payment-declined',
    title: 'Why was my payment declined?',
    html: `<p>Your bank declined the payment. Check the card number, expiry date and security code, and that the billing address matches the one your bank holds. Some banks ask you to confirm the payment in their app.</p><p>If it still does not go through, try another card or contact your bank. Nothing is charged for a declined payment.</p>`,
  },
  {
    name: 'delivery-times',
    title: 'How long does delivery take?',
    html: `<p>We print your order within two working days. Delivery then takes one to three working days in the UK and three to seven working days for most other countries. Checkout shows the estimate for your address before you pay.</p>`,
  },
  {
    name: 'where-we-deliver',
    title: 'Where do you deliver?',
    html: `<p>We deliver to the UK, the European Union and most other countries. Checkout lists the shipping methods and prices for your country.</p>`,
  },
  {
    name: 'tracking-an-order',
    title: 'How do I track my order?',
    html: `<p>Your confirmation email links to your order history, which shows each order's progress and, once it has been dispatched, its tracking code. We also email you when your order is on its way.</p>`,
  },
  {
    name: 'christmas-delivery',
    title: 'Will my order arrive before Christmas?',
    html: `<p>Order by the Christmas cut-off date for your delivery method, shown at checkout and in the banner at the top of the store in December. Orders placed after it are still made and sent, but may arrive after Christmas.</p>`,
  },
  {
    name: 'returning-an-item',
    title: 'How do I return an item?',
    html: `<p>You can return unworn items within 14 days of delivery for a refund of the item's price. Start your return from the <strong>Return</strong> link in your confirmation email, or from the <a href="/returns/">returns page</a> with your order number and email address.</p>`,
  },
  {
    name: 'refund-times',
    title: 'When will I get my refund?',
    html: `<p>We refund you within five working days of receiving your return, to the card you paid with. Your bank may take a few more days to show it.</p>`,
  },
  {
    name: 'damaged-or-faulty-items',
    title: 'My item arrived damaged or faulty',
    html: `<p>We are sorry. Tell us within 30 days of delivery and we will reprint it or refund you, whichever you prefer. Start a return from the <a href="/returns/">returns page</a>, choose the reason that fits and tell us what is wrong in the note.</p>`,
  },
  {
    name: 'exchanging-a-size',
    title: 'Can I exchange an item for another size?',
    html: `<p>Yes. Before your order is made, change the size with <strong>Edit order</strong> in your confirmation email. After it arrives, return the item unworn within 14 days and order the size you need.</p>`,
  },
  {
    name: 'finding-your-size',
    title: 'How do I find my size?',
    html: `<p>Each product page lists the sizes it comes in. Compare with a similar item you own that fits you well. If you are between sizes, choose the larger one for a relaxed fit; if it does not fit, you can return it unworn within 14 days.</p>`,
  },
  {
    name: 'washing-and-care',
    title: 'How should I wash my clothes?',
    html: `<p>Wash at 30°C inside out, with similar colours. Do not tumble dry or iron over the print. Washing cool and drying on the line keeps the print and the fabric looking new for longer.</p>`,
  },
  {
    name: 'what-our-clothes-are-made-of',
    title: 'What are your clothes made of?',
    html: `<p>Our t-shirts, sweaters and hoodies are made of organic cotton, and each product page lists its fabric. We print with water-based inks.</p>`,
  },
  {
    name: 'designing-your-own-product',
    title: 'How do I design my own product?',
    html: `<p>Open the <a href="/design-your-own-t-shirt/">design studio</a>, choose a product, its colour and size, then add text or upload a picture. Move, resize and rotate each element on the print area; the price updates as you go. Add it to your basket when you are happy.</p>`,
  },
  {
    name: 'uploading-images',
    title: 'What pictures can I upload to the studio?',
    html: `<p>PNG, JPEG and SVG files. For a sharp print, use a picture of at least 150 dots per inch at the size you print it: the studio warns you when a picture is too small for the area it covers.</p>`,
  },
];

const REASONS: HelpCopy[] = [
  {
    name: 'where-is-my-order',
    title: 'Where is my order?',
    html: `<p>Your confirmation email links to your order history, which shows where your order is and its tracking code once it has been dispatched. Most orders are made within two working days.</p><p>If it has not arrived by the date we gave, chat with us and we will find it.</p>`,
    button: { text: 'Chat with us', href: '@open-chat' },
  },
  {
    name: 'problem-with-my-order',
    title: 'Something is wrong with my order',
    html: `<p>If an item is damaged, faulty or not what you ordered, start a return within 30 days of delivery and tell us what went wrong: we will reprint it or refund you.</p>`,
    button: { text: 'Start a return', href: '/returns/' },
  },
  {
    name: 'change-my-order',
    title: 'I want to change my order',
    html: `<p>Until we start making your order, you can change a size or a colour with <strong>Edit order</strong>, or the delivery address with <strong>Update address</strong>, both in your confirmation email.</p>`,
    button: { text: 'Chat with us', href: '@open-chat' },
  },
  {
    name: 'something-else',
    title: 'Something else',
    html: `<p>Ask us anything: chat with us and someone from the team will answer.</p>`,
    button: { text: 'Chat with us', href: '@open-chat' },
  },
];

const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const block = (order: number, type: string, properties: Record<string, unknown>) => {
  const id = randomUUID();
  return {
    id,
    uid: id,
    type,
    size: { x: 12, y: 1 },
    properties: { template: 'v2', ...properties },
    items: [],
    order,
  };
};

function helpPage(url: string, copy: HelpCopy): Record<string, unknown> & { url: string } {
  return {
    url,
    properties: { title: { value: copy.title }, description: { value: copy.title } },
    blocks: [
      block(0, 'textBlock', { html: `<h1>${escapeText(copy.title)}</h1>${copy.html}` }),
      ...(copy.button
        ? [
            block(1, 'button', {
              text: copy.button.text,
              href: copy.button.href,
              alignment: 'left',
            }),
          ]
        : []),
      block(2, 'textBlock', { html: '<p><a href="/help/">Back to the help centre</a></p>' }),
    ],
  };
}

/** The help centre's question and reason pages of a store named `storeName`, as page writes. */
export function helpPageTemplates(
  storeName: string,
): Array<Record<string, unknown> & { url: string }> {
  return [
    ...QUESTIONS(escapeText(storeName)).map((copy) => helpPage(helpQuestionPath(copy.name), copy)),
    ...REASONS.map((copy) => helpPage(`${HELP_REASON_PREFIX}${copy.name}/`, copy)),
  ];
}

/** Every template question is filed in a group (checked by the tests). */
export const HELP_TEMPLATE_QUESTION_NAMES = QUESTIONS('').map((copy) => copy.name);
export { HELP_QUESTION_GROUPS };
