import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REFERRAL_COOKIE,
  REFERRAL_PARAM,
  REFERRAL_WINDOW_S,
  formatReferralCookie,
  isSelfReferral,
  parseReferralCookie,
  referralCodeOf,
  withinReferralWindow,
} from '../../src/affiliates/referral';
import type { AppContext } from '../context';
import type { StoredOrder } from '../commerce/ordersRepository';
import { createAffiliatesRepository } from './repository';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A storefront visit through an affiliate's link: counts a click and remembers the
 * referral for the window in a first-party, HttpOnly cookie (the latest link visited
 * wins). Unknown codes and the affiliate's own visits are ignored. The cookie is treated
 * as essential: without it the affiliate the shopper chose to follow is not paid, and it
 * holds nothing but the code and the visit time (docs/marketing.md, Affiliates).
 */
export async function rememberReferral(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  divisionId: number,
): Promise<void> {
  const code = referralCodeOf(
    (request.query as Record<string, unknown> | undefined)?.[REFERRAL_PARAM],
  );
  if (code === null) return;
  const affiliates = createAffiliatesRepository(ctx.db);
  const affiliate = await affiliates.byCode(divisionId, code);
  if (!affiliate || request.auth.user?.id === affiliate.userId) return;
  const at = nowSeconds();
  await affiliates.recordClick(
    affiliate.id,
    request.url.split('?')[0] ?? '/',
    new Date(at * 1000).toISOString(),
  );
  reply.setCookie(REFERRAL_COOKIE, formatReferralCookie({ code: affiliate.code, at }), {
    path: '/',
    maxAge: REFERRAL_WINDOW_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  // A page answered with a cookie of this visitor's is not one to share.
  reply.header('cache-control', 'private, no-store');
}

/** Attributes a new order to the affiliate whose link the shopper followed within the window. */
export async function attributeOrder(
  ctx: AppContext,
  request: FastifyRequest,
  order: Pick<StoredOrder, 'id' | 'divisionId' | 'customerId' | 'billingEmail'>,
): Promise<void> {
  const referral = parseReferralCookie(request.cookies[REFERRAL_COOKIE]);
  if (!referral || !withinReferralWindow(referral, nowSeconds())) return;
  const affiliates = createAffiliatesRepository(ctx.db);
  const affiliate = await affiliates.byCode(order.divisionId, referral.code);
  if (!affiliate) return;
  const user = await ctx.repos.users.findById(affiliate.userId);
  const emails = [affiliate.payoutEmail, ...(user ? [user.email] : [])];
  if (isSelfReferral({ userId: affiliate.userId, emails }, order)) return;
  await affiliates.attribute(order.id, affiliate, new Date(referral.at * 1000).toISOString());
}
