import { commissionPence, salesPence } from '../../src/affiliates/commission';
import { basisPointsToRate } from '../../src/affiliates/settings';
import { findCurrency, formatMoney } from '../../src/currency';
import type { StoredOrder } from '../commerce/ordersRepository';
import type { Mailer } from '../mail/mailer';
import { composeNoticeMail, type MailStore, type Notice } from '../mail/noticeMail';
import type { AffiliatesRepository } from './repository';

/** The outbox kind of the mail an affiliate gets for each paid order through their link. */
export const AFFILIATE_SALE_MAIL_KIND = 'affiliate-sale';

export interface AffiliateSale {
  storeName: string;
  /** Pence (GBP), as the programme counts commission. */
  salesPence: number;
  commissionPence: number;
  commissionRateBp: number;
}

const gbp = (pence: number) => formatMoney(pence / 100, findCurrency('GBP')!);

/**
 * What the affiliate reads: the store, what they earned on the sale and how it was
 * worked out, and why they get the mail (the choice in their settings). No shopper's
 * details: the affiliate learns a sale was made, not by whom.
 */
export const affiliateSaleNotice = (sale: AffiliateSale): Notice => ({
  subject: `You made a sale at ${sale.storeName}`,
  paragraphs: [
    `An order placed through your link at ${sale.storeName} has been paid.`,
    `You earn ${gbp(sale.commissionPence)}: ${basisPointsToRate(sale.commissionRateBp)}% of ${gbp(sale.salesPence)}, before VAT and shipping.`,
  ],
  note: 'You get this email because you chose "Email me when I make a sale" in your affiliate settings.',
});

interface SaleMailDeps {
  affiliates: Pick<AffiliatesRepository, 'attributionOf'>;
  mailer: Mailer;
}

/**
 * Mails the affiliate an order was attributed to, once it is paid, when they asked to hear
 * of each sale. Called from the one place an order becomes paid (a compare-and-set), so
 * each sale is mailed once however many requests, webhooks or processes confirm it.
 */
export async function mailAffiliateOfSale(
  { affiliates, mailer }: SaleMailDeps,
  order: StoredOrder,
  store: MailStore,
  origin: string,
): Promise<void> {
  const attribution = await affiliates.attributionOf(order.id);
  if (!attribution?.affiliate.notifyOnSale) return;
  const agreed = { ...order, commissionRateBp: attribution.commissionRateBp };
  const sale: AffiliateSale = {
    storeName: store.name,
    salesPence: salesPence(agreed),
    commissionPence: commissionPence(agreed),
    commissionRateBp: attribution.commissionRateBp,
  };
  await mailer.send(
    await composeNoticeMail(
      AFFILIATE_SALE_MAIL_KIND,
      attribution.affiliate.payoutEmail,
      affiliateSaleNotice(sale),
      { origin, store, data: { orderHash: order.hash, commission: sale.commissionPence } },
    ),
  );
}
