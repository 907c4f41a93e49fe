import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_COMMISSION_RATE_BP, commissionPence } from '../../src/affiliates/commission';
import {
  PAYOUT_MESSAGES,
  commissionBalance,
  commissionStage,
  payableOrders,
  payoutWriteSchema,
} from '../../src/affiliates/payouts';
import {
  AFFILIATE_MESSAGES,
  affiliateRateWriteSchema,
  affiliateSettingsWriteSchema,
  basisPointsToRate,
  rateToBasisPoints,
} from '../../src/affiliates/settings';
import { affiliateStats, periodStart, type AffiliateStatsAnswer } from '../../src/affiliates/stats';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import { assertAccess, divisionNeed, signedInUser } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { createAffiliatesRepository, type Affiliate } from './repository';

/** Paths the affiliate blocks name in `asyncData`, and the seller's (docs/marketing.md). */
export const AFFILIATE_PROFILE_PATH = '/divisions/:division/affiliates/me/';
export const AFFILIATE_SETTINGS_PATH = '/divisions/:division/affiliates/me/settings/';
export const AFFILIATE_OWN_STATS_PATH = '/divisions/:division/affiliates/me/stats/';
export const AFFILIATES_PATH = '/divisions/:division/affiliates/';
export const AFFILIATE_PATH = '/divisions/:division/affiliates/:affiliate/';
export const AFFILIATE_STATS_PATH = '/divisions/:division/affiliates/:affiliate/stats/';
export const AFFILIATE_PAYOUTS_PATH = '/divisions/:division/affiliates/:affiliate/payouts/';

const divisionParams = z.object({ division: z.string().min(1) });
const affiliateParams = divisionParams.extend({ affiliate: z.coerce.number().int().positive() });
/** `?days=30`: only the last 30 days count; without it, all time. */
const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(3660).optional() });

export interface AffiliateSettingsAnswer {
  payoutEmail: string;
  code: string;
  notifyOnSale: boolean;
  /** Percent of each sale's goods value, set by the seller. */
  commissionRate: number;
  /** 0 until the customer joins the programme. */
  version: number;
}

const settingsOf = (affiliate: Affiliate): AffiliateSettingsAnswer => ({
  payoutEmail: affiliate.payoutEmail,
  code: affiliate.code,
  notifyOnSale: affiliate.notifyOnSale,
  commissionRate: basisPointsToRate(affiliate.commissionRateBp),
  version: affiliate.version,
});

/**
 * The store's affiliate programme. A signed-in customer joins it and edits their settings
 * (`me` paths: their own link, settings and figures only); the store's seller lists every
 * affiliate with their figures and sets each one's commission rate.
 */
export function registerAffiliateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const affiliates = createAffiliatesRepository(ctx.db);

  const statsOf = async (
    affiliate: Affiliate,
    request: FastifyRequest,
  ): Promise<AffiliateStatsAnswer> => {
    const { days } = statsQuery.parse(request.query ?? {});
    return affiliateStats(
      await affiliates.clickTimes(affiliate.id),
      await affiliates.attributedOrders(affiliate.id),
      days === undefined ? undefined : periodStart(Date.now(), days),
    );
  };

  /** What the seller's programme screen shows of an affiliate: money in pence (GBP). */
  const programmeOf = async (affiliate: Affiliate) => {
    const orders = await affiliates.attributedOrders(affiliate.id);
    return {
      id: affiliate.id,
      ...settingsOf(affiliate),
      balance: commissionBalance(orders),
      orders: orders
        .map((order) => ({
          hash: order.hash,
          createdAt: order.createdAt,
          status: order.status,
          commission: commissionPence(order),
          stage: commissionStage(order),
        }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      payouts: await affiliates.payouts(affiliate.id),
    };
  };

  /** The signed-in user's affiliate record in the store, or null before they join. */
  const mine = async (request: FastifyRequest) => {
    const user = signedInUser(request.auth);
    const division = await divisionFromParam(ctx, divisionParams.parse(request.params).division);
    return { user, division, affiliate: await affiliates.forUser(division.id, user.id) };
  };

  const refuseTakenCode = async (divisionId: number, code: string, exceptId: number | null) => {
    if (await affiliates.codeTaken(divisionId, code, exceptId))
      throw new ValidationError(AFFILIATE_MESSAGES.codeTaken, [
        { field: 'code', message: AFFILIATE_MESSAGES.codeTaken },
      ]);
  };

  app.get(AFFILIATE_PROFILE_PATH, async (request, reply) => {
    const { affiliate } = await mine(request);
    if (!affiliate) throw new NotFoundError(AFFILIATE_MESSAGES.notJoined);
    reply.header('cache-control', 'no-store');
    return { code: affiliate.code };
  });

  app.get(AFFILIATE_SETTINGS_PATH, async (request, reply): Promise<AffiliateSettingsAnswer> => {
    const { user, affiliate } = await mine(request);
    reply.header('cache-control', 'no-store');
    if (affiliate) return settingsOf(affiliate);
    return {
      payoutEmail: user.email,
      code: '',
      notifyOnSale: true,
      commissionRate: basisPointsToRate(DEFAULT_COMMISSION_RATE_BP),
      version: 0,
    };
  });

  /** Version 0 joins the programme; otherwise the version read, 409 when stale. */
  app.post(AFFILIATE_SETTINGS_PATH, async (request): Promise<AffiliateSettingsAnswer> => {
    const { user, division, affiliate } = await mine(request);
    const { version, ...fields } = affiliateSettingsWriteSchema.parse(request.body);
    if (version === 0) {
      if (affiliate) throw new ConflictError(AFFILIATE_MESSAGES.stale, settingsOf(affiliate));
      await refuseTakenCode(division.id, fields.code, null);
      try {
        return settingsOf(
          await affiliates.join(division.id, user.id, fields, DEFAULT_COMMISSION_RATE_BP),
        );
      } catch (error) {
        // Two joins at once: the unique code or the one-per-customer rule refused the second.
        await refuseTakenCode(division.id, fields.code, null);
        const joined = await affiliates.forUser(division.id, user.id);
        if (joined) throw new ConflictError(AFFILIATE_MESSAGES.stale, settingsOf(joined));
        throw error;
      }
    }
    if (!affiliate) throw new NotFoundError(AFFILIATE_MESSAGES.notJoined);
    if (affiliate.version !== version)
      throw new ConflictError(AFFILIATE_MESSAGES.stale, settingsOf(affiliate));
    await refuseTakenCode(division.id, fields.code, affiliate.id);
    const saved = await affiliates.update(affiliate.id, version, fields);
    if (!saved) throw new ConflictError(AFFILIATE_MESSAGES.stale, settingsOf(affiliate));
    return settingsOf(saved);
  });

  app.get(AFFILIATE_OWN_STATS_PATH, async (request, reply) => {
    const { affiliate } = await mine(request);
    reply.header('cache-control', 'no-store');
    // Before joining there is nothing to count yet: zeros, not an error.
    return affiliate ? statsOf(affiliate, request) : affiliateStats([], []);
  });

  /** The seller's view: every affiliate of the store with their figures. */
  app.get(AFFILIATES_PATH, async (request, reply) => {
    const division = await divisionFromParam(ctx, divisionParams.parse(request.params).division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    reply.header('cache-control', 'no-store');
    const all = await affiliates.listForDivision(division.id);
    return {
      affiliates: await Promise.all(
        all.map(async (affiliate) => ({
          ...(await programmeOf(affiliate)),
          stats: await statsOf(affiliate, request),
        })),
      ),
    };
  });

  /**
   * The seller marks the affiliate's payable commission as paid (they paid it outside the
   * platform): one payout covering every payable order, recorded with who and when.
   * Refused (409) when the affiliate or the amount changed since the seller looked.
   */
  app.post(AFFILIATE_PAYOUTS_PATH, async (request, reply) => {
    const params = affiliateParams.parse(request.params);
    const division = await divisionFromParam(ctx, params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    const seller = signedInUser(request.auth);
    const { version, amount } = payoutWriteSchema.parse(request.body);
    const affiliate = await affiliates.byId(division.id, params.affiliate);
    if (!affiliate) throw new NotFoundError(AFFILIATE_MESSAGES.notFound);
    const current = await programmeOf(affiliate);
    if (affiliate.version !== version) throw new ConflictError(AFFILIATE_MESSAGES.stale, current);
    if (current.balance.payable === 0)
      throw new ValidationError(PAYOUT_MESSAGES.nothingPayable, [
        { field: 'amount', message: PAYOUT_MESSAGES.nothingPayable },
      ]);
    if (current.balance.payable !== amount)
      throw new ConflictError(PAYOUT_MESSAGES.amountChanged, current);
    const recorded = await affiliates.recordPayout(affiliate, version, {
      orderIds: payableOrders(await affiliates.attributedOrders(affiliate.id)).map(
        (order) => order.orderId,
      ),
      amount,
      paidBy: { id: seller.id, email: seller.email },
      at: new Date(ctx.config.clock()).toISOString(),
    });
    if (!recorded) throw new ConflictError(AFFILIATE_MESSAGES.stale, current);
    reply.code(201);
    return { payout: recorded.payout, affiliate: await programmeOf(recorded.affiliate) };
  });

  /** One affiliate's figures: the store's seller, or the affiliate themself. */
  app.get(AFFILIATE_STATS_PATH, async (request, reply) => {
    const params = affiliateParams.parse(request.params);
    const division = await divisionFromParam(ctx, params.division);
    const user = signedInUser(request.auth);
    const affiliate = await affiliates.byId(division.id, params.affiliate);
    if (affiliate?.userId !== user.id)
      assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    if (!affiliate) throw new NotFoundError(AFFILIATE_MESSAGES.notFound);
    reply.header('cache-control', 'no-store');
    return statsOf(affiliate, request);
  });

  /** The seller sets an affiliate's commission rate; orders already attributed keep theirs. */
  app.patch(AFFILIATE_PATH, async (request) => {
    const params = affiliateParams.parse(request.params);
    const division = await divisionFromParam(ctx, params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    const { commissionRate, version } = affiliateRateWriteSchema.parse(request.body);
    const affiliate = await affiliates.byId(division.id, params.affiliate);
    if (!affiliate) throw new NotFoundError(AFFILIATE_MESSAGES.notFound);
    const saved =
      affiliate.version === version
        ? await affiliates.setRate(affiliate.id, version, rateToBasisPoints(commissionRate))
        : null;
    if (!saved) throw new ConflictError(AFFILIATE_MESSAGES.stale, settingsOf(affiliate));
    return { id: saved.id, ...settingsOf(saved) };
  });
}
