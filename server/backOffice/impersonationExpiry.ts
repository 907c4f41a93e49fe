import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { IMPERSONATION_EXPIRED_ACTION, impersonationSweepDelayMs } from '../../src/backOffice';
import type { AppContext } from '../context';
import { nowIso } from '../db/rows';
import type { Database } from '../db/schema';
import type { AuditRepository } from './auditRepository';

/** The job that ends impersonation sessions whose 30 minutes have passed. */
export const IMPERSONATION_EXPIRY_JOB = 'impersonation-expiry';

interface SweepDeps {
  db: Kysely<Database>;
  audit: AuditRepository;
  /** The time audit rows are written with (atlas's clock). */
  now: () => string;
}

/**
 * Ends every impersonation session whose time has passed and audits each
 * (`seller.impersonate.expire`: the staff user, the seller, when it ended). The session's
 * delete and its audit row are one transaction, and only the call whose delete removed the
 * row writes it, so a sweep run twice, or by two processes at once, audits a session once.
 * Answers how many it ended.
 */
export async function sweepExpiredImpersonations({ db, audit, now }: SweepDeps): Promise<number> {
  // Compared with the sessions' own clock (the real one), as the sessions repository does.
  const at = nowIso();
  const expired = await db
    .selectFrom('sessions')
    .innerJoin('users as seller', 'seller.id', 'sessions.user_id')
    .innerJoin('users as staff', 'staff.id', 'sessions.impersonator_user_id')
    .select([
      'sessions.token_hash as tokenHash',
      'sessions.expires_at as expiresAt',
      'seller.id as sellerId',
      'seller.email as sellerEmail',
      'staff.id as staffId',
      'staff.email as staffEmail',
    ])
    .where('sessions.impersonator_user_id', 'is not', null)
    .where('sessions.expires_at', '<=', at)
    .execute();
  let ended = 0;
  for (const session of expired) {
    const audited = await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('sessions')
        .where('token_hash', '=', session.tokenHash)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) return false;
      await audit.append(trx, {
        staffUserId: session.staffId,
        staffEmail: session.staffEmail,
        action: IMPERSONATION_EXPIRED_ACTION,
        subjectType: 'user',
        subjectId: session.sellerId,
        before: null,
        after: { seller: session.sellerEmail, endedAt: session.expiresAt },
        createdAt: now(),
      });
      return true;
    });
    if (audited) ended += 1;
  }
  return ended;
}

/**
 * Asks the job queue to sweep once the session ending at `expiresAt` has expired. The job's
 * id names the end, so asking twice for one end schedules one sweep.
 */
export const scheduleImpersonationSweep = (ctx: AppContext, expiresAt: string): Promise<void> =>
  ctx.jobs.add(
    IMPERSONATION_EXPIRY_JOB,
    {},
    {
      id: `${IMPERSONATION_EXPIRY_JOB}:${expiresAt}`,
      delayMs: impersonationSweepDelayMs(expiresAt, Date.now()),
    },
  );

/**
 * An impersonation session that simply expires is found by a sweep on the job queue: one
 * is scheduled for the end of every session started (impersonation.ts), and at start-up
 * the server sweeps what expired while it was down and schedules the live sessions' ends
 * again (the in-process queue forgets its timers when the process stops).
 */
export function registerImpersonationExpiry(
  api: FastifyInstance,
  { ctx, audit, now }: { ctx: AppContext; audit: AuditRepository; now: () => string },
): void {
  const deps = { db: ctx.db, audit, now };
  ctx.jobs.handle(IMPERSONATION_EXPIRY_JOB, async () => {
    await sweepExpiredImpersonations(deps);
  });
  api.addHook('onReady', async () => {
    await sweepExpiredImpersonations(deps);
    const live = await ctx.db
      .selectFrom('sessions')
      .select('expires_at')
      .distinct()
      .where('impersonator_user_id', 'is not', null)
      .execute();
    for (const session of live) await scheduleImpersonationSweep(ctx, session.expires_at);
  });
}
