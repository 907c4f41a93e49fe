import type { Notice } from '../mail/noticeMail';

/** The mail a shopper sends themselves to come back to their favourites on another device. */
export function favouritesForLaterNotice(storeName: string, link: string): Notice {
  return {
    subject: 'Your favourites',
    paragraphs: [
      `Here are the favourites you saved at ${storeName}. Open the link on any device to see them again and add them to your basket.`,
    ],
    action: { label: 'See my favourites', link },
    note: 'If you did not ask for this email, you can ignore it.',
  };
}
