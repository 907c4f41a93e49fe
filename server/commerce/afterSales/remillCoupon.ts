import { randomBytes } from 'node:crypto';
import type { OrdersRepository } from '../ordersRepository';

/**
 * The remill offer's thank-you (storefront spec: the shopper who sends clothing back
 * "receives a coupon for the next purchase"): a code of its own per submission, for the
 * store the offer was taken on, sent with the free returns label.
 */
export const REMILL_COUPON_PERCENT_OFF = 10;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const remillCouponCode = (bytes: Buffer): string =>
  `REMILL-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

export async function issueRemillCoupon(
  orders: Pick<OrdersRepository, 'createCoupon'>,
  divisionId: number,
): Promise<string> {
  const code = remillCouponCode(randomBytes(10));
  await orders.createCoupon(divisionId, code, REMILL_COUPON_PERCENT_OFF);
  return code;
}
