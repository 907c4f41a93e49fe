/**
 * Signing in as a seller (impersonation): who may be signed in as, for how long, and the
 * words the dashboard banner and the refused account screens show. Pure; the server
 * (server/backOffice/impersonation.ts) acts on these decisions.
 */

/** An impersonation session ends on its own after 30 minutes. */
export const IMPERSONATION_TTL_MS = 30 * 60 * 1000;

export const IMPERSONATION_MESSAGES = {
  notFound: 'We were unable to find this user',
  staff: 'Staff accounts cannot be signed in as',
  notSeller: 'Only sellers can be signed in as',
  notImpersonating: 'You are not signed in as a seller',
  accountLocked: 'This is not available while you are signed in as a seller',
} as const;

export interface ImpersonationTarget {
  exists: boolean;
  internal: boolean;
  /** The number of stores (divisions) whose dashboard the user may use. */
  stores: number;
}

export type ImpersonationDecision =
  { allowed: true } | { allowed: false; status: 403 | 404; message: string };

/** Staff may sign in as a seller only: never as a staff member (admins included). */
export function decideImpersonation(target: ImpersonationTarget): ImpersonationDecision {
  if (!target.exists)
    return { allowed: false, status: 404, message: IMPERSONATION_MESSAGES.notFound };
  if (target.internal)
    return { allowed: false, status: 403, message: IMPERSONATION_MESSAGES.staff };
  if (target.stores === 0)
    return { allowed: false, status: 403, message: IMPERSONATION_MESSAGES.notSeller };
  return { allowed: true };
}

/** The audit action written when an impersonation session's 30 minutes pass on their own. */
export const IMPERSONATION_EXPIRED_ACTION = 'seller.impersonate.expire';

/**
 * How long the expiry sweep waits for a session ending at `expiresAt` (ISO), from `now`
 * (epoch ms): until a second after the end, so the session has surely expired when it
 * runs; no wait for one that has already ended.
 */
export const impersonationSweepDelayMs = (expiresAt: string, now: number): number =>
  Math.max(0, Date.parse(expiresAt) - now + 1000);

/** When an impersonation session started at `startedAt` (ISO) ends. */
export const impersonationEndsAt = (startedAt: string): string =>
  new Date(Date.parse(startedAt) + IMPERSONATION_TTL_MS).toISOString();

/** The dashboard banner's words ("—" is an em dash, as in the brief). */
export const impersonationBannerText = (seller: string): string =>
  `You are signed in as ${seller} — Return to atlas`;
