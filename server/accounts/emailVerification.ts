import type { Repositories } from '../db/repos';
import { composeAccountMail, type AccountMailer } from './accountMail';
import { hashToken, newToken } from './tokens';

/** A verification link works once, for a day; a new one may be asked for once a minute. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_COOL_DOWN_MS = 60 * 1000;

/** True when a new link may be sent, `lastSentAt` being the newest link's ISO time. */
export function canResendVerification(lastSentAt: string | null, now: number): boolean {
  return lastSentAt === null || now - Date.parse(lastSentAt) >= VERIFICATION_COOL_DOWN_MS;
}

/** Stores a new link's hash for `email` and mails the link to it. */
export async function sendVerification(
  repos: Repositories,
  mailer: AccountMailer,
  userId: number,
  email: string,
  origin: string,
  now = Date.now(),
): Promise<void> {
  const token = newToken();
  await repos.users.createEmailVerification(
    userId,
    email,
    hashToken(token),
    new Date(now + VERIFICATION_TTL_MS).toISOString(),
  );
  const link = `${origin}/sign-up/verify/?token=${token}`;
  await mailer.send(await composeAccountMail('account-verification', email, link));
}
