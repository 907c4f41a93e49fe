import { randomUUID } from 'node:crypto';
import { LEGAL_PAGE_URLS } from '../../src/rules/legalPages';

/**
 * The four legal pages every store starts with, written for a print-on-demand shop: terms
 * of use, terms of sale, cookies and disclaimer, privacy policy. They are ordinary store
 * pages (the seller edits them in the page builder like any other), published when the
 * store is made, linked from the footer, and hidden when the store takes payments itself
 * (a direct payment processor), as the seller's own terms then apply.
 * The words are a sensible starting point, not legal advice; each page says so.
 */
export { LEGAL_PAGE_URLS };

const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NOTE =
  '<p><em>This page is a template for print-on-demand stores. Read it, change what does not fit your store, and take legal advice where you need it.</em></p>';

function legalCopy(
  store: string,
): Record<(typeof LEGAL_PAGE_URLS)[number], { title: string; html: string }> {
  return {
    '/terms-of-use/': {
      title: 'Terms of use',
      html: `<h1>Terms of use</h1>
<p>These terms apply to everyone who visits the ${store} website. By using the site you accept them.</p>
<h2>Using this site</h2>
<p>You may browse, share links to and buy from this site for your own, lawful purposes. Do not try to break, overload or get around its security, copy its content in bulk, or use it to send unwanted messages.</p>
<h2>Designs and content</h2>
<p>The designs, photographs and words on this site belong to ${store} or to the artists who licensed them. Buying a product gives you the product, not the right to reproduce its design.</p>
<h2>Accounts</h2>
<p>If you create an account, keep your password to yourself and tell us if you think someone else has used it. We may close accounts that break these terms.</p>
<h2>Changes</h2>
<p>We may update these terms; the version on this page is the one that applies to your visit.</p>
${NOTE}`,
    },
    '/terms-of-sale/': {
      title: 'Terms of sale',
      html: `<h1>Terms of sale</h1>
<p>These terms apply to every order you place with ${store}. Please read them before you buy.</p>
<h2>Made to order</h2>
<p>Our products are printed when you order them. We start making your order once your payment is confirmed, usually within two working days. You can change or cancel an order until we start making it, from the link in your confirmation email.</p>
<h2>Prices and payment</h2>
<p>Prices include VAT. Shipping is shown at checkout before you pay. If you pay in a currency other than pounds sterling, the amount is converted at the rate shown at checkout.</p>
<h2>Delivery</h2>
<p>Delivery times are estimates from dispatch. Around Christmas, order by the cut-off date shown at checkout for delivery before Christmas.</p>
<h2>Returns and refunds</h2>
<p>If an item arrives damaged or faulty, or is not what you ordered, tell us within 30 days and we will replace or refund it. You may also return unworn items within 14 days of delivery for a refund of the item's price; start a return from the link in your confirmation email.</p>
<h2>Your rights</h2>
<p>Nothing in these terms affects your statutory rights as a consumer.</p>
${NOTE}`,
    },
    '/use-of-cookies-and-disclaimer/': {
      title: 'Use of cookies and disclaimer',
      html: `<h1>Use of cookies and disclaimer</h1>
<h2>Cookies</h2>
<p>${store} uses a small number of cookies that the site needs to work: to keep your basket and favourites, to keep you signed in, and to protect forms against misuse. These are always on.</p>
<p>With your consent, we also use cookies to understand how the site is used and to measure our marketing. You can change your choice at any time from the cookie banner.</p>
<h2>Disclaimer</h2>
<p>We take care to describe and photograph our products accurately, but colours can look different on different screens and printed garments can vary slightly from the images. The information on this site is provided as it is, without warranties beyond those the law gives you.</p>
${NOTE}`,
    },
    '/privacy-policy/': {
      title: 'Privacy policy',
      html: `<h1>Privacy policy</h1>
<p>This policy explains what personal data ${store} collects, why, and what you can ask of us.</p>
<h2>What we collect</h2>
<p>When you order: your name, email address, delivery and billing addresses and, if you give it, your phone number. Card details are handled by our payment provider and never stored by us. When you create an account or subscribe to our emails: your email address and the details you give us.</p>
<h2>Why</h2>
<p>To make and deliver your order, to send you emails about it, to answer your questions, and, only if you agreed, to send you news and offers. You can unsubscribe from marketing emails at any time.</p>
<h2>Who sees it</h2>
<p>The printer and the delivery company see what they need to make and deliver your order. We do not sell your data.</p>
<h2>How long we keep it</h2>
<p>Order records are kept for as long as tax law requires; account data until you close your account.</p>
<h2>Your rights</h2>
<p>You can ask to see, correct or delete the personal data we hold about you, or object to how we use it, by contacting us.</p>
${NOTE}`,
    },
  };
}

/** The legal pages of a store named `storeName`, as page writes (published by the caller). */
export function legalPageTemplates(
  storeName: string,
): Array<Record<string, unknown> & { url: string }> {
  const copy = legalCopy(escapeText(storeName));
  return LEGAL_PAGE_URLS.map((url) => {
    const id = randomUUID();
    return {
      url,
      properties: { title: { value: copy[url].title }, isSearchable: { value: false } },
      blocks: [
        {
          id,
          uid: id,
          type: 'textBlock',
          size: { x: 12, y: 1 },
          properties: { template: 'v2', html: copy[url].html.replace(/\n/g, '') },
          items: [],
          order: 0,
        },
      ],
    };
  });
}
