import type { Notice } from '../mail/noticeMail';

/**
 * The words of the mails the shopper forms send. Pure: the routes compose them with the
 * store's theme (server/mail/noticeMail.ts) and send them through the product's mailer.
 */

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  storeName: string;
  /** The storefront address of the page the form is on. */
  pageAddress: string;
}

/** To the address the seller set on the contact form block; a reply goes to the shopper. */
export function contactFormNotice(contact: ContactMessage): Notice {
  return {
    subject: `New message from ${contact.name} via ${contact.storeName}`,
    paragraphs: [
      `${contact.name} (${contact.email}) wrote to you through the contact form on ${contact.pageAddress}:`,
      ...contact.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
    ],
    note: `Reply to this email to answer ${contact.name}.`,
  };
}

export interface RemillLabel {
  storeName: string;
  /** The store's legal name and postal address, one line each (from its company details). */
  returnAddress: readonly string[];
  /** The coupon for the next purchase, when the offer was taken on a store. */
  coupon: { code: string; percentOff: number } | null;
}

/** The free returns label: where to post the clothes, and the coupon for next time. */
export function remillLabelNotice(label: RemillLabel): Notice {
  const address =
    label.returnAddress.length > 0
      ? ['Write this address on your parcel:', ...label.returnAddress]
      : [
          `Post your parcel to ${label.storeName}; reply to this email and we will send the address.`,
        ];
  return {
    subject: 'Your free returns label',
    paragraphs: [
      `Thank you for sending your old clothes back to ${label.storeName}: any brand of 100% cotton clothing is welcome, and postage is paid in the UK.`,
      ...address,
      ...(label.coupon
        ? [
            `Your coupon for ${label.coupon.percentOff}% off your next purchase: ${label.coupon.code}`,
          ]
        : []),
    ],
    note: 'Keep this email until your parcel is on its way.',
  };
}

/** Splits the company address the seller typed (commas or new lines) into label lines. */
export function returnAddressOf(company: { legalName: string; address: string }): string[] {
  const lines = company.address
    .split(/\r?\n|,/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length === 0 ? [] : [company.legalName, ...lines].filter((line) => line !== '');
}
